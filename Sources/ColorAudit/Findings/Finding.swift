import ColorScience

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

    /// The finding's values. They are kept in one `CopyOnWriteBox`: findings are copied many times (collected
    /// per rule, folded, sorted, grouped for reports), and a copy of the values was some fifteen retains
    /// (atomic, and contended when two threads copy findings that share strings). Equality and hashing are
    /// those of the values.
    private struct Values: Sendable, Hashable {
        var rule: RuleID
        var severity: Severity
        var appearance: Appearance
        var foldedAppearances: [Appearance]?
        var tokens: [String]
        var alsoTokens: [String: [String]]
        var message: String
        var location: SourceLocation
        var relatedLocations: [Related]
        var measured: MeasuredValues
        var facts: [String: String]
        var variant: String?
        var brands: [String] = []
        var locations: [SourceLocation] = []
        var suggestionStore: SuggestionSlot

        /// Keeps `foldedAppearances` nil when the appearances are `[appearance]`, so equal findings store
        /// equal values.
        mutating func normalizeAppearances() {
            if let folded = foldedAppearances, folded.count == 1, folded[0] == appearance { foldedAppearances = nil }
        }
    }

    private var storage: CopyOnWriteBox<Values>

    /// The box, copied first when another finding shares it.
    private mutating func uniqueStorage() -> CopyOnWriteBox<Values> { CopyOnWriteBox.unique(&storage) }

    /// The stable rule ID (e.g. `contrast-minimum`); see `RuleCatalog`.
    public var rule: RuleID {
        _read { yield storage.value.rule }
        _modify { yield &uniqueStorage().value.rule }
    }
    /// Severity after configuration.
    public var severity: Severity {
        _read { yield storage.value.severity }
        _modify { yield &uniqueStorage().value.severity }
    }
    /// The appearance evaluated; `.any` for a palette without appearances or a finding about all of them.
    public var appearance: Appearance {
        get { storage.value.appearance }
        set {
            let box = uniqueStorage()
            box.value.appearance = newValue
            box.value.normalizeAppearances()
        }
    }
    /// Every appearance the finding holds for, in canonical order (`UniformFindings` folds identical
    /// findings of several appearances into one); `[appearance]` for a finding of one appearance, and the
    /// evaluated appearances when `appearance` is `any` after folding.
    public var appearances: [Appearance] {
        get { storage.value.foldedAppearances ?? [storage.value.appearance] }
        set {
            let box = uniqueStorage()
            box.value.foldedAppearances = newValue
            box.value.normalizeAppearances()
        }
    }
    /// `appearances.count`, without building the array.
    var appearanceCount: Int { storage.value.foldedAppearances?.count ?? 1 }
    /// Names of the colour tokens involved, foreground first.
    public var tokens: [String] {
        _read { yield storage.value.tokens }
        _modify { yield &uniqueStorage().value.tokens }
    }
    /// Other names of the same colours, by the name in `tokens` they stand beside: aliases of a token, and
    /// tokens with the same value in this appearance (`UniformFindings`); empty when none.
    public var alsoTokens: [String: [String]] {
        _read { yield storage.value.alsoTokens }
        _modify { yield &uniqueStorage().value.alsoTokens }
    }
    /// One sentence for people, naming the colours and the measurement.
    public var message: String {
        _read { yield storage.value.message }
        _modify { yield &uniqueStorage().value.message }
    }
    /// The primary location (the pair declaration or the foreground colour's value).
    public var location: SourceLocation {
        _read { yield storage.value.location }
        _modify { yield &uniqueStorage().value.location }
    }
    /// Other places involved (e.g. the background's value, the other token of a reuse).
    public var relatedLocations: [Related] {
        _read { yield storage.value.relatedLocations }
        _modify { yield &uniqueStorage().value.relatedLocations }
    }
    /// Measurements by name, unrounded, each with its kind and unit: `ratio`, `required`, `apca`,
    /// `deltaE00`, … (listed per rule in the README).
    public var measurements: [String: Finding.Measurement] {
        get { storage.value.measured.measurements }
        set { uniqueStorage().value.measured.measurements = newValue }
    }
    /// The measurement `name`, without building `measurements` when the finding reads them from their
    /// source (`MeasuredSource`).
    func measurement(_ name: String) -> Finding.Measurement? { storage.value.measured.measurement(name) }
    /// Textual facts by name: `usage`, `deficiency`, `confusion`, `inherited`, …
    public var facts: [String: String] {
        _read { yield storage.value.facts }
        _modify { yield &uniqueStorage().value.facts }
    }
    /// Colours to show with the finding.
    public var swatches: [Swatch] {
        get { storage.value.measured.swatches }
        set { uniqueStorage().value.measured.swatches = newValue }
    }
    /// The palette's `variant` (its theme combination, when a token set gives one palette per
    /// combination), set by the auditor; `nil` for other palettes. Part of the identity.
    public var variant: String? {
        _read { yield storage.value.variant }
        _modify { yield &uniqueStorage().value.variant }
    }
    /// The brands of a token package whose palettes give this same finding (`Palette.brand`: Dialtone's
    /// `dp`, `tmo`, `expressive`), in palette order, the first the one it is reported with (`variant`'s);
    /// empty for a finding of one palette (`UniformFindings.foldBrands`).
    public var brands: [String] {
        _read { yield storage.value.brands }
        _modify { yield &uniqueStorage().value.brands }
    }
    /// The `variant` of each palette of `brands`, in order: `variant` with its brand replaced
    /// (`dp, Compact` → `tmo, Compact`), the identities the finding stands for (`FindingComparison`,
    /// `Baseline`); empty when `brands` is.
    public var brandVariants: [String] {
        guard let own = brands.first, let variant, variant.hasPrefix(own) else { return [] }
        let rest = variant.dropFirst(own.count)
        return brands.map { $0 + rest }
    }
    /// Every location of the run where this same finding is found, for a finding said once for several
    /// palettes (`UniformFindings.foldLocations`: a web app's `light.css` and `dark.css` read as one palette,
    /// its `system.css` repeating them as another): each palette's location of it, in palette order, the
    /// first the one it is reported with (`location`'s); empty for a finding of one palette. Each is an
    /// identity the finding stands for (`FindingComparison`, `Baseline`).
    public var locations: [SourceLocation] {
        _read { yield storage.value.locations }
        _modify { yield &uniqueStorage().value.locations }
    }
    /// Proposed fixes (contrast, colour-vision and reuse findings), computed by the rules — when a rule
    /// deferred them (`deferSuggestions(_:)`), on first read, once (the same result as computing them
    /// at once). Setting replaces them.
    public var suggestions: [Suggestion] {
        get { storage.value.suggestionStore.value }
        set { uniqueStorage().value.suggestionStore = SuggestionSlot(newValue) }
    }

    /// `suggestions`, without keeping deferred ones computed by this read (for a reporter that reads
    /// each finding once, so that memory does not grow with the findings it writes).
    var suggestionsWithoutKeeping: [Suggestion] { storage.value.suggestionStore.valueWithoutKeeping }

    /// Creates a finding; see the properties.
    public init(
        rule: RuleID, severity: Severity, appearance: Appearance, tokens: [String], message: String,
        location: SourceLocation, relatedLocations: [Related] = [], measurements: [String: Finding.Measurement] = [:],
        facts: [String: String] = [:], swatches: [Swatch] = []
    ) {
        storage = CopyOnWriteBox(
            Values(
                rule: rule, severity: severity, appearance: appearance, foldedAppearances: nil, tokens: tokens,
                alsoTokens: [:], message: message, location: location, relatedLocations: relatedLocations,
                measured: MeasuredValues(measurements: measurements, swatches: swatches), facts: facts, variant: nil,
                suggestionStore: SuggestionSlot([])))
    }

    /// Creates a finding whose measurements and swatches are read from `measured` when asked (see
    /// `MeasuredSource`); the other values as in `init(rule:severity:appearance:tokens:message:location:…)`.
    init(
        rule: RuleID, severity: Severity, appearance: Appearance, tokens: [String], message: String,
        location: SourceLocation, relatedLocations: [Related], facts: [String: String], measured: any MeasuredSource
    ) {
        storage = CopyOnWriteBox(
            Values(
                rule: rule, severity: severity, appearance: appearance, foldedAppearances: nil, tokens: tokens,
                alsoTokens: [:], message: message, location: location, relatedLocations: relatedLocations,
                measured: MeasuredValues(source: measured), facts: facts, variant: nil,
                suggestionStore: SuggestionSlot([])))
    }

    /// Makes `suggestions` the result of `compute`, run on their first read (by a reporter that shows
    /// them), not now. `compute` must give the same result whenever it runs (read only what the audit no
    /// longer changes).
    mutating func deferSuggestions(_ compute: @escaping @Sendable () -> [Suggestion]) {
        uniqueStorage().value.suggestionStore = SuggestionSlot(deferred: compute)
    }

    /// Equal when every value is (a NaN measurement is unequal to itself even in one box).
    public static func == (lhs: Finding, rhs: Finding) -> Bool { lhs.storage.value == rhs.storage.value }

    /// Hashes every value.
    public func hash(into hasher: inout Hasher) { hasher.combine(storage.value) }
}
