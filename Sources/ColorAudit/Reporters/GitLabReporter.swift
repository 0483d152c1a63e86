import ColorScience

/// `--format gitlab`: a GitLab Code Quality report (GitLab Docs, "Code Quality", "Code Quality report
/// format"; a subset of the Code Climate issue format) for `artifacts:reports:codequality`. A JSON array
/// with one object per finding:
///
/// - `description`: the message;
/// - `check_name`: the rule ID;
/// - `fingerprint`: the finding's identity (`FindingIdentity.fingerprint`, 32 hex digits) — GitLab
///   matches issues between the merge request and its target by it, and shows one issue per fingerprint;
/// - `severity`: `major` for an error, `minor` for a warning, `info` for a note (of GitLab's `info`,
///   `minor`, `major`, `critical`, `blocker`; as ESLint's GitLab formatter maps errors and warnings);
/// - `location.path`: the file relative to the repository root (`stdin` for standard input);
/// - `location.lines.begin`: the line; 1 for a location without one (a swatch in a binary `.ase` file,
///   an image), whose byte offset, when known, ends the description as `(byte N)`.
struct GitLabReporter: Reporter {
    /// `gitlab`.
    public static let identifier = "gitlab"
    /// For `--help`.
    public static let description = "GitLab Code Quality report (JSON, for artifacts:reports:codequality)"
    /// JSON carries no terminal colour.
    public static let canColorOutput = false

    /// Creates the reporter (it has no options).
    public init(options: ReporterOptions = ReporterOptions()) {}

    /// Writes the JSON array (pretty-printed, keys sorted).
    public func write(_ run: AuditRun, to sink: any ReportSink) throws {
        try sink.write(Self.document(run).text())
    }

    /// The report as a JSON value.
    static func document(_ run: AuditRun) -> JSONValue {
        .array(run.findings.map { issue($0, run: run) })
    }

    /// GitLab's severity for a finding's.
    static func severity(_ severity: Severity) -> String {
        switch severity {
        case .error: return "major"
        case .warning: return "minor"
        case .note: return "info"
        }
    }

    /// One Code Quality issue.
    static func issue(_ finding: Finding, run: AuditRun) -> JSONValue {
        let location = finding.location
        var description = finding.message
        if location.line == 0, let offset = location.offset { description += " (byte \(offset))" }
        return .object([
            "description": .string(description),
            "check_name": .string(finding.rule.rawValue),
            "fingerprint": .string(run.identity(of: finding).fingerprint),
            "severity": .string(severity(finding.severity)),
            "location": .object([
                "path": .string(run.artifactPath(location.file)),
                "lines": .object(["begin": .integer(max(location.line, 1))]),
            ]),
        ])
    }
}
