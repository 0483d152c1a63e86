import ColorScience
import Foundation

/// A theme declared in `.coloraudit.yml` for token files whose layout ColorAudit does not recognise by
/// itself:
///
/// ```yaml
/// themes:
///   light: { files: [tokens/base/light.json5, tokens/semantic.json5] }
///   dark: { files: [tokens/base/dark.json5, tokens/semantic.json5], overrides: dark, base: dark }
///   midnight: { files: ["tokens/base/dark.json5", "tokens/midnight/*.json"], base: dark, increasedContrast: false }
/// ```
///
/// - `files` (required): paths or globs (`Glob`; `**` crosses folders), relative to the configuration
///   file's folder, read in order, a later file's token replacing an earlier one's. Each must match a
///   file (searched below that folder, hidden folders, `node_modules` and `build` skipped).
/// - `overrides`: the key of a token's per-theme values (`$extensions["org.primer.overrides"]` or a mode
///   of `$extensions`) the theme takes before the token's own value.
/// - `base`: `light` or `dark`; may be left out when the name says it (`dark-dimmed`, `light`).
/// - `increasedContrast`: `true` for an increased-contrast theme (default: what the name says,
///   `dark-high-contrast`, else `false`).
///
/// The files become one palette, `themes`, with an appearance per theme (`DeclaredThemes`), read
/// when an audited path holds one of them; they are not read alone.
public struct ThemeDeclaration: Sendable, Hashable {
    /// The theme's name.
    public var name: String
    /// The file patterns as written.
    public var files: [String]
    /// `overrides:`, when written.
    public var overrides: String?
    /// The scheme.
    public var base: Appearance.Scheme
    /// Whether it is an increased-contrast theme.
    public var increasedContrast: Bool
    /// The files matched, absolute and standardized, in pattern order (each pattern's in path order).
    public var matched: [String] = []

    /// The keys of one theme.
    static let keys = ["files", "overrides", "base", "increasedContrast"]
    /// The most files searched below the configuration's folder for the patterns.
    static let searchLimit = 20_000
    /// The most path matches `themes:` tries in all (a wildcard pattern tries every file listed; a
    /// pattern without wildcards is looked up): 10,000 globs over 20,000 files would otherwise try
    /// 2 × 10⁸ and run for minutes.
    static let pathMatchLimit = 500_000

    /// The appearance the theme is.
    public var appearance: Appearance {
        Appearance(theme: name, scheme: base, increasedContrast: increasedContrast)
    }

    /// The theme as the importers read it.
    public var declared: DeclaredTheme {
        DeclaredTheme(appearance: appearance, files: matched, overrideKey: overrides)
    }

    /// Reads `themes:` (see the type); patterns are matched below `folder`.
    /// - Throws: `ConfigurationError` at the line and column of every problem: not a mapping, an unknown
    ///   key, a missing or empty `files`, a pattern that is malformed or matches no file, a base that
    ///   is not light or dark or that the name contradicts, a name that is not a theme name.
    static func read(_ node: DocumentNode, reader: NodeReader, folder: String) throws(ConfigurationError)
        -> [ThemeDeclaration]
    {
        var errors = PaletteErrorList()
        var declarations: [ThemeDeclaration] = []
        let entries =
            errors.attempt { () throws(PaletteError) in
                try reader.mapping(node, "themes", expected: "a mapping of theme names to {files, base, …}")
            } ?? []
        var listing: [String]?
        var pathMatches = pathMatchLimit
        for entry in entries {
            let context = "themes '\(entry.key)'"
            do throws(PaletteError) {
                if let declaration = try read(
                    entry, context: context, reader: reader, folder: folder, listing: &listing,
                    pathMatches: &pathMatches, errors: &errors)
                {
                    declarations.append(declaration)
                }
            } catch {
                errors.record(error)
            }
        }
        do {
            try errors.throwIfAny()
        } catch {
            throw ConfigurationError(error)
        }
        return declarations
    }

