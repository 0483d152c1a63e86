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
    /// Ambient-glare luminance added to both colours (as a fraction of white's luminance) for
    /// `contrast-under-glare`, or `nil` to skip that rule.
    public var glare: Double?

    /// The default configuration: every rule at its default, all appearances.
    public init(
        platform: Platform? = nil, appearances: Set<Appearance>? = nil, rules: RuleSettings = RuleSettings(),
        allPairs: Bool = false, anomalySeverity: Double? = nil, glare: Double? = nil
    ) {
        self.platform = platform
        self.appearances = appearances
        self.rules = rules
        self.allPairs = allPairs
        self.anomalySeverity = anomalySeverity
        self.glare = glare
    }
}
