import ColorAudit
import Testing

// Expected values come from CSS Color Module Level 4 (examples and tables, cited per test) or are derived
// by hand in the comments; none is copied from the parser's output.

/// Parses `text` and checks space, components and alpha within `tolerance`.
private func expectColor(
    _ text: String, _ space: ColorSpace, _ c0: Double, _ c1: Double, _ c2: Double, alpha: Double = 1,
    tolerance: Double = 1e-9, sourceLocation: Testing.SourceLocation = #_sourceLocation
) {
    do {
        let color = try CSSColorParser.parse(text)
        #expect(color.space == space, "\(text)", sourceLocation: sourceLocation)
        let expected = [c0, c1, c2]
        for i in 0..<3 {
            #expect(
                abs(color.components[i] - expected[i]) <= tolerance,
                "\(text): component \(i) is \(color.components[i]), expected \(expected[i])",
                sourceLocation: sourceLocation)
        }
        #expect(
            abs(color.alpha - alpha) <= 1e-9, "\(text): alpha \(color.alpha), expected \(alpha)",
            sourceLocation: sourceLocation)
    } catch {
        Issue.record("\(text) did not parse: \(error)", sourceLocation: sourceLocation)
    }
}

/// Parses `text` as 8-bit sRGB, within half a step (for tables that print rounded bytes), plus `slack`.
private func expectBytes(
    _ text: String, _ r: Double, _ g: Double, _ b: Double, slack: Double = 0,
    sourceLocation: Testing.SourceLocation = #_sourceLocation
) {
    expectColor(
        text, .srgb, r / 255, g / 255, b / 255, tolerance: (0.5 + slack) / 255 + 1e-9,
        sourceLocation: sourceLocation)
}

/// Checks that `text` fails with `kind` at `offset`; returns the error for further checks.
@discardableResult
private func expectError(
    _ text: String, _ kind: ColorParseError.Kind, at offset: Int,
    sourceLocation: Testing.SourceLocation = #_sourceLocation
) -> ColorParseError? {
    do {
        let color = try CSSColorParser.parse(text)
        Issue.record("\(text) parsed as \(color), expected \(kind) at \(offset)", sourceLocation: sourceLocation)
        return nil
    } catch {
        #expect(error.kind == kind, "\(text): \(error)", sourceLocation: sourceLocation)
        #expect(error.offset == offset, "\(text): \(error)", sourceLocation: sourceLocation)
        #expect(error.input == text, sourceLocation: sourceLocation)
        #expect(!error.expected.isEmpty, sourceLocation: sourceLocation)
        return error
    }
}

@Suite("CSSColorParser")
struct CSSColorParserTests {
    // MARK: Hex (CSS Color 4 §5.2)

    @Test func hexNotations() {
        // §5.2 examples: #00ff00 = rgb(0 255 0); #123 = #112233; #0000ffcc = rgb(0 0 100% / 80%) (0xcc = 204).
        expectColor("#00ff00", .srgb, 0, 1, 0)
        expectColor("#123", .srgb, 0x11 / 255.0, 0x22 / 255.0, 0x33 / 255.0)
        expectColor("#112233", .srgb, 0x11 / 255.0, 0x22 / 255.0, 0x33 / 255.0)
        expectColor("#0000ffcc", .srgb, 0, 0, 1, alpha: 0.8)
        // #rgba: each digit doubled, alpha last: d → 0xdd = 221.
        expectColor("#abcd", .srgb, 0xaa / 255.0, 0xbb / 255.0, 0xcc / 255.0, alpha: 221 / 255.0)
        // Case-insensitive digits, surrounding white space allowed.
        expectColor(" \t#FfA\n", .srgb, 1, 1, 0xaa / 255.0)
    }

