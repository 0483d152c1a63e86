import ColorScience
import Foundation

/// A configuration file, `.coloraudit.yml` (YAML 1.1 through libyaml) or `.coloraudit.json` (RFC 8259):
/// the settings a team keeps beside its palettes, the lowest layer above the defaults (defaults < file <
/// palette `rules:` < command line; see `Configuration`).
///
/// Every key is optional:
/// - `version`: the format version the file is written for; `1`, the only one so far. A file for a
///   later version is refused rather than half read;
/// - `platform`: `ios`, `web` or `android` — the threshold profile when neither the palette nor
///   `--platform` names one (default `web`);
/// - `rules`: the same mapping as a palette's `rules:` (levels, parameters, per-appearance or per-theme
///   parameters under `appearances:`), read by `RuleSettingsReader`;
/// - `roles`: colour-name glob patterns → roles (`"fgColor-link*": interactive`), replacing inferred roles
///   only (`RolePattern`);
/// - `pairs`: pair rules (`PairPattern`, read by `PairPatternReader`) applied to every palette whose colour
///   names match (`ConfigurationPairPatterns`);
/// - `fixed`: colour names or glob patterns that `coloraudit fix` must not change (brand and system
///   colours), with each palette's own `fixed:`;
/// - `cssThemes`: CSS selector → theme (`".theme-midnight": "midnight:dark"`), for stylesheets whose
///   theme selectors ColorAudit does not recognise by itself (`CSSThemeMapping`);
/// - `themes`: token files per theme for layouts ColorAudit does not recognise by itself
///   (`ThemeDeclaration`);
/// - `include` / `exclude`: path globs (`PathFilter`, relative to the file's folder) choosing which files
///   found while walking folders are audited; files named on the command line are always read;
/// - `override`: a mapping with `platform` and `rules` (same syntax as above) that apply over every
///   palette's own `platform:` and `rules:`, as `--platform`, `--rule` and `--set` do — the command-line
///   layer, under the actual command line. `coloraudit config --dump` writes the command line's settings
///   here, so the dump read back gives the same audit as the flags.
///
/// Any other key is an error at its line. The file is found by walking up from the audited path to the
/// repository root (`find(from:)`), or named with `--config`.
public struct ConfigurationFile: Sendable {
    /// The file names looked for in each folder, in order.
    public static let names = ToolInfo.configurationFileNames
    /// The keys a configuration file may have, in the order messages list them.
    public static let keys = Key.allCases.map(\.rawValue)
    /// The configuration format versions this reader knows (`version:`).
    public static let versions = 1...1

    /// The keys of `override:`.
    public static let overrideKeys = ["platform", "rules"]

    /// The file read.
    public var path: String
    /// `version:`, when written (one of `versions`).
    public var version: Int?
    /// `platform:`, when written.
    public var platform: Platform?
    /// `rules:` (empty when absent).
    public var rules = RuleSettings()
    /// `roles:` patterns, in file order.
    public var roles: [RolePattern] = []
    /// `pairs:` rules, in file order.
    public var pairPatterns: [PairPattern] = []
    /// `fixed:` patterns: colours `coloraudit fix` must not change, in file order.
    public var fixed: [Glob] = []
    /// `cssThemes:` entries, in file order.
    public var cssThemes: [CSSThemeMapping] = []
    /// `themes:` declarations, in file order.
    public var themes: [ThemeDeclaration] = []
    /// `include:` / `exclude:` patterns, relative to the file's folder.
    public var filter = PathFilter()
    /// `override: { platform: }`, when written: the platform over every palette's own.
    public var overridePlatform: Platform?
    /// `override: { rules: }` (empty when absent): settings over every palette's own `rules:`.
    public var overrideRules = RuleSettings()

    /// A key of the file (`keys`): the entries read, so every known key is handled and an unknown one is
    /// only reported.
    private enum Key: String, CaseIterable {
        case version, platform, rules, roles, pairs, fixed, cssThemes, themes, include, exclude, override
    }

    /// Reads and validates the file at `path` (at most `InputReading.sizeLimit` bytes).
    /// - Throws: `ConfigurationError` at the file, line and column of every independent problem (the first
    ///   in file order, the others in `further`): unknown keys, bad platform, rule, level, parameter,
    ///   role, theme or pattern, each entry checked on its own; an unreadable file, a syntax error or a
    ///   root that is not a mapping is the one error.
    public static func read(_ path: String) throws(ConfigurationError) -> ConfigurationFile {
        let data: Data
        do {
            data = try InputReading.readFile(path, expected: "a configuration file (.coloraudit.yml)")
        } catch {
            throw ConfigurationError(error)
        }
        return try parse(data, path: path)
    }

