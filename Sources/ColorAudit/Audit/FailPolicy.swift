import ColorScience

/// When an audit fails: the policy behind `coloraudit audit`'s exit status — 0 when no finding is at
/// or above the fail level, 1 when one is (2, for usage, configuration and input errors, is the front
/// end's). The fail level sets the level (default `error`; `never` never fails); strict makes warnings
/// fail too (the level becomes at most `warning`). `coloraudit` spells them `--fail-on` and `--strict`.
public struct FailPolicy: Sendable, Hashable {
    /// Findings at or above this severity fail the audit; `nil` = never.
    public var level: Severity?

    /// An error in the fail options, for the front end to report as a usage error.
    public enum Error: Swift.Error, Sendable, Hashable, CustomStringConvertible {
        /// Strict with the level `never`: they contradict each other.
        case strictNever
        /// A level that is not `error`, `warning`, `note` or `never`.
        case unknownLevel(String)

        /// What is wrong, for people, with the settings it points to as hints.
        public var text: HintedText {
            switch self {
            case .strictNever:
                "\(hint: .strict) makes warnings fail; it cannot be combined with \(hint: .failLevel, "never")"
            case .unknownLevel(let text):
                "\(hint: .failLevel) expects error, warning, note or never; got '\(text)'"
            }
        }

        /// `text` with its hints in words.
        public var description: String { text.description }
    }

    /// The policy of `failOn` (`error`, `warning`, `note` or `never`; `nil` = `error`) and `strict`.
    /// Throws for an unknown level, and for `never` with `strict` (they contradict each other).
    public init(failOn: String? = nil, strict: Bool = false) throws(Error) {
        switch failOn ?? "error" {
        case "never":
            if strict {
                throw .strictNever
            }
            level = nil
        case let text:
            guard let severity = Severity(rawValue: text) else {
                throw .unknownLevel(text)
            }
            level = strict ? Swift.min(severity, .warning) : severity
        }
    }

    /// Whether `summary` fails under this policy.
    public func fails(_ summary: AuditSummary) -> Bool {
        guard let level else { return false }
        return summary.count(atLeast: level) > 0
    }

    /// The exit status for `summary`: 1 when it fails, else 0.
    public func exitStatus(_ summary: AuditSummary) -> Int32 { fails(summary) ? 1 : 0 }
}
