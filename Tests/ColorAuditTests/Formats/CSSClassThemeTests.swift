import Foundation
import Testing

@testable import ColorAudit

/// Themes named by a class (`CSSClassThemes`): a hand-made stylesheet declaring the same custom properties
/// under `.light` and two classes whose names say no appearance, `.coal` and `.sepia` (a theme picker's body
/// classes), each read as a named theme on the scheme its page background says.
@Suite struct CSSClassThemeTests {
    private static func block(_ selector: String, bg: String, fg: String) -> String {
        """
        \(selector) {
          --bg: \(bg);
          --fg: \(fg);
          --sidebar-bg: \(bg);
          --sidebar-fg: \(fg);
          --links: #2b79a2;
          --icons: #747474;
          --quote-bg: \(bg);
          --quote-border: #888888;
          --table-header-bg: \(bg);
        }

        """
    }

    static let stylesheet =
        block(".light", bg: "#ffffff", fg: "#333333") + block(".coal", bg: "#141617", fg: "#98a3ad")
        + block(".sepia", bg: "#f4ecd8", fg: "#5b4636")
            + """
            .compact { --gap-bg: #eeeeee; --gap-fg: #111111; }
            @media (prefers-color-scheme: dark) { :root { --bg: #000000; --fg: #eeeeee; } }
            """

    /// One selector's components, parsed from a rule.
    private func selector(_ text: String) throws -> [CSSSyntax.Component] {
        guard case .rule(let rule) = try CSSParser.parse(text + " {}").first else { return [] }
        return rule.prelude
    }

    @Test func classesDeclaringTheSamePropertiesAreThemes() throws {
        let items = try CSSParser.parse(Self.stylesheet)
        #expect(CSSClassThemes.classes(items, mapping: [:]) == [".coal": "coal", ".sepia": "sepia"])
        // A class that names an appearance is read as it already was; a modifier or a compound is none.
        #expect(CSSClassThemes.themeClass(try selector(".light")) == nil)
        #expect(CSSClassThemes.themeClass(try selector(".is-coal")) == nil)
        #expect(CSSClassThemes.themeClass(try selector(".card .coal")) == nil)
        #expect(CSSClassThemes.themeClass(try selector("html.coal")) == "coal")
    }

    /// `#141617` has relative luminance 0.0078 (below middle grey, 0.1842): coal is dark; `#f4ecd8` 0.83:
    /// sepia is light. Each theme keeps its own values.
    @Test func eachThemeIsReadOnTheSchemeOfItsPage() throws {
        let palette = try stylesheetPalette(Self.stylesheet, file: "variables.css")
        let coal = try #require(palette.appearances.first { $0.name == "coal" })
        let sepia = try #require(palette.appearances.first { $0.name == "sepia" })
        #expect(coal.scheme == .dark)
        #expect(sepia.scheme == .light)
        #expect(palette.appearances.contains(.light))
        #expect(palette.appearances.contains(.dark))
        #expect(close(srgb(palette, "--bg", coal), SIMD3(0x14, 0x16, 0x17) / 255))
        #expect(close(srgb(palette, "--fg", sepia), SIMD3(0x5b, 0x46, 0x36) / 255))
        #expect(close(srgb(palette, "--bg", .light), SIMD3(1, 1, 1)))
        // The class that declares other properties stays unmapped: not a theme.
        #expect(!palette.appearances.contains { $0.name == "compact" })
    }

    /// A mapped selector keeps its mapping.
    @Test func aMappingWins() throws {
        let items = try CSSParser.parse(Self.stylesheet)
        let mapping = [".coal": Appearance(theme: "midnight", scheme: .dark)]
        #expect(CSSClassThemes.classes(items, mapping: mapping) == [".sepia": "sepia"])
    }
}
