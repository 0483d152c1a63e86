import ColorScience
import Foundation

/// Reads Adobe Spectrum's token sources (adobe/spectrum-design-data, formerly adobe/spectrum-tokens,
/// `packages/tokens/src/*.json`: `color-palette.json`, `semantic-color-palette.json`,
/// `color-aliases.json`, `icons.json`…; `SpectrumReader` documents a file) as the colour themes their
/// `sets` define (`SpectrumThemes`): one palette with an appearance per colour theme (`light`, `dark`,
/// and `darkest` on the dark scheme in older releases), `wireframe` noted and not audited.
///
/// - **The unit** is a folder of such `.json` files (what Spectrum's Style Dictionary build reads,
///   `src/**/*.json`), or one file. Aliases `{gray-800}` and `$ref` uuids resolve across the files of
///   the unit, per theme: an alias in a token's `dark` set takes the target's `dark` value
///   (`TokenLayers`, one stack per theme holding every file).
/// - **Colour tokens** are those with a colour value, those whose aliases lead to one, and those
///   aliasing a name the unit does not define when the token is typed as a colour (`$schema`
///   `color.json`/`color-set.json`) or named for one (a `color` word): that alias is an
///   `unresolved-reference` note, never a value. Aliases to opacities, dimensions and other tokens
///   that are no colour are not colour tokens.
/// - **Alias cycles** among colour tokens are an error (`TokenLayers`); among tokens that reach no
///   colour (`alias.json` tokens aliasing each other) an `unresolved-reference` note per cycle
///   (`SpectrumAliasCycles`), not left out unsaid.
/// - **Other set names** (systems `spectrum`/`express`, scales) multiply into palettes, one per
///   combination (`TokenThemes.maximumCombinations` at most; more is an error).
///
/// Confidence (`recognitionReason(for:)` says why): a `.json` file that is an object of token objects
/// (`value`, `sets` or `$ref`, no `$value`) showing Spectrum — a token whose `sets` name a colour theme
/// (`light`, `dark`, `darkest`, `wireframe`…) or a Spectrum `$schema` (`…/token-types/color-set.json`)
/// — is 75 (above Style Dictionary and Tokens Studio, which read `value` tokens too); a folder whose
/// `.json` files below it are all such objects and one shows Spectrum, holding one itself or having them
/// in two or more sub-folders, is 80.
public struct SpectrumImporter: PaletteImporter {
    /// `spectrum`.
    public let formatName = "spectrum"

    /// Creates the importer.
    public init() {}

    /// What a file shows: whether it is an object of token objects, and the first sign of Spectrum.
    struct Shape {
        var isTokenFile = false
        var marker: String?
    }

    /// The shape of a file unit's first 16 MiB, parsed once for every importer (`ParsedJSON`).
    static func shape(_ unit: ImportUnit) -> Shape {
        shape(unit.contents ?? Data()) { unit.recognitionDocument(.json) }
    }

    /// The shape of `contents`, whose first 16 MiB `parse` gives as JSON (called only when the text
    /// mentions tokens).
    static func shape(_ contents: Data, parse: () -> DocumentNode?) -> Shape {
        guard TokenFiles.mentions(contents, "\"value\"") || TokenFiles.mentions(contents, "\"$ref\""),
            !TokenFiles.mentions(contents, "\"$value\""),
            let root = parse(),
            case .mapping(let top) = root.content,
            !top.contains(where: { $0.key == "$themes" || $0.key == "$metadata" })
        else { return Shape() }
        var shape = Shape()
        var tokens = 0
        var objects = true
        for entry in top where !entry.key.hasPrefix("$") {
            guard case .mapping(let members) = entry.value.content else {
                objects = false
                continue
            }
            if SpectrumReader.isToken(members) { tokens += 1 }
            if shape.marker == nil { shape.marker = marker(entry.key, members) }
        }
        shape.isTokenFile = objects && tokens > 0
        return shape
    }

