import Testing

@testable import ColorAudit
@testable import ColorScience

/// The WCAG contrast rules on palettes written for the test. Expected ratios are hand-derived with the
/// WCAG formula: linear = ((c/255 + 0.055)/1.055)^2.4, L = 0.2126 R + 0.7152 G + 0.0722 B,
/// ratio = (L1 + 0.05)/(L2 + 0.05).
@Suite struct ContrastRulesTests {
    @Test func grayTextJustBelowAAFailsAndJustAbovePasses() {
        var b = PaletteBuilder()
        b.color("white", role: .background, rgb: 255, 255, 255)
        b.color("gray76", role: .text, rgb: 0x76, 0x76, 0x76)  // 4.542:1 (WCAG spot value)
        b.color("gray77", role: .text, rgb: 0x77, 0x77, 0x77)  // 4.478:1
        b.pair("gray76", on: "white")
        b.pair("gray77", on: "white")
        let report = b.audit()
        let minimum = report.findings("contrast-minimum")
        #expect(minimum.map(\.tokens) == [["gray77", "white"]])
        #expect(minimum.first?.severity == .error)
        #expect(abs((minimum.first?.measurements["ratio"]?.value ?? 0) - 4.478089) < 1e-4)
        #expect(minimum.first?.measurements["required"]?.value == 4.5)
        #expect(minimum.first?.appearance == .any)
        // #767676 meets AA but not AAA: one note from contrast-enhanced (not reported for #777777).
        #expect(report.findings("contrast-enhanced").map(\.tokens) == [["gray76", "white"]])
        #expect(report.findings("contrast-enhanced").first?.severity == .note)
    }

    @Test func largeTextNeedsThreeToOne() {
        // #949494 on white: c = 148/255 → linear 0.296138; ratio 1.05/0.346138 = 3.03.
        var b = PaletteBuilder(platform: .web)
        b.color("white", role: .background, rgb: 255, 255, 255)
        b.color("muted", role: .text, rgb: 0x94, 0x94, 0x94)
        b.pair("muted", on: "white", usage: .text, fontSize: 24)  // web: 24 px is large
        b.pair("muted", on: "white", usage: .text, fontSize: 18.66, fontWeight: 700)  // bold 14 pt is large
        b.pair("muted", on: "white", usage: .text, fontSize: 18.66)  // regular 18.66 px is not
        let findings = b.audit().findings("contrast-minimum")
        #expect(findings.count == 1)
        #expect(findings.first?.measurements["required"]?.value == 4.5)
    }

    @Test func iosProfileTreatsBoldAsLarge() {
        var b = PaletteBuilder(platform: .ios)
        b.color("white", role: .background, rgb: 255, 255, 255)
        b.color("muted", role: .text, rgb: 0x94, 0x94, 0x94)  // 3.03:1
        b.pair("muted", on: "white", fontSize: 15, fontWeight: 700)  // HIG: all bold text needs 3:1
        b.pair("muted", on: "white", fontSize: 18)  // HIG: 18 pt and larger needs 3:1
        b.pair("muted", on: "white", fontSize: 17)  // HIG: 17 pt and smaller needs 4.5:1
        let findings = b.audit().findings("contrast-minimum")
        #expect(findings.count == 1)
        #expect(findings.first?.measurements["fontSize"]?.value == 17)
    }

    @Test func nonTextContrastForUIAndImplicitIconPairs() {
        // No pairs declared: icon × background is paired as non-text UI.
        // #aaaaaa on white: linear 0.401978 → 1.05/0.451978 = 2.32 < 3.
        var b = PaletteBuilder()
        b.color("white", role: .background, rgb: 255, 255, 255)
        b.color("chevron", role: .icon, rgb: 0xaa, 0xaa, 0xaa)
        b.color("label", role: .text, rgb: 0, 0, 0)
        b.color("mystery", role: nil, rgb: 0xee, 0xee, 0xee)
        let report = b.audit()
        #expect(report.findings("non-text-contrast").map(\.tokens) == [["chevron", "white"]])
        #expect(abs((report.findings("non-text-contrast").first?.measurements["ratio"]?.value ?? 0) - 2.3231) < 1e-3)
        #expect(report.findings("contrast-minimum").isEmpty)
        #expect(report.uncheckedTokens == [.init(token: "mystery", reason: "no-role")])
        #expect(report.pairsChecked == 2)
    }

