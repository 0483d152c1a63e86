/// `coloraudit completion bash|zsh|fish`: prints the shell's completion script (`ShellCompletion`).
enum CompletionCommand: Command {
    static let spec = CommandSpec(
        name: "completion",
        summary: "Print the completion script for bash, zsh or fish",
        usage: "completion bash|zsh|fish",
        options: [],
        positionals: (1, 1),
        discussion: """
            The script completes commands, every option of every command, option values that have a fixed
            set of choices, and file names. Install it where the shell looks:
              coloraudit completion bash > /usr/local/share/bash-completion/completions/coloraudit
              coloraudit completion zsh > "${fpath[1]}/_coloraudit"
              coloraudit completion fish > ~/.config/fish/completions/coloraudit.fish
            ('make install' installs all three.)
            """)

    static func run(_ arguments: ParsedArguments) throws -> ExitStatus {
        let shell = arguments.positionals[0]
        guard let script = ShellCompletion.script(shell, commands: CLI.commands.map(\.spec)) else {
            throw UsageError(
                message: "unknown shell '\(shell)'; expected one of \(ShellCompletion.shells.joined(separator: ", "))")
        }
        try Console.out(String(script.dropLast()))
        return .success
    }
}

/// `coloraudit man`: prints the manual page `coloraudit(1)` in roff (`ManPage`).
enum ManCommand: Command {
    static let spec = CommandSpec(
        name: "man",
        summary: "Print the manual page coloraudit(1) (roff), made from the same option lists as --help",
        usage: "man",
        options: [],
        positionals: (0, 0),
        discussion: """
            Read it with 'coloraudit man | man -l -', or install it:
              coloraudit man > /usr/local/share/man/man1/coloraudit.1
            ('make install' installs it.)
            """)

    static func run(_ arguments: ParsedArguments) throws -> ExitStatus {
        try Console.out(String(ManPage.page(commands: CLI.commands.map(\.spec), version: CLI.version).dropLast()))
        return .success
    }
}
