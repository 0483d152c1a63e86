import Foundation
import FoundationXML
import Testing

@testable import ColorAudit
@testable import ColorScience

/// The CI outputs beyond their golden files: SARIF validated against the OASIS schema, GitHub's
/// per-step annotation limit and step summary, JUnit read back as XML, the Markdown size limit, and
/// `--output` written whole or not at all for every format.
@Suite struct GateOutputTests {
    static let schema: JSONSchemaValidator? = {
        guard let data = try? Fixture.data("reference/sarif-schema-2.1.0.json"),
            let root = try? JSONDocument.parse(data)
        else { return nil }
        return JSONSchemaValidator(root: root)
    }()

    func validateSARIF(_ text: String) throws -> [String] {
        let schema = try #require(Self.schema)
        return schema.errors(try JSONDocument.parse(Data(text.utf8)))
    }

    @Test func sarifOfTheGateFixtureIsValid() throws {
        let workspace = try GateWorkspace()
        defer { workspace.remove() }
        let result = try workspace.run(["audit", "palette.yaml", "--format", "sarif"])
        #expect(try validateSARIF(result.stdout) == [])
        #expect(try GitHubUploadRules.problems(result.stdout) == [])
        let log = try JSONDocument.parse(Data(result.stdout.utf8))
        guard case .array(let runs)? = log["runs"], case .object(let run)? = runs.first,
            case .array(let results)? = run["results"], case .array(let rules)? = run["tool"]?["driver"]?["rules"]
        else {
            Issue.record("no run")
            return
        }
        #expect(run["columnKind"] == .string("unicodeCodePoints"))
        // Every rule of the catalogue, with its help URI.
        #expect(rules.count == RuleCatalog.all.count)
        #expect(
            rules.allSatisfy { if case .string(let uri)? = $0["helpUri"] { uri.hasPrefix("https://") } else { false } })
        // 5 errors and 1 note (derived in the palette's comments).
        #expect(results.count == 6)
        #expect(results.filter { $0["level"] == .string("error") }.count == 5)
        // Root-relative URIs; fingerprints are 32 hex digits and tell the findings apart.
        #expect(results.allSatisfy { $0["locations"]?.firstURI == "palette.yaml" })
        let fingerprints = results.compactMap { result -> String? in
            if case .string(let f)? = result["partialFingerprints"]?[SARIFReporter.fingerprintKey] { f } else { nil }
        }
        #expect(fingerprints.count == 6 && Set(fingerprints).count == 6)
        #expect(fingerprints.allSatisfy { $0.count == 32 && $0.allSatisfy(\.isHexDigit) })
    }

    @Test func sarifOfTheShippedPalettesIsValid() throws {
        // The repository's own palettes: many rules, wide-gamut colours, messages with every character.
        let palettes = PackagePaths.root.appendingPathComponent("palettes")
        let result = try InProcessCLI.run(["audit", palettes.path, "--format", "sarif"])
        #expect(result.status == 1)
        #expect(try validateSARIF(result.stdout) == [])
        #expect(try GitHubUploadRules.problems(result.stdout) == [])
    }

    @Test func sarifPathsWithSpacesArePercentEncoded() {
        #expect(SARIFReporter.uriPath("my palettes/app #2.yaml") == "my%20palettes/app%20%232.yaml")
        #expect(SARIFReporter.pascalCase("cvd-collision") == "CvdCollision")
    }

    /// 12 failing text pairs are 12 errors: grays #aaaaa1…#aaaaac on white, each lighter than #aaaaaa's
    /// neighbour #999999 (linear 0.318547, 1.05 / 0.368547 = 2.85:1), so all below 4.5:1, and all different
    /// (equal values would be one finding). GitHub shows 10 per step, so 9 are annotated, the 10th
    /// annotation counts the 3 others, which are printed as plain log lines.
    @Test func githubStaysWithinTenAnnotationsPerLevel() throws {
        let workspace = try GateWorkspace()
        defer { workspace.remove() }
        var palette = "colors:\n  page: { value: \"#ffffff\", role: background }\n"
        for i in 1...12 { palette += "  gray\(i): { value: \"#aaaaa\(String(i, radix: 16))\", role: text }\n" }
        palette += "pairs:\n"
        for i in 1...12 { palette += "  - { foreground: gray\(i), background: page }\n" }
        try workspace.write("many.yaml", palette)
        let summary = workspace.root.appendingPathComponent("summary.md")
        try workspace.write("summary.md", "earlier step output\n")
        let result = try workspace.run(
            ["audit", "many.yaml", "--format", "github", "--rule", "cvd-collision=off"],
            environment: ["GITHUB_STEP_SUMMARY": summary.path])
        #expect(result.status == 1)
        let lines = result.stdout.split(separator: "\n")
        let errors = lines.filter { $0.hasPrefix("::error ") }
        #expect(errors.count == 10)
        #expect(errors.last?.contains("3 more error findings are not annotated") == true)
        #expect(lines.filter { $0.hasPrefix("many.yaml:") && $0.contains(": error: ") }.count == 3)
        #expect(lines.last?.hasSuffix(": 12 errors, 0 warnings, 0 notes") == true)
        // The step summary is appended, after what the step wrote before.
        let written = try String(contentsOf: summary, encoding: .utf8)
        #expect(written.hasPrefix("earlier step output\n## "))
        #expect(written.contains("ColorAudit: 12 errors"))
    }

    @Test func junitIsWellFormedXMLWithTheCounts() throws {
        let workspace = try GateWorkspace()
        defer { workspace.remove() }
        let result = try workspace.run(["audit", "palette.yaml", "--format", "junit"])
        let document = try XMLDocument(data: Data(result.stdout.utf8))
        let root = try #require(document.rootElement())
        // 2 appearances. Light: 4 contrast checks (3 failing), contrast-enhanced of ink on page (21:1, the
        // only text pair meeting 4.5:1), missing-appearance of the 4 pairs (no colour inherits), and the 10
        // palette rules that found nothing (no-pairs-checked, cvd-collision, indistinct-colors,
        // interactive-static-reuse, key-color-consistency, out-of-gamut, image-color-profile,
        // unresolved-reference, colorset-integer-alpha, dtcg-hex-mismatch): 19. Dark: 4 contrast checks
        // (2 failing), contrast-enhanced of ink on page and muted on page (5.92:1, a note: not a failure),
        // 4 + 10 as in light: 20.
        let suites = root.elements(forName: "testsuite")
        #expect(
            suites.map { $0.attribute(forName: "name")?.stringValue } == [
                "palette.yaml [light]", "palette.yaml [dark]",
            ])
        #expect(suites.map { $0.attribute(forName: "tests")?.stringValue } == ["19", "20"])
        #expect(suites.map { $0.attribute(forName: "failures")?.stringValue } == ["3", "2"])
        #expect(root.attribute(forName: "failures")?.stringValue == "5")
    }

    @Test func junitReplacesCharactersXMLCannotHold() throws {
        let finding = Finding(
            rule: "contrast-minimum", severity: .error, appearance: .light, tokens: ["a\u{1}b", "page"],
            message: "bell \u{7} & <tag>", location: SourceLocation(file: "x.yaml", line: 1, column: 1))
        let report = PaletteReport(
            palette: Palette(file: "x.yaml", tokens: []), appearances: [.light], platform: .web, findings: [finding],
            uncheckedTokens: [], inheritedValues: [], pairsChecked: 1)
        let text = JUnitReporter().render(AuditRun(reports: [report]))
        let document = try XMLDocument(data: Data(text.utf8))
        let failure = try #require(
            document.rootElement()?.elements(forName: "testsuite").first?
                .elements(forName: "testcase").first?.elements(forName: "failure").first)
        #expect(failure.attribute(forName: "message")?.stringValue == "error: bell \u{FFFD} & <tag>")
    }

    @Test func markdownStaysWithinTheCommentLimit() throws {
        var findings: [Finding] = []
        for i in 0..<3000 {
            findings.append(
                Finding(
                    rule: "contrast-minimum", severity: .error, appearance: .light, tokens: ["text\(i)", "page"],
                    message: "text\(i) on page: contrast 2.32:1 is below 4.5:1",
                    location: SourceLocation(file: "big.yaml", line: i + 1, column: 5),
                    measurements: ["ratio": .ratio(2.3231), "required": .ratio(4.5, isLimit: true)]))
        }
        let report = PaletteReport(
            palette: Palette(file: "big.yaml", tokens: []), appearances: [.light], platform: .web, findings: findings,
            uncheckedTokens: [], inheritedValues: [], pairsChecked: 3000)
        let text = MarkdownReporter().render(AuditRun(reports: [report]))
        #expect(text.unicodeScalars.count <= MarkdownReporter.commentLimit)
        #expect(text.contains("more pairs not shown"))
        #expect(text.contains("| text0 on page | light | 2.32:1 | 4.5:1 |"))
    }

    @Test func markdownEscapesWhatWouldBeMarkup() {
        #expect(MarkdownText.escape("a|b *c* `d`\nnext") == "a\\|b \\*c\\* \\`d\\` next")
    }

    /// Every format, and the baseline file: a failed run (a palette with a bad colour) leaves the old
    /// file as it was.
    @Test("--output keeps the old file when the run fails", arguments: ReporterRegistry.identifiers)
    func atomicOutput(_ format: String) throws {
        let workspace = try GateWorkspace()
        defer { workspace.remove() }
        try workspace.write("bad.yaml", "colors:\n  a: { value: \"#12345\" }\n")
        try workspace.write("report.out", "OLD REPORT\n")
        try workspace.write("baseline.json", "OLD BASELINE\n")
        let failed = try workspace.run([
            "audit", "bad.yaml", "--format", format, "-o", "report.out", "--write-baseline", "baseline.json",
        ])
        #expect(failed.status == 2)
        #expect(try workspace.read("report.out") == "OLD REPORT\n")
        #expect(try workspace.read("baseline.json") == "OLD BASELINE\n")
        let ok = try workspace.run(["audit", "palette.yaml", "--format", format, "-o", "report.out"])
        #expect(ok.status == 1)
        #expect(ok.stdout.isEmpty)
        #expect(try workspace.read("report.out") != "OLD REPORT\n")
    }
}

