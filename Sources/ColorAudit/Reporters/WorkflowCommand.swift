import ColorScience

/// GitHub Actions workflow commands (`::error file=…,line=…,col=…,title=…::message`), their escaping,
/// and what GitHub shows of them.
///
/// Source: GitHub Docs, "Workflow commands for GitHub Actions" (setting an error/warning/notice message;
/// adding a job summary), and the runner's and `@actions/core`'s escaping: in the message, `%` → `%25`,
/// CR → `%0D`, LF → `%0A`; in property values also `:` → `%3A` and `,` → `%2C`. `%` is escaped first so
/// that the escapes themselves are not escaped again.
public enum WorkflowCommand {
    /// The annotation levels of workflow commands.
    public enum Level: String, Sendable, CaseIterable {
        /// `::error`.
        case error
        /// `::warning`.
        case warning
        /// `::notice`.
        case notice

        /// The level for a finding's severity (a note is a notice).
        public init(_ severity: Severity) {
            switch severity {
            case .error: self = .error
            case .warning: self = .warning
            case .note: self = .notice
            }
        }
    }

    /// Annotations of one level GitHub shows per step (10 errors, 10 warnings, 10 notices; further
    /// ones are dropped silently). Source: actions/toolkit `docs/problem-matchers.md`, "Limitations".
    public static let annotationsPerLevelPerStep = 10
    /// Annotations GitHub shows per job, all steps together. Same source.
    public static let annotationsPerJob = 50
    /// Bytes a step's `$GITHUB_STEP_SUMMARY` may hold: 1 MiB; a larger summary is refused whole
    /// ("upload aborted, supports content up to a size of 1024k").
    public static let stepSummaryLimit = 1024 * 1024

    /// Escapes the message (data) of a workflow command.
    public static func escapeData(_ text: String) -> String {
        var result = ""
        result.reserveCapacity(text.utf8.count)
        for character in text.unicodeScalars {
            switch character {
            case "%": result += "%25"
            case "\r": result += "%0D"
            case "\n": result += "%0A"
            case _ where TerminalText.isControl(character):
                // An escape sequence from a palette name must not reach the log viewer, which renders ANSI,
                // and a bidirectional override must not reorder the annotation.
                result += TerminalText.escape(character)
            default: result.unicodeScalars.append(character)
            }
        }
        return result
    }

    /// Escapes a property value of a workflow command (`file=`, `title=`).
    public static func escapeProperty(_ text: String) -> String {
        var result = ""
        for character in escapeData(text).unicodeScalars {
            switch character {
            case ":": result += "%3A"
            case ",": result += "%2C"
            default: result.unicodeScalars.append(character)
            }
        }
        return result
    }

    /// One annotation command: `::level file=F,line=L,col=C,title=T::message`. `line` and `col` are
    /// 1-based and left out when 0 (unknown); `file` is a path relative to the repository root (GitHub
    /// places annotations on the pull request's diff by it).
    public static func annotation(
        _ level: Level, file: String?, line: Int = 0, column: Int = 0, title: String? = nil, message: String
    ) -> String {
        var properties: [String] = []
        if let file { properties.append("file=\(escapeProperty(file))") }
        if line > 0 { properties.append("line=\(line)") }
        if line > 0 && column > 0 { properties.append("col=\(column)") }
        if let title { properties.append("title=\(escapeProperty(title))") }
        let head = properties.isEmpty ? "" : " " + properties.joined(separator: ",")
        return "::\(level.rawValue)\(head)::\(escapeData(message))"
    }
}