    @Test func hexErrors() {
        expectError("#12345", .invalidHex, at: 0)
        expectError("#1234567", .invalidHex, at: 0)
        expectError("#123456789", .invalidHex, at: 0)
        expectError("#", .invalidHex, at: 0)
        expectError("#ggg", .invalidHex, at: 1)
        expectError("  #12g", .invalidHex, at: 5)
        expectError("#fff;", .trailingCharacters, at: 4)
    }

    // MARK: rgb() / rgba() (§5.1)

    @Test func rgbModern() {
        expectColor("rgb(0 255 0)", .srgb, 0, 1, 0)
        expectColor("rgb(0% 0% 100% / 80%)", .srgb, 0, 0, 1, alpha: 0.8)
        // Numbers and percentages may be mixed in the modern syntax: 50% of 255 = 127.5 → 0.5.
        expectColor("rgb(255 50% 0)", .srgb, 1, 0.5, 0)
        // Alpha as a number; rgba() is an alias with the same grammar.
        expectColor("rgba(51 102 153 / 0.25)", .srgb, 0.2, 0.4, 0.6, alpha: 0.25)
        expectColor("RGB( 255   0 0/.5 )", .srgb, 1, 0, 0, alpha: 0.5)
        // CSS number syntax: +.5e2 = 50, 1E2 = 100.
        expectColor("rgb(+.5e2 1E2 0)", .srgb, 50 / 255.0, 100 / 255.0, 0)
    }

    @Test func rgbSpecEquivalences() throws {
        // §5.1 example: rgb(146.064 107.457 131.223) is rgb(57.28% 42.14% 51.46%) (57.28 × 2.55 = 146.064).
        let numbers = try CSSColorParser.parse("rgb(146.064 107.457 131.223)")
        let percentages = try CSSColorParser.parse("rgb(57.28% 42.14% 51.46%)")
        for i in 0..<3 { #expect(abs(numbers.components[i] - percentages.components[i]) < 1e-12) }
        // Named-colour table: goldenrod is rgb(218, 165, 32), firebrick rgb(178 34 34).
        #expect(try CSSColorParser.parse("goldenrod") == CSSColorParser.parse("rgb(218, 165, 32)"))
        #expect(try CSSColorParser.parse("firebrick") == CSSColorParser.parse("rgb(178 34 34)"))
    }

    @Test func rgbLegacy() {
        expectColor("rgb(255, 0, 0)", .srgb, 1, 0, 0)
        expectColor("rgba(0, 102, 161, 0.5)", .srgb, 0, 0.4, 161 / 255.0, alpha: 0.5)
        expectColor("rgb(100%, 50%, 0%)", .srgb, 1, 0.5, 0)
        expectColor("rgba(100%,50%,0%,25%)", .srgb, 1, 0.5, 0, alpha: 0.25)
        expectColor("rgb( 0 ,0 , 0 , 0 )", .srgb, 0, 0, 0, alpha: 0)
    }

    @Test func rgbClampsChannelsAndAlpha() {
        // rgb() is clamped to the sRGB gamut (0…255, 0…100 %); alpha to 0…1.
        expectColor("rgb(300 -20 0)", .srgb, 1, 0, 0)
        expectColor("rgb(150%, -5%, 0%)", .srgb, 1, 0, 0)
        expectColor("rgb(0 0 0 / 150%)", .srgb, 0, 0, 0, alpha: 1)
        expectColor("rgb(0 0 0 / -1)", .srgb, 0, 0, 0, alpha: 0)
    }

    @Test func rgbNone() {
        // `none` resolves to 0 outside interpolation (§4.4 "missing components").
        expectColor("rgb(none 255 none)", .srgb, 0, 1, 0)
        expectColor("rgb(10% 20% 30% / none)", .srgb, 0.1, 0.2, 0.3, alpha: 0)
        expectColor("rgb(NONE 0 0)", .srgb, 0, 0, 0)
    }

    @Test func rgbErrors() throws {
        // The brief's example: the missing blue is reported at the ')' (offset 9).
        let error = try #require(expectError("rgb(10 20)", .malformedArguments, at: 9))
        #expect(error.expected.contains("blue"))
        #expect(error.expected.contains("number"))
        #expect(
            error.description.hasPrefix("invalid colour 'rgb(10 20)' at character 10: expected "))
        expectError("rgb()", .malformedArguments, at: 4)
        expectError("rgb(1 2 3", .malformedArguments, at: 9)
        expectError("rgb(1 2 3 4)", .malformedArguments, at: 10)
        // Mixing commas and spaces, either way round.
        expectError("rgb(1, 2 3)", .malformedArguments, at: 9)
        expectError("rgb(1 2, 3)", .malformedArguments, at: 7)
        expectError("rgb(1 2 3, 0.5)", .malformedArguments, at: 9)
        expectError("rgb(1, 2, 3 / 0.5)", .malformedArguments, at: 12)
        // Legacy syntax: all numbers or all percentages, and no `none`.
        expectError("rgb(1, 2%, 3)", .invalidComponent, at: 7)
        expectError("rgb(10%, 20, 30%)", .invalidComponent, at: 9)
        expectError("rgb(none, 0, 0)", .invalidComponent, at: 4)
        expectError("rgb(0, 0, none)", .invalidComponent, at: 10)
        expectError("rgba(0, 0, 0, none)", .invalidComponent, at: 14)
        // Wrong kinds of component.
        expectError("rgb(10px 0 0)", .invalidComponent, at: 4)
        expectError("rgb(0 1deg 0)", .invalidComponent, at: 6)
        expectError("rgb(calc(1) 0 0)", .invalidComponent, at: 4)
        expectError("rgb(red 0 0)", .invalidComponent, at: 4)
        expectError("rgb(1e999 0 0)", .invalidComponent, at: 4)
        expectError("rgb(0 0 0 / 1deg)", .invalidComponent, at: 12)
        expectError("rgb (1 2 3)", .malformedArguments, at: 4)
    }

