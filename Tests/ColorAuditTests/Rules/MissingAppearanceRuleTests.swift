import Testing

@testable import ColorAudit
@testable import ColorScience

/// `missing-appearance`. Ratios hand-derived with the WCAG formula: lin(c) = ((c/255 + 0.055)/1.055)^2.4,
/// L = 0.2126 R + 0.7152 G + 0.0722 B, ratio = (L1 + 0.05)/(L2 + 0.05).
/// Purple #8e44ad: lin = (0.270498, 0.057805, 0.417885) → L = 0.057508 + 0.041342 + 0.030171 = 0.129021:
/// on white 1.05/0.179022 = 5.865, on black 0.179022/0.05 = 3.580.
@Suite struct MissingAppearanceRuleTests {
    let rule: RuleID = "missing-appearance"

    func lightDarkPalette(accentDark: Color? = nil) -> PaletteBuilder {
        var b = PaletteBuilder()
        b.color("surface", role: .background, [.light: sRGB255(255, 255, 255), .dark: sRGB255(0, 0, 0)])
        b.color("label", role: .text, [.light: sRGB255(0, 0, 0), .dark: sRGB255(255, 255, 255)])
        var accent: [Appearance: Color] = [.light: sRGB255(0x8e, 0x44, 0xad)]
        if let accentDark { accent[.dark] = accentDark }
        b.color("accent", role: .interactive, accent)
        b.pair("label", on: "surface")
        b.pair("accent", on: "surface")
        return b
    }

    @Test func anAccentWithoutDarkValueIsReportedWithItsDarkContrast() {
        let b = lightDarkPalette()
        let findings = b.audit().findings(rule)
        #expect(findings.count == 1)
        let finding = findings.first
        #expect(finding?.severity == .warning)
        #expect(finding?.appearance == .dark)
        #expect(finding?.tokens == ["accent", "surface"])
        #expect(finding?.facts["missing"] == "accent")
        #expect(finding?.facts["inheritedFrom"] == "light")
        #expect(abs((finding?.measurements["ratio"]?.value ?? 0) - 3.580) < 1e-3)
        #expect(finding?.measurements["required"]?.value == 4.5)
        #expect(finding?.location == b.tokenLocation(of: "accent"))
        #expect(finding?.relatedLocations.map(\.location).contains(b.pairLocation(1)) == true)
        #expect(finding?.relatedLocations.map(\.location).contains(b.location(of: "surface", .dark)) == true)
        #expect(finding?.message.contains("3.58:1") == true)
    }

    @Test func aDarkValueSilencesIt() {
        #expect(lightDarkPalette(accentDark: sRGB255(0xbf, 0x5a, 0xf2)).audit().findings(rule).isEmpty)
    }

    @Test func aPaletteWithoutDarkValuesHasNothingMissing() {
        var b = PaletteBuilder()
        b.color("surface", role: .background, rgb: 255, 255, 255)
        b.color("accent", role: .interactive, rgb: 0x8e, 0x44, 0xad)
        #expect(b.audit().findings(rule).isEmpty)
    }

    @Test func singleValuesForEveryAppearanceAreDeliberate() {
        // `value:` (any) says "the same in every appearance": not missing. The same colour given for light
        // only is inherited by dark unchanged: missing.
        var b = PaletteBuilder()
        b.color("surface", role: .background, [.light: sRGB255(255, 255, 255), .dark: sRGB255(28, 28, 30)])
        b.color("accent", role: .interactive, [.any: sRGB255(0x8e, 0x44, 0xad)])
        b.color("tint", role: .interactive, [.light: sRGB255(0x8e, 0x44, 0xad)])
        b.pair("accent", on: "surface")
        b.pair("tint", on: "surface")
        let findings = b.audit().findings(rule)
        #expect(findings.map(\.tokens) == [["tint", "surface"]])
        #expect(findings.first?.appearance == .dark)
        #expect(findings.first?.facts["inheritedFrom"] == "light")
    }

    @Test func highContrastAppearancesAreCheckedToo() {
        // The palette gives a light-high-contrast surface but no light-high-contrast accent.
        var b = PaletteBuilder()
        b.color(
            "surface", role: .background,
            [.light: sRGB255(242, 242, 247), .lightHighContrast: sRGB255(255, 255, 255)])
        b.color("accent", role: .interactive, [.light: sRGB255(0x8e, 0x44, 0xad)])
        b.pair("accent", on: "surface")
        let finding = b.audit().findings(rule).first
        #expect(finding?.appearance == .lightHighContrast)
        #expect(finding?.facts["inheritedFrom"] == "light")
        #expect(abs((finding?.measurements["ratio"]?.value ?? 0) - 5.865) < 1e-3)
    }

    @Test func oneFindingPerTokenWithItsLowestPair() {
        // accent (no dark value) on the dark surface #000 (3.580) and on the dark card #3a3a3c:
        // lin(58) = 0.042311, lin(60) = 0.045186 → L = 0.2126·0.042311 + 0.7152·0.042311 + 0.0722·0.045186
        // = 0.042519; ratio (0.179022)/(0.092519) = 1.935 — the lowest.
        var b = lightDarkPalette()
        b.color("card", role: .background, [.light: sRGB255(255, 255, 255), .dark: sRGB255(58, 58, 60)])
        b.pair("accent", on: "card")
        let findings = b.audit().findings(rule)
        #expect(findings.count == 1)
        #expect(findings.first?.tokens == ["accent", "card"])
        #expect(abs((findings.first?.measurements["ratio"]?.value ?? 0) - 1.935) < 1e-3)
        #expect(findings.first?.facts["pairs"]?.contains("accent/surface 3.58:1") == true)
    }
}
