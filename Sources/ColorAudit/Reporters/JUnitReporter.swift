import ColorScience
import Foundation
import FoundationXML

/// `--format junit`: JUnit XML, the test-report format CI systems display (GitLab, Jenkins, Azure
/// Pipelines, CircleCI…), written with FoundationXML.
///
/// `<testsuites>` holds one `<testsuite>` per palette file (`stdin` for standard input) and appearance
/// (`name` "FILE [appearance]", with `tests`, `failures`, `errors`, `skipped` counts and `file`,
/// `appearance`, `platform` properties).
/// Each holds a `<testcase>` per rule × pair (`name` "rule: foreground on background[ over backdrop]",
/// `classname` "FILE.appearance") — one for every judgement of every rule when checks are recorded
/// (`PaletteReport.checks` and `ruleChecks`: passing ones too, e.g. `contrast-enhanced`,
/// `link-in-text-block`, `missing-appearance` for pairs they judged and passed), and one for every
/// finding — and a testcase per finding of rules that are not about one pair (colour-vision groups, hue
/// families); such a rule that ran and found nothing has one passing testcase "rule: palette" per
/// appearance (`PaletteReport.colourRulesRun`). A finding that holds for several appearances
/// (`Finding.appearances`) fails its testcase in each of their suites, and one said once for several
/// brands (`Finding.brands`) in each brand's. A colour rule's findings of the
/// same colours are told apart by their identity facts (`cvd-collision: a on b (deuteranopia)`). Findings
/// at warning and error are a testcase's one `<failure>` (`type` the rule, `message` the message of its
/// first finding at the highest severity, with "(and N more in this testcase)" when a pair rule found
/// several for one pair; the text their measurements and location); notes leave the testcase passing
/// and are written to its `<system-out>`. Text outside XML 1.0's characters is replaced
/// (`XMLText`).
struct JUnitReporter: Reporter {
    /// `junit`.
    public static let identifier = "junit"
    /// For `--help`.
    public static let description = "JUnit XML test report (a testsuite per file and appearance)"
    /// XML carries no terminal colour.
    public static let canColorOutput = false

    /// Creates the reporter (it has no options).
    public init(options: ReporterOptions = ReporterOptions()) {}

    /// Writes the XML document to `sink` one testcase at a time, in pieces of about 64 KB, so that memory
    /// does not grow with an XML tree of the report: the text is byte for byte what FoundationXML writes
    /// for `document(run)` with `.nodePrettyPrint` (libxml2's serializer: two-space indentation, an element
    /// holding only text on one line, an empty element as `<name …></name>`, attributes in the order set;
    /// `&`, `<`, `>` escaped everywhere, `"` and tab, line feed and carriage return in attribute values as
    /// `&quot;`, `&#9;`, `&#10;`, `&#13;`, a carriage return in text as `&#13;`; other characters as UTF-8).
    /// Throws what the sink throws.
    public func write(_ run: AuditRun, to sink: any ReportSink) throws {
        // The totals go on the root, before the suites: a first pass counts, one palette at a time, and the
        // second builds each palette's suites again as it writes them.
        var (tests, failures, suiteCount) = (0, 0, 0)
        for report in run.reports {
            for suite in Self.suites(of: report, run: run) {
                tests += suite.cases.count
                failures += suite.failures
                suiteCount += 1
            }
        }
        var out = XMLPieces(sink: sink)
        out.raw("<?xml version=\"1.0\" encoding=\"utf-8\" standalone=\"no\"?>\n")
        let root: [(String, String)] = [
            ("name", ToolInfo.name), ("tests", String(tests)), ("failures", String(failures)), ("errors", "0"),
        ]
        out.open("testsuites", root, level: 0, empty: suiteCount == 0)
        for suite in run.reports.lazy.flatMap({ Self.suites(of: $0, run: run) }) {
            out.open(
                "testsuite",
                [
                    ("name", "\(suite.file) [\(suite.appearance.rawValue)]"), ("errors", "0"), ("skipped", "0"),
                    ("tests", String(suite.cases.count)), ("failures", String(suite.failures)),
                ], level: 1, empty: false)
            out.open("properties", [], level: 2, empty: false)
            for (name, value) in suite.properties {
                out.open("property", [("name", name), ("value", value)], level: 3, empty: true)
            }
            out.close("properties", level: 2)
            for item in suite.cases {
                let attributes = [
                    ("name", item.name), ("classname", "\(suite.file).\(suite.appearance.rawValue)"), ("time", "0"),
                ]
                let contents = Self.contents(item, run: run)
                out.open("testcase", attributes, level: 2, empty: contents.isEmpty)
                for content in contents {
                    out.textElement(content.name, content.attributes, text: content.text, level: 3)
                }
                if !contents.isEmpty { out.close("testcase", level: 2) }
                try out.flushIfLarge()
            }
            out.close("testsuite", level: 1)
        }
        if suiteCount > 0 { out.close("testsuites", level: 0) }
        out.raw("\n")
        try out.flush()
    }