    // MARK: hsl() / hsla() (§7)

    @Test func hslSpecExamples() {
        // §7 examples: red = #f00 = hsl(0deg 100% 50%); blue = hsl(240deg 100% 50%); yellow = hsl(60deg 100% 50%).
        expectColor("hsl(0deg 100% 50%)", .srgb, 1, 0, 0)
        expectColor("hsl(240deg 100% 50%)", .srgb, 0, 0, 1)
        expectColor("hsl(60deg 100% 50%)", .srgb, 1, 1, 0)
        // §7 "green" examples, by the §7.1 algorithm f(n) = l − a·max(−1, min(k−3, 9−k, 1)),
        // k = (n + h/30) mod 12, a = s·min(l, 1−l); h = 120 gives k = 4, 0, 8 for n = 0, 8, 4 → factors
        // 1, −1, 1, i.e. R = B = l − a, G = l + a.
        expectColor("hsl(120deg 100% 50%)", .srgb, 0, 1, 0)  // a = 0.5
        expectColor("hsl(120deg 100% 25%)", .srgb, 0, 0.5, 0)  // a = 0.25: rgb(0 127.5 0)
        expectColor("hsl(120deg 100% 75%)", .srgb, 0.5, 1, 0.5)  // a = 0.25: rgb(127.5 255 127.5)
        expectColor("hsl(120deg 75% 85%)", .srgb, 0.7375, 0.9625, 0.7375)  // a = 0.75 × 0.15 = 0.1125
    }

    @Test func hslSpecTables() {
        // §7.3 "Examples of HSL colors" (bytes rounded in the table): hue, saturation column, lightness row.
        expectBytes("hsl(270 60% 70%)", 179, 133, 224)
        expectBytes("hsl(330 80% 50%)", 230, 26, 128)
        expectBytes("hsl(0 40% 90%)", 240, 219, 219)
        expectBytes("hsl(210 60% 60%)", 92, 153, 214)
        expectBytes("hsl(240 20% 10%)", 20, 20, 31)
    }

