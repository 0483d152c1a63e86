/// A command-line option a subcommand accepts.
struct OptionSpec {
    /// Long name without dashes (`format` for `--format`).
    var name: String
    /// Placeholder for the value in help (`FORMAT`); `nil` for a flag without a value.
    var valueName: String?
    /// One line of help.
    var help: String
    /// Allowed values, checked by the parser (empty = any).
    var choices: [String] = []
    /// May be given more than once (values accumulate).
    var repeatable: Bool = false
    /// Single-letter alias (`o` for `-o`), if any.
    var short: Character? = nil
}

/// What a subcommand accepts, for parsing and `--help`.
struct CommandSpec {
    /// The subcommand's name (`audit`).
    var name: String
    /// One line for the command list.
    var summary: String
    /// Usage line after `coloraudit ` (`audit [options] <path>…`).
    var usage: String
    /// Options (besides `--help`).
    var options: [OptionSpec]
    /// Positional arguments allowed: minimum and maximum (nil = unlimited).
    var positionals: (min: Int, max: Int?)
    /// Longer text after the options: examples, exit status.
    var discussion: String = ""

    /// The help text for `coloraudit <name> --help`.
    var help: String {
        var lines = ["coloraudit \(name) — \(summary)", "", "Usage: coloraudit \(usage)", "", "Options:"]
        let rendered =
            options.map { option -> (String, String) in
                var left = option.short.map { "-\($0), " } ?? "    "
                left += "--\(option.name)"
                if let value = option.valueName { left += " \(value)" }
                var help = option.help
                if !option.choices.isEmpty { help += " (\(option.choices.joined(separator: "|")))" }
                return (left, help)
            } + [("    --help", "Show this help and exit")]
        let width = rendered.map(\.0.count).max() ?? 0
        let indent = width + 4
        for (left, help) in rendered {
            let wrapped = Self.wrap(help, width: max(Self.lineWidth - indent, 40))
            lines.append("  " + left.padding(toLength: width + 2, withPad: " ", startingAt: 0) + wrapped[0])
            lines += wrapped.dropFirst().map { String(repeating: " ", count: indent) + $0 }
        }
        if !discussion.isEmpty { lines += ["", discussion] }
        return lines.joined(separator: "\n")
    }

    /// The widest help line, in characters (option descriptions wrap to it).
    static let lineWidth = 110

    /// `text` broken at spaces into lines of at most `width` characters; a longer word is broken after a
    /// `|` (a list of choices) where it has one, else kept whole.
    static func wrap(_ text: String, width: Int) -> [String] {
        // Pieces with whether a space comes before them (none inside a word broken after '|').
        var pieces: [(text: Substring, spaced: Bool)] = []
        for word in text.split(separator: " ", omittingEmptySubsequences: false) {
            guard word.count > width, word.contains("|") else {
                pieces.append((word, true))
                continue
            }
            let parts = word.split(separator: "|", omittingEmptySubsequences: false)
            for (index, part) in parts.enumerated() {
                pieces.append((index < parts.count - 1 ? part + "|" : part, index == 0))
            }
        }
        var lines: [String] = []
        var line = ""
        for (piece, spaced) in pieces {
            let separator = line.isEmpty || !spaced ? "" : " "
            if !line.isEmpty && line.count + separator.count + piece.count > width {
                lines.append(line)
                line = String(piece)
            } else {
                line += separator + piece
            }
        }
        lines.append(line)
        return lines
    }
}

/// Parsed arguments of one subcommand.
struct ParsedArguments {
    /// Positional arguments in order (`-` stands for standard input where a command reads files).
    var positionals: [String] = []
    /// Option values by long name, in the order given.
    var values: [String: [String]] = [:]
    /// True when `--help` was given.
    var wantsHelp = false

    /// The last value of an option, if given.
    func value(_ name: String) -> String? { values[name]?.last }
    /// Whether an option (flag or valued) was given.
    func has(_ name: String) -> Bool { values[name] != nil }
    /// All values of a repeatable option.
    func all(_ name: String) -> [String] { values[name] ?? [] }
}

