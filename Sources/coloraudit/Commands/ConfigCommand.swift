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
                    + "configuration file's own syntax; save it with -o .coloraudit.yml to start one"),
            OptionSpec(
                name: "output", valueName: "FILE",
                help: "Write the dump to FILE (whole or not at all) instead of standard output", short: "o"),
            OptionSpec(
                name: "config", valueName: "FILE",
                help: "Read settings from FILE instead of the .coloraudit.yml found from PATH up"),
            OptionSpec(name: "platform", valueName: "PLATFORM", help: "Threshold profile: ios, web or android"),
            OptionSpec(name: "rule", valueName: "ID=LEVEL", help: "Set a rule's level (off, error, warning, note)"),
            OptionSpec(name: "set", valueName: "ID.PARAM=VALUE", help: "Set a rule parameter"),
            OptionSpec(
                name: "css-theme", valueName: "SELECTOR=THEME",
                help: "Read CSS rules with this selector as this theme (as for audit)", repeatable: true),
        ],
        positionals: (0, 1))

    static func run(_ arguments: ParsedArguments) throws -> ExitStatus {
        guard arguments.has("dump") else {
            throw UsageError(message: "say what to do: --dump prints the effective configuration")
        }
        let file = try AuditCommand.configurationFile(arguments)
        let configuration = try AuditCommand.makeConfiguration(arguments, file: file)
        let dump = ConfigurationDump.yaml(configuration, filter: file?.filter ?? PathFilter())
        if let output = arguments.value("output") {
            try Console.write(dump, to: output, addingNewline: false)
        } else {
            Console.out(String(dump.dropLast()))
        }
        return .success
    }
}
