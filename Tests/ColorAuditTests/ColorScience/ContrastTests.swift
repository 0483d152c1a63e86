import Testing

@testable import ColorAudit
@testable import ColorScience

/// WCAG 2 relative luminance and contrast ratio against the published values in
/// Fixtures/reference/spot-values.json (WCAG 2.2 definitions; Understanding SC 1.4.3).
@Suite struct ContrastTests {
    struct Case: Sendable, CustomStringConvertible {
        var fg: String
        var bg: String
        var ratio: Double
        var passes: Bool?
        var description: String { "\(fg) on \(bg)" }
    }

    static func cases() throws -> [Case] {
        let root: [String: Any] = try cast(Fixture.json("reference/spot-values.json"), "spot-values.json")
        let wcag: [String: Any] = try cast(root["wcag2_contrast"], "wcag2_contrast")
        return try cast(wcag["cases"], "wcag2_contrast.cases", as: [[String: Any]].self).map {
            Case(
                fg: try cast($0["fg"], "fg"), bg: try cast($0["bg"], "bg"), ratio: try cast($0["ratio"], "ratio"),
                passes: $0["passes_4_5"] as? Bool)
        }
    }

    @Test("spot values: ratio to the published precision, and the 4.5:1 verdict", arguments: try cases())
    func spotValue(_ c: Case) throws {
        let check = ContrastCheck(
            foreground: try CSSColorParser.parse(c.fg), background: try CSSColorParser.parse(c.bg))
        // The published ratios carry 4–6 decimals; LittleCMS float pipelines are float32 (~1e-7).
        // Display P3 red: the fixture's 3.7638 uses P3 red's exact CIE Y (0.228975); ColorAudit applies
        // WCAG's coefficients to its linear sRGB values (3.7644, see p3RedUsesTheWCAGCoefficients).
        let tolerance = c.fg.contains("display-p3") ? 1e-3 : 1e-4
        #expect(abs(check.ratio - c.ratio) < tolerance, "\(c): \(check.ratio) vs \(c.ratio)")
        if let passes = c.passes { #expect(check.passes(.aa) == passes) }
    }

    @Test func relativeLuminanceOfPrimaries() {
        // WCAG coefficients: pure primaries have exactly their coefficient as luminance.
        #expect(abs(RelativeLuminance.of(Color(.srgb, 1, 0, 0)) - 0.2126) < 1e-6)
        #expect(abs(RelativeLuminance.of(Color(.srgb, 0, 1, 0)) - 0.7152) < 1e-6)
        #expect(abs(RelativeLuminance.of(Color(.srgb, 0, 0, 1)) - 0.0722) < 1e-6)
    }

    @Test func blueOnWhiteIsNotLittleCMSLuminance() {
        // (1.05)/(0.0722+0.05) = 8.5925…; LittleCMS's D50 Y would give about 9.5:1.
        let ratio = ContrastRatio.of(Color(.srgb, 0, 0, 1), Color(.srgb, 1, 1, 1))
        #expect(abs(ratio - 1.05 / 0.1222) < 1e-5)
    }

    @Test func displayP3LuminanceFromItsOwnLinearValues() {
        // Display P3 red's luminance is the P3 red coefficient of spot-values.json (0.228975; the WCAG
        // coefficients are rounded to 4 decimals, hence 1e-4), not 0.2126 of its clipped sRGB rendering.
        let y = RelativeLuminance.of(Color(.displayP3, 1, 0, 0))
        #expect(abs(y - 0.228975) < 1e-4)
        let clipped = RelativeLuminance.of(Color(.displayP3, 1, 0, 0).clippedToSRGB)
        #expect(abs(clipped - 0.2126) < 1e-5)
    }

    @Test func p3RedUsesTheWCAGCoefficients() {
        // Linear P3 red → linear sRGB: the R column of M(sRGB←XYZ) · M(XYZ←P3) from the two sets of
        // primaries and D65 (CSS Color 4 sample code): (1.224940, −0.042057, −0.019638).
        // WCAG: Y = 0.2126·1.224940 − 0.7152·0.042057 − 0.0722·0.019638 = 0.228925;
        // on white 1.05 / 0.278925 = 3.76445 (CIE Y 0.228975 would give 3.76378).
        let ratio = ContrastRatio.of(Color(.displayP3, 1, 0, 0), Color(.srgb, 1, 1, 1))
        #expect(abs(ratio - 3.76445) < 2e-4)
        #expect(abs(ratio - 3.76378) > 4e-4)
        // One colour, one ratio, whatever the notation: sRGB #336699 written as Display P3.
        let hex = Color(.srgb, 0x33 / 255.0, 0x66 / 255.0, 0x99 / 255.0)
        let p3 = hex.converted(to: .displayP3)
        #expect(abs(ContrastRatio.of(hex, Color(.srgb, 1, 1, 1)) - ContrastRatio.of(p3, Color(.srgb, 1, 1, 1))) < 2e-6)
    }

    @Test func ratioIsSymmetricAndBounded() {
        #expect(ContrastRatio.of(0.2, 0.7) == ContrastRatio.of(0.7, 0.2))
        #expect(ContrastRatio.of(1, 0) == 21)
        #expect(ContrastRatio.of(0.5, 0.5) == 1)
    }

    @Test func exactlyTheRequirementPasses() {
        // (0.4 + 0.05) / (0.05 + 0.05) is exactly 4.5 in binary floating point.
        #expect(ContrastRatio.of(0.4, 0.05) == 4.5)
        #expect(ContrastRatio.of(0.4, 0.05) >= ContrastCheck.Level.aa.required)
    }

    @Test func displayTruncatesNeverRoundsUp() {
        #expect(ContrastRatio.format(4.4989) == "4.49")
        #expect(ContrastRatio.format(4.499999) == "4.49")
        #expect(ContrastRatio.format(4.542225) == "4.54")
        #expect(ContrastRatio.format(21) == "21.00")
        #expect(ContrastRatio.format(4.5) == "4.50")
        #expect(ContrastRatio.format(4.5034) == "4.50")
        #expect(ContrastRatio.formatThreshold(4.5) == "4.5")
        #expect(ContrastRatio.formatThreshold(3) == "3")
        #expect(ContrastRatio.format(3.7638) == "3.76")
    }
}
