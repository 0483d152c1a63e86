import ColorScience

/// A palette: named colour tokens with values per appearance, the pairs drawn on each other, groups
/// of colours that must be distinguishable, and per-palette settings. Importers produce it; rules read it.
public struct Palette: Sendable {
    /// Display name (`name:`), or `nil`.
    public var name: String?
    /// The file it was read from, as given by the user.
    public var file: String
    /// The threshold profile declared in the file (`platform:`), or `nil` (the audit then uses web
    /// unless the configuration says otherwise).
    public var platform: Platform?
    /// Tokens in file order.
    public var tokens: [ColorToken]
    /// Declared pairs; `nil` when the file declares none (the audit then pairs every foreground colour
    /// with every background colour).
    public var pairs: [PairDeclaration]?
    /// Declared groups of colours that must be told apart.
    public var groups: [ColorGroup]
    /// Rule settings written in the palette file (`rules:`), applied over the defaults.
    public var settings: RuleSettings
    /// The `formatName` of the importer that read it (e.g. `coloraudit`, `xcassets`); `nil` for
    /// palettes built in code.
    public var format: String?
    /// The kind of source `format` is (`PaletteSourceKind`), for the passes that tell them apart; `nil` for
    /// palettes built in code.
    public var sourceKind: PaletteSourceKind?
    /// Why the file was read as `format`, for people ("tokens with '$value'", "chosen with" the input
    /// format hint, "dtcg read no colours from it; …"), the settings it points to as hints (`ReportHint`);
    /// `nil` for palettes built in code.
    public var formatReasonText: HintedText?
    /// `formatReasonText` with its hints in words.
    public var formatReason: String? {
        get { formatReasonText?.description }
        set { formatReasonText = newValue.map { HintedText($0) } }
    }
    /// Other formats (`formatName`s) that read colours from the file when this one read none, for the
    /// message that names the `--input-format` to use; empty otherwise.
    public var formatsReadingColours: [String] = []
    /// Named themes beyond the four standard appearances (`themes:` in our format, or found by an
    /// importer: `[data-theme=dark_dimmed]`, DTCG modes, Tokens Studio `$themes`), each with its scheme
    /// and contrast, in declaration order. A theme is an appearance of the palette even when no colour
    /// gives it a value of its own (every colour then inherits its base's value). Themes that colours
    /// give values for are appearances whether listed here or not.
    public var themes: [Appearance] = []
    /// Entries read but not turned into colours (unresolved references, skipped variants), in file order.
    public var importNotes: [ImportNote] = []
    /// The image files of an asset catalog's image sets, with their colour information (for
    /// `image-color-profile`); empty for other formats.
    public var images: [ImageAsset] = []
    /// For a CSS stylesheet: the selectors of the style rules the importer read (each selector of a
    /// list, white space collapsed, the text `CSSThemeMapping` matches); empty for other formats. Lets a
    /// run tell a `cssThemes:` or `--css-theme` selector that matches no rule (`CSSThemeMappingCheck`).
    public var styleSelectors: Set<String> = []
    /// For a CSS stylesheet: the pairs its own style rules draw (`.button { color: var(--a);
    /// background-color: var(--b) }` draws `--a` on `--b`), each with its usage and the reason
    /// `stylesheet: drawn together in <selector> (<file>:<line>)` (`CSSStyleRules`); for an Android `res/`
    /// folder, the pairs its layouts draw (`AndroidLayoutSurfaces`); empty for other formats. The audit judges them as it judges declared pairs, without stopping the pairs formed from
    /// roles (`CSSStyleUsage`).
    public var drawnPairs: [PairDeclaration] = []
    /// For an Android `res/` folder with layouts: the app's colours whose every use its layouts show and
    /// place over a known background (`AndroidLayoutSurfaces`); their pairs as a foreground are the drawn
    /// ones (`drawnPairs`, reason `layout: drawn at <file>:<line> over …`), none formed from roles. Empty
    /// for other formats.
    public var drawnOnly: Set<String> = []
    /// For a CSS stylesheet: the pairs its style rules show are never drawn — a border or outline colour
    /// on the background of a state of the same element that makes that border transparent
    /// (`CSSClearedBorders`: typedoc's search field) — each with its reason; no such pair is formed from
    /// roles. Empty for other formats.
    public var clearedPairs: [PairDeclaration] = []
    /// For a CSS stylesheet: how the style rules of the stylesheets of the run use each of its colours
    /// (`CSSStyleUse`), by colour name; colours no rule references are absent. For an Android `res/`
    /// folder with layouts or drawables: how they and its widget styles use each colour
    /// (`AndroidLayoutUses`). Empty for other formats.
    public var stylesheetUses: [String: StylesheetUse] = [:]
    /// For one of the palettes a token set gives per theme combination (Tokens Studio `$themes.json`,
    /// DTCG theme groups): the combination's theme names, joined by ", " (`Casual, Green`); `nil` for
    /// every other palette. Its files are those of the other combinations, so it is part of each
    /// finding's identity (`Finding.variant`): without it, a finding of one theme would match a
    /// baseline entry of another.
    public var variant: String?
    /// The other theme combinations of the same source whose colours are exactly this palette's (a theme
    /// group that changes no colour: Lion's brand themes set only radii), or that only point some names at
    /// other colours this palette has (a "main colour" group), each as its `variant` would be: they are
    /// judged once, here, not once each (`TokenFiles.judgedOnce`); empty for every other palette.
    public var sameColours: [String] = []
    /// For one brand's palette of a token package whose theme groups each switch light and dark
    /// (`TokenThemes`: Dialtone's groups `dp`, `tmo`, `expressive`): the brand's group, the first of
    /// `variant`'s themes; for one theme family of an Android `res/` folder with several, the family
    /// (its `variant`); `nil` for every other palette. A finding the same in several brands of one
    /// package is said once (`UniformFindings.foldBrands`, `Finding.brands`).
    public var brand: String?
    /// What reports call a `brand`: "brand" for a token package's, "theme" for an Android `res/` folder's
    /// theme families, which are folded the same way.
    public var brandNoun = "brand"
    /// Colours a repair (`coloraudit fix`) must not change (`fixed:` in our format): names or glob
    /// patterns (`*`, `?`, `[…]`) as written, in file order; empty when none are given.
    public var fixed: [String] = []
    /// Colours whose own value in an appearance (`.any`: the file's base) is no static colour — a CSS
    /// `currentColor` or CSS-wide keyword, whatever element it is used on shows — by name: they have no
    /// value there and take none from another appearance (`AppearanceFiles` keeps it so when it merges
    /// files).
    public var dynamicColours: [String: Set<Appearance>] = [:]

