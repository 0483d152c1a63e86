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
        let document: JSONValue = .object([
            "version": .integer(version),
            "findings": .array(reports.flatMap(\.findings).map(value)),
            "summary": .object([
                "palettes": .integer(summary.palettes), "pairsChecked": .integer(summary.pairsChecked),
                "errors": .integer(summary.errors), "warnings": .integer(summary.warnings),
                "notes": .integer(summary.notes),
            ]),
            "palettes": .array(reports.map(value)),
        ])
        return document.text()
    }

    static func value(_ location: SourceLocation) -> JSONValue {
        .object(["file": .string(location.file), "line": .integer(location.line), "column": .integer(location.column)])
    }

    static func value(_ finding: Finding) -> JSONValue {
        var result: [String: JSONValue] = [
            "rule": .string(finding.rule),
            "severity": .string(finding.severity.rawValue),
            "appearance": .string(finding.appearance.rawValue),
            "tokens": .array(finding.tokens.map(JSONValue.string)),
            "message": .string(finding.message),
            "location": value(finding.location),
            "relatedLocations": .array(finding.relatedLocations.map(value)),
            "colors": .array(
                finding.swatches.map { swatch in
                    var color: [String: JSONValue] = [
                        "label": .string(swatch.label), "hex": .string(swatch.color.hex),
                        "space": .string(swatch.color.space.rawValue),
                        "components": .array(
                            [swatch.color.components.x, swatch.color.components.y, swatch.color.components.z].map(
                                JSONValue.number)),
                        "alpha": .number(swatch.color.alpha),
                    ]
                    if let token = swatch.token { color["token"] = .string(token) }
                    return .object(color)
                }),
        ]
        if finding.appearances.count > 1 {
            result["appearances"] = .array(finding.appearances.map { .string($0.rawValue) })
        }
        if !finding.alsoTokens.isEmpty {
            result["alsoTokens"] = .object(finding.alsoTokens.mapValues { .array($0.map(JSONValue.string)) })
        }
        if !finding.suggestions.isEmpty { result["suggestions"] = .array(finding.suggestions.map(value)) }
        for (key, fact) in finding.facts { result[key] = .string(fact) }
        for (key, measurement) in finding.measurements { result[key] = .number(measurement) }
        return .object(result)
    }

    static func value(_ suggestion: Suggestion) -> JSONValue {
        var result: [String: JSONValue] = [
            "kind": .string(suggestion.kind.rawValue), "change": .string(suggestion.change),
            "token": .string(suggestion.token), "original": .string(suggestion.original),
            "note": .string(suggestion.note),
        ]
        if let value = suggestion.value { result["value"] = .string(value) }
        if let color = suggestion.color { result["hex"] = .string(color.hex) }
        if let difference = suggestion.deltaE00 { result["deltaE00"] = .number(difference) }
        for (key, measurement) in suggestion.achieves { result[key] = .number(measurement) }
        return .object(result)
    }

    static func value(_ report: PaletteReport) -> JSONValue {
        var result: [String: JSONValue] = [
            "file": .string(report.palette.file),
            "platform": .string(report.platform.rawValue),
            "appearances": .array(report.appearances.map { .string($0.rawValue) }),
            "pairsChecked": .integer(report.pairsChecked),
            "uncheckedTokens": .array(
                report.uncheckedTokens.map { .object(["token": .string($0.token), "reason": .string($0.reason)]) }),
            "inheritedValues": .array(
                report.inheritedValues.map {
                    .object([
                        "token": .string($0.token), "appearance": .string($0.appearance.rawValue),
                        "from": .string($0.from.rawValue),
                    ])
                }),
            "inactivePairs": .array(
                report.inactivePairs.map {
                    .object([
                        "tokens": .array($0.tokens.map(JSONValue.string)),
                        "appearance": .string($0.appearance.rawValue), "ratio": .number($0.ratio),
                        "location": value($0.location),
                    ])
                }),
        ]
        if let name = report.palette.name { result["name"] = .string(name) }
        return .object(result)
    }
}
