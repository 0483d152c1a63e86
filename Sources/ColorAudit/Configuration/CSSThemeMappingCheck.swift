import ColorScience

/// Checks that every selector of the CSS selector → theme mapping (`cssThemes:`, `ConfigurationOverrides.cssThemes`) is the
/// selector of some style rule of the audited stylesheets. A mapping whose selector matches nothing —
/// misspelt, or renamed in the CSS — maps no rule, and the theme it was meant to audit silently drops
/// out of the run (its rule is read as the base instead), weakening a CI gate the way a misspelt
/// appearance would (`AppearanceNameCheck`).
///
/// Selectors are compared as `CSSImporter` matches them: one selector of a list, its text as written
/// with white space collapsed. The check applies only when the run read at least one stylesheet (a
/// repository's configuration may map selectors while a run audits only its YAML palettes).
public enum CSSThemeMappingCheck {
    /// One error per mapped selector that no audited stylesheet has, at the line and column of its entry
    /// in the configuration file (none for the command line), with the nearest selector the stylesheets
    /// do have.
    public static func problems(configuration: Configuration, palettes: [Palette]) -> [ConfigurationError] {
        let stylesheets = palettes.filter { $0.sourceKind == .stylesheet }
        guard !stylesheets.isEmpty else { return [] }
        let known = stylesheets.reduce(into: Set<String>()) { $0.formUnion($1.styleSelectors) }
        return CSSThemeMapping.merged(configuration.cssThemes).filter { !known.contains($0.selector) }.map { entry in
            let subject: HintedText =
                entry.location == nil
                ? "\(hint: .cssTheme, "\(entry.selector)=\(entry.themeText)")" : "cssThemes '\(entry.selector)'"
            let files = stylesheets.count == 1 ? stylesheets[0].file : "\(stylesheets.count) stylesheets"
            return ConfigurationError(
                kind: .unknownName,
                location: entry.location,
                text: "\(subject): no style rule of \(files) has the selector '\(entry.selector)'"
                    + NodeReader.suggestion(for: entry.selector, among: known.sorted())
                    + "; expected a selector as written in the CSS (one selector of a list, white space collapsed)")
        }
    }
}
