import ColorScience
import Foundation

/// `--format sarif`: a SARIF 2.1.0 log (OASIS Static Analysis Results Interchange Format, Version 2.1.0,
/// errata 01) for code-scanning tools such as GitHub's.
///
/// One run. `tool.driver` names coloraudit with its version and lists every rule (`id`, `name`,
/// `shortDescription`, `fullDescription`, `helpUri`, `defaultConfiguration` with level and whether it is
/// enabled). Each finding is a result with `ruleId`/`ruleIndex`, `level` (error, warning, note), `message`,
/// one location (`artifactLocation.uri` relative to the repository root, `uriBaseId` `SRCROOT`;
/// `region.startLine`/`startColumn`; see `physicalLocation` for binary files and standard input),
/// `relatedLocations` with their messages, `partialFingerprints`
/// (`colorauditIdentity/v1`: the finding's stable identity, `FindingIdentity.fingerprint`), and a property
/// bag with the appearance, tokens, measurements and facts. Columns count Unicode code points
/// (`columnKind` `unicodeCodePoints`), as libyaml and our JSON reader count them. When the run was
/// compared with a baseline, each result carries `baselineState` (`new` or `updated` for a finding that
/// got worse). Nothing in the log depends on the time or the machine except `originalUriBaseIds`.
struct SARIFReporter: Reporter {
    /// `sarif`.
    public static let identifier = "sarif"
    /// For `--help`.
    public static let description = "SARIF 2.1.0 log for code scanning (GitHub, IDEs)"
    /// SARIF is never coloured.
    public static let canColorOutput = false
    /// The schema URI written as `$schema` (SARIF 2.1.0 errata 01, OASIS).
    public static let schemaURI =
        "https://docs.oasis-open.org/sarif/sarif/v2.1.0/errata01/os/schemas/sarif-schema-2.1.0.json"
    /// The `partialFingerprints` key of the finding identity.
    public static let fingerprintKey = "colorauditIdentity/v1"

    /// How the log spells the settings rule summaries point to (`ReporterOptions.hints`).
    public var hints: HintSpelling

    /// Creates the reporter (its one option: `options.hints`).
    public init(options: ReporterOptions = ReporterOptions()) {
        hints = options.hints
    }

    /// Writes the log (pretty-printed JSON, keys sorted: `JSONTextWriter`) to `sink` in pieces of about
    /// 64 KB, one result at a time, so that memory does not grow with the number of results; the text is
    /// that of `document(run)` written whole. Throws what the sink throws.
    public func write(_ run: AuditRun, to sink: any ReportSink) throws {
        let ruleIndex = Self.ruleIndex(run)
        let members = Self.runMembers(run, ruleIndex: ruleIndex, includingResults: false, hints: hints)
        var writer = JSONTextWriter()
        // {"$schema", "runs": [{…run members, "results": [streamed]…}], "version"}: keys sorted, as
        // `JSONTextWriter` writes an object's; the run object at level 2, its members at level 3.
        writer.raw("{")
        writer.key("$schema", index: 0, level: 1)
        writer.string(Self.schemaURI)
        writer.key("runs", index: 1, level: 1)
        writer.raw("[")
        writer.newline(2)
        writer.raw("{")
        for (k, key) in (Array(members.keys) + ["results"]).sorted().enumerated() {
            writer.key(key, index: k, level: 3)
            guard key == "results" else {
                writer.value(members[key]!, level: 3)
                continue
            }
            writer.raw("[")
            var first = true
            func emit(_ result: JSONValue) throws {
                if !first { writer.raw(",") }
                first = false
                writer.newline(4)
                writer.value(result, level: 4)
                if writer.byteCount >= 1 << 16 { try writer.take { try sink.write(utf8: $0) } }
            }
            for finding in run.reports.lazy.flatMap(\.findings) {
                try emit(Self.result(finding, run: run, ruleIndex: ruleIndex))
            }
            for suppressed in run.reports.lazy.flatMap(\.suppressed) {
                try emit(
                    Self.result(
                        suppressed.finding, run: run, ruleIndex: ruleIndex, suppressedBy: suppressed.suppression))
            }
            if first { writer.raw("\n") }
            writer.newline(3)
            writer.raw("]")
        }
        writer.newline(2)
        writer.raw("}")
        writer.newline(1)
        writer.raw("]")
        writer.key("version", index: 2, level: 1)
        writer.string("2.1.0")
        writer.newline(0)
        writer.raw("}")
        try writer.take { try sink.write(utf8: $0) }
    }

