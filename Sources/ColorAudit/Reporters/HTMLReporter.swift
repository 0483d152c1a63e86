import ColorScience
import Foundation

/// Formats audit reports as one self-contained HTML page for designers (`coloraudit audit --format html`):
/// inline CSS, no fonts, images or network; a few lines of inline JavaScript switch appearances and sort
/// the findings table, and the page works without them (every appearance is then shown, one after the
/// other). It prints cleanly (navigation hidden, sections kept together).
///
/// The page opens with the designer's to-do list, "Fix first": the failing contrast pairs of every
/// palette, errors before warnings and, within a severity, the pairs whose foreground the most checked
/// pairs use first; each with its sample text before and after the suggested colour, the new value ready
/// to copy (`fixFirstLimit` of them; the rest are in the findings tables). Then per palette: overview
/// (findings by rule and severity; pass rate of the checked pairs at AA and AAA), per appearance the
/// swatches (colours no checked pair uses collapsed into one line per scale), the contrast grid (or a
/// list when the pairs are many), the palette with colour-vision deficiencies and each collision, the
/// palette under glare and a warm white point with the pairs whose verdict changes, the other design
/// findings with their swatches; then a findings table. Translucent colours are drawn composited over
/// their backdrop where the pair gives one, over a checkerboard where none is known. Everything shown is
/// computed by the library (`PaletteSheet`, `ReportDigest`, findings); this type only formats. Every
/// string from an input file is escaped (`escape(_:)`). The page is written to the sink a palette at a
/// time, so memory holds one palette's part of it.
struct HTMLReporter: Reporter {
    /// `html`.
    public static let identifier = "html"
    /// For `--help`.
    public static let description = "one self-contained HTML page for designers (inline CSS, no network)"
    /// The page carries its own colours; no terminal colouring.
    public static let canColorOutput = false

    /// How the page spells the settings it points to (`ReporterOptions.hints`).
    public var hints: HintSpelling

    /// Creates the reporter (its one option: `options.hints`).
    public init(options: ReporterOptions = ReporterOptions()) {
        hints = options.hints
    }

    /// Writes the page for the run's reports, judged with the run's configuration, a palette at a time.
    /// - Throws: what the sink throws.
    public func write(_ run: AuditRun, to sink: any ReportSink) throws {
        try Self.write(
            run.reports, configuration: run.configuration, inputs: run.inputs, comparison: run.comparison,
            hints: hints, to: sink)
    }

    /// The contrast section is a grid (foregrounds × backgrounds) when it has at most this many rows and
    /// columns; beyond, it is a list of pairs, failing first.
    public static let gridLimit = (foregrounds: 16, backgrounds: 10)
    /// At most this many rows in a palette's findings table (the JSON output lists every finding).
    public static let findingLimit = 2000
    /// At most this many failing pairs in "Fix first" (the rest are in each palette's findings table).
    public static let fixFirstLimit = 20

    /// The page for `reports`, audited with `configuration` (for the pairs' requirements); `inputs` (what
    /// the run read and left out) adds its line to the header. With `comparison` (`--baseline`,
    /// `--compare`) the reports hold only the new and worsened findings: the header says what they are
    /// compared with and how many were accepted, each finding is marked new or worse, empty sections say
    /// "no new or worsened findings", and the fixed ones are listed at the end. `hints` spells the settings
    /// the page points to.
    public static func render(
        _ reports: [PaletteReport], configuration: Configuration = Configuration(), inputs: InputSummary? = nil,
        comparison: FindingComparison? = nil, hints: HintSpelling = HintSpelling()
    ) -> String {
        let sink = StringReportSink()
        // A string sink never throws.
        try? write(
            reports, configuration: configuration, inputs: inputs, comparison: comparison, hints: hints, to: sink)
        return sink.text
    }

    /// `render(_:configuration:inputs:comparison:hints:)` written to `sink` piece by piece.
    static func write(
        _ reports: [PaletteReport], configuration: Configuration, inputs: InputSummary?,
        comparison: FindingComparison?, hints: HintSpelling, to sink: any ReportSink
    ) throws {
        let summary = AuditSummary(reports)
        var html = """
            <!DOCTYPE html>
            <html lang="en"><head><meta charset="utf-8">
            <meta name="viewport" content="width=device-width, initial-scale=1">
            <title>ColorAudit report</title>
            <style>\(style)</style>
            </head><body>
            <header><h1>ColorAudit report</h1>
            <p>\(escape(summary.line))</p>
            """
        if let inputs { html += "<p>\(escape(inputs.line.prefix(1).uppercased() + inputs.line.dropFirst())).</p>" }
        if let comparison {
            html +=
                "<p><strong>Against \(escape(ComparisonText.reference(comparison))):</strong> "
                + "\(escape(ComparisonText.counts(comparison))). Only new and worsened findings are listed.</p>"
        }
        if summary.palettesWithoutPairChecks > 0 {
            html +=
                "<p><strong>No pair checked in \(summary.palettesWithoutPairChecks) of "
                + "\(escape(AuditSummary.plural(summary.palettes, "palette")))</strong>: no findings there is not a pass "
                + "— give their colours roles or declare pairs.</p>"
        }
        html += "</header><main>"
        try sink.write(html)
        try sink.write(fixFirst(reports, configuration: configuration, comparison: comparison, hints: hints))
        if reports.count > 1 {
            html = "<nav aria-label=\"Palettes\"><h2>Palettes</h2><ul>"
            for (index, report) in reports.enumerated() {
                html += "<li><a href=\"#p\(index)\">\(escape(title(report)))</a></li>"
            }
            try sink.write(html + "</ul></nav>")
        }
        for (index, report) in reports.enumerated() {
            try sink.write(
                palette(report, index: index, configuration: configuration, comparison: comparison, hints: hints))
        }
        if let comparison { try sink.write(fixed(comparison, hints: hints)) }
        try sink.write(
            """
            </main><footer><p>Contrast ratios are WCAG 2.2 (truncated, never rounded up); APCA Lc is
            APCA \(APCA.version), informative. ΔE00 is CIEDE2000 through LittleCMS.</p></footer>
            <script>\(script)</script>
            </body></html>

            """)
    }

    /// `text` with `&`, `<`, `>`, `"` and `'` replaced by character references: safe in element content
    /// and in quoted attribute values. Bidirectional formatting characters (U+202E and the rest of
    /// Unicode's `Bidi_Control`) are shown as `\u{202E}`, so a name cannot reorder the page's text.
    public static func escape(_ text: String) -> String {
        var result = ""
        result.reserveCapacity(text.utf8.count)
        for scalar in text.unicodeScalars {
            switch scalar {
            case "&": result += "&amp;"
            case "<": result += "&lt;"
            case ">": result += "&gt;"
            case "\"": result += "&quot;"
            case "'": result += "&#39;"
            case _ where TerminalText.isBidiControl(scalar): result += TerminalText.escape(scalar)
            default: result.unicodeScalars.append(scalar)
            }
        }
        return result
    }

