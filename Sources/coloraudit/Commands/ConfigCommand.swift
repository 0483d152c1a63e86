import ColorAudit
import Foundation

/// `coloraudit config --dump [PATH]`: the effective configuration (defaults, the configuration file that
/// applies to PATH, and the command line's settings) as a `.coloraudit.yml` (`ConfigurationDump`).
enum ConfigCommand: Command {
    static let spec = CommandSpec(
        name: "config",
        summary: "Print the effective configuration (--dump) as a .coloraudit.yml",
        usage: "config --dump [options] [PATH]",
        options: [
            OptionSpec(
                name: "dump", valueName: nil,
                help: "Print every setting an audit of PATH (default: the current folder) would use, in the "
                    + "configuration file's own syntax; save it with -o .coloraudit.yml to start one. --platform, --rule "
                    + "and --set are written under 'override:' (over each palette's own platform: and rules:, as "
                    + "on the command line), so audit --config with the dump gives the same findings. Exits 2, as audit "
                    + "would, for a missing PATH or an appearance, theme or CSS selector no palette under PATH has"),
            OptionSpec(
                name: "output", valueName: "FILE",
                help: "Write the dump to FILE (whole or not at all) instead of standard output", short: "o"),
            OptionSpec(
                name: "config", valueName: "FILE",
                help: "Read settings from FILE instead of the .coloraudit.yml found from PATH up"),
            OptionSpec(name: "platform", valueName: "PLATFORM", help: "Threshold profile: ios, web or android"),
            OptionSpec(name: "rule", valueName: "ID=LEVEL", help: "Set a rule's level (off, error, warning, note)"),
            OptionSpec(name: "set", valueName: "ID.PARAM=VALUE", help: "Set a rule parameter"),
            PaletteInput.cssThemeOption,
        ] + AuditCommand.spec.options.filter { shorthands.contains($0.name) },
        positionals: (0, 1))

    /// Audit's shorthands for rule parameters (README, Configuration: the command line), taken as audit takes
    /// them and written under `override:` as `--set` is.
    private static let shorthands: Set<String> = ["all-pairs", "anomaly", "deficiency", "glare"]

    static func run(_ arguments: ParsedArguments) throws -> ExitStatus {
        guard arguments.has("dump") else {
            throw UsageError(message: "say what to do: --dump prints the effective configuration")
        }
        let file = try AuditCommand.configurationFile(arguments)
        let configuration = try AuditCommand.makeConfiguration(arguments, file: file)
        try check(configuration, arguments: arguments, file: file)
        let dump = ConfigurationDump.yaml(
            configuration, filter: file?.filter ?? PathFilter(),
            header: "coloraudit effective configuration (coloraudit config --dump)")
        if let output = arguments.value("output") {
            try Console.write(dump, to: output, addingNewline: false)
        } else {
            try Console.out(String(dump.dropLast()))
        }
        return .success
    }

    /// Checks the configuration against what an audit of PATH would read, as `audit` does: a missing
    /// PATH is the loader's input error (`PaletteLoader.Failure.missingPaths`), and an appearance or theme name of a per-appearance parameter that none
    /// of the palettes under PATH has (`AppearanceNameCheck`) or a `cssThemes` selector that none of
    /// their stylesheets has (`CSSThemeMappingCheck`) is an error — so a dump does not write a file the
    /// audit then refuses. With no palette files under PATH, names are checked against the standard
    /// appearances only; when a palette cannot be read (the audit would stop at it), or PATH is `-`
    /// (standard input, not read), the names cannot be known and are not checked.
    /// - Throws: `InputError` (exit 2) with audit's messages.
    private static func check(_ configuration: Configuration, arguments: ParsedArguments, file: ConfigurationFile?)
        throws
    {
        let path = arguments.positionals.first ?? FileManager.default.currentDirectoryPath
        guard path != "-" else { return }
        // The names are the palettes' own (appearances, themes, `rules:`, stylesheet selectors), which only
        // reading them gives: the same load as the audit's, without the audit.
        let palettes: [Palette]
        do {
            palettes =
                try PaletteLoader(importers: configuration.importers, filter: file?.filter ?? PathFilter())
                .load([path]).palettes
        } catch {
            if !error.missingPaths.isEmpty { throw InputError(message: error.description) }
            // A palette that cannot be read: the audit would stop at it, and its names are not known.
            guard error.errors.isEmpty, !error.isUsage else { return }
            palettes = []
        }
        try PaletteInput.checkNames(
            AppearanceNameCheck.problems(configuration: configuration, palettes: palettes)
                + CSSThemeMappingCheck.problems(configuration: configuration, palettes: palettes))
    }
}