    /// Each rule's index in `tool.driver.rules` (`result.ruleIndex`).
    static func ruleIndex(_ run: AuditRun) -> [RuleID: Int] {
        Dictionary(run.rules.enumerated().map { ($1.id, $0) }, uniquingKeysWith: { first, _ in first })
    }

    /// The log as a JSON value.
    static func document(_ run: AuditRun, hints: HintSpelling = HintSpelling()) -> JSONValue {
        let ruleIndex = ruleIndex(run)
        return .object([
            "$schema": .string(schemaURI),
            "version": .string("2.1.0"),
            "runs": .array([.object(runMembers(run, ruleIndex: ruleIndex, includingResults: true, hints: hints))]),
        ])
    }

    /// The run object's members (§3.14), without `results` when `includingResults` is false (`write`
    /// streams them).
    static func runMembers(_ run: AuditRun, ruleIndex: [RuleID: Int], includingResults: Bool, hints: HintSpelling)
        -> [String: JSONValue]
    {
        var sarifRun: [String: JSONValue] = [
            "tool": .object([
                "driver": .object([
                    "name": .string(ToolInfo.name),
                    "version": .string(run.toolVersion),
                    "semanticVersion": .string(run.toolVersion),
                    "rules": .array(run.rules.map { rule($0, hints: hints) }),
                ])
            ]),
            "columnKind": .string("unicodeCodePoints"),
        ]
        if includingResults {
            sarifRun["results"] = .array(
                run.findings.map { result($0, run: run, ruleIndex: ruleIndex) }
                    + run.reports.flatMap(\.suppressed).map {
                        result($0.finding, run: run, ruleIndex: ruleIndex, suppressedBy: $0.suppression)
                    })
        }
        if let inputs = run.inputs {
            sarifRun["invocations"] = .array([invocation(inputs, run: run, hints: hints)])
            sarifRun["properties"] = .object(["colorauditInputs": inputCounts(inputs, summary: run.summary)])
        }
        if let root = run.repositoryRoot {
            let path = root.hasSuffix("/") ? root : root + "/"
            sarifRun["originalUriBaseIds"] = .object([
                "SRCROOT": .object(["uri": .string(URL(fileURLWithPath: path, isDirectory: true).absoluteString)])
            ])
        }
        return sarifRun
    }

    /// The invocation (§3.20): `executionSuccessful` true (findings are results, not failures) and one
    /// `toolExecutionNotifications` entry (§3.58) per entry the importers could not use — level
    /// `warning` for an unresolved reference (descriptor `unresolved-reference`), `note` for an entry
    /// skipped on purpose (`skipped-entry`) — at the entry's location.
    static func invocation(_ inputs: InputSummary, run: AuditRun, hints: HintSpelling) -> JSONValue {
        func notification(_ note: ImportNote, level: String, id: String) -> JSONValue {
            var fields: [String: JSONValue] = [
                "level": .string(level), "descriptor": .object(["id": .string(id)]),
                "message": .object(["text": .string((note.token.map { "\($0): " } ?? "") + note.text.rendered(hints))]),
            ]
            fields["locations"] = .array([.object(["physicalLocation": physicalLocation(note.location, run: run)])])
            return .object(fields)
        }
        let notifications =
            inputs.unresolved.map { notification($0, level: "warning", id: "unresolved-reference") }
            + inputs.skippedEntries.map { notification($0, level: "note", id: "skipped-entry") }
        var fields: [String: JSONValue] = ["executionSuccessful": .bool(true)]
        if !notifications.isEmpty { fields["toolExecutionNotifications"] = .array(notifications) }
        return .object(fields)
    }

