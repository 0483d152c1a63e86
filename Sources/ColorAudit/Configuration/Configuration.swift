import ColorScience

/// Everything that tunes an audit, in one value, merged from its sources in this order, each later one
/// winning entry by entry: the rules' defaults < the configuration file (`ConfigurationFile`, kept in
/// `fileSettings`, `filePlatform`, `rolePatterns`) < the palette's own `platform:`, `roles:` and
/// `rules:` < the command line (`platform`, `appearances`, `rules`, `findingLimit`). The palette layer
/// differs per palette, so `AuditContext` does the last merge (`settings(over:)`).
///
/// Colour-vision and glare options are rule parameters (`cvd-collision.allPairs`, `.deficiencies`,
/// `.anomaly`; `contrast-under-glare.glare`); the initializer's labels of the same names set them in
/// `rules` (the command line's layer).
public struct Configuration: Sendable, Hashable {
    /// Threshold profile from the command line; `nil` = the palette's `platform:`, else the
    /// configuration file's, else web.
    public var platform: Platform?
    /// Appearances to evaluate; `nil` = all the palette defines.
    public var appearances: Set<Appearance>?
    /// Rule levels and parameters of the command line (over the palette's `rules:`).
    public var rules: RuleSettings
    /// Rule levels and parameters of the configuration file (under the palette's `rules:`).
    public var fileSettings = RuleSettings()
    /// The configuration file's `platform:` (under the palette's).
    public var filePlatform: Platform?
    /// The configuration file's role patterns (`roles:`), applied to colours whose role was neither
    /// declared nor set by the palette's own patterns (see `RolePattern`).
    public var rolePatterns: [RolePattern] = []
    /// The configuration file's pair rules (`pairs:`), applied to every palette (`PairPattern.apply`).
    public var pairPatterns: [PairPattern] = []
    /// The configuration file's `fixed:` patterns: colours a repair (`coloraudit fix`) must not change,
    /// in every palette (with each palette's own `fixed:`).
    public var fixedColors: [Glob] = []
    /// The CSS importer's selector → theme entries: the configuration file's `cssThemes:`, then the
    /// command line's `--css-theme` (later entries win for the same selector; `CSSThemeMapping`).
    public var cssThemes: [CSSThemeMapping] = []
    /// The configuration file's `themes:` (`ThemeDeclaration`).
    public var themes: [ThemeDeclaration] = []
    /// The configuration file read, as its path was given or found; `nil` when there was none.
    public var file: String?
    /// At most this many findings of one rule, severity and appearance are reported per palette (the
    /// worst ones, `FindingRank`); the rest are counted in `PaletteReport.omittedFindings`. 0 = no limit.
    public var findingLimit: Int = Configuration.defaultFindingLimit

    /// The default `findingLimit`: 200.
    public static let defaultFindingLimit = 200

    /// `findingLimit` with 0 (or less) meaning no limit (`Int.max`).
    public var effectiveFindingLimit: Int { findingLimit > 0 ? findingLimit : Int.max }

    /// A configuration: every rule at its default and all appearances unless given. `allPairs`,
    /// `anomalySeverity` (0…1), `glare` (fraction of white's luminance) and `deficiencies` set the rule
    /// parameters `cvd-collision.allPairs`, `cvd-collision.anomaly`, `contrast-under-glare.glare` and
    /// `cvd-collision.deficiencies` in `rules`.
    public init(
        platform: Platform? = nil, appearances: Set<Appearance>? = nil, rules: RuleSettings = RuleSettings(),
        allPairs: Bool = false, anomalySeverity: Double? = nil, glare: Double? = nil,
        deficiencies: [Deficiency]? = nil
    ) {
        self.platform = platform
        self.appearances = appearances
        var rules = rules
        if allPairs { rules[CVDCollisionRule.allPairs] = true }
        if let anomalySeverity { rules[CVDCollisionRule.anomaly] = anomalySeverity }
        if let glare { rules[ContrastUnderGlareRule.glare] = glare }
        if let deficiencies { rules[CVDCollisionRule.deficiencies] = deficiencies.map(\.rawValue) }
        self.rules = rules
    }

    /// The settings in force for a palette whose own `rules:` are `palette`: file, then palette, then
    /// command line.
    public func settings(over palette: RuleSettings) -> RuleSettings {
        fileSettings.merging(palette).merging(rules)
    }

    /// The appearances of `palette` to evaluate, in its order: all of them without `appearances`; else those
    /// named, and every one of a palette whose theme is named (`Palette.isTheme(named:)`: `Amoled` selects
    /// the Android theme `Theme.Aegis.Amoled`, a palette of its own). A standard appearance's name
    /// (`dark`) always means the appearance, never a theme.
    public func appearances(of palette: Palette) -> [Appearance] {
        guard let selected = appearances else { return palette.appearances }
        let themeNames = selected.filter { !Appearance.standard.contains($0) }.map(\.rawValue)
        if themeNames.contains(where: palette.isTheme(named:)) { return palette.appearances }
        return palette.appearances.filter(selected.contains)
    }

    /// The settings of the file and the command line, without any palette's.
    public var globalSettings: RuleSettings { fileSettings.merging(rules) }

    /// The importers palettes are read with: the standard ones, with the CSS importer given
    /// `cssThemes` (`PaletteImporters.withCSSSelectorThemes(_:)`) and the declared `themes`.
    public var importers: PaletteImporters {
        var registry =
            cssThemes.isEmpty
            ? PaletteImporters.standard
            : PaletteImporters.standard.withCSSSelectorThemes(CSSThemeMapping.table(cssThemes))
        registry.declaredThemes = themes.map(\.declared)
        return registry
    }

    /// The platform for a palette that declares `palette`: command line, palette, file, else web.
    public func platform(over palette: Platform?) -> Platform { platform ?? palette ?? filePlatform ?? .web }
}
