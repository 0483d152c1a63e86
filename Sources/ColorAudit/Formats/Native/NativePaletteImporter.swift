import ColorScience
import Foundation

/// Reads ColorAudit's own palette format, written as YAML (`.yaml`, `.yml`) or JSON (`.json`) with the
/// same structure. Example:
///
/// ```yaml
/// name: Example app
/// platform: ios            # ios | web | android (optional)
/// colors:
///   label:      { light: "#000000", dark: "#ffffff", role: text }
///   background: { light: "#ffffff", dark: "#000000", role: background }
///   tint:       { light: "#007aff", dark: "#0a84ff", role: interactive }
///   caption:    "color(display-p3 0.42 0.42 0.45)"   # one value for every appearance
///   link:       "{tint}"                             # alias: tint's values
///   hero:       { light: { color: "color(display-p3 0 0.8 0.3)", srgb: "#00c853" } }
/// pairs:
///   - { foreground: label, background: background, usage: text }
///   - { foreground: tint, background: background, usage: large-text, fontSize: 20, fontWeight: bold }
///   - { foreground: badgeText, background: badgeFill, backdrop: [surface] }
///   - { foreground: chipText, background: chipFill, over: [canvas, canvasMuted], appearances: [light, dark] }
/// groups:
///   status: [error, success, warning]
/// rules:
///   contrast-enhanced: off
///   cvd-collision: { severity: error, threshold: 8 }
/// ```
///
/// **Document.** One YAML document (or JSON value) whose root is a mapping with the keys `name`
/// (string), `platform` (`ios`, `web` or `android`), `include`, `themes` (named themes, `NativeThemes`),
/// `colors` (required unless `include` is given), `roles`, `fixed` (colour names or patterns `coloraudit
/// fix` must not change), `pairs`, `groups` and `rules`. Any other key is an error naming the key and the expected ones (with a "did you mean"
/// for near misses). YAML scalars are never typed implicitly: `off`, `yes`, `no` are words, not
/// booleans; numbers must be written unquoted (`20`, `1.5e1`; not `"20"`, hex, `inf` or `.nan`); an
/// unquoted empty value, `~` or `null` is null, which is an error wherever a value is required.
/// YAML aliases (`*name`), several documents, duplicate keys (the message names both lines) and
/// nesting deeper than 64 levels are errors.
///
/// **Colours.** `colors` maps non-empty names (taken exactly as written, order kept) to colours. It
/// must hold at least one. A colour is:
/// - a string: one CSS colour (`CSSColorParser`) used for every appearance (`values[.any]`), or an
///   alias `"{name}"`;
/// - or a mapping with `value` (→ `.any`) and/or the appearance keys `light`, `dark`,
///   `light-high-contrast`, `dark-high-contrast` and the names of the declared themes, plus an optional `role` (`text`, `background`,
///   `interactive`, `icon`, `border`, `decorative`). At least one value is required. Each value is
///   a string (colour or alias) or `{ color: "…", srgb: "…" }`, where `srgb` is an explicit sRGB
///   rendering of a wide-gamut colour (→ `ColorValue.srgbFallback`; it must lie inside the sRGB gamut,
///   and an alias cannot take one).
/// Appearances that are not given are not filled in: `ColorToken.resolve` applies
/// `Appearance.fallbackChain` when a rule asks for them. A bad colour string is reported at the
/// character the parser stopped at: the column of the string's first character (one past the
/// opening quote of a quoted scalar) plus the parser's `offset` (escape sequences in double-quoted
/// strings and block scalars make this approximate). A colour written `#rrggbb` without quotes in
/// YAML is a comment, so the colour has no value; the message says so.
///
/// **Aliases.** `"{name}"` (white space inside the braces ignored; the name must be another
/// colour of `colors`, declared before or after) stands for that colour's values:
/// - as the whole colour, or as its `value`, it copies every appearance value of the named colour;
///   appearance keys given next to `value` replace the copied ones;
/// - as one appearance (`dark: "{x}"`), it takes x's value for that appearance through
///   `ColorToken.resolve` (so x's fallback chain applies).
/// Copied values keep the referenced colour and sRGB fallback; their `source` is the alias text as
/// written (`{tint}`), their `location` the alias's, and `aliasOf` the name written in the braces
/// (the direct target, also along chains). Chains are allowed. An unknown name is an error at the
/// alias; a cycle between colours (`a → b → a`, checked per colour, not per appearance) is an error
/// at the alias leaving the first colour of the cycle that is reached in file order. `{x}` without
/// quotes is a YAML mapping; the message suggests quoting it. An aliasing colour's role is its own
/// (`role:` or inferred from its own name), never copied.
///
/// **Roles.** `roles` maps colour-name patterns (`Glob`: `*`, `?`, `[…]`) to roles, e.g.
/// `roles: { "fgColor-link*": interactive }`: a colour without `role` whose name matches gets the first
/// matching pattern's role (`RoleSource.pattern`, see `RolePattern`). A colour with neither gets
/// `RoleInference.infer(name:)` with `RoleSource.inferred`, or no role and `RoleSource.unknown` when
/// nothing matches.
///
/// **Pairs.** `pairs` is a list (absent → `Palette.pairs == nil`, the audit then forms pairs itself;
/// `[]` → no pairs). Each item is a mapping with `foreground` and `background` (required: names of
/// colours), `backdrop` (a colour name or a list of them, bottom layer first), `usage` (`text`
/// (default; `disabled` when the foreground's name says `disabled`/`inactive`), `large-text`, `link`,
/// `ui`, `focus`, `disabled`, `decorative`), `surroundingText` (links: the text colour around them;
/// required unless `underlined: true`), `underlined` (`true`/`false`, links only), `unfocused` (focus
/// pairs: the control's unfocused colour), `fontSize` (number > 0 in the platform's unit, or with a unit `17pt`, `20px`, `1.25rem`, `14sp`, `14dp`; `FontSizeUnit`) and
/// `fontWeight` (number 1…1000, or `thin` 100, `extralight` 200, `light` 300, `regular`/`normal`
/// 400, `medium` 500, `semibold` 600, `bold` 700, `extrabold` 800, `heavy`/`black` 900, per CSS
/// Fonts 4 §2.2; keywords are case-insensitive), `over` (alternative backdrops: a colour name or a
/// list whose items are names or stacks — lists of names, bottom first —; each alternative is checked
/// as its own pair, `PairDeclaration.alternatives`; not together with `backdrop`; at least one, none
/// repeated) and `appearances` (an appearance name or a list of them, `light`, `dark`,
/// `light-high-contrast`, `dark-high-contrast`, each at most once: the pair is checked only there;
/// `PostImport` requires them to be appearances the palette has). Unknown colour names are errors at
/// the name.
/// Messages call the n-th item "pair n" (1-based).
/// An item whose `foreground` or `background` is a pattern (`*`, `?`, `[…]`, a placeholder `{name}`,
/// or a list) or that has `except` is a pair rule (`PairPattern`, read by `PairPatternReader`, keys
/// `foreground`, `background`, `over`, `except`, `usage`): it forms a pair for every match among the
/// palette's colours (for a side file, its own and the included ones), each with the reason
/// "rule … (file:line)".
///
/// **Include.** `include` (a path or a list of paths, relative to the file's folder) makes the file a
/// side file over palettes of any format (`NativeIncludes`): their tokens come first, then the file's
/// own `colors` (optional with `include`); pairs and groups may name any of them; the included palettes'
/// pairs, groups, notes and rules are kept, the file's rules on top; `platform` is the file's, else the
/// first included palette's. When included palettes repeat colour names (theme files of one design
/// system), the file gives one palette per included palette instead (`NativeIncludes.merge`), and its
/// pairs and pair rules apply to each.
///
/// **Groups.** `groups` maps group names to lists of at least 2 distinct colour names.
///
/// **Rules.** `rules` maps rule IDs of `RuleDescriptors.all` to a level (`off`, `error`, `warning`,
/// `note`) or to a mapping with an optional `severity` (same words), parameters named by the rule's
/// descriptor and per-appearance parameters (`appearances:`), read by `RuleSettingsReader` — the same
/// reader and `SettingValidator` as configuration files and the command line. Unknown rule IDs and
/// parameters are errors listing the valid ones.
///
/// **JSON.** A `.json` file is read by `JSON5Parser` in strict JSON (`StructuredDocument`), so that
/// every value has a line and column and a syntax error is located and worded as in every other JSON
/// format. Any other extension is read as YAML.
///
/// **Locations.** Line and column are 1-based, columns counted in Unicode scalars. Tokens are located
/// at their key, values at their scalar (its opening quote when quoted; for `{color, srgb}` at the
/// `color` string), pairs at their list item (its `{` or first key), groups at their key; `file` is
/// the path as given.
public struct NativePaletteImporter: PaletteImporter {
    /// The file extensions this format uses (lowercase, without the dot).
    public static let fileExtensions: Set<String> = ["yaml", "yml", "json"]
    /// The top-level keys of the format, in the order messages list them.
    public static let topLevelKeys = [
        "name", "platform", "include", "themes", "colors", "roles", "fixed", "pairs", "groups", "rules",
    ]

