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
        let appearances = report.appearances.map(\.rawValue).joined(separator: ", ")
        var lines = [
            bold("\(report.palette.file)\(title)")
                + "  (\(report.platform.rawValue); \(appearances); \(report.pairsChecked) pair checks)"
        ]
        if report.findings.isEmpty { lines.append("  no findings") }
        for appearance in Appearance.allCases {
            let findings = report.findings.filter { $0.appearance == appearance }
            guard !findings.isEmpty else { continue }
            let heading =
                appearance == .any && report.appearances != [.any] ? "any (every appearance)" : appearance.rawValue
            lines.append("  \(bold(heading))")
            for finding in findings { lines += render(finding) }
        }
        if !report.unclassifiedTokens.isEmpty {
            lines.append(
                "  not checked: no role given or inferred for \(report.unclassifiedTokens.count) colour(s): "
                    + report.unclassifiedTokens.joined(separator: ", "))
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
        let measured = finding.measurements.sorted { $0.key < $1.key }.map { key, value in
            "\(key) \(format(key, value))"
        }
        if !measured.isEmpty { lines.append("            " + measured.joined(separator: "  ")) }
        return lines
    }

    /// Hex for in-gamut colours (with alpha when translucent), CSS in the colour's own space otherwise.
    private func describe(_ color: Color) -> String {
        guard color.isInGamut(.srgb) else { return "\(color.cssString()) (outside sRGB)" }
        var text = color.hex
        if !color.isOpaque { text += " α\(formatNumber(color.alpha))" }
        return text
    }

    private func format(_ key: String, _ value: Double) -> String {
        if key.lowercased().contains("ratio") || key == "required" { return "\(ContrastRatio.format(value)):1" }
        return formatNumber(value)
    }

    private func formatNumber(_ value: Double) -> String {
        var text = String(format: "%.2f", value)
        while text.hasSuffix("0") { text.removeLast() }
        if text.hasSuffix(".") { text.removeLast() }
        return text
    }

    private func bold(_ text: String) -> String { useColor ? "\u{1B}[1m\(text)\u{1B}[0m" : text }

    private func paint(_ text: String, _ severity: Severity) -> String {
        guard useColor else { return text }
        let code = severity == .error ? "31" : (severity == .warning ? "33" : "36")
        return "\u{1B}[\(code)m\(text)\u{1B}[0m"
    }
}
