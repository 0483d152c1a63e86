import ColorScience

/// `non-text-contrast` — WCAG 2.2 SC 1.4.11 Non-text Contrast, level AA: user-interface components
/// and meaningful graphics (pairs with usage `ui`, and icon/border colours on backgrounds) need 3:1.
public struct NonTextContrastRule: Sendable {
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
}