    /// The run's property bag entry `colorauditInputs` (§3.8): units read, colours, paths skipped by
    /// kind, unresolved references, skipped entries and palettes in which no pair was checked.
    static func inputCounts(_ inputs: InputSummary, summary: AuditSummary) -> JSONValue {
        var skipped: [String: JSONValue] = [:]
        for entry in inputs.skippedCounts { skipped[entry.kind.rawValue] = .integer(entry.count) }
        return .object([
            "read": .integer(inputs.read.count), "colours": .integer(inputs.colours),
            "skipped": .object(skipped), "unresolved": .integer(inputs.unresolved.count),
            "skippedEntries": .integer(inputs.skippedEntries.count),
            "palettesWithoutPairChecks": .integer(summary.palettesWithoutPairChecks),
        ])
    }

    /// A reportingDescriptor (SARIF §3.49).
    static func rule(_ descriptor: RuleDescriptor, hints: HintSpelling = HintSpelling()) -> JSONValue {
        let summary = descriptor.summaryText.rendered(hints)
        var full = "\(summary). Source: \(descriptor.source)."
        if !descriptor.parameters.isEmpty {
            full +=
                " Parameters: "
                + descriptor.parameters.map {
                    "\(descriptor.id).\($0.name) = \($0.defaultText) (\($0.summary))"
                }.joined(separator: "; ") + "."
        }
        return .object([
            "id": .string(descriptor.id.rawValue),
            "name": .string(pascalCase(descriptor.id.rawValue)),
            "shortDescription": .object(["text": .string(summary)]),
            "fullDescription": .object(["text": .string(full)]),
            "helpUri": .string(descriptor.helpURI),
            "help": .object(["text": .string("\(summary). See \(descriptor.helpURI)")]),
            "defaultConfiguration": .object([
                "level": .string(level(descriptor.defaultSeverity)),
                "enabled": .bool(descriptor.enabledByDefault),
            ]),
            "properties": .object(["tags": .array([.string("accessibility"), .string("color")])]),
        ])
    }

    /// `contrast-minimum` → `ContrastMinimum` (SARIF §3.49.7 recommends an identifier-like name).
    static func pascalCase(_ id: String) -> String {
        id.split(separator: "-").map { $0.prefix(1).uppercased() + $0.dropFirst() }.joined()
    }

    /// SARIF's level for a severity (§3.27.10): the same three words.
    static func level(_ severity: Severity) -> String {
        switch severity {
        case .error: return "error"
        case .warning: return "warning"
        case .note: return "note"
        }
    }

    /// A physicalLocation (§3.29): root-relative URI with `SRCROOT`, or an absolute `file:` URI for a
    /// file outside the root, or `stdin` (`AuditRun.standardInputName`, relative and without `uriBaseId`)
    /// for standard input, so that results read from a pipe have a location code scanning accepts. Every
    /// location has `region.startLine` ≥ 1, as GitHub code scanning requires of a result: a location
    /// without a line (a binary file such as an `.ase` swatch file or an image, where only a byte offset
    /// is known, or a finding about a whole file) falls back to line 1, the file itself, and says so in
    /// the location's properties: `fileLevel` true, and `byteOffset` (0-based) when the offset is known.
    static func physicalLocation(_ location: SourceLocation, run: AuditRun) -> JSONValue {
        guard location.file != "-" else {
            return .object(
                [
                    "artifactLocation": .object(["uri": .string(AuditRun.standardInputName)]),
                    "region": region(location),
                ].merging(fileLevelProperties(location)) { first, _ in first })
        }
        let relative = run.relativePath(location.file)
        var artifact: [String: JSONValue]
        if relative.hasPrefix("/") || run.repositoryRoot == nil && location.file.hasPrefix("/") {
            artifact = ["uri": .string(URL(fileURLWithPath: relative).absoluteString)]
        } else {
            artifact = ["uri": .string(uriPath(relative))]
            if run.repositoryRoot != nil { artifact["uriBaseId"] = .string("SRCROOT") }
        }
        let result: [String: JSONValue] = ["artifactLocation": .object(artifact), "region": region(location)]
        return .object(result.merging(fileLevelProperties(location)) { first, _ in first })
    }

