import ColorScience

/// `increased-contrast-variant` — where a palette defines increased-contrast appearances (iOS "Increase
/// Contrast", CSS `prefers-contrast: more`), they must really increase contrast:
/// - warning (the rule's severity): a pair's ratio in `light-high-contrast` / `dark-high-contrast` is lower
///   than its ratio in the standard `light` / `dark` appearance (fact `check` = `lower-than-standard`),
///   unless it is still at least `ignoreAbove` (7:1, the highest level WCAG defines: Apple's own
///   increased-contrast backgrounds take black text from 18.8:1 to 17.7:1, which is no loss anyone sees;
///   set it to 21 to report every drop);
/// - note: otherwise, a text pair that is still below `text` (7:1, WCAG 2.2 SC 1.4.6 and the iOS
///   guidelines' "7:1 is best") there, or large text below `largeText` (4.5:1) (fact `check` =
///   `below-target`).
/// Each pair gets at most one finding. Ratios are the worst case of the layer stack, as the contrast
/// rules judge them; decorative pairs are skipped. The standard appearance is evaluated even when the
/// configuration limits the audit to the high-contrast ones.
public struct IncreasedContrastVariantRule: Sendable {
    /// Creates the rule.
    public init() {}

    /// `text`: the ratio body text should reach with high contrast (7).
    public static let text = RuleParameter<Double>.ratio(
        .increasedContrastVariant, "text", 7, "contrast ratio body text should reach with high contrast")

    /// `largeText`: the ratio large text should reach with high contrast (4.5).
    public static let largeText = RuleParameter<Double>.ratio(
        .increasedContrastVariant, "largeText", 4.5, "contrast ratio large text should reach with high contrast")

    /// `ignoreAbove`: a drop that keeps at least this ratio is not reported (7).
    public static let ignoreAbove = RuleParameter<Double>.ratio(
        .increasedContrastVariant, "ignoreAbove", 7,
        "a lower high-contrast ratio that is still at least this is not reported")

    /// ID `increased-contrast-variant`, severity warning (notes for `below-target`); parameters `text`
    /// (7), `largeText` (4.5) and `ignoreAbove` (7).
    public let descriptor = RuleDescriptor(
        id: .increasedContrastVariant, defaultSeverity: .warning,
        summary: "Increased-contrast appearances raise every pair's contrast; text reaches 7:1 there",
        source: "Apple Human Interface Guidelines, Accessibility (Increase Contrast); WCAG 2.2 SC 1.4.6",
        helpURI: "https://developer.apple.com/design/human-interface-guidelines/accessibility",
        parameters: [Self.text.declaration, Self.largeText.declaration, Self.ignoreAbove.declaration])
}
