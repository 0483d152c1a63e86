import ColorScience

/// `--format github`: GitHub Actions workflow commands that annotate the pull request
/// (`::error file=…,line=…,col=…,title=…::message`, see `WorkflowCommand`), within what GitHub shows.
///
/// GitHub shows 10 annotations of each level per step and drops the rest silently. So for each level
/// (error, warning, notice — a note is a notice) up to 10 findings are annotated; when there are more,
/// the 9 worst are (farthest from passing, `ReportDigest.badness`: lowest measured ÷ required contrast,
/// smallest ΔE00 ÷ threshold; ties in report order), and the 10th annotation says how many more there
/// are. Annotations keep the report's order. Every finding that is not annotated is printed as a plain
/// log line (`file:line:column: severity: message [rule]`; `file: byte N: …` in a binary file), and
/// the output ends with the summary line. The CLI appends the Markdown report to `$GITHUB_STEP_SUMMARY` when
/// it is set (`stepSummary(_:)`).
public struct GitHubReporter: Reporter {
    /// `github`.
    public static let identifier = "github"
    /// For `--help`.
    public static let description = "GitHub Actions annotations (workflow commands) and a step summary"
    /// Workflow commands carry no terminal colour.
    public static let canColorOutput = false

    /// Creates the reporter (it has no options).
    public init(options: ReporterOptions = ReporterOptions()) {}

    /// Writes the annotations, the log lines of findings not annotated, the inputs line
    /// (`InputSummary.line`), how many palettes had no pair checked, and the summary line (without a
    /// final line break).
    public func write(_ run: AuditRun, to sink: any ReportSink) throws {
        let limit = WorkflowCommand.annotationsPerLevelPerStep
        var unannotated: [Finding] = []
        for level in WorkflowCommand.Level.allCases {
            let findings = run.findings.filter { WorkflowCommand.Level($0.severity) == level }
            let chosen = Self.annotated(findings, limit: limit)
            for (index, finding) in findings.enumerated() where chosen.contains(index) {
                try sink.write(Self.annotation(finding, run: run) + "\n")
            }
            if findings.count > chosen.count {
                let more = findings.count - chosen.count
                try sink.write(
                    WorkflowCommand.annotation(
                        level, file: nil, title: "coloraudit: \(more) more",
                        message: "\(more) more \(level.rawValue) findings are not annotated (GitHub shows "
                            + "\(limit) per step; the \(chosen.count) annotated are the farthest from passing); they "
                            + "are listed in the log of this step and in the step summary.")
                        + "\n")
                unannotated += findings.enumerated().filter { !chosen.contains($0.offset) }.map(\.element)
            }
        }
        for finding in unannotated {
            let file = run.relativePath(finding.location.file)
            var place = file
            if finding.location.line > 0 { place += ":\(finding.location.line)" }
            if finding.location.line > 0 && finding.location.column > 0 { place += ":\(finding.location.column)" }
            if finding.location.line == 0, let offset = finding.location.offset { place += ": byte \(offset)" }
            // A plain log line must not start a workflow command: `::` at the start of a line would.
            let line = "\(place): \(finding.severity.rawValue): \(finding.message) [\(finding.rule)]"
            try sink.write((line.hasPrefix("::") ? " " + line : line).replacingNewlines() + "\n")
        }
        // What was read: a plain log line (never an annotation, so the per-step budget stays for findings).
        if let inputs = run.inputs { try sink.write(inputs.line.replacingNewlines() + "\n") }
        if run.summary.palettesWithoutPairChecks > 0 {
            try sink.write(
                "no pair checked in \(run.summary.palettesWithoutPairChecks) of "
                    + "\(AuditSummary.plural(run.summary.palettes, "palette")) (no findings there is not a pass)\n")
        }
        try sink.write(run.summary.line)
    }

    /// The indices of the findings (of one level) to annotate: all of them when there are at most
    /// `limit`, else the `limit - 1` worst by `ReportDigest.badness` (ties: the earlier).
    static func annotated(_ findings: [Finding], limit: Int) -> Set<Int> {
        guard findings.count > limit else { return Set(findings.indices) }
        let ranked = findings.enumerated().map { (score: ReportDigest.badness($0.element), index: $0.offset) }
        return Set(ranked.sorted { ($0.score, $0.index) < ($1.score, $1.index) }.prefix(limit - 1).map(\.index))
    }

