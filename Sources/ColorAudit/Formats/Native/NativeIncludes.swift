import ColorScience
import Foundation

/// Reads `include:` of a native palette — a *side file* that brings in palettes of any format (asset
/// catalogs, DTCG or Tokens Studio tokens, CSS, Android resources, other native palettes) so that pairs,
/// groups and rules can be declared over their token names. The rules are documented on
/// `NativePaletteImporter`.
///
/// Each item is a path (a string), relative to the side file's folder (absolute paths as written; for
/// standard input, relative to the current directory). A path is read the way `coloraudit audit` reads a
/// path it is given (`PaletteDiscovery`): a file by the surest importer, a folder that a format claims as
/// a whole (a `.xcassets` catalog, an Android `res/`, a token set) as one unit, any other folder walked.
/// Included side files may include further files; a file that includes itself, directly or through
/// others, is an include cycle. A file or folder that gives several palettes (token themes that are not
/// appearances) contributes the first; the others are listed as skipped import notes.
struct NativeIncludes {
    /// What the includes gave: their palettes (every palette of every path, in the order written) and
    /// the paths as resolved, for messages.
    struct Included {
        /// The included palettes, after their own post-import pass.
        var palettes: [Palette] = []
        /// The resolved paths, in the order written.
        var paths: [String] = []
    }

    /// The side files being read, outermost first (standardized, symbolic links resolved), carried across
    /// the importer protocol so that an include cycle is found however it closes.
    @TaskLocal static var chain: [String] = []
    /// The deepest nesting of side files including side files.
    static let maximumDepth = 16

    let reader: NodeReader

    /// Reads every included path of `node` (a path or a list of paths).
    /// - Throws: `PaletteError` at the include item for a path that is not a string or empty, a path that
    ///   does not exist, a path in which no format ColorAudit reads is found, an include cycle (naming
    ///   every file of it) or nesting deeper than `maximumDepth`; an included file's own error is passed on
    ///   with "(included from FILE:LINE)" added to its message.
    func read(_ node: DocumentNode) throws(PaletteError) -> Included {
        let items: [DocumentNode]
        if case .sequence(let list) = node.content { items = list } else { items = [node] }
        let expected = "a path (relative to this file) of a palette, token file, CSS file, asset catalog or folder"
        guard !items.isEmpty else {
            throw reader.error(.structure, node.mark, "include: expected at least one path: \(expected)")
        }
        let me = Self.identity(reader.path)
        let chain = Self.chain.isEmpty || Self.chain.last != me ? Self.chain + [me] : Self.chain
        var included = Included()
        // Every item is read even when an earlier one fails (`PaletteError.further`).
        var errors = PaletteErrorList()
        for item in items {
            let read = errors.attempt { () throws(PaletteError) in
                try include(item, chain: chain, expected: expected)
            }
            guard let read else { continue }
            included.palettes += read.palettes
            included.paths.append(read.path)
        }
        try errors.throwIfAny()
        return included
    }

    /// One item of `include:`: its palettes and its resolved path (see `read`).
    private func include(_ item: DocumentNode, chain: [String], expected: String) throws(PaletteError) -> (
        palettes: [Palette], path: String
    ) {
        let written = try reader.string(item, "include", expected: expected)
        guard !written.isEmpty else {
            throw reader.error(.invalidValue, item.mark, "include: expected \(expected), found ''")
        }
        let path = Self.resolve(written, relativeTo: reader.path)
        guard FileManager.default.fileExists(atPath: path) else {
            let problem = InputReading.problem(with: path) ?? "no such file or folder"
            throw reader.error(
                .unreadable,
                item.mark, "include '\(written)': \(problem)" + (path == written ? "" : " (looked for \(path))"))
        }
        let identity = Self.identity(path)
        if let start = chain.firstIndex(of: identity) {
            let cycle = (chain[start...] + [identity]).map { Self.display($0) }.joined(separator: " → ")
            throw reader.error(.referenceCycle, item.mark, "include '\(written)': include cycle: \(cycle)")
        }
        guard chain.count < Self.maximumDepth else {
            throw reader.error(
                .limitExceeded,
                item.mark, "include '\(written)': side files nested deeper than \(Self.maximumDepth) levels")
        }
        let here = "\(reader.path):\(item.mark.line)"
        let palettes: [Palette]
        do {
            palettes = try Self.$chain.withValue(chain) { () throws -> [Palette] in
                let units = try PaletteDiscovery().discoverAll([path]).units
                guard !units.isEmpty else {
                    throw reader.error(
                        .unrecognizedFormat,
                        item.mark,
                        "include '\(written)': nothing ColorAudit can read was found there (formats: "
                            + PaletteImporters.standard.formatNames.joined(separator: ", ") + ")")
                }
                // One palette per unit: a unit that gives several (token themes that are not
                // appearances) contributes its first, and the others are noted.
                var palettes: [Palette] = []
                for unit in units {
                    var read = try unit.importPalettes()
                    guard !read.isEmpty else { continue }
                    var first = read.removeFirst()
                    for other in read {
                        first.importNotes.append(
                            ImportNote(
                                kind: .skipped, token: nil,
                                reason: "palette '\(other.name ?? other.file)' not included: a side file "
                                    + "includes the first palette of each file or folder",
                                location: SourceLocation(file: other.file)))
                    }
                    palettes.append(first)
                }
                return palettes
            }
        } catch let error as PaletteError {
            guard error.location.file != reader.path else { throw error }
            var passed = error
            if !passed.message.contains("(included from ") { passed.message += " (included from \(here))" }
            throw passed
        } catch {
            throw reader.error(.unreadable, item.mark, "include '\(written)': \(error)")
        }
        return (palettes, path)
    }