    /// The XML document built whole with FoundationXML — how the report was written before it was
    /// streamed: the same text as `render`, in memory that grows with the report (kept as the reference for
    /// tests).
    public static func renderWhole(_ run: AuditRun) -> String {
        document(run).xmlString(options: [.nodePrettyPrint])
    }

    private struct Case {
        var rule: RuleID
        var name: String
        var findings: [Finding] = []
    }

    /// One `<testsuite>`: a palette file in one appearance.
    private struct Suite {
        var file: String
        var appearance: Appearance
        var properties: [(String, String)]
        var cases: [Case]
        /// The testcases with a finding at warning or error.
        var failures: Int
    }

    /// The children of a testcase's element: its `<failure>` (findings at warning and error) and its
    /// `<system-out>` (notes), each holding only text.
    private static func contents(_ item: Case, run: AuditRun) -> [(
        name: String, attributes: [(String, String)], text: String
    )] {
        var result: [(name: String, attributes: [(String, String)], text: String)] = []
        // One <failure> per testcase (what JUnit consumers show), holding every failing finding: the message
        // of the first at the highest severity, the details of all.
        let failing = item.findings.filter { $0.severity != .note }
        if let first = failing.max(by: { $0.severity < $1.severity }) {
            let more = failing.count > 1 ? " (and \(failing.count - 1) more in this testcase)" : ""
            result.append(
                (
                    "failure",
                    [
                        ("type", first.rule.rawValue),
                        ("message", "\(first.severity.rawValue): \(first.message)\(more)"),
                    ],
                    failing.count == 1
                        ? details(first, run: run)
                        : failing.map { "\($0.severity.rawValue): \($0.message)\n" + details($0, run: run) }
                            .joined(separator: "\n\n")
                ))
        }
        let notes = item.findings.filter { $0.severity == .note }
        if !notes.isEmpty {
            let out = notes.map { "note: \($0.message)\n" + details($0, run: run) }.joined(separator: "\n")
            result.append(("system-out", [], out))
        }
        return result
    }

    /// The document as FoundationXML builds it (`renderWhole`).
    static func document(_ run: AuditRun) -> XMLDocument {
        let root = element("testsuites", ["name": ToolInfo.name])
        var totalTests = 0
        var totalFailures = 0
        for suite in suites(run) {
            let suiteElement = element(
                "testsuite", ["name": "\(suite.file) [\(suite.appearance.rawValue)]", "errors": "0", "skipped": "0"])
            let properties = Self.element("properties", [:])
            for (name, value) in suite.properties {
                properties.addChild(Self.element("property", ["name": name, "value": value]))
            }
            suiteElement.addChild(properties)
            for item in suite.cases {
                let testcase = Self.element(
                    "testcase",
                    ["name": item.name, "classname": "\(suite.file).\(suite.appearance.rawValue)", "time": "0"])
                for content in contents(item, run: run) {
                    let child = XMLElement(name: content.name, stringValue: XMLText.sanitized(content.text))
                    for (key, value) in content.attributes { child.addAttribute(attribute(key, value)) }
                    testcase.addChild(child)
                }
                suiteElement.addChild(testcase)
            }
            suiteElement.addAttribute(attribute("tests", String(suite.cases.count)))
            suiteElement.addAttribute(attribute("failures", String(suite.failures)))
            totalTests += suite.cases.count
            totalFailures += suite.failures
            root.addChild(suiteElement)
        }
        root.addAttribute(attribute("tests", String(totalTests)))
        root.addAttribute(attribute("failures", String(totalFailures)))
        root.addAttribute(attribute("errors", "0"))
        let document = XMLDocument(rootElement: root)
        document.version = "1.0"
        document.characterEncoding = "UTF-8"
        return document
    }