/// A usage error: exit status 2, message and a pointer to `--help`.
struct UsageError: Error {
    /// What was wrong.
    var message: String
}

/// Conventional parsing: `--name value`, `--name=value`, `-x value`, flags, `--` ends options, `-` is a
/// positional (standard input), anything else starting with `-` must be a known option.
enum ArgumentParser {
    static func parse(_ arguments: [String], spec: CommandSpec) throws(UsageError) -> ParsedArguments {
        var result = ParsedArguments()
        var index = 0
        var optionsEnded = false
        while index < arguments.count {
            let argument = arguments[index]
            index += 1
            if optionsEnded || argument == "-" || !argument.hasPrefix("-") || isNumber(argument) {
                result.positionals.append(argument)
                continue
            }
            if argument == "--" {
                optionsEnded = true
                continue
            }
            if argument == "--help" || argument == "-h" {
                result.wantsHelp = true
                continue
            }
            var name: String
            var inlineValue: String?
            if argument.hasPrefix("--") {
                let body = argument.dropFirst(2)
                if let equals = body.firstIndex(of: "=") {
                    name = String(body[..<equals])
                    inlineValue = String(body[body.index(after: equals)...])
                } else {
                    name = String(body)
                }
            } else {
                guard argument.count == 2, let option = spec.options.first(where: { $0.short == argument.last })
                else {
                    let shorts = spec.options.compactMap { o in o.short.map { "-\($0) (--\(o.name))" } }
                    let hint = shorts.isEmpty ? "" : " (short options: \(shorts.joined(separator: ", ")))"
                    throw UsageError(message: "unknown option '\(argument)' for '\(spec.name)'\(hint)")
                }
                name = option.name
            }
            guard let option = spec.options.first(where: { $0.name == name }) else {
                let near = spec.options.map(\.name).filter { $0.hasPrefix(String(name.prefix(2))) }
                let all = spec.options.map { "--\($0.name)" }.joined(separator: ", ")
                let hint =
                    near.isEmpty
                    ? " (its options: \(all))" : " (did you mean \(near.map { "--\($0)" }.joined(separator: ", "))?)"
                throw UsageError(message: "unknown option '--\(name)' for '\(spec.name)'\(hint)")
            }
            var value = ""
            if option.valueName != nil {
                if let inline = inlineValue {
                    value = inline
                } else if index < arguments.count {
                    value = arguments[index]
                    index += 1
                } else {
                    throw UsageError(message: "option '--\(name)' needs a value (\(option.valueName!))")
                }
                if !option.choices.isEmpty && !option.choices.contains(value) {
                    throw UsageError(
                        message:
                            "invalid value '\(value)' for '--\(name)': expected one of "
                            + option.choices.joined(separator: ", "))
                }
            } else if inlineValue != nil {
                throw UsageError(message: "option '--\(name)' takes no value")
            }
            if result.values[name] != nil && !option.repeatable && option.valueName == nil {
                continue
            }
            result.values[name, default: []].append(value)
        }
        if result.wantsHelp { return result }
        let count = result.positionals.count
        let (minimum, maximum) = spec.positionals
        if count < minimum || count > (maximum ?? Int.max) {
            let wanted: String
            if maximum == 0 {
                wanted = "takes no arguments"
            } else if maximum == minimum {
                wanted = "needs \(plural(minimum, "argument"))"
            } else if maximum == nil {
                wanted = "needs at least \(plural(minimum, "argument"))"
            } else {
                wanted = "needs \(minimum) to \(plural(maximum!, "argument"))"
            }
            let got =
                count == 0
                ? "none" : result.positionals.map { "'\($0)'" }.joined(separator: ", ")
            throw UsageError(message: "'\(spec.name)' \(wanted) (got \(got))")
        }
        return result
    }

    /// "1 argument", "2 arguments".
    private static func plural(_ n: Int, _ word: String) -> String { n == 1 ? "1 \(word)" : "\(n) \(word)s" }

    /// "-0.5" and similar are values, not options.
    private static func isNumber(_ text: String) -> Bool {
        Double(text) != nil
    }
}
