import ColorAudit
import Foundation

/// The options of `coloraudit audit` that users know from ESLint and stylelint: `--quiet`,
/// `--max-warnings N` and `--color auto|always|never` (with `NO_COLOR` and `FORCE_COLOR`).
///
/// Sources: ESLint's command-line reference (`--quiet`: "report errors only", warnings are still found
/// and still count for `--max-warnings`; `--max-warnings`: exit with an error status when the number of
/// warnings is greater than the threshold, `-1` for none), stylelint's (`--quiet`, `--max-warnings`),
/// no-color.org and force-color.org (set and not empty, whatever the value; FORCE_COLOR is read after
/// NO_COLOR, so it wins).
enum LinterConventions {
    /// The options these add to `audit`.
    static let options: [OptionSpec] = [
        OptionSpec(
            name: "quiet", valueName: nil,
            help: "Report errors only (as ESLint's --quiet): warnings and notes are left out of the report; "
                + "they still count for --fail-on and --max-warnings"),
        OptionSpec(
            name: "max-warnings", valueName: "N",
            help: "Exit 1 when there are more than N warnings, even if no finding is at or above --fail-on "
                + "(as ESLint's --max-warnings; default -1: no limit)"),
        OptionSpec(
            name: "color", valueName: "WHEN",
            help: "Colour in the text report: auto (default: when standard output is a terminal, unless "
                + "NO_COLOR is set; FORCE_COLOR set forces it), always or never",
            choices: ["auto", "always", "never"]),
    ]

    /// The `--max-warnings` limit: `nil` for none (absent or -1).
    /// - Throws: `UsageError` for anything but a whole number ≥ -1.
    static func maxWarnings(_ arguments: ParsedArguments) throws(UsageError) -> Int? {
        guard let text = arguments.value("max-warnings") else { return nil }
        guard let limit = Int(text), limit >= -1 else {
            throw UsageError(
                message: "--max-warnings expects a whole number of warnings (0 or more; -1 for no limit); got '\(text)'"
            )
        }
        return limit == -1 ? nil : limit
    }

    /// Whether a report of a reporter that can colour (`canColor`) is coloured: `--color always` or
    /// `never` decide; `auto` (the default) colours standard output when `Console.useColor` says so, and
    /// never an `-o` file.
    static func useColor(_ arguments: ParsedArguments, canColor: Bool) -> Bool {
        guard canColor else { return false }
        switch arguments.value("color") ?? "auto" {
        case "always": return true
        case "never": return false
        default: return arguments.value("output") == nil && Console.useColor
        }
    }

    /// What is reported: `run` itself, or with `--quiet` only its errors (the findings left out and
    /// their counts beyond the finding limit are not reported either).
    static func reported(_ run: AuditRun, _ arguments: ParsedArguments) -> AuditRun {
        guard arguments.has("quiet") else { return run }
        var quiet = run
        quiet.reports = run.reports.map { report in
            var errors = report
            errors.findings = report.findings.filter { $0.severity == .error }
            errors.omittedFindings = report.omittedFindings.filter { $0.severity == .error }
            return errors
        }
        return quiet
    }

    /// The warnings of `run`: those reported and those left out by the finding limit (`AuditSummary.warnings`).
    static func warnings(_ run: AuditRun) -> Int { run.summary.warnings }

    /// The exit status: `.findings` when `fails` (the fail policy says `run`, before `--quiet`, fails) or
    /// when `run` has more warnings than `--max-warnings` allows. Said on standard error when the report
    /// does not show why: too many warnings (as ESLint says it), or only findings `--quiet` left out.
    static func exitStatus(_ run: AuditRun, fails: Bool, arguments: ParsedArguments) throws -> ExitStatus {
        if let limit = try maxWarnings(arguments), case let count = warnings(run), count > limit {
            try Console.error(
                "coloraudit audit: \(AuditSummary.plural(count, "warning")), more than --max-warnings \(limit) allows")
            return .findings
        }
        if fails, arguments.has("quiet"), run.summary.errors == 0 {
            try Console.error(
                "coloraudit audit: exit 1 for warnings or notes at or above the fail level (--fail-on, --strict), "
                    + "which --quiet does not report")
        }
        return fails ? .findings : .success
    }
}
