import ColorScience
import Foundation

/// Formats audit reports for people, per file (`ReportDigest` arranges them; this only formats):
/// - `compact` (default): by rule, rules with errors first, then warnings, then notes; then by subject
///   (the colours a finding is about) worst first, each finding on one line with its appearances, the
///   first fix found for the worst one (or why there is none), and at most `subjectLimit` subjects per
///   rule (`noteSubjectLimit` for a rule of notes; the rest collapsed into a count);
/// - `full`: every finding with its colours, measurements and suggestions;
/// - `summary`: counts by rule and appearance per file, then the ten worst pairs of the run.
/// Then what was not checked, and a one-line summary. `--format text`.
public struct TextReporter: Reporter {
    /// `text`.
    public static let identifier = "text"
    /// For `--help`.
    public static let description = "for people: by file and rule, worst first, swatches on terminals"
    /// Swatches and coloured severities on terminals.
    public static let canColorOutput = true

    /// How much the report shows.
    public enum Form: String, Sendable, CaseIterable {
        /// By rule and subject, long lists collapsed.
        case compact = "compact"
        /// Every finding in detail.
        case full = "full"
        /// Counts and the worst pairs.
        case summary = "summary"
    }

    /// Draw 24-bit colour swatches (only for terminals with `NO_COLOR` unset; the CLI decides).
    public var useColor: Bool
    /// How much the report shows.
    public var form: Form
    /// At most this many inherited values are listed per palette (the JSON output lists all).
    public var inheritedListLimit = 8
    /// Compact form: at most this many subjects per rule and file; the rest are counted.
    public var subjectLimit = 5
    /// Compact form: at most this many subjects of a rule whose findings are all notes (AAA and other
    /// informative findings), after the errors and warnings.
    public var noteSubjectLimit = 1
    /// Compact form: at most this many findings per subject; the rest are counted.
    public var findingLimit = 2
    /// At most this many other names are listed after "also" (the rest are counted).
    public var alsoLimit = 3
    /// The earlier entries of findings that got worse than the baseline (set from the run while writing).
    private var worsened: [Finding: FindingComparison.Worsened] = [:]
    /// What the run is compared with ("the baseline", or the OLD path of `--compare`).
    private var reference = "the baseline"
    /// The run's configuration (set from the run while writing): the compact form shows the values of the
    /// palette's repair (`JointRepairValues`), which it plans with.
    private var configuration: Configuration?

    /// Compact form: above this many failing contrast pairs in a palette, each finding shows its own first
    /// fix instead of the value of the palette's repair, whose cost grows with the failing pairs (a
    /// generated stylesheet of 300 colours with 187 failing pair checks: 0.28 s release, against the text
    /// report's 0.04 s; of 1,000 colours and 700: 5.7 s against 0.10 s). The real sets in
    /// `../shared/palettes/real/` have at most 53.
    public static let jointRepairLimit = 200

    /// How the report spells the settings it points to (`ReporterOptions.hints`).
    public var hints: HintSpelling

    /// The JSON report, as `hints` spells it.
    private var jsonReport: String { hints.text(.reportFormat, "json") }

    /// Creates a reporter.
    public init(useColor: Bool, form: Form = .compact, hints: HintSpelling = HintSpelling()) {
        self.useColor = useColor
        self.form = form
        self.hints = hints
    }

    /// Creates a reporter with `options.useColor`, the form named by `options.detail` and `options.hints`.
    public init(options: ReporterOptions) {
        self.init(
            useColor: options.useColor, form: Form(rawValue: options.detail.rawValue) ?? .compact, hints: options.hints)
    }

    /// Writes each palette's section, then (summary form) the worst pairs, then the summary line (no
    /// newline after it).
    public func write(_ run: AuditRun, to sink: any ReportSink) throws {
        var reporter = self
        for entry in run.comparison?.worsened ?? [] { reporter.worsened[entry.finding] = entry }
        if let comparison = run.comparison { reporter.reference = ComparisonText.reference(comparison) }
        reporter.configuration = run.configuration
        try reporter.writeReports(run, to: sink)
    }