    private static func title(_ report: PaletteReport) -> String {
        report.palette.name ?? report.palette.file
    }

    /// One entry of "Fix first": a foreground colour of one palette and its failing pairs, worst first.
    private struct ToDo {
        /// The colour the entry is titled by: the one its pairs' fix changes (`changedColor`).
        var name: String
        var findings: [Finding]
        var report: Int
        /// Checked pairs (every appearance) that hold the colour.
        var uses: Int
        /// The palette's repair (`PaletteRepair`): per colour, the changes `fix` would write.
        var joint: JointRepairValues

        var severity: Severity { findings.map(\.severity).max() ?? .note }
    }

    /// The colour a failing pair's "Fix first" entry is titled by: the one its fix changes — the palette's
    /// repair's change of the foreground, else of the background; without one, the colour the pair's
    /// first passing suggestion changes; the foreground when nothing is changed.
    private static func changedColor(_ finding: Finding, joint: JointRepairValues) -> String {
        let (foreground, background) = (finding.tokens[0], finding.tokens[1])
        if joint.change(of: foreground, in: finding.appearance) != nil { return foreground }
        if joint.change(of: background, in: finding.appearance) != nil { return background }
        let suggestion = finding.suggestionsWithoutKeeping.first { $0.value != nil && $0.color != nil }
        if let suggestion, finding.tokens.contains(suggestion.token) { return suggestion.token }
        return foreground
    }

    /// The measured ratio over the required one (below 1 for a failing pair; lower is worse).
    private static func shortfall(_ finding: Finding) -> Double {
        (finding.measurement("ratio")?.value ?? 0) / Swift.max(finding.measurement("required")?.value ?? 1, 1)
    }

    /// The "Fix first" section: the failing pairs of every palette grouped by the colour their fix changes; errors
    /// first, then the colours the most checked pairs use, then the most failing pairs, then the worst
    /// shortfall.
    private static func fixFirst(
        _ reports: [PaletteReport], configuration: Configuration, comparison: FindingComparison?, hints: HintSpelling
    ) -> String {
        var list: [ToDo] = []
        var failingPairs = 0
        // Each planned palette's repair, to say the changes no entry shows.
        var joints: [(report: Int, joint: JointRepairValues)] = []
        // Palettes with more failing pairs than `jointRepairLimit`: their pairs show their own suggestions.
        var unplanned = 0
        for (index, report) in reports.enumerated() {
            let failing = report.findings.filter(JointRepairValues.isContrastPair)
            guard !failing.isEmpty else { continue }
            failingPairs += failing.count
            let counts = PaletteSheet.pairCounts(AuditContext(palette: report.palette, configuration: configuration))
            // The repair's cost grows with every failing pair, listed or left out of the report.
            let joint = JointRepairValues(report, configuration: configuration, limit: jointRepairLimit)
            if joint.overLimit { unplanned += 1 }
            var order: [String] = []
            var groups: [String: [Finding]] = [:]
            func add(_ finding: Finding) {
                let name = changedColor(finding, joint: joint)
                if groups[name] == nil { order.append(name) }
                groups[name, default: []].append(finding)
            }
            for finding in failing {
                add(finding)
                // A colour of the same pair (`alsoTokens`: the same two colours, one finding) that the repair
                // changes otherwise has an entry of its own, the pair named by it: every change `fix` writes
                // is listed (Compound's `text.success.primary`, also `text.action.accent` on
                // `bg.subtle-primary`, moved four steps where `text.action.accent` moves one).
                for (side, token) in finding.tokens.prefix(2).enumerated() {
                    let own = joint.change(of: token, in: finding.appearance)
                    for other in finding.alsoTokens[token] ?? [] {
                        guard let change = joint.change(of: other, in: finding.appearance),
                            own.map({ !JointRepairValues.same($0, change) }) ?? true
                        else { continue }
                        var named = finding
                        named.tokens[side] = other
                        add(named)
                    }
                }
            }
            joints.append((index, joint))
            for name in order {
                let findings = groups[name]!.enumerated().sorted { a, b in
                    if a.element.severity != b.element.severity { return a.element.severity > b.element.severity }
                    let (p, q) = (shortfall(a.element), shortfall(b.element))
                    return p != q ? p < q : a.offset < b.offset
                }.map(\.element)
                list.append(
                    ToDo(
                        name: name, findings: findings, report: index,
                        uses: Swift.max(counts[name] ?? 0, findings.count),
                        joint: joint))
            }
        }
        list = list.enumerated().sorted { a, b in
            let (x, y) = (a.element, b.element)
            if x.severity != y.severity { return x.severity > y.severity }
            if x.uses != y.uses { return x.uses > y.uses }
            if x.findings.count != y.findings.count { return x.findings.count > y.findings.count }
            let (p, q) = (shortfall(x.findings[0]), shortfall(y.findings[0]))
            return p != q ? p < q : a.offset < b.offset
        }.map(\.element)
        var html = "<section class=\"todo\" aria-labelledby=\"fix\"><h2 id=\"fix\">Fix first</h2>"
        guard !list.isEmpty else {
            return html + "<p>\(comparison == nil ? "No" : "No new or worsened") pair fails its contrast requirement."
                + "</p></section>"
        }
        html += "<p class=\"muted\">\(AuditSummary.plural(failingPairs, "failing pair")) in "
        html += "\(AuditSummary.plural(list.count, "colour")) to change: errors first, then the colours the most "
        html += "pairs use. Each pair as it is → with the suggested colour (tap the new value to select it).</p>"
        if unplanned > 0 {
            html += "<p class=\"muted\">\(unplanned == 1 ? "A palette has" : "\(unplanned) palettes have") more than "
            html += "\(jointRepairLimit) failing pairs, more than this report plans one "
            html += "repair for: each of its pairs shows its own suggestion, which may move a colour another pair "
            html += "needs.</p>"
        }
        html += "<ol class=\"todo\">"
        for item in list.prefix(fixFirstLimit) {
            html += todo(item, report: reports[item.report], many: reports.count > 1, comparison: comparison)
        }
        html += "</ol>"
        html += unlisted(joints, list: list, reports: reports, many: reports.count > 1)
        let lost = joints.flatMap { entry in entry.joint.lostSeparations.map { (entry.report, $0) } }
        if !lost.isEmpty {
            html += "<p class=\"muted\">fix's values leave \(AuditSummary.plural(lost.count, "pair")) of colours no "
            html += "longer told apart under colour-vision simulation (cvd-collision reports them after fix):</p>"
            html += "<ul class=\"todo\">"
            for (report, separation) in lost {
                html += "<li>\(escape(separation.text))"
                if reports.count > 1 { html += " <span class=\"muted\">· \(escape(title(reports[report])))</span>" }
                html += "</li>"
            }
            html += "</ul>"
        }
        if list.count > fixFirstLimit {
            let rest = list.dropFirst(fixFirstLimit)
            html += "<p class=\"muted\">\(AuditSummary.plural(rest.count, "more colour")) with "
            html += "\(AuditSummary.plural(rest.map(\.findings.count).reduce(0, +), "failing pair")): in each "
            let json = hints.text(.reportFormat, "json")
            html += "palette's findings table below (every one with its fix in \(json)).</p>"
        }
        return html + "</section>"
    }

