/// Formats audit reports for people: grouped by file and appearance, each finding with its colours,
/// measurements and location, then what was not checked, then a one-line summary.
public struct TextReporter: Sendable {
    /// Draw 24-bit colour swatches (only for terminals with `NO_COLOR` unset; the CLI decides).
    public var useColor: Bool
    /// At most this many inherited values are listed per palette (the JSON output lists all).
    public var inheritedListLimit = 8

    /// Creates a reporter.
    public init(useColor: Bool) {
        self.useColor = useColor
    }

    /// The whole report.
    public func render(_ reports: [PaletteReport]) -> String {
        var lines: [String] = []
        for report in reports {
            lines += render(report)
            lines.append("")
        }
        lines.append(AuditSummary(reports).line)
        return lines.joined(separator: "\n")
    }

    private func render(_ report: PaletteReport) -> [String] {
        let title = report.palette.name.map { " — \($0)" } ?? ""
        let file = report.palette.file == "-" ? "(standard input)" : report.palette.file
        let appearances =
            report.appearances.isEmpty ? "any" : report.appearances.map(\.rawValue).joined(separator: ", ")
        var lines = [
            bold("\(file)\(title)")
                + "  (\(report.platform.rawValue); \(appearances); \(AuditSummary.plural(report.pairsChecked, "pair check")))"
        ]
        if report.findings.isEmpty { lines.append("  no findings") }
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
        if report.palette.pairs == nil && report.pairsChecked > 1000 {
            lines.append(
                "  pairs: \(report.pairsChecked) pair checks were formed from roles (every foreground × every "
                    + "background); declare 'pairs:' to check only what is really drawn")
        }
        let noRole = report.uncheckedTokens.filter { $0.reason == "no-role" }.map(\.token)
        if !noRole.isEmpty {
            lines.append(
                "  no contrast check: no role given or inferred for \(noRole.count) colour(s): "
                    + noRole.joined(separator: ", "))
        }
        let unpaired = report.uncheckedTokens.filter { $0.reason == "not-in-any-pair" }.map(\.token)
        if !unpaired.isEmpty {
            lines.append("  no contrast check: in no declared pair: " + unpaired.joined(separator: ", "))
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
            let more = report.inactivePairs.count - shown.count
            lines.append(
                "  inactive components (no contrast requirement, WCAG 1.4.3/1.4.11): "
                    + shown.joined(separator: ", ") + (more > 0 ? ", … \(more) more (see --format json)" : ""))
        }
        if !report.inheritedValues.isEmpty {
            let shown = report.inheritedValues.prefix(inheritedListLimit).map {
                "\($0.token) (\($0.appearance.rawValue) ← \($0.from.rawValue))"
            }
            let more = report.inheritedValues.count - shown.count
            lines.append(
                "  inherited: \(report.inheritedValues.count) value(s) fall back to another appearance: "
                    + shown.joined(separator: ", ") + (more > 0 ? ", … \(more) more (see --format json)" : ""))
        }
        return lines
    }

    private func render(_ finding: Finding) -> [String] {
        let severity = finding.severity.rawValue.padding(toLength: 7, withPad: " ", startingAt: 0)
        var lines = ["    \(paint(severity, finding.severity)) \(finding.rule)  \(finding.location)"]
        lines.append("            \(finding.message)")
        if !finding.swatches.isEmpty {
            let swatches = finding.swatches.map { swatch in
                let name = swatch.token.map { "\($0) " } ?? ""
                return
                    "\(SwatchText.block(swatch.color, useColor: useColor))\(swatch.label): \(name)\(describe(swatch.color))"
            }
            lines.append("            " + swatches.joined(separator: "   "))
        }
        let measured = finding.measurements.sorted { order($0.key, $1.key) }.map { key, value in
            "\(key) \(format(key, value, required: finding.measurements["required"]))"
        }
        if !measured.isEmpty { lines.append("            " + measured.joined(separator: "  ")) }
        for suggestion in finding.suggestions { lines.append("            fix: \(suggestion.note)") }
        return lines
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

    /// Measured ratios truncated to 2 decimals (more when the finding's `required` has more); thresholds (`required…`) without trailing zeros;
    /// APCA Lc to 1 decimal; other numbers to at most 2 decimals.
    private func format(_ key: String, _ value: Double, required: Double?) -> String {
        if key.lowercased().hasPrefix("required") { return "\(ContrastRatio.formatThreshold(value)):1" }
        if key.lowercased().contains("ratio") { return "\(ContrastRatio.format(value, against: required)):1" }
        if key.lowercased().hasPrefix("apca") { return String(format: "%.1f", value) + " (APCA \(APCA.version))" }
        return ValueText.number(value)
    }

    private func bold(_ text: String) -> String { useColor ? "\u{1B}[1m\(text)\u{1B}[0m" : text }

    private func paint(_ text: String, _ severity: Severity) -> String {
        guard useColor else { return text }
        let code = severity == .error ? "31" : (severity == .warning ? "33" : "36")
        return "\u{1B}[\(code)m\(text)\u{1B}[0m"
    }
}
