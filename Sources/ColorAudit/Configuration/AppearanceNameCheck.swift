import ColorScience

/// Checks that every appearance or theme name a per-appearance rule parameter names
/// (`appearances: { light-high-contrast: { normal: 7 } }`, an override `ID.PARAM@NAME=V`) is an appearance or
/// theme of the audited palettes. Names cannot be checked when they are read — themes come from the
/// palettes, read later — so the run checks them once the palettes are loaded: the configuration's
/// names against every palette, a palette's own `rules:` against that palette. A misspelt name would
/// otherwise be an override that applies nowhere, silently weakening a CI gate.
public enum AppearanceNameCheck {
    /// One error per unknown name, at the line and column it was written (none for the command line),
    /// with the names the palettes have and the nearest one.
    public static func problems(configuration: Configuration, palettes: [Palette]) -> [ConfigurationError] {
        let everywhere = Set(standardNames + palettes.flatMap { $0.appearances.map(\.rawValue) })
        var problems = errors(configuration.globalSettings, known: everywhere)
        for palette in palettes {
            let own = Set(standardNames + palette.appearances.map(\.rawValue))
            problems += errors(palette.settings, known: own)
        }
        return problems
    }

    /// The standard appearances a parameter can name (`any` is the unscoped value).
    private static let standardNames = Appearance.standard.filter { $0 != .any }.map(\.rawValue)

    private static func errors(_ settings: RuleSettings, known: Set<String>) -> [ConfigurationError] {
        settings.unknownAppearanceNames(known: known).map { name, location in
            let keys = settings.appearanceParameters[name, default: [:]].keys.sorted()
            let rules = Set(keys.map { String($0.prefix { $0 != "." }) }).sorted().map { "'\($0)'" }
            let subject: HintedText =
                location == nil
                ? "\(hint: .ruleParameter, keys.map { "\($0)@\(name)" }.joined(separator: ", "))"
                : "rule \(rules.joined(separator: ", ")) appearances"
            let themes = known.subtracting(standardNames).sorted()
            return ConfigurationError(
                kind: .unknownName,
                location: location,
                text: "\(subject): "
                    + "'\(name)' is not an appearance or theme of the audited palettes"
                    + "\(NodeReader.suggestion(for: name, among: known.sorted())); expected one of "
                    + standardNames.joined(separator: ", ")
                    + (themes.isEmpty ? "" : " or the themes " + themes.joined(separator: ", ")))
        }
    }
}