    private func writeReports(_ run: AuditRun, to sink: any ReportSink) throws {
        let reports = run.reports
        for report in reports {
            try sink.write((render(report).map(visible) + [""]).joined(separator: "\n") + "\n")
        }
        var lines: [String] = []
        if form == .summary {
            let worst = ReportDigest.worstPairs(reports)
            if !worst.isEmpty {
                lines.append(bold("Worst pairs"))
                for (index, entry) in worst.enumerated() {
                    let finding = entry.finding
                    let ratio = finding.measurement("ratio") ?? .ratio(0)
                    let required = finding.measurement("required") ?? .ratio(0, isLimit: true)
                    let number = "\(index + 1).".padding(toLength: 4, withPad: " ", startingAt: 0)
                    lines.append(
                        "  \(number)\(swatches(finding))\(subject(finding))  \(format(ratio, required: required.value)) "
                            + "< \(format(required, required: nil))  \(finding.severity.rawValue) \(finding.rule)  "
                            + "\(appearanceLabel(finding))  \(places(finding))")
                }
                lines.append("")
            }
        }
        if let inputs = run.inputs { lines += inputLines(inputs) }
        let summary = run.summary
        if summary.palettesWithoutPairChecks > 0 {
            lines.append(
                "no pair checked in \(summary.palettesWithoutPairChecks) of \(AuditSummary.plural(summary.palettes, "palette")) "
                    + "(no findings there is not a pass): give roles or declare pairs — README, \"\(Self.pairsHelp)\"")
        }
        if let comparison = run.comparison {
            lines.append(
                "Against \(ComparisonText.reference(comparison)): \(ComparisonText.counts(comparison))")
        }
        lines.append(summary.line)
        try sink.write(lines.map(visible).joined(separator: "\n"))
    }

    /// The README section that says how to give imported colours pairs and roles.
    static let pairsHelp = "Including other formats"

    /// What was read and left out: one line (`InputSummary.line`), and under `full` every unit read,
    /// every path skipped and every entry not used, with its reason and location.
    private func inputLines(_ inputs: InputSummary) -> [String] {
        let listed = !inputs.skipped.isEmpty || !inputs.unresolved.isEmpty || !inputs.skippedEntries.isEmpty
        let configuration = inputs.configuration.map { ["configuration: \($0)"] } ?? []
        guard form == .full else {
            return configuration + [inputs.line + (listed ? " (\(hints.text(.fullReport)) lists them)" : "")]
        }
        var lines = [bold("Inputs")] + configuration.map { "  " + $0 }
        for unit in inputs.read {
            let palettes = unit.palettes > 1 ? ", \(unit.palettes) palettes" : ""
            let file = unit.path == "-" ? "(standard input)" : unit.path
            let reason = unit.reason.map { ": \($0.rendered(hints))" } ?? ""
            lines.append(
                "  read \(file)  (\(unit.format), \(AuditSummary.plural(unit.colours, "colour"))\(palettes))\(reason)")
        }
        for entry in inputs.skipped { lines.append("  skipped \(entry.path): \(entry.text.rendered(hints))") }
        for (title, notes) in [("unresolved", inputs.unresolved), ("not used", inputs.skippedEntries)] {
            for note in notes {
                lines.append(
                    "  \(title) \(note.location): \(note.token.map { "\($0): " } ?? "")\(note.text.rendered(hints))")
            }
        }
        return lines + [inputs.line, ""]
    }

    /// Every finding in detail, grouped by the appearances it holds for.
    private func full(_ report: PaletteReport) -> [String] {
        var lines: [String] = []
        var order: [[Appearance]] = []
        var byAppearances: [[Appearance]: [Finding]] = [:]
        for finding in report.findings {
            let key = finding.appearance == .any ? [Appearance.any] : finding.appearances
            if byAppearances[key] == nil { order.append(key) }
            byAppearances[key, default: []].append(finding)
        }
        order.sort { $0.lexicographicallyPrecedes($1) }
        for key in order {
            let heading =
                key == [.any] && report.appearances != [.any]
                ? "any (every appearance)" : key.map(\.rawValue).joined(separator: ", ")
            lines.append("  \(bold(heading))")
            for finding in byAppearances[key] ?? [] { lines += render(finding) }
        }
        return lines
    }

