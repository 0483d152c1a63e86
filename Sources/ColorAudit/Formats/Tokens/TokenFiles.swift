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
    /// lists the others (`tokens (Casual, Green; also Business, Green)`) and whose `sameColours` they are.
    /// It keeps the notes of all of them (each once), after a skipped note saying which it judges.
    static func judgedOnce(_ palettes: [Palette], name: String) -> [Palette] {
        var result: [Palette] = []
        for palette in palettes {
            guard let variant = palette.variant,
                let index = result.firstIndex(where: { $0.variant != nil && $0.tokens == palette.tokens })
            else {
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
            result[index].name = "\(name) (\(variant); also \(others.joined(separator: "; ")))"
            let listed = others.map { "'\($0)'" }.joined(separator: ", ")
            let verb = others.count == 1 ? "theme \(listed) gives" : "themes \(listed) give"
            result[index].importNotes.insert(
                ImportNote(
                    kind: .skipped, token: nil,
                    reason: "the \(verb) the same colours as '\(variant)': judged once, as '\(variant)'",
                    location: SourceLocation(file: result[index].file)),
                at: 0)
        }
        return result
    }

    /// Whether the first megabyte of `contents` holds `needle` (a cheap look for recognising formats).
    static func mentions(_ contents: Data, _ needle: String) -> Bool {
        contents.prefix(1 << 20).range(of: Data(needle.utf8)) != nil
    }
}
