import ColorScience
import Foundation

/// Reads GitHub Primer's token sources (primer/primitives `src/tokens`) as the themes Primer's build
/// makes of them (its `scripts/themes.config.ts` and `themeOverrides` preprocessor):
///
/// - **The unit** is a folder of `.json5` DTCG token files (`DTCGReader`; folders named `removed`,
///   `deprecated` and `fallback` left out) holding both a base scale per scheme, files named for a
///   scheme (`base/color/light/light.json5`, `base/color/dark/dark.json5`), and tokens with
///   `$extensions["org.primer.overrides"]`: the lowest folder holding both (`src/tokens`, not `src/`).
/// - **Themes.** Every theme that a file name (`dark.dimmed.json5`, `light.high-contrast.json5`) or an
///   override key (`dark-dimmed`, `dark-protanopia-deuteranopia-high-contrast`) names, read by
///   `TokenThemeName`: each keeps its scheme (light or dark) and whether it is increased contrast, and
///   becomes an appearance of one palette.
/// - **A theme's files.** A file named for a theme applies to every theme of its scheme whose words
///   include the file's (`dark.json5` and `display-dark.json5` to every dark theme, `dark.dimmed.json5` to
///   `dark-dimmed` and `dark-dimmed-high-contrast`, `dark.high-contrast.json5` to the dark
///   increased-contrast themes); they layer from the fewest words up, a high-contrast file before a
///   theme's other files (Primer's `dark-dimmed-high-contrast` lists `dark.high-contrast.json5` before
///   `dark.dimmed.json5`), and a later file's token replaces an earlier one's. Files named for no theme
///   (`functional/color/fgColor.json5`, `component/button.json5`) apply to every theme, after them.
/// - **A token's value in a theme** is its override for the theme, else its override for the theme's
///   scheme (`light` or `dark`, Primer's fallback theme), else its `$value`; aliases resolve within the
///   theme's files.
///
/// Confidence 80 for such a folder (above the Style Dictionary and DTCG folder claims), none otherwise.
public struct PrimerImporter: PaletteImporter {
    /// `primer`.
    public let formatName = "primer"

    /// Creates the importer.
    public init() {}

    /// Folders whose files Primer's build does not make themes of.
    static let excludedFolders: Set<String> = ["removed", "deprecated", "fallback"]

    /// The files of a Primer token folder.
    struct Layout {
        /// Files named for no theme, in path order.
        var shared: [(path: String, setName: String)] = []
        /// Files named for a theme, in path order, with the theme.
        var themed: [(path: String, setName: String, appearance: Appearance)] = []
        /// How many files hold overrides.
        var overrideFiles = 0
    }

    /// The layout of `folder` when it is the unit of Primer sources (see the type), else `nil`.
    static func layout(of folder: String) -> Layout? {
        let files = TokenFiles.files(in: folder, excluding: excludedFolders, suffixes: [".json5"])
        guard files.count >= 2 else { return nil }
        var layout = Layout()
        var relevant: [String] = []
        var hasBase = false
        for file in files {
            let last = file.setName.split(separator: "/").last.map(String.init) ?? file.setName
            if let appearance = TokenThemeName.appearance(of: last) {
                layout.themed.append((file.path, file.setName, appearance))
                if appearance == .light || appearance == .dark,
                    let data = try? ImportUnit.readText(file.path), TokenFiles.mentions(data, "$value")
                {
                    hasBase = true
                    relevant.append(file.setName)
                }
            } else {
                layout.shared.append(file)
                if let data = try? ImportUnit.readText(file.path), TokenFiles.mentions(data, DTCGReader.primerOverrides)
                {
                    layout.overrideFiles += 1
                    relevant.append(file.setName)
                }
            }
        }
        guard hasBase, layout.overrideFiles > 0 else { return nil }
        // The lowest folder holding them: not when they all lie in one sub-folder.
        let tops = Set(relevant.map { $0.contains("/") ? String($0.prefix { $0 != "/" }) : "" })
        guard tops.contains("") || tops.count >= 2 else { return nil }
        return layout
    }

