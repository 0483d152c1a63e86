import ColorScience
import Foundation

/// Reads W3C Design Tokens Community Group files (`DTCGReader` documents the token rules):
/// - a `.tokens`, `.tokens.json`, `.json` or `.json5` file with `$value` tokens — one palette, every
///   value for every appearance unless `$extensions` modes say otherwise;
/// - a resolver file (`*.resolver.json`, Design Tokens Resolver Module 2025.10), or a folder holding
///   one: `resolutionOrder` lists sets (`sources` of token files, relative to the resolver) and
///   modifiers (`contexts`, each a list of sources); a modifier's contexts are themes
///   (`TokenThemes`), so `light`/`dark` contexts become appearances and other modifiers separate
///   palettes. Sources that do not exist are noted as unresolved;
/// - a folder of `.tokens.json`/`.tokens` files without a resolver, layered by file names
///   (`theme-light`, `theme-dark`; `TokenThemes` without themes);
/// - a token package: a folder with theme folders for light and dark (`NAME-day/`, `NAME-night/`) beside
///   its shared token files, read as one system (`DTCGPackage`).
///
/// Confidence: a resolver file or a folder with one, and `.tokens`/`.tokens.json` files, are
/// `certain`-like (90), except a `.tokens` file whose tokens are written `value` without any `$value`
/// (a Tokens Studio export so named: 40, below the importers of that form); a `.json`/`.json5` file
/// mentioning `"$value"` (or `$value` in JSON5) is 60 (above a native palette's `likely`); a token package
/// is 85 (above Spectrum's folder of sources, 80); any other
/// `.json5` is `plausible`; a folder of two or more token files with a light or dark name, one with
/// `$value`, is 70.
public struct DTCGImporter: PaletteImporter {
    /// `dtcg`.
    public let formatName = "dtcg"

    /// Creates the importer.
    public init() {}

    /// How sure the importer is (see the type).
    public func confidence(for unit: ImportUnit) -> ImportConfidence {
        if let entries = unit.entries {
            if entries.contains(where: { $0.lowercased().hasSuffix(".resolver.json") }) { return ImportConfidence(90) }
            if DTCGPackage.themeFolders(in: unit.path) != nil { return ImportConfidence(85) }
            let tokenFiles = entries.filter { Self.isTokensName($0) }
            if tokenFiles.count >= 2, tokenFiles.contains(where: { TokenThemeName.appearance(of: $0) != nil }),
                tokenFiles.contains(where: { name in
                    (try? ImportUnit.readText(unit.child(name))).map { TokenFiles.mentions($0, "$value") } ?? false
                })
            {
                return ImportConfidence(70)
            }
            return .none
        }
        guard let contents = unit.contents else { return .none }
        let name = unit.name.lowercased()
        if name.hasSuffix(".resolver.json") { return ImportConfidence(90) }
        if Self.isTokensName(name) {
            // A `.tokens.json` name does not make DTCG: tokens written `value`/`type` (a Tokens Studio
            // export named so) are left to the importers of that form.
            return Self.hasValueTokensOnly(unit, name: name) ? ImportConfidence(40) : ImportConfidence(90)
        }
        let ext = unit.fileExtension
        if ext == "json" || ext == "json5" || unit.isSniffed {
            if TokenFiles.mentions(contents, "\"$value\"")
                || (ext == "json5" && TokenFiles.mentions(contents, "$value"))
            {
                return ImportConfidence(60)
            }
            if ext == "json5" { return .plausible }
        }
        return .none
    }

    /// True when `contents` has no `$value` but tokens written `value` (Tokens Studio's or Style
    /// Dictionary's form).
    static func hasValueTokensOnly(_ unit: ImportUnit, name: String) -> Bool {
        let contents = unit.contents ?? Data()
        guard !TokenFiles.mentions(contents, "$value") else { return false }
        return TokensStudioImporter.looksLikeTokens(contents) { unit.recognitionDocument(.json) }
            || StyleDictionaryImporter.shape(contents) {
                unit.recognitionDocument(name.hasSuffix(".json5") ? .json5 : .json)
            }.isTokens
    }

