import ColorScience

/// `link-in-text-block` — a link inside a block of text that is told apart only by colour must differ
/// from the text around it: WCAG 2.2 SC 1.4.1 Use of Color, sufficient technique G183 ("a contrast ratio
/// of 3:1 with surrounding text and providing additional visual cues on hover and focus"); axe-core's
/// rule of the same name.
///
/// Applies to pairs with usage `link` that declare `surroundingText` and are not `underlined`. The link
/// and the surrounding text are each composited on the pair's background stack, and the contrast ratio
/// between the two as seen is compared with `minimum`; a translucent stack is judged on its worst case.
/// The link's own contrast against its background is `contrast-minimum`'s (links are text); the finding
/// carries both ratios and says which requirement failed.
public struct LinkInTextBlockRule: Sendable {
    /// Creates the rule.
    public init() {}

    /// `minimum`: the ratio between a link and the text around it (3).
    public static let minimum = RuleParameter<Double>.ratio(
        .linkInTextBlock, "minimum", 3.0, "contrast ratio required between a link and the text around it")

    /// ID `link-in-text-block`, severity error; parameter `minimum` (3).
    public let descriptor = RuleDescriptor(
        id: .linkInTextBlock, defaultSeverity: .error,
        summary: "Links in text without an underline at least 3:1 against the surrounding text",
        source: "WCAG 2.2 SC 1.4.1 Use of Color, technique G183; axe-core link-in-text-block",
        helpURI: "https://www.w3.org/WAI/WCAG22/Understanding/use-of-color.html",
        parameters: [Self.minimum.declaration])
}
