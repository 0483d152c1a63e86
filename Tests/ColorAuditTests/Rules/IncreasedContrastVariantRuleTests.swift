import Testing

@testable import ColorAudit
@testable import ColorScience

/// `increased-contrast-variant`. WCAG ratios on white, hand-derived (lin(c) = ((c/255 + 0.055)/1.055)^2.4,
/// grays have L = lin): #767676 L = 0.181164 → 4.5422 (WCAG spot value); #777777 L = 0.184475 → 4.4781;
/// #666666 L = 0.132868 → 1.05/0.182868 = 5.7418; #595959 L = 0.099899 → 1.05/0.149899 = 7.0047.
@Suite struct IncreasedContrastVariantRuleTests {
    let rule: RuleID = "increased-contrast-variant"

    func palette(light: Double, highContrast: Double?, fontSize: Double? = nil) -> PaletteBuilder {
        var b = PaletteBuilder()
        b.color(
            "surface", role: .background,
            [.light: sRGB255(255, 255, 255), .lightHighContrast: sRGB255(255, 255, 255)])
        var values: [Appearance: Color] = [.light: sRGB255(light, light, light)]
        if let highContrast { values[.lightHighContrast] = sRGB255(highContrast, highContrast, highContrast) }
        b.color("secondary", role: .text, values)
        b.pair("secondary", on: "surface", fontSize: fontSize)
        return b
    }

    @Test func aLowerHighContrastRatioIsAWarning() {
        // 4.5422 in light, 4.4781 with increased contrast.
        let b = palette(light: 0x76, highContrast: 0x77)
        let findings = b.audit().findings(rule)
        #expect(findings.count == 1)
        let finding = findings.first
        #expect(finding?.severity == .warning)
        #expect(finding?.appearance == .lightHighContrast)
        #expect(finding?.facts["check"] == "lower-than-standard")
        #expect(abs((finding?.measurements["ratio"]?.value ?? 0) - 4.4781) < 1e-3)
        #expect(abs((finding?.measurements["ratioStandard"]?.value ?? 0) - 4.5422) < 1e-3)
        #expect(finding?.tokens == ["secondary", "surface"])
        #expect(finding?.location == b.pairLocation(0))
        #expect(
            finding?.relatedLocations.map(\.location).contains(b.location(of: "secondary", .lightHighContrast)) == true)
    }

    @Test func textBelowSevenToOneIsANote() {
        // Raised from 4.5422 to 5.7418: higher, but below 7.
        let finding = palette(light: 0x76, highContrast: 0x66).audit().findings(rule).first
        #expect(finding?.severity == .note)
        #expect(finding?.facts["check"] == "below-target")
        #expect(finding?.measurements["required"]?.value == 7)
        #expect(abs((finding?.measurements["ratio"]?.value ?? 0) - 5.7418) < 1e-3)
    }

    @Test func reachingSevenToOneIsQuiet() {
        #expect(palette(light: 0x76, highContrast: 0x59).audit().findings(rule).isEmpty)
    }

    @Test func inheritedValuesThatStayBelowSevenAreNoted() {
        // No high-contrast value for the text: it keeps 4.5422, equal to light (not lower), below 7.
        let finding = palette(light: 0x76, highContrast: nil).audit().findings(rule).first
        #expect(finding?.severity == .note)
        #expect(abs((finding?.measurements["ratio"]?.value ?? 0) - 4.5422) < 1e-3)
    }

    @Test func largeTextTargetIsFourAndAHalf() {
        // Web: 24 px is large text; 5.7418 ≥ 4.5 → quiet. Target raised to 6 → note.
        let b = palette(light: 0x76, highContrast: 0x66, fontSize: 24)
        #expect(b.audit().findings(rule).isEmpty)
        var config = Configuration()
        config.rules.parameters["\(rule).largeText"] = 6
        #expect(b.audit(config).findings(rule).first?.measurements["required"]?.value == 6)
    }

    @Test func dropsThatStayAboveSevenAreIgnoredUnlessAskedFor() {
        // Black text; the high-contrast surface darkens from #ffffff to #ebebf0 (as iOS's grouped
        // backgrounds do): lin(235) = 0.830770, lin(240) = 0.871367 → L = 0.2126·0.830770 + 0.7152·0.830770
        // + 0.0722·0.871367 = 0.833701; ratio 0.883701/0.05 = 17.674 < 21.
        var b = PaletteBuilder()
        b.color(
            "surface", role: .background,
            [.light: sRGB255(255, 255, 255), .lightHighContrast: sRGB255(235, 235, 240)])
        b.color("label", role: .text, rgb: 0, 0, 0)
        b.pair("label", on: "surface")
        #expect(b.audit().findings(rule).isEmpty)
        var strict = Configuration()
        strict.rules.parameters["\(rule).ignoreAbove"] = 21
        let finding = b.audit(strict).findings(rule).first
        #expect(finding?.facts["check"] == "lower-than-standard")
        #expect(abs((finding?.measurements["ratio"]?.value ?? 0) - 17.674) < 1e-3)
        #expect(abs((finding?.measurements["ratioStandard"]?.value ?? 0) - 21) < 1e-9)
    }

    @Test func palettesWithoutHighContrastAreNotJudged() {
        var b = PaletteBuilder()
        b.color("surface", role: .background, [.light: sRGB255(255, 255, 255), .dark: sRGB255(0, 0, 0)])
        b.color("secondary", role: .text, [.light: sRGB255(0x77, 0x77, 0x77), .dark: sRGB255(0x77, 0x77, 0x77)])
        b.pair("secondary", on: "surface")
        #expect(b.audit().findings(rule).isEmpty)
    }

    @Test func theStandardAppearanceIsUsedEvenWhenNotAudited() {
        var config = Configuration()
        config.appearances = [.lightHighContrast]
        let findings = palette(light: 0x76, highContrast: 0x77).audit(config).findings(rule)
        #expect(findings.first?.facts["check"] == "lower-than-standard")
    }
}
