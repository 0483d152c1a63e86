/// Everything that tunes an audit, in one value: platform profile, which appearances, rule levels and
/// thresholds, colour-vision options. Built by the CLI from flags (and later a config file); a palette's
/// own `rules:` settings are merged under the command line's.
public struct Configuration: Sendable, Hashable {
    /// Threshold profile to use; `nil` = the palette's `platform:`, else web.
    public var platform: Platform?
    /// Appearances to evaluate; `nil` = all the palette defines.
    public var appearances: Set<Appearance>?
    /// Rule levels and parameter overrides (the command line's; palette settings go under these).
    public var rules: RuleSettings
    /// Compare every pair of colours in colour-vision checks, not just foreground roles and groups.
    public var allPairs: Bool
    /// Anomalous-trichromacy severity to check in addition to the dichromacies (0…1), or `nil`.
    public var anomalySeverity: Double?
    /// The deficiencies colour-vision checks simulate, or `nil` for the default (protanopia,
    /// deuteranopia, tritanopia, achromatopsia, plus the three anomalies when `anomalySeverity` is set).
    /// Anomalies in the list are simulated at `anomalySeverity` (1 when it is `nil`).
    public var deficiencies: [Deficiency]?
    /// Ambient-glare luminance added to both colours (as a fraction of white's luminance) for
    /// `contrast-under-glare`, or `nil` to skip that rule.
    public var glare: Double?
    /// At most this many findings of one rule, severity and appearance are reported per palette (the
    /// worst ones, `FindingRank`); the rest are counted in `PaletteReport.omittedFindings`. 0 = no limit.
    public var findingLimit: Int = Configuration.defaultFindingLimit

    /// The default `findingLimit`: 200.
    public static let defaultFindingLimit = 200

    /// `findingLimit` with 0 (or less) meaning no limit (`Int.max`).
    public var effectiveFindingLimit: Int { findingLimit > 0 ? findingLimit : Int.max }

    /// The default configuration: every rule at its default, all appearances.
    public init(
        platform: Platform? = nil, appearances: Set<Appearance>? = nil, rules: RuleSettings = RuleSettings(),
        allPairs: Bool = false, anomalySeverity: Double? = nil, glare: Double? = nil,
        deficiencies: [Deficiency]? = nil
    ) {
        self.platform = platform
        self.appearances = appearances
        self.rules = rules
        self.allPairs = allPairs
        self.anomalySeverity = anomalySeverity
        self.glare = glare
        self.deficiencies = deficiencies
    }
}
