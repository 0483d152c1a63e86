import ColorScience

/// `missing-appearance` — a palette that gives values for an appearance (dark, or an increased-contrast
/// one) to some colours but not to a colour used in a checked pair makes that colour inherit another
/// appearance's value unchanged (`Appearance.fallbackChain`: high contrast → its base; dark → light when
/// there is no `any` value). That is usually an oversight: a purple accent with no dark variant falls to about 3.2:1 on a
/// black background.
///
/// Reported once per appearance and inherited token, with the contrast it then gets in the pairs it is
/// used in (the lowest, judged as the contrast rules judge it, and the list of all in fact `pairs`).
/// Not reported: values inherited from `any` (a single `value:` / Xcode "Any Appearance" with no variants
/// says "the same in every appearance" on purpose); a named theme's values inherited from the standard
/// appearance it varies (`dark-dimmed` ← dark, an increased-contrast dark theme ← dark-high-contrast:
/// themes are written as overrides of a few colours, as Primer's colour-blind themes change only the
/// status colours — their pairs are still judged with the inherited values by the contrast rules);
/// the `any` appearance itself; appearances no token defines; decorative pairs (not checked).
/// Guideline: Apple Human Interface Guidelines, Dark Mode and Accessibility (provide dark and
/// increased-contrast variants for custom colours); WCAG 2.2 SC 1.4.3 / 1.4.11 for the ratios shown.
public struct MissingAppearanceRule: Sendable {
    /// Creates the rule.
    public init() {}

    /// ID `missing-appearance`, severity warning; no parameters (ratios are judged with the contrast
    /// rules' thresholds).
    public let descriptor = RuleDescriptor(
        id: .missingAppearance, defaultSeverity: .warning,
        summary: "Colours used in pairs have their own value in every appearance the palette defines",
        source: "Apple Human Interface Guidelines, Dark Mode; Accessibility (Increase Contrast)",
        helpURI: "https://developer.apple.com/design/human-interface-guidelines/dark-mode",
        identityFacts: ["missing"], identityTokens: false)
}
