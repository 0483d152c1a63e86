import Foundation
import Testing

/// Every `--format` of `coloraudit audit` on one fixed palette (`Fixtures/Gate/palette.yaml`), compared
/// byte for byte with the files in `Fixtures/Gate/golden/`. The golden files were reviewed by hand once
/// against the hand-derived values in the palette's comments; a change to any output shows here as a
/// diff. After an intended change, regenerate them with
/// `COLORAUDIT_UPDATE_GOLDEN=1 swift test --filter GoldenOutputTests`, review the diff, and commit.
@Suite struct GoldenOutputTests {
    static let formats: [(format: String, file: String)] = [
        ("text", "text.txt"), ("json", "json.json"), ("sarif", "sarif.json"), ("junit", "junit.xml"),
        ("github", "github.txt"), ("markdown", "markdown.md"), ("xcode", "xcode.txt"), ("gitlab", "gitlab.json"),
    ]

    /// The golden folder in the source tree (for updating).
    static var sourceFolder: URL {
        PackagePaths.tests.appendingPathComponent("Fixtures/Gate/golden")
    }

    @Test("golden output", arguments: formats.map(\.format))
    func golden(_ format: String) throws {
        try compare(format, arguments: [], folder: "")
    }

    /// The same audit with `--max-findings 1`: one finding of each rule, severity and appearance shown, the
    /// totals still the findings found (five errors, one note).
    @Test("golden output with the finding limit", arguments: formats.map(\.format))
    func cappedGolden(_ format: String) throws {
        try compare(format, arguments: ["--max-findings", "1"], folder: "capped/")
    }

    private func compare(_ format: String, arguments: [String], folder: String) throws {
        let workspace = try GateWorkspace()
        defer { workspace.remove() }
        let result = try workspace.run(["audit", "palette.yaml", "--format", format] + arguments)
        #expect(result.status == 1, "\(result.stderr)")
        #expect(result.stderr.isEmpty, "\(result.stderr)")
        // The workspace's absolute path (SARIF's SRCROOT) differs per run.
        let output = result.stdout.replacingOccurrences(of: workspace.root.standardizedFileURL.path, with: "/ROOT")
        let name = try #require(Self.formats.first { $0.format == format }?.file)
        if ProcessInfo.processInfo.environment["COLORAUDIT_UPDATE_GOLDEN"] == "1" {
            let destination = Self.sourceFolder.appendingPathComponent(folder)
            try FileManager.default.createDirectory(at: destination, withIntermediateDirectories: true)
            try output.write(to: destination.appendingPathComponent(name), atomically: true, encoding: .utf8)
            Issue.record(
                "updated golden/\(folder)\(name); review the diff and run again without COLORAUDIT_UPDATE_GOLDEN")
            return
        }
        let expected = try String(contentsOf: Fixture.url("Gate/golden/\(folder)\(name)"), encoding: .utf8)
        if output != expected {
            let produced = output.split(separator: "\n", omittingEmptySubsequences: false)
            let wanted = expected.split(separator: "\n", omittingEmptySubsequences: false)
            let first = zip(produced, wanted).enumerated().first { $0.element.0 != $0.element.1 }
            let line =
                first.map { "line \($0.offset + 1): got «\($0.element.0)», expected «\($0.element.1)»" }
                ?? "lengths differ: \(produced.count) vs \(wanted.count) lines"
            Issue.record(
                "--format \(format) \(arguments.joined(separator: " ")) differs from golden/\(folder)\(name): \(line)")
        }
    }
}
