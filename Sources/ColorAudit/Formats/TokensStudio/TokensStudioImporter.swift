import ColorScience
import Foundation

/// Reads Tokens Studio and Style Dictionary token JSON (`TokensStudioReader` documents the token
/// rules):
/// - a folder of token sets: every `.json` file below it is a set named by its path without `.json`
///   (`primitive/colors`); `$themes.json` gives themes and `$metadata.json` the set order
///   (`tokenSetOrder`; names of sets that do not exist are ignored). Themes combine as `TokenThemes`
///   says (light/dark themes become appearances, other theme groups separate palettes). Without
///   `$themes`, sets are layered by their names (`theme-light`, `sema-color-dark`; the others shared);
/// - a single file holding several sets with `$themes`/`$metadata` at its top level;
/// - a single file of tokens: one palette, every value for every appearance.
///
/// Confidence: a folder with `$themes.json` or `$metadata.json`, and a file with `$themes` or
/// `$metadata` at its top, are 90; a folder of two or more token files where one is named for light or
/// dark is 70; a `.json` file whose tokens have `"value"` next to `"type"`, or sit three levels deep
/// (`color.gray.100.value`, deeper than a native palette's `colors.name.value`), is 55.
public struct TokensStudioImporter: PaletteImporter {
    /// `tokens-studio`.
    public let formatName = "tokens-studio"

    /// Creates the importer.
    public init() {}

    /// How sure the importer is (see the type).
    public func confidence(for unit: ImportUnit) -> ImportConfidence {
        if let entries = unit.entries {
            if entries.contains("$themes.json") || entries.contains("$metadata.json") { return ImportConfidence(90) }
            let files = entries.filter { $0.lowercased().hasSuffix(".json") }
            if files.count >= 2, files.contains(where: { TokenThemeName.appearance(of: $0) != nil }),
                files.allSatisfy({ Self.looksLikeTokens((try? ImportUnit.read(unit.child($0))) ?? Data()) })
            {
                return ImportConfidence(70)
            }
            return .none
        }
        guard let contents = unit.contents, unit.fileExtension == "json" || unit.isSniffed else { return .none }
        if Self.mentionsSetKeys(contents) {
            if let root = unit.recognitionDocument(.json), case .mapping(let entries) = root.content,
                entries.contains(where: { $0.key == "$themes" || $0.key == "$metadata" })
            {
                return ImportConfidence(90)
            }
        }
        return Self.looksLikeTokens(contents, parse: { unit.recognitionDocument(.json) })
            ? ImportConfidence(55) : .none
    }

    /// Why `unit` reads as Tokens Studio (see `PaletteImporter.recognitionReason(for:)`).
    public func recognitionReason(for unit: ImportUnit) -> String? {
        if let entries = unit.entries {
            if entries.contains("$themes.json") || entries.contains("$metadata.json") {
                return "a folder of token sets with $themes.json or $metadata.json"
            }
            return "a folder of token sets named for light and dark"
        }
        let contents = unit.contents ?? Data()
        if Self.mentionsSetKeys(contents) {
            return "token sets with $themes or $metadata at the top"
        }
        return "tokens with 'value' and 'type' (no '$value')"
    }

    /// True when `contents` mentions `"$themes"` or `"$metadata"` in its first or last MiB: Tokens Studio's
    /// single-file export writes them after the sets, past the first MiB of a large file.
    static func mentionsSetKeys(_ contents: Data) -> Bool {
        let tail = contents.suffix(1 << 20)
        return ["\"$themes\"", "\"$metadata\""].contains { key in
            TokenFiles.mentions(contents, key) || tail.range(of: Data(key.utf8)) != nil
        }
    }

    /// True when the JSON has a token object (`value` key) with a `type` sibling or three levels deep,
    /// and no `$value` (which is DTCG's).
    static func looksLikeTokens(_ contents: Data) -> Bool {
        looksLikeTokens(contents) { try? JSON5Parser.parse([UInt8](contents.prefix(1 << 24)), dialect: .json) }
    }

    /// `looksLikeTokens(_:)`, with `parse` giving the first 16 MiB of `contents` as JSON (a unit's
    /// `recognitionDocument`, parsed once for every importer).
    static func looksLikeTokens(_ contents: Data, parse: () -> DocumentNode?) -> Bool {
        guard TokenFiles.mentions(contents, "\"value\""), !TokenFiles.mentions(contents, "\"$value\""),
            let root = parse()
        else { return false }
        var stack: [(node: DocumentNode, depth: Int)] = [(root, 0)]
        while let (node, depth) = stack.popLast() {
            guard case .mapping(let entries) = node.content else { continue }
            if entries.contains(where: { $0.key == "value" }) {
                if entries.contains(where: { $0.key == "type" }) || depth >= 3 { return true }
                continue
            }
            for entry in entries { stack.append((entry.value, depth + 1)) }
        }
        return false
    }