    @Test func hslSyntaxes() {
        // Legacy comma syntax and hsla() alias.
        expectColor("hsl(120, 100%, 25%)", .srgb, 0, 0.5, 0)
        expectColor("HSLA(120deg,100%,25%,0.5)", .srgb, 0, 0.5, 0, alpha: 0.5)
        // Modern syntax also takes plain numbers for saturation/lightness (100 = 100%).
        expectColor("hsl(120 100 25)", .srgb, 0, 0.5, 0)
        // Angle units: 0.5turn = 200grad = π rad = 180deg → cyan; hue taken modulo 360.
        expectColor("hsl(0.5turn 100% 50%)", .srgb, 0, 1, 1)
        expectColor("hsl(200grad 100% 50%)", .srgb, 0, 1, 1, tolerance: 1e-12)
        expectColor("hsl(3.141592653589793rad 100% 50%)", .srgb, 0, 1, 1, tolerance: 1e-12)
        expectColor("hsl(-120 100% 50%)", .srgb, 0, 0, 1)
        expectColor("hsl(480DEG 100% 50%)", .srgb, 0, 1, 0)
        // none → 0: hue 0, saturation 0 → grey at l.
        expectColor("hsl(none 0% 50%)", .srgb, 0.5, 0.5, 0.5)
        expectColor("hsl(120 none 50% / none)", .srgb, 0.5, 0.5, 0.5, alpha: 0)
        // Saturation and lightness are clamped to 0…100 %.
        expectColor("hsl(0 150% 50%)", .srgb, 1, 0, 0)
        expectColor("hsl(0 100% 120%)", .srgb, 1, 1, 1)
        expectColor("hsl(0 -50% 50%)", .srgb, 0.5, 0.5, 0.5)
    }

    @Test func hslErrors() {
        expectError("hsl(none, 100%, 50%)", .invalidComponent, at: 4)
        expectError("hsl(120, 100, 50)", .invalidComponent, at: 9)
        expectError("hsl(120, 100%, 50%, none)", .invalidComponent, at: 20)
        expectError("hsl(120 100%, 50%)", .malformedArguments, at: 12)
        expectError("hsl(120foo 100% 50%)", .invalidComponent, at: 4)
        expectError("hsl(120 100% 50% / 50% 1)", .malformedArguments, at: 23)
        expectError("hsl(120 100%)", .malformedArguments, at: 12)
    }

    // MARK: hwb() (§8)

    @Test func hwbSpecTables() {
        // §8.3 "Examples of HWB Colors" (hex in the table). Derivations by §8.1: rgb = hsl(h 100% 50%) ×
        // (1 − w − b) + w, or grey w / (w + b) when w + b ≥ 1.
        expectBytes("hwb(0 0% 0%)", 0xff, 0x00, 0x00)
        expectBytes("hwb(0 20% 40%)", 0x99, 0x33, 0x33)  // 1 × 0.4 + 0.2 = 0.6; 0.2
        expectBytes("hwb(30 0% 0%)", 0xff, 0x80, 0x00)  // G = 0.5 = 127.5
        expectBytes("hwb(90 0% 0%)", 0x80, 0xff, 0x00)
        expectBytes("hwb(120 60% 20%)", 0x99, 0xcc, 0x99)  // G = 0.2 + 0.6 = 0.8; R = B = 0.6
        expectBytes("hwb(0 40% 80%)", 0x55, 0x55, 0x55)  // w + b = 1.2 → grey 0.4 / 1.2 = 1/3
        expectBytes("hwb(0 100% 100%)", 0x80, 0x80, 0x80)  // grey 0.5
        // Exact values of the same derivations.
        expectColor("hwb(0 20% 40%)", .srgb, 0.6, 0.2, 0.2, tolerance: 1e-12)
        expectColor("hwb(0 40% 80%)", .srgb, 1 / 3.0, 1 / 3.0, 1 / 3.0, tolerance: 1e-12)
    }

