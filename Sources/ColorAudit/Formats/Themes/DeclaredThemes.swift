import ColorScience
import Foundation

/// One theme declared in the configuration (`themes:` of `.coloraudit.yml`): the token files that make
/// it, lowest first, and the override key whose values it takes.
public struct DeclaredTheme: Sendable, Hashable {
    /// The theme (its name, scheme and whether it is increased contrast).
    public var appearance: Appearance
    /// The token files, absolute and standardized, lowest first (a later file's token replaces an
    /// earlier one's).
    public var files: [String]
    /// The key of a token's per-theme values (`$extensions["org.primer.overrides"]`, a mode of
    /// `$extensions`) that the theme takes before the token's `$value`; `nil` for none.
    public var overrideKey: String?

    /// Creates a declared theme; see the properties.
    public init(appearance: Appearance, files: [String], overrideKey: String? = nil) {
        self.appearance = appearance
        self.files = files
        self.overrideKey = overrideKey
    }
}

/// Reads the themes declared in the configuration into one palette with an appearance per theme:
/// each theme's files, read as DTCG (`$value`) or as Tokens Studio / Style Dictionary (`value`) token
/// files, layered in the order listed; a token takes the value its `overrideKey` gives, else its own
/// value for the theme's appearance (`TokenThemeName` of a mode or override key), else its value.
/// Aliases resolve within the theme's files.
enum DeclaredThemes {
    /// The palette of `themes`, named `themes`, located at `folder` (the folder holding the files, as
    /// shown); `display` spells each file as shown in messages.
    /// - Throws: `PaletteError` for files that cannot be read or parsed, malformed tokens and alias
    ///   cycles, every file's problems together.
    static func palette(_ themes: [DeclaredTheme], folder: String, display: (String) -> String) throws(PaletteError)
        -> Palette
    {
        var errors = PaletteErrorList()
        var sets: [String: TokenSet] = [:]
        for path in themes.flatMap(\.files) where sets[path] == nil {
            let shown = display(path)
            guard
                let data = errors.attempt({ () throws(PaletteError) in try ImportUnit.readText(path) }),
                let root = errors.attempt({ () throws(PaletteError) in try TokenFiles.parse(data, path: shown) })
            else { continue }
            let name = DTCGImporter.setName(ImportUnit.lastComponent(of: path))
            if TokenFiles.mentions(data, "$value") {
                sets[path] = DTCGReader(path: shown, setName: shown).read(root, errors: &errors)
            } else if let set = errors.attempt({ () throws(PaletteError) in
                try TokensStudioReader(path: shown).read(root, name: name)
            }) {
                sets[path] = set
            }
        }
        let stacks = themes.map { theme in
            TokenLayers.Stack(
                appearance: theme.appearance, sets: theme.files.compactMap { sets[$0] },
                fallback: theme.appearance.base == theme.appearance ? nil : theme.appearance.base,
                overrideKey: theme.overrideKey)
        }
        let plan = TokenThemes.Plan(themes: [], stacks: stacks)
        let palettes = errors.attempt { () throws(PaletteError) in
            try TokenFiles.palettes([plan], name: "themes", file: folder, notes: [])
        }
        try errors.throwIfAny()
        var palette = palettes?.first ?? Palette(name: "themes", file: folder, tokens: [])
        palette.format = "themes"
        palette.formatReason = "the themes declared in the configuration (themes:)"
        return try PostImport.finish(palette)
    }

    /// The folder holding every file of `themes` (their longest common folder), `nil` for none.
    static func commonFolder(_ themes: [DeclaredTheme]) -> String? {
        let folders = themes.flatMap(\.files).map { ($0 as NSString).deletingLastPathComponent }
        guard var common = folders.first?.split(separator: "/", omittingEmptySubsequences: false) else { return nil }
        for folder in folders.dropFirst() {
            let parts = folder.split(separator: "/", omittingEmptySubsequences: false)
            var count = 0
            while count < min(common.count, parts.count), common[count] == parts[count] { count += 1 }
            common = Array(common.prefix(count))
        }
        let joined = common.joined(separator: "/")
        return joined.isEmpty ? "/" : joined
    }
}