    /// `coloraudit`.
    public let formatName = "coloraudit"

    /// Creates the importer.
    public init() {}

    /// True for a `.yaml`/`.yml`/`.json` file (any case) whose root is a mapping with a `colors`
    /// mapping or an `include` path or list (so Xcode's `Contents.json`, whose `colors` is a list, is not taken). Reads the top level
    /// of YAML with libyaml's event API without building a tree, of JSON from the tree `JSON5Parser` reads
    /// (`recognizesJSON`). A file that is *malformed* is still taken when
    /// a line starts with `colors:` or a `"colors"` key, so that a broken palette in a folder is reported
    /// instead of silently skipped. Unknown top-level keys do not stop recognition: the importer reports
    /// them (a typo must not make a palette vanish from a CI run).
    public func recognizes(path: String, contents: Data) -> Bool {
        recognizes(path: path, contents: contents, sharingTree: false)
    }

    /// `recognizes(path:contents:)`; with `sharingTree` a YAML text is parsed in full and its tree kept
    /// for this importer's read of the same text (`SharedYAMLTree`) — for a file named explicitly, which
    /// is read next, not for the files of a folder walk, which are all recognised before any is read.
    func recognizes(path: String, contents: Data, sharingTree: Bool) -> Bool {
        guard Self.hasOwnExtension(path) else { return false }
        if Self.isJSON(path) {
            let root = try? JSON5Parser.parse([UInt8](JSONPreflight.utf8(contents)), dialect: .json)
            return Self.recognizesJSON(root, contents: contents)
        }
        return Self.recognizesYAML(contents, sharingTree: sharingTree)
    }