    /// The sign of Spectrum in token `name` (its members), if any: a Spectrum `$schema`, or `sets`
    /// (at most four levels down) naming a colour theme.
    private static func marker(_ name: String, _ members: [DocumentNode.Entry]) -> String? {
        if let schema = members.first(where: { $0.key == "$schema" })?.value.scalarText,
            schema.contains("/token-types/"), schema.lowercased().contains("spectrum")
        {
            return "a Spectrum $schema '\(schema.split(separator: "/").last ?? "")'"
        }
        var pending: [(members: [DocumentNode.Entry], depth: Int)] = [(members, 0)]
        while let (current, depth) = pending.popLast(), depth < 4 {
            guard let sets = current.first(where: { $0.key == "sets" })?.value,
                case .mapping(let named) = sets.content
            else { continue }
            var themes: [String] = []
            for set in named {
                guard case .mapping(let setMembers) = set.value.content, SpectrumReader.isToken(setMembers) else {
                    continue
                }
                if SpectrumThemes.meaning(of: set.key) != .choice { themes.append(set.key) }
                pending.append((setMembers, depth + 1))
            }
            if !themes.isEmpty {
                return "a token '\(name)' with colour-theme sets " + themes.joined(separator: ", ")
            }
        }
        return nil
    }

    /// The token files of a folder that is a unit of Spectrum sources and the first sign of Spectrum, or
    /// `nil` (see the type).
    func folderFiles(_ unit: ImportUnit) -> (files: [(path: String, setName: String)], marker: String)? {
        guard let entries = unit.entries, !entries.contains("$themes.json"), !entries.contains("$metadata.json")
        else { return nil }
        let files = TokenFiles.files(in: unit.path, suffixes: [".json"])
        guard !files.isEmpty else { return nil }
        let tops = Set(
            files.map {
                $0.setName.split(separator: "/", maxSplits: 1).count > 1 ? $0.setName.prefix { $0 != "/" } : ""
            })
        guard tops.contains("") || tops.count >= 2 else { return nil }
        var marker: String?
        for file in files {
            guard let data = try? unit.fileText(file.path) else { return nil }
            let shape = Self.shape(data) { unit.fileRecognitionDocument(file.path, .json) }
            guard shape.isTokenFile else { return nil }
            if marker == nil, let found = shape.marker { marker = "\(found) in \(file.setName).json" }
        }
        return marker.map { (files, $0) }
    }

    /// How sure the importer is (see the type).
    public func confidence(for unit: ImportUnit) -> ImportConfidence {
        if unit.isFolder { return folderFiles(unit) == nil ? .none : ImportConfidence(80) }
        guard unit.contents != nil, unit.fileExtension == "json" || unit.isSniffed else { return .none }
        let shape = Self.shape(unit)
        return shape.isTokenFile && shape.marker != nil ? ImportConfidence(75) : .none
    }

    /// Why a file or folder reads as Spectrum's token sources.
    public func recognitionReason(for unit: ImportUnit) -> String? {
        if unit.isFolder {
            guard let (files, marker) = folderFiles(unit) else { return nil }
            return "a folder of \(files.count) Spectrum token files (tokens with 'value' or 'sets'): \(marker)"
        }
        guard unit.contents != nil, let marker = Self.shape(unit).marker else { return nil }
        return "Spectrum tokens (tokens with 'value' or 'sets'): \(marker)"
    }

