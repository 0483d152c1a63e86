import Testing

@testable import ColorAudit
@testable import ColorScience

/// `interactive-static-reuse`. ΔE00 values are hand-derived from CIEDE2000 (Sharma, Wu & Dalal 2005):
/// for two CIELAB colours with the same a, b and lightnesses around L̄ = 50, ΔC′ = ΔH′ = 0 and
/// S_L = 1 + 0.015(L̄ − 50)² / √(20 + (L̄ − 50)²) = 1, so ΔE00 = |ΔL|.
@Suite struct InteractiveStaticReuseRuleTests {
    let rule: RuleID = "interactive-static-reuse"

    /// A palette with an interactive tint and a static colour of the given role.
    func palette(tint: Color, other: Color, role: Role = .text) -> PaletteBuilder {
        var b = PaletteBuilder()
        b.color("surface", role: .background, rgb: 255, 255, 255)
        b.color("tint", role: .interactive, [.any: tint])
        b.color("caption", role: role, [.any: other])
        return b
    }

    @Test func exactReuseIsAnErrorNamingBothTokens() {
        let blue = sRGB255(0, 122, 255)
        let b = palette(tint: blue, other: blue)
        let findings = b.audit().findings(rule)
        #expect(findings.count == 1)
        let finding = findings.first
        #expect(finding?.severity == .error)
        #expect(finding?.tokens == ["tint", "caption"])
        #expect(finding?.measurements["deltaE00"]?.value == 0)
        #expect(finding?.measurements["threshold"]?.value == 5)
        #expect(finding?.location == b.location(of: "tint"))
        #expect(finding?.relatedLocations.map(\.location) == [b.location(of: "caption")])
        #expect(finding?.facts["staticRole"] == "text")
        #expect(finding?.swatches.map(\.token) == ["tint", "caption"])
        #expect(finding?.message.contains("tint") == true && finding?.message.contains("caption") == true)
    }

    /// The same colour under names that are never side by side: an on-colour (text drawn on its own
    /// fill, Material's `colorOnPrimaryFixedVariant`), a Material fill (`primary_fixed`) as the
    /// interactive colour, and a light-scheme link with dark-scheme text. Named as body text, the same
    /// colour is reuse.
    @Test func coloursNeverSideBySideAreNotReuse() {
        let blue = sRGB255(0, 79, 155)
        var b = PaletteBuilder()
        b.color("colorPrimary", role: .interactive, [.any: blue])
        b.color("colorOnPrimaryFixedVariant", role: .text, [.any: blue])
        b.color("m3_sys_color_primary_fixed", role: .interactive, [.any: sRGB255(200, 10, 10)])
        b.color("m3_sys_color_dark_on_surface", role: .text, [.any: sRGB255(200, 10, 10)])
        b.color("lightLink", role: .interactive, [.any: sRGB255(10, 150, 10)])
        b.color("darkCaption", role: .text, [.any: sRGB255(10, 150, 10)])
        #expect(b.audit().findings(rule).isEmpty)
        b.color("caption", role: .text, [.any: blue])
        #expect(b.audit().findings(rule).map(\.tokens) == [["colorPrimary", "caption"]])
    }

    @Test func oneUnitApartCollidesTwentyApartDoesNot() {
        // lab(49.5 20 −60) vs lab(50.5 20 −60): ΔE00 = 1; lab(40 20 −60) vs lab(60 20 −60): ΔE00 = 20.
        let near = palette(tint: Color(.lab, 49.5, 20, -60), other: Color(.lab, 50.5, 20, -60)).audit()
        #expect(near.findings(rule).count == 1)
        #expect(abs((near.findings(rule).first?.measurements["deltaE00"]?.value ?? 0) - 1) < 0.01)
        let far = palette(tint: Color(.lab, 40, 20, -60), other: Color(.lab, 60, 20, -60)).audit()
        #expect(far.findings(rule).isEmpty)
    }

