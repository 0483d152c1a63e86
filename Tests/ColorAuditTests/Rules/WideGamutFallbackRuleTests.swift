import Foundation
import Testing

@testable import ColorAudit
@testable import ColorScience

/// `wide-gamut-fallback`. Hand derivation for a Display P3 green with only the G channel set:
/// - its luminance is 0.691739 · g_lin (Display P3 luminance coefficients, SMPTE EG 432-1 primaries;
///   Fixtures/reference/spot-values.json);
/// - in linear sRGB it is g_lin · (−0.2247, 1.0419, −0.0786) (the G column of the linear P3 → sRGB
///   matrix from the two sets of primaries, CSS Color 4 §"Sample code"), so an sRGB screen clips R and B
///   to 0 and shows luminance 0.7152 · 1.0419 · g_lin = 0.74517 · g_lin — brighter than the P3 colour.
/// - WCAG ratio = (L1 + 0.05)/(L2 + 0.05).
/// The palettes are iOS ones, whose sRGB screens clip per channel; web palettes use CSS gamut mapping
/// (GamutMappingTests).
@Suite struct WideGamutFallbackRuleTests {
    let rule: RuleID = "wide-gamut-fallback"
    /// g_lin = 0.255 → encoded 1.055 · 0.255^(1/2.4) − 0.055 = 0.542004.
    let darkGreen = Color(.displayP3, 0, 0.542004, 0)
    /// g_lin = 0.244 → encoded 0.531136.
    let midGreen = Color(.displayP3, 0, 0.531136, 0)

    @Test func p3GreenTextPassesOnP3AndFailsOnSRGB() {
        // On white: P3 L = 0.691739·0.255 = 0.176393 → 1.05/0.226393 = 4.6379 (passes 4.5);
        // sRGB L = 0.74517·0.255 = 0.190018 → 1.05/0.240018 = 4.3746 (fails).
        var b = PaletteBuilder(platform: .ios)
        b.color("surface", role: .background, rgb: 255, 255, 255)
        b.color("success", role: .text, [.any: darkGreen])
        b.pair("success", on: "surface")
        let findings = b.audit().findings(rule)
        #expect(findings.count == 1)
        let finding = findings.first
        #expect(finding?.severity == .warning)
        #expect(finding?.tokens == ["success", "surface"])
        #expect(abs((finding?.measurements["ratio"]?.value ?? 0) - 4.6379) < 2e-3)
        #expect(abs((finding?.measurements["ratioSRGB"]?.value ?? 0) - 4.3746) < 2e-3)
        #expect(finding?.measurements["required"]?.value == 4.5)
        // ΔE00 between color(display-p3 0 0.542 0) and its clipped rendering rgb(0, 0.5523, 0): 4.82,
        // derived with an independent CIEDE2000 (Sharma et al. 2005) on CIELAB D50 (Bradford).
        #expect(abs((finding?.measurements["deltaE00"]?.value ?? 0) - 4.82) < 0.1)
        #expect(finding?.facts["verdict"] == "fails-on-srgb")
        #expect(finding?.facts["srgbRendering"] == "success=clipped")
        #expect(finding?.location == b.pairLocation(0))
        #expect(finding?.relatedLocations.map(\.location).contains(b.location(of: "success")) == true)
        #expect(finding?.relatedLocations.map(\.location).contains(b.location(of: "surface")) == true)
        #expect(finding?.swatches.contains { $0.label == "sRGB rendering" } == true)
        // The contrast rules judge the colour as written: it passes there.
        #expect(b.audit().findings("contrast-minimum").isEmpty)
    }

