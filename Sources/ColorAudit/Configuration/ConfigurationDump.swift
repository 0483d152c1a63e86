/// The effective configuration written as a `.coloraudit.yml` (`coloraudit config --dump`): every key
/// `ConfigurationFile` reads, with the values an audit would use after merging defaults, the
/// configuration file and the command line — every rule with its level and every parameter (a word list
/// that is not set as a comment with its default), so the output saved as `.coloraudit.yml` reads back to
/// the same settings and gives the same audit.
///
/// A palette's own `rules:` are not part of it (they apply to that palette only).
public enum ConfigurationDump {
    /// The YAML text (UTF-8, `\n` line ends) of `configuration` over `rules` (default: the catalogue);
    /// `filter` gives `include:`/`exclude:`.
    public static func yaml(
        _ configuration: Configuration, filter: PathFilter = PathFilter(),
        rules: [RuleDescriptor] = RuleCatalog.all.map(\.descriptor)
    ) -> String {
        let settings = configuration.globalSettings
        var lines = ["# coloraudit effective configuration (coloraudit config --dump)"]
        lines.append("platform: \(configuration.platform(over: nil).rawValue)")
        lines.append("rules:")
        for rule in rules {
            lines.append("  \(rule.id):")
            let level: String
            switch settings.levels[rule.id] {
            case .some(let written): level = written.description
            case .none: level = rule.enabledByDefault ? rule.defaultSeverity.rawValue : "off"
            }
            lines.append("    severity: \(level)")
            for parameter in rule.parameters {
                let key = "\(rule.id).\(parameter.name)"
                switch parameter.kind {
                case .words:
                    // An unset list is written as a comment: naming a list, even the default one, can
                    // change what a rule does (cvd-collision checks achromatopsia across role colours only
                    // when it is named), so the dump must read back as unset.
                    if let words = settings.words[key] {
                        lines.append("    \(parameter.name): [\(words.joined(separator: ", "))]")
                    } else {
                        lines.append(
                            "    # \(parameter.name): [\(parameter.defaultWords.joined(separator: ", "))]  (default, not set)"
                        )
                    }
                case .flag:
                    let value = settings.parameters[key] ?? parameter.defaultValue
                    lines.append("    \(parameter.name): \(value != 0 ? "true" : "false")")
                case .number:
                    let value = settings.parameters[key] ?? parameter.defaultValue
                    lines.append("    \(parameter.name): \(SettingText.number(value))")
                }
            }
            let scoped = settings.appearanceParameters.keys.sorted().compactMap { appearance -> String? in
                let values = (settings.appearanceParameters[appearance] ?? [:])
                    .filter { $0.key.hasPrefix(rule.id + ".") }
                    .sorted { $0.key < $1.key }
                    .map { "\($0.key.dropFirst(rule.id.count + 1)): \(SettingText.number($0.value))" }
                return values.isEmpty ? nil : "      \(appearance): { \(values.joined(separator: ", ")) }"
            }
            if !scoped.isEmpty {
                lines.append("    appearances:")
                lines += scoped
            }
        }
        if configuration.rolePatterns.isEmpty {
            lines.append("roles: {}")
        } else {
            lines.append("roles:")
            for pattern in configuration.rolePatterns {
                lines.append("  \(quoted(pattern.glob.pattern)): \(pattern.role.rawValue)")
            }
        }
        let cssThemes = CSSThemeMapping.merged(configuration.cssThemes)
        if cssThemes.isEmpty {
            lines.append("cssThemes: {}")
        } else {
            lines.append("cssThemes:")
            for entry in cssThemes { lines.append("  \(quoted(entry.selector)): \(quoted(entry.themeText))") }
        }
        lines.append("include: [\(filter.include.map { quoted($0.pattern) }.joined(separator: ", "))]")
        lines.append("exclude: [\(filter.exclude.map { quoted($0.pattern) }.joined(separator: ", "))]")
        return lines.joined(separator: "\n") + "\n"
    }

    /// `text` as a YAML double-quoted scalar (backslash and quote escaped).
    private static func quoted(_ text: String) -> String {
        "\"" + text.replacingOccurrences(of: "\\", with: "\\\\").replacingOccurrences(of: "\"", with: "\\\"") + "\""
    }
}
