import Foundation
import Testing

@testable import ColorAudit

/// Tokens Studio and Style Dictionary sources: Element's Compound tokens (four themes), Pinterest
/// Gestalt (Style Dictionary, light/dark files), the Tokens Studio Lion example ($themes), and traps.
/// Counts are the colour tokens per file counted with a script over the JSON; values read by hand.
@Suite struct TokensStudioImporterTests {
    @Test func compoundFourAppearancesFromSetNames() throws {
        let (format, palette) = try ImportedFixture.palette("Real/compound-design-tokens/tokens")
        #expect(format == "tokens-studio")
        #expect(palette.appearances == [.light, .dark, .lightHighContrast, .darkHighContrast])
        // 309 colour tokens per theme file + 67 aliases in theme-semantics.json.
        #expect(palette.tokens.count == 376)
        // color.text.primary = {color.gray.1400}: #1b1d22 in theme-light.json, #ebeef2 in theme-dark.json.
        let light = try #require(palette.value("color.text.primary", .light))
        #expect(light.aliasOf == "color.gray.1400")
        #expect(close(light.color, ImportedFixture.srgb(0x1b1d22)))
        #expect(close(palette.value("color.text.primary", .dark)?.color, ImportedFixture.srgb(0xebeef2)))
        // Legacy hsl with a fourth comma argument: hsl(0, 100%, 19%, 1) → l = 0.19, s = 1: r = 0.38.
        let red = try #require(palette.value("color.alpha.red.1300", .light)?.color)
        #expect(abs(red.components.x - 0.38) < 1e-9 && red.components.y.magnitude < 1e-9)
        #expect(palette.token(named: "color.text.primary")?.location.line == 4)
    }

    @Test func gestaltStyleDictionaryLightAndDark() throws {
        let (_, palette) = try ImportedFixture.palette("Real/gestalt/packages/gestalt-design-tokens/tokens/classic")
        #expect(palette.appearances == [.light, .dark])
        // 109 base colours + 66 semantic names (the same 66 in the light and dark files).
        #expect(palette.tokens.count == 175)
        // sema-color-dark: color.text.default = {color.white.mochimalist.0.value} = #FFFFFF.
        let dark = try #require(palette.value("color.text.default", .dark))
        #expect(dark.aliasOf == "color.white.mochimalist.0")
        #expect(close(dark.color, ImportedFixture.srgb(0xffffff)))
    }

    @Test func lionThemesBecomePalettes() throws {
        let (_, palettes) = try ImportedFixture.palettes("Real/lion-example/tokens")
        // Theme groups brand (Casual, Business) × color (Green, Blue, Purple).
        #expect(palettes.count == 6)
        let blue = try #require(palettes.first { $0.name == "tokens (Casual, Blue)" })
        // 38 primitives + 2 button colours + 1 text colour + 1 colour-theme token.
        #expect(blue.tokens.count == 42)
        // button.bg.color → {colors.bg.default.color} → (color/blue.json) {colors.blue.600} = #3182ce.
        #expect(close(blue.value("button.bg.color", .any)?.color, ImportedFixture.srgb(0x3182ce)))
        let green = try #require(palettes.first { $0.name == "tokens (Casual, Green)" })
        #expect(close(green.value("button.bg.color", .any)?.color, ImportedFixture.srgb(0x38a169)))
        // button.text.color → {text.primary.color} → {colors.white} = #ffffff.
        #expect(close(green.value("button.text.color", .any)?.color, ImportedFixture.srgb(0xffffff)))
    }

    @Test func colourFunctionsAroundAliases() throws {
        let (format, palette) = try ImportedFixture.palette("Traps/rgba-alias.json")
        #expect(format == "tokens-studio")
        // rgba( {base.blue} , 16%) = #0066ff at alpha 0.16.
        #expect(close(palette.value("overlay.light", .any)?.color, ImportedFixture.srgb(0x0066ff, alpha: 0.16)))
        #expect(close(palette.value("overlay.slash", .any)?.color, ImportedFixture.srgb(0x0066ff, alpha: 0.5)))
        // {base.blue.value} is Style Dictionary's spelling of {base.blue}.
        #expect(palette.value("overlay.old", .any)?.aliasOf == "base.blue")
        // darken() is reported, not guessed.
        #expect(palette.token(named: "overlay.darker") == nil)
        #expect(palette.importNotes.contains { $0.token == "overlay.darker" && $0.reason.contains("darken") })
    }

    @Test("rgba() around an alias with an alpha outside 0…1 says what the alpha must be")
    func rgbaAlphaOutOfRange() throws {
        let location = SourceLocation(file: "t.json", line: 1, column: 1)
        // 5 is neither a fraction 0…1 nor a percentage: the note names the alpha, not the function.
        for text in ["rgba({a}, 5)", "rgb({a} / 140%)", "rgba({a}, x)"] {
            guard case .unsupported(let reason, _, _) = try TokenExpression.parse(text, at: location) else {
                Issue.record("\(text) was accepted")
                continue
            }
            #expect(reason.contains("one alpha: a number 0…1 or a percentage"), "\(text): \(reason)")
        }
        guard case .unsupported(let reason, _, _) = try TokenExpression.parse("darken({a}, 0.2)", at: location) else {
            Issue.record("darken was accepted")
            return
        }
        #expect(reason.contains("'darken' around an alias is not supported"))
    }
}
