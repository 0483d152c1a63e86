import Foundation
import Testing

@testable import ColorAudit
@testable import ColorScience

/// What GitHub code scanning needs of each SARIF result to place it (GitHub Docs, "SARIF support for code
/// scanning", the `result` and `physicalLocation` tables; uploads without them are refused: "expected
/// artifact location", microsoft/axe-sarif-converter#961, Checkmarx/kics#4431): at least one location,
/// each with `physicalLocation.artifactLocation.uri` a non-empty path or `file:` URI (no other scheme),
/// and `region.startLine` an integer ≥ 1. Related locations are held to the same rules.
enum GitHubUploadRules {
    /// One line per broken rule (`results[3].locations[0]: …`); empty when the log can be uploaded.
    static func problems(_ sarif: String) throws -> [String] {
        let log = try cast(JSONSerialization.jsonObject(with: Data(sarif.utf8)), "SARIF log", as: [String: Any].self)
        let runs = try cast(log["runs"], "runs", as: [[String: Any]].self)
        var problems: [String] = []
        for run in runs {
            let results = try cast(run["results"], "results", as: [[String: Any]].self)
            for (index, result) in results.enumerated() {
                let locations = result["locations"] as? [[String: Any]] ?? []
                if locations.isEmpty { problems.append("results[\(index)]: no locations") }
                let related = result["relatedLocations"] as? [[String: Any]] ?? []
                for (name, list) in [("locations", locations), ("relatedLocations", related)] {
                    for (k, location) in list.enumerated() {
                        let place = "results[\(index)].\(name)[\(k)]"
                        let physical = location["physicalLocation"] as? [String: Any]
                        let uri = (physical?["artifactLocation"] as? [String: Any])?["uri"] as? String ?? ""
                        if uri.isEmpty { problems.append("\(place): no artifactLocation.uri") }
                        if let scheme = URL(string: uri)?.scheme, scheme != "file" {
                            problems.append("\(place): URI scheme \(scheme)")
                        }
                        let line = (physical?["region"] as? [String: Any])?["startLine"] as? Int ?? 0
                        if line < 1 { problems.append("\(place): no region.startLine ≥ 1") }
                    }
                }
            }
        }
        return problems
    }
}

/// Every result placeable: SARIF lines for binary files and standard input, byte offsets in text and
/// JUnit, GitHub annotations chosen worst first.
@Suite struct PlaceableResultsTests {
    /// The physical locations of the results (first location each) of a SARIF log.
    private func locations(_ sarif: String) throws -> [[String: Any]] {
        let log = try cast(JSONSerialization.jsonObject(with: Data(sarif.utf8)), "SARIF log", as: [String: Any].self)
        let run = try #require((log["runs"] as? [[String: Any]])?.first)
        let results = try cast(run["results"], "results", as: [[String: Any]].self)
        return try results.map { result in
            let first = try #require((result["locations"] as? [[String: Any]])?.first)
            return try cast(first["physicalLocation"], "physicalLocation", as: [String: Any].self)
        }
    }

