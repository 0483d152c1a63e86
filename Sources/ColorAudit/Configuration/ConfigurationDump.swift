import ColorScience

/// The effective configuration written as a `.coloraudit.yml` (`coloraudit config --dump`): every key
/// `ConfigurationFile` reads, with the values an audit would use after merging defaults, the
/// configuration file and the command line — every rule with its level and every parameter (a word list
/// that is not set as a comment with its default), so the output saved as `.coloraudit.yml` reads back to
/// the same settings and gives the same audit. The configuration file's layer is written at the top
/// (`platform:`, `rules:`: defaults under every palette's own), the command line's `--platform`,
/// `--rule`, `--set` and shorthands under `override:` (over every palette's own, as on the command line).
///
/// A palette's own `rules:` are not part of it (they apply to that palette only).
public enum ConfigurationDump {
    /// The YAML text (UTF-8, `\n` line ends) of `configuration` over `rules` (default: the catalogue);
    /// `filter` gives `include:`/`exclude:`; `header` is the first line's comment (the front end adds
    /// the command that writes it).
    public static func yaml(
        _ configuration: Configuration, filter: PathFilter = PathFilter(),
        rules: [RuleDescriptor] = RuleDescriptors.all,
        header: String = "coloraudit effective configuration"
    ) -> String {
        var lines = ["# " + header]
        lines.append("version: \(ConfigurationFile.versions.upperBound)")
        lines.append("platform: \(configuration.filePlatform?.rawValue ?? Platform.web.rawValue)")
        lines.append("rules:")
        lines += ruleLines(configuration.fileSettings, rules: rules, indent: "  ", complete: true)
        if configuration.rolePatterns.isEmpty {
            lines.append("roles: {}")
        } else {
            lines.append("roles:")
            for pattern in configuration.rolePatterns {
                lines.append("  \(quoted(pattern.glob.pattern)): \(pattern.role.rawValue)")
            }
        }
        lines += ConfigurationPairPatterns.dumpLines(configuration.pairPatterns)
        // Written only when given, so a dump without it reads as before.
        if !configuration.fixedColors.isEmpty {
            lines.append(
                "fixed: [" + configuration.fixedColors.map { quoted($0.pattern) }.joined(separator: ", ") + "]")
        }
        let cssThemes = CSSThemeMapping.merged(configuration.cssThemes)
        if cssThemes.isEmpty {
            lines.append("cssThemes: {}")
        } else {
            lines.append("cssThemes:")
            for entry in cssThemes { lines.append("  \(quoted(entry.selector)): \(quoted(entry.themeText))") }
        }
        lines += ThemeDeclaration.dumpLines(configuration.themes, quoted: quoted)
        // The command line's layer applies over every palette's own platform and rules; written under
        // `override:` it reads back as that layer (a top-level `platform:` or `rules:` is only a default).
        let overrideRules = ruleLines(configuration.rules, rules: rules, indent: "    ", complete: false)
        if configuration.platform == nil && overrideRules.isEmpty {
            lines.append("override: {}")
        } else {
            lines.append("override:")
            if let platform = configuration.platform { lines.append("  platform: \(platform.rawValue)") }
            if !overrideRules.isEmpty {
                lines.append("  rules:")
                lines += overrideRules
            }
        }
        lines.append("include: [\(filter.include.map { quoted($0.pattern) }.joined(separator: ", "))]")
        lines.append("exclude: [\(filter.exclude.map { quoted($0.pattern) }.joined(separator: ", "))]")
        return lines.joined(separator: "\n") + "\n"
    }

