import ColorScience
import Foundation

/// Formats audit reports as the versioned JSON document of `coloraudit audit --format json`
/// (shape documented in the README; `version` changes only with incompatible changes):
///
/// `{"version": 1, "tool": {"name","version"}, "findings": [Finding…], "summary": {...},
/// "palettes": [...]}` where a finding is `{"rule", "severity", "appearance", "tokens", "message",
/// "fingerprint", "location": {"file","line","column"}, "relatedLocations": [{"file","line","column",
/// "message"}], "colors": [{"label","token","hex","space","components","alpha"}], "measurements":
/// {name: {"value","kind","unit","limit"}}}` plus its measurements (numbers, unrounded) and facts
/// (strings) as top-level keys (the version 1 shape, kept), `"variant"` for a palette of a token
/// set's theme combination, `"brands"` for a finding said once for several brands of a package, and
/// `"locations"` (`[{"file","line","column"}]`, the first `location`) for a finding said once for several
/// palettes of the run.
public struct JSONReporter: Reporter {
    /// The document's format version.
    public static let version = 1
    /// `json`.
    public static let identifier = "json"
    /// For `--help`.
    public static let description = "versioned JSON document for tools (documented in the README)"
    /// JSON is never coloured.
    public static let canColorOutput = false

    /// How the document spells the settings its notes point to (`ReporterOptions.hints`).
    public var hints: HintSpelling

    /// Creates the reporter (its one option: `options.hints`).
    public init(options: ReporterOptions = ReporterOptions()) {
        hints = options.hints
    }

    /// Writes the document (pretty-printed, keys sorted: `JSONTextWriter`) to `sink` in pieces of about
    /// 64 KB, one finding and one check at a time, so that memory does not grow with the number of findings
    /// or checks. Throws what the sink throws.
    public func write(_ run: AuditRun, to sink: any ReportSink) throws {
        let members = Self.members(run, hints: hints)
        let hasChecks = run.reports.contains { $0.checks != nil }
        var writer = JSONTextWriter()
        // Top-level keys in sorted order, as `JSONTextWriter` writes an object's.
        writer.raw("{")
        for (k, key) in (Array(members.keys) + ["findings"] + (hasChecks ? ["checks"] : [])).sorted().enumerated() {
            if k > 0 { writer.raw(",") }
            writer.newline(1)
            writer.string(key)
            writer.raw(" : ")
            switch key {
            case "findings":
                // Written a batch at a time on every core (`FindingTextBatches`), deferred suggestions
                // computed for the text and not kept in the finding: a streamed report's memory does not
                // grow with the findings written.
                let root = run.repositoryRoot
                writer.raw("[")
                try FindingTextBatches.write(
                    run.reports.lazy.flatMap(\.findings), to: &writer, level: 2,
                    flush: { try $0.take { try sink.write(utf8: $0) } },
                    makeElement: {
                        let paths = RelativePaths(root: root)
                        var descriptor: (rule: RuleID, value: RuleDescriptor?)?
                        return { writer, finding in
                            if descriptor?.rule != finding.rule {
                                descriptor = (finding.rule, RuleDescriptors.descriptor(id: finding.rule))
                            }
                            let fingerprint = FindingIdentity.fingerprint(
                                of: finding, relativeFile: paths.path(finding.location.file),
                                descriptor: descriptor?.value)
                            writer.finding(
                                finding, fingerprint: fingerprint, suggestions: finding.suggestionsWithoutKeeping,
                                baselineState: run.baselineState(of: finding)?.rawValue, level: 2)
                        }
                    })
                if run.reports.allSatisfy(\.findings.isEmpty) { writer.raw("\n") }
                writer.newline(1)
                writer.raw("]")
            case "checks":
                let checks = run.reports.lazy.flatMap { report in (report.checks ?? []).lazy.map { (report, $0) } }
                try Self.stream(checks, with: &writer, to: sink) { writer, element in
                    writer.node(Self.node(element.1, file: element.0.palette.file), level: 2)
                }
            default:
                writer.value(members[key]!, level: 1)
            }
        }
        writer.newline(0)
        writer.raw("}")
        try writer.take { try sink.write(utf8: $0) }
    }

    /// Writes `elements` as the value of a top-level member (an array at level 1), one element at a
    /// time (`element` writes one at level 2), handing the text to `sink` whenever 64 KB have gathered.
    private static func stream<S: Sequence>(
        _ elements: S, with writer: inout JSONTextWriter, to sink: any ReportSink,
        _ element: (inout JSONTextWriter, S.Element) -> Void
    ) throws {
        writer.raw("[")
        var first = true
        for item in elements {
            if !first { writer.raw(",") }
            first = false
            writer.newline(2)
            element(&writer, item)
            if writer.byteCount >= 1 << 16 { try writer.take { try sink.write(utf8: $0) } }
        }
        if first { writer.raw("\n") }
        writer.newline(1)
        writer.raw("]")
    }