    @Test func theUploadRulesCatchWhatGitHubRefuses() throws {
        let refused = """
            {"runs": [{"results": [
              {"ruleId": "a"},
              {"ruleId": "b", "locations": [{"physicalLocation": {"artifactLocation": {"uri": "x.ase"},
                "region": {"byteOffset": 40}}}]},
              {"ruleId": "c", "locations": [{"physicalLocation": {"artifactLocation": {"uri": "https://e.com/p"},
                "region": {"startLine": 0}}}]}
            ]}]}
            """
        #expect(
            try GitHubUploadRules.problems(refused) == [
                "results[0]: no locations", "results[1].locations[0]: no region.startLine ≥ 1",
                "results[2].locations[0]: URI scheme https", "results[2].locations[0]: no region.startLine ≥ 1",
            ])
    }

    /// The byte offsets at which the blocks of an Adobe Swatch Exchange file start: after the 12-byte
    /// header (`ASEF`, version, block count), each block is a big-endian u16 type, a u32 body length and
    /// the body.
    private func blockStarts(_ data: Data) -> Set<Int> {
        let bytes = [UInt8](data)
        var starts = Set<Int>()
        var offset = 12
        while offset + 6 <= bytes.count {
            starts.insert(offset)
            let length = bytes[offset + 2..<offset + 6].reduce(0) { $0 << 8 | Int($1) }
            offset += 6 + length
        }
        return starts
    }

    /// Open Color's `.ase` (in Fixtures/Real, MANIFEST there): 130 RGB swatch blocks. `--all-pairs` makes
    /// colour-vision findings about swatches, each at the offset of its swatch's block (`no-pairs-checked`,
    /// a finding about the whole file, is turned off).
    @Test func aseFindingsHaveLineOneAndTheirByteOffset() throws {
        let workspace = try GateWorkspace()
        defer { workspace.remove() }
        let data = try Fixture.data("Real/open-color/docs/asset/download/open-color_1.9.1.ase")
        try data.write(to: workspace.root.appendingPathComponent("open-color.ase"))
        let sarif = try workspace.run([
            "audit", "open-color.ase", "--all-pairs", "--rule", "no-pairs-checked=off", "--format", "sarif",
        ])
        #expect(sarif.status == 0, "\(sarif.stderr)")
        #expect(try GateOutputTests().validateSARIF(sarif.stdout) == [])
        #expect(try GitHubUploadRules.problems(sarif.stdout) == [])
        let starts = blockStarts(data)
        #expect(starts.count == 130)
        let found = try locations(sarif.stdout)
        #expect(found.count > 0)
        for location in found {
            #expect((location["artifactLocation"] as? [String: Any])?["uri"] as? String == "open-color.ase")
            #expect(location["region"] as? [String: Int] == ["startLine": 1])
            let properties = try cast(location["properties"], "properties", as: [String: Any].self)
            #expect(properties["fileLevel"] as? Bool == true)
            let offset = try cast(properties["byteOffset"], "byteOffset", as: Int.self)
            #expect(starts.contains(offset), "byte \(offset)")
        }
        // Text and JUnit say where as a byte offset, never line 0.
        let text = try workspace.run(["audit", "open-color.ase", "--all-pairs", "--rule", "no-pairs-checked=off"])
        // Gray 03, the fourth swatch: 12 + 3 × 58, each "Gray 0N #RRGGBB" block being 6 + 52 bytes (name
        // length, 16 UTF-16 units with the NUL, model, 3 floats, type).
        #expect(text.stdout.contains("(open-color.ase: byte 186)"))
        #expect(!text.stdout.contains("line 0"))
        let junit = try workspace.run([
            "audit", "open-color.ase", "--all-pairs", "--rule", "no-pairs-checked=off", "--format", "junit",
        ])
        #expect(junit.stdout.contains(">open-color.ase: byte "))
        #expect(!junit.stdout.contains("open-color.ase:0:0"))
        let github = try workspace.run([
            "audit", "open-color.ase", "--all-pairs", "--rule", "no-pairs-checked=off", "--format", "github",
        ])
        #expect(github.stdout.contains("open-color.ase: byte "))
        #expect(!github.stdout.contains("open-color.ase:0"))
    }

    /// Standard input has no file: its results are placed in the artifact `stdin` (relative, no
    /// `uriBaseId`), at the lines of the palette read, the same as when the file is named.
    @Test func standardInputIsTheArtifactStdin() throws {
        let workspace = try GateWorkspace()
        defer { workspace.remove() }
        let palette = try workspace.read("palette.yaml")
        let piped = try CLIRunner.run(["audit", "-", "--format", "sarif"], stdin: palette, directory: workspace.root)
        #expect(piped.status == 1, "\(piped.stderr)")
        #expect(try GateOutputTests().validateSARIF(piped.stdout) == [])
        #expect(try GitHubUploadRules.problems(piped.stdout) == [])
        let named = try workspace.run(["audit", "palette.yaml", "--format", "sarif"])
        let pipedLocations = try locations(piped.stdout)
        let namedLocations = try locations(named.stdout)
        #expect(pipedLocations.count == 6)  // 5 errors and 1 note (the fixture's comments)
        #expect(pipedLocations.allSatisfy { $0["artifactLocation"] as? [String: String] == ["uri": "stdin"] })
        #expect(
            pipedLocations.map { $0["region"] as? [String: Int] }
                == namedLocations.map { $0["region"] as? [String: Int] })
        let junit = try CLIRunner.run(["audit", "-", "--format", "junit"], stdin: palette, directory: workspace.root)
        #expect(junit.stdout.contains("<testsuite name=\"stdin [light]\""))
    }

    /// A finding about a whole file (an image that is missing: no line, no offset) is placed at line 1
    /// with `fileLevel` and no `byteOffset`; a text location keeps its line and column and no properties.
    @Test func aWholeFileFindingFallsBackToLineOne() throws {
        func finding(_ location: ColorAudit.SourceLocation) -> Finding {
            Finding(
                rule: "image-color-profile", severity: .error, appearance: .any, tokens: ["Logo"],
                message: "missing", location: location)
        }
        let report = PaletteReport(
            palette: Palette(file: "A.xcassets", tokens: []), appearances: [.any], platform: .ios,
            findings: [
                finding(ColorAudit.SourceLocation(file: "A.xcassets/Logo.imageset/logo.png")),
                finding(ColorAudit.SourceLocation(file: "A.xcassets/Logo.imageset/Contents.json", line: 7, column: 3)),
            ], uncheckedTokens: [], inheritedValues: [], pairsChecked: 0)
        let sarif = SARIFReporter().render(AuditRun(reports: [report]))
        #expect(try GitHubUploadRules.problems(sarif) == [])
        let found = try locations(sarif)
        #expect(
            found.map { $0["region"] as? [String: Int] } == [["startLine": 1], ["startLine": 7, "startColumn": 3]])
        #expect(found[0]["properties"] as? [String: Bool] == ["fileLevel": true])
        #expect(found[1]["properties"] == nil)
        let junit = JUnitReporter().render(AuditRun(reports: [report]))
        // One testcase (same rule and token) failing twice: each finding's message, then its location.
        #expect(junit.contains("error: missing\nA.xcassets/Logo.imageset/logo.png\n"))
        #expect(junit.contains("error: missing\nA.xcassets/Logo.imageset/Contents.json:7:3"))
        #expect(!junit.contains("logo.png:0:0"))
    }

    /// 12 text greys on white, #aaaaa1 … #aaaaac: each a little more blue than the last, so each is lighter
    /// (higher relative luminance) and has less contrast with white than the one before; all are below
    /// 4.5:1 (#aaaaaa is 2.32:1). Over GitHub's 10 per step, the 9 annotated must be the worst: grey4 …
    /// grey12; grey1 … grey3, the least bad, are the log lines.
    @Test func githubAnnotatesTheWorstFirst() throws {
        let workspace = try GateWorkspace()
        defer { workspace.remove() }
        var palette = "colors:\n  page: { value: \"#ffffff\", role: background }\n"
        for i in 1...12 { palette += "  grey\(i): { value: \"#aaaaa\(String(i, radix: 16))\", role: text }\n" }
        palette += "pairs:\n"
        for i in 1...12 { palette += "  - { foreground: grey\(i), background: page }\n" }
        try workspace.write("many.yaml", palette)
        let result = try workspace.run(["audit", "many.yaml", "--format", "github", "--rule", "cvd-collision=off"])
        #expect(result.status == 1)
        let lines = result.stdout.split(separator: "\n").map(String.init)
        func greys(_ selected: [String]) -> Set<Int> {
            Set(
                selected.compactMap { line in
                    (1...12).first { line.contains("grey\($0) on page") }
                })
        }
        let annotated = lines.filter { $0.hasPrefix("::error file=") }
        #expect(greys(annotated) == Set(4...12))
        #expect(greys(lines.filter { $0.hasPrefix("many.yaml:") }) == Set(1...3))
        #expect(lines.contains { $0.hasPrefix("::error title=coloraudit%3A 3 more::3 more error findings") })
    }
}
