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
/// (`Finding.appearances`) fails its testcase in each of their suites. A colour rule's findings of the
/// same colours are told apart by their identity facts (`cvd-collision: a on b (deuteranopia)`). Findings
/// at warning and error are a testcase's one `<failure>` (`type` the rule, `message` the message of its
/// first finding at the highest severity, with "(and N more in this testcase)" when a pair rule found
/// several for one pair; the text their measurements and location); notes leave the testcase passing
/// and are written to its `<system-out>`. Text outside XML 1.0's characters is replaced
/// (`XMLText`).
public struct JUnitReporter: Reporter {
    /// `junit`.
    public static let identifier = "junit"
    /// For `--help`.
    public static let description = "JUnit XML test report (a testsuite per file and appearance)"
    /// XML carries no terminal colour.
    public static let canColorOutput = false

    /// Creates the reporter (it has no options).
    public init(options: ReporterOptions = ReporterOptions()) {}

    /// Writes the XML document.
    public func write(_ run: AuditRun, to sink: any ReportSink) throws {
        try sink.write(Self.document(run).xmlString(options: [.nodePrettyPrint]))
    }

    private struct Case {
        var rule: RuleID
        var name: String
        var findings: [Finding] = []
    }

    static func document(_ run: AuditRun) -> XMLDocument {
        let root = element("testsuites", ["name": ToolInfo.name])
        var totalTests = 0
        var totalFailures = 0
        for report in run.reports {
            let file = run.artifactPath(report.palette.file)
            var appearances = report.appearances
            // A finding folded over several appearances (`Finding.appearances`) fails its testcase in each.
            func held(_ finding: Finding) -> [Appearance] {
                finding.appearances.isEmpty ? [finding.appearance] : finding.appearances
            }
            for finding in report.findings {
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
                for finding in report.findings where held(finding).contains(appearance) {
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
                let suite = element(
                    "testsuite", ["name": "\(file) [\(appearance.rawValue)]", "errors": "0", "skipped": "0"])
                let properties = element("properties", [:])
                for (name, value) in [
                    ("file", file), ("appearance", appearance.rawValue), ("platform", report.platform.rawValue),
                ] {
                    properties.addChild(element("property", ["name": name, "value": value]))
                }
                suite.addChild(properties)
                var failures = 0
                for item in cases {
                    let testcase = element(
                        "testcase", ["name": item.name, "classname": "\(file).\(appearance.rawValue)", "time": "0"])
                    // One <failure> per testcase (what JUnit consumers show), holding every failing finding:
                    // the message of the first at the highest severity, the details of all.
                    let failing = item.findings.filter { $0.severity != .note }
                    if let first = failing.max(by: { $0.severity < $1.severity }) {
                        failures += 1
                        let more = failing.count > 1 ? " (and \(failing.count - 1) more in this testcase)" : ""
                        testcase.addChild(
                            element(
                                "failure",
                                text: failing.count == 1
                                    ? details(first, run: run)
                                    : failing.map { "\($0.severity.rawValue): \($0.message)\n" + details($0, run: run) }
                                        .joined(separator: "\n\n"),
                                [
                                    "type": first.rule.rawValue,
                                    "message": "\(first.severity.rawValue): \(first.message)\(more)",
                                ]))
                    }
                    let notes = item.findings.filter { $0.severity == .note }
                    if !notes.isEmpty {
                        let out = notes.map { "note: \($0.message)\n" + details($0, run: run) }.joined(separator: "\n")
                        testcase.addChild(element("system-out", text: out, [:]))
                    }
                    suite.addChild(testcase)
                }
                suite.addAttribute(attribute("tests", String(cases.count)))
                suite.addAttribute(attribute("failures", String(failures)))
                totalTests += cases.count
                totalFailures += failures
                root.addChild(suite)
            }
        }
        root.addAttribute(attribute("tests", String(totalTests)))
        root.addAttribute(attribute("failures", String(totalFailures)))
        root.addAttribute(attribute("errors", "0"))
        let document = XMLDocument(rootElement: root)
        document.version = "1.0"
        document.characterEncoding = "UTF-8"
        return document
    }

    /// The values of the facts that tell `finding` apart from the rule's other findings of the same colours
    /// (`RuleDescriptor.identityFacts`, in that order), e.g. `["deuteranopia"]`.
    static func distinguishingFacts(_ finding: Finding) -> [String] {
        let names = RuleCatalog.descriptor(id: finding.rule)?.identityFacts ?? RuleDescriptor.defaultIdentityFacts
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
        let required = finding.measurements["required"]?.value
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

    /// An element holding only text.
    private static func element(_ name: String, text: String, _ attributes: KeyValuePairs<String, String>) -> XMLElement
    {
        let result = XMLElement(name: name, stringValue: XMLText.sanitized(text))
        for (key, value) in attributes { result.addAttribute(attribute(key, value)) }
        return result
    }

    private static func attribute(_ name: String, _ value: String) -> XMLNode {
        // `XMLNode.attribute(withName:stringValue:)` is typed `Any` but always makes an attribute node.
        let made = XMLNode.attribute(withName: name, stringValue: XMLText.sanitized(value))
        return made as? XMLNode ?? XMLElement(name: "invalid-attribute")
    }
}