    /// The changes of the palettes' repairs that no entry of "Fix first" shows (a change made for a pair
    /// `audit` reports under another colour's name, or for a pair no finding lists), each with the value
    /// `fix` writes, so that the to-do list is every change `fix` makes; "" when there are none.
    private static func unlisted(
        _ joints: [(report: Int, joint: JointRepairValues)], list: [ToDo], reports: [PaletteReport], many: Bool
    ) -> String {
        var shown: [Int: [RepairPlan.Change]] = [:]
        for item in list {
            for finding in item.findings {
                for token in finding.tokens.prefix(2) {
                    if let change = item.joint.change(of: token, in: finding.appearance) {
                        shown[item.report, default: []].append(change)
                    }
                }
            }
        }
        var items: [String] = []
        for (report, joint) in joints {
            var seen: [RepairPlan.Change] = shown[report] ?? []
            for change in joint.plan where !seen.contains(where: { JointRepairValues.same($0, change) }) {
                seen.append(change)
                var item = "<li><strong>\(escape(change.aliasedBy ?? change.token))</strong>"
                if change.aliasedBy != nil { item += " (written at \(escape(change.token)), which it aliases)" }
                item += ": <code>\(escape(change.original))</code> → " + colorChip(change.after, label: "repaired")
                item += "<code class=\"copy\">\(escape(change.replacement))</code>"
                item += " <span class=\"muted\">ΔE00 \(ValueText.number(change.deltaE00))"
                item += " · \(escape(change.appearances.map(\.rawValue).joined(separator: ", ")))"
                if many { item += " · \(escape(title(reports[report])))" }
                let givesUp = JointRepairValues.givesUp(change)
                if !givesUp.isEmpty { item += " · \(escape(givesUp))" }
                items.append(item + "</span>" + nearerSteps(change) + "</li>")
            }
        }
        guard !items.isEmpty else { return "" }
        var html = "<p class=\"muted\">fix also writes \(items.count == 1 ? "this change" : "these changes"), "
        html += "made so that pairs not listed above (their findings name other colours) keep or reach their "
        html += "requirement:</p><ul class=\"todo\">"
        return html + items.joined() + "</ul>"
    }

    /// Above this many failing pairs in a palette, "Fix first" shows each pair's own suggestion instead of
    /// the palette's repair (`PaletteRepair.plan`), whose cost grows with the failing pairs: about 3 s
    /// (debug) at 2,128 failing pairs, 45 s (release) at 91,902, against the report's own few seconds.
    /// The real sets in `../shared/palettes/real/` have at most 43.
    public static let jointRepairLimit = 2_000

    /// At most this many pairs per colour in "Fix first" (its worst).
    public static let fixFirstPairLimit = 3

    /// A sample of `usage` (text, or shapes for non-text UI) in `foreground` on `background` (sRGB hex, as
    /// seen).
    private static func sample(_ foreground: String, on background: String, usage: String?) -> String {
        let text = ["ui", "focus"].contains(usage ?? "") ? "■ ● ▲" : "Sample text"
        let large = usage == Usage.largeText.rawValue ? " large" : ""
        return "<span class=\"sample\(large)\" style=\"color:\(escape(foreground));background:"
            + "\(escape(background))\">\(text)</span>"
    }

    /// One "Fix first" entry: the colour, then each of its worst pairs as it is and with the first
    /// suggested colour that passes, what it reaches and the value to copy.
    private static func todo(
        _ item: ToDo, report: PaletteReport, many: Bool, comparison: FindingComparison?
    ) -> String {
        let name = item.name
        var html =
            "<li><p class=\"what\"><span class=\"sev \(item.severity.rawValue)\">\(item.severity.rawValue)</span> "
        html += "<strong>\(escape(name))</strong> <span class=\"muted\">fails in "
        switch (item.findings.count, item.uses) {
        case (_, 1): html += "the one pair that uses it"
        case (let failing, let uses) where failing == uses: html += "all \(uses) pairs that use it"
        case (let failing, let uses): html += "\(failing) of the \(uses) pairs that use it"
        }
        if many { html += " · \(escape(title(report)))" }
        html += "</span></p>"
        var lastReason = ""
        for finding in item.findings.prefix(fixFirstPairLimit) {
            html += todoPair(finding, title: name, comparison, joint: item.joint, lastReason: &lastReason)
        }
        if item.findings.count > fixFirstPairLimit {
            html +=
                "<p class=\"muted\">\(AuditSummary.plural(item.findings.count - fixFirstPairLimit, "more failing pair")) "
            html += "with \(escape(name)) in the findings table.</p>"
        }
        return html + "</li>"
    }

