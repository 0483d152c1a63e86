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

    /// A theme that points two different tokens at one colour (a package's night theme writes both its
    /// "weaker" and its "strongest" text `{color.alias.gray.20}`; by day they differ) gives a finding for
    /// each, under its own name; a token that aliases another in every appearance is still one of its
    /// names ("also").
    @Test func tokensAThemePointsAtOneColourKeepTheirOwnFindings() {
        var b = PaletteBuilder()
        b.color("page", role: .background, [.light: sRGB255(255, 255, 255), .dark: sRGB255(18, 18, 18)])
        b.color("gray.20", role: nil, [.light: sRGB255(199, 199, 199), .dark: sRGB255(61, 61, 61)])
        b.color("weaker", role: .text, [.light: sRGB255(107, 107, 107), .dark: sRGB255(0, 0, 0)])
        b.color("strongest", role: .text, [.light: sRGB255(0, 0, 0), .dark: sRGB255(0, 0, 0)])
        b.alias("weaker", to: "gray.20", in: .dark)
        b.alias("strongest", to: "gray.20", in: .dark)
        // `quiet` is `{weaker}` by day and by night: a second name of weaker's value.
        b.color("quiet", role: .text, [.light: sRGB255(0, 0, 0), .dark: sRGB255(0, 0, 0)])
        b.alias("quiet", to: "weaker", in: .light)
        b.alias("quiet", to: "weaker", in: .dark)
        // #3d3d3d on #121212 (WCAG 2 relative luminance): L = ((61/255 + 0.055)/1.055)^2.4 = 0.04667 and
        // ((18/255 + 0.055)/1.055)^2.4 = 0.006049; (0.04667 + 0.05)/(0.006049 + 0.05) = 1.72:1 < 4.5:1.
        let dark = b.audit().findings("contrast-minimum").filter { $0.appearance == .dark }
        #expect(dark.map(\.tokens) == [["weaker", "page"], ["strongest", "page"]])
        #expect(dark.first?.alsoTokens == ["weaker": ["quiet"]])
        #expect(dark.last?.alsoTokens.isEmpty == true)
        #expect(dark.last?.message.hasPrefix("strongest on page: contrast 1.72:1") == true)
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
