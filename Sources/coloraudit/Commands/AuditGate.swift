import ColorAudit
import Foundation

/// The CI-gate parts of `coloraudit audit`: baselines (`--baseline`, `--write-baseline`), comparing two
/// versions (`--compare OLD NEW`) and the GitHub step summary.
enum AuditGate {
    /// The options these add to `audit`.
    static let options: [OptionSpec] = [
        OptionSpec(
            name: "baseline", valueName: "FILE",
            help: "Report (and fail on) only findings not in this baseline file, or worse than recorded there"),
        OptionSpec(
            name: "write-baseline", valueName: "FILE",
            help: "Record today's findings in FILE (JSON, written whole or not at all); the run then exits 0"),
        OptionSpec(
            name: "compare", valueName: nil,
            help: "Take two paths, OLD and NEW: audit both and report the findings that are new or worse in NEW "
                + "(and count the fixed ones)"),
    ]

    /// Whether the run compares with a baseline or an OLD version, or writes a baseline: then every
    /// finding counts, not only the worst ones a report shows (`--max-findings`).
    static func compares(_ arguments: ParsedArguments) -> Bool {
        arguments.has("baseline") || arguments.has("compare") || arguments.has("write-baseline")
    }

    /// The most findings of one rule, severity and appearance a gate's audit keeps: 100,000, or the
    /// configured limit when that is higher (or none). Beyond it the comparison would be incomplete, so
    /// the run stops (`checkComplete`) rather than pass findings it did not compare.
    static func comparisonFindingLimit(_ configuration: Configuration) -> Int {
        max(configuration.effectiveFindingLimit, 100_000)
    }

    /// Refuses a gate's audit in which a rule found more findings of one kind than the audit kept: they
    /// could not all be compared, and a new one among those left out would pass.
    /// - Throws: `InputError` naming the palette, rule, count and what to do.
    static func checkComplete(_ reports: [PaletteReport]) throws {
        for report in reports {
            guard let entry = report.omittedFindings.first(where: { $0.omitted > 0 }) else { continue }
            throw InputError(
                message: "coloraudit audit: error: \(report.palette.file): \(entry.rule) found "
                    + "\(entry.found) \(entry.severity.rawValue)s in \(entry.appearance.rawValue), more than a baseline "
                    + "or comparison can hold (\(entry.reported)); expected fewer: declare 'pairs:' and 'groups:' "
                    + "(or leave out --all-pairs) so that every finding can be compared")
        }
    }

    /// Whether the report needs every contrast check recorded.
    static func needsChecks(_ format: String) -> Bool { format == "json" || format == "junit" }

    /// Whether the report lists every pair rule's judgement (`Auditor.recordsRuleChecks`): only JUnit does.
    static func needsRuleChecks(_ format: String) -> Bool { format == "junit" }

    /// The paths to audit: all positionals, or NEW of `--compare OLD NEW`.
    static func auditedPaths(_ arguments: ParsedArguments) throws(UsageError) -> [String] {
        guard arguments.has("compare") else { return arguments.positionals }
        guard arguments.positionals.count == 2 else {
            throw UsageError(
                message: "--compare takes two paths, OLD and NEW (files or folders); got \(arguments.positionals.count)"
            )
        }
        if arguments.has("baseline") { throw UsageError(message: "--compare and --baseline cannot be combined") }
        let (old, new) = (arguments.positionals[0], arguments.positionals[1])
        if let oldIsFolder = isFolder(old), let newIsFolder = isFolder(new), oldIsFolder != newIsFolder {
            // A file's findings and a folder's cannot be matched: every finding would be new and fixed.
            func kind(_ folder: Bool) -> String { folder ? "a folder" : "a file" }
            throw UsageError(
                message: "--compare: OLD \(old) is \(kind(oldIsFolder)) and NEW \(new) \(kind(newIsFolder)); "
                    + "expected two files or two folders")
        }
        return [new]
    }

    /// `run` compared with the baseline file or the OLD path, as the options ask; unchanged otherwise.
    static func compare(_ run: AuditRun, arguments: ParsedArguments, auditor: Auditor) throws -> AuditRun {
        if let path = arguments.value("baseline") {
            let data = try Console.read(path, expected: "a baseline file (the JSON that --write-baseline writes)")
            do {
                return run.comparing(with: try Baseline.read(data, path: path))
            } catch {
                throw InputError(message: error.text.rendered(OverrideFlags.spelling))
            }
        }
        guard arguments.has("compare") else { return run }
        let old = arguments.positionals[0]
        let new = arguments.positionals[1]
        let oldFindings = try PaletteInput.load(
            [old], inputFormat: arguments.value("input-format"), importers: auditor.configuration.importers
        ).map(auditor.audit).flatMap(\.findings)
        let earlier = oldFindings.map { Baseline.Entry($0, identity: identity($0, comparedPath: old)) }
        var comparison = FindingComparison(
            findings: run.findings, identity: { identity($0, comparedPath: new) }, earlier: earlier,
            audited: isFolder(new) == true ? AuditedFiles(reports: run.reports, root: absolute(new)) : nil)
        comparison.reference = old
        return run.comparing(with: comparison)
    }