    /// A failing pair of a "Fix first" entry titled `title`: its background (and its foreground, when the
    /// entry is titled by another colour) and appearances, its sample as it is and with the first
    /// suggestion that passes (or why there is none).
    private static func todoPair(
        _ finding: Finding, title: String, _ comparison: FindingComparison?, joint: JointRepairValues,
        lastReason: inout String
    ) -> String {
        let swatches = finding.swatches
        let foreground = (swatches.first { $0.label == "seen" } ?? swatches.first { $0.label == "foreground" })?.color
        let background =
            (swatches.first { $0.label == "seen on" } ?? swatches.first { $0.label == "background" })?.color
        let ratio = finding.measurement("ratio")?.value ?? 0
        let required = finding.measurement("required")?.value ?? 0
        let usage = finding.facts["usage"]
        var html =
            "<div class=\"pair\"><p>\(state(finding, comparison))"
        if title != finding.tokens[0] { html += "<strong>\(escape(finding.tokens[0]))</strong> " }
        html += "on <strong>\(escape(finding.tokens[1]))</strong>"
        if finding.tokens.count > 2 {
            html += " over \(escape(finding.tokens.dropFirst(2).joined(separator: " over ")))"
        }
        let appearances =
            finding.appearance == .any
            ? "every appearance" : finding.appearances.map(\.rawValue).joined(separator: ", ")
        html += " <span class=\"muted\">\(escape(appearances)) · \(escape(usage ?? "text"))"
        if finding.severity != .error { html += " · \(finding.severity.rawValue)" }
        html += "</span></p>"
        let seen = (foreground: foreground ?? Color(.srgb, 0, 0, 0), background: background ?? Color(.srgb, 1, 1, 1))
        html += "<p>" + sample(seen.foreground.hex, on: seen.background.hex, usage: usage)
        html += "<span class=\"ratio\">\(ContrastRatio.format(ratio, against: required)):1</span> "
        html += "<span class=\"fail\">needs \(ContrastRatio.formatThreshold(required)):1</span>"
        if let repaired = jointPair(
            finding, joint: joint, seen: seen, required: required, usage: usage, lastReason: &lastReason)
        {
            return html + repaired + "</div>"
        }
        let suggestions = finding.suggestionsWithoutKeeping
        guard let suggestion = suggestions.first(where: { $0.value != nil && $0.color != nil }),
            let value = suggestion.value, let color = suggestion.color
        else {
            html += "</p>"
            // Said once per entry: the pairs of one colour usually fail for the same reason.
            if let reason = suggestions.first, reason.note != lastReason {
                html += "<p class=\"muted\">No fix: \(escape(reason.note)).</p>"
                lastReason = reason.note
            }
            return html + "</div>"
        }
        var after = seen
        if suggestion.change == "background" {
            after.background = Compositing.sourceOver(color, Color(.srgb, 1, 1, 1))
            after.foreground = Compositing.sourceOver(
                swatchColor(finding, "foreground") ?? seen.foreground, after.background)
        } else {
            after.foreground = Compositing.sourceOver(color, seen.background)
        }
        html += " <span class=\"to\">→</span> " + sample(after.foreground.hex, on: after.background.hex, usage: usage)
        if let reached = suggestion.achieves["ratio"] {
            html += "<span class=\"ratio\">\(ContrastRatio.format(reached, against: required)):1</span> "
            html += "<span class=\"pass\">passes</span>"
        }
        html += "</p><p>\(escape(suggestion.change)) <strong>\(escape(suggestion.token))</strong>: "
        html += "<code>\(escape(suggestion.original))</code> → " + colorChip(color, label: "suggested")
        html += "<code class=\"copy\">\(escape(value))</code>"
        html += " <span class=\"muted\">ΔE00 \(ValueText.number(suggestion.deltaE00 ?? 0))</span></p>"
        return html + "</div>"
    }

    /// A failing pair with the values the palette's repair writes (`JointRepairValues`): the sample with every
    /// change of its two colours, the ratio reached, and one value to copy per changed colour — the same
    /// for every pair of that colour in that appearance, and why a re-pointed alias skips nearer steps (once
    /// per entry, `lastReason`). `nil` when the repair changes neither colour.
    private static func jointPair(
        _ finding: Finding, joint: JointRepairValues, seen: (foreground: Color, background: Color), required: Double,
        usage: String?, lastReason: inout String
    ) -> String? {
        let appearance = finding.appearance
        let foreground = joint.change(of: finding.tokens[0], in: appearance)
        let background = joint.change(of: finding.tokens[1], in: appearance)
        guard foreground != nil || background != nil else { return nil }
        // Each appearance's colour: a re-pointed alias names another colour per theme.
        var after = seen
        if let background {
            after.background = Compositing.sourceOver(background.after(in: appearance), Color(.srgb, 1, 1, 1))
        }
        let drawn = foreground?.after(in: appearance) ?? swatchColor(finding, "foreground")
        if let drawn { after.foreground = Compositing.sourceOver(drawn, after.background) }
        let reached = ContrastRatio.of(after.foreground, after.background)
        var html =
            " <span class=\"to\">→</span> " + sample(after.foreground.hex, on: after.background.hex, usage: usage)
        html += "<span class=\"ratio\">\(ContrastRatio.format(reached, against: required)):1</span> "
        html += ContrastRatio.meets(reached, required) ? "<span class=\"pass\">passes</span>" : ""
        html += "</p>"
        for (side, change) in [("foreground", foreground), ("background", background)] {
            guard let change else { continue }
            html += "<p>\(side) <strong>\(escape(change.token))</strong>: "
            html +=
                "<code>\(escape(change.original))</code> → "
                + colorChip(change.after(in: appearance), label: "repaired")
            html += "<code class=\"copy\">\(escape(change.replacement))</code>"
            html += " <span class=\"muted\">ΔE00 \(ValueText.number(change.deltaE00(in: appearance)))"
            html += " · the value fix writes</span></p>"
            let givesUp = JointRepairValues.givesUp(change)
            if !givesUp.isEmpty {
                html += "<p class=\"muted\">\(escape(givesUp.prefix(1).uppercased() + givesUp.dropFirst())).</p>"
            }
            // Said once per entry: its pairs in every appearance are moved by the same change.
            let nearer = nearerSteps(change)
            if !nearer.isEmpty && nearer != lastReason {
                html += nearer
                lastReason = nearer
            }
        }
        return html
    }

    /// Why a re-pointed alias skips nearer steps of its scale (`RepairPlan.Change.passedOver`), or "".
    private static func nearerSteps(_ change: RepairPlan.Change) -> String {
        guard !change.passedOver.isEmpty else { return "" }
        return "<p class=\"muted\">Not a nearer step: "
            + change.passedOver.map(escape).joined(separator: "; ") + ".</p>"
    }

    /// The colour of the finding's swatch labelled `label`.
    private static func swatchColor(_ finding: Finding, _ label: String) -> Color? {
        finding.swatches.first { $0.label == label }?.color
    }

    private static func palette(
        _ report: PaletteReport, index: Int, configuration: Configuration, comparison: FindingComparison?,
        hints: HintSpelling
    ) -> String {
        let context = AuditContext(palette: report.palette, configuration: configuration)
        let appearances = report.appearances.isEmpty ? [Appearance.any] : report.appearances
        let aliased = Set(report.uncheckedTokens.filter { $0.reason == "aliased" }.map(\.token))
        var html = "<section class=\"palette\" id=\"p\(index)\" aria-labelledby=\"p\(index)h\">"
        html += "<h2 id=\"p\(index)h\">\(escape(title(report)))</h2>"
        html += "<p class=\"muted\">\(escape(report.palette.file)) · \(escape(report.platform.rawValue)) · "
        html += "\(AuditSummary.plural(report.pairsChecked, "pair check"))</p>"
        html += overview(report, comparison)
        html += "<div class=\"switch\" role=\"group\" aria-label=\"Appearance\" hidden>"
        html += "<button type=\"button\" data-show=\"all\" aria-pressed=\"true\">All</button>"
        for (n, appearance) in appearances.enumerated() {
            html += "<button type=\"button\" data-show=\"p\(index)a\(n)\" aria-pressed=\"false\">"
            html += "\(escape(appearance.rawValue))</button>"
        }
        html += "</div>"
        for (n, appearance) in appearances.enumerated() {
            let sheet = PaletteSheet(context, appearance: appearance)
            html += "<section class=\"appearance\" id=\"p\(index)a\(n)\" aria-labelledby=\"p\(index)a\(n)h\">"
            html += "<h3 id=\"p\(index)a\(n)h\">Appearance: \(escape(appearance.rawValue))</h3>"
            html += passRates(sheet)
            html += swatches(sheet, aliased: aliased)
            html += contrast(sheet, hints: hints)
            html += vision(sheet, report, appearance, comparison)
            html += lighting(sheet)
            html += design(report, appearance, comparison)
            html += "</section>"
        }
        html += findingsTable(report, comparison, hints: hints)
        html += "</section>"
        return html
    }

