import Testing

@testable import ColorAudit
@testable import ColorScience

/// Translucent layers in declared stacks, end to end through the auditor. Hand derivation (source-over in
/// gamma-encoded sRGB, then WCAG: lin(c) = ((c + 0.055)/1.055)^2.4, L = 0.2126 R + 0.7152 G + 0.0722 B):
/// - badge fill rgba(0, 122, 255, 0.5) over white = (127.5, 188.5, 255)/255, lin (0.214041, 0.505879, 1)
///   → L = 0.045505 + 0.361805 + 0.0722 = 0.479510; white text 1.05/0.529510 = 1.98297.
/// - the same over black = (0, 61, 127.5)/255, lin (0, 0.046665, 0.214041) → L = 0.033375 + 0.015454
///   = 0.048829; white text 1.05/0.098829 = 10.6245.
/// - over a 50 % black scrim on white ((127.5, 127.5, 127.5)): (63.75, 124.75, 191.25)/255,
///   lin (0.050876, 0.204195, 0.522522) → L = 0.010816 + 0.146040 + 0.037726 = 0.194582 → 4.29303.
/// - treating the fill as opaque #007aff would give 4.01698 for every case.
@Suite struct TranslucencyTests {
    func badge(backdrop: [String]) -> PaletteBuilder {
        var b = PaletteBuilder()
        b.color("surface", role: .background, [.light: sRGB255(255, 255, 255), .dark: sRGB255(0, 0, 0)])
        b.color("scrim", role: .background, rgb: 0, 0, 0, alpha: 0.5)
        b.color("badgeFill", role: .background, rgb: 0, 122, 255, alpha: 0.5)
        b.color("badgeText", role: .text, rgb: 255, 255, 255)
        b.pair("badgeText", on: "badgeFill", backdrop: backdrop)
        return b
    }

    @Test func badgeOverLightAndDarkBackdrops() {
        let report = badge(backdrop: ["surface"]).audit()
        let light = report.findings("contrast-minimum").filter { $0.appearance == .light }
        #expect(light.count == 1)
        #expect(abs((light.first?.measurements["ratio"]?.value ?? 0) - 1.98297) < 1e-4)
        // The backdrop is opaque: one case, no range.
        #expect(light.first?.measurements["ratioMax"]?.value == nil)
        #expect(light.first?.tokens == ["badgeText", "badgeFill", "surface"])
        // Dark: 10.6245 passes 4.5 and 7.
        #expect(report.findings("contrast-minimum").filter { $0.appearance == .dark }.isEmpty)
        #expect(report.findings("contrast-enhanced").filter { $0.appearance == .dark }.isEmpty)
        let context = AuditContext(palette: badge(backdrop: ["surface"]).palette, configuration: Configuration())
        let dark = context.pairs.first { $0.appearance == .dark }
        #expect(abs((dark?.stack.worstRatio ?? 0) - 10.6245) < 1e-3)
    }

    @Test func withoutAnOpaqueLayerTheRangeOverBlackAndWhiteIsShown() {
        let report = badge(backdrop: []).audit()
        let finding = report.findings("contrast-minimum").first
        #expect(abs((finding?.measurements["ratio"]?.value ?? 0) - 1.98297) < 1e-4)
        #expect(abs((finding?.measurements["ratioMax"]?.value ?? 0) - 10.6245) < 1e-3)
        #expect(finding?.message.contains("1.98:1 to 10.62:1") == true)
        #expect(finding?.message.contains("translucent") == true)
    }

    @Test func translucentLayersStackBottomUp() {
        // backdrop is bottom first: surface (opaque) under scrim under the badge fill.
        let report = badge(backdrop: ["surface", "scrim"]).audit()
        let light = report.findings("contrast-minimum").first { $0.appearance == .light }
        #expect(light?.tokens == ["badgeText", "badgeFill", "scrim", "surface"])
        #expect(abs((light?.measurements["ratio"]?.value ?? 0) - 4.29303) < 1e-4)
    }

    @Test func noRuleTreatsTheTranslucentFillAsOpaque() {
        // Opaque #007aff would give 4.01698; every ratio any rule reports must be one of the composited ones.
        var config = Configuration(glare: Glare.indoor.fraction)
        config.rules.levels["contrast-under-glare"] = .on(.note)
        let report = badge(backdrop: []).audit(config)
        let ratios = report.findings.compactMap { $0.measurements["ratio"]?.value }
        #expect(!ratios.isEmpty)
        #expect(ratios.allSatisfy { abs($0 - 4.01698) > 0.01 })
    }
}