    /// Whether `path` is a folder (`nil` when it does not exist; symbolic links followed).
    static func isFolder(_ path: String) -> Bool? {
        var isDirectory: ObjCBool = false
        guard FileManager.default.fileExists(atPath: path, isDirectory: &isDirectory) else { return nil }
        return isDirectory.boolValue
    }

    /// A finding's identity for `--compare`: its file relative to the compared folder, or empty when a
    /// single file is compared (so `theme-old.yaml` and `theme.yaml` are the same file).
    static func identity(_ finding: Finding, comparedPath: String) -> FindingIdentity {
        let folder = isFolder(comparedPath) == true
        var identity = FindingIdentity(finding, root: folder ? absolute(comparedPath) : nil)
        if !folder { identity.file = "" }
        return identity
    }

    /// `path` made absolute from the current directory (not standardized).
    static func absolute(_ path: String) -> String {
        path.hasPrefix("/") ? path : FileManager.default.currentDirectoryPath + "/" + path
    }

    /// After the report is written: the baseline file and the GitHub step summary. Returns true when a
    /// baseline was written (the run then exits 0).
    static func finish(_ run: AuditRun, uncompared: AuditRun, arguments: ParsedArguments, format: String) throws -> Bool
    {
        if format == GitHubReporter.identifier,
            let path = Console.streams.environment["GITHUB_STEP_SUMMARY"], !path.isEmpty
        {
            try appendStepSummary(run, to: path)
        }
        guard let path = arguments.value("write-baseline") else { return false }
        let baseline = Baseline(uncompared)
        try Console.write(baseline.text, to: path, what: "baseline", addingNewline: false)
        try Console.error(
            "coloraudit: wrote \(AuditSummary.plural(baseline.entries.count, "finding")) to the baseline \(path); "
                + "audits with --baseline \(path) report only new and worsened ones (this run exits 0)")
        return true
    }

    /// `--format github` when palette files could not be read: an `::error` annotation per input error
    /// on standard output (`GitHubReporter.inputErrors`), and their list appended to
    /// `$GITHUB_STEP_SUMMARY` when it is set. The errors are also printed on standard error as always.
    static func annotate(_ errors: [PaletteError], root: String?) throws {
        try Console.out(
            String(GitHubReporter.inputErrors(errors, root: root, hints: OverrideFlags.spelling).dropLast()))
        if let path = Console.streams.environment["GITHUB_STEP_SUMMARY"], !path.isEmpty {
            try appendStepSummary(to: path) { _ in
                GitHubReporter.inputErrorSummary(errors, hints: OverrideFlags.spelling)
            }
        }
    }

    /// Appends the Markdown summary to the step-summary file, keeping within GitHub's 1 MiB per step.
    static func appendStepSummary(_ run: AuditRun, to path: String) throws {
        try appendStepSummary(to: path) { available in GitHubReporter.stepSummary(run, available: available - 1) }
    }

    /// Appends what `summary` gives for the bytes still available (GitHub's 1 MiB per step less what the
    /// file holds) and a line break; says so on standard error, and appends nothing, when it would not fit.
    static func appendStepSummary(to path: String, _ summary: (Int) -> String) throws {
        let used = ((try? FileManager.default.attributesOfItem(atPath: path))?[.size] as? Int) ?? 0
        let available = WorkflowCommand.stepSummaryLimit - used
        let summary = summary(available) + "\n"
        guard summary.utf8.count <= available else {
            try Console.error(
                "coloraudit: warning: the step summary is full (GitHub keeps 1 MiB per step); not appended")
            return
        }
        guard let handle = FileHandle(forWritingAtPath: path) else {
            if FileManager.default.createFile(atPath: path, contents: Data(summary.utf8)) { return }
            throw InputError(message: "\(path): error: cannot write the GitHub step summary (GITHUB_STEP_SUMMARY)")
        }
        defer { try? handle.close() }
        do {
            try handle.seekToEnd()
            try handle.write(contentsOf: Data(summary.utf8))
        } catch {
            throw InputError(message: "\(path): error: cannot append the GitHub step summary: \(error)")
        }
    }
}