    /// Why `unit` reads as DTCG (see `PaletteImporter.recognitionReason(for:)`).
    public func recognitionReason(for unit: ImportUnit) -> String? {
        if let entries = unit.entries {
            if let resolver = entries.first(where: { $0.lowercased().hasSuffix(".resolver.json") }) {
                return "a folder holding the resolver \(resolver)"
            }
            if let folders = DTCGPackage.themeFolders(in: unit.path) {
                return DTCGPackage.reason(folders, in: unit.path)
            }
            return "a folder of .tokens.json files named for light and dark"
        }
        let name = unit.name.lowercased()
        if name.hasSuffix(".resolver.json") { return "a resolver file (*.resolver.json)" }
        let contents = unit.contents ?? Data()
        let mentions = TokenFiles.mentions(contents, "$value")
        if Self.isTokensName(name) {
            return mentions
                ? "tokens with '$value' in a .tokens file" : "a .tokens file name (no '$value' tokens found)"
        }
        return mentions ? "tokens with '$value'" : "a .json5 file (no '$value' tokens found)"
    }

    static func isTokensName(_ name: String) -> Bool {
        let lowered = name.lowercased()
        return lowered.hasSuffix(".tokens") || lowered.hasSuffix(".tokens.json")
    }

    /// Reads the unit (see the type).
    /// - Throws: `PaletteError` for malformed JSON/JSON5, malformed tokens (`DTCGReader`), a malformed
    ///   resolver, and alias cycles.
    public func importPalettes(_ unit: ImportUnit) throws(PaletteError) -> [Palette] {
        if let entries = unit.entries {
            if let resolver = entries.first(where: { $0.lowercased().hasSuffix(".resolver.json") }) {
                let path = unit.child(resolver)
                return try readResolver(try ImportUnit.read(path), path: path)
            }
            if let folders = DTCGPackage.themeFolders(in: unit.path) {
                return try DTCGPackage.palettes(unit, themes: folders)
            }
            var sets: [TokenSet] = []
            var errors = PaletteErrorList()
            for name in entries where Self.isTokensName(name) {
                let path = unit.child(name)
                let root = errors.attempt { () throws(PaletteError) in
                    try TokenFiles.parse(try ImportUnit.read(path), path: path)
                }
                if let root {
                    sets.append(DTCGReader(path: path, setName: Self.setName(name)).read(root, errors: &errors))
                }
            }
            let plans = TokenThemes.plans(
                sets: sets, themes: nil, shared: [], setOrder: [], location: SourceLocation(file: unit.path))
            return try Self.palettes(plans, name: unit.name, file: unit.path, errors: errors)
        }
        let contents = unit.contents ?? Data()
        if unit.name.lowercased().hasSuffix(".resolver.json") { return try readResolver(contents, path: unit.path) }
        var errors = PaletteErrorList()
        let root = try TokenFiles.parse(unit)
        let set = DTCGReader(path: unit.path, setName: Self.setName(unit.name)).read(root, errors: &errors)
        let plan = TokenThemes.Plan(themes: [], stacks: [TokenLayers.Stack(appearance: .any, sets: [set])])
        return try Self.palettes([plan], name: Self.setName(unit.name), file: unit.path, errors: errors)
    }

    /// The palettes of `plans`, the problems of reading the sets (`errors`) reported together with those
    /// that need every set (alias cycles): one run lists both.
    private static func palettes(
        _ plans: [TokenThemes.Plan], name: String, file: String, errors: PaletteErrorList
    ) throws(PaletteError) -> [Palette] {
        var errors = errors
        let palettes = errors.attempt { () throws(PaletteError) in
            try TokenFiles.palettes(plans, name: name, file: file, notes: [])
        }
        try errors.throwIfAny()
        return palettes ?? []
    }

    /// A file name without `.tokens.json`, `.tokens`, `.json5` or `.json`.
    static func setName(_ name: String) -> String {
        for suffix in [".tokens.json", ".tokens", ".json5", ".json"] where name.lowercased().hasSuffix(suffix) {
            return String(name.dropLast(suffix.count))
        }
        return name
    }

    private func readSet(_ contents: Data, path: String, name: String) throws(PaletteError) -> TokenSet {
        try DTCGReader(path: path, setName: name).read(try TokenFiles.parse(contents, path: path))
    }