    /// The document's top-level members except `findings` and `checks` (which `write` streams), the
    /// settings notes point to spelled by `hints`.
    static func members(_ run: AuditRun, hints: HintSpelling = HintSpelling()) -> [String: JSONValue] {
        let reports = run.reports
        let summary = run.summary
        var counts: [String: JSONValue] = [
            "palettes": .integer(summary.palettes), "pairsChecked": .integer(summary.pairsChecked),
            "errors": .integer(summary.errors), "warnings": .integer(summary.warnings),
            "notes": .integer(summary.notes),
        ]
        if summary.omitted > 0 {
            counts["omitted"] = .integer(summary.omitted)
            counts["shown"] = .integer(summary.shown)
        }
        if summary.suppressed > 0 { counts["suppressed"] = .integer(summary.suppressed) }
        counts["palettesWithoutPairChecks"] = .integer(summary.palettesWithoutPairChecks)
        var document: [String: JSONValue] = [
            "version": .integer(version),
            "tool": .object(["name": .string(ToolInfo.name), "version": .string(run.toolVersion)]),
            "summary": .object(counts),
            "palettes": .array(reports.map(value)),
        ]
        if let comparison = run.comparison {
            var compared: [String: JSONValue] = [
                "new": .integer(comparison.new.count), "worsened": .integer(comparison.worsened.count),
                "unchanged": .integer(comparison.unchanged.count),
                "fixed": .array(
                    comparison.fixed.map { entry in
                        var fields: [String: JSONValue] = [
                            "fingerprint": .string(entry.fingerprint), "rule": .string(entry.identity.rule.rawValue),
                            "file": .string(entry.identity.file),
                            "appearance": .string(entry.identity.appearance.rawValue),
                            "tokens": .array(entry.identity.tokens.map(JSONValue.string)),
                            "message": .string(entry.message),
                        ]
                        if let variant = entry.identity.variant { fields["variant"] = .string(variant) }
                        return .object(fields)
                    }),
            ]
            if !comparison.notAudited.isEmpty { compared["notAudited"] = .integer(comparison.notAudited.count) }
            if !comparison.superseded.isEmpty { compared["superseded"] = .integer(comparison.superseded.count) }
            document["comparison"] = .object(compared)
        }
        if let inputs = run.inputs { document["inputs"] = value(inputs, hints: hints) }
        let suppressed = reports.flatMap(\.suppressed)
        if !suppressed.isEmpty { document["suppressions"] = .array(suppressed.map { value($0, run: run) }) }
        return document
    }

    /// A suppressed finding (present only when there are some, under `suppressions`): `{"rule",
    /// "severity", "appearance", "tokens", "message", "fingerprint", "location", "token" (the colour whose
    /// ignore silenced it), "reason", "ignoreLocation"}`.
    static func value(_ suppressed: SuppressedFinding, run: AuditRun) -> JSONValue {
        let finding = suppressed.finding
        return .object([
            "rule": .string(finding.rule.rawValue), "severity": .string(finding.severity.rawValue),
            "appearance": .string(finding.appearance.rawValue), "tokens": .array(finding.tokens.map(JSONValue.string)),
            "message": .string(finding.message), "fingerprint": .string(run.identity(of: finding).fingerprint),
            "location": value(finding.location), "token": .string(suppressed.token),
            "reason": .string(suppressed.suppression.reason), "ignoreLocation": value(suppressed.suppression.location),
        ])
    }

    /// What the run read and left out (README, "JSON output"): `{"read": [{"path", "format", "colours",
    /// "palettes", "reason" (why that format, when the importer says)}], "skipped": [{"path", "reason", "kind"}], "unresolved": [NOTE], "skippedEntries":
    /// [NOTE], "colours"}` where NOTE is `{"token" (or null), "reason", "file", "line", "column"}` (or
    /// `"offset"` instead of line and column for binary files).
    static func value(_ inputs: InputSummary, hints: HintSpelling) -> JSONValue {
        func note(_ note: ImportNote) -> JSONValue {
            var fields: [String: JSONValue] = [
                "token": note.token.map(JSONValue.string) ?? .null, "reason": .string(note.text.rendered(hints)),
                "file": .string(note.location.file),
            ]
            if let offset = note.location.offset {
                fields["offset"] = .integer(offset)
            } else {
                fields["line"] = .integer(note.location.line)
                fields["column"] = .integer(note.location.column)
            }
            return .object(fields)
        }
        return .object([
            "configuration": inputs.configuration.map(JSONValue.string) ?? .null,
            "read": .array(
                inputs.read.map { unit in
                    var fields: [String: JSONValue] = [
                        "path": .string(unit.path), "format": .string(unit.format), "colours": .integer(unit.colours),
                        "palettes": .integer(unit.palettes),
                    ]
                    if let reason = unit.reason { fields["reason"] = .string(reason.rendered(hints)) }
                    return .object(fields)
                }),
            "skipped": .array(
                inputs.skipped.map {
                    .object([
                        "path": .string($0.path), "reason": .string($0.text.rendered(hints)),
                        "kind": .string($0.kind.rawValue),
                    ])
                }),
            "unresolved": .array(inputs.unresolved.map(note)),
            "skippedEntries": .array(inputs.skippedEntries.map(note)),
            "colours": .integer(inputs.colours),
        ])
    }

