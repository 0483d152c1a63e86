import Foundation
import Testing

@testable import ColorAudit
@testable import ColorScience

/// CSS custom properties: Radix Colors, Radix Themes (wide-gamut overrides, nesting), TypeDoc (media
/// queries and [data-theme] mapping through var()), and a trap file. Values read from the files.
@Suite struct CSSImporterTests {
    /// A theme's `var()` naming nothing read makes the property invalid in that theme (CSS Custom
    /// Properties 1, "invalid at computed-value time": the initial value, not the base rule's): the colour
    /// has no dark value, none is inherited in its place, and the reference is listed as unresolved
    /// (radix-themes' dark `--color-background: var(--gray-1)`, whose scale is @imported).
    @Test func aThemeValueThatDoesNotResolveIsNoValue() throws {
        let folder = try ImportTempFolder()
        let path = try folder.write(
            "u.css", ":root { --bg: white; --fg: #111; }\n.dark { --bg: var(--missing); --fg: #eee; }\n")
        let palette = try #require(try importPaths([path]).first)
        let bg = try #require(palette.token(named: "--bg"))
        #expect(bg.resolve(.dark) == nil)
        #expect(bg.resolve(.light)?.value.color == Color(.srgb, 1, 1, 1))
        #expect(palette.token(named: "--fg")?.resolve(.dark)?.value.location.line == 2)
        #expect(palette.importNotes.contains { $0.token == "--bg" && $0.kind == .unresolved && $0.location.line == 2 })
    }

    @Test func darkMediaQueryDataThemeAndFallbacks() throws {
        let path = "Traps/themes.css"
        let (format, palette) = try ImportedFixture.palette(path)
        #expect(format == "css")
        #expect(palette.appearances == [.light, .dark])
        #expect(close(palette.value("--bg", .any)?.color, ImportedFixture.srgb(0xffffff)))
        #expect(close(palette.value("--bg", .dark)?.color, ImportedFixture.srgb(0x000000)))
        #expect(palette.value("--bg", .dark)?.location.line == 12)
        // var(--brand, #0066ff): --brand is not defined, so the fallback.
        #expect(close(palette.value("--accent", .any)?.color, ImportedFixture.srgb(0x0066ff)))
        #expect(close(palette.value("--accent", .dark)?.color, ImportedFixture.srgb(0x66aaff)))
        // light-dark(#eeeeee, #111111).
        #expect(close(palette.value("--scheme", .any)?.color, ImportedFixture.srgb(0xeeeeee)))
        #expect(close(palette.value("--scheme", .dark)?.color, ImportedFixture.srgb(0x111111)))
        // Not colours: lengths, fonts, shadows; the min-width block is not an appearance.
        #expect(palette.tokens.map(\.name) == ["--bg", "--fg", "--accent", "--scheme"])
        #expect(
            palette.token(named: "--bg")?.location
                == ColorAudit.SourceLocation(file: Fixture.url(path).path, line: 3, column: 3))
    }

    @Test func varCycleIsAnError() throws {
        let error = try #require(ImportedFixture.error("Traps/var-cycle.css"))
        #expect(error.message.contains("--a → --b → --a"))
        #expect(error.message.contains(":2:") && error.message.contains(":3:"))
    }

    /// `--c0: #123456;` on line 2, then `--cN: var(--c(N-1));` on line N + 2 for N = 1…69: the chains of
    /// --c64 … --c69 are 65 or more references deep (--c63's is 64, the limit). Each too-deep property is
    /// reported at its own line, naming the chain; they used to be reported at --c1 … --c6 (lines 3–8),
    /// the innermost references, which are fine.
    @Test func tooDeepVarChainsAreReportedAtTheirOwnProperties() throws {
        var css = ":root {\n  --c0: #123456;\n"
        for n in 1...69 { css += "  --c\(n): var(--c\(n - 1));\n" }
        css += "}\n"
        do {
            let palettes = try CSSImporter().importPalettes(
                ImportUnit(file: "chain.css", contents: Data(css.utf8), isExplicit: true))
            Issue.record("expected an error, got \(palettes.count) palettes")
        } catch {
            let all = [error] + error.further
            #expect(all.map(\.location.line) == Array(66...71))
            #expect(all.allSatisfy { $0.location.column == 10 })  // `var(` after `  --c64: ` (9 characters)
            #expect(
                all.first?.message
                    == "--c64: var() references nested deeper than 64 (--c64 → --c63 → --c62 → … → --c1 → --c0)")
        }
    }

    @Test func radixColorsScales() throws {
        let (_, palette) = try ImportedFixture.palette("Real/radix/light/theme.module.css")
        // 275 custom properties, all hsl() colours (25 scales × 11 steps).
        #expect(palette.tokens.count == 275)
        // `.amber{ --amber000: hsl(39 70% 99%); }` on line 2.
        #expect(palette.token(named: "--amber000")?.location.line == 2)
    }

    @Test func radixThemesWideGamutOverrides() throws {
        let (_, palette) = try ImportedFixture.palette(
            "Real/radix-themes/packages/radix-ui-themes/src/styles/tokens/colors/gray.css")
        // :root, .light, .light-theme { --gray-surface: #ffffffcc } (a root selector listed with a light
        // theme's: the light theme) overridden by color(display-p3 1 1 1 / 0.8) under
        // @supports (color: color(display-p3 1 1 1)) { @media (color-gamut: p3) { … } }.
        let light = try #require(palette.value("--gray-surface", .light))
        #expect(palette.value("--gray-surface", .any) == nil)
        #expect(close(light.color, Color(.displayP3, 1, 1, 1, alpha: 0.8)))
        #expect(close(light.srgbFallback ?? Color(.srgb, 0, 0, 0), ImportedFixture.srgb(0xffffff, alpha: 0xcc / 255.0)))
        let dark = try #require(palette.value("--gray-surface", .dark))
        #expect(close(dark.color, Color(.displayP3, 0.1255, 0.1255, 0.1255, alpha: 0.5)))
        #expect(close(dark.srgbFallback ?? Color(.srgb, 0, 0, 0), ImportedFixture.srgb(0x212121, alpha: 0x80 / 255.0)))
        // var(--gray-9) comes from an @import that is not read: unresolved, and the imports are noted.
        #expect(palette.importNotes.contains { $0.kind == .unresolved && $0.token == "--gray-indicator" })
        #expect(palette.importNotes.contains { $0.reason.contains("@import") })
    }

    @Test func typedocMapsThemesThroughVar() throws {
        let path = "Real/typedoc/static/style.css"
        let (_, palette) = try ImportedFixture.palette(path)
        // --color-background: var(--light-color-background) = #f2f4f8 in light (both the media query
        // and :root[data-theme="light"]), var(--dark-color-background) = #2b2e33 in dark.
        let light = try #require(palette.value("--color-background", .light))
        #expect(close(light.color, ImportedFixture.srgb(0xf2f4f8)))
        #expect(light.aliasOf == "--light-color-background")
        #expect(close(palette.value("--color-background", .dark)?.color, ImportedFixture.srgb(0x2b2e33)))
        #expect(palette.value("--color-background", .any) == nil)
        // The later of the two light declarations (`:root[data-theme="light"]`) is the one located.
        #expect(light.location.line == 265)
    }
}
