import ColorScience
import Foundation

/// Formats audit reports as one self-contained HTML page for designers (`coloraudit audit --format html`):
/// inline CSS, no fonts, images or network; a few lines of inline JavaScript switch appearances and sort
/// the findings table, and the page works without them (every appearance is then shown, one after the
/// other). It prints cleanly (navigation hidden, sections kept together).
///
/// Per palette: overview (findings by rule and severity; pass rate of the checked pairs at AA and AAA),
/// then per appearance the swatches, the contrast grid (or a list when the pairs are many), the palette
/// with colour-vision deficiencies and each collision, the palette under glare and a warm white point
/// with the pairs whose verdict changes, the other design findings with their swatches; then a findings
/// table. Everything shown is computed by the library (`PaletteSheet`, `ReportDigest`, findings); this
/// type only formats. Every string from an input file is escaped (`escape(_:)`).
public struct HTMLReporter: Reporter {
    /// `html`.
    public static let identifier = "html"
    /// For `--help`.
    public static let description = "one self-contained HTML page for designers (inline CSS, no network)"
    /// The page carries its own colours; no terminal colouring.
    public static let canColorOutput = false

    /// Creates the reporter (it has no options).
    public init(options: ReporterOptions = ReporterOptions()) {}

    /// Writes the page for the run's reports, judged with the run's configuration.
    /// - Throws: what the sink throws.
    public func write(_ run: AuditRun, to sink: any ReportSink) throws {
        try sink.write(
            Self.render(run.reports, configuration: run.configuration, inputs: run.inputs, comparison: run.comparison))
    }

    /// The contrast section is a grid (foregrounds × backgrounds) when it has at most this many rows and
    /// columns; beyond, it is a list of pairs, failing first.
    public static let gridLimit = (foregrounds: 16, backgrounds: 10)
    /// At most this many rows in a palette's findings table (the JSON output lists every finding).
    public static let findingLimit = 2000