extension JSONDocument {
    /// The URI of the first physical location of a SARIF `locations` array.
    fileprivate var firstURI: String? {
        guard case .array(let locations) = self, let first = locations.first,
            case .string(let uri)? = first["physicalLocation"]?["artifactLocation"]?["uri"]
        else { return nil }
        return uri
    }
}

/// JUnit testcases for the passing judgements of rules other than the contrast minimum. Hand-derived:
/// `link` #0000ee on white: lin(0.933333) = 0.854993 blue → L = 0.0722 · 0.854993 = 0.061730;
/// 1.05 / 0.111730 = 9.3976 (meets 4.5:1); against `ink` #000000 (L 0): 0.111730 / 0.05 = 2.2346 (below
/// 3:1: link-in-text-block fails). `ring` #000000 on white is 21:1, against `rest` #ffffff 21:1 (focus and
/// state change pass). `ink` on `page` at 16 px meets the 12 px web minimum (text-size-minimum passes).
@Suite struct JUnitRuleCasesTests {
    @Test func passingJudgementsOfEveryPairRuleAreTestcases() throws {
        let palette = try NativePaletteImporter().importPalette(
            contents: Data(
                """
                platform: web
                colors:
                  page: "#ffffff"
                  ink: "#000000"
                  link: "#0000ee"
                  ring: "#000000"
                  rest: "#ffffff"
                pairs:
                  - { foreground: ink, background: page, fontSize: 16 }
                  - { foreground: link, background: page, usage: link, surroundingText: ink }
                  - { foreground: ring, background: page, usage: focus, unfocused: rest }
                """.utf8), path: "rules.yaml")
        var auditor = Auditor()
        auditor.recordsChecks = true
        let report = auditor.audit(palette)
        let document = JUnitReporter.document(AuditRun(reports: [report]))
        let cases = try #require(document.rootElement()?.elements(forName: "testsuite").first)
            .elements(forName: "testcase")
        func failing(_ name: String) -> Bool? {
            cases.first { $0.attribute(forName: "name")?.stringValue == name }.map {
                !$0.elements(forName: "failure").isEmpty
            }
        }
        #expect(failing("text-size-minimum: ink on page") == false)
        #expect(failing("contrast-enhanced: ink on page") == false)
        #expect(failing("contrast-minimum: link on page") == false)
        #expect(failing("link-in-text-block: link on page over ink") == true)
        #expect(failing("focus-indicator-contrast: ring on page") == false)
        #expect(failing("focus-indicator-contrast: ring on page over rest") == false)
        #expect(failing("cvd-collision: palette") == false)
        // Each case once.
        let names = cases.compactMap { $0.attribute(forName: "name")?.stringValue }
        #expect(names.count == Set(names).count)
    }

