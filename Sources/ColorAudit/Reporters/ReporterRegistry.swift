import ColorScience

/// The reporters `coloraudit audit --format` offers, by identifier.
public enum ReporterRegistry {
    /// Every reporter type, in the order `--help` lists them (the first is the default).
    public static let all: [any Reporter.Type] = [
        TextReporter.self, JSONReporter.self, SARIFReporter.self, JUnitReporter.self, GitHubReporter.self,
        MarkdownReporter.self, HTMLReporter.self, XcodeReporter.self, GitLabReporter.self,
    ]

    /// The identifiers, in `all`'s order (the `--format` choices).
    public static var identifiers: [String] { all.map { $0.identifier } }

    /// The reporter type with this identifier, if any.
    public static func reporter(identifier: String) -> (any Reporter.Type)? {
        all.first { $0.identifier == identifier }
    }

    /// A reporter with this identifier and options, or `nil` for an unknown identifier.
    public static func make(identifier: String, options: ReporterOptions) -> (any Reporter)? {
        reporter(identifier: identifier).map { $0.init(options: options) }
    }
}
