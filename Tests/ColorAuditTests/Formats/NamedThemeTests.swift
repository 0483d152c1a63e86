import Foundation
import Testing

@testable import ColorAudit
@testable import ColorScience

/// Named themes beyond the four standard appearances: the model (`Appearance` with a scheme and an
/// increased-contrast flag), our palette format's `themes:`, and how the rules treat them.
///
/// WCAG 2.2 relative luminance by hand, lin(c) = ((c/255 + 0.055)/1.055)^2.4 (c/255 > 0.04045):
/// - #22272e (Primer dark-dimmed canvas): 0x22 = 34 → lin 0.0159963, 0x27 = 39 → 0.0202886,
///   0x2e = 46 → 0.0273209; L = 0.2126·0.0159963 + 0.7152·0.0202886 + 0.0722·0.0273209 = 0.0198838.
///   White on it: 1.05 / 0.0698838 = 15.0249:1; black on it: 0.0698838 / 0.05 = 1.3977:1.
/// - #949494: 0x94 = 148 → lin 0.296138 = L. On black: 0.346138 / 0.05 = 6.9228:1.
@Suite struct NamedThemeTests {
    func read(_ yaml: String) throws -> Palette {
        try NativePaletteImporter().importPalette(contents: Data(yaml.utf8), path: "themes.yaml")
    }

    func audit(_ palette: Palette) -> PaletteReport {
        var auditor = Auditor(configuration: Configuration())
        auditor.recordsChecks = true
        return auditor.audit(palette)
    }

