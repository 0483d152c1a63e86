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

    /// Runs with the arguments after the program name and returns the exit status.
    static func main(_ arguments: [String]) -> Int32 {
        guard let first = arguments.first else {
            Console.error(help)
            return ExitStatus.inputError.rawValue
        }
        if first == "--help" || first == "-h" || first == "help" {
            // `coloraudit help audit` is `coloraudit audit --help`.
            if first == "help", arguments.count > 1 {
                guard let command = commands.first(where: { $0.spec.name == arguments[1] }) else {
                    Console.error(
                        "coloraudit help: unknown command '\(arguments[1])'. Commands: "
                            + commands.map(\.spec.name).joined(separator: ", ") + ".")
                    return ExitStatus.inputError.rawValue
                }
                Console.out(command.spec.help)
                return ExitStatus.success.rawValue
            }
            Console.out(help)
            return ExitStatus.success.rawValue
        }
        if first == "--version" {
            Console.out("coloraudit \(version)")
            return ExitStatus.success.rawValue
        }
        guard let command = commands.first(where: { $0.spec.name == first }) else {
            Console.error(
                "coloraudit: unknown command '\(first)'. Commands: "
                    + commands.map(\.spec.name).joined(separator: ", ") + ". See 'coloraudit --help'.")
            return ExitStatus.inputError.rawValue
        }
        do {
            let parsed = try ArgumentParser.parse(Array(arguments.dropFirst()), spec: command.spec)
            if parsed.wantsHelp {
                Console.out(command.spec.help)
                return ExitStatus.success.rawValue
            }
            return try command.run(parsed).rawValue
        } catch let error as UsageError {
            Console.error("coloraudit \(command.spec.name): \(error.message)")
            Console.error("Usage: coloraudit \(command.spec.usage)  (see 'coloraudit \(command.spec.name) --help')")
        } catch let error as InputError {
            Console.error(error.message)
        } catch let error as AuditSizeError {
            Console.error(error.description(OverrideFlags.spelling))
        } catch let error as PaletteError {
            Console.error(error.description)
        } catch {
            Console.error("coloraudit \(command.spec.name): error: \(error)")
        }
        return ExitStatus.inputError.rawValue
    }
}
