import ColorAudit
import Foundation

/// `coloraudit audit <paths…>`: audits palette files and folders.
enum AuditCommand: Command {
    /// `--platform PLATFORM`, the threshold profile (`fix` takes it too).
    static let platformOption = OptionSpec(
        name: "platform", valueName: "PLATFORM",
        help: "Threshold profile (default: the palette's 'platform:', else web)",
        choices: Platform.allCases.map(\.rawValue))

    static let spec = CommandSpec(
        name: "audit",
        summary: "Audit palette files or folders for contrast, colour-blind collisions and design intent",
        usage: "audit [options] <path>…",
        options: [
            OptionSpec(
                name: "format", valueName: "FORMAT",
                help: "Output format (default \(ReporterRegistry.identifiers[0])): "
                    + ReporterRegistry.all.map { "\($0.identifier) — \($0.description)" }.joined(separator: "; "),
                choices: ReporterRegistry.identifiers),
            OptionSpec(
                name: "input-format", valueName: "NAME",
                help: "Read named files, folders and standard input as this format (default: recognised; "
                    + "formats: " + PaletteImporters.standard.formatNames.joined(separator: ", ") + ")"),
            OptionSpec(
                name: "config", valueName: "FILE",
                help: "Read settings from FILE (default: the first .coloraudit.yml, .coloraudit.yaml or "
                    + ".coloraudit.json found from the audited path up to the repository root)"),
            OptionSpec(
                name: "output", valueName: "FILE",
                help: "Write the report to FILE (written whole or not at all) instead of standard output", short: "o"),
            OptionSpec(
                name: "summary", valueName: nil,
                help: "Text: counts by rule and appearance per file and the ten worst pairs"),
            OptionSpec(
                name: "full", valueName: nil,
                help:
                    "Text: every finding in detail with its colours and measurements (default: grouped, long lists collapsed)"
            ),
            OptionSpec(
                name: "fail-on", valueName: "LEVEL", help: "Exit 1 when a finding is at or above LEVEL (default error)",
                choices: ["error", "warning", "note", "never"]),
            OptionSpec(
                name: "strict", valueName: nil,
                help:
                    "Warnings fail too: exit 1 when a finding is a warning or an error (--fail-on note still counts notes)"
            ),
            platformOption,
            OptionSpec(
                name: "appearance", valueName: "LIST",
                help: "Only these appearances, comma-separated (light, dark, light-high-contrast, "
                    + "dark-high-contrast, any, or the name of a palette's theme such as dark-dimmed, or of a theme "
                    + "that is a palette of its own, all its appearances: Amoled for Theme.Aegis.Amoled)",
                repeatable: true
            ),
            OptionSpec(
                name: "rule", valueName: "ID=LEVEL",
                help: "Set a rule's level: off, error, warning or note (repeatable; see 'coloraudit rules')",
                repeatable: true),
            OptionSpec(
                name: "set", valueName: "ID.PARAM=VALUE",
                help: "Set a rule parameter, e.g. contrast-minimum.normal=4.5 (repeatable)", repeatable: true),
            OptionSpec(
                name: "all-pairs", valueName: nil,
                help:
                    "Colour-vision checks compare every colour, not just groups and the colours that must be told apart"
            ),
            OptionSpec(
                name: "anomaly", valueName: "SEVERITY",
                help: "Also check protanomaly, deuteranomaly and tritanomaly at this severity (0-1)"),
            OptionSpec(
                name: "deficiency", valueName: "LIST",
                help: "Deficiencies to check, comma-separated (default protanopia,deuteranopia,tritanopia,"
                    + "achromatopsia)", repeatable: true),
            OptionSpec(
                name: "glare", valueName: "indoor|outdoor|FRACTION",
                help: "Also check contrast under ambient glare (turns on contrast-under-glare): a preset or the "
                    + "reflected luminance as a fraction of white, e.g. 0.05"),
            OptionSpec(
                name: "css-theme", valueName: "SELECTOR=THEME",
                help: "Read CSS rules with this selector as this theme: light, dark, light-high-contrast, "
                    + "dark-high-contrast or NAME:BASE, e.g. .theme-midnight=midnight:dark (repeatable; "
                    + "over the configuration file's cssThemes)", repeatable: true),
            OptionSpec(
                name: "max-findings", valueName: "N",
                help: "Report at most N findings per rule, severity and appearance, the worst ones; the rest are "
                    + "counted (default \(Configuration.defaultFindingLimit); 0 = no limit)"),
        ] + AuditGate.options + LinterConventions.options,
        positionals: (1, nil),
        discussion: """
            Paths are palette files or folders, searched recursively for palette files; each is read by the
            format its name and contents show, or by --input-format (formats:
            \(PaletteImporters.standard.formatNames.prefix(6).joined(separator: ", ")),
            \(PaletteImporters.standard.formatNames.dropFirst(6).joined(separator: ", "))).
            '-' reads one palette from standard input, recognised the same way.

            Exit status: 0 no finding at or above --fail-on (default error; --strict: warning);
                         1 findings at or above it, or more warnings than --max-warnings N;
                         2 usage, configuration or input error (bad option, unreadable file, input over
                           the size limit, malformed palette, bad colour, unusable baseline file, a report
                           that cannot be written, files that gave no colour at all, a palette beyond the
                           audit limits: more than 1,000,000 pairs formed from roles or 2,000,000,000
                           colour comparisons — declare 'pairs:' and 'groups:' instead).
            With --baseline or --compare only new and worsened findings count; --write-baseline exits 0.

            Examples:
              coloraudit audit palettes/
              coloraudit audit app-colors.yaml --format json --fail-on warning
              coloraudit audit theme.yaml --rule contrast-enhanced=off --set contrast-minimum.normal=7
              coloraudit audit palettes/ --write-baseline .coloraudit-baseline.json
              coloraudit audit palettes/ --baseline .coloraudit-baseline.json --format sarif -o colors.sarif
              coloraudit audit --compare base/palettes palettes --format markdown
            """)

