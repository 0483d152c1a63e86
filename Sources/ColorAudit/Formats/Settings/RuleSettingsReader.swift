import ColorScience

/// Reads a `rules:` mapping of a configuration file or a palette file into `RuleSettings`, through
/// `SettingValidator` (the same checks as the command line).
///
/// Each key is a rule ID; its value is a level word (`off`, `error`, `warning`, `note`) or a mapping
/// with an optional `severity` (a level word), the rule's parameters (numbers unquoted, flags `true`/
/// `false`, word lists as a list or a comma-separated string), and `appearances`: a mapping from an
/// appearance or theme name to a mapping of number/flag parameters that apply only there, e.g.
///
/// ```yaml
/// rules:
///   contrast-enhanced: off
///   contrast-minimum:
///     normal: 4.5
///     appearances:
///       light-high-contrast: { normal: 7, large: 4.5 }
///   cvd-collision: { severity: error, threshold: 8, deficiencies: [protanopia, deuteranopia] }
/// ```
struct RuleSettingsReader {
    /// Reads the file's nodes (type checks with locations).
    let reader: NodeReader
    /// Checks IDs, levels and values.
    var validator = SettingValidator()

    /// The settings written under `node` (the value of `rules:`).
    /// - Throws: the first problem (see `readAll` for every one).
    func read(_ node: DocumentNode) throws(ConfigurationError) -> RuleSettings {
        let (settings, problems) = try readAll(node)
        if let first = problems.first { throw first }
        return settings
    }

    /// The settings written under `node`, and the problems of each malformed rule entry (every entry is
    /// checked on its own, so one run lists them all).
    /// - Throws: when `node` is not a mapping.
    func readAll(_ node: DocumentNode) throws(ConfigurationError) -> (RuleSettings, [ConfigurationError]) {
        let entries = try wrap { () throws(PaletteError) in
            try reader.mapping(node, "rules", expected: "a mapping of rule IDs to settings")
        }
        var settings = RuleSettings()
        var problems: [ConfigurationError] = []
        for entry in entries {
            do {
                try read(entry, into: &settings)
            } catch {
                problems.append(error)
            }
        }
        return (settings, problems)
    }

    private func read(_ entry: DocumentNode.Entry, into settings: inout RuleSettings) throws(ConfigurationError) {
        let descriptor = try validator.rule(entry.key, at: reader.location(entry.keyMark), prefix: "rules: ")
        if case .mapping(let options) = entry.value.content {
            for option in options {
                switch option.key {
                case "severity":
                    settings.levels[descriptor.id] = try level(option.value, descriptor.id.rawValue)
                case "appearances":
                    try readAppearances(option.value, descriptor, into: &settings)
                default:
                    let parameter = try validator.parameter(
                        option.key, of: descriptor, at: reader.location(option.keyMark), leadingKeys: ["severity"],
                        trailingKeys: ["appearances"])
                    try validator.store(
                        written(option.value, "rule '\(descriptor.id)' \(option.key)"), for: parameter,
                        of: descriptor, into: &settings, at: reader.location(option.value.mark))
                }
            }
        } else {
            settings.levels[descriptor.id] = try level(
                entry.value, descriptor.id.rawValue,
                expected: "\(SettingValidator.levelWords), or a mapping with severity and parameters")
        }
    }

    private func readAppearances(
        _ node: DocumentNode, _ descriptor: RuleDescriptor, into settings: inout RuleSettings
    ) throws(ConfigurationError) {
        let context = "rule '\(descriptor.id)' appearances"
        let entries = try wrap { () throws(PaletteError) in
            try reader.mapping(node, context, expected: "a mapping of appearance or theme names to parameters")
        }
        for entry in entries {
            let name = try validator.appearanceName(
                entry.key, at: reader.location(entry.keyMark), rule: descriptor.id.rawValue)
            if settings.appearanceNameLocations[name] == nil {
                settings.appearanceNameLocations[name] = reader.location(entry.keyMark)
            }
            let options = try wrap { () throws(PaletteError) in
                try reader.mapping(entry.value, "\(context) \(name)", expected: "a mapping of parameters to values")
            }
            for option in options {
                let parameter = try validator.parameter(option.key, of: descriptor, at: reader.location(option.keyMark))
                try validator.store(
                    written(option.value, "rule '\(descriptor.id)' \(option.key) in \(name)"), for: parameter,
                    of: descriptor, appearance: name, into: &settings, at: reader.location(option.value.mark))
            }
        }
    }

    private func level(_ node: DocumentNode, _ rule: String, expected: String = SettingValidator.levelWords)
        throws(ConfigurationError) -> RuleSettings.Level
    {
        let text = try wrap { () throws(PaletteError) in
            try reader.string(node, "rule '\(rule)'", expected: expected)
        }
        return try validator.level(text, rule: rule, at: reader.location(node.mark), expected: expected)
    }

    /// A node as a `SettingValidator.Written`: a scalar with its style, or a list of strings; `context`
    /// names it in messages.
    func written(_ node: DocumentNode, _ context: String) throws(ConfigurationError) -> SettingValidator.Written {
        switch node.content {
        case .scalar(let text, let style):
            let plain = style == .plain && node.tag == nil && !node.isNull
            return .scalar(text, plain: plain, found: node.kindDescription)
        case .sequence(let items):
            var words: [String] = []
            for item in items {
                words.append(try wrap { () throws(PaletteError) in try reader.string(item, context) })
            }
            return .list(words)
        case .mapping:
            throw ConfigurationError(
                reader.error(.structure, node.mark, "\(context): expected a value, found a mapping"))
        }
    }

    /// Runs a `NodeReader` step, turning its `PaletteError` into a `ConfigurationError`.
    func wrap<T>(_ body: () throws(PaletteError) -> T) throws(ConfigurationError) -> T {
        do {
            return try body()
        } catch {
            throw ConfigurationError(error)
        }
    }
}
