import Foundation

@testable import ColorAudit
@testable import ColorScience

/// The JSON report built whole as one `JSONValue` tree and encoded by Foundation's `JSONEncoder` — how
/// the report was written before it was streamed, kept here as the oracle the package's one writer
/// (`JSONTextWriter`, `JSONReporter.write`) is held to, byte for byte.
enum JSONDocumentOracle {
    /// `value` as `JSONEncoder` writes it (pretty-printed, keys sorted, `/` not escaped; non-finite
    /// numbers as `null`).
    static func encoderText(_ value: JSONValue) -> String {
        let encoder = JSONEncoder()
        encoder.outputFormatting = [.prettyPrinted, .sortedKeys, .withoutEscapingSlashes]
        let data = (try? encoder.encode(Encoded(value))) ?? Data("null".utf8)
        return String(decoding: data, as: UTF8.self)
    }

    /// The JSON report of `run`, built whole and encoded by `JSONEncoder`.
    static func document(_ run: AuditRun) -> String {
        var result = JSONReporter.members(run)
        if run.reports.contains(where: { $0.checks != nil }) {
            result["checks"] = .array(
                run.reports.flatMap { report in
                    (report.checks ?? []).map { JSONReporter.node($0, file: report.palette.file).jsonValue }
                })
        }
        let paths = JSONReporter.RelativePaths(root: run.repositoryRoot)
        result["findings"] = .array(run.reports.flatMap(\.findings).map { value($0, run: run, paths: paths) })
        return encoderText(.object(result))
    }

    /// A finding (shape in `JSONReporter`'s documentation and the README), built member by member as a
    /// dictionary would be set: facts after the fixed members, measurements after facts, `baselineState`
    /// last.
    static func value(_ finding: Finding, run: AuditRun, paths: JSONReporter.RelativePaths) -> JSONValue {
        var result: [String: JSONValue] = [
            "rule": .string(finding.rule.rawValue),
            "severity": .string(finding.severity.rawValue),
            "appearance": .string(finding.appearance.rawValue),
            "tokens": .array(finding.tokens.map(JSONValue.string)),
            "message": .string(finding.message),
            "fingerprint": .string(
                FindingIdentity(finding, relativeFile: paths.path(finding.location.file)).fingerprint),
            "measurements": .object(finding.measurements.mapValues(value)),
            "location": JSONReporter.value(finding.location),
            "relatedLocations": .array(
                finding.relatedLocations.map { related in
                    guard case .object(var members) = JSONReporter.value(related.location) else { return .null }
                    members["message"] = .string(related.message)
                    return .object(members)
                }),
            "colors": .array(
                finding.swatches.map { swatch in
                    let components = swatch.color.components
                    var color: [String: JSONValue] = [
                        "label": .string(swatch.label), "hex": .string(swatch.color.hex),
                        "space": .string(swatch.color.space.rawValue),
                        "components": .array([
                            .number(components.x), .number(components.y), .number(components.z),
                        ]),
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
        if let variant = finding.variant { result["variant"] = .string(variant) }
        if !finding.brands.isEmpty { result["brands"] = .array(finding.brands.map(JSONValue.string)) }
        if !finding.locations.isEmpty { result["locations"] = .array(finding.locations.map(JSONReporter.value)) }
        let suggestions = finding.suggestionsWithoutKeeping
        if !suggestions.isEmpty {
            result["suggestions"] = .array(suggestions.map { JSONReporter.node($0).jsonValue })
        }
        for (key, fact) in finding.facts { result[key] = .string(fact) }
        for (key, measurement) in finding.measurements { result[key] = .number(measurement.value) }
        if let state = run.baselineState(of: finding) { result["baselineState"] = .string(state.rawValue) }
        return .object(result)
    }

    /// `{"kind", "limit", "unit", "value"}`.
    static func value(_ measurement: Finding.Measurement) -> JSONValue {
        .object([
            "value": .number(measurement.value), "kind": .string(measurement.kind.rawValue),
            "unit": .string(measurement.unit), "limit": .bool(measurement.isLimit),
        ])
    }

    /// A `JSONValue` as `Encodable`.
    private struct Encoded: Encodable {
        let value: JSONValue

        init(_ value: JSONValue) { self.value = value }

        private struct Key: CodingKey {
            var stringValue: String
            var intValue: Int? { nil }
            init(stringValue: String) { self.stringValue = stringValue }
            init?(intValue: Int) { nil }
        }

        func encode(to encoder: Encoder) throws {
            switch value {
            case .string(let value):
                var container = encoder.singleValueContainer()
                try container.encode(value)
            case .number(let value):
                var container = encoder.singleValueContainer()
                if value.isFinite { try container.encode(value) } else { try container.encodeNil() }
            case .integer(let value):
                var container = encoder.singleValueContainer()
                try container.encode(value)
            case .bool(let value):
                var container = encoder.singleValueContainer()
                try container.encode(value)
            case .null:
                var container = encoder.singleValueContainer()
                try container.encodeNil()
            case .array(let values):
                var container = encoder.unkeyedContainer()
                for value in values { try container.encode(Encoded(value)) }
            case .object(let members):
                var container = encoder.container(keyedBy: Key.self)
                for (key, value) in members { try container.encode(Encoded(value), forKey: Key(stringValue: key)) }
            }
        }
    }
}
