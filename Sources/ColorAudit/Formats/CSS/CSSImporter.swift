import ColorScience
import Foundation

/// Reads the colour custom properties of a CSS file (`CSSCustomProperties` documents which
/// declarations count and how themes, `var()`, `light-dark()` and wide-gamut overrides are read;
/// `CSSThemeContext` which selectors and at-rules name an appearance). Tokenized and parsed as CSS
/// Syntax Level 3 (`CSSTokenizer`, `CSSParser`), so comments, strings, escapes and nesting are handled
/// as browsers do. Token names are the property names with their `--`.
///
/// Confidence: a `.css` file with a custom-property declaration (`--` in its text) or an `@import` is 80, other `.css`
/// files `plausible`. An explicitly named file without any colour custom property is an error; one
/// found while walking a folder gives no palette.
public struct CSSImporter: PaletteImporter {
    /// `css`.
    public let formatName = "css"
    /// `stylesheet`.
    public let sourceKind = PaletteSourceKind.stylesheet
    /// Exact selector text (white space collapsed) → appearance, consulted before the built-in theme
    /// selectors (`CSSThemeContext`), e.g. `[".dimmed": .dark]`.
    public var selectorThemes: [String: Appearance]

    /// Creates the importer with extra selector → appearance mappings.
    public init(selectorThemes: [String: Appearance] = [:]) {
        self.selectorThemes = selectorThemes
    }

    /// How sure the importer is (see the type).
    public func confidence(for unit: ImportUnit) -> ImportConfidence {
        guard let contents = unit.contents else { return .none }
        if unit.isSniffed {
            // By its text: custom properties inside a block, and not a JSON document.
            let head = TextDecoding.head(contents)
            let first = head.first { !$0.isWhitespace }
            guard first != "{", first != "[", head.contains("{"), TokenFiles.mentions(contents, "--") else {
                return .none
            }
            return .likely
        }
        guard unit.fileExtension == "css" else { return .none }
        // A theme's entry stylesheet may hold only `@import`s of the files that define its colours.
        let reads = TokenFiles.mentions(contents, "--") || TokenFiles.mentions(contents, "@import")
        return reads ? ImportConfidence(80) : .plausible
    }

