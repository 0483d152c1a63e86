/// The contrast a pair must reach under the WCAG contrast rules, with their configured thresholds:
/// text `contrast-minimum.normal` (4.5) or `.large` (3) by `LargeText`, non-text UI
/// `non-text-contrast.minimum` (3); decorative pairs have none. Shared by the rules that re-judge a pair
/// under other conditions (sRGB screens, glare, another appearance).
struct ContrastRequirement {
    /// The ratio required (met when the ratio is at least this).
    var required: Double
    /// Which criterion, e.g. "WCAG 1.4.3 (body text, web)" (text sizes depend on the platform profile).
    var criterion: String

    /// The requirement for `declaration` in `context`, or `nil` for decorative pairs.
    static func of(_ declaration: PairDeclaration, in context: AuditContext) -> ContrastRequirement? {
        switch declaration.usage {
        case .decorative:
            return nil
        case .ui:
            let required = context.parameter("minimum", of: NonTextContrastRule().descriptor)
            return ContrastRequirement(required: required, criterion: "WCAG 1.4.11 (non-text)")
        case .text, .largeText:
            return text(declaration, in: context, rule: ContrastMinimumRule().descriptor)
        }
    }

    /// The requirement of a text rule with `normal` and `large` parameters (`contrast-minimum`, 1.4.3;
    /// `contrast-enhanced`, 1.4.6) for a text or large-text declaration; `nil` for other usages.
    static func text(_ declaration: PairDeclaration, in context: AuditContext, rule: RuleDescriptor)
        -> ContrastRequirement?
    {
        guard declaration.usage == .text || declaration.usage == .largeText else { return nil }
        let isLarge = LargeText.isLarge(declaration, platform: context.platform)
        let criterion = rule.id == ContrastEnhancedRule().descriptor.id ? "WCAG 1.4.6" : "WCAG 1.4.3"
        return ContrastRequirement(
            required: context.parameter(isLarge ? "large" : "normal", of: rule),
            criterion: "\(criterion) (\(isLarge ? "large text" : "body text"), \(context.platform.rawValue))")
    }
}