    static func run(_ arguments: ParsedArguments) throws -> ExitStatus {
        let policy: FailPolicy
        do {
            policy = try FailPolicy(failOn: arguments.value("fail-on"), strict: arguments.has("strict"))
        } catch {
            throw UsageError(message: error.text.rendered(OverrideFlags.spelling))
        }
        try checkTextForms(arguments)
        _ = try LinterConventions.maxWarnings(arguments)
        let session = try makeSession(arguments)
        let paths = try AuditGate.auditedPaths(arguments)
        let jsonErrorsTo = arguments.value("format") == "json" && arguments.value("output") == nil ? "-" : nil
        let loaded: PaletteLoader.Loaded
        do {
            loaded = try session.load(paths)
        } catch {
            do {
                try PaletteInput.throwLoadError(error, paths: paths, jsonErrorsTo: jsonErrorsTo, command: "audit")
            } catch let error as InputError where !error.paletteErrors.isEmpty {
                if arguments.value("format") == GitHubReporter.identifier, arguments.value("output") == nil {
                    try AuditGate.annotate(error.paletteErrors, root: session.repositoryRoot)
                }
                throw error
            }
        }
        let palettes = loaded.palettes
        try OutputGuard.check(arguments, palettes: palettes, configuration: session.configurationFile)
        // A gate compares every finding, not the few a report shows: the audit keeps them all (up to
        // `AuditGate.comparisonFindingLimit`) and the finding limit applies to what is reported.
        let gate = AuditGate.compares(arguments)
        let configuration = session.configuration
        let auditor = session.auditor(
            recordingChecks: AuditGate.needsChecks(arguments.value("format") ?? ""),
            recordingRuleChecks: AuditGate.needsRuleChecks(arguments.value("format") ?? ""),
            findingLimit: gate ? AuditGate.comparisonFindingLimit(configuration) : nil)
        var run: AuditRun
        do {
            run = try session.audit(loaded, with: auditor)
        } catch {
            try PaletteInput.throwLoadError(error, paths: paths, jsonErrorsTo: nil, command: "audit")
        }
        let reports = run.reports
        if gate { try AuditGate.checkComplete(reports) }
        if configuration.appearances != nil && reports.allSatisfy({ $0.pairsChecked == 0 && $0.appearances.isEmpty }) {
            let themes = Set(palettes.compactMap(\.variant)).sorted()
            throw UsageError(
                message: "--appearance matches no appearance or theme of the palettes (they have: "
                    + Set(palettes.flatMap(\.appearances)).sorted().map(\.rawValue).joined(separator: ", ")
                    + (themes.isEmpty ? "" : "; themes: " + themes.joined(separator: ", ")) + ")")
        }
        let output = arguments.value("output")
        let identifier = arguments.value("format") ?? ReporterRegistry.identifiers[0]
        guard let type = ReporterRegistry.reporter(identifier: identifier) else {
            throw UsageError(message: "unknown format '\(identifier)'")
        }
        let detail: ReporterOptions.Detail =
            arguments.has("summary") ? .summary : (arguments.has("full") ? .full : .compact)
        let options = ReporterOptions(
            useColor: LinterConventions.useColor(arguments, canColor: type.canColorOutput), detail: detail,
            hints: OverrideFlags.spelling)
        try warnUnusedConfigurations(
            run.inputs, used: session.configurationFile?.path, named: arguments.value("config") != nil)
        var compared = try AuditGate.compare(run, arguments: arguments, auditor: auditor)
        if gate { compared = compared.limitingFindings(to: configuration.effectiveFindingLimit) }
        // The process exits after the command: freeing the reports' findings, strings and dictionaries one
        // by one first would be work for nothing (2% of the instructions of a 300-colour palette's audit).
        defer { ProcessLifetime.keep((loaded, reports, run, compared)) }
        let reported = LinterConventions.reported(compared, arguments)
        try Console.stream(to: output ?? "-", addingNewline: false) { sink in
            try session.write(reported, format: identifier, options: options, to: sink)
        }
        if try AuditGate.finish(reported, uncompared: run, arguments: arguments, format: identifier) {
            return .success
        }
        return try LinterConventions.exitStatus(compared, fails: policy.fails(compared.summary), arguments: arguments)
    }

