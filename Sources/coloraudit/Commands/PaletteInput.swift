import ColorAudit
import Foundation

/// The CLI side of `PaletteLoader`: its failures as input (exit 2) or usage errors.
enum PaletteInput {
    /// The palettes of `paths` for `audit`; see `loadAll`.
    static func load(
        _ paths: [String], inputFormat: String? = nil, jsonErrorsTo: String? = nil, filter: PathFilter = PathFilter(),
        importers: PaletteImporters = .standard
    ) throws -> [Palette] {
        try loadAll(
            paths, inputFormat: inputFormat, jsonErrorsTo: jsonErrorsTo, command: "audit", filter: filter,
            importers: importers
        ).palettes
    }

    /// `--input-format NAME` of the commands that read palettes as `audit` does (`audit` says its default).
    static let inputFormatOption = OptionSpec(
        name: "input-format", valueName: "NAME",
        help: "Read named files, folders and standard input as this format (formats: "
            + PaletteImporters.standard.formatNames.joined(separator: ", ") + ")")

    /// `--css-theme SELECTOR=THEME` of the commands that read CSS as `audit` does (`audit` says it in full).
    static let cssThemeOption = OptionSpec(
        name: "css-theme", valueName: "SELECTOR=THEME",
        help: "Read CSS rules with this selector as this theme (as for audit)", repeatable: true)

    /// The options of a command that lists what an audit reads (`tokens`, `pairs`), read by
    /// `loadForListing`.
    static let listingOptions = [
        OptionSpec(
            name: "format", valueName: "FORMAT", help: "Output format (default text)", choices: ["text", "json"]),
        inputFormatOption,
        OptionSpec(
            name: "config", valueName: "FILE",
            help: "Read roles, paths and the CSS selector → theme mapping (cssThemes) from FILE (default: the "
                + ".coloraudit.yml found as for audit)"),
        cssThemeOption,
    ]

    /// The palettes of the positional paths for a command that lists what an audit reads (`tokens`,
    /// `pairs`): the configuration file found as for `audit` (its roles, path filter and `cssThemes`) with
    /// `--css-theme` added, `--input-format`, input errors also as a JSON document with `--format json`,
    /// and a theme mapping whose selector no style rule has refused as by `audit` (the stylesheet would
    /// otherwise be listed without that theme, silently).
    static func loadForListing(_ arguments: ParsedArguments, command: String) throws -> (
        configuration: Configuration, loaded: PaletteLoader.Loaded
    ) {
        let file = try AuditCommand.configurationFile(arguments)
        var configuration = file?.apply(to: Configuration()) ?? Configuration()
        do {
            for argument in arguments.all("css-theme") {
                configuration.cssThemes.append(try CSSThemeMapping.commandLine(argument))
            }
        } catch {
            throw UsageError(message: error.text.rendered(OverrideFlags.spelling))
        }
        let loaded = try loadAll(
            arguments.positionals, inputFormat: arguments.value("input-format"),
            jsonErrorsTo: arguments.value("format") == "json" ? "-" : nil, command: command,
            importers: configuration.importers)
        try checkNames(CSSThemeMappingCheck.problems(configuration: configuration, palettes: loaded.palettes))
        return (configuration, loaded)
    }

    /// Throws the configuration's names that the palettes do not have (`AppearanceNameCheck`,
    /// `CSSThemeMappingCheck`) as one input error, each on its own line (at its entry, or `coloraudit:`
    /// for the command line); nothing when there are none.
    static func checkNames(_ problems: [ConfigurationError]) throws {
        guard !problems.isEmpty else { return }
        throw InputError(
            message: problems.map {
                let text = $0.description(OverrideFlags.spelling)
                return $0.location == nil ? "coloraudit: \(text)" : text
            }.joined(separator: "\n"))
    }

    /// Reads every path (`PaletteLoader`). When any cannot be read, throws an `InputError` listing every
    /// error; with `jsonErrorsTo` (`-`: standard output, where a JSON report would go; never an `--output`
    /// file, which a broken input leaves untouched) the errors are also written there as a JSON document
    /// (`PaletteLoader.Failure.errorDocument`). `command` names the subcommand in messages; `importers`
    /// are the configured ones (`Configuration.importers`).
    static func loadAll(
        _ paths: [String], inputFormat: String? = nil, jsonErrorsTo: String? = nil, command: String,
        filter: PathFilter = PathFilter(), importers: PaletteImporters = .standard
    ) throws -> PaletteLoader.Loaded {
        do {
            return try PaletteLoader(importers: importers, inputFormat: inputFormat, filter: filter).load(paths)
        } catch {
            try throwLoadError(
                error.isUsage ? .request(error) : .input(error), paths: paths, jsonErrorsTo: jsonErrorsTo,
                command: command)
        }
    }

    /// Throws a front-door error (`ColorAuditError`) as the command line reports it: a bad request or
    /// setting as a usage error, everything else as an input error (exit status 2), with the JSON
    /// document of input errors written to `jsonErrorsTo` first where there are any (`loadAll`).
    static func throwLoadError(_ error: ColorAuditError, paths: [String], jsonErrorsTo: String?, command: String)
        throws -> Never
    {
        switch error {
        case .request(let failure):
            throw UsageError(message: failure.text.rendered(OverrideFlags.spelling))
        case .setting(let error):
            throw UsageError(message: error.text.rendered(OverrideFlags.spelling))
        case .configurationFile(let error):
            throw InputError(message: error.description)
        case .input(let failure):
            let message = failure.text.rendered(OverrideFlags.spelling)
            if failure.errors.isEmpty {
                // Nothing found: no file or position to name but the paths given.
                if let jsonErrorsTo {
                    try Console.write(errorDocument(files: paths, message).text(), to: jsonErrorsTo)
                }
                throw InputError(message: "coloraudit \(command): \(message)")
            }
            if let jsonErrorsTo {
                try Console.write(failure.errorDocument(OverrideFlags.spelling).text(), to: jsonErrorsTo)
            }
            throw InputError(message: message, paletteErrors: failure.errors.flatMap(\.listed))
        case .nothingToAudit(let files, let hinted):
            let message = hinted.rendered(OverrideFlags.spelling)
            if let jsonErrorsTo { try Console.write(errorDocument(files: files, message).text(), to: jsonErrorsTo) }
            throw InputError(message: "coloraudit \(command): \(message)")
        case .unknownNames(let problems):
            try checkNames(problems)
            throw InputError(message: error.description)
        case .tooLarge(let error):
            throw error
        }
    }

    /// The JSON document of input errors (`PaletteLoader.Failure.errorDocument`, README "Input errors") for a
    /// problem with no position in a file (nothing found, nothing to audit): one entry per file in `files`,
    /// line and column 0 (unknown), each with `message` (its leading `error: ` dropped).
    static func errorDocument(files: [String], _ message: String) -> JSONValue {
        let text = message.hasPrefix("error: ") ? String(message.dropFirst("error: ".count)) : message
        let listed: [JSONValue] = files.map { file in
            .object(["file": .string(file), "line": .integer(0), "column": .integer(0), "message": .string(text)])
        }
        return .object([
            "version": .integer(1), "inputErrors": .array(listed), "unlistedInputErrors": .array([]),
            "summary": .object(["inputErrors": .integer(listed.count)]),
        ])
    }
}