    /// `written` relative to the folder of `sideFile` (absolute paths and paths of standard input as
    /// written; leading `./` dropped).
    static func resolve(_ written: String, relativeTo sideFile: String) -> String {
        if written.hasPrefix("/") || sideFile == "-" { return written }
        var rest = Substring(written)
        while rest.hasPrefix("./") { rest = rest.dropFirst(2) }
        let folder = (sideFile as NSString).deletingLastPathComponent
        return folder.isEmpty ? String(rest) : folder + "/" + rest
    }

    /// The path a cycle is detected by: standardized, absolute, symbolic links resolved.
    static func identity(_ path: String) -> String {
        URL(fileURLWithPath: path).standardizedFileURL.resolvingSymlinksInPath().path
    }

    /// An identity as shown in a cycle message: relative to the current directory when under it.
    static func display(_ identity: String) -> String {
        let current = FileManager.default.currentDirectoryPath
        let prefix = current.hasSuffix("/") ? current : current + "/"
        return identity.hasPrefix(prefix) ? String(identity.dropFirst(prefix.count)) : identity
    }

    /// The included palettes and the side file's own parts made into one palette: the included tokens in
    /// the order written, then the side file's colours; their pairs, groups and import notes likewise;
    /// rule settings of the includes under the side file's; the platform the side file gives, else the
    /// first included palette's (none when that one gives none — a stylesheet, a token file — so the
    /// configuration's or the default platform applies, not that of a later include).
    ///
    /// When the included palettes repeat one another's colour names (a design system's theme files:
    /// Primer's `light.css` and `dark.css` both define `--fgColor-default`), each is its own palette: one
    /// per included palette, named after the side file and that palette, each with the side file's own
    /// colours, rules and platform, and the side file's pairs and groups whose colours it has.
    static func merge(_ included: Included, into side: Palette) -> [Palette] {
        guard namesRepeat(included.palettes) else { return [merge(included.palettes, into: side)] }
        let sideName = side.name ?? ImportUnit.lastComponent(of: side.file)
        return included.palettes.map { theme in
            var merged = merge([theme], into: side)
            merged.name = "\(sideName) (\(theme.name ?? ImportUnit.lastComponent(of: theme.file)))"
            let names = Set(merged.tokens.map(\.name))
            if let sidePairs = side.pairs {
                let own = theme.pairs ?? []
                merged.pairs = own + sidePairs.filter { $0.colorNames.allSatisfy(names.contains) }
            }
            merged.groups =
                theme.groups
                + side.groups.compactMap { group in
                    var group = group
                    group.members = group.members.filter(names.contains)
                    return group.members.count >= 2 ? group : nil
                }
            return merged
        }
    }

    /// Whether two of `palettes` define a colour of the same name.
    static func namesRepeat(_ palettes: [Palette]) -> Bool {
        guard palettes.count > 1 else { return false }
        var seen = Set<String>()
        for palette in palettes {
            let names = Set(palette.tokens.map(\.name))
            if !seen.isDisjoint(with: names) { return true }
            seen.formUnion(names)
        }
        return false
    }

    /// `palettes` and the side file's own parts made into one palette (see `merge(_:into:)`).
    private static func merge(_ palettes: [Palette], into side: Palette) -> Palette {
        let included = Included(palettes: palettes)
        var merged = side
        merged.tokens = included.palettes.flatMap(\.tokens) + side.tokens
        let pairs = included.palettes.compactMap(\.pairs).flatMap { $0 }
        if side.pairs != nil || !pairs.isEmpty { merged.pairs = pairs + (side.pairs ?? []) }
        merged.groups = included.palettes.flatMap(\.groups) + side.groups
        // Themes declared in the side file come first, so they decide a theme's base and contrast
        // (equal names are one theme; `Palette.appearances` keeps the first).
        for theme in included.palettes.flatMap(\.appearances) where theme.isTheme && !merged.themes.contains(theme) {
            merged.themes.append(theme)
        }
        merged.importNotes = included.palettes.flatMap(\.importNotes) + side.importNotes
        var settings = RuleSettings()
        for palette in included.palettes { settings = settings.merging(palette.settings) }
        merged.settings = settings.merging(side.settings)
        merged.platform = side.platform ?? included.palettes.first?.platform
        return merged
    }

    /// The paths a native side file includes (`identity`, resolved against its folder), read without
    /// reporting errors (an unreadable file gives none; reading it reports them): for discovery, which
    /// leaves included files to their side file instead of auditing them a second time alone. A JSON file's
    /// tree is the one its recognition parsed (`ImportUnit.wholeJSONDocument`).
    static func includedPaths(_ unit: ImportUnit) -> [String] {
        guard let contents = unit.contents else { return [] }
        let path = unit.path
        let root: DocumentNode?
        if NativePaletteImporter.isJSON(path) {
            root = try? unit.wholeJSONDocument()?.get()
        } else {
            var hasInclude = false
            _ = YAMLParser.scanTopLevel(contents) { key, _ in
                if key == "include" { hasInclude = true }
                return !hasInclude
            }
            root =
                hasInclude
                ? try? StructuredDocument.parse(contents, path: path, syntax: .yaml, expected: "a mapping") : nil
        }
        guard case .mapping(let entries)? = root?.content,
            let node = entries.first(where: { $0.key == "include" })?.value
        else { return [] }
        let items: [DocumentNode]
        if case .sequence(let list) = node.content { items = list } else { items = [node] }
        return items.compactMap { item in
            guard let written = item.scalarText, !item.isNull, !written.isEmpty else { return nil }
            return identity(resolve(written, relativeTo: path))
        }
    }
}