    @Test func everyAppearanceIsJudgedSeparately() {
        // Indigo #5856d6 has no dark variant: L = 0.2126·0.0976 + 0.7152·0.0931 + 0.0722·0.6724 = 0.13585;
        // on white 1.05/0.18585 = 5.65 passes, on black (0.13585 + 0.05)/0.05 = 3.717 fails 4.5.
        var b = PaletteBuilder()
        b.color("bg", role: .background, [.light: Color(.srgb, 1, 1, 1), .dark: Color(.srgb, 0, 0, 0)])
        b.color(
            "accent", role: .interactive, [.light: Color(.srgb, 0x58 / 255.0, 0x56 / 255.0, 0xd6 / 255.0)])
        b.pair("accent", on: "bg")
        let report = b.audit()
        let findings = report.findings("contrast-minimum")
        #expect(findings.map(\.appearance) == [.dark])
        #expect(abs((findings.first?.measurements["ratio"]?.value ?? 0) - 3.717) < 1e-3)
        #expect(findings.first?.facts["inherited"] == "accent=light")
        #expect(report.inheritedValues.contains { $0.token == "accent" && $0.appearance == .dark && $0.from == .light })
    }

    @Test func translucentTextIsComposited() {
        // rgba(0,0,0,0.4) on white = (153,153,153): linear 0.318547 → 1.05/0.368547 = 2.849.
        var b = PaletteBuilder()
        b.color("white", role: .background, rgb: 255, 255, 255)
        b.color("hint", role: .text, rgb: 0, 0, 0, alpha: 0.4)
        b.pair("hint", on: "white")
        let finding = b.audit().findings("contrast-minimum").first
        #expect(abs((finding?.measurements["ratio"]?.value ?? 0) - 2.849) < 1e-3)
    }

    @Test func rulesCanBeSwitchedOffAndRetuned() {
        var b = PaletteBuilder()
        b.color("white", role: .background, rgb: 255, 255, 255)
        b.color("gray", role: .text, rgb: 0x77, 0x77, 0x77)
        b.pair("gray", on: "white")
        var off = Configuration()
        off.rules.levels["contrast-minimum"] = .off
        #expect(b.audit(off).findings("contrast-minimum").isEmpty)
        var lenient = Configuration()
        lenient.rules.parameters["contrast-minimum.normal"] = 4.4
        #expect(b.audit(lenient).findings("contrast-minimum").isEmpty)
        var warning = Configuration()
        warning.rules.levels["contrast-minimum"] = .on(.warning)
        #expect(b.audit(warning).findings("contrast-minimum").first?.severity == .warning)
    }

    @Test func appearancesCanBeLimited() {
        var b = PaletteBuilder()
        b.color("bg", role: .background, [.light: Color(.srgb, 1, 1, 1), .dark: Color(.srgb, 0, 0, 0)])
        b.color("text", role: .text, [.light: Color(.srgb, 0.5, 0.5, 0.5), .dark: Color(.srgb, 0.5, 0.5, 0.5)])
        var config = Configuration()
        config.appearances = [.dark]
        let report = b.audit(config)
        #expect(report.appearances == [.dark])
        // Gray 0.5 on black: (0.21404 + 0.05)/0.05 = 5.28 — a contrast-enhanced note, in dark only.
        #expect(!report.findings.isEmpty)
        #expect(report.findings.allSatisfy { $0.appearance == .dark })
    }
}

/// A configured threshold is not attributed to WCAG, even when it equals another default (3 = large text).
@Suite struct CustomThresholdTests {
    @Test func customThresholdIsSaidToBeCustom() {
        var b = PaletteBuilder()
        b.color("white", role: .background, rgb: 255, 255, 255)
        b.color("light", role: .text, rgb: 0xaa, 0xaa, 0xaa)  // 2.32:1 on white (see nonTextContrast…)
        b.pair("light", on: "white")
        var config = Configuration()
        config.rules.parameters["contrast-minimum.normal"] = 3
        let custom = b.audit(config).findings("contrast-minimum").first
        #expect(custom?.message.contains("(custom threshold; WCAG 1.4.3 (body text, web))") == true)
        let standard = b.audit().findings("contrast-minimum").first
        #expect(standard?.message.contains("4.5:1 required by WCAG 1.4.3 (body text, web)") == true)
    }
}