    /// By rule, then subject, worst first; one line per finding; long lists collapsed.
    private func compact(_ report: PaletteReport) -> [String] {
        var lines: [String] = []
        // Worst first: rules with errors, then warnings, then notes (in the catalogue's order within each).
        let sections = ReportDigest(report).sections.enumerated().sorted { a, b in
            a.element.severity != b.element.severity ? a.element.severity > b.element.severity : a.offset < b.offset
        }.map(\.element)
        func limit(_ section: ReportDigest.Section) -> Int {
            section.severity == .note ? Swift.min(noteSubjectLimit, subjectLimit) : subjectLimit
        }
        // The fix suggestions shown (lightness searches, most of the report's work) are computed first,
        // on every core; each is the same on any thread and is kept in its finding.
        // The palette's repair (what `coloraudit fix` writes, as the HTML report's "Fix first" shows it):
        // a failing pair one of whose colours it changes shows that value, not a fix found for the pair alone.
        let joint =
            configuration.map { JointRepairValues(report, configuration: $0, limit: Self.jointRepairLimit) }
            ?? JointRepairValues()
        if !joint.lostSeparations.isEmpty {
            let shown = joint.lostSeparations.prefix(alsoLimit).map(\.text)
            let more = joint.lostSeparations.count > alsoLimit ? ", +\(joint.lostSeparations.count - alsoLimit)" : ""
            lines.append(
                "  fix's values leave colours no longer told apart under colour-vision simulation (cvd-collision "
                    + "reports them after fix): \(shown.joined(separator: "; "))\(more)")
        }
        if joint.overLimit {
            lines.append(
                "  more than \(Self.jointRepairLimit) failing contrast pairs: each shows a fix found for it alone, "
                    + "which may move a colour another pair needs (`coloraudit fix` plans one repair for them all)")
        }
        let planned = sections.map { $0.subjects.prefix(limit($0)).map { jointLines($0.findings, joint) } }
        let suggested = sections.enumerated().flatMap { s, section in
            section.subjects.prefix(limit(section)).enumerated().filter { planned[s][$0.offset].isEmpty }.map {
                $0.element.findings[0]
            }
        }
        _ = ParallelWork.map(suggested.count) { k in suggested[k].suggestions.count }
        for (s, section) in sections.enumerated() {
            // A rule whose findings have several severities (colour-vision collisions are errors inside a
            // declared group, warnings elsewhere) says how many of each.
            let kinds =
                section.bySeverity.count == 1
                ? "\(paint(section.severity.rawValue, section.severity)), "
                    + AuditSummary.plural(section.count, "finding")
                : AuditSummary.plural(section.count, "finding") + ": "
                    + section.bySeverity.map { paint(AuditSummary.plural($0.count, $0.severity.rawValue), $0.severity) }
                    .joined(separator: ", ")
            lines.append("  \(bold(section.rule.rawValue)) — \(kinds)")
            for (k, subject) in section.subjects.prefix(limit(section)).enumerated() {
                let perSubject = findingLimit
                for (n, finding) in subject.findings.prefix(perSubject).enumerated() {
                    let mark = n == 0 ? "•" : " "
                    lines.append(
                        "    \(mark) \(swatches(finding))[\(appearanceLabel(finding))] \(shortened(finding.message))  "
                            + "(\(places(finding)))" + baselineNote(finding))
                }
                if subject.findings.count > perSubject {
                    let rest = subject.findings.dropFirst(perSubject)
                    let labels = Set(rest.map { $0.facts["deficiency"] ?? appearanceLabel($0) }).sorted()
                    lines.append(
                        "      … \(AuditSummary.plural(rest.count, "more finding")) about these colours "
                            + "(\(labels.joined(separator: ", ")))")
                }
                // The values the palette's repair writes for these colours, in every appearance of the
                // subject's findings; else the smallest fix found (least ΔE00; the foreground's first when
                // equal), or why there is none; `--full` and the JSON report give every suggestion.
                guard planned[s][k].isEmpty else {
                    lines += planned[s][k]
                    continue
                }
                let suggestions = subject.findings[0].suggestions
                let smallest = suggestions.filter { $0.value != nil }.min {
                    ($0.deltaE00 ?? .infinity) < ($1.deltaE00 ?? .infinity)
                }
                if let suggestion = smallest ?? suggestions.first {
                    lines.append("        fix for [\(appearanceLabel(subject.findings[0]))]: \(suggestion.note)")
                }
            }
            let hidden = section.subjects.dropFirst(limit(section))
            if !hidden.isEmpty {
                let count = hidden.map(\.findings.count).reduce(0, +)
                lines.append(
                    "    … \(AuditSummary.plural(count, "more finding")) about \(AuditSummary.plural(hidden.count, "more colour set")) "
                        + "(\(hints.text(.fullReport)) or \(hints.text(.reportFormat, "json")) lists every one)")
            }
        }
        return lines
    }

