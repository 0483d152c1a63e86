/// Reads `rules:` of a native palette into `RuleSettings`, validated against `RuleCatalog.all`.
/// The rules are documented on `NativePaletteImporter`.
struct NativeRules {
    let reader: NodeReader
    /// The rules that can be configured (normally every rule of `RuleCatalog.all`).
    let descriptors: [RuleDescriptor]

    /// The settings written in `rules:`.
    /// - Throws: every malformed entry (`PaletteError.further`), each rule checked on its own.
    func read(_ node: YAMLNode) throws(PaletteError) -> RuleSettings {
        let entries = try reader.mapping(node, "rules", expected: "a mapping of rule IDs to settings")
        let ids = descriptors.map(\.id)
        let levelWords = "off, error, warning or note"
        var settings = RuleSettings()
        var errors = PaletteErrorList()
        for entry in entries {
            errors.attempt { () throws(PaletteError) in
                try read(entry, ids: ids, levelWords: levelWords, into: &settings)
            }
        }
        try errors.throwIfAny()
        return settings
    }

    /// One entry of `rules:`, added to `settings`.
    private func read(
        _ entry: YAMLNode.Entry, ids: [String], levelWords: String, into settings: inout RuleSettings
    ) throws(PaletteError) {
        guard let descriptor = descriptors.first(where: { $0.id == entry.key }) else {
            throw reader.error(
                entry.keyMark,
                "rules: unknown rule '\(entry.key)'\(NodeReader.suggestion(for: entry.key, among: ids)); "
                    + "valid rules: \(ids.joined(separator: ", "))")
        }
        let context = "rule '\(entry.key)'"
        if case .mapping(let options) = entry.value.content {
            let parameterNames = descriptor.parameters.map(\.name)
            for option in options {
                if option.key == "severity" {
                    settings.levels[entry.key] = try level(option.value, context, levelWords)
                    continue
                }
                guard parameterNames.contains(option.key) else {
                    let valid =
                        parameterNames.isEmpty
                        ? "it has no parameters, only 'severity'"
                        : "valid keys: severity, \(parameterNames.joined(separator: ", "))"
                    throw reader.error(
                        option.keyMark,
                        "\(context): unknown parameter '\(option.key)'"
                            + "\(NodeReader.suggestion(for: option.key, among: ["severity"] + parameterNames)); "
                            + valid)
                }
                let value = try reader.number(option.value, "\(context) \(option.key)")
                let parameter = descriptor.parameters.first { $0.name == option.key }!
                guard parameter.validRange.contains(value) else {
                    throw reader.error(
                        option.value.mark,
                        "\(context) \(option.key): \(value) is out of range; expected \(parameter.rangeDescription)"
                    )
                }
                settings.parameters["\(entry.key).\(option.key)"] = value
            }
        } else {
            settings.levels[entry.key] = try level(
                entry.value, context, "\(levelWords), or a mapping with severity and parameters")
        }
    }

    private func level(_ node: YAMLNode, _ context: String, _ expected: String) throws(PaletteError)
        -> RuleSettings.Level
    {
        let text = try reader.string(node, context, expected: expected)
        guard let level = RuleSettings.Level(text) else {
            throw reader.error(node.mark, "\(context): unknown severity '\(text)'; expected \(expected)")
        }
        return level
    }
}
