import ColorAudit
import Testing

// Expected strings follow CSS Color 4 §15 (lowercase names, single spaces, " / " before a non-1 alpha,
// no trailing zeros) with our documented precision; values are written by hand.

@Suite("CSSSerialization")
struct CSSSerializationTests {
    @Test func eachSpaceInItsOwnNotation() {
        #expect(Color(.displayP3, 1, 0, 0).cssString() == "color(display-p3 1 0 0)")
        #expect(Color(.displayP3, 0.964, 0.763, 0.787).cssString() == "color(display-p3 0.964 0.763 0.787)")
        #expect(Color(.srgbLinear, 0.5, 0, 1, alpha: 0.25).cssString() == "color(srgb-linear 0.5 0 1 / 0.25)")
        #expect(Color(.xyzD65, 0.13, 0.12, 0.04).cssString() == "color(xyz-d65 0.13 0.12 0.04)")
        #expect(Color(.xyzD50, 0.2, 0.3, 0.4).cssString() == "color(xyz-d50 0.2 0.3 0.4)")
        #expect(Color(.lab, 51.2345, -13.6271, 16.2401).cssString() == "lab(51.2345 -13.6271 16.2401)")
        #expect(Color(.lch, 29.6, 131.2, 301.3).cssString() == "lch(29.6 131.2 301.3)")
        #expect(Color(.oklab, 0.5, -0.1, 0.05).cssString() == "oklab(0.5 -0.1 0.05)")
        // §15 example oklch(53.85% 0.1725 320.67 / 70%), with L written as a number.
        #expect(
            Color(.oklch, 0.5385, 0.1725, 320.67, alpha: 0.7).cssString() == "oklch(0.5385 0.1725 320.67 / 0.7)")
        #expect(Color(.srgb, 1.2, -0.1, 0.5).cssString() == "color(srgb 1.2 -0.1 0.5)")
    }

    @Test func roundingAndZeros() {
        // 6 decimals: 0.1234567 → 0.123457 (round half up at the 7th), 2.000000 → 2, −1e-7 → "-0.000000" → 0.
        #expect(Color(.srgbLinear, 0.1234567, 2, -1e-7).cssString() == "color(srgb-linear 0.123457 2 0)")
        // 4 decimals for lab: 50.00004 → 50, -0.12345 → -0.1234 or -0.1235 depending on binary; use -0.12346.
        #expect(Color(.lab, 50.00004, -0.12346, 10.5).cssString() == "lab(50 -0.1235 10.5)")
    }

    @Test func hexWhenAskedAndLossless() {
        // rebeccapurple = #663399 (102 51 153); 0xcc / 255 = 0.8.
        let purple = Color(.srgb, 102 / 255, 51 / 255, 153 / 255)
        #expect(purple.cssString(preferHex: true) == "#663399")
        #expect(purple.cssString() == "color(srgb 0.4 0.2 0.6)")
        var translucent = purple
        translucent.alpha = 0.8
        #expect(translucent.cssString(preferHex: true) == "#663399cc")
        // 127.5 is not a byte: hex would lose it, so the color() form is kept.
        #expect(Color(.srgb, 0, 0.5, 0).cssString(preferHex: true) == "color(srgb 0 0.5 0)")
        // Out of gamut: never hex.
        #expect(Color(.srgb, 1.2, 0, 0).cssString(preferHex: true) == "color(srgb 1.2 0 0)")
        // Other spaces ignore preferHex.
        #expect(Color(.displayP3, 1, 1, 1).cssString(preferHex: true) == "color(display-p3 1 1 1)")
    }

    @Test func hexSwatch() throws {
        // hsl(120deg 100% 25%) = rgb(0 127.5 0) → rounds half up to 128 = 0x80: the named colour green #008000.
        #expect(try CSSColorParser.parse("hsl(120deg 100% 25%)").hex == "#008000")
        #expect(try CSSColorParser.parse("#ABCDEF80").hex == "#abcdef")
        // Display P3 red lies outside sRGB (its sRGB red > 1, green and blue < 0): clipped to #ff0000.
        #expect(Color(.displayP3, 1, 0, 0).hex == "#ff0000")
        // CIELAB L = 100, a = b = 0 is the D50 white, which maps to sRGB white.
        #expect(Color(.lab, 100, 0, 0).hex == "#ffffff")
        #expect(Color(.srgb, -0.5, 2, 0.5).hex == "#00ff80")  // 0.5 × 255 = 127.5 → 128
        // Swatches the spec draws for its examples: lab(51.2345% -13.6271 16.2401) is
        // rgb(41.587%, 50.3670%, 36.664%) = (106.05, 128.44, 93.49) → #6a805d (§2, the leaf), and
        // oklch(53.85% 0.1725 320.67) is rgb(60%, 26.67%, 66.67%) = (153, 68.01, 170.01) → #9944aa (§15).
        #expect(try CSSColorParser.parse("lab(51.2345% -13.6271 16.2401)").hex == "#6a805d")
        #expect(try CSSColorParser.parse("oklch(53.85% 0.1725 320.67 / 70%)").hex == "#9944aa")
    }

    @Test(
        "Round trip: parse → cssString → parse",
        arguments: [
            "#663399", "#0000ffcc", "rgb(0 127.5 0)", "hsl(200 40% 30% / 0.3)", "hwb(10 20% 30%)",
            "color(display-p3 1 0 0)", "color(srgb 1.2 -0.1 0.5 / 50%)", "color(srgb-linear 0.2 0.4 0.6)",
            "color(xyz 0.13 0.12 0.04)", "color(xyz-d50 0.3 0.2 0.1)", "lab(51.2345% -13.6271 16.2401)",
            "lch(29.6 131.2 301.3 / 0.5)", "oklab(0.6 -0.12 0.08)", "oklch(0.7 0.15 250)", "transparent",
        ])
    func roundTrip(text: String) throws {
        let color = try CSSColorParser.parse(text)
        for preferHex in [false, true] {
            let again = try CSSColorParser.parse(color.cssString(preferHex: preferHex))
            #expect(again.space == color.space)
            let tolerance = color.space == .lab || color.space == .lch ? 1e-4 : 1e-6
            for i in 0..<3 { #expect(abs(again.components[i] - color.components[i]) <= tolerance, "\(text)") }
            #expect(abs(again.alpha - color.alpha) <= 1e-6)
        }
    }

    @Test func hexInputsComeBackUnchanged() throws {
        for text in ["#663399", "#0000ffcc", "#00000000", "#ffffff"] {
            #expect(try CSSColorParser.parse(text).cssString(preferHex: true) == text)
        }
    }
}