    /// Creates a palette; see the properties.
    public init(
        name: String? = nil, file: String, platform: Platform? = nil, tokens: [ColorToken],
        pairs: [PairDeclaration]? = nil, groups: [ColorGroup] = [], settings: RuleSettings = RuleSettings()
    ) {
        self.name = name
        self.file = file
        self.platform = platform
        self.tokens = tokens
        self.pairs = pairs
        self.groups = groups
        self.settings = settings
    }

    /// The token with this exact name, if any.
    public func token(named name: String) -> ColorToken? {
        tokens.first { $0.name == name }
    }

    /// The appearances this palette defines, in canonical order (the four standard ones, then themes by
    /// name): every appearance key used by some token and every declared theme, plus light whenever any
    /// other appearance is and some colour has an `any` value (light mode shows the `any` value, as
    /// Xcode's "Any" + Dark colours), plus dark when dark-high-contrast is; `[.any]` when every colour
    /// has a single value and no theme is declared. An appearance no colour gives a value of its own is
    /// not added: a theme's base is not added for it (a palette of light and `dark-dimmed` values has no
    /// dark appearance), and a palette of dark values only (Primer's `dark.css`, whose selectors also
    /// serve the light slot) has no light appearance that would repeat them.
    public var appearances: [Appearance] {
        var used = Set<Appearance>(themes)
        var hasAny = false
        for token in tokens {
            used.formUnion(token.values.keys)
            if token.values[.any] != nil { hasAny = true }
        }
        used.remove(.any)
        if used.isEmpty { return [.any] }
        if hasAny || used.contains(where: { !$0.isTheme && $0.scheme == .light }) { used.insert(.light) }
        if used.contains(.darkHighContrast) { used.insert(.dark) }
        return used.sorted()
    }

    /// The palette's appearance named `name` (a standard one or one of its themes, declared or used by a
    /// colour), or `nil`.
    public func appearance(named name: String) -> Appearance? {
        if let standard = Appearance(rawValue: name) { return standard }
        if let theme = themes.first(where: { $0.name == name }) { return theme }
        for token in tokens {
            if let found = token.values.keys.first(where: { $0.name == name }) { return found }
        }
        return nil
    }
}
