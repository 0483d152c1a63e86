import ColorScience
import Foundation

/// Shared steps of the design-token importers: reading a JSON or JSON5 file into a tree, finding token
/// files in a folder, and turning token sets into palettes.
enum TokenFiles {
    /// The most files read from one folder of token sets.
    static let maximumFiles = 10_000

    /// The tree of a `.json` (strict RFC 8259) or `.json5` file (`JSON5Parser`).
    /// - Throws: `PaletteError` at the syntax error ("invalid JSON: …", "invalid JSON5: …"), or at line
    ///   1 for an empty file.
    static func parse(_ contents: Data, path: String) throws(PaletteError) -> DocumentNode {
        try parse(contents, path: path, memo: nil)
    }

    /// `parse(_:path:)` of a file unit's contents, through the unit's `ParsedJSON`: the tree recognition
    /// made is read, not parsed again.
    static func parse(_ unit: ImportUnit) throws(PaletteError) -> DocumentNode {
        try parse(unit.contents ?? Data(), path: unit.path, memo: unit.parsedJSON)
    }

    /// `parse(_:path:)` of the file at `path` below the folder unit `folder` (read with `readText`),
    /// through the unit's `ParsedJSON`: the tree recognition made is read, not parsed again.
    static func parse(file path: String, of folder: ImportUnit) throws(PaletteError) -> DocumentNode {
        try parse(try folder.fileText(path), path: path, memo: folder.parsedJSON)
    }

    private static func parse(_ contents: Data, path: String, memo: ParsedJSON?) throws(PaletteError) -> DocumentNode {
        let json5 = PaletteImporters.fileExtension(of: path) == "json5"
        if contents.allSatisfy({ [0x20, 0x09, 0x0A, 0x0D].contains($0) }) {
            throw PaletteError(
                kind: .empty,
                location: SourceLocation(file: path, line: 1, column: 1),
                message: "the file is empty; expected an object of design tokens")
        }
        switch (memo ?? ParsedJSON()).document(contents, path: path, dialect: json5 ? .json5 : .json) {
        case .success(let root): return root
        case .failure(let error):
            throw PaletteError(
                kind: .syntax,
                location: SourceLocation(file: path, line: error.mark?.line ?? 0, column: error.mark?.column ?? 0),
                message: (json5 ? "invalid JSON5: " : "invalid JSON: ") + error.message)
        }
    }

    /// The `.json`/`.json5` files under `folder` (recursively, sorted, hidden names, `node_modules` and
    /// `excluded` names skipped), as paths and their names relative to the folder without extension.
    static func files(
        in folder: String, excluding excluded: Set<String> = [], suffixes: [String] = [".json", ".json5"]
    )
        -> [(path: String, setName: String)]
    {
        var found: [(path: String, setName: String)] = []
        var pending: [(path: String, relative: String)] = [(folder, "")]
        while let (path, relative) = pending.popLast(), found.count < maximumFiles {
            guard let entries = ImportUnit.folderEntries(path) else { continue }
            var folders: [(path: String, relative: String)] = []
            for name in entries where !name.hasPrefix(".") && name != "node_modules" && !excluded.contains(name) {
                let child = path.hasSuffix("/") ? path + name : path + "/" + name
                let childRelative = relative.isEmpty ? name : relative + "/" + name
                if ImportUnit.folderEntries(child) != nil {
                    folders.append((child, childRelative))
                } else if let suffix = suffixes.first(where: { name.lowercased().hasSuffix($0) }) {
                    found.append((child, String(childRelative.dropLast(suffix.count))))
                }
            }
            pending.append(contentsOf: folders.reversed())
        }
        return found
    }

    /// The palettes of `plans`, named `name` plus the combination's theme names; combinations with the
    /// same colours are one palette (`judgedOnce(_:name:)`).
    static func palettes(
        _ plans: [TokenThemes.Plan], name: String, file: String, notes: [TokenNote]
    ) throws(PaletteError) -> [Palette] {
        var palettes: [Palette] = []
        for plan in plans {
            let (tokens, resolveNotes) = try TokenLayers(stacks: plan.stacks).tokens()
            var palette = Palette(
                name: plan.themes.isEmpty ? name : "\(name) (\(plan.themes.joined(separator: ", ")))", file: file,
                tokens: tokens)
            if !plan.themes.isEmpty { palette.variant = plan.themes.joined(separator: ", ") }
            palette.brand = plan.brand
            var seen = Set<TokenNote>()
            palette.importNotes = (notes + plan.notes + resolveNotes).filter { seen.insert($0).inserted }.map(
                \.importNote)
            palettes.append(palette)
        }
        return judgedOnce(palettes, name: name)
    }

