import ColorScience
import Foundation

/// `--format markdown`: a pull-request comment (or GitHub step summary) in GitHub-flavoured Markdown.
///
/// A heading with the counts, what was read and skipped (`InputSummary.line`) and how many palettes had
/// no pair checked; with a baseline or `--compare`, how many findings are new, worsened,
/// fixed and accepted; a table of findings by rule and appearance; the failing pairs (errors and
/// warnings) with their ratio, requirement and APCA Lc; the other findings; the pairs reported as notes
/// (AAA, WCAG 1.4.6), apart; the fixed ones. Tables are cut (saying how many rows are
/// left out) so that the whole stays within `characterLimit` — GitHub refuses comments longer than
/// 65,536 characters and step summaries over 1 MiB.
struct MarkdownReporter: Reporter {
    /// `markdown`.
    public static let identifier = "markdown"
    /// For `--help`.
    public static let description = "Markdown for a pull-request comment or step summary"
    /// Markdown carries no terminal colour.
    public static let canColorOutput = false
    /// GitHub's limit on an issue or pull-request comment body, in characters.
    public static let commentLimit = 65_536

    /// The output stays below this many characters (Unicode scalars, which bounds UTF-16 and bytes/4).
    public var characterLimit: Int

    /// Creates the reporter with the comment limit.
    public init(options: ReporterOptions = ReporterOptions()) {
        characterLimit = Self.commentLimit
    }

    /// Creates the reporter with another limit (at least 2,000 characters are needed for the fixed parts).
    public init(characterLimit: Int) {
        self.characterLimit = max(characterLimit, 2_000)
    }

    /// Writes the Markdown text.
    public func write(_ run: AuditRun, to sink: any ReportSink) throws {
        try sink.write(render(run: run))
    }