    /// The lines of a `rules:` mapping for `settings`, each rule ID at `indent`. `complete`: every rule
    /// with its level and every parameter (defaults filled in; an unset word list as a comment);
    /// otherwise only what `settings` sets.
    private static func ruleLines(_ settings: RuleSettings, rules: [RuleDescriptor], indent: String, complete: Bool)
        -> [String]
    {
        var lines: [String] = []
        let inner = indent + "  "
        for rule in rules {
            var body: [String] = []
            switch settings.levels[rule.id] {
            case .some(let written): body.append("\(inner)severity: \(written.description)")
            case .none:
                if complete {
                    body.append("\(inner)severity: \(rule.enabledByDefault ? rule.defaultSeverity.rawValue : "off")")
                }
            }
            for parameter in rule.parameters {
                let key = "\(rule.id).\(parameter.name)"
                switch parameter.kind {
                case .words:
                    // An unset list is written as a comment: naming a list, even the default one, can
                    // change what a rule does (cvd-collision checks achromatopsia across role colours only
                    // when it is named), so the dump must read back as unset.
                    if let words = settings.words[key] {
                        body.append("\(inner)\(parameter.name): [\(words.joined(separator: ", "))]")
                    } else if complete {
                        body.append(
                            "\(inner)# \(parameter.name): [\(parameter.defaultWords.joined(separator: ", "))]  "
                                + "(default, not set)")
                    }
                case .flag:
                    guard let flag = settings.flags[key] ?? (complete ? parameter.defaultFlag : nil) else { continue }
                    body.append("\(inner)\(parameter.name): \(flag ? "true" : "false")")
                case .number:
                    guard let value = settings.parameters[key] ?? (complete ? parameter.defaultValue : nil) else {
                        continue
                    }
                    body.append("\(inner)\(parameter.name): \(SettingText.number(value))")
                case .integer:
                    guard let value = settings.integers[key] ?? (complete ? parameter.defaultInteger : nil) else {
                        continue
                    }
                    body.append("\(inner)\(parameter.name): \(value)")
                }
            }
            let scoped = settings.appearanceParameters.keys.sorted().compactMap { appearance -> String? in
                let values = (settings.appearanceParameters[appearance] ?? [:])
                    .filter { $0.key.hasPrefix(rule.id.rawValue + ".") }
                    .sorted { $0.key < $1.key }
                    .map { entry -> String in
                        // A flag set per appearance is kept as 1 or 0 (`RuleSettings.appearanceParameters`) and
                        // read back only as `true` or `false`.
                        let name = entry.key.dropFirst(rule.id.rawValue.count + 1)
                        let isFlag = rule.parameters.contains { $0.name == name && $0.kind == .flag }
                        let value = isFlag ? (entry.value != 0 ? "true" : "false") : SettingText.number(entry.value)
                        return "\(name): \(value)"
                    }
                return values.isEmpty ? nil : "\(inner)  \(appearance): { \(values.joined(separator: ", ")) }"
            }
            if !scoped.isEmpty {
                body.append("\(inner)appearances:")
                body += scoped
            }
            if complete || !body.isEmpty { lines += ["\(indent)\(rule.id):"] + body }
        }
        return lines
    }

    /// `text` as a YAML double-quoted scalar: backslash and quote escaped, and every control character,
    /// line break and byte-order mark written as an escape (YAML 1.1 §5.7), since a line break written as
    /// itself reads back folded into a space (a glob read from `"a` + blank line + `b"` holds a line feed;
    /// found by FuzzConfiguration).
    static func quoted(_ text: String) -> String {
        var result = "\""
        for scalar in text.unicodeScalars {
            switch scalar {
            case "\\": result += "\\\\"
            case "\"": result += "\\\""
            case "\n": result += "\\n"
            case "\t": result += "\\t"
            case "\r": result += "\\r"
            case "\u{00}"..."\u{1F}", "\u{7F}"..."\u{9F}", "\u{2028}", "\u{2029}", "\u{FEFF}":
                let hex = String(scalar.value, radix: 16, uppercase: true)
                result += "\\u" + String(repeating: "0", count: 4 - hex.count) + hex
            default: result.unicodeScalars.append(scalar)
            }
        }
        return result + "\""
    }
}
