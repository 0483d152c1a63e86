import ColorScience

/// A fix the library proposes for a finding: a new value for one token, found by changing only its
/// OKLCH lightness (`LightnessSearch`), written in the notation of the value it replaces, with its
/// CIEDE2000 difference from that value — or, when no such change can fix the finding, the reason.
///
/// Kinds: `contrast` (a failing contrast pair: the foreground or the background changed until the
/// pair meets its required ratio), `color-vision` (a colour-vision collision: one colour changed until
/// the pair is told apart under that deficiency while the contrast pairs it is in still pass) and
/// `reuse` (an interactive colour reused as static text: a distinct static colour of the same hue family
/// whose pairs keep their contrast).
public struct Suggestion: Sendable, Hashable {
    /// What the suggestion fixes.
    public enum Kind: String, Sendable, Hashable, Codable {
        /// A contrast pair below its requirement.
        case contrast = "contrast"
        /// A colour-vision collision.
        case colorVision = "color-vision"
        /// An interactive colour reused by a static role.
        case reuse = "reuse"
    }

    /// What the suggestion fixes.
    public var kind: Kind
    /// Which colour of the finding changes: `foreground`, `background`, `first`, `second`, or the
    /// static role (`text`, `icon`, `decorative`).
    public var change: String
    /// The token whose value changes.
    public var token: String
    /// The value as written now (e.g. `#8e8e93`, `{tint}`).
    public var original: String
    /// The proposed value in the original's notation (`SourceNotation`), or `nil` when none was found.
    public var value: String?
    /// The proposed colour (the parse of `value`).
    public var color: Color?
    /// ΔE00 (CIEDE2000, `DeltaE2000.between`) between the original colour and the proposed one.
    public var deltaE00: Double?
    /// What the proposed colour achieves, by measurement name: `ratio` (contrast, 1…21) for `contrast`;
    /// `deltaE00Simulated` for `color-vision`; `deltaE00Interactive` (from the interactive colour) for `reuse`.
    public var achieves: [String: Double]
    /// One sentence for people: the proposal and what it reaches, or why there is none.
    public var note: String

    /// Creates a suggestion; see the properties.
    public init(
        kind: Kind, change: String, token: String, original: String, value: String?, color: Color?,
        deltaE00: Double?, achieves: [String: Double], note: String
    ) {
        self.kind = kind
        self.change = change
        self.token = token
        self.original = original
        self.value = value
        self.color = color
        self.deltaE00 = deltaE00
        self.achieves = achieves
        self.note = note
    }
}