    /// Reads the unit (see the type).
    /// - Throws: `PaletteError` for malformed JSON or tokens (`SpectrumReader`), alias cycles, and
    ///   set names combining into too many palettes; every file's problems together.
    public func importPalettes(_ unit: ImportUnit) throws(PaletteError) -> [Palette] {
        let files: [(path: String, setName: String)]
        if unit.isFolder {
            guard let found = folderFiles(unit) else {
                throw PaletteError(
                    kind: .unrecognizedFormat,
                    location: SourceLocation(file: unit.path),
                    message: "not a folder of Spectrum token files; expected .json files of tokens with 'value' "
                        + "or 'sets' (light, dark, wireframe), as adobe/spectrum-tokens' packages/tokens/src")
            }
            files = found.files
        } else {
            // A file of `value` tokens without a sign of Spectrum is another format's (Style Dictionary,
            // Tokens Studio): not read as Spectrum's even when chosen, so no other format's file is offered
            // as one.
            if unit.contents != nil, Self.shape(unit).marker == nil {
                _ = try TokenFiles.parse(unit)
                throw PaletteError(
                    kind: .unrecognizedFormat,
                    location: SourceLocation(file: unit.path, line: 1, column: 1),
                    message: "not a Spectrum token file: no token has sets named for a colour theme (light, dark, "
                        + "wireframe…) or a Spectrum $schema; expected tokens as adobe/spectrum-tokens' "
                        + "packages/tokens/src")
            }
            files = [(unit.path, DTCGImporter.setName(unit.name))]
        }
        var errors = PaletteErrorList()
        var read: [(path: String, setName: String, tokens: [SpectrumReader.Token])] = []
        for file in files {
            let tokens = errors.attempt { () throws(PaletteError) in
                let root =
                    unit.isFolder
                    ? try TokenFiles.parse(file: file.path, of: unit) : try TokenFiles.parse(unit)
                return try SpectrumReader(path: file.path).read(root)
            }
            if let tokens { read.append((file.path, file.setName, tokens)) }
        }
        try errors.throwIfAny()
        let place = unit.isFolder ? "the folder \(unit.name)" : unit.name
        let name = unit.isFolder ? unit.name : DTCGImporter.setName(unit.name)
        let plans = try Self.plans(read, place: place, location: SourceLocation(file: unit.path))
        return try TokenFiles.palettes(plans, name: name, file: unit.path, notes: [])
    }

    /// The palettes to build from the files' tokens (see the type and `SpectrumThemes`).
    static func plans(
        _ files: [(path: String, setName: String, tokens: [SpectrumReader.Token])], place: String,
        location: SourceLocation
    ) throws(PaletteError) -> [TokenThemes.Plan] {
        let all = files.flatMap(\.tokens)
        var byUUID: [String: String] = [:]
        for token in all {
            for uuid in token.uuids where byUUID[uuid] == nil { byUUID[uuid] = token.name }
        }
        let colours = colourTokens(all, byUUID: byUUID)
        // Themes, the theme left out, and groups of other set names, over the colour tokens.
        var appearances = Set<Appearance>()
        var alternative: (name: String, location: SourceLocation, count: Int)?
        var groups: [[String]] = []
        for token in all where colours.contains(token.name) {
            var counted = false
            for sets in SpectrumThemes.setLists(token.value) {
                if SpectrumThemes.isThemeLevel(sets) {
                    for set in sets {
                        switch SpectrumThemes.meaning(of: set.name) {
                        case .appearance(let appearance): appearances.insert(appearance)
                        case .alternative:
                            if alternative == nil { alternative = (set.name, set.location, 0) }
                            if !counted { alternative?.count += 1 }
                            counted = true
                        case .choice: break
                        }
                    }
                } else {
                    let names = sets.map(\.name)
                    let joined = groups.indices.filter { !Set(groups[$0]).isDisjoint(with: names) }
                    var group: [String] = []
                    for index in joined { group += groups[index] }
                    for name in names where !group.contains(name) { group.append(name) }
                    for index in joined.reversed() { groups.remove(at: index) }
                    groups.insert(group, at: joined.first ?? groups.count)
                }
            }
        }
        var combinations: [[String]] = [[]]
        for group in groups {
            guard combinations.count * group.count <= TokenThemes.maximumCombinations else {
                throw PaletteError(
                    kind: .limitExceeded,
                    location: location,
                    message: "the sets of \(place) combine into more than \(TokenThemes.maximumCombinations) "
                        + "palettes (" + groups.map { $0.joined(separator: "|") }.joined(separator: " × ")
                        + "); expected fewer set names besides the colour themes")
            }
            combinations = combinations.flatMap { combination in group.map { combination + [$0] } }
        }
        var notes: [TokenNote] = []
        if let alternative {
            notes.append(
                TokenNote(
                    isUnresolved: false, token: nil,
                    reason: "the '\(alternative.name)' sets of \(alternative.count) tokens are Spectrum's "
                        + "\(alternative.name) theme, chosen instead of light or dark, not an appearance: not audited",
                    location: alternative.location))
        }
        let themes = appearances.sorted()
        // Alias cycles among the tokens that are not colours, followed in every theme any token has.
        var cycleThemes = Set<Appearance>()
        for token in all {
            for sets in SpectrumThemes.setLists(token.value) {
                for set in sets {
                    if case .appearance(let appearance) = SpectrumThemes.meaning(of: set.name) {
                        cycleThemes.insert(appearance)
                    }
                }
            }
        }
        return combinations.map { combination in
            let chosen = Set(combination)
            var planNotes =
                notes
                + SpectrumAliasCycles.notes(
                    all, colours: colours, byUUID: byUUID, themes: [nil] + cycleThemes.sorted().map(Optional.some),
                    chosen: chosen)
            let sets = files.map { file in
                var set = TokenSet(name: file.setName, file: file.path, entries: [])
                for token in file.tokens where colours.contains(token.name) {
                    var values: [Appearance: TokenExpression] = [:]
                    func expression(_ leaf: SpectrumReader.Leaf?) -> TokenExpression? {
                        guard let leaf else { return nil }
                        if let expression = leaf.expression { return expression }
                        guard let uuid = leaf.reference else { return nil }
                        guard let target = byUUID[uuid] else {
                            planNotes.append(
                                TokenNote(
                                    isUnresolved: true, token: token.name,
                                    reason: "'$ref' \(uuid) names no token of \(place)", location: token.location))
                            return nil
                        }
                        return .alias(target: target, alpha: nil, written: "$ref \(uuid)", location: token.location)
                    }
                    for theme in themes.isEmpty ? [nil] : themes.map(Optional.some) {
                        let (leaf, themed) = SpectrumThemes.leaf(token.value, in: theme, chosen: chosen)
                        guard themed, let theme else {
                            if let value = expression(leaf) { values[.any] = value }
                            break
                        }
                        if let value = expression(leaf) { values[theme] = value }
                    }
                    guard !values.isEmpty else { continue }
                    var entry = TokenSet.Entry(name: token.name, location: token.location, values: values)
                    entry.documentation = token.documentation
                    set.entries.append(entry)
                }
                return set
            }
            let stacks =
                themes.isEmpty
                ? [TokenLayers.Stack(appearance: .any, sets: sets)]
                : themes.map { TokenLayers.Stack(appearance: $0, sets: sets, fallback: $0.isTheme ? $0.base : nil) }
            var seen = Set<TokenNote>()
            return TokenThemes.Plan(
                themes: combination, stacks: stacks, notes: planNotes.filter { seen.insert($0).inserted })
        }
    }

