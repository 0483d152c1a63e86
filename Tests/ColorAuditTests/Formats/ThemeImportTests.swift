import Foundation
import Testing

@testable import ColorAudit
@testable import ColorScience

/// Importers map further themes: CSS selectors, DTCG modes in `$extensions`, Tokens Studio `$themes`
/// and token-set names; and formed pairs never mix a theme's source tokens across schemes.
@Suite struct ThemeImportTests {
    @Test(
        "Theme names: light/dark plus other words that are not high-contrast make a named theme",
        arguments: [
            ("dark_dimmed", "dark-dimmed", Appearance.Scheme.dark, false),
            ("light_tritanopia", "light-tritanopia", .light, false),
            ("Dark Colorblind", "dark-colorblind", .dark, false),
            ("light_colorblind_high_contrast", "light-colorblind-high-contrast", .light, true),
            ("dark-color-blind", "dark-colorblind", .dark, false),
            // Standard ones stay standard: a prefix before the scheme word, filler after it.
            ("theme-dark-hc", "dark-high-contrast", .dark, true),
            ("sema-color-light", "light", .light, false),
            ("theme-semantics-dark-hc", "dark-high-contrast", .dark, true),
            ("light-mode", "light", .light, false),
            ("DarkHighContrast", "dark-high-contrast", .dark, true),
        ] as [(String, String, Appearance.Scheme, Bool)])
    func themeNames(_ written: String, _ name: String, _ scheme: Appearance.Scheme, _ increased: Bool) throws {
        let appearance = try #require(TokenThemeName.appearance(of: written))
        #expect(appearance.rawValue == name)
        #expect(appearance.scheme == scheme)
        #expect(appearance.isIncreasedContrast == increased)
        #expect(TokenThemeName.appearance(of: "Casual") == nil)
    }

    @Test func cssSelectorsMapToNamedThemes() throws {
        let folder = try ImportTempFolder()
        let path = try folder.write(
            "primer.css",
            """
            :root { --fgColor-default: #1f2328; --bgColor-default: #ffffff; }
            [data-color-mode=dark][data-dark-theme=dark_dimmed] { --bgColor-default: #22272e; }
            [data-theme="dark"] { --fgColor-default: #f0f6fc; --bgColor-default: #0d1117; }
            """)
        let palette = try #require(try importPaths([path]).first)
        let dimmed = try #require(palette.appearance(named: "dark-dimmed"))
        #expect(dimmed.scheme == .dark && dimmed.isTheme)
        // The compound selector names dark and dark_dimmed: the theme, which refines dark.
        #expect(close(srgb(palette, "--bgColor-default", dimmed), SIMD3(0x22, 0x27, 0x2e) / 255))
        // --fgColor-default has no dark_dimmed declaration: its dark one (#f0f6fc), not :root's.
        #expect(close(srgb(palette, "--fgColor-default", dimmed), SIMD3(0xf0, 0xf6, 0xfc) / 255))
        // Configurable: a selector mapped by hand.
        let mapped = try CSSImporter(selectorThemes: [".soft": Appearance(theme: "soft", scheme: .dark)])
            .importPalettes(
                ImportUnit(file: "x.css", contents: Data(":root{--ink:#000} .soft{--ink:#222}".utf8), isExplicit: true))
        #expect(mapped.first?.appearance(named: "soft")?.scheme == .dark)
    }

    @Test func dtcgModesMapToNamedThemes() throws {
        let folder = try ImportTempFolder()
        let path = try folder.write(
            "c.tokens.json",
            """
            {"canvas": {"$type": "color", "$value": "#ffffff",
              "$extensions": {"mode": {"dark": "#0d1117", "dark_dimmed": "#22272e"}}}}
            """)
        let palette = try #require(try importPaths([path]).first)
        let dimmed = try #require(palette.appearance(named: "dark-dimmed"))
        #expect(dimmed.scheme == .dark)
        #expect(close(srgb(palette, "canvas", dimmed), SIMD3(0x22, 0x27, 0x2e) / 255))
        #expect(palette.appearances.contains(.dark))
    }

