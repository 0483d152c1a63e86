import ColorScience

/// `non-text-contrast` — WCAG 2.2 SC 1.4.11 Non-text Contrast, level AA: user-interface components
/// and meaningful graphics (pairs with usage `ui`, and icon/border colours on backgrounds) need 3:1.
public struct NonTextContrastRule: Rule {
    /// Creates the rule.
    public init() {}

    /// `minimum`: the ratio UI components and graphics need (3).
    public static let minimum = RuleParameter<Double>.ratio(.nonTextContrast, "minimum", 3.0, "contrast ratio required")

    /// ID `non-text-contrast`, severity error; parameter `minimum` (3).
    public let descriptor = RuleDescriptor(
        id: .nonTextContrast, defaultSeverity: .error,
        summary: "Icons, borders and UI components at least 3:1 against adjacent colours",
        source: "WCAG 2.2 SC 1.4.11 Non-text Contrast",
        helpURI: "https://www.w3.org/WAI/WCAG22/Understanding/non-text-contrast.html",
        parameters: [Self.minimum.declaration])

    /// One finding per `ui` pair and appearance below the minimum.
    public func evaluate(_ context: AuditContext) -> [Finding] {
        context.rankedFindings(of: descriptor) { pair in
            guard pair.declaration.usage == .ui else { return nil }
            let requirement = ContrastRequirement.threshold(
                Self.minimum, in: context, appearance: pair.appearance, criterion: "WCAG 1.4.11 (non-text)"
            )
            guard !requirement.isMet(by: pair.stack.worstRatio) else { return nil }
            return (
                pair.stack.worstRatio / requirement.required,
                {
                    ContrastFinding.make(
                        rule: descriptor, severity: descriptor.defaultSeverity, pair: pair, requirement: requirement)
                }
            )
        }
    }
}
