/// One problem a rule found: a stable rule ID, severity, where, which colours, and what was measured.
/// Reporters only format findings; they never compute.
public struct Finding: Sendable, Hashable {
    /// A colour shown with the finding (for swatches and the JSON `colors` list).
    public struct Swatch: Sendable, Hashable {
        /// What the colour is in this finding: `foreground`, `background`, `simulated foreground`, …
        public var label: String
        /// The token's name, when the colour is a token's.
        public var token: String?
        /// The colour as written or computed (unclipped).
        public var color: Color

        /// Creates a swatch.
        public init(label: String, token: String?, color: Color) {
            self.label = label
            self.token = token
            self.color = color
        }
    }

    /// Another place involved in a finding, with a short message saying what it is there ("background
    /// surface, dark value", "group status").
    public struct Related: Sendable, Hashable {
        /// Where.
        public var location: SourceLocation
        /// What is there, in a few words.
        public var message: String

        /// Creates a related location.
        public init(_ location: SourceLocation, _ message: String) {
            self.location = location
            self.message = message
        }
    }

    /// The stable rule ID (e.g. `contrast-minimum`); see `RuleCatalog`.
    public var rule: String
    /// Severity after configuration.
    public var severity: Severity
    /// The appearance evaluated; `.any` for a palette without appearances or a finding about all of them.
    public var appearance: Appearance {
        didSet { normalizeAppearances() }
    }
    /// Every appearance the finding holds for, in canonical order (`UniformFindings` folds identical
    /// findings of several appearances into one); `[appearance]` for a finding of one appearance, and the
    /// evaluated appearances when `appearance` is `any` after folding.
    public var appearances: [Appearance] {
        get { foldedAppearances ?? [appearance] }
        set {
            foldedAppearances = newValue
            normalizeAppearances()
        }
    }
    /// `appearances.count`, without building the array.
    var appearanceCount: Int { foldedAppearances?.count ?? 1 }
    /// `appearances` when it is not `[appearance]` (most findings hold for one appearance: no array is
    /// stored for them).
    private var foldedAppearances: [Appearance]?
    /// Names of the colour tokens involved, foreground first.
    public var tokens: [String]
    /// Other names of the same colours, by the name in `tokens` they stand beside: aliases of a token, and
    /// tokens with the same value in this appearance (`UniformFindings`); empty when none.
    public var alsoTokens: [String: [String]] = [:]
    /// One sentence for people, naming the colours and the measurement.
    public var message: String
    /// The primary location (the pair declaration or the foreground colour's value).
    public var location: SourceLocation
    /// Other places involved (e.g. the background's value, the other token of a reuse).
    public var relatedLocations: [Related]
    /// Measurements by name, unrounded, each with its kind and unit: `ratio`, `required`, `apca`,
    /// `deltaE00`, … (listed per rule in the README).
    public var measurements: [String: Finding.Measurement]
    /// Textual facts by name: `usage`, `deficiency`, `confusion`, `inherited`, …
    public var facts: [String: String]
    /// Colours to show with the finding.
    public var swatches: [Swatch]
    /// The palette's `variant` (its theme combination, when a token set gives one palette per
    /// combination), set by the auditor; `nil` for other palettes. Part of the identity.
    public var variant: String?
    /// Proposed fixes (contrast, colour-vision and reuse findings), computed by the rules — when a rule
    /// deferred them (`deferSuggestions(_:)`), on first read, once (the same result as computing them
    /// at once). Setting replaces them.
    public var suggestions: [Suggestion] {
        get { suggestionStore.value }
        set { suggestionStore = SuggestionSlot(newValue) }
    }
    private var suggestionStore = SuggestionSlot([])

    /// `suggestions`, without keeping deferred ones computed by this read (for a reporter that reads
    /// each finding once, so that memory does not grow with the findings it writes).
    var suggestionsWithoutKeeping: [Suggestion] { suggestionStore.valueWithoutKeeping }

    /// Creates a finding; see the properties.
    public init(
        rule: String, severity: Severity, appearance: Appearance, tokens: [String], message: String,
        location: SourceLocation, relatedLocations: [Related] = [], measurements: [String: Finding.Measurement] = [:],
        facts: [String: String] = [:], swatches: [Swatch] = []
    ) {
        self.rule = rule
        self.severity = severity
        self.appearance = appearance
        self.tokens = tokens
        self.message = message
        self.location = location
        self.relatedLocations = relatedLocations
        self.measurements = measurements
        self.facts = facts
        self.swatches = swatches
    }

    /// Makes `suggestions` the result of `compute`, run on their first read (by a reporter that shows
    /// them), not now. `compute` must give the same result whenever it runs (read only what the audit no
    /// longer changes).
    mutating func deferSuggestions(_ compute: @escaping @Sendable () -> [Suggestion]) {
        suggestionStore = SuggestionSlot(deferred: compute)
    }

    /// Keeps `foldedAppearances` nil when the appearances are `[appearance]`, so equal findings store
    /// equal values.
    private mutating func normalizeAppearances() {
        if let folded = foldedAppearances, folded.count == 1, folded[0] == appearance { foldedAppearances = nil }
    }
}