    /// The session of this run (`AuditSession`, the library's front door): its configuration (the
    /// file named by `--config` or found from the first audited path, then the command line's
    /// settings) and the folder finding paths are relative to.
    /// - Throws: `InputError` (exit 2) for a malformed configuration file, `UsageError` for a bad option.
    static func makeSession(_ arguments: ParsedArguments) throws -> AuditSession {
        let start = arguments.positionals.first { $0 != "-" } ?? FileManager.default.currentDirectoryPath
        do {
            return try AuditSession(
                start: start, configuration: arguments.value("config").map { .file($0) },
                overrides: OverrideFlags.overrides(arguments),
                baseline: arguments.value("baseline") ?? arguments.value("write-baseline"),
                inputFormat: arguments.value("input-format"))
        } catch {
            try PaletteInput.throwLoadError(error, paths: [], jsonErrorsTo: nil, command: "audit")
        }
    }

    /// `--summary` and `--full` are forms of the text report: together, or with another `--format`, they
    /// are a usage error (exit 2) instead of being ignored.
    static func checkTextForms(_ arguments: ParsedArguments) throws {
        let forms = ["summary", "full"].filter { arguments.has($0) }
        guard !forms.isEmpty else { return }
        if forms.count == 2 {
            throw UsageError(message: "--summary and --full are two forms of the text report; give one of them")
        }
        let format = arguments.value("format") ?? ReporterRegistry.identifiers[0]
        if format != TextReporter.identifier {
            throw UsageError(
                message: "--\(forms[0]) is a form of the text report (--format text); it does not apply to "
                    + "--format \(format)")
        }
    }

    /// Says on standard error which configuration files met while walking (`inputs`, after the session
    /// took out the one `used`) do not apply to this run (a nested `.coloraudit.yml` is easily taken to
    /// apply to its folder). `named`: the configuration was given with `--config` (the advice to name one
    /// is then not repeated).
    static func warnUnusedConfigurations(_ inputs: InputSummary?, used: String?, named: Bool) throws(OutputClosed) {
        for entry in inputs?.skipped ?? [] where entry.kind == .configuration {
            let advice =
                named
                ? " (--config); one configuration applies to a run"
                : "; audit that folder on its own or name the file with --config"
            try Console.error(
                "coloraudit: warning: \(entry.path) is not used: this run's configuration is "
                    + (used.map { "\($0)" } ?? "the defaults (no configuration file found from the first audited path)")
                    + advice)
        }
    }

    /// The configuration file named by `--config`, or found from the first audited path (or the current
    /// folder) up to the repository root (`ConfigurationFile.find(from:)`); `nil` when there is none.
    /// - Throws: `InputError` (exit 2) with the file, line and column of a malformed file.
    static func configurationFile(_ arguments: ParsedArguments) throws -> ConfigurationFile? {
        let start = arguments.positionals.first { $0 != "-" } ?? FileManager.default.currentDirectoryPath
        guard let path = arguments.value("config") ?? ConfigurationFile.find(from: start) else { return nil }
        do {
            return try ConfigurationFile.read(path)
        } catch {
            throw InputError(message: error.description)
        }
    }

    static func makeConfiguration(_ arguments: ParsedArguments, file: ConfigurationFile? = nil) throws(UsageError)
        -> Configuration
    {
        do {
            return try OverrideFlags.overrides(arguments).apply(to: file?.apply(to: Configuration()) ?? Configuration())
        } catch {
            throw UsageError(message: error.text.rendered(OverrideFlags.spelling))
        }
    }
}
