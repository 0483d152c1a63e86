import ColorScience

/// One contrast check the audit made, passing or not: a pair in one appearance over one backdrop, its
/// WCAG ratio and APCA Lc, the ratio its minimum requirement asks and the verdict. Recorded when
/// `Auditor.recordsChecks` is set (the JSON and JUnit reports list them beside the findings).
///
/// A translucent stack without an opaque layer is checked over black and over white: two checks, with
/// `backdrop` `black` and `white`. The requirement is the minimum one: `contrast-minimum` (WCAG 1.4.3,
/// `normal` or `large` by the platform's large-text rule) for text and links, `non-text-contrast` (1.4.11)
/// for `ui` pairs, `focus-indicator-contrast` for `focus` pairs; decorative and disabled pairs have none
/// (`required` and `rule` are `nil`, `passes` true).
public struct PairCheck: Sendable, Hashable {
    /// The appearance evaluated (`any` for pairs of single-value colours).
    public var appearance: Appearance
    /// Token names: foreground, background, then the backdrop from top to bottom.
    public var tokens: [String]
    /// What is under the background: the backdrop tokens from top to bottom (`canvas`), then, for a stack
    /// with no opaque layer, the colour assumed under it (`black`, `white`), joined by " over "
    /// (`canvas over white`); `nil` for a background drawn on nothing else.
    public var backdrop: String?
    /// What the pair draws.
    public var usage: Usage
    /// Why the pair is checked: `declared`, or the convention that formed it (`PairFormation.Reason`).
    public var pairing: String
    /// WCAG 2.2 contrast ratio as seen, 1…21, unrounded.
    public var ratio: Double
    /// APCA Lc as seen (signed; informative).
    public var apca: Double
    /// The ratio the minimum requirement asks (configured threshold), or `nil` for decorative pairs.
    public var required: Double?
    /// The rule whose requirement `required` is (`contrast-minimum`, `non-text-contrast`,
    /// `focus-indicator-contrast`), or `nil`.
    public var rule: RuleID?
    /// Whether `ratio` meets `required` (`ContrastRatio.meets`); true when nothing is required.
    public var passes: Bool
    /// Where the pair is declared (the foreground's value for pairs made from roles).
    public var location: SourceLocation
}