    /// A resolver document and the token files it names.
    private func readResolver(_ contents: Data, path: String) throws(PaletteError) -> [Palette] {
        let root = try TokenFiles.parse(contents, path: path)
        let reader = NodeReader(path: path)
        let top = try reader.mapping(root, "resolver", expected: "a resolver object with resolutionOrder")
        func member(_ entries: [DocumentNode.Entry], _ key: String) -> DocumentNode? {
            entries.first { $0.key == key }?.value
        }
        let folder = (path as NSString).deletingLastPathComponent
        var sets: [TokenSet] = []
        var notes: [TokenNote] = []
        var loaded: [String: String] = [:]
        /// The set names of a list of sources (`{"$ref": "./file.json"}`), reading each file once.
        func sources(_ node: DocumentNode, _ context: String) throws(PaletteError) -> [String] {
            var names: [String] = []
            for source in try reader.sequence(node, context, expected: "a list of sources") {
                let entries = try reader.mapping(source, context, expected: "a source object with $ref")
                guard let refNode = member(entries, "$ref") else {
                    let inline = try DTCGReader(path: path, setName: "\(context) \(names.count + 1)").read(source)
                    sets.append(inline)
                    names.append(inline.name)
                    continue
                }
                let ref = try reader.string(refNode, "\(context) $ref")
                // `./` segments of the reference are dropped, so findings and fingerprints name
                // `tokens/color.json`, not `tokens/./color.json` (the folder keeps the user's spelling).
                let joined = ref.hasPrefix("/") ? ref : (folder.isEmpty ? ref : folder + "/" + ref)
                let file = joined.split(separator: "/", omittingEmptySubsequences: false).enumerated().filter {
                    $0.element != "." || $0.offset == 0
                }.map(\.element).joined(separator: "/")
                let standardized = (file as NSString).standardizingPath
                if let name = loaded[standardized] {
                    names.append(name)
                    continue
                }
                guard FileManager.default.fileExists(atPath: standardized) else {
                    notes.append(
                        TokenNote(
                            isUnresolved: true, token: nil, reason: "the source '\(ref)' does not exist",
                            location: reader.location(refNode.contentMark)))
                    continue
                }
                let set = try readSet(try ImportUnit.readFound(file), path: file, name: ref)
                loaded[standardized] = ref
                sets.append(set)
                names.append(ref)
            }
            return names
        }
        guard let orderNode = member(top, "resolutionOrder") else {
            throw reader.error(.structure, root.mark, "resolver: expected a 'resolutionOrder' list")
        }
        var shared: [String] = []
        var setOrder: [String] = []
        var themes: [TokenThemes.Theme] = []
        let setsNode =
            member(top, "sets").flatMap { node -> [DocumentNode.Entry]? in
                if case .mapping(let entries) = node.content { return entries }
                return nil
            } ?? []
        let modifiersNode =
            member(top, "modifiers").flatMap { node -> [DocumentNode.Entry]? in
                if case .mapping(let entries) = node.content { return entries }
                return nil
            } ?? []
        for (number, item) in try reader.sequence(orderNode, "resolutionOrder", expected: "a list").enumerated() {
            let context = "resolutionOrder item \(number + 1)"
            var entries = try reader.mapping(item, context, expected: "a {\"$ref\": …} or an inline set or modifier")
            var name = "\(number + 1)"
            if let refNode = member(entries, "$ref") {
                let ref = try reader.string(refNode, "\(context) $ref")
                let parts = ref.split(separator: "/").map(String.init)
                guard parts.count == 3, parts[0] == "#", parts[1] == "sets" || parts[1] == "modifiers",
                    let target = (parts[1] == "sets" ? setsNode : modifiersNode).first(where: { $0.key == parts[2] })
                else {
                    throw reader.error(
                        .unresolvedReference,
                        refNode.contentMark,
                        "\(context): '\(ref)' is not a set or modifier of this resolver; expected "
                            + "\"#/sets/NAME\" or \"#/modifiers/NAME\"")
                }
                name = parts[2]
                entries = try reader.mapping(target.value, "\(parts[1]) '\(name)'", expected: "an object")
            }
            if let sourcesNode = member(entries, "sources") {
                let names = try sources(sourcesNode, "set '\(name)' sources")
                shared += names
                setOrder += names
            } else if let contextsNode = member(entries, "contexts") {
                for contextEntry in try reader.mapping(
                    contextsNode, "modifier '\(name)' contexts", expected: "an object")
                {
                    let names = try sources(contextEntry.value, "modifier '\(name)' context '\(contextEntry.key)'")
                    setOrder += names
                    themes.append(TokenThemes.Theme(name: contextEntry.key, group: name, sets: names))
                }
            } else {
                throw reader.error(
                    .structure, item.mark, "\(context): expected a set with 'sources' or a modifier with 'contexts'")
            }
        }
        let plans = TokenThemes.plans(
            sets: sets, themes: themes, shared: shared, setOrder: setOrder, location: reader.location(root.mark))
        let title = try member(top, "name").map { node throws(PaletteError) in try reader.string(node, "name") }
        return try TokenFiles.palettes(
            plans, name: title ?? Self.setName(ImportUnit.lastComponent(of: path)), file: path, notes: notes)
    }
}