    /// Theme combinations of one source (`palettes` named `name` plus their `variant`) whose colours are the
    /// same — every token with the same values, as a theme group that changes no colour gives: Lion's
    /// `brand` themes Casual and Business differ only in `borderRadius` (tokens-studio/lion-example 545a3ae
    /// `tokens/brand/business.json`; `app/styles/semantic-casual-blue.css` and `semantic-business-blue.css`
    /// differ only in `--border-radius-default`) — as one palette, judged once: the first, whose name
    /// lists the others (`tokens (Casual, Green; also Business, Green)`, at most three, then how many more)
    /// and whose `sameColours` they are. It keeps the notes of all of them (each once), after a skipped
    /// note saying which it judges.
    ///
    /// So are combinations that differ only in which of their shared colours some names point to
    /// (`repointed(_:_:)`): a "main colour" theme group whose themes each set `main.background` to
    /// `{color.accent.background}`, `{color.danger.background}`, … brings no colour the first combination
    /// lacks; each pair the others would form through `main.*` is a pair of the colours it points to, judged
    /// under their own names. Judging each again would repeat every finding once per theme.
    static func judgedOnce(_ palettes: [Palette], name: String) -> [Palette] {
        var result: [Palette] = []
        // Per palette of `result`, the variants that re-point names, and the names they re-point.
        var repointing: [Int: (variants: [String], names: [String])] = [:]
        // The palettes of `result` with a variant by the hash of their tokens, and by `looseHash`: only
        // those are compared, so many combinations of many colours cost their size, not its square.
        var byHash: [Int: [Int]] = [:]
        var byLooseHash: [Int: [Int]] = [:]
        for palette in palettes {
            guard let variant = palette.variant else {
                result.append(palette)
                continue
            }
            let hash = palette.tokens.hashValue
            let loose = looseHash(palette.tokens)
            var index = byHash[hash]?.first { result[$0].tokens == palette.tokens }
            if index == nil {
                for candidate in byLooseHash[loose] ?? [] {
                    guard let names = repointed(result[candidate].tokens, palette.tokens) else { continue }
                    index = candidate
                    var moved = repointing[candidate] ?? ([], [])
                    moved.variants.append(variant)
                    moved.names += names.filter { !moved.names.contains($0) }
                    repointing[candidate] = moved
                    break
                }
            }
            guard let index else {
                byHash[hash, default: []].append(result.count)
                byLooseHash[loose, default: []].append(result.count)
                result.append(palette)
                continue
            }
            result[index].sameColours.append(variant)
            var known = Set(result[index].importNotes)
            result[index].importNotes += palette.importNotes.filter { known.insert($0).inserted }
        }
        for index in result.indices {
            guard let variant = result[index].variant, !result[index].sameColours.isEmpty else { continue }
            let others = result[index].sameColours
            let shown =
                others.count > 3
                ? others.prefix(3).joined(separator: "; ") + "; \(others.count - 3) more"
                : others.joined(separator: "; ")
            result[index].name = "\(name) (\(variant); also \(shown))"
            let moved = repointing[index]
            let same = others.filter { !(moved?.variants.contains($0) ?? false) }
            var notes: [ImportNote] = []
            if !same.isEmpty {
                notes.append(
                    judgedOnceNote(
                        themes: same, first: variant, file: result[index].file,
                        saying: "the same colours as '\(variant)'"))
            }
            if let moved {
                let names =
                    moved.names.prefix(5).joined(separator: ", ")
                    + (moved.names.count > 5 ? ", … (\(moved.names.count) names)" : "")
                notes.append(
                    judgedOnceNote(
                        themes: moved.variants, first: variant, file: result[index].file,
                        saying: "the colours of '\(variant)', only pointing \(names) at others of them",
                        then: " (the pairs those names would form are judged under the names they point to)"))
            }
            result[index].importNotes.insert(contentsOf: notes, at: 0)
        }
        return result
    }

    /// The skipped note of `judgedOnce(_:name:)`: "the theme(s) 'A', 'B' give(s) `what`: judged once, as
    /// 'first'" and `then`, at `file`.
    private static func judgedOnceNote(
        themes: [String], first: String, file: String, saying what: String, then: String = ""
    ) -> ImportNote {
        let listed = themes.map { "'\($0)'" }.joined(separator: ", ")
        let verb = themes.count == 1 ? "theme \(listed) gives" : "themes \(listed) give"
        return ImportNote(
            kind: .skipped, token: nil,
            reason: "the \(verb) \(what): judged once, as '\(first)'\(then)",
            location: SourceLocation(file: file))
    }

    /// A hash equal for token lists that `repointed(_:_:)` may find the same: each token's name and, for one
    /// whose every value is an alias, only its appearances, suppressions and unresolved appearances.
    static func looseHash(_ tokens: [ColorToken]) -> Int {
        var hasher = Hasher()
        for token in tokens {
            if token.values.values.allSatisfy({ $0.aliasOf != nil }) {
                hasher.combine(token.name)
                hasher.combine(Set(token.values.keys))
                hasher.combine(token.suppressions)
                hasher.combine(token.unresolvedAppearances)
            } else {
                hasher.combine(token)
            }
        }
        return hasher.finalize()
    }

    /// The names `other` points at other colours than `first` does, when that is all that differs: the same
    /// tokens in the same order, each the same except tokens that are aliases in both, in every appearance,
    /// to tokens that are the same in both (with their colour, no alpha or modifier of their own); else
    /// `nil` (and `nil` when nothing differs).
    static func repointed(_ first: [ColorToken], _ other: [ColorToken]) -> [String]? {
        guard first.count == other.count else { return nil }
        var differing: [(ColorToken, ColorToken)] = []
        for (a, b) in zip(first, other) {
            guard a.name == b.name else { return nil }
            if a != b { differing.append((a, b)) }
        }
        guard !differing.isEmpty else { return nil }
        let changed = Set(differing.map(\.0.name))
        var byName: [String: ColorToken] = [:]
        for token in first where byName[token.name] == nil { byName[token.name] = token }
        for (a, b) in differing {
            guard a.values.keys == b.values.keys, a.suppressions == b.suppressions,
                a.unresolvedAppearances == b.unresolvedAppearances
            else { return nil }
            for (appearance, valueA) in a.values {
                guard let valueB = b.values[appearance] else { return nil }
                for value in [valueA, valueB] {
                    guard let target = value.aliasOf, !changed.contains(target),
                        let pointed = byName[target]?.values[appearance], pointed.color == value.color
                    else { return nil }
                }
            }
        }
        return differing.map(\.0.name)
    }

    /// Whether the first megabyte of `contents` holds `needle` (a cheap look for recognising formats).
    static func mentions(_ contents: Data, _ needle: String) -> Bool {
        contents.prefix(1 << 20).range(of: Data(needle.utf8)) != nil
    }
}