    /// The values the palette's repair (`joint`) writes for the colours of the failing contrast pairs among
    /// `findings`: one `fix writes` line per changed value, with the appearances of the findings it is
    /// written for, the side it changes, its text before and after (as `coloraudit fix` prints it) and its
    /// ΔE00 in those appearances (`RepairPlan.Change.deltaE00(in:)`: a re-pointed alias names another
    /// colour per theme) — one value when they agree, else each with its appearances
    /// (`ΔE00 11.30 [dark], 12.78 [light]`); empty when it changes none of them.
    private func jointLines(_ findings: [Finding], _ joint: JointRepairValues) -> [String] {
        var order: [String] = []
        var entries: [String: (change: RepairPlan.Change, side: String, token: String, appearances: [Appearance])] =
            [:]
        for finding in findings where JointRepairValues.isContrastPair(finding) {
            for (side, token) in [("foreground", finding.tokens[0]), ("background", finding.tokens[1])] {
                guard let change = joint.change(of: token, in: finding.appearance) else { continue }
                let key = "\(change.location)\u{0}\(change.token)\u{0}\(token)"
                if entries[key] == nil {
                    order.append(key)
                    entries[key] = (change, side, token, [])
                }
                let appearances = finding.appearance == .any ? [.any] : finding.appearances
                for appearance in appearances where entries[key]?.appearances.contains(appearance) == false {
                    entries[key]?.appearances.append(appearance)
                }
            }
        }
        return order.compactMap { entries[$0] }.map { entry in
            let at = entry.change.token == entry.token ? "" : " (written at \(entry.change.token))"
            let difference = entry.change.deltaE00Text(in: entry.appearances)
            let appearances = entry.appearances.map(\.rawValue).joined(separator: ", ")
            let givesUp = JointRepairValues.givesUp(entry.change)
            return "        fix writes [\(appearances)]: \(entry.side) \(entry.token)\(at) "
                + "\(entry.change.original) → \(entry.change.replacement) (ΔE00 \(difference))"
                + (givesUp.isEmpty ? "" : " (\(givesUp))")
        }
    }

    /// Counts by rule and appearance.
    private func summary(_ digest: ReportDigest, _ report: PaletteReport) -> [String] {
        var lines: [String] = []
        let counts = digest.counts
        let columns = ([Appearance.any] + report.appearances.filter { $0 != .any }).filter { appearance in
            counts.values.contains { $0[appearance] != nil }
        }
        guard !digest.sections.isEmpty else { return lines }
        let width = (digest.sections.map(\.rule.rawValue.count).max() ?? 0) + 2
        func cell(_ text: String, _ width: Int) -> String {
            String(repeating: " ", count: Swift.max(width - text.count, 0)) + text
        }
        let widths = columns.map { Swift.max($0.rawValue.count, 3) + 2 }
        lines.append(
            "  " + "rule".padding(toLength: width, withPad: " ", startingAt: 0) + "severity"
                + zip(columns, widths).map { cell($0.rawValue, $1) }.joined())
        // One row per rule and severity: a rule with errors and warnings has a row for each.
        for section in digest.sections {
            for (severity, _) in section.bySeverity {
                let counts = section.severityCounts[severity] ?? [:]
                lines.append(
                    "  " + section.rule.rawValue.padding(toLength: width, withPad: " ", startingAt: 0)
                        + severity.rawValue.padding(toLength: 8, withPad: " ", startingAt: 0)
                        + zip(columns, widths).map { cell(counts[$0].map(String.init) ?? "·", $1) }.joined())
            }
        }
        return lines
    }