    /// The annotation of one finding: its file relative to the repository root, line and column, the
    /// rule and appearance as title (with `byte N` for a location in a binary file, which has no line, and
    /// the other places of a finding said once for several palettes), the message.
    static func annotation(_ finding: Finding, run: AuditRun) -> String {
        let file = finding.location.file == "-" ? nil : run.relativePath(finding.location.file)
        var title =
            "\(finding.rule) (\(finding.appearance.rawValue)"
            + (finding.brands.isEmpty ? "" : " in \(finding.brands.joined(separator: ", "))") + ")"
        if finding.location.line == 0, let offset = finding.location.offset { title += ", byte \(offset)" }
        // A finding said once for several palettes (`Finding.locations`) names its other places.
        var others: [String] = []
        for location in finding.locations where location != finding.location {
            let place = location.described(file: location.file == "-" ? "-" : run.relativePath(location.file))
            if !others.contains(place) { others.append(place) }
        }
        if !others.isEmpty { title += ", also \(others.joined(separator: ", "))" }
        if run.baselineState(of: finding) == .worsened, let comparison = run.comparison {
            title += ", worse than \(ComparisonText.reference(comparison))"
        }
        return WorkflowCommand.annotation(
            WorkflowCommand.Level(finding.severity), file: file, line: finding.location.line,
            column: finding.location.column, title: title, message: finding.message)
    }

    /// The workflow commands for palette files that could not be read: one `::error` annotation per
    /// listed error at its file (relative to `root`, see `FindingIdentity.relativePath`), line and
    /// column, titled "coloraudit: cannot read this file" — the first 9 of more than 10, then one saying
    /// how many more (GitHub shows 10 errors per step); those not annotated are plain log lines. Ends with
    /// a line break.
    /// `hints` spells the settings the messages point to.
    public static func inputErrors(_ errors: [PaletteError], root: String?, hints: HintSpelling = HintSpelling())
        -> String
    {
        let listed = errors.flatMap(\.listed)
        let limit = WorkflowCommand.annotationsPerLevelPerStep
        let annotated = listed.count <= limit ? listed[...] : listed.prefix(limit - 1)
        var lines: [String] = []
        for error in annotated {
            let file = error.location.file == "-" ? nil : FindingIdentity.relativePath(error.location.file, root: root)
            lines.append(
                WorkflowCommand.annotation(
                    .error, file: file, line: error.location.line, column: error.location.column,
                    title: "coloraudit: cannot read this file", message: error.text.rendered(hints)))
        }
        if listed.count > annotated.count {
            let more = listed.count - annotated.count
            lines.append(
                WorkflowCommand.annotation(
                    .error, file: nil, title: "coloraudit: \(more) more",
                    message: "\(more) more input errors are not annotated (GitHub shows \(limit) per step); they are "
                        + "listed in the log of this step."))
            for error in listed.dropFirst(annotated.count) {
                let line = "\(error.location): error: \(error.text.rendered(hints))"
                lines.append((line.hasPrefix("::") ? " " + line : line).replacingNewlines())
            }
        }
        let unlisted = errors.map(\.unlisted).reduce(0, +)
        if unlisted > 0 {
            lines.append("… and \(unlisted) more input errors (at most \(PaletteError.listLimit) per file)")
        }
        return lines.joined(separator: "\n") + "\n"
    }

    /// The Markdown step summary of a run whose palette files could not be read: a heading, then each
    /// listed error (`file:line:column`, message) as a list item, at most 50.
    public static func inputErrorSummary(_ errors: [PaletteError], hints: HintSpelling = HintSpelling()) -> String {
        let listed = errors.flatMap(\.listed)
        let total = errors.map(\.count).reduce(0, +)
        var lines = [
            "## ColorAudit: \(AuditSummary.plural(total, "input error")), nothing audited", "",
            "Fix these and run again (exit status 2):", "",
        ]
        for error in listed.prefix(50) {
            lines.append(
                "- \(MarkdownText.escape(error.location.description)): "
                    + MarkdownText.escape(error.text.rendered(hints)))
        }
        if total > min(listed.count, 50) { lines.append("- … and \(total - min(listed.count, 50)) more") }
        return lines.joined(separator: "\n") + "\n"
    }

    /// The Markdown step summary for `$GITHUB_STEP_SUMMARY` (`MarkdownReporter`), cut to fit in
    /// `available` bytes (GitHub's 1 MiB per step less what the step already wrote there).
    public static func stepSummary(_ run: AuditRun, available: Int = WorkflowCommand.stepSummaryLimit) -> String {
        // Up to 4 UTF-8 bytes per character: a character limit of a quarter of the bytes always fits.
        MarkdownReporter(characterLimit: max(available, 0) / 4).render(run)
    }
}

extension String {
    /// Line breaks replaced by spaces (one finding, one log line).
    fileprivate func replacingNewlines() -> String {
        String(map { $0.isNewline ? " " : $0 })
    }
}
