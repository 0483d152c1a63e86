import Foundation
import Testing

@testable import ColorAudit
@testable import ColorScience

/// The repair of a palette (`PaletteRepair`), on hand-made palettes whose answers follow from the WCAG
/// relative luminance formula (WCAG 2.2, "relative luminance" and "contrast ratio" definitions).
@Suite("Palette repair")
struct PaletteRepairTests {
    /// The plan of a palette written in our YAML format.
    func plan(_ yaml: String, configuration: Configuration = Configuration()) throws -> RepairPlan {
        let folder = try ImportTempFolder()
        let path = try folder.write("palette.yaml", yaml)
        let palette = try #require(try importPaths([path]).first)
        return PaletteRepair.plan(palette, configuration: configuration)
    }

    /// WCAG relative luminance of an sRGB grey byte `v` (0…255).
    func greyLuminance(_ v: Double) -> Double {
        let c = v / 255
        return c <= 0.04045 ? c / 12.92 : pow((c + 0.055) / 1.055, 2.4)
    }

    @Test("Grey text on white moves to the lightest grey that reaches 4.5:1, #767676")
    func greyOnWhite() throws {
        // 4.5:1 on white (L = 1) needs L ≤ 1.05 / 4.5 − 0.05 = 0.18333; the sRGB grey byte with that
        // luminance is 255 × (1.055 × 0.18333^(1/2.4) − 0.055) = 118.65, so 118 = 0x76 is the lightest
        // passing grey and #777777 (119) the first failing one.
        #expect(greyLuminance(118) <= 1.05 / 4.5 - 0.05)
        #expect(greyLuminance(119) > 1.05 / 4.5 - 0.05)
        let result = try plan(
            """
            colors:
              caption: { value: "#777777", role: text }
              page: { value: "#ffffff", role: background }
            """)
        #expect(result.failingBefore == 1)
        #expect(result.unmet.isEmpty)
        let change = try #require(result.changes.first)
        #expect(result.changes.count == 1)
        #expect(change.token == "caption")
        #expect(change.original == "#777777")
        #expect(change.replacement == "#767676")
        #expect(change.deltaE00 < 1)
    }