    /// How sure the importer is (see the type).
    public func confidence(for unit: ImportUnit) -> ImportConfidence {
        guard unit.isFolder, Self.layout(of: unit.path) != nil else { return .none }
        return ImportConfidence(80)
    }

    /// Why the folder reads as Primer's sources.
    public func recognitionReason(for unit: ImportUnit) -> String? {
        guard unit.isFolder, let layout = Self.layout(of: unit.path) else { return nil }
        return "Primer token sources: \(layout.themed.count) files named for a theme (base scales) and "
            + "\(layout.overrideFiles) with $extensions['\(DTCGReader.primerOverrides)']"
    }

    /// The words of an appearance that say which theme it is, besides its scheme: `dimmed`,
    /// `protanopia`, `deuteranopia`…, and `high-contrast` for an increased-contrast one.
    static func themeWords(_ appearance: Appearance) -> Set<String> {
        var words = Set(appearance.rawValue.split(separator: "-").map(String.init))
        words.subtract(["light", "dark", "high", "contrast"])
        if appearance.isIncreasedContrast { words.insert("high-contrast") }
        return words
    }

    /// Reads the folder (see the type).
    /// - Throws: `PaletteError` for a unit that is not such a folder, malformed JSON5 or tokens
    ///   (`DTCGReader`), and alias cycles; every file's problems together.
    public func importPalettes(_ unit: ImportUnit) throws(PaletteError) -> [Palette] {
        guard unit.isFolder, let layout = Self.layout(of: unit.path) else {
            throw PaletteError(
                kind: .unrecognizedFormat,
                location: SourceLocation(file: unit.path),
                message: "not a folder of Primer token sources; expected .json5 files named for a scheme "
                    + "(light.json5, dark.json5) and tokens with $extensions['\(DTCGReader.primerOverrides)']")
        }
        var errors = PaletteErrorList()
        func read(_ path: String, _ setName: String) -> TokenSet? {
            guard
                let root = errors.attempt({ () throws(PaletteError) in
                    try TokenFiles.parse(try ImportUnit.readText(path), path: path)
                })
            else { return nil }
            return DTCGReader(path: path, setName: setName, primerThemesOnly: true).read(root, errors: &errors)
        }
        let shared = layout.shared.compactMap { read($0.path, $0.setName) }
        var themed: [(set: TokenSet, appearance: Appearance, words: Set<String>)] = []
        for file in layout.themed {
            if let set = read(file.path, file.setName) {
                themed.append((set, file.appearance, Self.themeWords(file.appearance)))
            }
        }
        var themes = Set(themed.map(\.appearance))
        for set in shared + themed.map(\.set) {
            for entry in set.entries { themes.formUnion(entry.values.keys) }
        }
        themes.remove(.any)
        var stacks: [TokenLayers.Stack] = []
        for theme in themes.sorted() {
            let words = Self.themeWords(theme)
            let applicable = themed.enumerated().filter {
                $0.element.appearance.scheme == theme.scheme && $0.element.words.isSubset(of: words)
            }.sorted { a, b in
                func key(_ item: (offset: Int, element: (set: TokenSet, appearance: Appearance, words: Set<String>)))
                    -> (Int, Int, Int)
                {
                    (item.element.words.count, item.element.words == ["high-contrast"] ? 0 : 1, item.offset)
                }
                return key(a) < key(b)
            }.map(\.element.set)
            stacks.append(
                TokenLayers.Stack(
                    appearance: theme, sets: applicable + shared, fallback: theme.base == theme ? nil : theme.base))
        }
        let plan = TokenThemes.Plan(themes: [], stacks: stacks)
        let palettes = errors.attempt { () throws(PaletteError) in
            try TokenFiles.palettes([plan], name: unit.name, file: unit.path, notes: [])
        }
        try errors.throwIfAny()
        return palettes ?? []
    }
}
