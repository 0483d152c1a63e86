import Foundation
import Testing

@testable import ColorAudit
@testable import ColorScience

/// The streamed JSON report writes each finding straight from the `Finding` (`JSONTextWriter.finding`);
/// these tests hold its text to the document built whole as a `JSONValue` tree and encoded by Foundation's
/// `JSONEncoder` (`JSONDocumentOracle`), an independent writer, and the fingerprint written without
/// building the identity to `FindingIdentity.fingerprint`.
@Suite struct StreamedFindingTextTests {
    /// Keys that also name fixed members, so facts and measurements replace them, and a measurement
    /// replaces a fact of the same name.
    static let keys = [
        "ratio", "deltaE00", "message", "rule", "colors", "baselineState", "tokens", "a", "zz", "usage",
        "deficiency", "check", "appearances", "suggestions", "é", "A",
    ]
    static let strings = ["", "a/b", "quote \" backslash \\", "\u{01}\u{08}\n\t\u{1F}", "é 😀 \u{2028}", "plain"]
    static let numbers: [Double] = [0, -0.0, 3, 4.5, 1e20, 1e21, 1e-5, 0.1, 1.7976931348623157e308, .nan, -7.25e-300]

    /// A finding with random members of every kind (fixed seed).
    static func randomFinding(_ rng: inout SplitMix) -> Finding {
        func string() -> String { strings.randomElement(using: &rng)! }
        func number() -> Double {
            Bool.random(using: &rng) ? numbers.randomElement(using: &rng)! : Double.random(in: -2...2, using: &rng)
        }
        func location() -> ColorAudit.SourceLocation {
            Int.random(in: 0..<4, using: &rng) == 0
                ? SourceLocation(file: string(), offset: Int.random(in: 0...100_000, using: &rng))
                : SourceLocation(
                    file: ["p.yaml", "./q/p.json", string()].randomElement(using: &rng)!,
                    line: Int.random(in: 0...5000, using: &rng), column: Int.random(in: -3...80, using: &rng))
        }
        var measurements: [String: Finding.Measurement] = [:]
        var facts: [String: String] = [:]
        for _ in 0..<Int.random(in: 0...5, using: &rng) {
            measurements[keys.randomElement(using: &rng)!] = Finding.Measurement(
                number(), kind: Finding.Measurement.Kind.allCases.randomElement(using: &rng)!,
                isLimit: Bool.random(using: &rng))
        }
        for _ in 0..<Int.random(in: 0...4, using: &rng) { facts[keys.randomElement(using: &rng)!] = string() }
        let appearances: [Appearance] = [.any, .light, .dark, .lightHighContrast]
        let swatches = (0..<Int.random(in: 0...4, using: &rng)).map { _ in
            Finding.Swatch(
                label: string(), token: Bool.random(using: &rng) ? string() : nil,
                color: Color(
                    [.srgb, .displayP3, .oklch, .lab].randomElement(using: &rng)!,
                    Double.random(in: -0.2...1.2, using: &rng),
                    Double.random(in: 0...1, using: &rng), Double.random(in: 0...1, using: &rng),
                    alpha: Double.random(in: 0...1, using: &rng)))
        }
        var finding = Finding(
            rule: ["contrast-minimum", "cvd-collision", "increased-contrast-variant", "no-such-rule"].randomElement(
                using: &rng)!,
            severity: [.note, .warning, .error].randomElement(using: &rng)!,
            appearance: appearances.randomElement(using: &rng)!,
            tokens: (0..<Int.random(in: 0...3, using: &rng)).map { _ in string() }, message: string(),
            location: location(),
            relatedLocations: (0..<Int.random(in: 0...2, using: &rng)).map { _ in Finding.Related(location(), string())
            },
            measurements: measurements, facts: facts, swatches: swatches)
        if Bool.random(using: &rng) {
            finding.appearances = Array(appearances.prefix(Int.random(in: 0...4, using: &rng)))
        }
        if Bool.random(using: &rng) { finding.alsoTokens = [string(): [string(), string()], "b": []] }
        if Bool.random(using: &rng) {
            finding.suggestions = (0..<Int.random(in: 1...2, using: &rng)).map { _ in
                Suggestion(
                    kind: .contrast, change: string(), token: string(), original: string(),
                    value: Bool.random(using: &rng) ? string() : nil,
                    color: Bool.random(using: &rng) ? Color(.srgb, 0.2, 0.4, 0.6) : nil,
                    deltaE00: Bool.random(using: &rng) ? number() : nil,
                    achieves: Bool.random(using: &rng) ? ["ratio": number(), "note": number()] : [:], note: string())
            }
        }
        return finding
    }

