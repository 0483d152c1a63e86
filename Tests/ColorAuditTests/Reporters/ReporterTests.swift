import Foundation
import Testing

@testable import ColorAudit
@testable import ColorScience

/// The reporter seam: registry, run value, measurement kinds in the JSON output.
@Suite struct ReporterTests {
    /// #767676 on white: (1.05)/(L + 0.05) with L = 0.181164 (WCAG luminance of 0x76) → 4.54:1, below
    /// a configured 7:1.
    private func run() -> AuditRun {
        var b = PaletteBuilder()
        b.color("page", role: .background, rgb: 255, 255, 255)
        b.color("muted", role: .text, rgb: 0x76, 0x76, 0x76)
        b.pair("muted", on: "page", fontSize: 14)
        var configuration = Configuration()
        configuration.rules.parameters["contrast-minimum.normal"] = 7
        let report = Auditor(configuration: configuration).audit(b.palette)
        return AuditRun(reports: [report], configuration: configuration, repositoryRoot: "/nowhere")
    }

    @Test func registryListsTextFirstThenJSON() {
        #expect(ReporterRegistry.identifiers.prefix(2) == ["text", "json"])
        #expect(ReporterRegistry.reporter(identifier: "text")?.canColorOutput == true)
        #expect(ReporterRegistry.reporter(identifier: "json")?.canColorOutput == false)
        #expect(ReporterRegistry.reporter(identifier: "nope") == nil)
        #expect(Set(ReporterRegistry.identifiers).count == ReporterRegistry.identifiers.count)
    }

    @Test func jsonCarriesKindsUnitsFingerprintsAndKeepsVersionOneKeys() throws {
        let text = try #require(ReporterRegistry.make(identifier: "json", options: ReporterOptions())).render(run())
        let document = try #require(try JSONSerialization.jsonObject(with: Data(text.utf8)) as? [String: Any])
        #expect(document["version"] as? Int == 1)
        #expect((document["tool"] as? [String: Any])?["version"] as? String == ToolInfo.version)
        let findings = try #require(document["findings"] as? [[String: Any]])
        let minimum = try #require(findings.first { $0["rule"] as? String == "contrast-minimum" })
        // Version 1 keys, unchanged: measurements as top-level numbers.
        #expect(abs((minimum["ratio"] as? Double ?? 0) - 4.5422) < 1e-3)
        #expect(minimum["required"] as? Double == 7)
        #expect(minimum["fontSize"] as? Double == 14)
        let measurements = try #require(minimum["measurements"] as? [String: [String: Any]])
        #expect(measurements["ratio"]?["kind"] as? String == "ratio")
        #expect(measurements["ratio"]?["unit"] as? String == ":1")
        #expect(measurements["required"]?["limit"] as? Bool == true)
        #expect(measurements["apca"]?["kind"] as? String == "lc")
        #expect(measurements["fontSize"]?["unit"] as? String == "px")  // web profile
        let fingerprint = try #require(minimum["fingerprint"] as? String)
        #expect(fingerprint.count == 32)
        let related = try #require(minimum["relatedLocations"] as? [[String: Any]])
        #expect(related.contains { ($0["message"] as? String)?.hasPrefix("background page") == true })
    }

    @Test func textReporterFormatsByKind() {
        let text = TextReporter(options: ReporterOptions(useColor: false, detail: .full)).render(run())
        #expect(text.contains("ratio 4.54:1"))
        #expect(text.contains("required 7:1"))
        #expect(text.contains("fontSize 14 px"))
        #expect(!text.contains("\u{1B}["))
        #expect(text.hasSuffix(run().summary.line))
    }

    @Test func streamedPiecesMakeTheWholeReport() throws {
        final class Pieces: ReportSink {
            var pieces: [String] = []
            func write(_ text: String) { pieces.append(text) }
        }
        let sink = Pieces()
        let reporter = TextReporter(useColor: false)
        try reporter.write(run(), to: sink)
        #expect(sink.pieces.count == 2)  // one palette section, then the summary line
        #expect(sink.pieces.joined() == reporter.render(run()))
    }
}