    /// Reads the unit.
    /// - Throws: `PaletteError` for text that is not UTF-8 (at its byte offset), nesting deeper than
    ///   `CSSParser.maximumDepth`, malformed colour values (each at its place, `CSSCustomProperties`),
    ///   `var()` cycles, and an explicitly named file with no colour.
    public func importPalettes(_ unit: ImportUnit) throws(PaletteError) -> [Palette] {
        // A unit another unit's @imports read is that unit's palette (`importOwners`).
        if Self.isImportedByAnotherUnit(unit) { return [] }
        let contents = unit.contents ?? Data()
        let text = try TextDecoding.utf8(contents, path: unit.path, expected: "a CSS stylesheet")
        let items: [CSSSyntax.Item]
        do {
            items = try CSSParser.parse(text)
        } catch {
            throw PaletteError(
                kind: .syntax,
                location: SourceLocation(file: unit.path, line: error.mark?.line ?? 0, column: error.mark?.column ?? 0),
                message: "invalid CSS: \(error.message)")
        }
        // Themes named by a class (`.coal`, `.navy`), read first on the light scheme, then on the scheme
        // their page background says (`CSSClassThemes`).
        var selectorThemes = selectorThemes
        let classThemes = CSSClassThemes.classes(items, mapping: selectorThemes)
        for (selector, name) in classThemes { selectorThemes[selector] = Appearance(theme: name, scheme: .light) }
        // The stylesheets its @imports name, read before it (CSSImports.expand).
        var imports = CSSImports.Expansion()
        if CSSImports.hasImports(items) {
            CSSImports.expand(
                items, path: unit.path, isExternal: false, scope: Self.scope(unit), unit: unit, into: &imports)
        }
        var cascade: [(path: String, items: [CSSSyntax.Item])]?
        func read() throws(PaletteError) -> (
            tokens: [ColorToken], notes: [TokenNote], selectors: Set<String>, dynamic: [String: Set<Appearance>]
        ) {
            let reader = CSSCustomProperties(selectorThemes: selectorThemes, path: unit.path)
            var read = try reader.tokens(items, external: cascade ?? [], imported: imports.sheets, imports: imports)
            if cascade == nil, read.notes.contains(where: \.isUnresolved) {
                // References this file does not define: the other stylesheets of the audit are its cascade.
                let others = Self.cascade(of: unit, imports: &imports)
                cascade = others
                if !others.isEmpty {
                    read = try reader.tokens(items, external: others, imported: imports.sheets, imports: imports)
                }
            }
            return read
        }
        var (tokens, notes, selectors, dynamic) = try read()
        var darkThemes = false
        for (selector, name) in classThemes {
            let theme = Appearance(theme: name, scheme: .light)
            guard CSSClassThemes.scheme(of: theme, tokens: tokens) == .dark else { continue }
            selectorThemes[selector] = Appearance(theme: name, scheme: .dark)
            darkThemes = true
        }
        if darkThemes { (tokens, notes, selectors, dynamic) = try read() }
        var palette = Palette(name: DTCGImporter.setName(unit.name), file: unit.path, tokens: [])
        palette.themes = classThemes.keys.sorted().compactMap { selectorThemes[$0] }
        let ignored = try IgnoreComment.cssSuppressions(text, path: unit.path)
        if !ignored.isEmpty {
            var errors = PaletteErrorList()
            let names = Set(tokens.map(\.name))
            for (name, suppressions) in ignored where !names.contains(name) {
                for suppression in suppressions {
                    errors.record(
                        PaletteError(
                            kind: .invalidSuppression,
                            location: suppression.location,
                            message: "\(IgnoreComment.keyword): \(name) is not a colour custom property; "
                                + "expected the comment before a colour's declaration"))
                }
            }
            try errors.throwIfAny()
            for index in tokens.indices {
                for suppression in ignored[tokens[index].name] ?? []
                where !tokens[index].suppressions.contains(where: { $0.rule == suppression.rule }) {
                    tokens[index].suppressions.append(suppression)
                }
            }
        }
        if tokens.isEmpty {
            guard unit.isExplicit else { return [] }
            // The references themselves; an unread @import that explains some (a note without a token) is
            // said after them.
            let undefined = notes.filter { $0.isUnresolved && $0.token != nil }
            let unreadImport = notes.first { $0.isUnresolved && $0.token == nil }
            if !undefined.isEmpty {
                // A reference may sit in another stylesheet that this file's values go through.
                let shown = undefined.prefix(3).map {
                    "\($0.reason) (" + ($0.location.file == unit.path ? "" : "\($0.location.file) ")
                        + "line \($0.location.line))"
                }
                let own = undefined.first { $0.location.file == unit.path }?.location
                throw PaletteError(
                    kind: .unresolvedReference,
                    location: own ?? SourceLocation(file: unit.path, line: 1, column: 1),
                    message: "no colour custom properties resolved: \(undefined.count) var() reference"
                        + (undefined.count == 1 ? " is" : "s are") + " defined in no stylesheet of this audit ("
                        + shown.joined(separator: "; ") + (undefined.count > 3 ? "; …" : "") + "); audit the "
                        + "stylesheet that defines them together with this one (name both files, or their folder)"
                        + (unreadImport.map { "; \($0.reason) (line \($0.location.line))" } ?? ""))
            }
            throw PaletteError(
                kind: .empty,
                location: SourceLocation(file: unit.path, line: 1, column: 1),
                message: "no colour custom properties found; expected declarations such as '--accent: #0a84ff' "
                    + "in :root or a theme selector")
        }
        palette.tokens = tokens
        palette.styleSelectors = selectors
        let styleRules = CSSStyleRules(
            path: unit.path, colors: Set(tokens.map(\.name)), selectorThemes: selectorThemes)
        palette.drawnPairs = styleRules.pairs(items)
        palette.clearedPairs = CSSClearedBorders(rules: styleRules).pairs(items)
        // The style rules of the files its @imports read as its own (a theme's component files) draw its
        // colours too, each located in its file.
        for sheet in imports.sheets where !sheet.isExternal {
            let rules = CSSStyleRules(path: sheet.path, colors: styleRules.colors, selectorThemes: selectorThemes)
            let drawn = Set(palette.drawnPairs)
            palette.drawnPairs += rules.pairs(sheet.items).filter { !drawn.contains($0) }
            let cleared = Set(palette.clearedPairs)
            palette.clearedPairs += CSSClearedBorders(rules: rules).pairs(sheet.items).filter { !cleared.contains($0) }
        }
        palette.stylesheetUses = Self.stylesheetUses(items, unit: unit, names: Set(tokens.map(\.name)))
        palette.importNotes = notes.map(\.importNote)
        palette.dynamicColours = dynamic
        return [palette]
    }

