import ColorScience
import Foundation

/// Reads Style Dictionary source files: JSON or JSON5 token trees whose tokens are objects with
/// `value` (no `$`), read by `TokensStudioReader` (aliases `{a.b.value}` and `{a.b}`; per-token
/// `darkValue`, `hcValue`, `hcDarkValue` as the dark, light high-contrast and dark high-contrast
/// appearances, as in Style Dictionary's dark-mode example; `attributes`, `comment` ignored).
///
/// - **A folder of source files** (Style Dictionary's `source: ["tokens/**/*.json5"]`) is one unit:
///   every `.json`/`.json5` file below it is a set named by its path without extension, and aliases
///   resolve across them. Files whose names say an appearance (the example's multi-file method:
///   `background.dark.json5`, `background.hc.json5`, `background.hcDark.json5`) override the others
///   for that appearance (`TokenThemes`); the other files give every token's value for every
///   appearance.
/// - **A single file** is one palette.
///
/// Confidence (`recognitionReason(for:)` says why): a file is 60 when its tokens are `value` objects without
/// `$value` and it shows Style Dictionary: a `.json5` name, an appearance key, or, when no token has
/// `type` (Tokens Studio types every token), a `{….value}` alias or a `comment`/`attributes` member;
/// 50 (`likely`) when no token has `type` and one's value is a `#` hex colour (Style Dictionary's `basic`
/// example: `{"color": {"primary": {"value": "#0a84ff"}}}`, which our palette format took for a
/// misspelt `colors`); a folder is 65 when it holds two or more token files, every `.json`/`.json5` file below it is one,
/// one shows Style Dictionary, and it holds one itself or has them in two or more sub-folders (else
/// the sub-folder is the unit).
public struct StyleDictionaryImporter: PaletteImporter {
    /// `style-dictionary`.
    public let formatName = "style-dictionary"

    /// Creates the importer.
    public init() {}

    /// How sure the importer is (see the type).
    public func confidence(for unit: ImportUnit) -> ImportConfidence {
        if unit.isFolder { return folderFiles(unit) == nil ? .none : ImportConfidence(65) }
        guard let contents = unit.contents else { return .none }
        let ext = unit.fileExtension
        guard ext == "json" || ext == "json5" || unit.isSniffed else { return .none }
        let shape = Self.shape(contents) { unit.recognitionDocument(ext == "json5" || unit.isSniffed ? .json5 : .json) }
        if shape.isTokens && (shape.showsStyleDictionary || ext == "json5") { return ImportConfidence(60) }
        // Style Dictionary's plainest source (its `basic` example, `{"color": {"primary": {"value":
        // "#0a84ff"}}}`): untyped tokens with a colour literal, which no other format reads.
        return shape.isTokens && !shape.isTyped && shape.colourLiteral != nil ? .likely : .none
    }

    /// Why a file or folder reads as Style Dictionary (see `PaletteImporter.recognitionReason(for:)`).
    public func recognitionReason(for unit: ImportUnit) -> String? {
        if unit.isFolder {
            guard let files = folderFiles(unit) else { return nil }
            return "a folder of \(files.count) Style Dictionary source files (tokens with 'value', no '$value')"
        }
        guard let contents = unit.contents else { return nil }
        let ext = unit.fileExtension
        let shape = Self.shape(contents) { unit.recognitionDocument(ext == "json5" || unit.isSniffed ? .json5 : .json) }
        guard shape.isTokens else { return nil }
        return "tokens with 'value' and no '$value'"
            + (shape.marker.map { ", \($0)" }
                ?? (ext == "json5" ? ", a .json5 file" : shape.colourLiteral.map { ", a colour value '\($0)'" } ?? ""))
    }

    /// What the first 16 MiB of a file show: tokens with `value` and no `$value` key (`isTokens`), and
    /// the first sign of Style Dictionary (`marker`).
    struct Shape {
        var isTokens = false
        /// True when a token has `type` (as Tokens Studio writes every token).
        var isTyped = false
        var appearanceKey: String?
        var otherMarker: String?
        /// The first token value that is a `#` hex colour (3, 4, 6 or 8 digits), if any.
        var colourLiteral: String?
        /// The first sign of Style Dictionary: an appearance key, or (in a file whose tokens have no
        /// `type`, which would be Tokens Studio's) a `{….value}` alias, a `comment` or `attributes`.
        var marker: String? { appearanceKey.map { "a '\($0)' appearance value" } ?? (isTyped ? nil : otherMarker) }
        var showsStyleDictionary: Bool { marker != nil }
    }