    /// "light, dark", "any" (every appearance), then for a finding said once for several brands their
    /// names: "light in dp, tmo, expressive".
    private func appearanceLabel(_ finding: Finding) -> String {
        (finding.appearance == .any ? "any" : finding.appearances.map(\.rawValue).joined(separator: ", "))
            + brandsNote(finding)
    }

    /// " in dp, tmo, expressive" for a finding said once for several brands (`Finding.brands`), else "".
    private func brandsNote(_ finding: Finding) -> String {
        finding.brands.isEmpty ? "" : " in " + finding.brands.joined(separator: ", ")
    }

    /// The finding's tokens as "fg on bg" or "a, b", with other names collapsed after `alsoLimit`.
    private func subject(_ finding: Finding) -> String {
        let names = finding.tokens.map { name -> String in
            guard let others = finding.alsoTokens[name], !others.isEmpty else { return name }
            let shown = others.prefix(alsoLimit).joined(separator: ", ")
            let more = others.count > alsoLimit ? ", +\(others.count - alsoLimit)" : ""
            return "\(name) (also \(shown)\(more))"
        }
        return names.count >= 2 && finding.measurement("ratio") != nil
            ? names[0] + " on " + names.dropFirst().joined(separator: " over ") : names.joined(separator: ", ")
    }

    /// The message with long "(also …)" lists collapsed to `alsoLimit` names and a count.
    private func shortened(_ message: String) -> String {
        var text = message
        var searchStart = text.startIndex
        while let open = text.range(of: " (also ", range: searchStart..<text.endIndex),
            let close = text[open.upperBound...].firstIndex(of: ")")
        {
            let names = text[open.upperBound..<close].components(separatedBy: ", ")
            var replacement = " (also " + names.joined(separator: ", ") + ")"
            if names.count > alsoLimit {
                replacement =
                    " (also " + names.prefix(alsoLimit).joined(separator: ", ") + ", +\(names.count - alsoLimit))"
            }
            text.replaceSubrange(open.lowerBound...close, with: replacement)
            searchStart = text.index(open.lowerBound, offsetBy: replacement.count)
        }
        return text
    }

    /// Where, as compilers and linters write it, so that an editor opens it: `path:line:column` (`path:
    /// byte N` in a binary file, the path alone for the whole file), in the report's own file or another.
    private func place(_ location: SourceLocation) -> String { "\(location)" }

    /// `place` of the finding's location, then for a finding said once for several palettes
    /// (`Finding.locations`) its other places: `themes/light.css:5:24; also themes/system.css:5:24`.
    private func places(_ finding: Finding) -> String {
        var others: [SourceLocation] = []
        for location in finding.locations where location != finding.location && !others.contains(location) {
            others.append(location)
        }
        return place(finding.location) + (others.isEmpty ? "" : "; also " + others.map(place).joined(separator: ", "))
    }

    /// The finding's first two swatches as colour blocks (terminals only), else "".
    private func swatches(_ finding: Finding) -> String {
        guard useColor else { return "" }
        // A translucent pair is drawn as seen (composited over its backdrop) when the finding says how.
        let seen = finding.swatches.filter { $0.label == "seen" || $0.label == "seen on" }
        let shown = seen.count == 2 ? seen : Array(finding.swatches.prefix(2))
        return shown.map { SwatchText.block($0.color, useColor: true) }.joined()
    }

    /// `dark`, or for a theme `dark-dimmed (dark theme)`, `dark-hc-2 (increased-contrast dark theme)`.
    static func describe(_ appearance: Appearance) -> String {
        guard appearance.isTheme else { return appearance.rawValue }
        let kind =
            appearance.isIncreasedContrast ? "increased-contrast \(appearance.base) theme" : "\(appearance.base) theme"
        return "\(appearance.rawValue) (\(kind))"
    }