    @Test func hwbSyntax() {
        expectColor("HWB(120deg 0% 0% / 50%)", .srgb, 0, 1, 0, alpha: 0.5)
        expectColor("hwb(none none none)", .srgb, 1, 0, 0)  // hue 0, no white, no black = red
        expectColor("hwb(120 0 0)", .srgb, 0, 1, 0)  // plain numbers = percent
        // Whiteness/blackness clamped to 0…100 %: 150% white alone → white.
        expectColor("hwb(0 150% 0%)", .srgb, 1, 1, 1)
        expectError("hwb(0, 0%, 0%)", .malformedArguments, at: 5)
        expectError("hwb(0 0%)", .malformedArguments, at: 8)
    }

    // MARK: lab() / lch() / oklab() / oklch() (§9)

    @Test func labAndLch() {
        // §2 example: lch(51.2345% 21.2 130) is lab(51.2345% -13.6271 16.2401); L 100% = 100.
        expectColor("lab(51.2345% -13.6271 16.2401)", .lab, 51.2345, -13.6271, 16.2401, tolerance: 1e-12)
        expectColor("lch(51.2345% 21.2 130)", .lch, 51.2345, 21.2, 130, tolerance: 1e-12)
        // a/b: 100% = 125; chroma: 100% = 150.
        expectColor("lab(50% 100% -100%)", .lab, 50, 125, -125)
        expectColor("LCH(50 100% 400)", .lch, 50, 150, 40, tolerance: 1e-12)  // hue 400 → 40
        expectColor("lch(50 20 0.5turn / 0.3)", .lch, 50, 20, 180, alpha: 0.3)
        expectColor("lch(50 20 -90)", .lch, 50, 20, 270)
        // L clamped to 0…100, chroma to ≥ 0, a/b never clipped.
        expectColor("lab(-10 0 0)", .lab, 0, 0, 0)
        expectColor("lab(150 300 -300)", .lab, 100, 300, -300)
        expectColor("lch(50 -5 30)", .lch, 50, 0, 30)
        expectColor("lab(none none none / none)", .lab, 0, 0, 0, alpha: 0)
    }

    @Test func okLabAndOKLCh() {
        // L: number 0…1 or % (100% = 1); a/b and C: 100% = 0.4.
        expectColor("oklab(0.5 0.1 -0.1)", .oklab, 0.5, 0.1, -0.1)
        expectColor("oklab(50% 100% -50%)", .oklab, 0.5, 0.4, -0.2, tolerance: 1e-12)
        // §15 example: oklch(53.85% 0.1725 320.67 / 70%).
        expectColor("oklch(53.85% 0.1725 320.67 / 70%)", .oklch, 0.5385, 0.1725, 320.67, alpha: 0.7, tolerance: 1e-12)
        expectColor("oklch(0.7 50% -30)", .oklch, 0.7, 0.2, 330, tolerance: 1e-12)
        // L clamped to 0…1 (WPT oklab-l-over-1: oklab(1.5 …) = oklab(1 …)), chroma ≥ 0.
        expectColor("oklab(1.5 0.5 0.2)", .oklab, 1, 0.5, 0.2)
        expectColor("oklch(150% -0.1 50)", .oklch, 1, 0, 50)
    }

    @Test func labFamilyErrors() {
        expectError("lab(50, 0, 0)", .malformedArguments, at: 6)
        expectError("lab(50 0 0", .malformedArguments, at: 10)
        expectError("lab(50 0)", .malformedArguments, at: 8)
        expectError("lab(50 0 10deg)", .invalidComponent, at: 9)
        expectError("lch(50 10deg 0)", .invalidComponent, at: 7)
        expectError("oklch(0.5 0.1 1px)", .invalidComponent, at: 14)
    }

    // MARK: color() (§10)

