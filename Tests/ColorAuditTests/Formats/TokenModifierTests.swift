import Foundation
import Testing

@testable import ColorAudit
@testable import ColorScience

/// Tokens Studio colour modifiers (`$extensions["studio.tokens"].modify`), computed as sd-transforms
/// documents them (src/color-modifiers): lighten mixes each sRGB/P3 channel toward 1 by the amount
/// (HSL/LCh lightness toward 100, LCh chroma down by the amount), darken toward 0, mix interpolates in the
/// space, alpha sets the alpha. #C14242 = (193, 66, 66)/255; expected values derived by hand from these
/// formulas, the LCh and P3 ones as sd-transforms' own tests give them (transformColorModifiers.spec.ts).
@Suite struct TokenModifierTests {
    private func components(_ palette: Palette, _ name: String) throws -> Color {
        try #require(palette.value(name, .any)?.color, "\(name)")
    }

    private func near(_ color: Color, _ space: ColorSpace, _ expected: SIMD3<Double>, _ tolerance: Double) -> Bool {
        guard color.space == space else { return false }
        let d = color.components - expected
        return abs(d.x) <= tolerance && abs(d.y) <= tolerance && abs(d.z) <= tolerance
    }

    @Test func lightenDarkenMixAlphaInEachSpace() throws {
        let (format, palette) = try ImportedFixture.palette("TokensStudio/modifiers.json")
        #expect(format == "tokens-studio")
        // srgb lighten 0.2: 193 + 0.2·(255 − 193) = 205.4, 66 + 0.2·189 = 103.8 (of 255).
        let lighter = try components(palette, "colors.red.lighter-srgb")
        #expect(near(lighter, .srgb, SIMD3(205.4, 103.8, 103.8) / 255, 1e-9))
        // srgb darken 0.2: 193·0.8 = 154.4, 66·0.8 = 52.8.
        #expect(near(try components(palette, "colors.red.darker-srgb"), .srgb, SIMD3(154.4, 52.8, 52.8) / 255, 1e-9))
        // hsl lighten 0.2: H 0, S 50.598 %, L 50.784 % → 60.627 %; back to sRGB L ± S·min(L, 1 − L):
        // 0.60627 ± 0.50598·0.39373 = 0.80549, 0.40706 (sd-transforms: hsl(0 50.598% 60.627%)).
        #expect(
            near(try components(palette, "colors.red.lighter-hsl"), .srgb, SIMD3(0.80549, 0.40706, 0.40706), 2e-5))
        // lch: #C14242 is lch(47.107 59.35 29.704); lighten L + 0.2·(100 − L) = 57.685, C·0.8 = 47.48;
        // darken L·0.8 = 37.685 (sd-transforms: lch(57.685 47.48 29.704), lch(37.685 47.48 29.704)).
        #expect(near(try components(palette, "colors.red.lighter-lch"), .lch, SIMD3(57.685, 47.48, 29.704), 0.02))
        #expect(near(try components(palette, "colors.red.darker-lch"), .lch, SIMD3(37.685, 47.48, 29.704), 0.02))
        // p3: #C14242 is color(display-p3 0.7002 0.29415 0.27766); darken ·0.8 (sd-transforms: 0.56016
        // 0.23532 0.22213).
        #expect(
            near(try components(palette, "colors.red.darker-p3"), .displayP3, SIMD3(0.56016, 0.23532, 0.22213), 2e-4))
        // alpha 0.2: the colour with alpha 0.2.
        let faded = try components(palette, "colors.red.faded")
        #expect(near(faded, .srgb, SIMD3(193, 66, 66) / 255, 1e-9) && abs(faded.alpha - 0.2) < 1e-12)
        // mix #FFFFFF with #4477DD by 0.74 in srgb: 1 + 0.74·(c − 1) = 1 − 0.74·(187, 136, 34)/255.
        #expect(
            near(
                try components(palette, "colors.mixed"), .srgb,
                SIMD3(1 - 0.74 * 187 / 255, 1 - 0.74 * 136 / 255, 1 - 0.74 * 34 / 255), 1e-9))
        // mix black and white by 0.5 in hsl: both achromatic, L 0 → 100: hsl(none 0% 50%) = 0.5 grey.
        #expect(near(try components(palette, "colors.grey"), .srgb, SIMD3(0.5, 0.5, 0.5), 1e-9))
        // An alias of a modified token takes the modified colour.
        #expect(near(try components(palette, "colors.button"), .srgb, SIMD3(205.4, 103.8, 103.8) / 255, 1e-9))
        #expect(palette.value("colors.red.lighter-srgb", .any)?.source.contains("lighten 0.2 in srgb") == true)
        // An amount that is an expression is skipped and said, not guessed.
        #expect(palette.token(named: "colors.red.computed") == nil)
        #expect(palette.importNotes.contains { $0.token == "colors.red.computed" && $0.reason.contains("0.5 - 0.3") })
    }

    @Test func dtcgTokensStudioExportModifier() throws {
        let folder = try ImportTempFolder()
        let path = try folder.write(
            "m.tokens.json",
            ##"{"red": {"$type": "color", "$value": "#C14242", "$extensions": {"studio.tokens": {"modify": "##
                + ##"{"type": "darken", "value": "0.2", "space": "srgb"}}}}}"##)
        let palette = try #require(try importPaths([path]).first)
        #expect(palette.format == "dtcg")
        // 193·0.8 = 154.4, 66·0.8 = 52.8 (of 255).
        #expect(near(try components(palette, "red"), .srgb, SIMD3(154.4, 52.8, 52.8) / 255, 1e-9))
    }

    @Test(arguments: [
        (#"{"type": "blend", "value": "0.2", "space": "srgb"}"#, "unknown value 'blend'"),
        (#"{"type": "lighten", "value": "0.2", "space": "oklch"}"#, "unknown value 'oklch'"),
        (#"{"type": "lighten", "value": "0.2"}"#, "expected a 'space'"),
        (#"{"type": "mix", "value": "0.2", "space": "srgb"}"#, "a mix needs a 'color'"),
    ])
    func unknownOrIncompleteModifiersAreInputErrors(modify: String, message: String) throws {
        let folder = try ImportTempFolder()
        let text =
            ##"{"a": {"value": "#C14242", "type": "color", "$extensions": {"studio.tokens": {"modify": "##
            + modify + "}}}}"
        let path = try folder.write("m.json", text)
        do {
            _ = try importPaths([path])
            Issue.record("accepted \(modify)")
        } catch let error as PaletteError {
            #expect(error.message.contains(message), "\(error.message)")
            #expect(error.location.file == path && error.location.line == 1)
        }
    }
}
