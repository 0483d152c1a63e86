import Foundation

/// Formats audit reports as the versioned JSON document of `coloraudit audit --format json`
/// (shape documented in the README; `version` changes only with incompatible changes):
///
/// `{"version": 1, "findings": [Finding…], "summary": {...}, "palettes": [...]}` where a finding is
/// `{"rule", "severity", "appearance", "tokens", "message", "location": {"file","line","column"},
/// "relatedLocations": [...], "colors": [{"label","token","css","hex","space","components","alpha"}]}`
/// plus its measurements (numbers, unrounded) and facts (strings) as top-level keys.
public enum JSONReporter {
    /// The document's format version.
    public static let version = 1

    /// The JSON text (pretty-printed, keys sorted).
    public static func render(_ reports: [PaletteReport]) -> String {
        let summary = AuditSummary(reports)
        let document: [String: Any] = [
            "version": version,
            "findings": reports.flatMap(\.findings).map(object),
            "summary": [
                "palettes": summary.palettes, "pairsChecked": summary.pairsChecked, "errors": summary.errors,
                "warnings": summary.warnings, "notes": summary.notes,
            ],
            "palettes": reports.map(object),
        ]
        let data = try! JSONSerialization.data(
            withJSONObject: document, options: [.prettyPrinted, .sortedKeys, .withoutEscapingSlashes])
        return String(decoding: data, as: UTF8.self)
    }

    static func object(_ location: SourceLocation) -> [String: Any] {
        ["file": location.file, "line": location.line, "column": location.column]
    }

    static func object(_ finding: Finding) -> [String: Any] {
        var result: [String: Any] = [
            "rule": finding.rule,
            "severity": finding.severity.rawValue,
            "appearance": finding.appearance.rawValue,
            "tokens": finding.tokens,
            "message": finding.message,
            "location": object(finding.location),
            "relatedLocations": finding.relatedLocations.map(object),
            "colors": finding.swatches.map { swatch -> [String: Any] in
                var color: [String: Any] = [
                    "label": swatch.label, "hex": swatch.color.hex,
                    "space": swatch.color.space.rawValue,
                    "components": [swatch.color.components.x, swatch.color.components.y, swatch.color.components.z],
                    "alpha": swatch.color.alpha,
                ]
                if let token = swatch.token { color["token"] = token }
                return color
            },
        ]
        for (key, value) in finding.facts { result[key] = value }
        for (key, value) in finding.measurements { result[key] = value }
        return result
    }

    static func object(_ report: PaletteReport) -> [String: Any] {
        var result: [String: Any] = [
            "file": report.palette.file,
            "platform": report.platform.rawValue,
            "appearances": report.appearances.map(\.rawValue),
            "pairsChecked": report.pairsChecked,
            "uncheckedTokens": report.uncheckedTokens.map { ["token": $0.token, "reason": $0.reason] },
            "inheritedValues": report.inheritedValues.map {
                ["token": $0.token, "appearance": $0.appearance.rawValue, "from": $0.from.rawValue]
            },
        ]
        if let name = report.palette.name { result["name"] = name }
        return result
    }
}