    /// The other stylesheets of the run (`ImportUnit.companions` ending `.css`), parsed, farthest first
    /// (by folders apart), so that a nearer stylesheet's definition wins: the cascade a file's `var()`
    /// references are resolved in. A stylesheet that cannot be read or parsed is left out (its own
    /// import reports it); each is parsed once per run (`ImportUnit.runCache`).
    ///
    /// A stylesheet's `@import`s are read before it (`CSSImports.expand`, into `imports`, which says what
    /// became of each); what they read is part of the cascade too.
    static func cascade(of unit: ImportUnit, imports: inout CSSImports.Expansion) -> [(
        path: String, items: [CSSSyntax.Item]
    )] {
        let own = folders(of: unit.path)
        let paths = unit.companions.filter { $0.lowercased().hasSuffix(".css") }
        let ranked = paths.map { path -> (path: String, distance: Int) in
            let other = folders(of: path)
            let common = zip(own, other).prefix { $0 == $1 }.count
            return (path, own.count + other.count - 2 * common)
        }
        var result: [(path: String, items: [CSSSyntax.Item])] = []
        let ordered = ranked.enumerated().sorted { first, second in
            first.element.distance != second.element.distance
                ? first.element.distance > second.element.distance : first.offset < second.offset
        }
        for path in ordered.map(\.element.path) {
            guard let items = items(of: path, unit: unit), !items.isEmpty else { continue }
            if CSSImports.hasImports(items) {
                var expansion = imports
                expansion.sheets = []
                CSSImports.expand(items, path: path, isExternal: true, scope: scope(unit), unit: unit, into: &expansion)
                result += expansion.sheets.map { ($0.path, $0.items) }
                expansion.sheets = imports.sheets
                imports = expansion
            }
            result.append((path, items))
        }
        return result
    }

    /// What the unit's `@import`s may read as its own (`CSSImports.Scope`): not the run's other units, nor
    /// what the configuration's path filter leaves out, nor a file an earlier unit imports
    /// (`importOwners(_:scope:)`).
    static func scope(_ unit: ImportUnit) -> CSSImports.Scope {
        var scope = CSSImports.Scope(runPaths: absoluteRunPaths(unit), filter: unit.pathFilter)
        scope.owners = importOwners(unit, scope: scope)
        return scope
    }

    /// The unit of the run that audits each file the run's `@import`s read as their own (absolute path →
    /// the unit's absolute path): the first unit, in run order, whose `@import`s read it. A stylesheet that
    /// `a.css` and `b.css` both import is `a.css`'s tokens, judged and repaired once, with one value for
    /// each of its lines; for `b.css` it only serves references.
    ///
    /// A unit of the run that another unit's `@import`s read is that unit's too, and no palette of its own
    /// (`importPalettes` gives none): a theme's entry stylesheet (`theme-light.css`: `@import
    /// "theme/variables.css"; @import "theme/components/button.css"`) is one palette of the files it
    /// imports, so a component's text meets the page colour of another file, and its `theme-dark.css` is
    /// that palette's dark appearance (`AppearanceFiles`). A unit that an earlier unit owns owns nothing
    /// itself (its imports are its owner's), so units importing each other give one palette, the first's.
    /// A file named for the dark appearance owns nothing: it keeps its own palette of overrides.
    /// Computed once per run (`ImportUnit.runCache`, key `css-import-owners`) outside the cache's lock, as
    /// it reads stylesheets through the cache (`items(of:unit:)`); `scope` without owners.
    static func importOwners(_ unit: ImportUnit, scope: CSSImports.Scope) -> [String: String] {
        let key = "css-import-owners"
        if let stored: [String: String] = unit.runCache?.stored(key) { return stored }
        var owners: [String: String] = [:]
        // Run units are read as the importer's own here; the configuration's filter still leaves files out.
        let reading = CSSImports.Scope(filter: scope.filter)
        for path in unit.runPaths where path.lowercased().hasSuffix(".css") {
            let owner = CSSImports.absolute(path)
            // A dark stylesheet (`theme-dark.css`) overrides what it imports: it owns none of it, and stays
            // the dark appearance of the palette that does (`AppearanceFiles`), else the light theme is lost.
            if AppearanceFiles.marker(of: path)?.appearance == .dark { continue }
            // Only a stylesheet that mentions `@import` is parsed here (its own import parses it anyway).
            guard owners[owner] == nil, let data = try? ImportUnit.read(path), TokenFiles.mentions(data, "@import"),
                let items = items(of: path, unit: unit), CSSImports.hasImports(items)
            else { continue }
            var expansion = CSSImports.Expansion()
            CSSImports.expand(items, path: path, isExternal: false, scope: reading, unit: unit, into: &expansion)
            for sheet in expansion.sheets where !sheet.isExternal {
                let file = CSSImports.absolute(sheet.path)
                if owners[file] == nil, file != owner { owners[file] = owner }
            }
        }
        // A later unit that imports an earlier owner owns what that owner read: follow each chain to its end.
        for (file, first) in owners {
            var owner = first
            var seen: Set<String> = [file]
            while let next = owners[owner], seen.insert(owner).inserted { owner = next }
            owners[file] = owner
        }
        unit.runCache?.set(key, owners)
        return owners
    }