    /// "No findings." — or, against a baseline or OLD, "No new or worsened findings."
    private static func noFindings(_ comparison: FindingComparison?, _ what: String = "findings") -> String {
        "<p>No \(comparison == nil ? "" : "new or worsened ")\(what).</p>"
    }

    /// A finding's state against the baseline or OLD: a badge for new and worsened ones, else "".
    private static func state(_ finding: Finding, _ comparison: FindingComparison?) -> String {
        guard let comparison, let state = comparison.state(of: finding) else { return "" }
        switch state {
        case .new: return "<span class=\"state\">new</span> "
        case .worsened:
            return "<span class=\"state\">worse than \(escape(ComparisonText.reference(comparison)))</span> "
        case .unchanged: return ""
        }
    }

    /// The earlier findings that no longer occur, as a table (nothing when there are none).
    private static func fixed(_ comparison: FindingComparison, hints: HintSpelling) -> String {
        guard !comparison.fixed.isEmpty else { return "" }
        var html = "<section class=\"palette\" aria-labelledby=\"fixed\">"
        html +=
            "<h2 id=\"fixed\">Fixed since \(escape(ComparisonText.reference(comparison)))</h2><div class=\"scroll\">"
        html += "<table><thead><tr><th scope=\"col\">Rule</th><th scope=\"col\">Appearance</th>"
        html += "<th scope=\"col\">Tokens</th><th scope=\"col\">File</th></tr></thead><tbody>"
        for entry in comparison.fixed.prefix(findingLimit) {
            let identity = entry.identity
            html +=
                "<tr><td><code>\(escape(identity.rule.rawValue))</code></td><td>\(escape(identity.appearance.rawValue))</td>"
            html += "<td>\(escape(identity.tokens.joined(separator: ", ")))</td><td>\(escape(identity.file))</td></tr>"
        }
        html += "</tbody></table></div>"
        if comparison.fixed.count > findingLimit {
            let json = hints.text(.reportFormat, "json")
            html += "<p class=\"muted\">\(comparison.fixed.count - findingLimit) more: see \(json).</p>"
        }
        return html + "</section>"
    }

    private static func overview(_ report: PaletteReport, _ comparison: FindingComparison?) -> String {
        let digest = ReportDigest(report)
        var html = "<h3>Overview</h3>"
        guard !digest.sections.isEmpty else { return html + noFindings(comparison) }
        html += "<table><caption>Findings by rule and severity</caption><thead><tr><th scope=\"col\">Rule</th>"
        for severity in Severity.allCases.reversed() { html += "<th scope=\"col\">\(severity.rawValue)</th>" }
        html += "</tr></thead><tbody>"
        for section in digest.sections {
            html += "<tr><th scope=\"row\">\(escape(section.rule.rawValue))</th>"
            for severity in Severity.allCases.reversed() {
                let count = section.severityCounts[severity]?.values.reduce(0, +) ?? 0
                html += "<td>\(count == 0 ? "–" : String(count))</td>"
            }
            html += "</tr>"
        }
        return html + "</tbody></table>"
    }

    private static func percent(_ part: Int, _ whole: Int) -> String {
        guard whole > 0 else { return "–" }
        return "\(Int((Double(part) / Double(whole) * 100).rounded(.down))) %"
    }

    private static func passRates(_ sheet: PaletteSheet) -> String {
        var html = "<p class=\"rates\">Pairs checked: \(sheet.pairCount). "
        html += "Meet AA (1.4.3 / 1.4.11): \(sheet.passingMinimum) of \(sheet.pairCount) "
        html += "(\(percent(sheet.passingMinimum, sheet.pairCount))). "
        html += "Text pairs meeting AAA (1.4.6): \(sheet.passingEnhanced) of \(sheet.enhancedCount) "
        html += "(\(percent(sheet.passingEnhanced, sheet.enhancedCount))).</p>"
        return html
    }

    private static func chip(_ hex: String, label: String) -> String {
        "<span class=\"chip\" style=\"background:\(escape(hex))\" role=\"img\" aria-label=\"\(escape(label))\"></span>"
    }

    /// A chip of a translucent colour: the colour (`#rrggbbaa`, CSS Color 4 §5.2) over a checkerboard, so
    /// that what shows through is visible.
    private static func translucentChip(_ color: Color, label: String) -> String {
        translucentChip(hex: color.hex, alpha: color.alpha, label: label)
    }

    /// A chip of `hex` (`#rrggbb`) at `alpha` (0…1) over a checkerboard: a translucent colour whose
    /// backdrop is not known.
    private static func translucentChip(hex: String, alpha: Double, label: String) -> String {
        let paint = escape(hex + SuggestionNotation.alphaByte(alpha))
        return "<span class=\"chip\" style=\"background:linear-gradient(\(paint),\(paint)),"
            + "repeating-conic-gradient(#bdbdbd 0 25%,#fff 0 50%) 0 0/10px 10px\" role=\"img\" "
            + "aria-label=\"\(escape(label))\"></span>"
    }

    /// A chip of `color`: solid when opaque, over a checkerboard when translucent.
    private static func colorChip(_ color: Color, label: String) -> String {
        color.isOpaque ? chip(color.hex, label: label) : translucentChip(color, label: label)
    }

    /// A chip of `hex` seen with the alpha of `swatch`'s colour (a swatch's colour under a condition).
    private static func viewChip(_ hex: String, _ swatch: PaletteSheet.Swatch) -> String {
        swatch.color.isOpaque
            ? chip(hex, label: hex)
            : translucentChip(
                hex: hex, alpha: swatch.color.alpha, label: "\(hex) alpha \(ValueText.alpha(swatch.color.alpha))")
    }

