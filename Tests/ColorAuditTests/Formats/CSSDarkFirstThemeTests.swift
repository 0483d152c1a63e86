import Foundation
import Testing

@testable import ColorAudit
@testable import ColorScience

/// A dark-first stylesheet: the dark look on `:root`, the light look as an override
/// (`:root[data-theme='light']`, `@media (prefers-color-scheme: light)`). By the cascade the base
/// declarations apply wherever no override matches (CSS Cascade 4 §6; MDN `prefers-color-scheme`), so
/// the base is what dark shows. Stylesheets hand-made, values chosen here.
@Suite struct CSSDarkFirstThemeTests {
    func palette(_ css: String) throws -> Palette {
        let folder = try ImportTempFolder()
        let path = try folder.write("theme.css", css)
        return try #require(try importPaths([path]).first)
    }

    func hex(_ palette: Palette, _ token: String, _ appearance: Appearance) -> String? {
        palette.token(named: token)?.values[appearance]?.color.hex
    }

    @Test("':root' dark values with a ':root[data-theme=light]' override: light and dark")
    func attributeOverride() throws {
        let palette = try self.palette(
            """
            :root {
              --x-black: #17181c;
              --x-white: #eeeeee;
              --x-accent: #3b82f6;
              --x-bg: var(--x-black);
              --x-text: var(--x-white);
            }
            :root[data-theme='light'] {
              --x-black: #ffffff;
              --x-white: #111111;
            }
            """)
        #expect(palette.appearances == [.light, .dark])
        // The page and its text swap with the primitives they alias.
        #expect(hex(palette, "--x-bg", .dark) == "#17181c")
        #expect(hex(palette, "--x-bg", .light) == "#ffffff")
        #expect(hex(palette, "--x-text", .dark) == "#eeeeee")
        #expect(hex(palette, "--x-text", .light) == "#111111")
        // A colour no override touches is the same in both: one value.
        #expect(palette.token(named: "--x-accent")?.isUniform == true)
    }

    @Test("a 'prefers-color-scheme: light' override of a dark ':root'")
    func mediaOverride() throws {
        let palette = try self.palette(
            """
            :root { --x-bg: #101010; }
            @media (prefers-color-scheme: light) {
              :root { --x-bg: #fafafa; }
            }
            """)
        #expect(hex(palette, "--x-bg", .dark) == "#101010")
        #expect(hex(palette, "--x-bg", .light) == "#fafafa")
        #expect(palette.token(named: "--x-bg")?.values[.any] == nil)
    }

    @Test("a light ':root' with a dark override, or with only a contrast override, stays light")
    func lightFirstUnchanged() throws {
        let darkOverride = try self.palette(
            """
            :root { --x-bg: #ffffff; }
            :root[data-theme='dark'] { --x-bg: #121212; }
            """)
        #expect(hex(darkOverride, "--x-bg", .dark) == "#121212")
        #expect(hex(darkOverride, "--x-bg", .any) == "#ffffff")
        let contrastOnly = try self.palette(
            """
            :root { --x-bg: #f4f4f4; }
            @media (prefers-contrast: more) {
              :root { --x-bg: #ffffff; }
            }
            """)
        #expect(hex(contrastOnly, "--x-bg", .dark) == nil)
        #expect(hex(contrastOnly, "--x-bg", .lightHighContrast) == "#ffffff")
        #expect(!contrastOnly.appearances.contains(.dark))
    }
}