    /// Whether `data` holds only white space (and, with `comments`, YAML comment lines).
    private static func isBlank(_ data: Data, comments: Bool) -> Bool {
        String(decoding: data, as: UTF8.self).split(whereSeparator: \.isNewline).allSatisfy { line in
            let text = line.trimmingCharacters(in: .whitespaces)
            return text.isEmpty || (comments && text.hasPrefix("#"))
        }
    }

    /// Reads the configuration file text `data`, named `path` in messages (`.json` selects JSON syntax).
    /// - Throws: `ConfigurationError` as `read(_:)`.
    public static func parse(_ data: Data, path: String) throws(ConfigurationError) -> ConfigurationFile {
        let syntax = StructuredDocument.Syntax(path: path)
        let reader = NodeReader(path: path, quotedStringsOnly: syntax == .json)
        let rulesReader = RuleSettingsReader(reader: reader)
        var file = ConfigurationFile(path: path)
        // An empty file, or one holding only comments, means every default: `coloraudit config --dump >
        // .coloraudit.yml` creates the file empty before the dump reads it, and a team may start with a comment.
        if isBlank(data, comments: syntax != .json) { return file }
        let entries = try rulesReader.wrap { () throws(PaletteError) -> [DocumentNode.Entry] in
            let root = try StructuredDocument.parse(
                data, path: path, syntax: syntax, expected: "a mapping of configuration keys")
            if case .scalar(let text, _) = root.content, text.isEmpty { return [] }
            return try reader.mapping(root, "configuration", expected: "a mapping of configuration keys")
        }
        // Every key is checked even when an earlier one is malformed (`ConfigurationError.further`); a
        // syntax error or a root that is not a mapping stays the one error.
        var errors = PaletteErrorList()
        errors.attempt { () throws(PaletteError) in try reader.checkKeys(entries, allowed: keys, "configuration") }
        // An unknown key has been reported by `checkKeys`; its value is not read.
        for entry in entries {
            guard let key = Key(rawValue: entry.key) else { continue }
            switch key {
            case .version:
                file.version = errors.attempt { () throws(PaletteError) in try version(entry.value, reader: reader) }
            case .platform:
                file.platform = errors.attempt { () throws(PaletteError) in
                    try reader.keyword(entry.value, "platform", as: Platform.self)
                }
            case .rules:
                file.rules = ruleSettings(entry.value, rulesReader, &errors)
            case .roles:
                file.roles =
                    errors.attempt { () throws(ConfigurationError) in
                        try RolePattern.read(entry.value, reader: reader)
                    } ?? []
            case .pairs:
                file.pairPatterns = ConfigurationPairPatterns.read(entry.value, reader: reader, errors: &errors)
            case .fixed:
                file.fixed =
                    errors.attempt { () throws(PaletteError) in
                        var globs: [Glob] = []
                        for node in try reader.sequence(
                            entry.value, "fixed", expected: "a list of colour names or patterns")
                        {
                            let text = try reader.string(node, "fixed", expected: "a colour name or pattern")
                            do {
                                globs.append(try Glob(text))
                            } catch {
                                throw reader.error(.invalidValue, node.mark, "fixed: \(error)")
                            }
                        }
                        return globs
                    } ?? []
            case .cssThemes:
                file.cssThemes =
                    errors.attempt { () throws(ConfigurationError) in
                        try CSSThemeMapping.read(entry.value, reader: reader)
                    } ?? []
            case .themes:
                let folder = URL(fileURLWithPath: path).standardizedFileURL.deletingLastPathComponent().path
                file.themes =
                    errors.attempt { () throws(ConfigurationError) in
                        try ThemeDeclaration.read(entry.value, reader: reader, folder: folder)
                    } ?? []
            case .override:
                guard
                    let options = errors.attempt({ () throws(PaletteError) in
                        try reader.mapping(entry.value, "override", expected: "a mapping with platform and rules")
                    })
                else { break }
                errors.attempt { () throws(PaletteError) in
                    try reader.checkKeys(options, allowed: overrideKeys, "override")
                }
                for option in options {
                    if option.key == "platform" {
                        file.overridePlatform = errors.attempt { () throws(PaletteError) in
                            try reader.keyword(option.value, "override platform", as: Platform.self)
                        }
                    } else if option.key == "rules" {
                        file.overrideRules = ruleSettings(option.value, rulesReader, &errors)
                    }
                }
            case .include, .exclude:
                let globs =
                    errors.attempt { () throws(ConfigurationError) in
                        try paths(entry, reader: reader, rulesReader: rulesReader)
                    } ?? []
                if key == .include { file.filter.include = globs } else { file.filter.exclude = globs }
            }
        }
        do {
            try errors.throwIfAny()
        } catch {
            throw ConfigurationError(error)
        }
        let folder = URL(fileURLWithPath: path).standardizedFileURL.deletingLastPathComponent().path
        file.filter.base = folder
        return file
    }