    /// The swatch table: the colours pairs use, then one row per scale of the others, saying whether they
    /// are checked through the colours that alias them (`aliased`: names the report lists as such).
    private static func swatches(_ sheet: PaletteSheet, aliased: Set<String>) -> String {
        var html =
            "<h4>Swatches</h4><div class=\"scroll\"><table><thead><tr><th scope=\"col\">Colour</th><th scope=\"col\">Name</th>"
        html += "<th scope=\"col\">Role</th><th scope=\"col\">Value as written</th><th scope=\"col\">Hex (sRGB)</th>"
        html += "</tr></thead><tbody>"
        for index in sheet.usedSwatches {
            let swatch = sheet.swatches[index]
            html += "<tr><td>"
            if let p3 = swatch.wideGamut {
                html += "<span class=\"chip\" style=\"background:\(escape(swatch.hex));background:\(escape(p3))\" "
                html += "role=\"img\" aria-label=\"Display P3\"></span>"
                html += chip(swatch.hex, label: "sRGB rendering") + "<span class=\"muted\"> P3 | sRGB</span>"
            } else if !swatch.color.isOpaque {
                html += translucentChip(
                    swatch.color, label: "\(swatch.hex) alpha \(ValueText.alpha(swatch.color.alpha))")
            } else {
                html += chip(swatch.hex, label: swatch.hex)
            }
            html += "</td><th scope=\"row\">\(escape(swatch.name))</th>"
            html += "<td>\(escape(swatch.role?.rawValue ?? "—"))</td><td><code>\(escape(swatch.source))</code>"
            if let p3 = swatch.wideGamut, p3 != swatch.source { html += "<br><code>\(escape(p3))</code>" }
            if let from = swatch.inheritedFrom {
                html += " <span class=\"muted\">(inherited from \(from.rawValue))</span>"
            }
            let alpha = swatch.color.isOpaque ? "" : " α\(ValueText.alpha(swatch.color.alpha))"
            html += "</td><td><code>\(escape(swatch.hex))\(alpha)</code></td></tr>"
        }
        for group in sheet.unusedGroups {
            html += "<tr class=\"unused\"><td colspan=\"5\"><span class=\"strip\">"
            for index in group.members.prefix(24) {
                let swatch = sheet.swatches[index]
                html +=
                    swatch.color.isOpaque
                    ? "<span style=\"background:\(escape(swatch.hex))\"></span>"
                    : "<span style=\"background:\(escape(swatch.hex + SuggestionNotation.alphaByte(swatch.color.alpha)))\"></span>"
            }
            html += "</span> \(escape(group.name))\(group.steps.map { " " + escape($0) } ?? ""): "
            html += "\(AuditSummary.plural(group.members.count, "colour")), "
            let checked = group.members.filter { aliased.contains(sheet.swatches[$0].name) }.count
            switch checked {
            case 0: html += "not used by any pair"
            case group.members.count: html += "in no pair; checked through the colours that alias them"
            default: html += "in no pair; \(checked) checked through the colours that alias them"
            }
            html += "</td></tr>"
        }
        html += "</tbody></table></div>"
        if sheet.swatchesOmitted > 0 {
            html += "<p class=\"muted\">\(sheet.swatchesOmitted) more colours not shown (limit "
            html += "\(PaletteSheet.swatchLimit)).</p>"
        }
        return html
    }

    private static func badges(_ cell: PaletteSheet.Cell) -> String {
        var html = ""
        if cell.required != nil {
            html += cell.meetsMinimum ? "<span class=\"pass\">AA ✓</span>" : "<span class=\"fail\">AA ✗</span>"
        }
        if let enhanced = cell.meetsEnhanced {
            html += enhanced ? " <span class=\"pass\">AAA ✓</span>" : " <span class=\"fail\">AAA ✗</span>"
        }
        return html
    }

    private static func sample(_ cell: PaletteSheet.Cell) -> String {
        let text = cell.usage == .ui ? "■ ●" : "Aa text"
        return "<span class=\"sample\" style=\"color:\(escape(cell.foregroundHex));background:"
            + "\(escape(cell.backgroundHex))\">\(text)</span>"
    }

    /// Whether `cell` passes only because its text is large: a text pair meeting a large-text minimum
    /// (3:1) below the body-text one (4.5:1, WCAG 1.4.3).
    static func passesOnlyAsLargeText(_ cell: PaletteSheet.Cell) -> Bool {
        guard [.text, .largeText, .link].contains(cell.usage), let required = cell.required else { return false }
        return cell.meetsMinimum && required < bodyTextMinimum && !ContrastRatio.meets(cell.ratio, bodyTextMinimum)
    }

    /// WCAG 2.2 SC 1.4.3's ratio for body text.
    static let bodyTextMinimum = 4.5

    private static func cellBody(_ cell: PaletteSheet.Cell) -> String {
        var html = sample(cell)
        html += "<span class=\"ratio\">\(ContrastRatio.format(cell.ratio, against: cell.required)):1</span> "
        if passesOnlyAsLargeText(cell) { html += "<span class=\"large-only\">— large text only</span> " }
        html += badges(cell)
        html += "<br><span class=\"muted\">Lc \(String(format: "%.1f", cell.apca))</span>"
        for suggestion in cell.suggestions {
            if let value = suggestion.value, let color = suggestion.color {
                html += "<br>" + colorChip(color, label: "suggested")
                html += "<span class=\"fix\">\(escape(suggestion.change)): <code>\(escape(value))</code> "
                html += "ΔE00 \(ValueText.number(suggestion.deltaE00 ?? 0))</span>"
            } else {
                html += "<br><span class=\"muted\">\(escape(suggestion.change)): no lightness change passes</span>"
            }
        }
        return html
    }

    private static func contrast(_ sheet: PaletteSheet, hints: HintSpelling) -> String {
        var html = "<h4>Contrast</h4>"
        guard !sheet.cells.isEmpty else { return html + "<p>No pairs in this appearance.</p>" }
        var foregrounds: [String] = []
        var backgrounds: [String] = []
        for cell in sheet.cells {
            if !foregrounds.contains(cell.foreground) { foregrounds.append(cell.foreground) }
            let background = ([cell.background] + cell.backdrop).joined(separator: " over ")
            if !backgrounds.contains(background) { backgrounds.append(background) }
        }
        let asGrid = foregrounds.count <= gridLimit.foregrounds && backgrounds.count <= gridLimit.backgrounds
        html += "<p class=\"muted\">Sample text in each pair's colours (as seen, composited), the WCAG ratio "
        html += "(truncated), AA/AAA, APCA Lc and, when a pair fails, the lightness-only fix.</p>"
        if asGrid {
            html +=
                "<div class=\"scroll\"><table class=\"grid\"><thead><tr><th scope=\"col\">Foreground \\ background</th>"
            for background in backgrounds { html += "<th scope=\"col\">\(escape(background))</th>" }
            html += "</tr></thead><tbody>"
            for foreground in foregrounds {
                html += "<tr><th scope=\"row\">\(escape(foreground))</th>"
                for background in backgrounds {
                    if let cell = sheet.cells.first(where: {
                        $0.foreground == foreground
                            && ([$0.background] + $0.backdrop).joined(separator: " over ") == background
                    }) {
                        let classes = (cell.isDeclared ? "declared " : "") + (cell.meetsMinimum ? "ok" : "bad")
                        html += "<td class=\"\(classes)\">\(cellBody(cell))</td>"
                    } else {
                        html += "<td class=\"none\">—</td>"
                    }
                }
                html += "</tr>"
            }
            html += "</tbody></table></div>"
        } else {
            html += "<p>\(foregrounds.count) foregrounds × \(backgrounds.count) backgrounds: listed as pairs "
            html += "(grid up to \(gridLimit.foregrounds) × \(gridLimit.backgrounds)), failing first.</p>"
            html += "<div class=\"scroll\"><table><thead><tr><th scope=\"col\">Foreground</th><th scope=\"col\">"
            html += "Background</th><th scope=\"col\">Contrast</th></tr></thead><tbody>"
            for cell in sheet.cells {
                html +=
                    "<tr class=\"\(cell.meetsMinimum ? "ok" : "bad")\"><th scope=\"row\">\(escape(cell.foreground))</th>"
                html += "<td>\(escape(([cell.background] + cell.backdrop).joined(separator: " over ")))</td>"
                html += "<td>\(cellBody(cell))</td></tr>"
            }
            html += "</tbody></table></div>"
        }
        if sheet.cellsOmitted > 0 {
            html += "<p class=\"muted\">\(sheet.cellsOmitted) more passing pairs not shown (limit "
            html += "\(PaletteSheet.cellLimit); see \(hints.text(.reportFormat, "json"))).</p>"
        }
        return html
    }