    /// The page for `reports`, audited with `configuration` (for the pairs' requirements); `inputs` (what
    /// the run read and left out) adds its line to the header. With `comparison` (`--baseline`,
    /// `--compare`) the reports hold only the new and worsened findings: the header says what they are
    /// compared with and how many were accepted, each finding is marked new or worse, empty sections say
    /// "no new or worsened findings", and the fixed ones are listed at the end.
    public static func render(
        _ reports: [PaletteReport], configuration: Configuration = Configuration(), inputs: InputSummary? = nil,
        comparison: FindingComparison? = nil
    ) -> String {
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
        if reports.count > 1 {
            html += "<nav aria-label=\"Palettes\"><ul>"
            for (index, report) in reports.enumerated() {
                html += "<li><a href=\"#p\(index)\">\(escape(title(report)))</a></li>"
            }
            html += "</ul></nav>"
        }
        html += "</header><main>"
        for (index, report) in reports.enumerated() {
            html += palette(report, index: index, configuration: configuration, comparison: comparison)
        }
        if let comparison { html += fixed(comparison) }
        html += """
            </main><footer><p>Contrast ratios are WCAG 2.2 (truncated, never rounded up); APCA Lc is
            APCA \(APCA.version), informative. ΔE00 is CIEDE2000 through LittleCMS.</p></footer>
            <script>\(script)</script>
            </body></html>

            """
        return html
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

    private static func palette(
        _ report: PaletteReport, index: Int, configuration: Configuration, comparison: FindingComparison?
    ) -> String {
        let context = AuditContext(palette: report.palette, configuration: configuration)
        let appearances = report.appearances.isEmpty ? [Appearance.any] : report.appearances
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
            html += swatches(sheet)
            html += contrast(sheet)
            html += vision(sheet, report, appearance, comparison)
            html += lighting(sheet)
            html += design(report, appearance, comparison)
            html += "</section>"
        }
        html += findingsTable(report, comparison)
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
    private static func fixed(_ comparison: FindingComparison) -> String {
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
            html += "<p class=\"muted\">\(comparison.fixed.count - findingLimit) more: see --format json.</p>"
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
        let alpha = String(format: "%02x", Int((min(max(color.alpha, 0), 1) * 255).rounded()))
        let paint = escape(color.hex + alpha)
        return "<span class=\"chip\" style=\"background:linear-gradient(\(paint),\(paint)),"
            + "repeating-conic-gradient(#bdbdbd 0 25%,#fff 0 50%) 0 0/10px 10px\" role=\"img\" "
            + "aria-label=\"\(escape(label))\"></span>"
    }

    private static func swatches(_ sheet: PaletteSheet) -> String {
        var html =
            "<h4>Swatches</h4><div class=\"scroll\"><table><thead><tr><th scope=\"col\">Colour</th><th scope=\"col\">Name</th>"
        html += "<th scope=\"col\">Role</th><th scope=\"col\">Value as written</th><th scope=\"col\">Hex (sRGB)</th>"
        html += "</tr></thead><tbody>"
        for swatch in sheet.swatches {
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

    private static func cellBody(_ cell: PaletteSheet.Cell) -> String {
        var html = sample(cell)
        html += "<span class=\"ratio\">\(ContrastRatio.format(cell.ratio, against: cell.required)):1</span> "
        html += badges(cell)
        html += "<br><span class=\"muted\">Lc \(String(format: "%.1f", cell.apca))</span>"
        for suggestion in cell.suggestions {
            if let value = suggestion.value, let color = suggestion.color {
                html += "<br>" + chip(color.hex, label: "suggested")
                html += "<span class=\"fix\">\(escape(suggestion.change)): <code>\(escape(value))</code> "
                html += "ΔE00 \(ValueText.number(suggestion.deltaE00 ?? 0))</span>"
            } else {
                html += "<br><span class=\"muted\">\(escape(suggestion.change)): no lightness change passes</span>"
            }
        }
        return html
    }

    private static func contrast(_ sheet: PaletteSheet) -> String {
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
            html += "\(PaletteSheet.cellLimit); see --format json).</p>"
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
        for (i, swatch) in sheet.swatches.enumerated() {
            html += "<tr><th scope=\"row\">\(escape(swatch.name))</th><td>\(chip(swatch.hex, label: swatch.hex))</td>"
            for view in sheet.deficiencies { html += "<td>\(chip(view.hexes[i], label: view.hexes[i]))</td>" }
            html += "</tr>"
        }
        html += "</tbody></table></div>"
        let collisions = findings(report, appearance, ["cvd-collision", "indistinct-colors"])
        if collisions.isEmpty { return html + noFindings(comparison, "colour-vision collisions") }
        html += "<ul class=\"findings\">"
        for finding in collisions { html += item(finding, comparison) }
        return html + "</ul>"
    }

    private static func lighting(_ sheet: PaletteSheet) -> String {
        var html = "<h4>Light and screens</h4><div class=\"scroll\"><table><thead><tr><th scope=\"col\">Name</th>"
        html += "<th scope=\"col\">as designed</th>"
        for view in sheet.lighting { html += "<th scope=\"col\">\(escape(view.label))</th>" }
        html += "</tr></thead><tbody>"
        for (i, swatch) in sheet.swatches.enumerated() {
            html += "<tr><th scope=\"row\">\(escape(swatch.name))</th><td>\(chip(swatch.hex, label: swatch.hex))</td>"
            for view in sheet.lighting { html += "<td>\(chip(view.hexes[i], label: view.hexes[i]))</td>" }
            html += "</tr>"
        }
        html += "</tbody></table></div>"
        for view in sheet.lighting {
            html += "<p><strong>\(escape(view.label)):</strong> "
            if view.changes.isEmpty {
                html += "no pair changes its verdict.</p>"
                continue
            }
            html +=
                "\(AuditSummary.plural(view.changes.count, "pair")) \(view.changes.count == 1 ? "changes its" : "change their") verdict.</p><ul>"
            for change in view.changes {
                let cell = change.cell
                let required = cell.required ?? 0
                html += "<li>\(escape(cell.foreground)) on \(escape(cell.background)): "
                html += "\(ContrastRatio.format(cell.ratio, against: required)):1 → "
                html += "\(ContrastRatio.format(change.ratio, against: required)):1 "
                html += "(\(ContrastRatio.formatThreshold(required)):1 required)</li>"
            }
            html += "</ul>"
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
            html += chip(swatch.color.hex, label: "\(swatch.label) \(swatch.token ?? "")")
        }
        html += " \(escape(finding.message))"
        if let confusion = finding.facts["confusion"] { html += " <span class=\"muted\">(\(escape(confusion)))</span>" }
        for suggestion in finding.suggestions {
            html += "<br><span class=\"fix\">Fix: "
            if let color = suggestion.color { html += chip(color.hex, label: "suggested") + " " }
            html += "\(escape(suggestion.note))</span>"
        }
        return html + "</li>"
    }

    private static func findingsTable(_ report: PaletteReport, _ comparison: FindingComparison?) -> String {
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
            html += "<p class=\"muted\">\(report.findings.count - findingLimit) more findings: see --format json.</p>"
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
        @media (max-width:600px){body{font-size:14px}.sample{display:block;margin-bottom:4px}}
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
