import Foundation
import Testing

@testable import ColorAudit
@testable import ColorScience

/// Contrast fix suggestions: lightness-only changes that pass, in the source's notation.
@Suite struct ContrastSuggestionTests {
    func pair(_ fg: String, _ bg: String) throws -> ResolvedPair {
        var b = PaletteBuilder()
        b.color("ink", role: .text, [.any: try CSSColorParser.parse(fg)])
        b.color("page", role: .background, [.any: try CSSColorParser.parse(bg)])
        b.pair("ink", on: "page")
        let context = AuditContext(palette: b.palette, configuration: Configuration())
        var resolved = try #require(context.pairs.first)
        resolved.foreground.value.source = fg
        resolved.background.value.source = bg
        return resolved
    }

    @Test func greyOnWhiteBecomesTheLightestGreyThatPasses() throws {
        // #777777 on white is 4.478:1. A grey keeps chroma 0, so the lightness-only change is a grey:
        // #767676 (118/255 → Y 0.1812, (1.05)/(0.2312) = 4.54) is the lightest hex grey at ≥ 4.5:1, and
        // lighter greys cannot pass. The background cannot get lighter than white; darker, it would pass
        // only near black (Y ≤ (0.18447 + 0.05)/4.5 − 0.05 = 0.002105, #060606), which inverts the page
        // (ΔE00 ≈ 98): a background keeps its side of the foreground, so there is no background proposal.
        let suggestions = ContrastSuggestion.suggestions(for: try pair("#777777", "#ffffff"), required: 4.5)
        #expect(suggestions.map(\.change) == ["foreground", "background"])
        #expect(suggestions[0].value == "#767676")
        #expect(abs((suggestions[0].achieves["ratio"] ?? 0) - 4.54) < 0.01)
        #expect(suggestions[1].value == nil)
        #expect(suggestions[1].note.contains("stays lighter than the foreground"))
    }

    @Test func aBackgroundIsLightenedOnItsOwnSide() throws {
        // #767676 (Y 0.1812) on #f0f0f0 (240/255 → Y 0.8714): 0.9214/0.2312 = 3.99:1. Lighter, the page
        // passes once Y ≥ 4.5 × 0.2312 − 0.05 = 0.9904 (byte 253: 0.9823 no; 254: 0.9911 yes → #fefefe).
        let suggestions = ContrastSuggestion.suggestions(for: try pair("#767676", "#f0f0f0"), required: 4.5)
        #expect(suggestions[1].value == "#fefefe")
    }

    /// A value written as an alias is named by its colour too: "{gray.900}" alone tells a designer
    /// nothing about how far the fix moves.
    @Test func anAliasIsNamedWithItsColour() throws {
        var resolved = try pair("#777777", "#ffffff")
        resolved.foreground.value.source = "{gray.900}"
        resolved.foreground.value.aliasOf = "gray.900"
        let suggestions = ContrastSuggestion.suggestions(for: resolved, required: 4.5)
        #expect(suggestions[0].note.contains("from #777777, the value of {gray.900})"), "\(suggestions[0].note)")
    }

    /// Android writes `#AARRGGBB`: a translucent Android colour's suggestion is written alpha first too,
    /// so pasting it into colors.xml gives the proposed colour (CSS order `#rrggbbaa` would be read as
    /// another colour there). `#80777777` is grey at alpha 128/255; alpha is kept, so the text starts "#80".
    @Test func anAndroidColourIsSuggestedAlphaFirst() throws {
        var resolved = try pair("#77777780", "#ffffff")
        resolved.foreground.value.source = "#80777777"
        resolved.foreground.value.hexAlphaFirst = true
        // Over white the grey shows as #bbbbbb (1.9:1); at alpha 0.5 even black shows as #808080 (3.95:1),
        // so 3:1 (non-text) is reachable by darkening.
        let suggestion = ContrastSuggestion.suggestions(for: resolved, required: 3)[0]
        let value = try #require(suggestion.value)
        #expect(value.count == 9 && value.hasPrefix("#80"), "\(value)")
        // Read back in CSS order (#rrggbbaa), the text is the suggested colour.
        let css = "#" + value.dropFirst(3) + value.dropFirst().prefix(2)
        #expect(try CSSColorParser.parse(String(css)) == suggestion.color)
    }