    private func render(_ report: PaletteReport) -> [String] {
        let title = report.palette.name.map { " — \($0)" } ?? ""
        let file = report.palette.file == "-" ? "(standard input)" : report.palette.file
        let appearances =
            report.appearances.isEmpty ? "any" : report.appearances.map(Self.describe).joined(separator: ", ")
        var lines = [
            bold("\(file)\(title)")
                + "  (\(report.platform.rawValue); \(appearances); \(AuditSummary.plural(report.pairsChecked, "pair check")))"
        ]
        let filteredOut = report.appearances.isEmpty && report.pairsChecked == 0
        let colours = report.palette.tokens.count
        // The `no-pairs-checked` finding is said first, with its fix, and not listed again below.
        var report = report
        if report.pairsChecked > 0 || filteredOut || (colours == 0 && !report.palette.images.isEmpty) {
            if report.findings.isEmpty { lines.append("  no findings") }
        } else if colours == 0 {
            lines.append("  nothing checked: no colours were read from it")
        } else {
            let warned = report.findings.first { $0.rule == RuleID.noPairsChecked }
            report.findings.removeAll { $0.rule == RuleID.noPairsChecked }
            lines.append(
                "  no pair checked: \(AuditSummary.plural(colours, "colour")) read, none in a pair (no 'pairs:' and "
                    + "no roles that form pairs); nothing checked is not a pass (README, \"\(Self.pairsHelp)\")"
                    + (warned.map { " [\(RuleID.noPairsChecked), \($0.severity.rawValue)]" } ?? "") + ":")
            lines += NoPairsCheckedRule.fix.map { "    fix: " + $0 }
        }
        switch form {
        case .full: lines += full(report)
        case .compact: lines += compact(report)
        case .summary: lines += summary(ReportDigest(report), report)
        }
        // Findings said with another palette: with the brand that reports them (the first of their brands),
        // or at the first of their locations, for those said once for several palettes.
        let (elsewhere, inBrands) = (
            report.sharedFindings.filter { !$0.locations.isEmpty }, report.sharedFindings.filter(\.locations.isEmpty)
        )
        if !inBrands.isEmpty {
            var listedWith: [String] = []
            for finding in inBrands {
                if let first = finding.brands.first, !listedWith.contains(first) { listedWith.append(first) }
            }
            let noun = report.palette.brandNoun
            lines.append(
                "  the same in other \(noun)s: \(AuditSummary.plural(inBrands.count, "finding")) of this "
                    + "\(noun), said once with \(listedWith.joined(separator: ", ")) (\"in …\" names the \(noun)s)")
        }
        if !elsewhere.isEmpty {
            var listedWith: [String] = []
            for finding in elsewhere {
                if let first = finding.locations.first?.file, !listedWith.contains(first) { listedWith.append(first) }
            }
            lines.append(
                "  the same in other palettes: \(AuditSummary.plural(elsewhere.count, "finding")) of this palette, "
                    + "said once in \(listedWith.joined(separator: ", ")) (\"also …\" names the other places)")
        }
        for entry in report.omittedFindings {
            let kind = AuditSummary.plural(entry.found, entry.severity.rawValue)
            lines.append(
                "  limit: \(entry.rule) found \(kind) in \(entry.appearance.rawValue); the \(entry.reported) worst "
                    + "are shown, \(entry.omitted) more are not (\(hints.text(.findingLimit, "N")), 0 = all)")
        }
        if !report.suppressed.isEmpty {
            // Grouped by the ignore entry that silenced them: its rule, colour, reason and where it is written.
            var order: [Suppression] = []
            var counts: [Suppression: Int] = [:]
            for item in report.suppressed {
                if counts[item.suppression] == nil { order.append(item.suppression) }
                counts[item.suppression, default: 0] += 1
            }
            let tokens = Dictionary(
                report.suppressed.map { ($0.suppression, $0.token) }, uniquingKeysWith: { a, _ in a })
            let shown = order.prefix(inheritedListLimit).map { suppression in
                "\(suppression.rule) for \(tokens[suppression] ?? "?") ×\(counts[suppression] ?? 0) "
                    + "(\(place(suppression.location)): \(suppression.reason))"
            }
            let more = order.count - shown.count
            lines.append(
                "  suppressed: \(AuditSummary.plural(report.suppressed.count, "finding")) (ignore): "
                    + shown.joined(separator: "; ") + (more > 0 ? "; … \(more) more (see \(jsonReport))" : ""))
        }
        if report.palette.pairs == nil && report.pairsChecked > 1000 {
            lines.append(
                "  pairs: \(report.pairsChecked) pair checks were formed from roles (each foreground on the "
                    + "backgrounds its name points to); declare 'pairs:' to check only what is really drawn")
        }
        let noRole = report.uncheckedTokens.filter { $0.reason == "no-role" }.map(\.token)
        if !noRole.isEmpty {
            lines.append(
                "  no contrast check: no role given or inferred for \(AuditSummary.plural(noRole.count, "colour")): "
                    + listed(noRole, form: form))
        }
        let aliased = report.uncheckedTokens.filter { $0.reason == "aliased" }.map(\.token)
        if !aliased.isEmpty {
            lines.append(
                "  checked through the colours that alias them (scale steps, theme inputs): "
                    + "\(AuditSummary.plural(aliased.count, "colour")): " + listed(aliased, form: form))
        }
        let surfaceless = report.uncheckedTokens.filter { $0.reason == "no-surface" }.map(\.token)
        if !surfaceless.isEmpty {
            lines.append(
                "  no contrast check: an 'on' colour whose surface no colour is named for (\(surfaceless.count)); "
                    + "declare its pairs: " + listed(surfaceless, form: form))
        }
        let unpaired = report.uncheckedTokens.filter { $0.reason == "not-in-any-pair" }.map(\.token)
        if !unpaired.isEmpty {
            lines.append(
                "  no contrast check: in no declared pair (\(unpaired.count)): " + listed(unpaired, form: form))
        }
        if report.appearances.isEmpty && report.pairsChecked == 0 {
            lines.append(
                "  not checked: none of the requested appearances exist here (palette has: "
                    + report.palette.appearances.map(\.rawValue).joined(separator: ", ") + ")")
        }
        if !report.inactivePairs.isEmpty {
            let shown = report.inactivePairs.prefix(inheritedListLimit).map {
                "\($0.tokens[0]) on \($0.tokens[1]) \(ContrastRatio.format($0.ratio)):1 (\($0.appearance.rawValue))"
            }
            let more = report.inactivePairs.count - shown.count + report.omittedInactivePairs
            lines.append(
                "  inactive components (no contrast requirement, WCAG 1.4.3/1.4.11): "
                    + shown.joined(separator: ", ") + (more > 0 ? ", … \(more) more (see \(jsonReport))" : ""))
        }
        if !report.inheritedValues.isEmpty {
            let shown = report.inheritedValues.prefix(inheritedListLimit).map {
                "\($0.token) (\($0.appearance.rawValue) ← \($0.from.rawValue))"
            }
            let more = report.inheritedValues.count - shown.count
            lines.append(
                "  inherited: \(AuditSummary.plural(report.inheritedValues.count, "value")) "
                    + "\(report.inheritedValues.count == 1 ? "falls" : "fall") back to another appearance: "
                    + shown.joined(separator: ", ") + (more > 0 ? ", … \(more) more (see \(jsonReport))" : ""))
        }
        return lines
    }

