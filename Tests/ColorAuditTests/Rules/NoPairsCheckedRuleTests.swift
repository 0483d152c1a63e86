import Foundation
import Testing

@testable import ColorAudit
@testable import ColorScience

/// `no-pairs-checked`: a palette with colours and no pair checked is a warning at the file (nothing
/// checked is not a pass), so `--strict` fails; palettes that check a pair, or have no colours, get none.
@Suite struct NoPairsCheckedRuleTests {
    private func findings(_ yaml: String, file: String = "set.yaml") throws -> [Finding] {
        let palette = try NativePaletteImporter().importPalette(contents: Data(yaml.utf8), path: file)
        return NoPairsCheckedRule().evaluate(AuditContext(palette: palette, configuration: Configuration()))
    }

    /// A scale of primitives (Radix-like step names say no role: `blue-1` … `blue-12`) forms no pair:
    /// one warning, at the file (line 0), naming no colour, counting the 3 colours read.
    @Test func aScaleWithoutRolesIsAWarningAtTheFile() throws {
        let found = try findings(
            """
            colors:
              blue-1: "#fbfdff"
              blue-9: "#0090ff"
              blue-12: "#113264"
            """, file: "scale.yaml")
        let finding = try #require(found.first)
        #expect(found.count == 1)
        #expect(finding.rule == "no-pairs-checked")
        #expect(finding.severity == .warning)
        #expect(finding.appearance == .any)
        #expect(finding.tokens.isEmpty)
        #expect(finding.location == SourceLocation(file: "scale.yaml"))
        #expect(finding.facts["colors"] == "3")
    }

    /// `text` and `background` are role names (README, roles): one pair is formed, nothing to warn about.
    @Test func aPaletteThatFormsAPairIsNotReported() throws {
        let found = try findings(
            """
            colors:
              text: { value: "#000000", role: text }
              background: { value: "#ffffff", role: background }
            """)
        #expect(found.isEmpty)
    }

    /// Declared pairs over colours without roles: checked, not reported.
    @Test func declaredPairsAreChecked() throws {
        let found = try findings(
            """
            colors:
              blue-1: "#fbfdff"
              blue-12: "#113264"
            pairs:
              - { foreground: blue-12, background: blue-1 }
            """)
        #expect(found.isEmpty)
    }

    /// The rule is listed by `coloraudit rules`, `--strict` fails on it (exit 1), and the text report
    /// says it right under the palette's heading with the two-line fix, before any rule section.
    @Test func strictFailsAndTheTextReportSaysItFirst() throws {
        let folder = try ImportTempFolder()
        let path = try folder.write(
            "scale.yaml",
            """
            colors:
              gray-1: "#fcfcfc"
              gray-12: "#202020"

            """)
        let rules = try InProcessCLI.run(["rules"])
        #expect(rules.stdout.contains("no-pairs-checked"))
        let json = try InProcessCLI.run(["audit", path, "--format", "json", "--strict"])
        let listed = try json.json()["findings"] as? [[String: Any]] ?? []
        #expect(listed.map { $0["rule"] as? String } == ["no-pairs-checked"])
        #expect(json.status == 1, "--strict fails on the warning")
        let plain = try InProcessCLI.run(["audit", path])
        #expect(plain.status == 0, "a warning alone does not fail without --strict")
        let lines = plain.stdout.split(separator: "\n", omittingEmptySubsequences: false).map(String.init)
        let heading = try #require(lines.firstIndex { $0.hasPrefix(path) })
        #expect(lines[heading + 1].hasPrefix("  no pair checked: 2 colours read"))
        #expect(lines[heading + 2].hasPrefix("    fix: declare what is drawn on what: `pairs:"))
        #expect(lines[heading + 3].hasPrefix("    fix: or give roles so pairs are formed: `roles:"))
        // Said once: the heading's notice names the rule, and the finding is not listed again under it.
        #expect(lines[heading + 1].hasSuffix("[no-pairs-checked, warning]:"))
        #expect(!plain.stdout.contains("no-pairs-checked — warning"))
    }
}