    /// Findings of `appearance` (or of every appearance) whose rule is in `rules`.
    private static func findings(_ report: PaletteReport, _ appearance: Appearance, _ rules: Set<RuleID>?) -> [Finding]
    {
        report.findings.filter { finding in
            (rules?.contains(finding.rule) ?? true)
                && (finding.appearance == .any || finding.appearance == appearance
                    || finding.appearances.contains(appearance))
        }
    }

    private static func vision(
        _ sheet: PaletteSheet, _ report: PaletteReport, _ appearance: Appearance, _ comparison: FindingComparison?
    ) -> String {
        var html = "<h4>Colour vision</h4><div class=\"scroll\"><table><thead><tr><th scope=\"col\">Name</th>"
        html += "<th scope=\"col\">normal</th>"
        for view in sheet.deficiencies { html += "<th scope=\"col\">\(escape(view.label))</th>" }
        html += "</tr></thead><tbody>"
        for i in sheet.usedSwatches {
            let swatch = sheet.swatches[i]
            html += "<tr><th scope=\"row\">\(escape(swatch.name))</th><td>\(viewChip(swatch.hex, swatch))</td>"
            for view in sheet.deficiencies { html += "<td>\(viewChip(view.hexes[i], swatch))</td>" }
            html += "</tr>"
        }
        html += "</tbody></table></div>" + unusedNote(sheet)
        let collisions = findings(report, appearance, ["cvd-collision", "indistinct-colors"])
        if collisions.isEmpty { return html + noFindings(comparison, "colour-vision collisions") }
        html += "<ul class=\"findings\">"
        for finding in collisions { html += item(finding, comparison) }
        return html + "</ul>"
    }

    /// "N colours no pair uses are not shown" under a table of the used colours, or "".
    private static func unusedNote(_ sheet: PaletteSheet) -> String {
        let unused = sheet.swatches.count - sheet.usedSwatches.count
        guard unused > 0 else { return "" }
        return "<p class=\"muted\">\(AuditSummary.plural(unused, "colour")) that no pair uses not shown "
            + "(see Swatches).</p>"
    }

    private static func lighting(_ sheet: PaletteSheet) -> String {
        var html = "<h4>Light and screens</h4><div class=\"scroll\"><table><thead><tr><th scope=\"col\">Name</th>"
        html += "<th scope=\"col\">as designed</th>"
        for view in sheet.lighting { html += "<th scope=\"col\">\(escape(view.label))</th>" }
        html += "</tr></thead><tbody>"
        for i in sheet.usedSwatches {
            let swatch = sheet.swatches[i]
            html += "<tr><th scope=\"row\">\(escape(swatch.name))</th><td>\(viewChip(swatch.hex, swatch))</td>"
            for view in sheet.lighting { html += "<td>\(viewChip(view.hexes[i], swatch))</td>" }
            html += "</tr>"
        }
        html += "</tbody></table></div>" + unusedNote(sheet)
        for view in sheet.lighting {
            html += "<p><strong>\(escape(view.label)):</strong> "
            if view.changes.isEmpty {
                html += "no pair changes its verdict.</p>"
                continue
            }
            let changed = view.changes.count + view.changesOmitted
            html +=
                "\(AuditSummary.plural(changed, "pair")) \(changed == 1 ? "changes its" : "change their") verdict.</p><ul>"
            for change in view.changes {
                let cell = change.cell
                let required = cell.required ?? 0
                html += "<li>\(escape(cell.foreground)) on \(escape(cell.background)): "
                html += "\(ContrastRatio.format(cell.ratio, against: required)):1"
                html += passesOnlyAsLargeText(cell) ? " (large text only) → " : " → "
                html += "\(ContrastRatio.format(change.ratio, against: required)):1 "
                html += "(\(ContrastRatio.formatThreshold(required)):1 required)</li>"
            }
            html += "</ul>"
            if view.changesOmitted > 0 {
                html +=
                    "<p class=\"muted\">\(view.changesOmitted) more not listed (limit \(PaletteSheet.changeLimit)).</p>"
            }
        }
        return html
    }

    private static func design(
        _ report: PaletteReport, _ appearance: Appearance, _ comparison: FindingComparison?
    ) -> String {
        let rules: Set<RuleID> = [
            "interactive-static-reuse", "key-color-consistency", "wide-gamut-fallback", "missing-appearance",
            "increased-contrast-variant", "text-size-minimum", "contrast-under-glare",
        ]
        let list = findings(report, appearance, rules)
        var html = "<h4>Reuse, gamut, translucency and appearances</h4>"
        if list.isEmpty { return html + noFindings(comparison) }
        html += "<ul class=\"findings\">"
        for finding in list { html += item(finding, comparison) }
        return html + "</ul>"
    }

    private static func item(_ finding: Finding, _ comparison: FindingComparison?) -> String {
        var html = "<li>\(state(finding, comparison))"
        html += "<span class=\"sev \(finding.severity.rawValue)\">\(finding.severity.rawValue)</span> "
        html += "<code>\(escape(finding.rule.rawValue))</code> "
        for swatch in finding.swatches.prefix(4) {
            html += colorChip(swatch.color, label: "\(swatch.label) \(swatch.token ?? "")")
        }
        html += " \(escape(finding.message))"
        if let confusion = finding.facts["confusion"] { html += " <span class=\"muted\">(\(escape(confusion)))</span>" }
        for suggestion in finding.suggestions {
            html += "<br><span class=\"fix\">Fix: "
            if let color = suggestion.color { html += colorChip(color, label: "suggested") + " " }
            html += "\(escape(suggestion.note))</span>"
        }
        return html + "</li>"
    }

