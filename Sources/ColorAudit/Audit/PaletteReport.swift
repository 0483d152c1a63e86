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
    /// Tokens with no declared role whose name matched no inference rule: they got no contrast checks.
    public var unclassifiedTokens: [String]
    /// Values inherited through the appearance fallback, among the appearances evaluated.
    public var inheritedValues: [Inheritance]
    /// Number of pair evaluations (pairs × appearances).
    public var pairsChecked: Int
}
