/// A configuration that cannot be used: a bad rule ID, level, parameter or value, an unknown key, a
/// malformed configuration file. Every source of settings (configuration file, palette `rules:`,
/// `--rule`/`--set` and their shorthands) reports through this one type, validated by
/// `SettingValidator`. The CLI exits 2 on it.
public struct ConfigurationError: Error, Sendable, Hashable, CustomStringConvertible {
    /// Where the setting was written (file, 1-based line and column); `nil` for the command line.
    public var location: SourceLocation?
    /// What is wrong and what was expected, for people (for the command line it starts with the option,
    /// e.g. "--rule contrast-minimun=off: …").
    public var message: String

    /// Creates an error.
    public init(location: SourceLocation?, message: String) {
        self.location = location
        self.message = message
    }

    /// The same problem, from a palette or configuration file read through `NodeReader`.
    init(_ error: PaletteError) {
        self.init(location: error.location, message: error.message)
    }

    /// `file:line:column: error: message` for files (as compilers print it), `error: message` for the
    /// command line.
    public var description: String {
        if let location { return "\(location): error: \(message)" }
        return "error: \(message)"
    }
}

extension PaletteError {
    /// A configuration problem inside a palette file (its `rules:` or `roles:`), as a palette error.
    init(_ error: ConfigurationError) {
        self.init(location: error.location ?? SourceLocation(file: "-"), message: error.message)
    }
}
