import ColorScience

/// Per-rule settings: which rules are off or at another level, and parameter values — overall and per
/// appearance or theme. Written in a configuration file (`rules:`), a palette file (`rules:`) and on the
/// command line (`--rule`, `--set` and their shorthands); every source is read and validated by
/// `SettingValidator`, and the sources are merged with `merging(_:)`, the later one winning
/// (defaults < configuration file < palette < command line; see `Configuration`).
public struct RuleSettings: Sendable, Hashable {
    /// Whether a rule runs and at which level.
    ///
    /// **What a level means.** A rule's findings carry its `RuleDescriptor.defaultSeverity` unless the
    /// rule grades them on purpose (e.g. `cvd-collision`: colours of a declared group that collide are
    /// errors, other role colours warnings; `focus-indicator-contrast`: the ring's contrast is an error,
    /// the 2.4.13 state change a warning; `wide-gamut-fallback` and `increased-contrast-variant`: lesser
    /// cases are notes). A configured level `L` sets the severity of the rule's default-severity
    /// findings to `L` and moves every other finding by the same number of steps on note < warning <
    /// error, clamped to that scale (`severity(of:ruleDefault:)`). So the grading is kept, a level equal
    /// to the rule's default changes nothing, and for rules with one severity the level simply replaces
    /// it. `off` turns the rule off.
    public enum Level: Sendable, Hashable, CustomStringConvertible {
        /// The rule does not run.
        case off
        /// The rule runs; its default-severity findings get this severity (others keep their distance).
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

        /// `off`, `error`, `warning` or `note`.
        public var description: String {
            switch self {
            case .off: return "off"
            case .on(let severity): return severity.rawValue
            }
        }

        /// The severity a finding the rule graded `own` gets under this level, for a rule whose default
        /// severity is `ruleDefault`: `own` moved by the distance from `ruleDefault` to the level, clamped
        /// to note…error; `nil` when the level is `off`.
        /// E.g. `cvd-collision` (default warning) at `note`: warning → note, error → warning.
        public func severity(of own: Severity, ruleDefault: Severity) -> Severity? {
            guard case .on(let level) = self else { return nil }
            let scale = Severity.allCases.sorted()
            guard let ownIndex = scale.firstIndex(of: own), let defaultIndex = scale.firstIndex(of: ruleDefault),
                let levelIndex = scale.firstIndex(of: level)
            else { return level }
            let moved = ownIndex + levelIndex - defaultIndex
            return scale[Swift.min(Swift.max(moved, 0), scale.count - 1)]
        }
    }

    /// Levels by rule ID.
    public var levels: [RuleID: Level]
    /// Number parameters by `rule-id.parameter` (e.g. `cvd-collision.threshold`); units as documented by
    /// the rule's `RuleDescriptor.parameters`.
    public var parameters: [String: Double]
    /// Whole-number parameters by `rule-id.parameter` (e.g. `key-color-consistency.maxFamilies`).
    public var integers: [String: Int]
    /// Flag parameters by `rule-id.parameter` (e.g. `cvd-collision.allPairs`), `true` or `false`.
    public var flags: [String: Bool]
    /// Word-list parameters by `rule-id.parameter` (e.g. `cvd-collision.deficiencies`).
    public var words: [String: [String]]
    /// Number parameters that apply in one appearance or theme only, by its name (an `Appearance` raw
    /// value such as `dark-high-contrast`, or a theme name), then by `rule-id.parameter`. They win over
    /// `parameters` for pairs judged in that appearance. A flag set per appearance is kept here as 1 or 0,
    /// written back as `true` or `false` by `ConfigurationDump`; no rule reads a flag per appearance. A
    /// whole number or word list is never set per appearance (`SettingValidator.store` refuses it).
    public var appearanceParameters: [String: [String: Double]]
    /// Where each name of `appearanceParameters` was first written in a file (names from the command
    /// line have none), for `unknownAppearanceNames(known:)`.
    public var appearanceNameLocations: [String: SourceLocation] = [:]

    /// Creates settings (empty by default: every rule at its default).
    public init(
        levels: [RuleID: Level] = [:], parameters: [String: Double] = [:], integers: [String: Int] = [:],
        flags: [String: Bool] = [:], words: [String: [String]] = [:],
        appearanceParameters: [String: [String: Double]] = [:]
    ) {
        self.levels = levels
        self.parameters = parameters
        self.integers = integers
        self.flags = flags
        self.words = words
        self.appearanceParameters = appearanceParameters
    }

    /// The configured value of a number parameter (not per appearance), `nil` when unset.
    public subscript(parameter: RuleParameter<Double>) -> Double? {
        get { parameters[parameter.key] }
        set { parameters[parameter.key] = newValue }
    }

    /// The configured value of a whole-number parameter (not per appearance), `nil` when unset.
    public subscript(parameter: RuleParameter<Int>) -> Int? {
        get { integers[parameter.key] }
        set { integers[parameter.key] = newValue }
    }

    /// The configured value of a flag, `nil` when unset.
    public subscript(parameter: RuleParameter<Bool>) -> Bool? {
        get { flags[parameter.key] }
        set { flags[parameter.key] = newValue }
    }

    /// The configured words of a word-list parameter, `nil` when unset.
    public subscript(parameter: RuleParameter<[String]>) -> [String]? {
        get { words[parameter.key] }
        set { words[parameter.key] = newValue }
    }

    /// The value of a number parameter configured for `appearance` (an `Appearance` raw value or theme
    /// name), `nil` when that appearance sets none.
    public func value(of parameter: RuleParameter<Double>, in appearance: String) -> Double? {
        appearanceParameters[appearance]?[parameter.key]
    }

    /// True when nothing is set.
    public var isEmpty: Bool {
        levels.isEmpty && parameters.isEmpty && integers.isEmpty && flags.isEmpty && words.isEmpty
            && appearanceParameters.isEmpty
    }

    /// These settings with `other`'s entries applied on top (entry by entry: a rule's level, one
    /// parameter, one parameter in one appearance).
    public func merging(_ other: RuleSettings) -> RuleSettings {
        var scoped = appearanceParameters
        for (name, values) in other.appearanceParameters {
            scoped[name, default: [:]].merge(values) { $1 }
        }
        var merged = RuleSettings(
            levels: levels.merging(other.levels) { $1 },
            parameters: parameters.merging(other.parameters) { $1 },
            integers: integers.merging(other.integers) { $1 },
            flags: flags.merging(other.flags) { $1 },
            words: words.merging(other.words) { $1 },
            appearanceParameters: scoped)
        merged.appearanceNameLocations = appearanceNameLocations.merging(other.appearanceNameLocations) { $1 }
        return merged
    }

    /// The names of `appearanceParameters` that are not in `known` (the appearances and themes of the
    /// audited palettes), sorted, each with where it was written, so a misspelt name such as
    /// `light-high-contast` is an error instead of an override that silently applies nowhere.
    public func unknownAppearanceNames(known: Set<String>) -> [(name: String, location: SourceLocation?)] {
        appearanceParameters.keys.filter { !known.contains($0) }.sorted().map { ($0, appearanceNameLocations[$0]) }
    }
}
