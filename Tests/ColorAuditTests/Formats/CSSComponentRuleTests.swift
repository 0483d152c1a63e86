import Foundation
import Testing

@testable import ColorAudit
@testable import ColorScience

/// Rules that are not themes though they look like one, and rules that are themes though their
/// selector does not say so. Hand-made stylesheets in the conventions of real CSS frameworks (Pico CSS
/// sets component custom properties under `[type=file]`, `[aria-invalid=true]`, `[role=switch]` and has a
/// `.contrast` button variant, https://picocss.com/docs/buttons; Shoelace's `src/themes/dark.css` is
/// `:host, .sl-theme-dark { color-scheme: dark; … }`), values chosen here. What an attribute selects is
/// HTML's and ARIA's (`type`, `aria-invalid`, `role`: what an element is or its state, never a theme);
/// `color-scheme: dark` is CSS Color Adjustment 1 §2 ("the element … is rendered with a dark color
/// scheme").
@Suite struct CSSComponentRuleTests {
    func palette(_ css: String, themes: [String: Appearance] = [:]) throws -> Palette {
        let palettes = try CSSImporter(selectorThemes: themes).importPalettes(
            ImportUnit(file: "t.css", contents: Data(css.utf8), isExplicit: true))
        return try #require(palettes.first)
    }

    func hex(_ palette: Palette, _ token: String, _ appearance: Appearance) -> String? {
        palette.token(named: token)?.resolve(appearance)?.value.color.hex
    }

    @Test("Custom properties of [type=…], [aria-…], [role=…] rules are local, not theme values")
    func attributeComponentRules() throws {
        let palette = try palette(
            """
            :root:not([data-theme=dark]), [data-theme=light] { --bg: #ffffff; --fg: #373c44; }
            [data-theme=dark] { --bg: #13171f; --fg: #c2c7d0; }
            [type=file] { --bg: #48536b; --file-local: #ff0000; }
            [aria-invalid=true] { --fg: #b86a6b; --invalid-local: #b86a6b; }
            details.dropdown > summary[role=button] { --summary-local: #00ff00; }
            [data-theme=dark] [type=range]:active { --bg: #000000; }
            """)
        #expect(hex(palette, "--bg", .light) == "#ffffff")
        #expect(hex(palette, "--bg", .dark) == "#13171f")
        #expect(hex(palette, "--fg", .light) == "#373c44")
        #expect(hex(palette, "--fg", .dark) == "#c2c7d0")
        #expect(palette.token(named: "--file-local") == nil)
        #expect(palette.token(named: "--invalid-local") == nil)
        #expect(palette.token(named: "--summary-local") == nil)
        let notes = palette.importNotes.filter { $0.reason.contains("is a component rule") }
        #expect(notes.map(\.location.line) == [3, 4, 5, 6])
        #expect(notes.first?.reason.hasPrefix("'[type=file]' is a component rule") == true)
    }

    @Test("An attribute naming a theme, mode or scheme, or whose value says one, is a theme's")
    func themeAttributes() throws {
        let palette = try palette(
            """
            :root { --bg: #ffffff; --a: #111111; --b: #222222; --c: #333333; }
            [data-color-mode=dark] { --bg: #000000; }
            [data-mode="dark"] { --a: #eeeeee; }
            [color-scheme=dark] { --b: #dddddd; }
            [data-ui=dark] { --c: #cccccc; }
            [data-theme="sepia"] { --sepia: #f4ecd8; }
            [data-accent-color='amber'] { --accent-9: #ffc53d; }
            """)
        #expect(hex(palette, "--bg", .dark) == "#000000")
        #expect(hex(palette, "--a", .dark) == "#eeeeee")
        #expect(hex(palette, "--b", .dark) == "#dddddd")
        #expect(hex(palette, "--c", .dark) == "#cccccc")
        // A theme attribute with a value that is no appearance stays an unmapped rule: it is read.
        #expect(palette.token(named: "--sepia") != nil)
        // Radix Themes' accent choice is a colour choice, read as an unmapped rule too.
        #expect(palette.token(named: "--accent-9") != nil)
        #expect(palette.importNotes.filter { $0.reason.contains("is a component rule") }.isEmpty)
    }