    /// `recognizes` for YAML: the top level as libyaml's events give it; a malformed text is taken when
    /// a line starts with `colors:`, `include:` or `"colors"` (`hasColorsLine`).
    private static func recognizesYAML(_ contents: Data, sharingTree: Bool = false) -> Bool {
        var hasColorMapping = false
        let wellFormed = YAMLParser.scanTopLevel(contents, sharingTree: sharingTree) { key, kind in
            if key == "colors" { hasColorMapping = kind == .mapping }
            if key == "include", kind == .sequence || kind == .scalar { hasColorMapping = true }
            return true
        }
        if hasColorMapping { return true }
        return !wellFormed && hasColorsLine(contents)
    }

    /// `recognizes` for a `.json` file whose text parses as `root` (`nil`: it does not parse): a root
    /// mapping with a `colors` mapping or an `include` value. A text that is not JSON is looked at as
    /// YAML (`recognizesYAML`: most broken JSON — a trailing comma, a duplicate key, a comment — still
    /// reads as YAML), so that a broken palette in a folder is reported, not skipped; this second look
    /// is only for a file that does not parse.
    static func recognizesJSON(_ root: DocumentNode?, contents: Data) -> Bool {
        guard let root else { return recognizesYAML(contents) }
        guard case .mapping(let entries) = root.content else { return hasColorsLine(contents) }
        var hasColorMapping = false
        for entry in entries {
            switch (entry.key, entry.value.content) {
            case ("colors", .mapping): hasColorMapping = true
            case ("colors", _): hasColorMapping = false
            case ("include", .sequence), ("include", .scalar): hasColorMapping = true
            default: break
            }
        }
        return hasColorMapping
    }

    /// Whether a line of a malformed file starts with `colors:`, `include:` or (after spaces) `"colors"`.
    private static func hasColorsLine(_ contents: Data) -> Bool {
        let lines = String(decoding: contents.prefix(1 << 20), as: UTF8.self).split(whereSeparator: \.isNewline)
        return lines.contains { line in
            line.hasPrefix("colors:") || line.hasPrefix("include:")
                || line.trimmingCharacters(in: .whitespaces).hasPrefix("\"colors\"")
        }
    }

    /// Reads a palette (see the type's documentation for the format) and applies the post-import pass
    /// (`PostImport`: role inference, pair validation), as importing through `PaletteImporters` does.
    /// - Throws: `PaletteError` with the file path as given, line, column, what was found and what was
    ///   expected — every independent problem of the file (`PaletteError.further`, at most
    ///   `PaletteError.listLimit` listed); a syntax error alone.
    public func importPalette(contents: Data, path: String) throws(PaletteError) -> Palette {
        try PostImport.finish(try readPalette(contents: contents, path: path))
    }

