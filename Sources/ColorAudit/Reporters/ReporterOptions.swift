import ColorScience

/// How the front end wants a report written.
public struct ReporterOptions: Sendable, Hashable {
    /// Use terminal colour (ANSI escapes: 24-bit swatches, coloured severities). The front end sets it
    /// only for a terminal with `NO_COLOR` unset; reporters whose `canColorOutput` is false ignore it.
    public var useColor: Bool
    /// How much the report shows (`--summary`, `--full`); reporters with one form ignore it.
    public var detail: Detail
    /// How the report spells the settings it points to ("see --format json" on the command line):
    /// the front end's names (`HintSpelling`), or the settings in words by default.
    public var hints: HintSpelling

    /// How much a report shows.
    public enum Detail: String, Sendable, Hashable, CaseIterable {
        /// The default: grouped, long lists collapsed.
        case compact = "compact"
        /// Every finding in detail.
        case full = "full"
        /// Counts and the worst pairs.
        case summary = "summary"
    }

    /// Creates options (no colour, compact, hints in words by default).
    public init(useColor: Bool = false, detail: Detail = .compact, hints: HintSpelling = HintSpelling()) {
        self.useColor = useColor
        self.detail = detail
        self.hints = hints
    }
}