    @Test func anExplicitSRGBVariantIsUsedInsteadOfClipping() {
        // The variant #006400 (dark green, L = 0.7152·lin(100/255) = 0.7152·0.127438 = 0.091146 →
        // 1.05/0.141146 = 7.44) keeps the pair passing: no finding.
        var b = PaletteBuilder(platform: .ios)
        b.color("surface", role: .background, rgb: 255, 255, 255)
        b.color("success", role: .text, [.any: darkGreen])
        b.srgbFallback("success", sRGB255(0, 100, 0))
        b.pair("success", on: "surface")
        #expect(b.audit().findings(rule).isEmpty)
        // A variant #00aa00 (L = 0.7152·0.401978 = 0.287495 → 1.05/0.337495 = 3.11) fails: reported as
        // the fallback's doing.
        b.srgbFallback("success", sRGB255(0, 170, 0))
        let finding = b.audit().findings(rule).first
        #expect(finding?.facts["srgbRendering"] == "success=fallback")
        #expect(abs((finding?.measurements["ratioSRGB"]?.value ?? 0) - 3.111) < 2e-3)
    }

    @Test func aFailingP3PairThatPassesOnSRGBIsANote() {
        // Black text on a P3 green background: P3 L = 0.691739·0.244 = 0.168784 → 0.218784/0.05 = 4.3757
        // (fails 4.5); sRGB L = 0.74517·0.244 = 0.181821 → 4.6364 (passes).
        var b = PaletteBuilder(platform: .ios)
        b.color("banner", role: .background, [.any: midGreen])
        b.color("ink", role: .text, rgb: 0, 0, 0)
        b.pair("ink", on: "banner")
        let finding = b.audit().findings(rule).first
        #expect(finding?.severity == .note)
        #expect(finding?.facts["verdict"] == "passes-on-srgb")
        #expect(abs((finding?.measurements["ratio"]?.value ?? 0) - 4.3757) < 2e-3)
        #expect(abs((finding?.measurements["ratioSRGB"]?.value ?? 0) - 4.6364) < 2e-3)
    }

    @Test func nearMissesAreNotReported() {
        var b = PaletteBuilder(platform: .ios)
        b.color("surface", role: .background, rgb: 255, 255, 255)
        // In sRGB: nothing to re-run.
        b.color("gray", role: .text, rgb: 0x77, 0x77, 0x77)
        // Out of sRGB but the verdict holds: P3 green at encoded 0.3 (g_lin = 0.073239): 1.05/0.100662 and
        // 1.05/0.104576 both far above 4.5.
        b.color("forest", role: .text, [.any: Color(.displayP3, 0, 0.3, 0)])
        // Out of sRGB, decorative: never judged.
        b.color("glow", role: .decorative, [.any: darkGreen])
        b.pair("gray", on: "surface")
        b.pair("forest", on: "surface")
        b.pair("glow", on: "surface", usage: .decorative)
        #expect(b.audit().findings(rule).isEmpty)
    }

    @Test func nonTextPairsUseTheNonTextThreshold() {
        // A P3 green icon: ui pairs need 3:1. g_lin = 0.4: P3 L = 0.276696 → 1.05/0.326696 = 3.214;
        // sRGB L = 0.298068 → 1.05/0.348068 = 3.017: both pass 3, so no finding;
        // with non-text-contrast.minimum = 3.1 the verdict flips.
        let green = Color(.displayP3, 0, encode(0.4), 0)
        var b = PaletteBuilder(platform: .ios)
        b.color("surface", role: .background, rgb: 255, 255, 255)
        b.color("badge", role: .icon, [.any: green])
        b.pair("badge", on: "surface", usage: .ui)
        #expect(b.audit().findings(rule).isEmpty)
        var config = Configuration()
        config.rules.parameters["non-text-contrast.minimum"] = 3.1
        #expect(b.audit(config).findings(rule).first?.measurements["required"]?.value == 3.1)
    }
}

/// The sRGB transfer curve (also Display P3's) for a linear value above 0.0031308: 1.055·v^(1/2.4) − 0.055.
private func encode(_ linear: Double) -> Double { 1.055 * pow(linear, 1 / 2.4) - 0.055 }