    /// The testsuites of the run, in order, each with its testcases (see the type).
    private static func suites(_ run: AuditRun) -> [Suite] {
        run.reports.flatMap { suites(of: $0, run: run) }
    }

    /// The testsuites of one palette's report, one per appearance, each with its testcases.
    private static func suites(of report: PaletteReport, run: AuditRun) -> [Suite] {
        var suites: [Suite] = []
        do {
            let file = run.artifactPath(report.palette.file)
            var appearances = report.appearances
            // A finding folded over several appearances (`Finding.appearances`) fails its testcase in each.
            func held(_ finding: Finding) -> [Appearance] {
                finding.appearances.isEmpty ? [finding.appearance] : finding.appearances
            }
            // A finding another brand's palette reports for this one too (`PaletteReport.sharedFindings`) fails
            // its testcase here as well.
            let findings = report.findings + report.sharedFindings
            for finding in findings {
                for appearance in held(finding) where !appearances.contains(appearance) {
                    appearances.append(appearance)
                }
            }
            for check in report.checks ?? [] where !appearances.contains(check.appearance) {
                appearances.append(check.appearance)
            }
            for check in report.ruleChecks ?? [] where !appearances.contains(check.subject.appearance) {
                appearances.append(check.subject.appearance)
            }
            for appearance in appearances.sorted() {
                var cases: [Case] = []
                var index: [String: Int] = [:]
                func caseIndex(rule: RuleID, tokens: [String], facts: [String] = []) -> Int {
                    let key = ([rule.rawValue] + tokens + ["\u{1E}"] + facts).joined(separator: "\u{1F}")
                    if let existing = index[key] { return existing }
                    let qualifier = facts.isEmpty ? "" : " (\(facts.joined(separator: ", ")))"
                    cases.append(Case(rule: rule, name: "\(rule): \(describe(tokens))\(qualifier)"))
                    index[key] = cases.count - 1
                    return cases.count - 1
                }
                for check in report.checks ?? [] where check.appearance == appearance {
                    if let rule = check.rule { _ = caseIndex(rule: rule, tokens: check.tokens) }
                }
                for check in report.ruleChecks ?? [] where check.subject.appearance == appearance {
                    _ = caseIndex(rule: check.rule, tokens: check.subject.tokens)
                }
                // A colour rule's findings of the same colours differ by what tells them apart (the deficiency
                // of a collision): each is its own testcase. A pair rule's findings of one pair share the
                // testcase of its judgement.
                let colourRules = Set(report.colourRulesRun)
                for finding in findings where held(finding).contains(appearance) {
                    let facts = colourRules.contains(finding.rule) ? distinguishingFacts(finding) : []
                    cases[caseIndex(rule: finding.rule, tokens: finding.tokens, facts: facts)].findings.append(finding)
                }
                // A rule about colours and groups (colour vision, key colours…) that found nothing here has
                // one passing testcase in each of the palette's appearances.
                if report.appearances.contains(appearance) {
                    let named = Set(cases.map(\.rule))
                    for rule in report.colourRulesRun where !named.contains(rule) {
                        _ = caseIndex(rule: rule, tokens: [])
                    }
                }
                suites.append(
                    Suite(
                        file: file, appearance: appearance,
                        properties: [
                            ("file", file), ("appearance", appearance.rawValue), ("platform", report.platform.rawValue),
                        ],
                        cases: cases, failures: cases.filter { $0.findings.contains { $0.severity != .note } }.count))
            }
        }
        return suites
    }

    /// The values of the facts that tell `finding` apart from the rule's other findings of the same colours
    /// (`RuleDescriptor.identityFacts`, in that order), e.g. `["deuteranopia"]`.
    static func distinguishingFacts(_ finding: Finding) -> [String] {
        let names = RuleDescriptors.descriptor(id: finding.rule)?.identityFacts ?? RuleDescriptor.defaultIdentityFacts
        return names.compactMap { finding.facts[$0] }
    }

    /// "fg on bg", "fg on bg over canvas", "a, b, c" for findings about groups.
    static func describe(_ tokens: [String]) -> String {
        guard !tokens.isEmpty else { return "palette" }
        return tokens.count == 1 ? tokens[0] : tokens[0] + " on " + tokens.dropFirst().joined(separator: " over ")
    }

