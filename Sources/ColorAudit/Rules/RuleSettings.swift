/// Per-rule settings: which rules are off or at another severity, and threshold overrides.
/// Written in a palette file (`rules:`), on the command line (`--rule`, `--set`), and later in a
/// config file; merged with `merging(_:)`, the later source winning.
public struct RuleSettings: Sendable, Hashable {
    /// Whether a rule runs and at which severity.
    public enum Level: Sendable, Hashable {
        /// The rule does not run.
        case off
        /// The rule runs and its findings get this severity.
        case on(Severity)

        /// Parses `off`, `error`, `warning` or `note`; `nil` otherwise.
        public init?(_ text: String) {
            if text == "off" {
                self = .off
            } else if let severity = Severity(rawValue: text) {
                self = .on(severity)
            } else {
                return nil
            }
        }
    }

    /// Levels by rule ID.
    public var levels: [String: Level]
    /// Parameter overrides by `rule-id.parameter` (e.g. `cvd-collision.threshold`); units as documented
    /// by the rule's `RuleDescriptor.parameters`.
    public var parameters: [String: Double]

    /// Creates settings (empty by default: every rule at its default).
    public init(levels: [String: Level] = [:], parameters: [String: Double] = [:]) {
        self.levels = levels
        self.parameters = parameters
    }

    /// These settings with `other`'s entries applied on top.
    public func merging(_ other: RuleSettings) -> RuleSettings {
        RuleSettings(
            levels: levels.merging(other.levels) { $1 },
            parameters: parameters.merging(other.parameters) { $1 })
    }
}