    /// `names` joined by commas; outside `--full`, the first `inheritedListLimit` and a count of the rest.
    private func listed(_ names: [String], form: Form) -> String {
        guard form != .full, names.count > inheritedListLimit else { return names.joined(separator: ", ") }
        return names.prefix(inheritedListLimit).joined(separator: ", ")
            + ", … \(names.count - inheritedListLimit) more (\(hints.text(.fullReport)) lists them)"
    }

    private func render(_ finding: Finding) -> [String] {
        let severity = finding.severity.rawValue.padding(toLength: 7, withPad: " ", startingAt: 0)
        var lines = [
            "    \(paint(severity, finding.severity)) \(finding.rule)  \(places(finding))"
                + (finding.brands.isEmpty ? "" : "  —" + brandsNote(finding))
        ]
        lines.append("            \(finding.message)" + baselineNote(finding))
        if !finding.swatches.isEmpty {
            let swatches = finding.swatches.map { swatch in
                let name = swatch.token.map { "\($0) " } ?? ""
                return
                    "\(SwatchText.block(swatch.color, useColor: useColor))\(swatch.label): \(name)\(describe(swatch.color))"
            }
            lines.append("            " + swatches.joined(separator: "   "))
        }
        let measured = finding.measurements.sorted { order($0.key, $1.key) }.map { key, value in
            "\(key) \(format(value, required: finding.measurement("required")?.value))"
        }
        if !measured.isEmpty { lines.append("            " + measured.joined(separator: "  ")) }
        for suggestion in finding.suggestions { lines.append("            fix: \(suggestion.note)") }
        return lines
    }

