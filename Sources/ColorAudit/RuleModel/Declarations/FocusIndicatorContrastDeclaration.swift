import ColorScience

/// `focus-indicator-contrast` — focus indicators that can be seen: WCAG 2.2 SC 1.4.11 Non-text Contrast
/// (the indicator against the colours next to it, 3:1) and SC 2.4.13 Focus Appearance (level AAA: the
/// same pixels differ by 3:1 between the focused and the unfocused state).
///
/// Checks pairs with usage `focus`: declared ones, and every `focus`-role colour against every
/// background of the same appearance (made by `AuditContext` for palettes without pairs, and for focus
/// colours that no declared pair uses). A pair that declares `unfocused` (the control's unfocused
/// border) is also checked focused against unfocused, both composited on the pair's background, with
/// `check: state-change` at severity warning; the background check has `check: background`.
public struct FocusIndicatorContrastRule: Sendable {
    /// Creates the rule.
    public init() {}

    /// `minimum`: the indicator against its background (3).
    public static let minimum = RuleParameter<Double>.ratio(
        .focusIndicatorContrast, "minimum", 3.0, "contrast ratio required between a focus indicator and its background")

    /// `stateChange`: the focused against the unfocused colour (3).
    public static let stateChange = RuleParameter<Double>.ratio(
        .focusIndicatorContrast, "stateChange", 3.0,
        "contrast ratio required between the focused and the unfocused colour")

    /// ID `focus-indicator-contrast`, severity error (warning for the state change); parameters
    /// `minimum` (3) and `stateChange` (3).
    public let descriptor = RuleDescriptor(
        id: .focusIndicatorContrast, defaultSeverity: .error,
        summary: "Focus indicators at least 3:1 against the background and against the unfocused state",
        source: "WCAG 2.2 SC 1.4.11 Non-text Contrast; SC 2.4.13 Focus Appearance",
        helpURI: "https://www.w3.org/WAI/WCAG22/Understanding/focus-appearance.html",
        parameters: [Self.minimum.declaration, Self.stateChange.declaration])
}
