import Foundation
import Testing

/// `coloraudit completion bash|zsh|fish`, `coloraudit man` and `make install`: every command and every
/// option of every command that `--help` lists is in each completion script and in the manual page,
/// the scripts parse in their shells, and bash completes what it should.
@Suite struct CompletionAndManTests {
    /// The repository root (for the Makefile).
    static let root = PackagePaths.root

    /// An executable named `name` on `PATH`, if any.
    static func tool(_ name: String) -> String? {
        let path = ProcessInfo.processInfo.environment["PATH"] ?? "/usr/bin:/bin"
        return path.split(separator: ":").map { "\($0)/\(name)" }.first {
            FileManager.default.isExecutableFile(atPath: $0)
        }
    }

    /// Runs `executable` with `arguments` (standard input empty) and returns its status and output.
    static func run(_ executable: String, _ arguments: [String], directory: URL? = nil) throws -> (
        status: Int32, stdout: String, stderr: String
    ) {
        let process = Process()
        process.executableURL = URL(fileURLWithPath: executable)
        process.arguments = arguments
        if let directory { process.currentDirectoryURL = directory }
        let out = Pipe()
        let err = Pipe()
        process.standardOutput = out
        process.standardError = err
        process.standardInput = FileHandle.nullDevice
        try process.run()
        let stdout = out.fileHandleForReading.readDataToEndOfFile()
        let stderr = err.fileHandleForReading.readDataToEndOfFile()
        process.waitUntilExit()
        return (
            process.terminationStatus, String(decoding: stdout, as: UTF8.self), String(decoding: stderr, as: UTF8.self)
        )
    }

