import ColorScience

/// `key-color-consistency` — Apple's Human Interface Guidelines (Color › Best practices) ask for one key
/// colour that signals interactivity throughout an app. When the `interactive` colours of one appearance
/// fall into more than `maxFamilies` hue families, the rule notes it, listing each family with its tokens.
///
/// Hue families (red, orange, yellow, green, teal, blue, purple, pink, brown, gray) are `HueFamily`'s:
/// OKLCH hue and chroma by documented bands, the classifier the colour-vision rules name
/// confusions with. Gray interactive colours (OKLCH C below `HueFamily.grayChroma`) are not counted unless
/// `includeGray` is 1: a neutral control does not compete with the key colour.
///
/// When every interactive token has a single value for every appearance, the finding comes once, as
/// appearance `any` (`UniformFindings`). The largest family is taken as the key colour (the first in file order on a tie);
/// the finding points at the first colour outside it.
public struct KeyColorConsistencyRule: Sendable {
    /// Creates the rule.
    public init() {}

    /// `maxFamilies`: hue families interactive colours may span (1; 1…10).
    public static let maxFamilies = RuleParameter<Double>.number(
        .keyColorConsistency, "maxFamilies", default: 1,
        "hue families interactive colours may span before the rule reports", validRange: 1...10)

    /// `includeGray`: 1 counts grey interactive colours as a family (a number, ≥ 0.5 counts; 0).
    public static let includeGray = RuleParameter<Double>.number(
        .keyColorConsistency, "includeGray", default: 0,
        "1 counts gray (chroma C* < 8) interactive colours as a family, 0 ignores them (≥ 0.5 counts)")

    /// ID `key-color-consistency`, severity note; parameters `maxFamilies` (1) and `includeGray` (0).
    public let descriptor = RuleDescriptor(
        id: .keyColorConsistency, defaultSeverity: .note,
        summary: "Interactive colours share one key hue family per appearance",
        source: "Apple Human Interface Guidelines, Color (choose a key color to indicate interactivity)",
        helpURI: "https://developer.apple.com/design/human-interface-guidelines/color",
        parameters: [Self.maxFamilies.declaration, Self.includeGray.declaration])
}
