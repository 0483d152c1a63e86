import ColorScience

/// `disabled-contrast` — opt-in floor for inactive components. WCAG 2.2 SC 1.4.3 and 1.4.11 set no
/// contrast requirement for "text or images of text that are part of an inactive user interface
/// component", so pairs with usage `disabled` are exempt from `contrast-minimum`, `contrast-enhanced`
/// and `non-text-contrast`; their ratios are still listed in every report (`PaletteReport.inactivePairs`).
/// A team that wants a floor anyway switches this rule on (`--rule disabled-contrast=warning`) and sets
/// `minimum`; the default floor of 3:1 is the 1.4.11 level, our choice, not a WCAG requirement.
public struct DisabledContrastRule: Sendable {
    /// Creates the rule.
    public init() {}

    /// `minimum`: the floor (3).
    public static let minimum = RuleParameter<Double>.ratio(
        .disabledContrast, "minimum", 3.0, "contrast ratio floor for inactive components")

    /// ID `disabled-contrast`, severity warning, off by default; parameter `minimum` (3).
    public let descriptor = RuleDescriptor(
        id: .disabledContrast, defaultSeverity: .warning, enabledByDefault: false,
        summary: "Opt-in floor for inactive (disabled) components, which WCAG exempts",
        source: "WCAG 2.2 SC 1.4.3 and 1.4.11 (inactive components exempt); team policy",
        helpURI: "https://www.w3.org/WAI/WCAG22/Understanding/non-text-contrast.html",
        parameters: [Self.minimum.declaration])
}