    /// The commands `coloraudit --help` lists, each with the long options (and short ones) its `--help`
    /// lists — read from the help text, not from the specs the generators use.
    static func commandsAndOptions() throws -> [(command: String, options: [String], shorts: [String])] {
        let help = try InProcessCLI.run(["--help"]).stdout
        let listed = help.components(separatedBy: "Commands:\n").last?.components(separatedBy: "\n\n").first ?? ""
        let commands = listed.split(separator: "\n").compactMap { $0.split(separator: " ").first.map(String.init) }
        // An option's line: two spaces, "-x, " or four spaces, then "--name" (wrapped help is indented further).
        let option = try Regex(#"^  (?:-([a-zA-Z]), |    )--([a-z][a-z0-9-]*)"#)
        return try commands.map { command in
            var options: [String] = []
            var shorts: [String] = []
            for line in try InProcessCLI.run([command, "--help"]).stdout.split(separator: "\n") {
                guard let match = try option.prefixMatch(in: line) else { continue }
                options.append(String(match.output[2].substring ?? ""))
                if let short = match.output[1].substring { shorts.append(String(short)) }
            }
            return (command, options, shorts)
        }
    }

    @Test func helpListsTheCommandsAndOptions() throws {
        let all = try Self.commandsAndOptions()
        #expect(all.count >= 10 && all.contains { $0.command == "completion" } && all.contains { $0.command == "man" })
        let audit = try #require(all.first { $0.command == "audit" })
        #expect(audit.options.contains("quiet") && audit.options.contains("max-warnings") && audit.shorts == ["o"])
    }

    @Test func everyOptionOfEveryCommandIsInEachScriptAndThePage() throws {
        let bash = try InProcessCLI.run(["completion", "bash"]).stdout
        let zsh = try InProcessCLI.run(["completion", "zsh"]).stdout
        let fish = try InProcessCLI.run(["completion", "fish"]).stdout
        let man = try InProcessCLI.run(["man"]).stdout
        for (command, options, shorts) in try Self.commandsAndOptions() {
            #expect(bash.contains("\n    \(command))\n"), "bash: \(command)")
            #expect(zsh.contains("'\(command):"), "zsh: \(command)")
            #expect(fish.contains("__fish_use_subcommand -a \(command) -d"), "fish: \(command)")
            #expect(
                man.contains(".SH \"COLORAUDIT \(command.uppercased().replacingOccurrences(of: "-", with: "\\-"))\""))
            // Each command's part of the bash script: from its case label to the next ";;" at its level.
            let bashPart =
                bash.components(separatedBy: "\n    \(command))\n").dropFirst().first?
                .components(separatedBy: "\n        ;;\n").first ?? ""
            let manPart =
                man.components(separatedBy: ".SH \"COLORAUDIT ").dropFirst().first {
                    $0.hasPrefix(command.uppercased().replacingOccurrences(of: "-", with: "\\-") + "\"")
                } ?? ""
            for option in options where option != "help" {
                #expect(
                    bashPart.contains("--\(option) ") || bashPart.contains("--\(option)\""),
                    "bash: \(command) --\(option)")
                #expect(
                    zsh.contains("'--\(option)[") || zsh.contains("'*--\(option)[") || zsh.contains(",--\(option)}'["),
                    "zsh: \(command) --\(option)")
                #expect(
                    fish.contains("__fish_seen_subcommand_from \(command)' -l \(option)"),
                    "fish: \(command) --\(option)")
                #expect(
                    manPart.contains("\\fB\\-\\-\(option.replacingOccurrences(of: "-", with: "\\-"))\\fR"),
                    "man: \(command) --\(option)")
            }
            for short in shorts {
                #expect(bashPart.contains("-\(short)"), "bash: \(command) -\(short)")
                #expect(fish.contains("-l output -s \(short)") || fish.contains("-s \(short) "), "fish: -\(short)")
                #expect(manPart.contains("\\fB\\-\(short)\\fR"), "man: \(command) -\(short)")
            }
        }
        // Choices are offered: the formats of audit, the levels of --fail-on.
        #expect(
            bash.contains(
                "--format) COMPREPLY=($(compgen -W \"text json sarif junit github markdown html xcode gitlab\""))
        #expect(fish.contains("-l fail-on -x -a 'error warning note never'"))
        #expect(zsh.contains(":LEVEL:(error warning note never)"))
    }

    @Test func anUnknownShellIsAUsageError() throws {
        let result = try InProcessCLI.run(["completion", "tcsh"])
        #expect(result.status == 2 && result.stderr.contains("unknown shell 'tcsh'; expected one of bash, zsh, fish"))
    }

    /// bash parses the script and completes commands, options, choices and paths.
    @Test(.enabled(if: tool("bash") != nil)) func bashCompletes() throws {
        let script = try InProcessCLI.run(["completion", "bash"]).stdout
        let file = FileManager.default.temporaryDirectory.appendingPathComponent("coloraudit-\(UUID()).bash")
        try script.write(to: file, atomically: true, encoding: .utf8)
        defer { try? FileManager.default.removeItem(at: file) }
        #expect(try Self.run(try #require(Self.tool("bash")), ["-n", file.path]).status == 0)
        func complete(_ words: [String]) throws -> [String] {
            let quoted = words.map { "'\($0)'" }.joined(separator: " ")
            let program =
                "source '\(file.path)'; COMP_WORDS=(coloraudit \(quoted)); COMP_CWORD=\(words.count); _coloraudit; "
                + "printf '%s\\n' \"${COMPREPLY[@]}\""
            return try Self.run(try #require(Self.tool("bash")), ["-c", program]).stdout.split(separator: "\n").map(
                String.init)
        }
        #expect(try complete(["de"]) == ["delta-e"])
        #expect(try complete(["audit", "--max-w"]) == ["--max-warnings"])
        #expect(try complete(["audit", "--color", ""]) == ["auto", "always", "never"])
        #expect(try complete(["completion", "z"]) == [])  // a shell name is not a path or an option
        #expect(try complete(["simulate", "--deficiency", "prot"]).contains("protanopia"))
    }

    @Test(.enabled(if: tool("zsh") != nil)) func zshParsesTheScript() throws {
        let file = FileManager.default.temporaryDirectory.appendingPathComponent("_coloraudit-\(UUID())")
        try InProcessCLI.run(["completion", "zsh"]).stdout.write(to: file, atomically: true, encoding: .utf8)
        defer { try? FileManager.default.removeItem(at: file) }
        let result = try Self.run(try #require(Self.tool("zsh")), ["-n", file.path])
        #expect(result.status == 0, "\(result.stderr)")
    }

    @Test(.enabled(if: tool("fish") != nil)) func fishCompletes() throws {
        let file = FileManager.default.temporaryDirectory.appendingPathComponent("coloraudit-\(UUID()).fish")
        try InProcessCLI.run(["completion", "fish"]).stdout.write(to: file, atomically: true, encoding: .utf8)
        defer { try? FileManager.default.removeItem(at: file) }
        let fish = try #require(Self.tool("fish"))
        #expect(try Self.run(fish, ["--no-execute", file.path]).status == 0)
        let result = try Self.run(fish, ["-c", "source '\(file.path)'; complete -C 'coloraudit audit --color '"])
        #expect(
            Set(result.stdout.split(separator: "\n").map { String($0.split(separator: "\t")[0]) }) == [
                "auto", "always", "never",
            ])
    }

    /// groff reads the page without a warning (`-ww`: all warnings; `-k`: UTF-8 input through preconv,
    /// as man does).
    @Test(.enabled(if: tool("groff") != nil)) func theManualPageIsCleanRoff() throws {
        let file = FileManager.default.temporaryDirectory.appendingPathComponent("coloraudit-\(UUID()).1")
        try InProcessCLI.run(["man"]).stdout.write(to: file, atomically: true, encoding: .utf8)
        defer { try? FileManager.default.removeItem(at: file) }
        let result = try Self.run(try #require(Self.tool("groff")), ["-k", "-man", "-Tutf8", "-ww", "-z", file.path])
        #expect(result.status == 0 && result.stderr.isEmpty, "\(result.stderr)")
    }

    /// `make install PREFIX=…` with the test's build of coloraudit (no release build): the binary, the
    /// manual page and the three completions where the shells and man look.
    @Test(.enabled(if: tool("make") != nil && tool("install") != nil)) func makeInstallPutsEachFileInPlace() throws {
        let prefix = FileManager.default.temporaryDirectory.appendingPathComponent("coloraudit-prefix-\(UUID())")
        defer { try? FileManager.default.removeItem(at: prefix) }
        let make = try #require(Self.tool("make"))
        let result = try Self.run(
            make, ["-s", "install", "PREFIX=\(prefix.path)", "COLORAUDIT=\(CLIRunner.executable.path)"],
            directory: Self.root)
        #expect(result.status == 0, "\(result.stderr)")
        let binary = prefix.appendingPathComponent("bin/coloraudit").path
        #expect(FileManager.default.isExecutableFile(atPath: binary))
        #expect(try Self.run(binary, ["--version"]).stdout.hasPrefix("coloraudit "))
        let page = try String(contentsOf: prefix.appendingPathComponent("share/man/man1/coloraudit.1"), encoding: .utf8)
        #expect(page == (try InProcessCLI.run(["man"]).stdout))
        for (shell, path) in [
            ("bash", "share/bash-completion/completions/coloraudit"), ("zsh", "share/zsh/site-functions/_coloraudit"),
            ("fish", "share/fish/vendor_completions.d/coloraudit.fish"),
        ] {
            let installed = try String(contentsOf: prefix.appendingPathComponent(path), encoding: .utf8)
            #expect(installed == (try InProcessCLI.run(["completion", shell]).stdout), "\(shell)")
        }
        let uninstall = try Self.run(
            make, ["-s", "uninstall", "PREFIX=\(prefix.path)"], directory: Self.root)
        #expect(uninstall.status == 0 && !FileManager.default.fileExists(atPath: binary))
    }

    @Test func theLicenseIsMIT() throws {
        let license = try String(contentsOf: Self.root.appendingPathComponent("LICENSE"), encoding: .utf8)
        #expect(license.hasPrefix("MIT License\n"))
        #expect(license.contains("ColorAudit contributors"))
    }
}
