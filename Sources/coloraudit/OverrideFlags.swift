import ColorAudit

/// The command line's spelling of the settings the library names only by what they are: the options of
/// `ConfigurationOverrides` (read from the arguments here) and the hints library messages point to
/// (`ReportHint`, shown as these options through `spelling`). The library knows no option's name.
enum OverrideFlags {
    /// The option (without `--`) of each setting a message can point to.
    static let names: [ReportHint: String] = [
        .platform: "platform", .appearances: "appearance", .ruleLevel: "rule", .ruleParameter: "set",
        .allPairs: "all-pairs", .anomaly: "anomaly", .deficiencies: "deficiency", .glare: "glare",
        .findingLimit: "max-findings", .cssTheme: "css-theme", .inputFormat: "input-format",
        .configurationFile: "config", .reportFormat: "format", .fullReport: "full", .writeBaseline: "write-baseline",
        .failLevel: "fail-on", .strict: "strict",
    ]

    /// Hints as the command line shows them: `--NAME ARGUMENT`.
    static let spelling = HintSpelling(names: names.mapValues { "--" + $0 })

    /// The option (without `--`) of `setting`.
    static func name(_ setting: ConfigurationOverrides.Setting) -> String {
        names[setting.hint] ?? setting.rawValue
    }

    /// The overrides the arguments give.
    static func overrides(_ arguments: ParsedArguments) -> ConfigurationOverrides {
        var overrides = ConfigurationOverrides()
        for setting in ConfigurationOverrides.Setting.allCases {
            let name = name(setting)
            switch setting {
            case .platform: overrides.platform = arguments.value(name)
            case .appearances: overrides.appearances = arguments.all(name)
            case .ruleLevel: overrides.ruleLevels = arguments.all(name)
            case .ruleParameter: overrides.ruleParameters = arguments.all(name)
            case .allPairs: overrides.allPairs = arguments.has(name)
            case .anomaly: overrides.anomaly = arguments.value(name)
            case .deficiencies: overrides.deficiencies = arguments.all(name)
            case .glare: overrides.glare = arguments.value(name)
            case .findingLimit: overrides.findingLimit = arguments.value(name)
            case .cssTheme: overrides.cssThemes = arguments.all(name)
            }
        }
        return overrides
    }
}