    /// How sure this importer is that `candidate` is a native palette: `likely` when `recognizes` says so
    /// (or, for standard input, the text has a top-level `colors` mapping), `plausible` for any other
    /// file with a native extension and for standard input (so that their errors come from this
    /// format), `none` for folders and other files.
    public func confidence(for candidate: ImportUnit) -> ImportConfidence {
        guard let contents = candidate.contents else { return .none }
        if candidate.isSniffed {
            let yamlLike =
                recognizes(path: "-.yaml", contents: contents, sharingTree: true)
                || recognizes(path: "-.json", contents: contents)
            return yamlLike ? .likely : .plausible
        }
        guard Self.hasOwnExtension(candidate.path) else { return .none }
        if Self.isJSON(candidate.path) {
            // The tree the other importers' recognition and this importer's read share (`ParsedJSON`).
            let root = try? candidate.wholeJSONDocument()?.get()
            return Self.recognizesJSON(root, contents: contents) ? .likely : .plausible
        }
        if recognizes(path: candidate.path, contents: contents, sharingTree: candidate.isExplicit) { return .likely }
        return .plausible
    }

    /// Reads the unit's file as one palette (before the post-import pass). Standard input is read as
    /// YAML (which accepts JSON too).
    public func importPalettes(_ unit: ImportUnit) throws(PaletteError) -> [Palette] {
        guard let contents = unit.contents else {
            throw PaletteError(
                kind: .notAFile,
                location: SourceLocation(file: unit.path), message: "expected a palette file, found a folder")
        }
        if Self.isJSON(unit.path), case .success(let root)? = unit.wholeJSONDocument() {
            // The tree recognition parsed (`ParsedJSON`); a text that does not parse is parsed again below
            // for its error.
            return try palettes(root, path: unit.path, syntax: .json)
        }
        return try readPalettes(contents: contents, path: unit.path)
    }

    /// What a `.json` file this format is given but cannot parse was expected to be. An empty or
    /// undecodable `tokens.json` comes here too (only its name is left to recognise), so the message
    /// names the token formats as well as ours (tester 6: "expected a mapping with a 'colors' key" for
    /// an empty Tokens Studio file).
    static let jsonExpected =
        "a palette (a mapping with a 'colors' key) or design tokens (DTCG, Tokens Studio, Style Dictionary, "
        + "Spectrum)"

    /// The first palette of the file (a side file including several theme files gives one per theme).
    private func readPalette(contents: Data, path: String) throws(PaletteError) -> Palette {
        // `readPalettes` gives at least one palette.
        try readPalettes(contents: contents, path: path)[0]
    }

    private func readPalettes(contents: Data, path: String) throws(PaletteError) -> [Palette] {
        let syntax = StructuredDocument.Syntax(path: path)
        let root = try StructuredDocument.parse(
            contents, path: path, syntax: syntax,
            expected: syntax == .json ? Self.jsonExpected : "a mapping with a 'colors' key")
        return try palettes(root, path: path, syntax: syntax)
    }

    /// The palettes of the document `root` of the file at `path`, written in `syntax`.
    private func palettes(_ root: DocumentNode, path: String, syntax: StructuredDocument.Syntax) throws(PaletteError)
        -> [Palette]
    {
        try read(root, reader: NodeReader(path: path, quotedStringsOnly: syntax == .json)).map { palette in
            var palette = palette
            palette.format = formatName
            return palette
        }
    }

