import Testing

@testable import ColorAudit
@testable import ColorScience

/// Each problem is said once: aliases and same-valued tokens fold into one finding; a finding identical
/// in several appearances is one finding for them; alpha and APCA are shown as the issue asks.
@Suite struct SayItOnceTests {
    @Test func anAliasAndItsTokenAreOneFinding() {
        var b = PaletteBuilder()
        b.color("page", role: .background, rgb: 255, 255, 255)
        // #777777 on white is 4.478:1 (fails 4.5:1); sectionTitle is {ink}, heading has the same value.
        b.color("ink", role: .text, rgb: 119, 119, 119)
        b.color("sectionTitle", role: .text, rgb: 0, 0, 0)
        b.alias("sectionTitle", to: "ink")
        b.color("heading", role: .text, rgb: 119, 119, 119)
        let report = b.audit()
        let minimum = report.findings("contrast-minimum")
        #expect(minimum.count == 1)
        #expect(minimum.first?.tokens == ["ink", "page"])
        #expect(minimum.first?.alsoTokens == ["ink": ["sectionTitle", "heading"]])
        #expect(minimum.first?.message.hasPrefix("ink (also sectionTitle, heading) on page: contrast 4.47:1") == true)
    }

    @Test func aFindingOfSomeAppearancesIsOneFindingForThem() {
        var b = PaletteBuilder()
        let white = Color(.srgb, 1, 1, 1)
        let grey = sRGB255(119, 119, 119)
        b.color("page", role: .background, [.light: white, .dark: white, .lightHighContrast: white])
        b.color("ink", role: .text, [.light: grey, .dark: grey, .lightHighContrast: Color(.srgb, 0, 0, 0)])
        let report = b.audit()
        let minimum = report.findings("contrast-minimum")
        #expect(minimum.count == 1)
        #expect(minimum.first?.appearances == [.light, .dark])
        #expect(minimum.first?.appearance == .light)
    }

    @Test func aFindingOfEveryAppearanceIsAny() {
        var b = PaletteBuilder()
        let white = Color(.srgb, 1, 1, 1)
        let grey = sRGB255(119, 119, 119)
        b.color("page", role: .background, [.light: white, .dark: white])
        b.color("ink", role: .text, [.light: grey, .dark: grey])
        let minimum = b.audit().findings("contrast-minimum")
        #expect(minimum.map(\.appearance) == [.any])
        #expect(minimum.first?.appearances == [.light, .dark])
    }

    @Test func alphaIsShownAsWritten() {
        // #a371f726: 0x26 = 38, 38/255 = 0.14902 → 0.15 (rounded), never truncated to 0.14.
        #expect(ValueText.alpha(38.0 / 255) == "0.15")
        #expect(ValueText.alpha(0.5) == "0.5")
        // 0.998 must not read as opaque.
        #expect(ValueText.alpha(0.998) == "0.998")
    }

    @Test func mentionMatchesWholeNamesOnly() {
        let text = UniformFindings.mention("tint", also: ["link"], in: "tintDark and tint look alike")
        #expect(text == "tintDark and tint (also link) look alike")
    }
}
