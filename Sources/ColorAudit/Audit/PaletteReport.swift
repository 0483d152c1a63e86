/// The audit of one palette: its findings and what the audit could not check.
public struct PaletteReport: Sendable {
    /// A value a token inherited in an appearance it does not define.
    public struct Inheritance: Sendable, Hashable {
        /// The token's name.
        public var token: String
        /// The appearance that lacks a value.
        public var appearance: Appearance
        /// The appearance whose value is used instead.
        public var from: Appearance
    }

    /// The palette audited.
    public var palette: Palette
    /// Appearances evaluated.
    public var appearances: [Appearance]
    /// Platform profile used.
    public var platform: Platform
    /// Findings, sorted by appearance, then location, then rule.
    public var findings: [Finding]
    /// A colour the audit did not check for contrast, and why.
    public struct Unchecked: Sendable, Hashable {
        /// The token's name.
        public var token: String
        /// `no-role` (no pairs declared, and no role given or inferred) or `not-in-any-pair` (pairs are
        /// declared and none uses it).
        public var reason: String
    }

    /// Colours that got no contrast check: without declared pairs, those with no role; with declared
    /// pairs, foreground colours (not backgrounds or decoration) that no pair uses.
    public var uncheckedTokens: [Unchecked]
    /// Values inherited through the appearance fallback, among the appearances evaluated.
    public var inheritedValues: [Inheritance]
    /// Number of pair evaluations (pairs × appearances).
    public var pairsChecked: Int
}
