import Foundation
import Testing

@testable import ColorAudit
@testable import ColorScience

/// `coloraudit pairs`: the pairs an audit checks, per appearance, each with why, and the colours in no
/// pair. Expected pairs derived by hand from `PairFormation` and Primer's documented pairing
/// ("fg.onEmphasis pairs with bg.[ANY_COLOR_ROLE].emphasis tokens").
@Suite struct PairsCommandTests {
    static let palette = """
        colors:
          bgColor-default: "#ffffff"
          bgColor-accent-emphasis: "#0969da"
          fgColor-default: "#1f2328"
          fgColor-onEmphasis: "#ffffff"
          blue-5: "#0969da"

        """

    /// One value per colour: every pair is checked once, as `any`. `fgColor-default` on the general
    /// `bgColor-default` (not on the emphasis fill), `fgColor-onEmphasis` on `bgColor-accent-emphasis`;
    /// `blue-5` has no role and is in no pair.
    @Test func textListsThePairsWithTheirReasons() throws {
        let folder = try ImportTempFolder()
        let path = try folder.write("primer.yaml", Self.palette)
        let result = try InProcessCLI.run(["pairs", path])
        #expect(result.status == 0, "\(result.stderr)")
        let lines = result.stdout.split(separator: "\n").map(String.init)
        #expect(
            lines == [
                "\(path)  (2 pairs; 1 colour in no pair)",
                "  any (every appearance)",
                "    fgColor-default on bgColor-default  text  — " + PairFormation.Reason.generalSurface.rawValue,
                "    fgColor-onEmphasis on bgColor-accent-emphasis  text  — " + PairFormation.Reason.onColor.rawValue,
                "  in no pair:",
                "    blue-5 (no role)",
            ])
    }

    /// `audit --format json` says the same reason for every check, passing or not (`checks[].pairing`).
    @Test func auditChecksCarryTheirPairing() throws {
        let folder = try ImportTempFolder()
        let path = try folder.write("primer.yaml", Self.palette)
        let result = try InProcessCLI.run(["audit", path, "--format", "json"])
        let checks = try #require(try result.json()["checks"] as? [[String: Any]])
        let pairing = Dictionary(
            checks.map { (($0["tokens"] as? [String] ?? []).joined(separator: " on "), $0["pairing"] as? String) },
            uniquingKeysWith: { first, _ in first })
        #expect(
            pairing == [
                "fgColor-default on bgColor-default": PairFormation.Reason.generalSurface.rawValue,
                "fgColor-onEmphasis on bgColor-accent-emphasis": PairFormation.Reason.onColor.rawValue,
            ])
    }

    /// JSON: the same pairs, and a declared pair says `declared`.
    @Test func jsonListsPairsAndUnpairedColours() throws {
        let folder = try ImportTempFolder()
        let formed = try folder.write("primer.yaml", Self.palette)
        let declared = try folder.write(
            "declared.yaml",
            """
            colors:
              ink: "#1f2328"
              page: "#ffffff"
              spare: "#0969da"
            pairs:
              - { foreground: ink, background: page, usage: large-text }

            """)
        let result = try InProcessCLI.run(["pairs", formed, declared, "--format", "json"])
        #expect(result.status == 0, "\(result.stderr)")
        let palettes = try #require(try result.json()["palettes"] as? [[String: Any]])
        #expect(palettes.count == 2)
        let pairs = palettes.map { ($0["pairs"] as? [[String: Any]]) ?? [] }
        #expect(
            pairs[0].map { [$0["foreground"] as? String, $0["background"] as? String, $0["appearance"] as? String] }
                == [
                    ["fgColor-default", "bgColor-default", "any"],
                    ["fgColor-onEmphasis", "bgColor-accent-emphasis", "any"],
                ])
        #expect(pairs[1].map { $0["pairing"] as? String } == ["declared"])
        #expect(pairs[1].map { $0["usage"] as? String } == ["large-text"])
        let unpaired = (palettes[1]["unpaired"] as? [[String: Any]]) ?? []
        #expect(unpaired.map { $0["token"] as? String } == ["spare"])
    }

    /// A stylesheet whose `--link-color` is `var(--brand-blue)`, defined nowhere: an audit warns
    /// (`unresolved-reference`); `pairs` lists it too instead of dropping it silently, at the value
    /// (line 4, column 17: after the two spaces and `--link-color: `), exit status unchanged.
    static let unresolvedStylesheet = """
        :root {
          --text-color: #1f2328;
          --background-color: #ffffff;
          --link-color: var(--brand-blue);
        }

        """

    @Test func textListsUnresolvedReferences() throws {
        let folder = try ImportTempFolder()
        let path = try folder.write("site.css", Self.unresolvedStylesheet)
        let result = try CLIRunner.run(["pairs", path])
        #expect(result.status == 0, "\(result.stderr)")
        let lines = result.stdout.split(separator: "\n").map(String.init)
        #expect(lines.first == "\(path)  (1 pair; 0 colours in no pair; 1 unresolved reference)")
        let formed = PairFormation.Reason.everyBackground.rawValue
        #expect(lines.contains("    --text-color on --background-color  text  — \(formed)"))
        let heading = try #require(lines.firstIndex(of: "  unresolved (not audited):"))
        try #require(lines.count == heading + 2)
        #expect(lines[heading + 1].hasPrefix("    \(path):4:17: --link-color: "))
        #expect(lines[heading + 1].contains("var(--brand-blue)"))
    }

    @Test func jsonListsUnresolvedReferences() throws {
        let folder = try ImportTempFolder()
        let path = try folder.write("site.css", Self.unresolvedStylesheet)
        let result = try CLIRunner.run(["pairs", path, "--format", "json"])
        #expect(result.status == 0, "\(result.stderr)")
        let palettes = try #require(try result.json()["palettes"] as? [[String: Any]])
        try #require(palettes.count == 1)
        let unresolved = try #require(palettes[0]["unresolved"] as? [[String: Any]])
        try #require(unresolved.count == 1)
        #expect(unresolved[0]["token"] as? String == "--link-color")
        #expect(unresolved[0]["file"] as? String == path)
        #expect(unresolved[0]["line"] as? Int == 4)
        #expect(unresolved[0]["column"] as? Int == 17)
        // A palette whose references all resolve lists none.
        let clean = try folder.write("primer.yaml", Self.palette)
        let listed = try CLIRunner.run(["pairs", clean, "--format", "json"])
        let cleanPalettes = try #require(try listed.json()["palettes"] as? [[String: Any]])
        #expect(cleanPalettes.first?["unresolved"] as? [[String: Any]] != nil)
        #expect((cleanPalettes.first?["unresolved"] as? [[String: Any]])?.isEmpty == true)
    }
}
