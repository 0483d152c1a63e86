import Foundation
import Testing

@testable import ColorAudit
@testable import ColorScience

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
        // Theme groups brand (Casual, Business) × color (Green, Blue, Purple): six combinations, but the brand
        // themes change no colour (upstream, tokens-studio/lion-example 545a3ae, `brand/business.json` sets
        // only `borderRadius.default`; here both brand sets are missing), so each colour theme is one palette
        // judged once, for both brands.
        #expect(palettes.count == 3)
        let blue = try #require(palettes.first { $0.name == "tokens (Casual, Blue; also Business, Blue)" })
        #expect(blue.variant == "Casual, Blue")
        #expect(blue.sameColours == ["Business, Blue"])
        #expect(blue.isTheme(named: "Business") && blue.isTheme(named: "Casual") && blue.isTheme(named: "Blue"))
        #expect(
            blue.importNotes.contains {
                $0.kind == .skipped
                    && $0.reason == "the theme 'Business, Blue' gives the same colours as 'Casual, Blue': judged once, "
                        + "as 'Casual, Blue'"
            })
        // 38 primitives + 2 button colours + 1 text colour + 1 colour-theme token.
        #expect(blue.tokens.count == 42)
        // button.bg.color → {colors.bg.default.color} → (color/blue.json) {colors.blue.600} = #3182ce.
        #expect(close(blue.value("button.bg.color", .any)?.color, ImportedFixture.srgb(0x3182ce)))
        let green = try #require(palettes.first { $0.variant == "Casual, Green" })
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

    /// Lion's `$themes.json` lists the sets `primitive/radii` (in all five themes), `brand/casual` (Casual)
    /// and `brand/business` (Business), which are not files of the folder; each is a note at its first
    /// mention, on the palettes whose themes use it. Line numbers read from the fixture: `primitive/radii`
    /// is the 2nd set of Casual at 7:7, `brand/casual` at 10:7, `brand/business` at 22:7.
    @Test func setsThemesListButTheFolderLacksAreNoted() throws {
        let (_, palettes) = try ImportedFixture.palettes("Real/lion-example/tokens")
        func reasons(_ name: String) throws -> [String] {
            try #require(palettes.first { $0.name == name }).importNotes.filter { $0.kind == .unresolved }.map(\.reason)
        }
        // Casual, Blue is judged for Business, Blue too (the same colours): it keeps the notes of both.
        let casualBlue = try reasons("tokens (Casual, Blue; also Business, Blue)")
        #expect(
            casualBlue.contains(
                "the token set 'primitive/radii', used by themes Casual, Business, Green, Blue, Purple, is not in "
                    + "this folder (skipped)"))
        #expect(casualBlue.filter { $0.contains("primitive/radii") }.count == 1)
        #expect(casualBlue.contains { $0.contains("'brand/casual', used by theme Casual,") })
        #expect(
            try reasons("tokens (Casual, Green; also Business, Green)").contains { $0.contains("'brand/business'") })
        let radii = try #require(palettes[0].importNotes.first { $0.reason.contains("primitive/radii") })
        #expect(radii.location.line == 7 && radii.location.column == 7)
    }

    /// A theme whose every set is missing (a renamed set) would audit nothing and pass: an error at the
    /// theme's name, with the nearest set the folder has; every such theme is reported.
    /// Two themes of a group that do change colours stay two palettes; one that changes none joins the first.
    @Test func onlyCombinationsWithTheSameColoursAreJudgedOnce() throws {
        let folder = try ImportTempFolder()
        try folder.write("t/core.json", ##"{"ink": {"value": "#111111", "type": "color"}}"##)
        try folder.write("t/light.json", ##"{"paper": {"value": "#ffffff", "type": "color"}}"##)
        try folder.write("t/sepia.json", ##"{"paper": {"value": "#f4ecd8", "type": "color"}}"##)
        try folder.write("t/round.json", ##"{"radius": {"value": "8", "type": "borderRadius"}}"##)
        try folder.write("t/square.json", ##"{"radius": {"value": "0", "type": "borderRadius"}}"##)
        try folder.write(
            "t/$themes.json",
            """
            [
              {"name": "Round", "group": "shape", "selectedTokenSets": {"core": "source", "round": "enabled"}},
              {"name": "Square", "group": "shape", "selectedTokenSets": {"core": "source", "square": "enabled"}},
              {"name": "Paper", "group": "tone", "selectedTokenSets": {"light": "enabled"}},
              {"name": "Sepia", "group": "tone", "selectedTokenSets": {"sepia": "enabled"}}
            ]
            """)
        let unit = ImportUnit(
            folder: folder.root + "/t", entries: ImportUnit.folderEntries(folder.root + "/t") ?? [], isExplicit: true)
        let palettes = try TokensStudioImporter().importPalettes(unit)
        // Shape changes no colour: Round × {Paper, Sepia}, each judged for Square too.
        #expect(palettes.map(\.variant) == ["Round, Paper", "Round, Sepia"])
        #expect(palettes.map(\.sameColours) == [["Square, Paper"], ["Square, Sepia"]])
        #expect(palettes.last?.value("paper", .any)?.color.hex == "#f4ecd8")
    }

    @Test func aThemeWithNoExistingSetIsAnError() throws {
        let folder = try ImportTempFolder()
        try folder.write("t/color/blue.json", ##"{"brand": {"value": "#0055ff", "type": "color"}}"##)
        // Line 2, column 13 is the B of "Blue" (after two spaces and `{"name": "`); line 3's theme names one missing set too.
        try folder.write(
            "t/$themes.json",
            """
            [
              {"name": "Blue", "selectedTokenSets": {"color/bleu": "enabled"}},
              {"name": "Dark", "selectedTokenSets": {"nope": "enabled", "other": "source"}}
            ]
            """)
        let unit = ImportUnit(
            folder: folder.root + "/t", entries: ImportUnit.folderEntries(folder.root + "/t") ?? [], isExplicit: true)
        do {
            _ = try TokensStudioImporter().importPalettes(unit)
            Issue.record("expected an error")
        } catch {
            #expect(error.location.line == 2 && error.location.column == 13)
            #expect(
                error.message.hasPrefix(
                    "theme 'Blue' uses no token set of this folder: 'color/bleu' is not one (did you mean 'color/blue'?)"
                ))
            #expect(
                error.description.contains("theme 'Dark' uses no token set of this folder: 'nope', 'other' are none"))
        }
    }
}