    /// The palette of the document `root`. Each section (and each colour, pair, group and rule within
    /// one) is checked even when an earlier one is malformed, and every problem is thrown together
    /// (`PaletteError.further`); pairs and groups are checked against every colour name written, also
    /// the malformed ones, so a bad colour is not reported again at each pair using it.
    private func read(_ root: DocumentNode, reader: NodeReader) throws(PaletteError) -> [Palette] {
        let entries = try reader.mapping(root, "top level", expected: "a mapping with a 'colors' key")
        var errors = PaletteErrorList()
        errors.attempt { () throws(PaletteError) in
            try reader.checkKeys(entries, allowed: Self.topLevelKeys, "top level")
        }
        func entry(_ key: String) -> DocumentNode.Entry? { entries.first { $0.key == key } }
        let included = entry("include").flatMap { entry in
            errors.attempt { () throws(PaletteError) in try NativeIncludes(reader: reader).read(entry.value) }
        }
        let includedNames = included?.palettes.flatMap(\.tokens).map(\.name) ?? []
        var palette = Palette(file: reader.path, tokens: [])
        if let themesNode = entry("themes")?.value {
            palette.themes =
                errors.attempt { () throws(PaletteError) in try NativeThemes(reader: reader).read(themesNode) } ?? []
        }
        // Pairs may be limited to the themes declared here and those of the included files.
        let includedThemes = included?.palettes.flatMap(\.appearances).filter(\.isTheme) ?? []
        let pairThemes = palette.themes + includedThemes.filter { !palette.themes.contains($0) }
        var names: NativePairs?
        if let colorsEntry = entry("colors") {
            palette.tokens =
                errors.attempt { () throws(PaletteError) in
                    try NativeColors(reader: reader, themes: palette.themes).read(
                        colorsEntry.value, keyMark: colorsEntry.keyMark)
                } ?? []
            if case .mapping(let colorEntries) = colorsEntry.value.content, !colorEntries.isEmpty {
                names = NativePairs(
                    reader: reader, tokenNames: includedNames + colorEntries.map(\.key), themes: pairThemes)
            }
        } else if included != nil {
            names = NativePairs(reader: reader, tokenNames: includedNames, themes: pairThemes)
        } else if errors.isEmpty, entry("include") == nil {
            // Not said when an unknown key is reported (`colours` gets "did you mean 'colors'").
            let pairsOnly =
                entry("pairs") != nil
                ? "; a file of pairs only names the palettes they apply to with 'include:', or its pairs go "
                    + "under 'pairs:' in .coloraudit.yml to apply to every palette audited" : ""
            errors.record(
                reader.error(
                    .structure, root.mark, "missing 'colors': a mapping of colour names to colours" + pairsOnly))
        }
        // Pairs over the colours of an include that could not be read are not checked (their names are unknown).
        if entry("include") != nil && included == nil { names = nil }
        if let included {
            names?.scope =
                " in this file or the files it includes ("
                + included.paths.map { ImportUnit.lastComponent(of: $0) }.joined(separator: ", ") + ")"
        }
        if let rolesNode = entry("roles")?.value {
            do throws(ConfigurationError) {
                palette = RolePattern.apply(
                    try RolePattern.read(rolesNode, reader: reader), to: palette, replacing: [.unknown])
            } catch {
                errors.record(PaletteError(error))
            }
        }
        if let fixedNode = entry("fixed")?.value {
            palette.fixed =
                errors.attempt { () throws(PaletteError) in
                    var names: [String] = []
                    for node in try reader.sequence(fixedNode, "fixed", expected: "a list of colour names or patterns")
                    {
                        names.append(try reader.string(node, "fixed", expected: "a colour name or pattern"))
                    }
                    return names
                } ?? []
        }
        if let nameNode = entry("name")?.value {
            palette.name = errors.attempt { () throws(PaletteError) in try reader.string(nameNode, "name") }
        }
        if let platformNode = entry("platform")?.value {
            palette.platform = errors.attempt { () throws(PaletteError) in
                try reader.keyword(platformNode, "platform", as: Platform.self)
            }
        }
        var pairPatterns: [PairPattern] = []
        if let names, let pairsNode = entry("pairs")?.value {
            let read = errors.attempt { () throws(PaletteError) in try names.readPairs(pairsNode) }
            palette.pairs = read?.pairs
            pairPatterns = read?.rules ?? []
        }
        if let names, let groupsNode = entry("groups")?.value {
            palette.groups = errors.attempt { () throws(PaletteError) in try names.readGroups(groupsNode) } ?? []
        }
        if let rulesNode = entry("rules")?.value {
            do throws(ConfigurationError) {
                let (settings, problems) = try RuleSettingsReader(reader: reader).readAll(rulesNode)
                palette.settings = settings
                for problem in problems { errors.record(PaletteError(problem)) }
            } catch {
                errors.record(PaletteError(error))
            }
        }
        try errors.throwIfAny()
        let palettes = included.map { NativeIncludes.merge($0, into: palette) } ?? [palette]
        return palettes.map { PairPattern.apply(pairPatterns, to: $0) }
    }

    static func hasOwnExtension(_ path: String) -> Bool {
        fileExtensions.contains(PaletteImporters.fileExtension(of: path))
    }

    static func isJSON(_ path: String) -> Bool { PaletteImporters.fileExtension(of: path) == "json" }
}