    @Test func noLightnessReachesSevenToOneOnMidGrey() throws {
        // On #808080 (Y 0.2159) black gives 0.2659/0.05 = 5.32:1 and white 1.05/0.2659 = 3.95:1: no
        // foreground reaches 7:1; and no background does for #777777 (black 4.69:1, white 4.48:1).
        let suggestions = ContrastSuggestion.suggestions(for: try pair("#777777", "#808080"), required: 7)
        #expect(suggestions.allSatisfy { $0.value == nil && $0.color == nil })
        #expect(suggestions[0].note.contains("no colour of foreground ink's hue reaches 7:1, nor black or white"))
    }

    /// WCAG 2 contrast of an opaque hex colour on white, computed here from the definition (relative
    /// luminance of sRGB, WCAG 2.2 "relative luminance"), not by the code under test.
    static func ratioOnWhite(_ hex: String) throws -> Double {
        let digits = Array(hex.dropFirst())
        func channel(_ i: Int) throws -> Double {
            let value = Double(try #require(Int(String(digits[i..<i + 2]), radix: 16))) / 255
            return value <= 0.04045 ? value / 12.92 : pow((value + 0.055) / 1.055, 2.4)
        }
        let y = 0.2126 * (try channel(0)) + 0.7152 * (try channel(2)) + 0.0722 * (try channel(4))
        return 1.05 / (y + 0.05)
    }

    /// Colours on the sRGB gamut's edge (iOS blue, green and orange, pure red, a saturated teal) cannot be
    /// darkened at their own chroma, so a lightness-only change found nothing; keeping the hue and lowering
    /// the chroma as far as sRGB requires finds a darker colour of the same hue that passes 4.5:1 on white
    /// (a designer's #0062cc is such a blue).
    @Test(arguments: ["#007aff", "#34c759", "#ff0000", "#ff9500", "#00a3a3"])
    func aColourOnTheGamutEdgeGetsADarkerOneOfItsHue(_ original: String) throws {
        let suggestion = ContrastSuggestion.suggestions(for: try pair(original, "#ffffff"), required: 4.5)[0]
        let value = try #require(suggestion.value, "\(suggestion.note)")
        #expect(try Self.ratioOnWhite(value) >= 4.5, "\(value)")
        let before = try CSSColorParser.parse(original).converted(to: .oklch).components
        let after = try CSSColorParser.parse(value).converted(to: .oklch).components
        let hueShift = abs((after.z - before.z + 540).truncatingRemainder(dividingBy: 360) - 180)
        #expect(hueShift < 3, "hue \(before.z) → \(after.z)")
        #expect(after.x < before.x && after.y < before.y)
        #expect(suggestion.note.contains("its OKLCH hue kept, chroma lowered"), "\(suggestion.note)")
    }

    /// Black and white are the last resort, and said to be: yellow needs 7:1 on #595959 (Y 0.0999),
    /// which only the lightest colours reach: white (1.05/0.1499 = 7.004) and #fffffe, white with the
    /// least of yellow's blue taken out (Y 0.2126 + 0.7152 + 0.0722 × 0.99110 = 0.99936: 7.0004); #fefefe
    /// (Y 0.9911) gives 6.95 and every lighter yellow less.
    @Test func whiteIsTheLastResortAndSaidSo() throws {
        let suggestion = ContrastSuggestion.suggestions(for: try pair("#ffff00", "#595959"), required: 7)[0]
        #expect(suggestion.value == "#fffffe")
        #expect(suggestion.note.contains("(white: no colour of its hue passes)"), "\(suggestion.note)")
    }

    /// Black text on `rgba(0,0,0,0.5)` with nothing opaque under it is judged over black too, where the
    /// stack is black (1:1): no foreground change passes, and the note names the fix that does — declaring
    /// the backdrop. On an opaque background the note does not say so.
    @Test func aTranslucentBackgroundWithNothingUnderItNamesTheBackdrop() throws {
        let translucent = ContrastSuggestion.suggestions(for: try pair("#000000", "rgba(0,0,0,0.5)"), required: 4.5)
        #expect(translucent[0].value == nil)
        #expect(
            translucent[0].note.hasSuffix("declare what it is drawn over (the pair's backdrop:)"),
            "\(translucent[0].note)")
        let opaque = ContrastSuggestion.suggestions(for: try pair("#777777", "#808080"), required: 7)
        #expect(!opaque[0].note.contains("backdrop"))
    }