    /// The settings of `rules:` or `override: rules:` at `node`, each malformed entry's problem recorded in
    /// `errors` (the others still read); empty when `node` is not a mapping (recorded too).
    private static func ruleSettings(
        _ node: DocumentNode, _ rulesReader: RuleSettingsReader, _ errors: inout PaletteErrorList
    ) -> RuleSettings {
        guard
            let (settings, problems) = errors.attempt({ () throws(ConfigurationError) in
                try rulesReader.readAll(node)
            })
        else { return RuleSettings() }
        for problem in problems { errors.record(PaletteError(problem)) }
        return settings
    }

    /// The `version:` at `node`: a whole number in `versions`.
    private static func version(_ node: DocumentNode, reader: NodeReader) throws(PaletteError) -> Int {
        let known = "\(versions.lowerBound)"
        let expected = "a whole number; this coloraudit reads version \(known)"
        let value = try reader.number(node, "version", expected: expected)
        guard value.rounded() == value, value >= 1, value <= Double(Int32.max) else {
            throw reader.error(
                .invalidValue, node.mark, "version: expected \(expected), found \(node.scalarText ?? "")")
        }
        guard versions.contains(Int(value)) else {
            throw reader.error(
                .invalidValue,
                node.mark,
                "version: \(Int(value)) is a later configuration format than this coloraudit reads "
                    + "(version \(known)); update coloraudit")
        }
        return Int(value)
    }

    private static func paths(
        _ entry: DocumentNode.Entry, reader: NodeReader, rulesReader: RuleSettingsReader
    ) throws(ConfigurationError) -> [Glob] {
        let items = try rulesReader.wrap { () throws(PaletteError) in
            try reader.sequence(entry.value, entry.key, expected: "a list of path patterns")
        }
        var globs: [Glob] = []
        var errors = PaletteErrorList()
        for item in items {
            guard
                let text = errors.attempt({ () throws(PaletteError) in
                    try reader.string(item, entry.key, expected: "a path pattern")
                })
            else { continue }
            do {
                globs.append(try Glob(text))
            } catch {
                errors.record(
                    PaletteError(
                        kind: .invalidValue, location: reader.location(item.mark),
                        message: "\(entry.key): \(error)"))
            }
        }
        try rulesReader.wrap { () throws(PaletteError) in try errors.throwIfAny() }
        return globs
    }

    /// The configuration file that applies to `path` (a file or folder): the first of `names` found in
    /// its folder or a parent, stopping after the repository root (the folder holding `.git`) or the
    /// filesystem root; `nil` when there is none.
    public static func find(from path: String) -> String? {
        let manager = FileManager.default
        var isDirectory: ObjCBool = false
        for folder in RepositoryRoot.folders(from: path) {
            for name in names {
                let candidate = folder.appendingPathComponent(name).path
                if manager.fileExists(atPath: candidate, isDirectory: &isDirectory), !isDirectory.boolValue {
                    return candidate
                }
            }
            if manager.fileExists(atPath: folder.appendingPathComponent(".git").path) { return nil }
        }
        return nil
    }

    /// `configuration` with this file as its file layer (`Configuration.fileSettings`, `filePlatform`,
    /// `rolePatterns`, and `cssThemes` before the command line's), and its `override:` as the bottom of
    /// the command-line layer (`Configuration.platform`, `Configuration.rules`, which the actual command
    /// line then applies over).
    public func apply(to configuration: Configuration) -> Configuration {
        var result = configuration
        if let overridePlatform { result.platform = overridePlatform }
        result.rules = configuration.rules.merging(overrideRules)
        result.fileSettings = rules
        result.filePlatform = platform
        result.rolePatterns = roles
        result.pairPatterns = pairPatterns
        result.fixedColors = fixed
        result.cssThemes = cssThemes + configuration.cssThemes
        result.themes = themes
        return result
    }
}
