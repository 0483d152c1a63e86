import ColorAudit

/// Dispatches `coloraudit <command> …` and maps errors to exit statuses.
enum CLI {
    /// The version printed by `--version`.
    static let version = ToolInfo.version

    /// Every subcommand, in help order.
    static var commands: [CommandEntry] {
        [
            CommandEntry(AuditCommand.self),
            CommandEntry(TokensCommand.self),
            CommandEntry(PairsCommand.self),
            CommandEntry(FixCommand.self),
            CommandEntry(ContrastCommand.self),
            CommandEntry(ConvertCommand.self),
            CommandEntry(SimulateCommand.self),
            CommandEntry(DeltaECommand.self),
            CommandEntry(RulesCommand.self),
            CommandEntry(ConfigCommand.self),
            CommandEntry(CompletionCommand.self),
            CommandEntry(ManCommand.self),
        ]
    }

    static var help: String {
        let width = commands.map { $0.spec.name.count }.max() ?? 0
        let list = commands.map {
            "  " + $0.spec.name.padding(toLength: width + 2, withPad: " ", startingAt: 0) + $0.spec.summary
        }
        return
            ([
                "coloraudit \(version) — audit app and web colour palettes for accessibility",
                "",
                "Usage: coloraudit <command> [options] [arguments]",
                "",
                "Commands:",
            ] + list + [
                "",
                "Run 'coloraudit <command> --help' for a command's options.",
                "Exit status: 0 ok, 1 findings at or above --fail-on, 2 usage or input error.",
            ]).joined(separator: "\n")
    }

    /// Runs with the arguments after the program name and returns the exit status; writes to
    /// `Console.streams` and never exits the process (`main.swift` does, with the status returned).
    static func main(_ arguments: [String]) -> Int32 {
        do {
            return try run(arguments)
        } catch {
            return ExitStatus.inputError.rawValue
        }
    }

    /// `main`, ending early with `OutputClosed` when standard output or error can no longer be written.
    private static func run(_ arguments: [String]) throws(OutputClosed) -> Int32 {
        guard let first = arguments.first else {
            try Console.error(help)
            return ExitStatus.inputError.rawValue
        }
        if first == "--help" || first == "-h" || first == "help" {
            // `coloraudit help audit` is `coloraudit audit --help`.
            if first == "help", arguments.count > 1 {
                guard let command = commands.first(where: { $0.spec.name == arguments[1] }) else {
                    try Console.error(
                        "coloraudit help: unknown command '\(arguments[1])'. Commands: "
                            + commands.map(\.spec.name).joined(separator: ", ") + ".")
                    return ExitStatus.inputError.rawValue
                }
                try Console.out(command.spec.help)
                return ExitStatus.success.rawValue
            }
            try Console.out(help)
            return ExitStatus.success.rawValue
        }
        if first == "--version" {
            try Console.out("coloraudit \(version)")
            return ExitStatus.success.rawValue
        }
        guard let command = commands.first(where: { $0.spec.name == first }) else {
            try Console.error(
                "coloraudit: unknown command '\(first)'. Commands: "
                    + commands.map(\.spec.name).joined(separator: ", ") + ". See 'coloraudit --help'.")
            return ExitStatus.inputError.rawValue
        }
        do {
            let parsed = try ArgumentParser.parse(Array(arguments.dropFirst()), spec: command.spec)
            if parsed.wantsHelp {
                try Console.out(command.spec.help)
                return ExitStatus.success.rawValue
            }
            return try command.run(parsed).rawValue
        } catch let closed as OutputClosed {
            throw closed
        } catch let error as UsageError {
            try Console.error("coloraudit \(command.spec.name): \(error.message)")
            try Console.error("Usage: coloraudit \(command.spec.usage)  (see 'coloraudit \(command.spec.name) --help')")
        } catch let error as InputError {
            try Console.error(error.message)
        } catch let error as AuditSizeError {
            try Console.error(error.description(OverrideFlags.spelling))
        } catch let error as PaletteError {
            try Console.error(error.description(OverrideFlags.spelling))
        } catch {
            try Console.error("coloraudit \(command.spec.name): error: \(error)")
        }
        return ExitStatus.inputError.rawValue
    }
}
