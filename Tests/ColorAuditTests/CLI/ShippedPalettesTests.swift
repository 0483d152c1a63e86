import Foundation
import Testing

@testable import ColorAudit
@testable import ColorScience

/// The palettes in `palettes/` show what they claim (the expected numbers are the hand derivations in
/// each file's comments).
@Suite struct ShippedPalettesTests {
    static let root = PackagePaths.root.appendingPathComponent("palettes")

    func audit(_ path: String, _ configuration: Configuration = Configuration()) throws -> PaletteReport {
        let url = Self.root.appendingPathComponent(path)
        let palette = try NativePaletteImporter().importPalette(contents: try Data(contentsOf: url), path: path)
        return Auditor(configuration: configuration).audit(palette)
    }

    @Test func designIntentExampleFiresEveryDesignIntentRule() throws {
        let report = try audit("examples/design-intent.yaml", Configuration(glare: Glare.outdoor.fraction))
        let fired = Set(report.findings.map(\.rule))
        for rule: RuleID in [
            "interactive-static-reuse", "key-color-consistency", "wide-gamut-fallback", "missing-appearance",
            "increased-contrast-variant", "text-size-minimum", "contrast-under-glare", "link-in-text-block",
            "focus-indicator-contrast",
        ] {
            #expect(fired.contains(rule), "\(rule) does not fire")
        }
        // The purple accent with no dark value: 3.386:1 on black (file comment).
        // Each of the issue-11 rules once: the link 2.08:1 from its text, the ring 1.45:1 on the page
        // (file comments); the disabled label is exempt but listed.
        #expect(report.findings.filter { $0.rule == "link-in-text-block" }.count == 1)
        #expect(report.findings.filter { $0.rule == "focus-indicator-contrast" }.count == 1)
        #expect(!report.findings.contains { $0.tokens.first == "labelDisabled" && $0.rule == "contrast-minimum" })
        #expect(report.inactivePairs.map(\.tokens) == [["labelDisabled", "paper"]])
        let missing = try #require(report.findings.first { $0.rule == "missing-appearance" })
        #expect(abs((missing.measurements["ratio"]?.value ?? 0) - 3.386) < 1e-3)
    }

    @Test func knownProblemsExampleReportsItsProblems() throws {
        let report = try audit("examples/known-problems.yaml")
        let minimum = report.findings.filter { $0.rule == "contrast-minimum" }
        // (1) #777777 on white: 4.4781 (file comment), not rounded up to 4.5.
        #expect(
            minimum.contains {
                $0.tokens == ["mutedText", "page"] && abs(($0.measurements["ratio"]?.value ?? 0) - 4.4781) < 1e-4
            })
        // The red/green status pair collides for deuteranopia.
        #expect(
            report.findings.contains {
                $0.rule == "cvd-collision" && $0.facts["deficiency"] == "deuteranopia"
                    && Set($0.tokens) == ["error", "success"]
            })
    }

    @Test func iosSystemColoursHaveTheRedGreenCollision() throws {
        let report = try audit("ios-system-colors.yaml")
        #expect(
            report.findings.contains {
                $0.rule == "cvd-collision" && $0.facts["deficiency"] == "deuteranopia" && $0.appearance == .light
                    && Set($0.tokens) == ["systemRed", "systemGreen"] && $0.facts["confusion"] == "red/green"
            })
    }
}