    @Test func standardAppearancesKeepTheirNamesAndMeaning() {
        #expect(
            Appearance.standard.map(\.rawValue) == [
                "any", "light", "dark", "light-high-contrast", "dark-high-contrast",
            ])
        #expect(Appearance.darkHighContrast.scheme == .dark && Appearance.darkHighContrast.isIncreasedContrast)
        #expect(!Appearance.dark.isTheme && Appearance.any.scheme == nil)
        // A theme given a standard name is that standard appearance.
        #expect(Appearance(theme: "dark", scheme: .light).scheme == .dark)
        let dimmed = Appearance(theme: "dark-dimmed", scheme: .dark)
        #expect(dimmed.isTheme && dimmed.base == .dark && dimmed.standardAppearance == .dark)
        #expect(dimmed.fallbackChain == [dimmed, .dark, .any, .light])
        let raised = Appearance(theme: "dark-high-contrast-2", scheme: .dark, increasedContrast: true)
        #expect(raised.fallbackChain == [raised, .darkHighContrast, .dark, .any, .light])
        #expect(raised.standardVariant == .dark)
        // Themes sort after the standard appearances, by name.
        #expect([raised, .dark, dimmed, .light].sorted() == [.light, .dark, dimmed, raised])
        // Identity is the name (baselines and --appearance give names only).
        #expect(Appearance(named: "dark-dimmed") == dimmed)
        #expect(Appearance(named: "dark-dimmed").scheme == .dark)
    }

    @Test func namedDarkThemeFallsBackToDarkValues() throws {
        let palette = try read(
            """
            themes:
              dark-dimmed: { base: dark }
            colors:
              ink: { light: "#000000", dark: "#ffffff", role: text }
              canvas: { light: "#ffffff", dark: "#000000", dark-dimmed: "#22272e", role: background }
            pairs:
              - { foreground: ink, background: canvas }
            """)
        let dimmed = try #require(palette.appearance(named: "dark-dimmed"))
        #expect(dimmed.scheme == .dark && !dimmed.isIncreasedContrast)
        #expect(palette.appearances == [.light, .dark, dimmed])
        // ink has no dark-dimmed value: it takes its dark value (#ffffff), not light's #000000.
        let resolved = try #require(palette.token(named: "ink")?.resolve(dimmed))
        #expect(resolved.inheritedFrom == .dark)
        #expect(resolved.value.source == "#ffffff")
        let report = audit(palette)
        let check = try #require(report.checks?.first { $0.appearance == dimmed })
        // White on #22272e: 15.0249:1 (derivation above); from light's black it would be 1.3977:1.
        #expect(abs(check.ratio - 15.0249) < 1e-3)
        #expect(!report.findings.contains { $0.rule == "contrast-minimum" })
        // Inheriting from the appearance a theme varies is how themes are written: not reported.
        #expect(!report.findings.contains { $0.rule == "missing-appearance" && $0.appearance == dimmed })
        // The theme's name is the finding's appearance in every output and in the identity.
        #expect(report.appearances.contains(dimmed))
    }

    @Test func aThemeFallingPastItsBaseIsReported() throws {
        // hint has no dark value: dark takes light's (#949494, reported), and so does dark-dimmed
        // (dark-dimmed → dark → any → light), which is reported there too. On #22272e:
        // L(#949494) = 0.296138 → (0.296138 + 0.05) / (0.0198838 + 0.05) = 4.9531:1.
        let palette = try read(
            """
            themes:
              dark-dimmed: dark
            colors:
              hint: { light: "#949494", role: text }
              canvas: { light: "#ffffff", dark: "#000000", dark-dimmed: "#22272e", role: background }
            pairs:
              - { foreground: hint, background: canvas }
            """)
        let findings = audit(palette).findings.filter { $0.rule == "missing-appearance" }
        let dimmed = try #require(palette.appearance(named: "dark-dimmed"))
        let inDimmed = try #require(findings.first { $0.appearance == dimmed })
        #expect(inDimmed.facts["inheritedFrom"] == "light")
        #expect(abs((inDimmed.measurements["ratio"]?.value ?? 0) - 4.9531) < 1e-3)
        #expect(findings.contains { $0.appearance == .dark })
        let identity = FindingIdentity(inDimmed, root: nil)
        #expect(identity.appearance.rawValue == "dark-dimmed")
    }

    /// The same palette with its increased-contrast values under `dark-high-contrast` and under a
    /// named increased-contrast dark theme gets the same `increased-contrast-variant` findings: text at
    /// 6.9228:1 (#949494 on black) is lower than dark's 21:1 (warning: below ignoreAbove 7) — judged
    /// against dark, the theme's base.
    @Test func increasedContrastThemeIsJudgedLikeTheStandardOne() throws {
        func findings(_ key: String, themes: String) throws -> [Finding] {
            let palette = try read(
                """
                \(themes)
                colors:
                  ink: { light: "#000000", dark: "#ffffff", \(key): "#949494", role: text }
                  canvas: { light: "#ffffff", dark: "#000000", role: background }
                pairs:
                  - { foreground: ink, background: canvas }
                """)
            return audit(palette).findings.filter { $0.rule == "increased-contrast-variant" }
        }
        let standard = try findings("dark-high-contrast", themes: "")
        let named = try findings(
            "dark-hc-2", themes: "themes:\n  dark-hc-2: { base: dark, increasedContrast: true }")
        #expect(standard.count == 1 && named.count == 1)
        for (finding, appearance) in [(standard.first, "dark-high-contrast"), (named.first, "dark-hc-2")] {
            #expect(finding?.appearance.rawValue == appearance)
            #expect(finding?.facts["check"] == "lower-than-standard")
            #expect(finding?.facts["standardAppearance"] == "dark")
            #expect(abs((finding?.measurements["ratio"]?.value ?? 0) - 6.9228) < 1e-3)
            #expect(finding?.measurements["ratioStandard"]?.value == 21)
        }
    }

    @Test func aDarkThemeIsJudgedOverBlackWhenNothingIsOpaque() throws {
        #expect(ComparedColors.defaultBackdrop(Appearance(theme: "dark-dimmed", scheme: .dark)).hex == "#000000")
        #expect(ComparedColors.defaultBackdrop(Appearance(theme: "light-tritanopia", scheme: .light)).hex == "#ffffff")
    }

    @Test func themeNamesAppearInJSONAndText() throws {
        let palette = try read(
            """
            themes:
              dark-dimmed: { base: dark }
            colors:
              hint: { light: "#949494", dark: "#949494", dark-dimmed: "#22272e", role: text }
              canvas: { light: "#ffffff", dark: "#000000", dark-dimmed: "#22272e", role: background }
            pairs:
              - { foreground: hint, background: canvas }
            """)
        let reports = [audit(palette)]
        let json = JSONReporter().render(reports)
        // hint = canvas in dark-dimmed: 1:1, a contrast-minimum error in that theme.
        #expect(json.contains("\"appearance\" : \"dark-dimmed\""))
        #expect(json.contains("\"increasedContrast\" : false"))
        #expect(TextReporter(useColor: false).render(reports).contains("dark-dimmed (dark theme)"))
    }

    @Test(
        "themes: errors name the line and what was expected",
        arguments: [
            (
                "themes:\n  dark-dimmed: { base: dusk }\ncolors: {a: '#000'}\n", 2,
                ["unknown value 'dusk'", "light or dark"]
            ),
            ("themes:\n  x: { base: dark-high-contrast }\ncolors: {a: '#000'}\n", 2, ["increasedContrast: true"]),
            ("themes:\n  dark: { base: dark }\ncolors: {a: '#000'}\n", 2, ["standard appearance"]),
            ("themes:\n  x: { increasedContrast: true }\ncolors: {a: '#000'}\n", 2, ["missing 'base'"]),
            ("themes:\n  x: { base: dark, increasedContrast: maybe }\ncolors: {a: '#000'}\n", 2, ["true or false"]),
            ("themes:\n  x: { base: dark, contrast: true }\ncolors: {a: '#000'}\n", 2, ["unknown key 'contrast'"]),
            ("themes: [a]\ncolors: {a: '#000'}\n", 1, ["themes"]),
            (
                "themes:\n  dark-dimmed: dark\ncolors:\n  a: { light: '#000', dark-dimed: '#111' }\n", 4,
                ["unknown key 'dark-dimed'", "did you mean 'dark-dimmed'"]
            ),
            ("colors:\n  a: { light: '#000', dark-dimmed: '#111' }\n", 2, ["unknown key 'dark-dimmed'", "themes:"]),
        ] as [(String, Int, [String])])
    func themeErrors(_ yaml: String, _ line: Int, _ fragments: [String]) {
        do throws(PaletteError) {
            _ = try NativePaletteImporter().importPalette(contents: Data(yaml.utf8), path: "themes.yaml")
            Issue.record("expected an error for \(yaml)")
        } catch {
            #expect(error.location.line == line, "\(error)")
            for fragment in fragments {
                #expect(error.message.contains(fragment), "\(error.message) lacks \(fragment)")
            }
        }
    }

    @Test func jsonPalettesDeclareThemesToo() throws {
        let palette = try NativePaletteImporter().importPalette(
            contents: Data(
                """
                {"themes": {"light-hc-2": {"base": "light", "increasedContrast": true}},
                 "colors": {"a": {"light": "#000000", "light-hc-2": "#111111"}}}
                """.utf8), path: "t.json")
        let theme = try #require(palette.appearance(named: "light-hc-2"))
        #expect(theme.isIncreasedContrast && theme.scheme == .light)
        #expect(palette.themes == [theme])
    }
}