    @Test func thresholdIsAParameter() {
        let b = palette(tint: Color(.lab, 49.5, 20, -60), other: Color(.lab, 50.5, 20, -60))
        var strict = Configuration()
        strict.rules.parameters["\(rule).deltaE"] = 0.5  // ΔE00 1 is no longer "the same colour"
        #expect(b.audit(strict).findings(rule).isEmpty)
        var loose = Configuration()
        loose.rules.parameters["\(rule).deltaE"] = 25
        #expect(b.audit(loose).findings(rule).isEmpty == false)
        let apart = palette(tint: Color(.lab, 40, 20, -60), other: Color(.lab, 60, 20, -60))
        #expect(apart.audit(loose).findings(rule).count == 1)  // ΔE00 20 < 25
    }

    @Test func iconsAndDecorationAreStaticBordersAndBackgroundsAreNot() {
        let blue = sRGB255(0, 122, 255)
        #expect(palette(tint: blue, other: blue, role: .icon).audit().findings(rule).count == 1)
        #expect(palette(tint: blue, other: blue, role: .decorative).audit().findings(rule).count == 1)
        #expect(palette(tint: blue, other: blue, role: .border).audit().findings(rule).isEmpty)
        #expect(palette(tint: blue, other: blue, role: .background).audit().findings(rule).isEmpty)
    }

    @Test func reuseThroughAReferenceIsCaughtWhateverTheThreshold() {
        // link is written {accent}; accent is used as static text. With deltaE = 0 only references and
        // exact matches count.
        var b = PaletteBuilder()
        b.color("accent", role: .text, rgb: 88, 86, 214)
        b.color("link", role: .interactive, rgb: 0, 0, 0)
        b.alias("link", to: "accent")
        var config = Configuration()
        config.rules.parameters["\(rule).deltaE"] = 0
        let finding = b.audit(config).findings(rule).first
        #expect(finding?.tokens == ["link", "accent"])
        #expect(finding?.facts["alias"] == "accent")
        #expect(finding?.message.contains("{accent}") == true)
    }

    @Test func twoReferencesToOneTokenAreReuse() {
        // brand has no role; link (interactive) and heading (text) both refer to it.
        var b = PaletteBuilder()
        b.color("brand", role: nil, rgb: 175, 82, 222)
        b.color("link", role: .interactive, rgb: 0, 0, 0)
        b.color("heading", role: .text, rgb: 0, 0, 0)
        b.alias("link", to: "brand")
        b.alias("heading", to: "brand")
        let finding = b.audit().findings(rule).first
        #expect(finding?.tokens == ["link", "heading"])
        #expect(finding?.facts["alias"] == "brand")
        #expect(finding?.relatedLocations.map(\.location).contains(b.location(of: "brand")) == true)
    }

    @Test func eachAppearanceIsJudgedOnItsOwn() {
        // Same blue only in dark mode.
        var b = PaletteBuilder()
        b.color("tint", role: .interactive, [.light: sRGB255(0, 122, 255), .dark: sRGB255(10, 132, 255)])
        b.color("label", role: .text, [.light: sRGB255(0, 0, 0), .dark: sRGB255(10, 132, 255)])
        let findings = b.audit().findings(rule)
        #expect(findings.map(\.appearance) == [.dark])
    }

    @Test func uniformColoursAreReportedOnceForEveryAppearance() {
        var b = PaletteBuilder()
        b.color("surface", role: .background, [.light: sRGB255(255, 255, 255), .dark: sRGB255(0, 0, 0)])
        b.color("tint", role: .interactive, rgb: 11, 87, 208)
        b.color("title", role: .text, rgb: 11, 87, 208)
        #expect(b.audit().findings(rule).map(\.appearance) == [.any])
    }

    @Test func aTranslucentCopyIsNotTheSameColour() {
        // rgba(0,122,255,0.5) over white is (127.5,188.5,255): far from #007aff. Treating the translucent
        // colour as opaque would make the two identical (ΔE00 0).
        let findings = palette(tint: sRGB255(0, 122, 255), other: sRGB255(0, 122, 255, alpha: 0.5)).audit()
            .findings(rule)
        #expect(findings.isEmpty)
    }

    @Test func canBeSwitchedOffOrDowngraded() {
        let blue = sRGB255(0, 122, 255)
        let b = palette(tint: blue, other: blue)
        var off = Configuration()
        off.rules.levels[rule] = .off
        #expect(b.audit(off).findings(rule).isEmpty)
        var warning = Configuration()
        warning.rules.levels[rule] = .on(.warning)
        #expect(b.audit(warning).findings(rule).first?.severity == .warning)
    }
}
