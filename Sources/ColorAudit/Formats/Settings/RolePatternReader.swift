import ColorScience

/// Reading a `roles:` mapping of a configuration file or a palette file of our format into `RolePattern`s
/// (the model, with how patterns are applied, is `Palette/RolePattern.swift`).
extension RolePattern {
    /// Reads a `roles:` mapping (pattern → role word).
    /// - Throws: `ConfigurationError` at the pattern for a malformed pattern, at the value for an unknown
    ///   role; every entry's problems together (`ConfigurationError.further`).
    static func read(_ node: DocumentNode, reader: NodeReader) throws(ConfigurationError) -> [RolePattern] {
        let rules = RuleSettingsReader(reader: reader)
        let entries = try rules.wrap { () throws(PaletteError) in
            try reader.mapping(node, "roles", expected: "a mapping of colour-name patterns to roles")
        }
        var patterns: [RolePattern] = []
        // Every entry is checked even when an earlier one is malformed (`ConfigurationError.further`).
        var errors = PaletteErrorList()
        for entry in entries {
            var glob: Glob?
            do {
                glob = try Glob(entry.key)
            } catch {
                errors.record(
                    PaletteError(
                        kind: .invalidValue, location: reader.location(entry.keyMark),
                        message: "roles: \(error)"))
            }
            let role = errors.attempt { () throws(PaletteError) in
                try reader.keyword(entry.value, "roles '\(entry.key)'", as: Role.self)
            }
            if let glob, let role {
                patterns.append(RolePattern(glob: glob, role: role, location: reader.location(entry.keyMark)))
            }
        }
        try rules.wrap { () throws(PaletteError) in try errors.throwIfAny() }
        return patterns
    }
}
