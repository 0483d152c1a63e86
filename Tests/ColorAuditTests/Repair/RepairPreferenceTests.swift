import Foundation
import Testing

@testable import ColorAudit
@testable import ColorScience

/// The repair's preferences among the moves that meet a pair, each explained by what design systems
/// document (`PaletteRepair`), on hand-made palettes whose contrast ratios follow from the WCAG relative
/// luminance formula (WCAG 2.2, "relative luminance" and "contrast ratio").
@Suite("Repair preferences")
struct RepairPreferenceTests {
    func plan(_ yaml: String) throws -> RepairPlan {
        let folder = try ImportTempFolder()
        let path = try folder.write("palette.yaml", yaml)
        let palette = try #require(try importPaths([path]).first)
        return PaletteRepair.plan(palette, configuration: Configuration())
    }

    /// Figma SDS's dark danger and positive text on its `gray.700` hover surface (values of
    /// `color.tokens.json`): `red.400` #f4776a has L 0.334, 4.29:1 on #383838 (L 0.0395) — fails 4.5:1;
    /// `red.300` #fcb3ad has L 0.560, 6.81:1. The lighter red comes near `green.400` #85e0a3 under
    /// deuteranopia, which `cvd-collision` reports as a warning (the two differ in a status word only).
    /// The surface is fixed (SDS's hover surface carries many foregrounds): the text moves.
    static let sds = """
        colors:
          red.300: "#fcb3ad"
          red.400: "#f4776a"
          red.500: "#ec221f"
          green.400: "#85e0a3"
          text.danger: { value: "{red.400}", role: text }
          text.success: { value: "{green.400}", role: text }
          hover: { value: "#383838", role: background }
        fixed: [hover]
        """