    /// The shape of `contents`, whose first 16 MiB `parse` gives in their dialect (a unit's
    /// `recognitionDocument`, parsed once for every importer; called only when the text mentions `value`).
    static func shape(_ contents: Data, parse: () -> DocumentNode?) -> Shape {
        var shape = Shape()
        guard TokenFiles.mentions(contents, "value"),
            let root = parse(),
            case .mapping(let top) = root.content,
            !top.contains(where: { $0.key == "$themes" || $0.key == "$metadata" })
        else { return shape }
        var stack: [(node: DocumentNode, depth: Int)] = [(root, 0)]
        var count = 0
        while let (node, depth) = stack.popLast(), count < 100_000 {
            count += 1
            guard case .mapping(let entries) = node.content else { continue }
            // A `$value` token (a key, not a mention in a comment or description) is DTCG's.
            if entries.contains(where: { $0.key == "$value" }) { return Shape() }
            if let value = entries.first(where: { $0.key == "value" })?.value, depth >= 1 {
                shape.isTokens = true
                if entries.contains(where: { $0.key == "type" }) { shape.isTyped = true }
                if shape.appearanceKey == nil {
                    shape.appearanceKey =
                        entries.first { TokensStudioReader.appearanceKeys[$0.key.lowercased()] != nil }?.key
                }
                if shape.colourLiteral == nil, let text = value.scalarText, Self.isHexColour(text) {
                    shape.colourLiteral = text
                }
                if shape.otherMarker == nil {
                    if let text = value.scalarText, text.contains(".value}") {
                        shape.otherMarker = "a Style Dictionary alias '\(text)'"
                    } else if let key = entries.first(where: { $0.key == "comment" || $0.key == "attributes" })?.key {
                        shape.otherMarker = "a token '\(key)'"
                    }
                }
                continue
            }
            for entry in entries { stack.append((entry.value, depth + 1)) }
        }
        return shape
    }

    /// Whether `text` is `#` and 3, 4, 6 or 8 hexadecimal digits (CSS Color 4 §5.2).
    static func isHexColour(_ text: String) -> Bool {
        let digits = text.utf8.dropFirst()
        return text.hasPrefix("#") && [3, 4, 6, 8].contains(digits.count)
            && digits.allSatisfy { (48...57).contains($0) || (65...70).contains($0) || (97...102).contains($0) }
    }

    /// The token files of a folder that is a unit of Style Dictionary sources, or `nil` when it is not
    /// one (see the type).
    func folderFiles(_ unit: ImportUnit) -> [(path: String, setName: String)]? {
        guard let entries = unit.entries, !entries.contains("$themes.json"), !entries.contains("$metadata.json")
        else { return nil }
        let files = TokenFiles.files(in: unit.path)
        guard files.count >= 2 else { return nil }
        // The folder that gathers the files: one holding a file itself or files in two sub-folders (a
        // folder whose files all lie in one sub-folder leaves the claim to it, which another format may
        // read better: Gestalt's `tokens/classic` of light and dark sets is Tokens Studio's layout).
        let tops = Set(
            files.map {
                $0.setName.split(separator: "/", maxSplits: 1).count > 1 ? $0.setName.prefix { $0 != "/" } : ""
            })
        guard tops.contains("") || tops.count >= 2 else { return nil }
        var shows = false
        for file in files {
            guard let data = try? unit.fileText(file.path) else { return nil }
            let json5 = PaletteImporters.fileExtension(of: file.path) == "json5"
            let shape = Self.shape(data) { unit.fileRecognitionDocument(file.path, json5 ? .json5 : .json) }
            guard shape.isTokens else { return nil }
            shows = shows || shape.showsStyleDictionary || file.path.lowercased().hasSuffix(".json5")
        }
        return shows ? files : nil
    }

    /// Reads the unit (see the type).
    /// - Throws: `PaletteError` for malformed JSON/JSON5, a colour token whose value (or appearance
    ///   value) is not a colour, and alias cycles; every file's problems together.
    public func importPalettes(_ unit: ImportUnit) throws(PaletteError) -> [Palette] {
        guard unit.isFolder else {
            let name = DTCGImporter.setName(unit.name)
            let root = try TokenFiles.parse(unit)
            let set = try TokensStudioReader(path: unit.path).read(root, name: name)
            let plan = TokenThemes.Plan(themes: [], stacks: [TokenLayers.Stack(appearance: .any, sets: [set])])
            return try TokenFiles.palettes([plan], name: name, file: unit.path, notes: [])
        }
        var sets: [TokenSet] = []
        var errors = PaletteErrorList()
        for file in TokenFiles.files(in: unit.path) {
            let set = errors.attempt { () throws(PaletteError) in
                let root = try TokenFiles.parse(file: file.path, of: unit)
                return try TokensStudioReader(path: file.path).read(root, name: file.setName)
            }
            if let set { sets.append(set) }
        }
        try errors.throwIfAny()
        var plans = TokenThemes.plans(
            sets: sets, themes: nil, shared: [], setOrder: [], location: SourceLocation(file: unit.path))
        // The files without an appearance name are the default build (`value`): every appearance that no
        // file names starts from them.
        for index in plans.indices where !plans[index].stacks.contains(where: { $0.appearance == .any }) {
            let named = Set(plans[index].stacks.map(\.appearance))
            guard !named.contains(.light) else { continue }
            let shared = sets.filter { set in
                let last = set.name.split(separator: "/").last.map(String.init) ?? set.name
                return TokenThemeName.appearance(of: last) == nil
            }
            plans[index].stacks.insert(TokenLayers.Stack(appearance: .any, sets: shared), at: 0)
        }
        return try TokenFiles.palettes(plans, name: unit.name, file: unit.path, notes: [])
    }
}