    private static func findingsTable(_ report: PaletteReport, _ comparison: FindingComparison?, hints: HintSpelling)
        -> String
    {
        var html = "<h3>Findings</h3>"
        guard !report.findings.isEmpty else { return html + noFindings(comparison) }
        html += "<div class=\"scroll\"><table class=\"sortable\"><thead><tr>"
        for column in ["Rule", "Severity", "Appearance", "Message", "Location"] {
            html += "<th scope=\"col\"><button type=\"button\" class=\"sort\">\(column)</button></th>"
        }
        html += "</tr></thead><tbody>"
        for finding in report.findings.prefix(findingLimit) {
            let appearances =
                finding.appearance == .any ? "any" : finding.appearances.map(\.rawValue).joined(separator: ", ")
            html += "<tr><td><code>\(escape(finding.rule.rawValue))</code></td>"
            html += "<td data-key=\"\(2 - (Severity.allCases.firstIndex(of: finding.severity) ?? 0))\">"
            html += "<span class=\"sev \(finding.severity.rawValue)\">\(finding.severity.rawValue)</span></td>"
            html += "<td>\(escape(appearances))</td><td>\(state(finding, comparison))\(escape(finding.message))</td>"
            let location = finding.location
            let place = location.line > 0 ? "\(location.file):\(location.line)" : location.description
            html += "<td>\(escape(place))</td></tr>"
        }
        html += "</tbody></table></div>"
        if report.findings.count > findingLimit {
            let json = hints.text(.reportFormat, "json")
            html += "<p class=\"muted\">\(report.findings.count - findingLimit) more findings: see \(json).</p>"
        }
        return html
    }

    /// The page's style: dark text on white (≥ 4.5:1 everywhere, badges included), visible focus.
    static let style = """
        body{font:15px/1.45 system-ui,-apple-system,"Segoe UI",sans-serif;color:#1b1b1b;background:#fff;margin:0}
        header,main,footer{padding:0 16px;max-width:1200px;margin:0 auto}
        h1{font-size:1.6em}h2{font-size:1.35em;border-top:2px solid #1b1b1b;padding-top:12px;margin-top:32px}
        h3{font-size:1.15em}h4{font-size:1em;margin-bottom:4px}
        .muted{color:#4a4a4a}a{color:#0645ad}
        table{border-collapse:collapse;margin:6px 0 12px}th,td{border:1px solid #c4c4c4;padding:4px 6px;
        text-align:left;vertical-align:top}thead th{background:#f2f2f2}caption{text-align:left;font-weight:600}
        .scroll{overflow-x:auto}
        .chip{display:inline-block;width:22px;height:22px;border:1px solid #767676;border-radius:4px;
        vertical-align:middle;margin-right:2px}
        .sample{display:inline-block;padding:4px 8px;border:1px solid #767676;border-radius:4px;margin-right:6px;
        font-weight:600}
        .ratio{font-variant-numeric:tabular-nums;font-weight:600}
        .pass{background:#e3f4e6;color:#0b4d1a;padding:0 4px;border-radius:3px}
        .fail{background:#fde8e8;color:#8a1010;padding:0 4px;border-radius:3px}
        .sev{padding:0 4px;border-radius:3px;font-weight:600}.sev.error{background:#fde8e8;color:#8a1010}
        .sev.warning{background:#fff4d6;color:#6b4500}.sev.note{background:#e6f0fb;color:#123f73}
        .state{padding:0 4px;border-radius:3px;font-weight:600;background:#1b1b1b;color:#fff}
        td.declared{outline:3px solid #1b1b1b;outline-offset:-3px}td.bad{background:#fff6f6}td.none{color:#4a4a4a}
        .fix{color:#1b1b1b}.findings li{margin:6px 0}code{font-size:.92em}
        .switch{margin:8px 0}.switch button,.sort{font:inherit;padding:4px 10px;border:1px solid #1b1b1b;
        background:#fff;color:#1b1b1b;border-radius:4px;cursor:pointer}
        .sort{border:0;padding:0;background:none;font-weight:600}
        .switch button[aria-pressed=true]{background:#1b1b1b;color:#fff}
        :focus-visible{outline:3px solid #0645ad;outline-offset:2px}
        .hidden{display:none}
        ol.todo{padding-left:1.6em}ol.todo>li{margin:0 0 12px;padding:6px 10px;border:1px solid #c4c4c4;
        border-radius:6px}ol.todo p{margin:4px 0}.todo .pair{border-top:1px solid #e2e2e2;padding-top:2px}
        .sample.large{font-size:1.25em}
        code.copy{user-select:all;background:#f2f2f2;padding:1px 4px;border-radius:3px;font-weight:600}
        .large-only{color:#6b4500;font-weight:600}
        .strip{display:inline-flex;vertical-align:middle;border:1px solid #767676;margin-right:4px;
        background:repeating-conic-gradient(#bdbdbd 0 25%,#fff 0 50%) 0 0/8px 8px}
        .strip span{display:inline-block;width:8px;height:16px}tr.unused td{color:#4a4a4a}
        @media (max-width:600px){body{font-size:14px}td .sample{display:block;margin-bottom:4px}
        ol.todo{padding-left:1.2em}ol.todo>li{padding:6px}}
        @media print{.switch,nav{display:none}.hidden{display:block}section.appearance{break-inside:avoid-page}
        .scroll{overflow:visible}a{color:#1b1b1b}}
        """

    /// Appearance switch and sortable findings table; without it every appearance is shown.
    static let script = """
        document.querySelectorAll('.switch').forEach(function(group){
          group.hidden=false;
          var buttons=group.querySelectorAll('button');
          buttons.forEach(function(button){button.addEventListener('click',function(){
            var show=button.getAttribute('data-show');
            buttons.forEach(function(b){b.setAttribute('aria-pressed',String(b===button));});
            buttons.forEach(function(b){var id=b.getAttribute('data-show');if(id==='all')return;
              var section=document.getElementById(id);if(section)section.classList.toggle('hidden',show!=='all'&&id!==show);});
          });});
        });
        document.querySelectorAll('table.sortable').forEach(function(table){
          table.querySelectorAll('button.sort').forEach(function(button,column){
            var ascending=true;
            button.addEventListener('click',function(){
              var body=table.tBodies[0];var rows=Array.prototype.slice.call(body.rows);
              function key(row){var cell=row.cells[column];return cell.getAttribute('data-key')||cell.textContent;}
              rows.sort(function(a,b){var x=key(a),y=key(b);return (ascending?1:-1)*x.localeCompare(y,undefined,{numeric:true});});
              ascending=!ascending;rows.forEach(function(row){body.appendChild(row);});
            });
          });
        });
        document.documentElement.setAttribute('data-ready','1');
        """
}