    /// " — worse than the baseline (was …)" (or than OLD of `--compare`) for a finding that got worse, with the recorded values of the
    /// measurements that moved; empty otherwise.
    private func baselineNote(_ finding: Finding) -> String {
        guard let entry = worsened[finding] else { return "" }
        let was = entry.measurements.sorted().compactMap { name -> String? in
            guard let value = entry.before.measurements[name], var measurement = finding.measurement(name) else {
                return nil
            }
            measurement.value = value
            return "\(name) \(format(measurement, required: finding.measurement("required")?.value))"
        }
        return "  — worse than \(reference)" + (was.isEmpty ? "" : " (was " + was.joined(separator: ", ") + ")")
    }

    /// Hex for in-gamut colours (with alpha when translucent), CSS in the colour's own space otherwise.
    private func describe(_ color: Color) -> String {
        guard color.isInGamut(.srgb) else {
            let shown = color.isInGamut(.displayP3) ? color.converted(to: .displayP3) : color
            return "\(shown.cssString()) (outside sRGB)"
        }
        var text = color.hex
        if !color.isOpaque { text += " α\(ValueText.alpha(color.alpha))" }
        return text
    }

    /// The normative numbers first (measured ratio, then the requirement), informative ones after.
    private static let leadingKeys = ["ratio", "ratioMax", "required"]

    private func order(_ a: String, _ b: String) -> Bool {
        let ia = Self.leadingKeys.firstIndex(of: a) ?? Self.leadingKeys.count
        let ib = Self.leadingKeys.firstIndex(of: b) ?? Self.leadingKeys.count
        return ia != ib ? ia < ib : a < b
    }

    /// By kind: measured ratios truncated to 2 decimals (more when the finding's `required` has more),
    /// required ratios without trailing zeros (both "…:1"); APCA Lc to 1 decimal with the APCA version;
    /// font sizes with their unit; other numbers to at most 2 decimals.
    private func format(_ measurement: Finding.Measurement, required: Double?) -> String {
        let value = measurement.value
        switch measurement.kind {
        case .ratio:
            return measurement.isLimit
                ? "\(ContrastRatio.formatThreshold(value)):1" : "\(ContrastRatio.format(value, against: required)):1"
        case .lc:
            return String(format: "%.1f", value) + " (APCA \(APCA.version))"
        case .fontSize:
            return "\(ValueText.number(value)) \(measurement.unit)"
        case .deltaE00, .fontWeight, .count, .fraction:
            return ValueText.number(value)
        }
    }

    /// `line` safe for the terminal (`TerminalText`), keeping this reporter's colours when it draws them.
    private func visible(_ line: String) -> String { TerminalText.visible(line, keepingColour: useColor) }

    private func bold(_ text: String) -> String { useColor ? "\u{1B}[1m\(text)\u{1B}[0m" : text }

    private func paint(_ text: String, _ severity: Severity) -> String {
        guard useColor else { return text }
        let code = severity == .error ? "31" : (severity == .warning ? "33" : "36")
        return "\u{1B}[\(code)m\(text)\u{1B}[0m"
    }
}
