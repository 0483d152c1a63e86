/// A `coloraudit` subcommand.
protocol Command {
    /// Name, options and help.
    static var spec: CommandSpec { get }
    /// Runs the command; throws `UsageError` or `InputError` (exit 2) for bad arguments or input.
    static func run(_ arguments: ParsedArguments) throws -> ExitStatus
}

/// A command's spec and entry point, without existential metatypes.
struct CommandEntry {
    /// Name, options and help.
    let spec: CommandSpec
    /// The command's `run`.
    let run: (ParsedArguments) throws -> ExitStatus

    init<C: Command>(_ command: C.Type) {
        spec = command.spec
        run = command.run
    }
}