    /// The names of the colour tokens of `tokens` (see the type): a colour value, or an alias leading to
    /// a colour token, or to no token when the token is typed or named as a colour.
    static func colourTokens(_ tokens: [SpectrumReader.Token], byUUID: [String: String]) -> Set<String> {
        let names = Set(tokens.map(\.name))
        var colours = Set<String>()
        var referrers: [String: [String]] = [:]
        var queue: [String] = []
        for token in tokens {
            var direct = false
            for leaf in SpectrumThemes.leaves(token.value) {
                let target: String?
                switch leaf.expression {
                case .color, .unsupported:
                    direct = true
                    target = nil
                case .alias(let name, _, _, _): target = name
                case nil: target = leaf.reference.map { byUUID[$0] ?? $0 }
                }
                guard let target else { continue }
                let known =
                    names.contains(target)
                    ? target
                    : [".value", ".$value"].lazy.filter { target.hasSuffix($0) }.map {
                        String(target.dropLast($0.count))
                    }
                    .first { names.contains($0) }
                if let known {
                    referrers[known, default: []].append(token.name)
                    // Typed as a colour, it is one even when its aliases lead to no colour (a cycle,
                    // reported as such when resolved, not left out unsaid).
                    if token.isColourTyped { direct = true }
                } else if token.isColourTyped
                    || RoleInference.splitWords(token.name).contains(where: { $0 == "color" || $0 == "colour" })
                {
                    direct = true
                }
            }
            if direct, colours.insert(token.name).inserted { queue.append(token.name) }
        }
        while let name = queue.popLast() {
            for referrer in referrers[name] ?? [] where colours.insert(referrer).inserted { queue.append(referrer) }
        }
        return colours
    }
}