    @Test func streamedFindingsAreTheEncodersText() throws {
        var rng = SplitMix(state: 7)
        var report = PaletteBuilder().audit()
        report.findings = (0..<400).map { _ in Self.randomFinding(&rng) }
        let run = AuditRun(reports: [report], repositoryRoot: "/repo")
        #expect(JSONReporter().render(run) == JSONDocumentOracle.document(run))
        // Against a baseline holding every other finding: `baselineState` (new, unchanged) is written too
        // and replaces a fact or measurement of that name.
        let earlier = stride(from: 0, to: report.findings.count, by: 2).map { report.findings[$0] }
        var baselineReport = report
        baselineReport.findings = earlier
        let compared = run.comparing(with: Baseline(AuditRun(reports: [baselineReport], repositoryRoot: "/repo")))
        let streamed = JSONReporter().render(compared)
        #expect(streamed == JSONDocumentOracle.document(compared))
        #expect(streamed.contains("\"baselineState\" : \"new\""))
    }

    /// The streamed SARIF log (`SARIFReporter.write`, one result at a time) is `JSONEncoder`'s text of the
    /// log built whole (`SARIFReporter.document`, encoded by `JSONEncoder`): with results, suppressed results, related locations,
    /// binary and standard-input locations, a baseline, and with no results at all.
    @Test func streamedSARIFIsTheEncodersText() throws {
        var rng = SplitMix(state: 9)
        var report = PaletteBuilder().audit()
        report.findings = (0..<300).map { _ in Self.randomFinding(&rng) }
        report.suppressed = (0..<20).map { index in
            SuppressedFinding(
                finding: Self.randomFinding(&rng), token: "t\(index)",
                suppression: Suppression(
                    rule: "contrast-minimum", reason: Self.strings[index % Self.strings.count],
                    location: SourceLocation(file: "-", line: index, column: 3)))
        }
        let run = AuditRun(reports: [report], repositoryRoot: "/repo")
        let streamed = SARIFReporter().render(run)
        #expect(streamed == JSONDocumentOracle.encoderText(SARIFReporter.document(run)))
        #expect(streamed.contains("\"suppressions\" : ["))
        let earlier = stride(from: 0, to: report.findings.count, by: 3).map { report.findings[$0] }
        var baselineReport = report
        baselineReport.findings = earlier
        let compared = run.comparing(with: Baseline(AuditRun(reports: [baselineReport], repositoryRoot: "/repo")))
        #expect(SARIFReporter().render(compared) == JSONDocumentOracle.encoderText(SARIFReporter.document(compared)))
        var bare = PaletteBuilder().audit()
        bare.findings = []
        bare.suppressed = []
        let empty = AuditRun(reports: [bare])
        #expect(SARIFReporter().render(empty) == JSONDocumentOracle.encoderText(SARIFReporter.document(empty)))
        #expect(JSONDocumentOracle.encoderText(SARIFReporter.document(empty)).contains("\"results\" : [\n\n      ]"))
    }

    /// The streamed JUnit document (`JUnitReporter.write`, one testcase at a time) is FoundationXML's text of
    /// the document built whole (`JUnitReporter.renderWhole`): findings in several appearances with every
    /// character libxml2 escapes (`& < > "`, tab, line feed, carriage return), non-ASCII text, characters
    /// XML forbids; two palettes; a run with no suites.
    @Test func streamedJUnitIsFoundationXMLsText() throws {
        var rng = SplitMix(state: 10)
        var first = PaletteBuilder().audit()
        first.findings = (0..<200).map { _ in Self.randomFinding(&rng) }
        first.findings[0].message = "a & b < c > d \"e\" 'f'\tg\nh\ri é 😀 \u{01}"
        first.findings[0].severity = .error
        var second = PaletteBuilder().audit()
        second.findings = (0..<50).map { _ in Self.randomFinding(&rng) }
        let run = AuditRun(reports: [first, second], repositoryRoot: "/repo")
        let streamed = JUnitReporter().render(run)
        #expect(streamed == JUnitReporter.renderWhole(run))
        #expect(streamed.contains("&amp; b &lt; c &gt; d &quot;e&quot;"))
        for reports in [[], [PaletteBuilder().audit()]] {
            let empty = AuditRun(reports: reports)
            #expect(JUnitReporter().render(empty) == JUnitReporter.renderWhole(empty))
        }
    }

    @Test func fastFingerprintIsTheCanonicalLinesHash() {
        var rng = SplitMix(state: 8)
        for _ in 0..<500 {
            let finding = Self.randomFinding(&rng)
            let file = FindingIdentity.relativePath(finding.location.file, root: "/repo")
            #expect(
                FindingIdentity.fingerprint(
                    of: finding, relativeFile: file, descriptor: RuleDescriptors.descriptor(id: finding.rule))
                    == FindingIdentity(finding, root: "/repo").fingerprint)
        }
    }
}