    @Test func colorFunction() {
        // Wide-gamut and out-of-range values are kept as written.
        expectColor("color(display-p3 1 0 0)", .displayP3, 1, 0, 0)
        // §15 example spelling: color(dIsPlAy-P3  0.964  0.763  0.787).
        expectColor("color(dIsPlAy-P3  0.964  0.763  0.787)", .displayP3, 0.964, 0.763, 0.787)
        expectColor("color(srgb 120% -10% 50%)", .srgb, 1.2, -0.1, 0.5, tolerance: 1e-12)
        expectColor("color(srgb-linear 0.5 none 0.5 / 0.25)", .srgbLinear, 0.5, 0, 0.5, alpha: 0.25)
        // §2 example: color(xyz 0.13 0.12 0.04); plain `xyz` is xyz-d65.
        expectColor("color(xyz 0.13 0.12 0.04)", .xyzD65, 0.13, 0.12, 0.04)
        expectColor("color(xyz-d65 0.2 0.3 0.4)", .xyzD65, 0.2, 0.3, 0.4)
        expectColor("color(xyz-d50 20% 30% 40%)", .xyzD50, 0.2, 0.3, 0.4, tolerance: 1e-12)
    }

    @Test func colorFunctionErrors() throws {
        for space in ["rec2020", "a98-rgb", "prophoto-rgb"] {
            let error = try #require(expectError("color(\(space) 0.42 0.47 0.35)", .unknownColorSpace, at: 6))
            #expect(error.expected.contains("not supported"))
        }
        expectError("color(foo 1 2 3)", .unknownColorSpace, at: 6)
        expectError("color(1 2 3)", .unknownColorSpace, at: 6)
        expectError("color()", .malformedArguments, at: 6)
        expectError("color(srgb 1 2)", .malformedArguments, at: 14)
        expectError("color(srgb 1, 2, 3)", .malformedArguments, at: 12)
        expectError("color(srgb 1 2 3 / 0.5", .malformedArguments, at: 22)
    }

    // MARK: Names, general errors

    @Test func namedColours() {
        expectColor("RebeccaPurple", .srgb, 0x66 / 255.0, 0x33 / 255.0, 0x99 / 255.0)
        expectColor(" transparent ", .srgb, 0, 0, 0, alpha: 0)
        expectError("bluish", .unknownName, at: 0)
        expectError("red blue", .trailingCharacters, at: 4)
    }

    @Test func generalErrors() {
        expectError("", .empty, at: 0)
        expectError("  \n ", .empty, at: 0)
        expectError("rbg(1 2 3)", .unknownFunction, at: 0)
        expectError("  rbg(1 2 3)", .unknownFunction, at: 2)
        expectError("color-mix(in srgb, red, blue)", .unknownFunction, at: 0)
        expectError("rgb(1 2 3) x", .trailingCharacters, at: 11)
        expectError("1 2 3", .unknownName, at: 0)
    }

    /// Valid CSS Color 4/5 that the parser does not evaluate is marked `isUnsupported` (importers list it
    /// as skipped); malformed colours are not (importers report them as errors).
    @Test func unsupportedIsToldApartFromMalformed() {
        for text in [
            "color-mix(in srgb, red, blue)", "rgb(from red r g b / 0.5)", "rgb(calc(255 * 0.5) 0 0)",
            "color(rec2020 1 0 0)", "color(from red srgb r g b)", "light-dark(red, blue)",
        ] {
            #expect((try? CSSColorParser.parse(text)) == nil, "\(text)")
            do throws(ColorParseError) {
                _ = try CSSColorParser.parse(text)
            } catch {
                #expect(error.isUnsupported, "\(text): \(error)")
            }
        }
        for text in [
            "#77777g", "#12345", "oklch(50% 0.1)", "color(display-p3 1e30 0 0)", "color(p3 1 0 0)", "rbg(1 2 3)",
        ] {
            do throws(ColorParseError) {
                _ = try CSSColorParser.parse(text)
                Issue.record("\(text) parsed")
            } catch {
                #expect(!error.isUnsupported, "\(text): \(error)")
            }
        }
    }
}