    /// The failure text: location (`file:line:column`; `file: byte N` in a binary file, `file` alone for
    /// a finding about a whole file), then each measurement as `name = value unit`, then the facts.
    static func details(_ finding: Finding, run: AuditRun) -> String {
        let location = finding.location
        let file = run.artifactPath(location.file)
        var lines = [location.line > 0 ? "\(file):\(location.line):\(location.column)" : location.described(file: file)]
        let required = finding.measurement("required")?.value
        for (name, measurement) in finding.measurements.sorted(by: { $0.key < $1.key }) {
            let text: String
            if measurement.kind == .ratio {
                // Measured ratios truncated (never rounded up to a pass), limits as configured.
                text =
                    (measurement.isLimit
                        ? ContrastRatio.formatThreshold(measurement.value)
                        : ContrastRatio.format(measurement.value, against: required)) + ":1"
            } else {
                text = ValueText.number(measurement.value) + (measurement.unit.isEmpty ? "" : " \(measurement.unit)")
            }
            lines.append("\(name) = \(text)")
        }
        for (name, fact) in finding.facts.sorted(by: { $0.key < $1.key }) { lines.append("\(name): \(fact)") }
        return lines.joined(separator: "\n")
    }

    private static func element(_ name: String, _ attributes: KeyValuePairs<String, String>) -> XMLElement {
        let result = XMLElement(name: name)
        for (key, value) in attributes { result.addAttribute(attribute(key, value)) }
        return result
    }

    private static func attribute(_ name: String, _ value: String) -> XMLNode {
        // `XMLNode.attribute(withName:stringValue:)` is typed `Any` but always makes an attribute node.
        let made = XMLNode.attribute(withName: name, stringValue: XMLText.sanitized(value))
        return made as? XMLNode ?? XMLElement(name: "invalid-attribute")
    }
}

/// The streamed JUnit document's text (`JUnitReporter.write`), gathered and handed to the sink in pieces
/// of about 64 KB; escapes as libxml2's serializer does (see `JUnitReporter.write`), after
/// `XMLText.sanitized`.
private struct XMLPieces {
    let sink: any ReportSink
    private var text = ""

    init(sink: any ReportSink) { self.sink = sink }

    mutating func raw(_ piece: String) { text += piece }

    /// A start tag on its own line at `level` (two spaces each), or with `empty` the element closed at once
    /// (`<name …></name>`).
    mutating func open(_ name: String, _ attributes: [(String, String)], level: Int, empty: Bool) {
        if level > 0 { text += "\n" + String(repeating: "  ", count: level) }
        text += "<" + name
        for (key, value) in attributes { text += " \(key)=\"" + Self.escaped(value, attribute: true) + "\"" }
        text += empty ? "></\(name)>" : ">"
    }

    /// An end tag on its own line at `level`.
    mutating func close(_ name: String, level: Int) {
        text += "\n" + String(repeating: "  ", count: level) + "</\(name)>"
    }

    /// An element holding only `text`, on one line at `level`.
    mutating func textElement(_ name: String, _ attributes: [(String, String)], text content: String, level: Int) {
        open(name, attributes, level: level, empty: false)
        text += Self.escaped(content, attribute: false) + "</\(name)>"
    }

    mutating func flushIfLarge() throws {
        if text.utf8.count >= 1 << 16 { try flush() }
    }

    mutating func flush() throws {
        try sink.write(text)
        text = ""
    }

    /// `value` made XML-safe (`XMLText.sanitized`) and escaped as libxml2 writes an attribute value or
    /// text content.
    static func escaped(_ value: String, attribute: Bool) -> String {
        let value = XMLText.sanitized(value)
        guard value.utf8.contains(where: { $0 == 0x26 || $0 == 0x3C || $0 == 0x3E || $0 == 0x22 || $0 < 0x20 })
        else { return value }
        var result = ""
        result.reserveCapacity(value.utf8.count + 16)
        for scalar in value.unicodeScalars {
            switch scalar {
            case "&": result += "&amp;"
            case "<": result += "&lt;"
            case ">": result += "&gt;"
            case "\r": result += "&#13;"
            case "\"" where attribute: result += "&quot;"
            case "\n" where attribute: result += "&#10;"
            case "\t" where attribute: result += "&#9;"
            default: result.unicodeScalars.append(scalar)
            }
        }
        return result
    }
}
