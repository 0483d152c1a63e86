import Testing

@testable import ColorAudit
@testable import ColorScience

/// `text-size-minimum`: thresholds from the rule's documentation — iOS 11 pt (Apple HIG, Typography:
/// minimum 11 pt), Android 11 sp (Material 3 Label Small), web 12 px (Lighthouse legible font sizes).
@Suite struct TextSizeMinimumRuleTests {
    let rule: RuleID = "text-size-minimum"

    func palette(_ platform: Platform, sizes: [Double?], usage: Usage = .text) -> PaletteBuilder {
        var b = PaletteBuilder(platform: platform)
        b.color("surface", role: .background, [.light: sRGB255(255, 255, 255), .dark: sRGB255(0, 0, 0)])
        b.color("label", role: .text, [.light: sRGB255(0, 0, 0), .dark: sRGB255(255, 255, 255)])
        for size in sizes { b.pair("label", on: "surface", usage: usage, fontSize: size) }
        return b
    }

    @Test func iosTextBelowElevenPointsIsAWarningOncePerPair() {
        let b = palette(.ios, sizes: [10.5, 11, 17, nil])
        let findings = b.audit().findings(rule)
        // Two appearances, one finding: the size does not depend on the appearance.
        #expect(findings.count == 1)
        let finding = findings.first
        #expect(finding?.severity == .warning)
        #expect(finding?.appearance == .any)
        #expect(finding?.measurements["fontSize"]?.value == 10.5)
        #expect(finding?.measurements["minimum"]?.value == 11)
        #expect(finding?.facts["unit"] == "pt")
        #expect(finding?.tokens == ["label", "surface"])
        #expect(finding?.location == b.pairLocation(0))
        #expect(finding?.relatedLocations.map(\.location).contains(b.location(of: "label", .light)) == true)
        #expect(finding?.message.contains("10.5 pt") == true)
    }

    @Test func webMinimumIsTwelvePixels() {
        let findings = palette(.web, sizes: [11, 12]).audit().findings(rule)
        #expect(findings.map { $0.measurements["fontSize"]?.value } == [11])
        #expect(findings.first?.facts["unit"] == "px")
    }

    @Test func androidMinimumIsElevenSp() {
        let findings = palette(.android, sizes: [10, 11]).audit().findings(rule)
        #expect(findings.map { $0.measurements["fontSize"]?.value } == [10])
        #expect(findings.first?.facts["unit"] == "sp")
    }

    @Test func nonTextPairsAndThresholdOverride() {
        #expect(palette(.ios, sizes: [8], usage: .ui).audit().findings(rule).isEmpty)
        var config = Configuration()
        config.rules.parameters["\(rule).ios"] = 13
        #expect(palette(.ios, sizes: [12]).audit(config).findings(rule).count == 1)
        // The configuration's platform overrides the palette's.
        config.platform = .web
        #expect(palette(.ios, sizes: [12]).audit(config).findings(rule).isEmpty)
    }
}