    private static func read(
        _ entry: DocumentNode.Entry, context: String, reader: NodeReader, folder: String, listing: inout [String]?,
        pathMatches: inout Int, errors: inout PaletteErrorList
    ) throws(PaletteError) -> ThemeDeclaration? {
        let name = entry.key
        let validName =
            !name.isEmpty && name != "any"
            && name.allSatisfy { RoleInference.isWordLetter($0) || "0123456789-_".contains($0) }
        guard validName else {
            throw reader.error(
                .invalidValue,
                entry.keyMark, "\(context): expected a theme name (letters, digits, '-' and '_', not 'any')")
        }
        let members = try reader.mapping(entry.value, context, expected: "a mapping with files, base, overrides")
        try reader.checkKeys(members, allowed: keys, context)
        func member(_ key: String) -> DocumentNode? { members.first { $0.key == key }?.value }
        let named = Appearance(rawValue: name) ?? TokenThemeName.appearance(of: name)
        var base = named?.scheme
        if let node = member("base") {
            let text = try reader.string(node, "\(context) base", expected: "light or dark")
            guard let scheme = Appearance.Scheme(rawValue: text) else {
                throw reader.error(
                    .invalidValue, node.contentMark,
                    "\(context) base: expected light or dark, found '\(text)'")
            }
            if let standard = Appearance(rawValue: name), standard.scheme != scheme {
                throw reader.error(
                    .invalidValue,
                    node.contentMark, "\(context) base: the appearance '\(name)' is \(standard.scheme!.rawValue)")
            }
            base = scheme
        }
        guard let base else {
            throw reader.error(
                .structure,
                entry.keyMark, "\(context): expected 'base: light' or 'base: dark' (the name does not say)")
        }
        var increasedContrast = named?.isIncreasedContrast ?? false
        if let node = member("increasedContrast") {
            increasedContrast = try reader.flag(node, "\(context) increasedContrast")
            if let standard = Appearance(rawValue: name), standard.isIncreasedContrast != increasedContrast {
                throw reader.error(
                    .invalidValue,
                    node.contentMark,
                    "\(context) increasedContrast: the appearance '\(name)' is "
                        + (standard.isIncreasedContrast ? "" : "not ") + "increased contrast")
            }
        }
        let overrides = try member("overrides").map { node throws(PaletteError) in
            try reader.string(node, "\(context) overrides", expected: "an override or mode key (dark)")
        }
        guard let filesNode = member("files") else {
            throw reader.error(
                .structure, entry.value.mark, "\(context): expected 'files', a list of token files")
        }
        let items = try reader.sequence(filesNode, "\(context) files", expected: "a list of paths or globs")
        guard !items.isEmpty else {
            throw reader.error(.structure, filesNode.mark, "\(context) files: expected at least one file")
        }
        var patterns: [String] = []
        var matched: [String] = []
        var taken = Set<String>()
        for item in items {
            guard
                let text = errors.attempt({ () throws(PaletteError) in
                    try reader.string(item, "\(context) files", expected: "a path or glob")
                })
            else { continue }
            patterns.append(text)
            let glob: Glob
            do {
                glob = try Glob(text.hasPrefix("./") ? String(text.dropFirst(2)) : text)
            } catch {
                errors.record(reader.error(.invalidValue, item.mark, "\(context) files: \(error)"))
                continue
            }
            if listing == nil { listing = files(below: folder) }
            let all = listing ?? []
            let found: [String]
            if let literal = glob.literalText {
                // `all` is sorted: a binary search keeps 10,000 literal paths cheap too.
                var low = 0
                var high = all.count
                while low < high {
                    let middle = (low + high) / 2
                    if all[middle] < literal { low = middle + 1 } else { high = middle }
                }
                found = low < all.count && all[low] == literal ? [literal] : []
            } else {
                pathMatches -= all.count
                guard pathMatches >= 0 else {
                    errors.record(
                        reader.error(
                            .invalidValue,
                            item.mark,
                            "\(context) files: '\(text)' is past the \(pathMatchLimit) path matches themes: may "
                                + "try (\(all.count) files below \(folder)); expected fewer wildcard patterns"))
                    continue
                }
                found = all.filter { glob.matchesPath($0) }
            }
            guard !found.isEmpty else {
                errors.record(
                    reader.error(
                        .unresolvedReference, item.mark, "\(context) files: '\(text)' matches no file below \(folder)"
                    ))
                continue
            }
            for path in found.map({ folder == "/" ? "/" + $0 : folder + "/" + $0 }) where taken.insert(path).inserted {
                matched.append(path)
            }
        }
        return ThemeDeclaration(
            name: name, files: patterns, overrides: overrides, base: base, increasedContrast: increasedContrast,
            matched: matched)
    }

    /// The files below `folder`, relative to it, sorted (hidden names, `node_modules`, `build` skipped;
    /// at most `searchLimit`).
    static func files(below folder: String) -> [String] {
        var found: [String] = []
        var pending: [(path: String, relative: String)] = [(folder, "")]
        let manager = FileManager.default
        while let (path, relative) = pending.popLast(), found.count < searchLimit {
            guard let names = try? manager.contentsOfDirectory(atPath: path) else { continue }
            for name in names.sorted().reversed()
            where !name.hasPrefix(".") && !PaletteDiscovery.skippedFolderNames.contains(name) {
                let child = path + "/" + name
                let childRelative = relative.isEmpty ? name : relative + "/" + name
                var isDirectory: ObjCBool = false
                guard manager.fileExists(atPath: child, isDirectory: &isDirectory) else { continue }
                if isDirectory.boolValue {
                    pending.append((child, childRelative))
                } else {
                    found.append(childRelative)
                }
            }
        }
        return found.sorted()
    }

    /// The lines of `themes:` for `config --dump` (`themes: {}` when there are none).
    static func dumpLines(_ themes: [ThemeDeclaration], quoted: (String) -> String) -> [String] {
        guard !themes.isEmpty else { return ["themes: {}"] }
        var lines = ["themes:"]
        for theme in themes {
            lines.append("  \(quoted(theme.name)):")
            lines.append("    files: [\(theme.files.map(quoted).joined(separator: ", "))]")
            if let overrides = theme.overrides { lines.append("    overrides: \(quoted(overrides))") }
            lines.append("    base: \(theme.base.rawValue)")
            lines.append("    increasedContrast: \(theme.increasedContrast)")
        }
        return lines
    }
}