    @Test func tokensStudioThemesMapToNamedThemes() throws {
        let folder = try ImportTempFolder()
        try folder.write("tokens/base.json", ##"{"canvas": {"value": "#ffffff", "type": "color"}}"##)
        try folder.write("tokens/dark.json", ##"{"canvas": {"value": "#0d1117", "type": "color"}}"##)
        try folder.write("tokens/dimmed.json", ##"{"canvas": {"value": "#22272e", "type": "color"}}"##)
        try folder.write(
            "tokens/$themes.json",
            """
            [{"id": "1", "name": "Light", "selectedTokenSets": {"base": "enabled"}},
             {"id": "2", "name": "Dark", "selectedTokenSets": {"base": "source", "dark": "enabled"}},
             {"id": "3", "name": "Dark Dimmed", "selectedTokenSets": {"base": "source", "dimmed": "enabled"}}]
            """)
        try folder.write("tokens/$metadata.json", ##"{"tokenSetOrder": ["base", "dark", "dimmed"]}"##)
        let palette = try #require(try importPaths([folder.root + "/tokens"]).first)
        let dimmed = try #require(palette.appearance(named: "dark-dimmed"))
        #expect(dimmed.scheme == .dark)
        #expect(close(srgb(palette, "canvas", dimmed), SIMD3(0x22, 0x27, 0x2e) / 255))
        #expect(close(srgb(palette, "canvas", .dark), SIMD3(0x0d, 0x11, 0x17) / 255))
    }

    /// typedoc's stylesheet defines `--light-*` and `--dark-*` source tokens in `:root` and maps them into
    /// `--color-*` per theme. Pairs formed from roles never mix them: no `--light-*` colour on a
    /// `--dark-*` one, and no source token of one scheme in the other's appearance. Hand-derived, same-
    /// scheme pairs are still checked: #222 on #f2f4f8 (L 0.0159963 and 0.888 0.9047 0.9387 →
    /// 0.2126·0.887923 + 0.7152·0.904661 + 0.0722·0.938686 = 0.903559): 0.953559 / 0.0659963 = 14.4487:1;
    /// #f5f5f5 (L 0.913099) on #2b2e33 (0.2126·0.0241576 + 0.7152·0.0273209 + 0.0722·0.0331048 =
    /// 0.027066): 0.963099 / 0.077066 = 12.4971:1.
    @Test func typedocPairsStayWithinATheme() throws {
        let (_, palette) = try ImportedFixture.palette("Real/typedoc/static/style.css")
        var auditor = Auditor(configuration: Configuration())
        auditor.recordsChecks = true
        let report = auditor.audit(palette)
        let checks = try #require(report.checks)
        func scheme(_ name: String) -> String? {
            name.hasPrefix("--light-") ? "light" : name.hasPrefix("--dark-") ? "dark" : nil
        }
        for check in checks {
            let schemes = Set(check.tokens.compactMap(scheme))
            #expect(schemes.count <= 1, "\(check.tokens) mixes schemes")
            if let only = schemes.first, check.appearance != .any {
                #expect(check.appearance.scheme?.rawValue == only, "\(check.tokens) in \(check.appearance)")
            }
        }
        // `--light-color-*` and `--dark-color-*` are the inputs `--color-*` alias per scheme (primitives,
        // no inferred role, `PostImport`): their values are checked as `--color-text` on
        // `--color-background` in each appearance.
        #expect(!checks.contains { $0.tokens.contains("--light-color-text") })
        let light = try #require(
            checks.first { $0.tokens == ["--color-text", "--color-background"] && $0.appearance == .light })
        #expect(abs(light.ratio - 14.4487) < 1e-3)
        let dark = try #require(
            checks.first { $0.tokens == ["--color-text", "--color-background"] && $0.appearance == .dark })
        #expect(abs(dark.ratio - 12.4971) < 1e-3)
        #expect(PairSequence.nameScheme("md_theme_dark_primary") == .dark)
        #expect(PairSequence.nameScheme("textLight") == nil)
    }
}