    /// The region (§3.30): `startLine` and `startColumn` (when known) of a text location; line 1 (the
    /// file-level fallback, `fileLevelProperties`) for a location without a line.
    static func region(_ location: SourceLocation) -> JSONValue {
        guard location.line > 0 else { return .object(["startLine": .integer(1)]) }
        var region: [String: JSONValue] = ["startLine": .integer(location.line)]
        if location.column > 0 { region["startColumn"] = .integer(location.column) }
        return .object(region)
    }

    /// For a location without a line, the physicalLocation's property bag (§3.8): `fileLevel` true (its
    /// `startLine` 1 stands for the whole file) and, in a binary file, `byteOffset`; nothing otherwise.
    static func fileLevelProperties(_ location: SourceLocation) -> [String: JSONValue] {
        guard location.line == 0 else { return [:] }
        var properties: [String: JSONValue] = ["fileLevel": .bool(true)]
        if let offset = location.offset { properties["byteOffset"] = .integer(offset) }
        return ["properties": .object(properties)]
    }

    /// A relative path as a URI reference: each segment percent-encoded (RFC 3986 `pchar`).
    static func uriPath(_ path: String) -> String {
        var allowed = CharacterSet.alphanumerics
        allowed.insert(charactersIn: "-._~!$&'()*+,;=:@")
        return path.split(separator: "/", omittingEmptySubsequences: false).map {
            String($0).addingPercentEncoding(withAllowedCharacters: allowed) ?? String($0)
        }.joined(separator: "/")
    }

    /// A result (§3.27). A finding silenced by an `ignore` in the palette (`suppressedBy`) has
    /// `suppressions` (§3.35): one `inSource` suppression whose `justification` is the reason and whose
    /// location is the `ignore` entry (code scanning does not raise suppressed results as alerts).
    static func result(
        _ finding: Finding, run: AuditRun, ruleIndex: [RuleID: Int], suppressedBy suppression: Suppression? = nil
    ) -> JSONValue {
        var result: [String: JSONValue] = [
            "ruleId": .string(finding.rule.rawValue),
            "level": .string(level(finding.severity)),
            "message": .object(["text": .string(finding.message)]),
            "partialFingerprints": .object([fingerprintKey: .string(run.identity(of: finding).fingerprint)]),
        ]
        if let index = ruleIndex[finding.rule] { result["ruleIndex"] = .integer(index) }
        result["locations"] = .array([.object(["physicalLocation": physicalLocation(finding.location, run: run)])])
        let related = finding.relatedLocations.enumerated().map { index, related -> JSONValue in
            .object([
                "id": .integer(index + 1), "physicalLocation": physicalLocation(related.location, run: run),
                "message": .object(["text": .string(related.message)]),
            ])
        }
        if !related.isEmpty { result["relatedLocations"] = .array(related) }
        if let state = run.baselineState(of: finding) { result["baselineState"] = .string(state.sarifValue) }
        if let suppression {
            result["suppressions"] = .array([
                .object([
                    "kind": .string("inSource"), "justification": .string(suppression.reason),
                    "location": .object(["physicalLocation": physicalLocation(suppression.location, run: run)]),
                ])
            ])
        }
        var properties: [String: JSONValue] = [
            "appearance": .string(finding.appearance.rawValue),
            "tokens": .array(finding.tokens.map(JSONValue.string)),
        ]
        if let variant = finding.variant { properties["variant"] = .string(variant) }
        if !finding.brands.isEmpty { properties["brands"] = .array(finding.brands.map(JSONValue.string)) }
        for (key, fact) in finding.facts { properties[key] = .string(fact) }
        for (key, measurement) in finding.measurements { properties[key] = .number(measurement.value) }
        result["properties"] = .object(properties)
        return .object(result)
    }
}