    private func render(run: AuditRun) -> String {
        let summary = run.summary
        let plural = AuditSummary.plural
        var head: [String] = []
        let verdict = summary.errors > 0 ? "❌" : (summary.warnings > 0 ? "⚠️" : "✅")
        head.append(
            "## \(verdict) ColorAudit: \(plural(summary.errors, "error")), \(plural(summary.warnings, "warning")), "
                + "\(plural(summary.notes, "note"))")
        head.append("")
        head.append(
            "\(ToolInfo.name) \(MarkdownText.escape(run.toolVersion)) · \(plural(summary.palettes, "palette")) · "
                + "\(plural(summary.pairsChecked, "pair check"))")
        if summary.omitted > 0 {
            head.append("")
            head.append(
                "\(summary.shown) of these findings are listed; \(summary.omitted) more "
                    + "\(summary.omitted == 1 ? "is" : "are") not (finding limit: the worst of each rule, severity "
                    + "and appearance are kept).")
        }
        if let inputs = run.inputs {
            head.append("")
            head.append(MarkdownText.escape(inputs.line.prefix(1).uppercased() + inputs.line.dropFirst()) + ".")
        }
        if summary.palettesWithoutPairChecks > 0 {
            head.append("")
            head.append(
                "**No pair checked in \(summary.palettesWithoutPairChecks) of \(plural(summary.palettes, "palette"))**: "
                    + "no findings there is not a pass — give their colours roles or declare pairs "
                    + "(README, \"\(TextReporter.pairsHelp)\").")
        }
        if let comparison = run.comparison {
            head.append("")
            head.append(
                "**Against \(MarkdownText.escape(ComparisonText.reference(comparison))):** "
                    + MarkdownText.escape(ComparisonText.counts(comparison)) + ".")
        }
        var budget = characterLimit - head.joined(separator: "\n").unicodeScalars.count - 200
        var sections: [String] = []
        func add(_ title: String, header: [String], rows: [String], unit: String) {
            guard !rows.isEmpty else { return }
            var lines = ["", "### \(title)", ""] + header
            budget -= lines.joined(separator: "\n").unicodeScalars.count + 80
            var shown = 0
            for row in rows {
                let cost = row.unicodeScalars.count + 1
                guard cost <= budget else { break }
                lines.append(row)
                budget -= cost
                shown += 1
            }
            if shown < rows.count {
                lines.append("")
                lines.append("… \(rows.count - shown) more \(unit) not shown (see the SARIF or JSON report).")
            }
            sections.append(lines.joined(separator: "\n"))
        }
        let findings = run.findings
        if findings.isEmpty {
            sections.append("\nNo findings.")
        } else {
            // Counts of what was found, as the heading's: those reported and those the finding limit left out.
            let omitted = run.reports.flatMap(\.omittedFindings).filter { $0.omitted > 0 }
            let appearances = Set(findings.map(\.appearance) + omitted.map(\.appearance)).sorted()
            let rules = run.rules.filter { r in
                findings.contains { $0.rule == r.id } || omitted.contains { $0.rule == r.id }
            }
            let header = [
                "| rule | " + appearances.map(\.rawValue).joined(separator: " | ") + " | total |",
                "|---|" + String(repeating: "---:|", count: appearances.count + 1),
            ]
            let rows = rules.map { rule -> String in
                let mine = findings.filter { $0.rule == rule.id }
                let left = omitted.filter { $0.rule == rule.id }
                let counts = appearances.map { a in
                    mine.filter { $0.appearance == a }.count
                        + left.filter { $0.appearance == a }.map(\.omitted).reduce(0, +)
                }
                return "| [`\(rule.id)`](\(rule.helpURI)) | " + counts.map(String.init).joined(separator: " | ")
                    + " | \(counts.reduce(0, +)) |"
            }
            add("Findings by rule and appearance", header: header, rows: rows, unit: "rules")
            // Errors first, then warnings, then notes (stable: file and appearance order within each), so the
            // rows that fail the gate lead the table.
            let pairs = findings.filter { $0.measurement("ratio") != nil && $0.measurement("required") != nil }
                .enumerated().sorted { ($1.element.severity, $0.offset) < ($0.element.severity, $1.offset) }.map(
                    \.element)
            let pairHeader = [
                "| | pair | appearance | ratio | required | APCA Lc | rule | where |",
                "|---|---|---|---:|---:|---:|---|---|",
            ]
            // Failing pairs are errors and warnings; the notes (AAA, WCAG 1.4.6, informative) follow the
            // other findings in a table of their own.
            add(
                "Failing pairs", header: pairHeader,
                rows: pairs.filter { $0.severity > .note }.map { pairRow($0, run: run) }, unit: "pairs")
            let others = findings.filter { $0.measurement("ratio") == nil || $0.measurement("required") == nil }
            add(
                "Other findings",
                header: ["| | severity | rule | appearance | message | where |", "|---|---|---|---|---|---|"],
                rows: others.map { otherRow($0, run: run) }, unit: "findings")
            add(
                "AAA and other notes (informative, not failing)", header: pairHeader,
                rows: pairs.filter { $0.severity == .note }.map { pairRow($0, run: run) }, unit: "notes")
        }
        if let comparison = run.comparison, !comparison.fixed.isEmpty {
            add(
                "Fixed since \(ComparisonText.reference(comparison))",
                header: ["| rule | appearance | tokens | file |", "|---|---|---|---|"],
                rows: comparison.fixed.map { entry in
                    let identity = entry.identity
                    return "| `\(identity.rule)` | \(identity.appearance.rawValue) | "
                        + identity.tokens.map(MarkdownText.escape).joined(separator: ", ") + " | "
                        + MarkdownText.escape(identity.file) + " |"
                }, unit: "fixed findings")
        }
        return (head + sections).joined(separator: "\n")
    }

    private func marker(_ finding: Finding, run: AuditRun) -> String {
        switch run.baselineState(of: finding) {
        case .new?: return "🆕"
        case .worsened?: return "📉"
        default: return finding.severity == .error ? "❌" : (finding.severity == .warning ? "⚠️" : "ℹ️")
        }
    }

    private func place(_ location: SourceLocation, run: AuditRun) -> String {
        let file = run.relativePath(location.file)
        return MarkdownText.escape(location.line > 0 ? "\(file):\(location.line)" : location.described(file: file))
    }

    private func pairRow(_ finding: Finding, run: AuditRun) -> String {
        let ratio = finding.measurement("ratio")?.value ?? 0
        let required = finding.measurement("required")?.value ?? 0
        let apca = finding.measurement("apca").map { String(format: "%.1f", $0.value) } ?? "—"
        var pair = finding.tokens.prefix(2).map(MarkdownText.escape).joined(separator: " on ")
        if let backdrop = finding.facts["backdrop"] { pair += " over " + MarkdownText.escape(backdrop) }
        return "| \(marker(finding, run: run)) | \(pair) | \(finding.appearance.rawValue) | "
            + "\(ContrastRatio.format(ratio, against: required)):1 | \(ContrastRatio.formatThreshold(required)):1 | "
            + "\(apca) | `\(finding.rule)` | \(place(finding.location, run: run)) |"
    }

    private func otherRow(_ finding: Finding, run: AuditRun) -> String {
        "| \(marker(finding, run: run)) | \(finding.severity.rawValue) | `\(finding.rule)` | "
            + "\(finding.appearance.rawValue) | \(MarkdownText.escape(finding.message)) | "
            + "\(place(finding.location, run: run)) |"
    }
}
