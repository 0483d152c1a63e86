import ColorScience

/// `key-color-consistency` — Apple's Human Interface Guidelines (Color › Best practices) ask for one key
/// colour that signals interactivity throughout an app. When the `interactive` colours of one appearance
/// fall into more than `maxFamilies` hue families, the rule notes it, listing each family with its tokens.
///
/// Hue families (red, orange, yellow, green, teal, blue, purple, pink, brown, gray) are `HueFamily`'s:
/// OKLCH hue and chroma by documented bands, the classifier the colour-vision rules name
/// confusions with. Gray interactive colours (OKLCH C below `HueFamily.grayChroma`) are not counted unless
/// `includeGray` is true: a neutral control does not compete with the key colour.
///
/// When every interactive token has a single value for every appearance, the finding comes once, as
/// appearance `any` (`UniformFindings`). The largest family is taken as the key colour (the first in file order on a tie);
/// the finding points at the first colour outside it.
public struct KeyColorConsistencyRule: Sendable {
    /// Creates the rule.
    public init() {}

    /// `maxFamilies`: hue families interactive colours may span, a whole number (1; 1…10).
    public static let maxFamilies = RuleParameter<Int>.integer(
        .keyColorConsistency, "maxFamilies", default: 1,
        "hue families interactive colours may span before the rule reports", validRange: 1...10)

    /// `includeGray`: whether grey interactive colours count as a family (false). It was a number, 1 or 0,
    /// and those are still read as `true` and `false`.
    public static let includeGray = RuleParameter<Bool>.flag(
        .keyColorConsistency, "includeGray", false,
        "true counts gray (chroma C* < 8) interactive colours as a family, false ignores them",
        acceptsOneAndZero: true)

    /// ID `key-color-consistency`, severity note; parameters `maxFamilies` (1) and `includeGray` (false).
    public let descriptor = RuleDescriptor(
        id: .keyColorConsistency, defaultSeverity: .note,
        summary: "Interactive colours share one key hue family per appearance",
        source: "Apple Human Interface Guidelines, Color (choose a key color to indicate interactivity)",
        helpURI: "https://developer.apple.com/design/human-interface-guidelines/color",
        parameters: [Self.maxFamilies.declaration, Self.includeGray.declaration])
}