    /// Whether another unit of the run reads the unit's file through its `@import`s, as its own
    /// (`importOwners`): then the unit gives no palette of its own.
    static func isImportedByAnotherUnit(_ unit: ImportUnit) -> Bool {
        guard unit.runPaths.count > 1 else { return false }
        let file = CSSImports.absolute(unit.path)
        guard absoluteRunPaths(unit).contains(file) else { return false }
        let owner = scope(unit).owners[file]
        return owner != nil && owner != file
    }

    /// The run's paths, absolute (`CSSImports.absolute`), computed once per run (`ImportUnit.runCache`,
    /// key `css-run-absolute`).
    static func absoluteRunPaths(_ unit: ImportUnit) -> Set<String> {
        let compute = { () throws(PaletteError) -> Set<String> in Set(unit.runPaths.map(CSSImports.absolute)) }
        guard let cache = unit.runCache else { return (try? compute()) ?? [] }
        return (try? cache.value("css-run-absolute", compute: compute)) ?? []
    }

    /// The parsed items of the stylesheet at `path`, parsed once per run (`ImportUnit.runCache`, key
    /// `css-items:PATH`): `nil` when it cannot be read or is not UTF-8, no items when it is not CSS (its own
    /// import reports either).
    static func items(of path: String, unit: ImportUnit) -> [CSSSyntax.Item]? {
        let parse = { () throws(PaletteError) -> [CSSSyntax.Item] in
            let text = try TextDecoding.utf8(try ImportUnit.read(path), path: path, expected: "a CSS stylesheet")
            do { return try CSSParser.parse(text) } catch { return [] }
        }
        guard let cache = unit.runCache else { return try? parse() }
        return try? cache.value("css-items:" + path, compute: parse)
    }

    /// How the style rules of this stylesheet and of the other stylesheets of the run (`CSSStyleUse`,
    /// their union, computed once per run) use each of `names`. The run's stylesheets are parsed once
    /// (`items(of:unit:)`, shared with the cascade), read before the union is computed: the cache computes
    /// a value under its lock, so the union's computation reads no other cached value.
    static func stylesheetUses(_ items: [CSSSyntax.Item], unit: ImportUnit, names: Set<String>)
        -> [String: StylesheetUse]
    {
        var uses = CSSStyleUse.uses(items)
        let others = unit.companions.filter { $0.lowercased().hasSuffix(".css") }
        if let cache = unit.runCache, !others.isEmpty {
            let paths = unit.runPaths.filter { $0.lowercased().hasSuffix(".css") }
            let parsed = paths.compactMap { Self.items(of: $0, unit: unit) }
            let run = try? cache.value("css-uses-run") { () throws(PaletteError) -> [String: StylesheetUse] in
                var union: [String: StylesheetUse] = [:]
                for items in parsed { union.merge(CSSStyleUse.uses(items)) { $0.union($1) } }
                return union
            }
            uses.merge(run ?? [:]) { $0.union($1) }
        }
        return uses.filter { names.contains($0.key) }
    }

    /// The folders of a path (its components but the last).
    private static func folders(of path: String) -> [Substring] {
        Array(path.split(separator: "/").dropLast())
    }

    /// The byte offset of the first byte that is not valid UTF-8.
    static func firstInvalidUTF8(_ data: Data) -> Int {
        var iterator = data.makeIterator()
        var decoder = UTF8()
        var offset = 0
        var consumed = 0
        while true {
            switch decoder.decode(&iterator) {
            case .scalarValue(let scalar):
                offset = consumed
                consumed += UTF8.width(scalar)
            case .emptyInput: return consumed
            case .error: return consumed == offset ? offset : consumed
            }
        }
    }
}