    /// A contrast check: `{"file", "appearance", "tokens", "backdrop", "usage", "ratio", "apca",
    /// "required", "rule", "verdict", "location"}` (`backdrop`, `required`, `rule` null when absent;
    /// `verdict` `pass` or `fail`).
    static func node(_ check: PairCheck, file: String) -> JSONNode {
        .object([
            ("file", .string(file)),
            ("appearance", .string(check.appearance.rawValue)),
            ("tokens", .strings(check.tokens)),
            ("backdrop", .leaf(check.backdrop.map(JSONValue.string) ?? .null)),
            ("usage", .string(check.usage.rawValue)),
            ("pairing", .string(check.pairing)),
            ("ratio", .number(check.ratio)),
            ("apca", .number(check.apca)),
            ("required", .leaf(check.required.map(JSONValue.number) ?? .null)),
            ("rule", .leaf(check.rule.map { JSONValue.string($0.rawValue) } ?? .null)),
            ("verdict", .string(check.passes ? "pass" : "fail")),
            ("location", node(check.location)),
        ])
    }

    /// `{"file", "line", "column"}`, and `offset` (0-based byte) for a location in a binary file.
    static func value(_ location: SourceLocation) -> JSONValue { node(location).jsonValue }

    static func node(_ location: SourceLocation) -> JSONNode {
        var members: [(key: String, value: JSONNode)] = [
            ("file", .string(location.file)), ("line", .integer(location.line)), ("column", .integer(location.column)),
        ]
        if let offset = location.offset { members.append(("offset", .integer(offset))) }
        return .object(members)
    }

    /// Finding files relative to the repository root (`FindingIdentity.relativePath`), each computed once.
    final class RelativePaths {
        private let root: String?
        private var known: [String: String] = [:]

        init(root: String?) { self.root = root }

        private var last: (file: String, path: String)?

        func path(_ file: String) -> String {
            if let last, last.file == file { return last.path }
            let path = known[file] ?? FindingIdentity.relativePath(file, root: root)
            known[file] = path
            last = (file, path)
            return path
        }
    }

    static func node(_ suggestion: Suggestion) -> JSONNode {
        var result = JSONMembers([
            ("kind", .string(suggestion.kind.rawValue)), ("change", .string(suggestion.change)),
            ("token", .string(suggestion.token)), ("original", .string(suggestion.original)),
            ("note", .string(suggestion.note)),
        ])
        if let value = suggestion.value { result.set("value", .string(value)) }
        if let color = suggestion.color {
            result.set("hex", .string(SuggestionNotation.hex(color)))
            result.set("css", .string(SuggestionNotation.css(color)))
            result.set("alpha", .number(SuggestionNotation.alpha(color)))
        }
        if let difference = suggestion.deltaE00 { result.set("deltaE00", .number(difference)) }
        for (key, measurement) in suggestion.achieves { result.set(key, .number(measurement)) }
        return result.node
    }

    static func value(_ report: PaletteReport) -> JSONValue {
        var result: [String: JSONValue] = [
            "file": .string(report.palette.file),
            "platform": .string(report.platform.rawValue),
            "appearances": .array(report.appearances.map { .string($0.rawValue) }),
            "pairsChecked": .integer(report.pairsChecked),
            "colours": .integer(report.palette.tokens.count),
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
        if report.omittedInactivePairs > 0 { result["omittedInactivePairs"] = .integer(report.omittedInactivePairs) }
        if !report.sharedFindings.isEmpty { result["sharedFindings"] = .integer(report.sharedFindings.count) }
        let themes = report.appearances.filter(\.isTheme)
        if !themes.isEmpty {
            result["themes"] = .array(
                themes.map {
                    .object([
                        "name": .string($0.name), "base": .string($0.base.rawValue),
                        "increasedContrast": .bool($0.isIncreasedContrast),
                    ])
                })
        }
        if !report.omittedFindings.isEmpty {
            result["omittedFindings"] = .array(
                report.omittedFindings.map {
                    .object([
                        "rule": .string($0.rule.rawValue), "severity": .string($0.severity.rawValue),
                        "appearance": .string($0.appearance.rawValue), "found": .integer($0.found),
                        "reported": .integer($0.reported),
                    ])
                })
        }
        return .object(result)
    }
}
