import ColorScience

/// `pairs:` of a configuration file: pair rules (`PairPattern`) that every audited palette gets, so a
/// design system shipped as several theme files is configured once —
///
/// ```yaml
/// pairs:
///   - { foreground: "--fgColor-{role}", background: "--bgColor-{role}-muted", over: --bgColor-default }
/// ```
///
/// Read by `PairPatternReader` (the same reader as a palette's pattern pairs), applied by
/// `PairPattern.apply` in `AuditContext`, written back by `coloraudit config --dump` (`dumpLines`).
enum ConfigurationPairPatterns {
    /// The rules of `node`, each malformed rule's problems recorded in `errors` (the others still read).
    static func read(_ node: DocumentNode, reader: NodeReader, errors: inout PaletteErrorList) -> [PairPattern] {
        errors.attempt { () throws(PaletteError) in try PairPatternReader(reader: reader).readRules(node, "pairs") }
            ?? []
    }

    /// `pairs:` as YAML lines (`pairs: []` when there is none), one flow mapping per rule, which reads
    /// back to the same rules.
    static func dumpLines(_ rules: [PairPattern]) -> [String] {
        guard !rules.isEmpty else { return ["pairs: []"] }
        func list(_ patterns: [NamePattern]) -> String {
            patterns.count == 1
                ? ConfigurationDump.quoted(patterns[0].text)
                : "[" + patterns.map { ConfigurationDump.quoted($0.text) }.joined(separator: ", ") + "]"
        }
        var lines = ["pairs:"]
        for rule in rules {
            var parts = ["foreground: \(list(rule.foregrounds))", "background: \(list(rule.backgrounds))"]
            if !rule.over.isEmpty { parts.append("over: \(list(rule.over))") }
            if !rule.except.isEmpty {
                let items = rule.except.map { exclusion -> String in
                    if let either = exclusion.either { return ConfigurationDump.quoted(either.text) }
                    var keys: [String] = []
                    if let foreground = exclusion.foreground {
                        keys.append("foreground: \(ConfigurationDump.quoted(foreground.text))")
                    }
                    if let background = exclusion.background {
                        keys.append("background: \(ConfigurationDump.quoted(background.text))")
                    }
                    return "{ " + keys.joined(separator: ", ") + " }"
                }
                parts.append("except: [" + items.joined(separator: ", ") + "]")
            }
            parts.append("usage: \(rule.usage.rawValue)")
            lines.append("  - { " + parts.joined(separator: ", ") + " }")
        }
        return lines
    }
}