    @Test("A root with a non-theme attribute is not a component rule")
    func rootWithAttribute() throws {
        let palette = try palette(
            """
            :root { --bg: #ffffff; }
            html[data-accent=blue] { --accent: #0000ff; }
            """)
        #expect(palette.token(named: "--accent") != nil)
    }

    @Test("A mapped component selector is the theme it is mapped to")
    func mappedAttribute() throws {
        let palette = try palette(
            """
            :root { --bg: #ffffff; }
            [data-variant=night] { --bg: #101010; }
            """, themes: ["[data-variant=night]": .dark])
        #expect(hex(palette, "--bg", .dark) == "#101010")
        #expect(hex(palette, "--bg", .light) == "#ffffff")
    }

    @Test("'contrast' alone is no increased contrast; hc, high-, increased-, more-contrast are")
    func contrastWord() {
        #expect(TokenThemeName.appearance(of: "contrast") == nil)
        #expect(TokenThemeName.appearance(of: "hc") == .lightHighContrast)
        #expect(TokenThemeName.appearance(of: "high-contrast") == .lightHighContrast)
        #expect(TokenThemeName.appearance(of: "increased-contrast") == .lightHighContrast)
        #expect(TokenThemeName.appearance(of: "more-contrast") == .lightHighContrast)
        #expect(TokenThemeName.appearance(of: "dark-high-contrast") == .darkHighContrast)
        #expect(TokenThemeName.appearance(of: "theme-dark-hc") == .darkHighContrast)
        #expect(TokenThemeName.appearance(of: "DarkHighContrast") == .darkHighContrast)
    }

    @Test("Pico's '.contrast' button variant makes no high-contrast appearance")
    func contrastVariantClass() throws {
        let palette = try palette(
            """
            :root { --primary: #0172ad; }
            [data-theme=dark] { --primary: #01aaff; }
            .contrast { --primary: #373c44; }
            """)
        #expect(palette.appearances.filter(\.isIncreasedContrast).isEmpty)
        #expect(hex(palette, "--primary", .light) == "#0172ad")
        #expect(hex(palette, "--primary", .dark) == "#01aaff")
        // `prefers-contrast: more` still says it.
        let media = try self.palette(
            """
            :root { --primary: #0172ad; }
            @media (prefers-contrast: more) { :root { --primary: #00003f; } }
            """)
        #expect(hex(media, "--primary", .lightHighContrast) == "#00003f")
    }

    @Test("'color-scheme: dark' makes a rule that names no theme the dark one")
    func colorSchemeDeclaration() throws {
        let palette = try palette(
            """
            :root { --bg: #ffffff; --fg: #222222; }
            .ocean { color-scheme: dark; --bg: #011627; }
            .paper { color-scheme: light dark; --fg: #333333; }
            """)
        #expect(hex(palette, "--bg", .dark) == "#011627")
        #expect(hex(palette, "--bg", .light) == "#ffffff")
        // 'light dark' says both schemes: the rule stays unmapped and does not replace the root's value.
        #expect(hex(palette, "--fg", .dark) == "#222222")
        #expect(palette.token(named: "--fg")?.values[.any]?.color.hex == "#222222")
    }

    @Test("':host, .x-theme-dark' is the dark theme; so is ':host, .midnight' with color-scheme: dark")
    func hostListsNameTheirScheme() throws {
        let palette = try palette(
            """
            :root, :host, .x-theme-light { color-scheme: light; --bg: #ffffff; --panel: #f4f4f5; }
            :host, .x-theme-dark { color-scheme: dark; --bg: #18181b; }
            :host, .midnight { color-scheme: dark; --panel: #27272a; }
            """)
        #expect(hex(palette, "--bg", .light) == "#ffffff")
        #expect(hex(palette, "--bg", .dark) == "#18181b")
        #expect(hex(palette, "--panel", .dark) == "#27272a")
    }

    @Test("--css-theme '.midnight=dark' maps a ':host, .midnight' list")
    func mappedHostList() throws {
        let palette = try palette(
            """
            :root, :host { --bg: #ffffff; }
            :host, .midnight { --bg: #101014; }
            """, themes: [".midnight": .dark])
        #expect(hex(palette, "--bg", .dark) == "#101014")
        #expect(hex(palette, "--bg", .light) == "#ffffff")
    }
}