    /// Reads the unit (see the type).
    /// - Throws: `PaletteError` for malformed JSON, malformed tokens, `$themes` or `$metadata`, and alias
    ///   cycles.
    public func importPalettes(_ unit: ImportUnit) throws(PaletteError) -> [Palette] {
        if unit.isFolder { return try readFolder(unit) }
        let root = try TokenFiles.parse(unit)
        let reader = TokensStudioReader(path: unit.path)
        let name = DTCGImporter.setName(unit.name)
        if case .mapping(let entries) = root.content,
            entries.contains(where: { $0.key == "$themes" || $0.key == "$metadata" })
        {
            var sets: [TokenSet] = []
            var themes: [TokenThemes.Theme]?
            var order: [String] = []
            // Every set is checked even when an earlier one is malformed (`PaletteError.further`).
            var errors = PaletteErrorList()
            for entry in entries {
                switch entry.key {
                case "$themes": themes = errors.attempt { () throws(PaletteError) in try reader.themes(entry.value) }
                case "$metadata":
                    order = errors.attempt { () throws(PaletteError) in try reader.setOrder(entry.value) } ?? []
                default:
                    guard !entry.key.hasPrefix("$") else { continue }
                    let set = errors.attempt { () throws(PaletteError) in try reader.read(entry.value, name: entry.key)
                    }
                    if let set { sets.append(set) }
                }
            }
            try errors.throwIfAny()
            let missing = try reader.missingSets(themes ?? [], setNames: Set(sets.map(\.name)), place: "this file")
            let plans = TokenThemes.plans(
                sets: sets, themes: themes, shared: [], setOrder: order, location: SourceLocation(file: unit.path))
            return try Self.palettes(plans, missing: missing, name: name, file: unit.path)
        }
        let set = try reader.read(root, name: name)
        let plan = TokenThemes.Plan(themes: [], stacks: [TokenLayers.Stack(appearance: .any, sets: [set])])
        return try TokenFiles.palettes([plan], name: name, file: unit.path, notes: [])
    }

    private func readFolder(_ unit: ImportUnit) throws(PaletteError) -> [Palette] {
        var sets: [TokenSet] = []
        // Every file is checked even when an earlier one is malformed (`PaletteError.further`).
        var errors = PaletteErrorList()
        for file in TokenFiles.files(in: unit.path, excluding: ["$themes.json", "$metadata.json"], suffixes: [".json"])
        {
            let set = errors.attempt { () throws(PaletteError) in
                let root = try TokenFiles.parse(try ImportUnit.read(file.path), path: file.path)
                return try TokensStudioReader(path: file.path).read(root, name: file.setName)
            }
            if let set { sets.append(set) }
        }
        try errors.throwIfAny()
        var themes: [TokenThemes.Theme]?
        var order: [String] = []
        let themesPath = unit.child("$themes.json")
        if unit.entries?.contains("$themes.json") == true {
            themes = try TokensStudioReader(path: themesPath).themes(
                try TokenFiles.parse(try ImportUnit.read(themesPath), path: themesPath))
        }
        let metadataPath = unit.child("$metadata.json")
        if unit.entries?.contains("$metadata.json") == true {
            order = try TokensStudioReader(path: metadataPath).setOrder(
                try TokenFiles.parse(try ImportUnit.read(metadataPath), path: metadataPath))
        }
        let missing = try TokensStudioReader(path: themesPath).missingSets(
            themes ?? [], setNames: Set(sets.map(\.name)), place: "this folder")
        let plans = TokenThemes.plans(
            sets: sets, themes: themes, shared: [], setOrder: order, location: SourceLocation(file: unit.path))
        return try Self.palettes(plans, missing: missing, name: unit.name, file: unit.path)
    }

    /// The palettes of `plans`, each with the notes of the missing sets its themes use.
    private static func palettes(
        _ plans: [TokenThemes.Plan], missing: [(themes: Set<String>, note: TokenNote)], name: String, file: String
    ) throws(PaletteError) -> [Palette] {
        var palettes: [Palette] = []
        for plan in plans {
            palettes += try TokenFiles.palettes(
                [plan], name: name, file: file, notes: TokensStudioReader.notes(missing, for: plan, of: plans))
        }
        return TokenFiles.judgedOnce(palettes, name: name)
    }
}