    @Test("An alias is re-pointed to the step that passes, not replaced by a value off its scale")
    func stepBeforeNewValue() throws {
        let page = HandWCAG.luminance(0x38, 0x38, 0x38)
        #expect(HandWCAG.ratio(HandWCAG.luminance(0xf4, 0x77, 0x6a), page) < 4.5)
        #expect(HandWCAG.ratio(HandWCAG.luminance(0xfc, 0xb3, 0xad), page) >= 4.5)
        #expect(HandWCAG.ratio(HandWCAG.luminance(0xec, 0x22, 0x1f), page) < 4.5)
        let result = try plan(Self.sds)
        #expect(result.unmet.isEmpty)
        let change = try #require(result.changes.first { $0.token == "text.danger" })
        #expect(change.replacement == "{red.300}")
        #expect(change.repointed?.to == "red.300")
        #expect(change.notTellsApart == ["text.success"])
        // The separation the step gives up is what `cvd-collision` reports after the repair: the plan says so.
        #expect(
            result.lostSeparations.contains {
                $0.deficiency == "deuteranopia" && Set([$0.first, $0.second]) == ["text.danger", "text.success"]
            })
    }

    @Test("A declared group is never given up for a step: a new value then")
    func declaredGroupKept() throws {
        let result = try plan(Self.sds + "\ngroups:\n  status: [text.danger, text.success]\n")
        // The new value is written at the step only this alias names, lighter than #f4776a.
        let change = try #require(result.changes.first)
        #expect(result.changes.count == 1)
        #expect(change.repointed == nil)
        #expect(change.token == "red.400")
        #expect(change.aliasedBy == "text.danger")
        #expect(change.replacement.hasPrefix("#"))
        #expect(change.notTellsApart.isEmpty)
        #expect(result.unmet.isEmpty)
    }

    /// CIELAB L* of an sRGB grey byte `v` (CIE 15: 116 Y^(1/3) − 16, or 903.3 Y at Y ≤ 0.008856).
    func greyLightness(_ v: Double) -> Double {
        let y = HandWCAG.luminance(v, v, v)
        return y <= 216.0 / 24389 ? 24389.0 / 27 * y : 116 * cbrt(y) - 16
    }

    @Test("A change larger than ΔE00 50 is not made: the pair is left as a design decision, the change named")
    func largestChange() throws {
        // Black text (fixed) on a fill aliasing the darkest step of a grey scale: #0d0d0d gives
        // (0.00395 + 0.05) / 0.05 = 1.08:1. gray.500 #333333 (L 0.0331) gives 1.66:1, short of 4.5:1;
        // gray.900 #f0f0f0 (L 0.871) 18.4:1. Between the greys (a* = b* = 0) ΔE00 is ΔL*/S_L:
        // L* 3.56 and 94.79, mean 49.18, S_L = 1 + 0.015 × 0.82² / √(20 + 0.82²) = 1.002, so 91.0 — more
        // than 50. The fill's value differs per appearance, so no one new value can replace the alias.
        #expect(HandWCAG.ratio(0, HandWCAG.luminance(0x33, 0x33, 0x33)) < 4.5)
        #expect(HandWCAG.ratio(0, HandWCAG.luminance(0xf0, 0xf0, 0xf0)) >= 4.5)
        let (dark, light) = (greyLightness(0x0d), greyLightness(0xf0))
        let mean = (dark + light) / 2
        let difference = (light - dark) / (1 + 0.015 * pow(mean - 50, 2) / (20 + pow(mean - 50, 2)).squareRoot())
        #expect(abs(difference - 91.0) < 0.1)
        let result = try plan(
            """
            colors:
              gray.100: { light: "#0d0d0d", dark: "#0c0c0c" }
              gray.500: "#333333"
              gray.900: "#f0f0f0"
              ink: { value: "#000000", role: text }
              fill: { value: "{gray.100}", role: background }
            fixed: [ink]
            """)
        #expect(result.failingBefore == 2)
        #expect(result.changes.isEmpty)
        #expect(result.unmet.count == 2)
        for unmet in result.unmet {
            #expect(
                unmet.reason.hasPrefix(
                    "needs a design decision: the nearest change meeting it, fill {gray.100} → {gray.900} (ΔE00 9"))
            #expect(unmet.reason.hasSuffix("is larger than the ΔE00 50 the repair changes a colour by (ink is fixed)"))
        }
    }

    /// The contrast with white of `rgba(0, 132, 255, alpha)` drawn on white (source-over per sRGB channel:
    /// red 1 − alpha, green 1 − alpha × 123/255, blue 1).
    func ringOnWhite(_ alpha: Double) -> Double {
        HandWCAG.ratio(HandWCAG.luminance(255 * (1 - alpha), 255 * (1 - alpha * 123 / 255), 255), 1)
    }

    @Test("A translucent focus ring first gains opacity: 0.5 → 0.841 reaches 3:1 on white, same colour")
    func opacityFirst() throws {
        // Gestalt's `color.border.focus` rgba(0, 132, 255, 0.5) on white: 1.90:1; opaque #0084ff 3.66:1.
        // The contrast grows with alpha; 3:1 needs L = 1.05 / 3 − 0.05 = 0.30, reached at alpha 0.8409:
        // 0.840 gives less than 3:1, 0.841 (three decimals, as rgba() is written) 3:1 or more.
        #expect(ringOnWhite(0.5) < 3)
        #expect(ringOnWhite(0.840) < 3)
        #expect(ringOnWhite(0.841) >= 3)
        let result = try plan(
            """
            colors:
              ring: { value: "rgba(0, 132, 255, 0.5)", role: focus }
              page: { value: "#ffffff", role: background }
            fixed: [page]
            """)
        #expect(result.unmet.isEmpty)
        let change = try #require(result.changes.first)
        #expect(result.changes.count == 1)
        #expect(change.replacement == "rgba(0, 132, 255, 0.841)")
        // In 8-bit hex the least byte: 0xd6 = 214/255 = 0.8392 fails, 0xd7 = 0.8431 passes.
        #expect(ringOnWhite(214 / 255) < 3)
        #expect(ringOnWhite(215 / 255) >= 3)
        let hex = try plan(
            """
            colors:
              ring: { value: "#0084ff80", role: focus }
              page: { value: "#ffffff", role: background }
            fixed: [page]
            """)
        #expect(hex.changes.first?.replacement == "#0084ffd7")
    }

    @Test("When no opacity reaches the ratio, the lightness changes and the alpha is kept")
    func opacityNotEnough() throws {
        // Opaque #0084ff (L 0.2372) on #bbbbbb (L 0.4969): 1.90:1, below 3:1 at any alpha.
        #expect(HandWCAG.ratio(HandWCAG.luminance(0, 0x84, 0xff), HandWCAG.luminance(0xbb, 0xbb, 0xbb)) < 3)
        let result = try plan(
            """
            colors:
              ring: { value: "rgba(0, 132, 255, 0.5)", role: focus }
              page: { value: "#bbbbbb", role: background }
            fixed: [page]
            """)
        let change = try #require(result.changes.first)
        #expect(change.replacement.hasSuffix(", 0.5)"))
        #expect(change.replacement != "rgba(0, 132, 255, 0.5)")
    }

    @Test("An ordered surface scale keeps its order: no surface is moved past its neighbour")
    func scaleOrder() throws {
        // Open Props' surfaces are consecutive steps of one gray scale, ordered in lightness. Fixed text
        // #8a8a8a (L 0.2542) on surface-3 #2a2a2a (L 0.0232): 4.16:1; 4.5:1 needs L ≤ 0.3042 / 4.5 − 0.05 =
        // 0.0176, a grey byte ≤ 0x23, while surface-2 #1e1e1e has L 0.0130: the only greys that pass and
        // stay above surface-2 are 0x1f…0x23, all within ΔE00 3 of it. Darker than surface-2 (as the
        // repair did: #010101, below surface-1) would turn the scale's order around: the pairs are left.
        func grey(_ v: Double) -> Double { HandWCAG.luminance(v, v, v) }
        #expect(HandWCAG.ratio(grey(0x8a), grey(0x2a)) < 4.5)
        #expect(HandWCAG.ratio(grey(0x8a), grey(0x23)) >= 4.5)
        #expect(HandWCAG.ratio(grey(0x8a), grey(0x24)) < 4.5)
        #expect(grey(0x1e) < grey(0x1f))
        let result = try plan(
            """
            colors:
              surface-1: { value: "#121212", role: background }
              surface-2: { value: "#1e1e1e", role: background }
              surface-3: { value: "#2a2a2a", role: background }
              surface-4: { value: "#383838", role: background }
              text: { value: "#8a8a8a", role: text }
            fixed: [text]
            """)
        #expect(result.changes.isEmpty)
        #expect(result.unmet.count == 2)
        #expect(ScaleOrderCheck.direction([1, 2, 3]) == true)
        #expect(ScaleOrderCheck.direction([3, 2, 1]) == false)
        #expect(ScaleOrderCheck.direction([1, 3, 2]) == nil)
        #expect(ScaleOrderCheck.number("gray.roboflow.550") == 550)
        #expect(ScaleOrderCheck.number("--surface-4") == 4)
    }
}