    /// Every testcase holds at most one `<failure>` (JUnit consumers show one), and `failures` counts
    /// them. A colour rule's findings of the same colours under two deficiencies used to be two failures
    /// of one testcase: they are two testcases, named with the deficiency. A pair rule's two findings of
    /// one pair (two usages) share its testcase: one failure naming the first, counting the other.
    @Test func oneFailurePerTestcase() throws {
        let location = SourceLocation(file: "x.yaml", line: 3, column: 5)
        func finding(_ rule: RuleID, _ tokens: [String], _ facts: [String: String], _ message: String) -> Finding {
            Finding(
                rule: rule, severity: .warning, appearance: .light, tokens: tokens, message: message,
                location: location,
                facts: facts)
        }
        var report = PaletteReport(
            palette: Palette(file: "x.yaml", tokens: []), appearances: [.light], platform: .web,
            findings: [
                finding("cvd-collision", ["tint", "accent"], ["deficiency": "protanopia"], "alike (protanopia)"),
                finding("cvd-collision", ["tint", "accent"], ["deficiency": "deuteranopia"], "alike (deuteranopia)"),
                finding("contrast-minimum", ["ink", "page"], ["usage": "text"], "low as text"),
                finding("contrast-minimum", ["ink", "page"], ["usage": "link"], "low as link"),
            ], uncheckedTokens: [], inheritedValues: [], pairsChecked: 2)
        report.colourRulesRun = ["cvd-collision"]
        // The document owns its nodes (FoundationXML frees them with it): kept until the end.
        let document = JUnitReporter.document(AuditRun(reports: [report]))
        defer { withExtendedLifetime(document) {} }
        let root = try #require(document.rootElement())
        let suite = try #require(root.elements(forName: "testsuite").first)
        let cases = suite.elements(forName: "testcase")
        #expect(
            cases.map { $0.attribute(forName: "name")?.stringValue ?? "" } == [
                "cvd-collision: tint on accent (protanopia)", "cvd-collision: tint on accent (deuteranopia)",
                "contrast-minimum: ink on page",
            ])
        #expect(cases.allSatisfy { $0.elements(forName: "failure").count == 1 })
        #expect(suite.attribute(forName: "failures")?.stringValue == "3")
        #expect(root.attribute(forName: "failures")?.stringValue == "3")
        let shared = try #require(cases.last?.elements(forName: "failure").first)
        #expect(
            shared.attribute(forName: "message")?.stringValue == "warning: low as text (and 1 more in this testcase)")
        #expect(shared.stringValue?.contains("warning: low as link") == true)
    }

    @Test func aFindingFoldedOverAppearancesFailsInEachSuite() throws {
        // One finding folded over light and light-high-contrast (not dark): its appearance reads `light`,
        // but it fails the light-high-contrast suite too.
        var finding = Finding(
            rule: "contrast-minimum", severity: .error, appearance: .light, tokens: ["muted", "page"],
            message: "muted on page", location: SourceLocation(file: "x.yaml", line: 3, column: 5))
        finding.appearances = [.light, .lightHighContrast]
        let report = PaletteReport(
            palette: Palette(file: "x.yaml", tokens: []), appearances: [.light, .dark, .lightHighContrast],
            platform: .web, findings: [finding], uncheckedTokens: [], inheritedValues: [], pairsChecked: 3)
        let document = JUnitReporter.document(AuditRun(reports: [report]))
        defer { withExtendedLifetime(document) {} }
        let suites = try #require(document.rootElement()).elements(forName: "testsuite")
        let failures = suites.map { $0.attribute(forName: "failures")?.stringValue }
        #expect(
            suites.map { $0.attribute(forName: "name")?.stringValue } == [
                "x.yaml [light]", "x.yaml [dark]", "x.yaml [light-high-contrast]",
            ])
        #expect(failures == ["1", "0", "1"])
    }
}