    @Test("Upper-case hex stays upper case")
    func upperCase() throws {
        let result = try plan(
            """
            colors:
              caption: { value: "#7A7A7A", role: text }
              page: { value: "#FFFFFF", role: background }
            """)
        let change = try #require(result.changes.first)
        #expect(change.replacement == "#767676")
        #expect(PaletteRepair.hexLike("#5c5c5c", source: "#AABBCC", alphaFirst: false) == "#5C5C5C")
        #expect(PaletteRepair.hexLike("#5c5c5c", source: "#FF777777", alphaFirst: true) == "#FF5C5C5C")
        #expect(PaletteRepair.hexLike("#5c5c5c", source: "#777777ff", alphaFirst: false) == "#5c5c5cff")
        #expect(PaletteRepair.hexLike("#555555", source: "#777", alphaFirst: false) == "#555")
        #expect(PaletteRepair.hexLike("#565656", source: "#777", alphaFirst: false) == "#565656")
        #expect(
            PaletteRepair.rgbLike("rgb(23 23 29 / 0.6)", source: "rgba(60, 60, 67, 0.6)") == "rgba(23, 23, 29, 0.6)")
        #expect(PaletteRepair.rgbLike("rgb(23 23 29)", source: "rgb(60,60,67)") == "rgb(23,23,29)")
        #expect(PaletteRepair.rgbLike("rgb(23 23 29)", source: "rgb(60 60 67)") == "rgb(23 23 29)")
        #expect(PaletteRepair.rgbLike("hsl(0 0% 40.8%)", source: "hsl(0, 0%, 43.5%)") == "hsl(0, 0%, 40.8%)")
        #expect(PaletteRepair.rgbLike("hsl(0 0% 40.8%)", source: "rgb(1, 2, 3)") == "hsl(0 0% 40.8%)")
    }

    @Test("Components a hair outside 0…1 are clamped, others left")
    func clamping() throws {
        let clamped = try #require(PaletteRepair.clamped(Color(.displayP3, 0.9, -0.0001, 1.0002)))
        #expect(clamped.components == SIMD3(0.9, 0, 1))
        #expect(PaletteRepair.clamped(Color(.displayP3, 0.9, -0.01, 0.5)) == nil)
        #expect(PaletteRepair.clamped(Color(.oklch, 0.5, 0.1, 30)) == nil)
    }

    @Test("An alias of a scale step is re-pointed to the nearest step that passes")
    func scaleStep() throws {
        // #777777 on white is 4.48:1 (fails 4.5), #555555 7.46:1, #333333 12.6:1: the nearest passing step
        // is gray.600.
        let result = try plan(
            """
            colors:
              gray.400: "#999999"
              gray.500: "#777777"
              gray.600: "#555555"
              gray.700: "#333333"
              text.subtle: { value: "{gray.500}", role: text }
              page: { value: "#ffffff", role: background }
            """)
        #expect(result.unmet.isEmpty)
        let change = try #require(result.changes.first)
        #expect(result.changes.count == 1)
        #expect(change.token == "text.subtle")
        #expect(change.original == "{gray.500}")
        #expect(change.replacement == "{gray.600}")
        #expect(change.repointed?.to == "gray.600")
    }

    @Test("Translucent steps are compared as shown: the nearest passing alpha, not the first step")
    func translucentSteps() throws {
        // White at alpha a over black is the grey (a, a, a) (source-over on sRGB components). Against black:
        // 102/255 (0x66) gives 3.66:1 (fails), 128/255 (0x80) 5.32:1, 179/255 (0xb3) 10.0:1. From 13/255
        // (0x0d, L* 3.64) the 0x80 grey (L* 53.59) is ΔE00 38.01 away, the 0xb3 grey (L* 72.94) 59.54 (neutral
        // greys: ΔL / S_L, Sharma, Wu & Dalal eq. 16). Unmixed, every step is white: ΔE00 0 each, and the
        // first passing step in the file (white.700) was taken.
        let result = try plan(
            """
            colors:
              white.100: "#ffffff0d"
              white.700: "#ffffffb3"
              white.500: "#ffffff80"
              white.400: "#ffffff66"
              caption: { value: "{white.100}", role: text }
              page: { value: "#000000", role: background }
            """)
        #expect(result.unmet.isEmpty)
        let change = try #require(result.changes.first)
        #expect(result.changes.count == 1)
        #expect(change.replacement == "{white.500}")
        #expect(abs(change.deltaE00 - 38.01) < 0.05)
    }

    @Test("A fixed colour is not moved; a pair no other colour can meet is left with the reason")
    func fixedColour() throws {
        // The background is already white: no lighter colour exists, and it may not cross to the dark side.
        let result = try plan(
            """
            fixed: [brand*]
            colors:
              brandText: { value: "#777777", role: text }
              page: { value: "#ffffff", role: background }
            """)
        #expect(result.changes.isEmpty)
        let unmet = try #require(result.unmet.first)
        #expect(unmet.foreground == "brandText")
        #expect(unmet.reason.contains("brandText is fixed"))
        // page is the lighter of the two and keeps its side: only lighter colours, and white, are tried.
        #expect(unmet.reason.contains("no lighter colour of page's hue, nor white, reaches 4.5:1"))
    }

    @Test("The configuration's fixed patterns count too")
    func fixedByConfiguration() throws {
        var configuration = Configuration()
        configuration.fixedColors = [try Glob("caption")]
        let result = try plan(
            """
            colors:
              caption: { value: "#777777", role: text }
              page: { value: "#f8f8f8", role: background }
            """, configuration: configuration)
        #expect(!result.changes.contains { $0.token == "caption" })
        #expect(result.unmet.count == 1)
    }

    @Test("A border whose rule is silenced as decorative keeps its colour; the failing pairs beside it move")
    func silencedBorderKept() throws {
        // README "Suppressions": a decorative border silences non-text-contrast where it is written, so
        // audit reports no finding for it. On white, #eeeeee (grey byte 238) is far below 3:1, and
        // #cccccc (204) too: 3:1 needs L ≤ 1.05 / 3 − 0.05 = 0.3; byte 204 has L 0.604. The row line
        // keeps its colour; the field's border (no suppression) and the body text (#777777, 4.48:1) move.
        #expect((1.05) / (greyLuminance(238) + 0.05) < 3)
        #expect((1.05) / (greyLuminance(204) + 0.05) < 3)
        let yaml = """
            colors:
              page: { value: "#ffffff", role: background }
              body: { value: "#777777", role: text }
              row-line:
                value: "#eeeeee"
                role: border
                ignore:
                  non-text-contrast: "decorative line between list rows, identifies no component"
              field-border: { value: "#cccccc", role: border }
            """
        let result = try plan(yaml)
        #expect(result.failingBefore == 2)
        #expect(result.unmet.isEmpty)
        #expect(result.changes.map(\.token).sorted() == ["body", "field-border"])
        #expect(result.changes.first { $0.token == "body" }?.replacement == "#767676")
        let border = try #require(result.changes.first { $0.token == "field-border" })
        #expect(RelativeLuminance.of(border.after) <= 1.05 / 3 - 0.05)
        // Without the suppression the same line is a border judged at 3:1, and moves.
        let judged = try plan(
            yaml.replacingOccurrences(of: "non-text-contrast: \"decor", with: "contrast-minimum: \"decor"))
        #expect(judged.failingBefore == 3)
        #expect(judged.changes.contains { $0.token == "row-line" })
    }

    @Test("A shared text colour is fixed for one pair without breaking the other")
    func sharedForeground() throws {
        // ink #777777 fails on white (4.48:1) and on #333333 (2.82:1). No grey passes on both: on white it
        // needs L ≤ 0.1833, on #333333 L ≥ 0.324. The foreground moves first, to #767676 (white pair);
        // then #333333 must darken until (L(#767676) + 0.05) / (L + 0.05) ≥ 4.5.
        let result = try plan(
            """
            colors:
              ink: { value: "#777777", role: text }
              page: { value: "#ffffff", role: background }
              panel: { value: "#333333", role: background }
            """)
        #expect(result.failingBefore == 2)
        #expect(result.unmet.isEmpty)
        let ink = try #require(result.changes.first { $0.token == "ink" })
        #expect(ink.replacement == "#767676")
        let panel = try #require(result.changes.first { $0.token == "panel" })
        let panelY = RelativeLuminance.of(panel.after)
        #expect(panelY <= (greyLuminance(118) + 0.05) / 4.5 - 0.05)
        #expect(panelY < greyLuminance(0x33))
    }

    @Test("--appearance limits the pairs repaired, not the pairs kept")
    func appearanceFilter() throws {
        var configuration = Configuration()
        configuration.appearances = [.dark]
        let result = try plan(
            """
            colors:
              ink: { light: "#777777", dark: "#777777", role: text }
              page: { light: "#ffffff", dark: "#000000", role: background }
            """, configuration: configuration)
        // Dark: #777777 on black is (0.1845 + 0.05) / 0.05 = 4.69:1, passing; light fails but is not asked.
        #expect(result.failingBefore == 0)
        #expect(result.changes.isEmpty)
    }

    @Test("After the changes are written, every checked pair passes")
    func everyPairPasses() throws {
        let folder = try ImportTempFolder()
        let path = try folder.write(
            "palette.yaml",
            """
            colors:
              label: { light: "#8a8a8a", dark: "#5a5a5a", role: text }
              secondaryLabel: { light: "#9a9a9a", dark: "#6a6a6a", role: text }
              tint: { light: "#40a0ff", dark: "#2060c0", role: interactive }
              background: { light: "#ffffff", dark: "#101010", role: background }
              card: { light: "#f0f0f0", dark: "#202020", role: background }
            """)
        let palette = try #require(try importPaths([path]).first)
        let result = PaletteRepair.plan(palette, configuration: Configuration())
        #expect(result.failingBefore > 0)
        #expect(result.unmet.isEmpty)
        let bytes = [UInt8](try Data(contentsOf: URL(fileURLWithPath: path)))
        let edit = SourceRewrite.apply(result.changes, to: bytes, file: path)
        #expect(edit.problems.isEmpty)
        try Data(edit.after).write(to: URL(fileURLWithPath: path))
        let again = PaletteRepair.plan(try #require(try importPaths([path]).first), configuration: Configuration())
        #expect(again.failingBefore == 0)
        #expect(again.changes.isEmpty)
    }
}
