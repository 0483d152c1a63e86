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

    /// The finding's values, in one reference-counted box: findings are copied many times (collected per
    /// rule, folded, sorted, grouped for reports), and a copy of the box is one retain, where a copy of
    /// the values was some fifteen (atomic, and contended when two threads copy findings that share
    /// strings). Mutation copies the box first when it is shared (copy on write), so a finding still
    /// behaves as a value; equality and hashing are those of the values.
    /// The box is only ever mutated through a finding that holds it alone, so its fields need no dynamic
    /// exclusivity checks (`@exclusivity(unchecked)`): each access would otherwise call the runtime.
    private final class Storage: @unchecked Sendable {
        @exclusivity(unchecked) var rule: String
        @exclusivity(unchecked) var severity: Severity
        @exclusivity(unchecked) var appearance: Appearance
        @exclusivity(unchecked) var foldedAppearances: [Appearance]?
        @exclusivity(unchecked) var tokens: [String]
        @exclusivity(unchecked) var alsoTokens: [String: [String]]
        @exclusivity(unchecked) var message: String
        @exclusivity(unchecked) var location: SourceLocation
        @exclusivity(unchecked) var relatedLocations: [Related]
        @exclusivity(unchecked) var measurements: [String: Finding.Measurement]
        @exclusivity(unchecked) var facts: [String: String]
        @exclusivity(unchecked) var swatches: [Swatch]
        @exclusivity(unchecked) var variant: String?
        @exclusivity(unchecked) var suggestionStore: SuggestionSlot

        init(
            rule: String, severity: Severity, appearance: Appearance, foldedAppearances: [Appearance]?,
            tokens: [String], alsoTokens: [String: [String]], message: String, location: SourceLocation,
            relatedLocations: [Related], measurements: [String: Finding.Measurement], facts: [String: String],
            swatches: [Swatch], variant: String?, suggestionStore: SuggestionSlot
        ) {
            self.rule = rule
            self.severity = severity
            self.appearance = appearance
            self.foldedAppearances = foldedAppearances
            self.tokens = tokens
            self.alsoTokens = alsoTokens
            self.message = message
            self.location = location
            self.relatedLocations = relatedLocations
            self.measurements = measurements
            self.facts = facts
            self.swatches = swatches
            self.variant = variant
            self.suggestionStore = suggestionStore
        }

        func copy() -> Storage {
            Storage(
                rule: rule, severity: severity, appearance: appearance, foldedAppearances: foldedAppearances,
                tokens: tokens, alsoTokens: alsoTokens, message: message, location: location,
                relatedLocations: relatedLocations, measurements: measurements, facts: facts, swatches: swatches,
                variant: variant, suggestionStore: suggestionStore)
        }

        /// Keeps `foldedAppearances` nil when the appearances are `[appearance]`, so equal findings store
        /// equal values.
        func normalizeAppearances() {
            if let folded = foldedAppearances, folded.count == 1, folded[0] == appearance { foldedAppearances = nil }
        }
    }

    private var storage: Storage

    /// The box, copied first when another finding shares it.
    private mutating func uniqueStorage() -> Storage {
        if !isKnownUniquelyReferenced(&storage) { storage = storage.copy() }
        return storage
    }

    /// The stable rule ID (e.g. `contrast-minimum`); see `RuleCatalog`.
    public var rule: String {
        _read { yield storage.rule }
        _modify { yield &uniqueStorage().rule }
    }
    /// Severity after configuration.
    public var severity: Severity {
        _read { yield storage.severity }
        _modify { yield &uniqueStorage().severity }
    }
    /// The appearance evaluated; `.any` for a palette without appearances or a finding about all of them.
    public var appearance: Appearance {
        get { storage.appearance }
        set {
            let storage = uniqueStorage()
            storage.appearance = newValue
            storage.normalizeAppearances()
        }
    }
    /// Every appearance the finding holds for, in canonical order (`UniformFindings` folds identical
    /// findings of several appearances into one); `[appearance]` for a finding of one appearance, and the
    /// evaluated appearances when `appearance` is `any` after folding.
    public var appearances: [Appearance] {
        get { storage.foldedAppearances ?? [storage.appearance] }
        set {
            let storage = uniqueStorage()
            storage.foldedAppearances = newValue
            storage.normalizeAppearances()
        }
    }
    /// `appearances.count`, without building the array.
    var appearanceCount: Int { storage.foldedAppearances?.count ?? 1 }
    /// Names of the colour tokens involved, foreground first.
    public var tokens: [String] {
        _read { yield storage.tokens }
        _modify { yield &uniqueStorage().tokens }
    }
    /// Other names of the same colours, by the name in `tokens` they stand beside: aliases of a token, and
    /// tokens with the same value in this appearance (`UniformFindings`); empty when none.
    public var alsoTokens: [String: [String]] {
        _read { yield storage.alsoTokens }
        _modify { yield &uniqueStorage().alsoTokens }
    }
    /// One sentence for people, naming the colours and the measurement.
    public var message: String {
        _read { yield storage.message }
        _modify { yield &uniqueStorage().message }
    }
    /// The primary location (the pair declaration or the foreground colour's value).
    public var location: SourceLocation {
        _read { yield storage.location }
        _modify { yield &uniqueStorage().location }
    }
    /// Other places involved (e.g. the background's value, the other token of a reuse).
    public var relatedLocations: [Related] {
        _read { yield storage.relatedLocations }
        _modify { yield &uniqueStorage().relatedLocations }
    }
    /// Measurements by name, unrounded, each with its kind and unit: `ratio`, `required`, `apca`,
    /// `deltaE00`, … (listed per rule in the README).
    public var measurements: [String: Finding.Measurement] {
        _read { yield storage.measurements }
        _modify { yield &uniqueStorage().measurements }
    }
    /// Textual facts by name: `usage`, `deficiency`, `confusion`, `inherited`, …
    public var facts: [String: String] {
        _read { yield storage.facts }
        _modify { yield &uniqueStorage().facts }
    }
    /// Colours to show with the finding.
    public var swatches: [Swatch] {
        _read { yield storage.swatches }
        _modify { yield &uniqueStorage().swatches }
    }
    /// The palette's `variant` (its theme combination, when a token set gives one palette per
    /// combination), set by the auditor; `nil` for other palettes. Part of the identity.
    public var variant: String? {
        _read { yield storage.variant }
        _modify { yield &uniqueStorage().variant }
    }
    /// Proposed fixes (contrast, colour-vision and reuse findings), computed by the rules — when a rule
    /// deferred them (`deferSuggestions(_:)`), on first read, once (the same result as computing them
    /// at once). Setting replaces them.
    public var suggestions: [Suggestion] {
        get { storage.suggestionStore.value }
        set { uniqueStorage().suggestionStore = SuggestionSlot(newValue) }
    }

    /// `suggestions`, without keeping deferred ones computed by this read (for a reporter that reads
    /// each finding once, so that memory does not grow with the findings it writes).
    var suggestionsWithoutKeeping: [Suggestion] { storage.suggestionStore.valueWithoutKeeping }

    /// Creates a finding; see the properties.
    public init(
        rule: String, severity: Severity, appearance: Appearance, tokens: [String], message: String,
        location: SourceLocation, relatedLocations: [Related] = [], measurements: [String: Finding.Measurement] = [:],
        facts: [String: String] = [:], swatches: [Swatch] = []
    ) {
        storage = Storage(
            rule: rule, severity: severity, appearance: appearance, foldedAppearances: nil, tokens: tokens,
            alsoTokens: [:], message: message, location: location, relatedLocations: relatedLocations,
            measurements: measurements, facts: facts, swatches: swatches, variant: nil,
            suggestionStore: SuggestionSlot([]))
    }

    /// Makes `suggestions` the result of `compute`, run on their first read (by a reporter that shows
    /// them), not now. `compute` must give the same result whenever it runs (read only what the audit no
    /// longer changes).
    mutating func deferSuggestions(_ compute: @escaping @Sendable () -> [Suggestion]) {
        uniqueStorage().suggestionStore = SuggestionSlot(deferred: compute)
    }

    /// Equal when every value is (as for a struct of the values; a NaN measurement is unequal to itself
    /// even in one box).
    public static func == (lhs: Finding, rhs: Finding) -> Bool {
        let (a, b) = (lhs.storage, rhs.storage)
        return a.rule == b.rule && a.severity == b.severity && a.appearance == b.appearance
            && a.foldedAppearances == b.foldedAppearances && a.tokens == b.tokens && a.alsoTokens == b.alsoTokens
            && a.message == b.message && a.location == b.location && a.relatedLocations == b.relatedLocations
            && a.measurements == b.measurements && a.facts == b.facts && a.swatches == b.swatches
            && a.variant == b.variant && a.suggestionStore == b.suggestionStore
    }

    /// Hashes every value (as for a struct of the values).
    public func hash(into hasher: inout Hasher) {
        let s = storage
        hasher.combine(s.rule)
        hasher.combine(s.severity)
        hasher.combine(s.appearance)
        hasher.combine(s.foldedAppearances)
        hasher.combine(s.tokens)
        hasher.combine(s.alsoTokens)
        hasher.combine(s.message)
        hasher.combine(s.location)
        hasher.combine(s.relatedLocations)
        hasher.combine(s.measurements)
        hasher.combine(s.facts)
        hasher.combine(s.swatches)
        hasher.combine(s.variant)
        hasher.combine(s.suggestionStore)
    }
}