    @Test func suggestionKeepsTheNotation() throws {
        let oklch = ContrastSuggestion.suggestions(for: try pair("oklch(0.6 0.1 250)", "white"), required: 4.5)
        let value = try #require(oklch[0].value)
        #expect(value.hasPrefix("oklch("))
        let parsed = try CSSColorParser.parse(value)
        // Hue and chroma as written, only L lowered.
        #expect(abs(parsed.components.y - 0.1) < 1e-6 && abs(parsed.components.z - 250) < 1e-3)
        #expect(parsed.components.x < 0.6)
        let rgb = ContrastSuggestion.suggestions(for: try pair("rgb(119 119 119)", "white"), required: 4.5)
        #expect(rgb[0].value == "rgb(118 118 118)")
        let hsl = ContrastSuggestion.suggestions(for: try pair("hsl(0 0% 46.7%)", "white"), required: 4.5)
        #expect(hsl[0].value?.hasPrefix("hsl(") == true)
    }

    @Test func displayP3ColoursStayInDisplayP3() throws {
        // P3 green on white is 1.37:1; its darker variants at the same chroma leave sRGB but must stay
        // inside Display P3 and be written as color(display-p3 …).
        let suggestions = ContrastSuggestion.suggestions(
            for: try pair("color(display-p3 0 0.8 0.2)", "white"), required: 3)
        for suggestion in suggestions {
            guard let color = suggestion.color else { continue }
            #expect(color.isInGamut(.displayP3))
        }
        #expect(suggestions[0].value?.hasPrefix("color(display-p3") ?? true)
    }

    /// Every suggestion for every failing contrast pair of the shipped palettes passes when checked as
    /// `coloraudit contrast` does (`ContrastCheck`: worst case over the pair's backdrop), stays in its
    /// gamut, and keeps the OKLCH hue and chroma of the colour it replaces within the notation's rounding.
    @Test func everyShippedSuggestionPasses() throws {
        let files = [
            "ios-system-colors.yaml", "radix-colors.yaml", "examples/known-problems.yaml",
            "examples/design-intent.yaml",
        ]
        var checked = 0
        for file in files {
            let url = ShippedPalettesTests.root.appendingPathComponent(file)
            let palette = try NativePaletteImporter().importPalette(contents: try Data(contentsOf: url), path: file)
            let report = Auditor().audit(palette)
            for finding in report.findings
            where ["contrast-minimum", "contrast-enhanced", "non-text-contrast"]
                .contains(finding.rule)
            {
                #expect(finding.suggestions.count == 2)
                let required = try #require(finding.measurements["required"]?.value)
                let appearances = finding.appearance == .any ? report.appearances : finding.appearances
                for suggestion in finding.suggestions {
                    guard let value = suggestion.value else { continue }
                    let proposed = try CSSColorParser.parse(value)
                    for appearance in appearances {
                        func color(_ name: String) throws -> Color {
                            try #require(palette.token(named: name)?.resolve(appearance)?.value.color)
                        }
                        var layers = try finding.tokens.map(color)
                        layers[suggestion.change == "foreground" ? 0 : 1] = proposed
                        let check = ContrastCheck(
                            foreground: layers[0], background: layers[1], backdrop: layers.dropFirst(2).reversed())
                        #expect(
                            ContrastRatio.meets(check.ratio, required), "\(file) \(finding.message): \(suggestion.note)"
                        )
                        checked += 1
                    }
                }
            }
        }
        #expect(checked > 50)
    }
}
