import Testing

@testable import ColorAudit
@testable import ColorScience

/// `key-color-consistency`. CIE LCh(ab) D50 of the test colours, derived with an independent
/// implementation of the sRGB → XYZ (D65) → Bradford D50 → CIELAB chain (CSS Color 4 matrices):
/// #007aff L 51.9 C 76.2 h 279.2 (blue band 230–305); #0a84ff h 275.4 (blue); #ff3b30 L 57.6 C 90.7
/// h 36.9 (red band 25–48); #34c759 L 71.1 C 71.2 h 143.0 (green band 112–175); #8e8e93 C 2.8 (gray,
/// below 8). Bands: `HueFamily` (tested with the colour-vision rules).
@Suite struct KeyColorConsistencyRuleTests {
    let rule: RuleID = "key-color-consistency"

    @Test func oneHueFamilyIsQuiet() {
        var b = PaletteBuilder()
        b.color("tint", role: .interactive, rgb: 0, 122, 255)
        b.color("link", role: .interactive, rgb: 10, 132, 255)
        #expect(b.audit().findings(rule).isEmpty)
    }

    @Test func blueAndRedInteractiveColoursAreNoted() {
        var b = PaletteBuilder()
        b.color("tint", role: .interactive, rgb: 0, 122, 255)
        b.color("link", role: .interactive, rgb: 10, 132, 255)
        b.color("destructive", role: .interactive, rgb: 255, 59, 48)
        b.color("label", role: .text, rgb: 0, 0, 0)
        let findings = b.audit().findings(rule)
        #expect(findings.count == 1)
        let finding = findings.first
        #expect(finding?.severity == .note)
        #expect(finding?.appearance == .any)
        #expect(finding?.facts["families"] == "blue,red")
        #expect(finding?.facts["keyFamily"] == "blue")
        #expect(finding?.facts["tokensByFamily"] == "blue=tint+link,red=destructive")
        #expect(finding?.tokens == ["tint", "link", "destructive"])
        #expect(finding?.measurements["families"]?.value == 2)
        #expect(finding?.location == b.location(of: "destructive"))
        #expect(finding?.relatedLocations.map(\.location) == [b.location(of: "tint"), b.location(of: "link")])
        #expect(finding?.message.contains("blue: tint") == true)
        #expect(finding?.message.contains("red: destructive") == true)
    }

    @Test func grayIsIgnoredUnlessCounted() {
        var b = PaletteBuilder()
        b.color("tint", role: .interactive, rgb: 0, 122, 255)
        b.color("secondaryButton", role: .interactive, rgb: 0x8e, 0x8e, 0x93)
        #expect(b.audit().findings(rule).isEmpty)
        var config = Configuration()
        config.rules[KeyColorConsistencyRule.includeGray] = true
        #expect(b.audit(config).findings(rule).first?.facts["families"] == "blue,gray")
    }

    @Test func moreFamiliesCanBeAllowed() {
        var b = PaletteBuilder()
        b.color("tint", role: .interactive, rgb: 0, 122, 255)
        b.color("destructive", role: .interactive, rgb: 255, 59, 48)
        var config = Configuration()
        config.rules[KeyColorConsistencyRule.maxFamilies] = 2
        #expect(b.audit(config).findings(rule).isEmpty)
    }

    @Test func eachAppearanceIsJudged() {
        // Light: both blue. Dark: the link turns green.
        var b = PaletteBuilder()
        b.color("tint", role: .interactive, [.light: sRGB255(0, 122, 255), .dark: sRGB255(10, 132, 255)])
        b.color("link", role: .interactive, [.light: sRGB255(0, 122, 255), .dark: sRGB255(0x34, 0xc7, 0x59)])
        let findings = b.audit().findings(rule)
        #expect(findings.map(\.appearance) == [.dark])
        #expect(findings.first?.facts["families"] == "blue,green")
    }
}
