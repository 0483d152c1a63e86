import Foundation
import Testing

@testable import ColorAudit
@testable import ColorScience

/// What a stylesheet's own rules draw decides a colour's inferred role (`CSSStyleUse`, `PostImport`
/// rule 1), and a surface ranked X is no fill for `on X` (`PairFormation` rule 1). Expectations read off
/// hand-made files by the CSS cascade: `color` is text, `border`/`outline` a boundary (WCAG 2.2 SC
/// 1.4.11), `fill`/`stroke`/`scrollbar-color` graphics; typedoc's `static/style.css` (TypeStrong/typedoc)
/// uses its `--color-accent` exactly so: `border: 1px solid var(--color-accent)`, `fill:`, `stroke:`,
/// `scrollbar-color:`, never `color:`.
@Suite struct StylesheetRoleTests {
    private func roles(_ css: String, extra: [String: String] = [:]) throws -> [String: Role] {
        let folder = try ImportTempFolder()
        var paths = [try folder.write("style.css", css)]
        for (name, text) in extra.sorted(by: { $0.key < $1.key }) { paths.append(try folder.write(name, text)) }
        let palettes = try importPaths(paths)
        let palette = try #require(palettes.first { $0.file.hasSuffix("style.css") })
        return Dictionary(
            palette.tokens.compactMap { t in t.role.map { (t.name, $0) } }, uniquingKeysWith: { a, _ in a })
    }

    /// The roles the names alone give (a stylesheet whose rules draw nothing).
    private func byName(_ name: String) throws -> Role? {
        try roles(Self.tokens.components(separatedBy: "\n").prefix(2).joined(separator: "\n") + "\n")[name]
    }

    static let tokens = """
        :root { --color-text: #222222; --color-background: #ffffff; --color-accent: #c5c7c9; --color-link: #1f70c2;
          --color-icon: #555555; --color-highlight: #ffe680; }
        body { color: var(--color-text); background: var(--color-background); }
        a { color: var(--color-link); }

        """

    /// `--color-accent` (a foreground by its name) is drawn only as borders, a fill and a scrollbar: a
    /// border; `--color-link`, drawn as `color`, keeps the role its name gives.
    @Test func aColourDrawnOnlyAsBordersIsABorder() throws {
        let css =
            Self.tokens + """
                pre { border: 1px solid var(--color-accent); }
                svg { fill: var(--color-accent); }
                html { scrollbar-color: var(--color-accent) var(--color-background); }

                """
        let roles = try roles(css)
        let named = try byName("--color-accent")
        #expect(named == .interactive || named == .text)
        #expect(roles["--color-accent"] == .border)
        let namedColorLink = try byName("--color-link")
        #expect(roles["--color-link"] == namedColorLink)
        #expect(roles["--color-text"] == .text)
    }

    /// One `color:` anywhere keeps the colour text; a use through another custom property is not followed.
    @Test func anyTextUseOrIndirectUseKeepsTheName() throws {
        let css =
            Self.tokens + """
                pre { border: 1px solid var(--color-accent); }
                .tag { color: var(--color-accent); }
                .x { --ring: var(--color-link); border-color: var(--color-link); }

                """
        let roles = try roles(css)
        let namedColorAccent = try byName("--color-accent")
        #expect(roles["--color-accent"] == namedColorAccent)
        // `--ring` aliases it, which makes it a primitive (`PostImport` rule 1): no role, and no border.
        #expect(roles["--color-link"] != .border)
    }

    /// Pico's links (picocss/pico v2.1.1 `css/pico.css` lines 917–923) draw their underline in
    /// `--pico-primary-underline` (`text-decoration-color`, there through `--pico-underline`, an
    /// assignment `followingAssignments` follows) and their text in `--pico-primary` (`color`). The
    /// underline decorates text whose own colour carries the contrast: decorative.
    @Test func aColourDrawnOnlyAsAnUnderlineIsDecorative() throws {
        let css = """
            :root { --pico-primary: #0172ad; --pico-primary-underline: rgba(1, 114, 173, 0.5);
              --pico-background-color: #ffffff; }
            body { background-color: var(--pico-background-color); }
            a { color: var(--pico-primary); text-decoration-color: var(--pico-primary-underline); }

            """
        let drawn = try roles(css)
        let named = try roles(
            ":root { --pico-primary: #0172ad; --pico-primary-underline: rgba(1, 114, 173, 0.5); }\n")
        #expect(named["--pico-primary-underline"] == .text || named["--pico-primary-underline"] == .interactive)
        #expect(drawn["--pico-primary-underline"] == .decorative)
        #expect(drawn["--pico-primary"] == named["--pico-primary"])
    }

    /// An assignment is followed to what the rules draw with it, through any number of custom
    /// properties; a loop of assignments, or one to a property no rule draws, tells nothing.
    @Test func assignmentsAreFollowedAndLoopsTellNothing() {
        let direct: [String: StylesheetUse] = ["--ring": [.boundary], "--fg": [.text]]
        let assignedTo: [String: Set<String>] = [
            "--accent": ["--line"], "--line": ["--ring"], "--both": ["--ring", "--fg"], "--a": ["--b"], "--b": ["--a"],
            "--unused": ["--nowhere"],
        ]
        let uses = CSSStyleUse.followingAssignments(direct: direct, assignedTo: assignedTo)
        #expect(uses["--accent"] == [.boundary])
        #expect(uses["--both"] == [.boundary, .text])
        #expect(uses["--a"] == [.indirect])
        #expect(uses["--b"] == [.indirect])
        #expect(uses["--unused"] == [.indirect])
        #expect(uses["--nowhere"] == nil)
    }

    /// Pico's table stripes (`--pico-table-row-stripped-background-color: rgba(111, 120, 135, 0.0375)`,
    /// pico.css:287) are drawn on the page, `--pico-background-color` (pico.css:643 `:root {
    /// background-color: … }`): the canvas is found past the `pico` prefix every name shares, so the
    /// translucent stripe is composited over white, not judged over black and white.
    @Test func theCanvasIsFoundPastASharedPrefix() throws {
        let css = """
            :root { --pico-primary: #0172ad; --pico-background-color: #ffffff;
              --pico-table-row-stripped-background-color: rgba(111, 120, 135, 0.0375); }

            """
        let folder = try ImportTempFolder()
        let palette = try #require(try importPaths([try folder.write("pico.css", css)]).first)
        let pairs = AuditContext(palette: palette, configuration: Configuration()).pairs
        let onStripe = try #require(
            pairs.first { $0.declaration.background == "--pico-table-row-stripped-background-color" })
        #expect(onStripe.declaration.backdrop == ["--pico-background-color"])
        #expect(PairFormation.sharedPrefixWord([["pico", "a"], ["pico", "b"]]) == "pico")
        #expect(PairFormation.sharedPrefixWord([["color", "a"], ["color", "b"]]) == nil)
        #expect(PairFormation.sharedPrefixWord([["pico", "a"], ["sl", "b"]]) == nil)
    }

    /// The other stylesheets of the run count: a `color:` use in `components.css` keeps `--color-accent`
    /// text although `style.css` only borders with it.
    @Test func usesInOtherStylesheetsOfTheRunCount() throws {
        let css = Self.tokens + "pre { border: 1px solid var(--color-accent); }\n"
        let roles = try roles(
            css, extra: ["components.css": ":root { --badge-line: #000000; }\n.badge { color: var(--color-accent); }\n"]
        )
        let namedColorAccent = try byName("--color-accent")
        #expect(roles["--color-accent"] == namedColorAccent)
    }

    /// A token file whose rules draw no text with its colours tells nothing: names decide.
    @Test func aStylesheetThatDrawsNoTextChangesNothing() throws {
        let css = """
            :root { --color-text: #222222; --color-background: #ffffff; --color-accent: #c5c7c9; }
            pre { border: 1px solid var(--color-accent); }

            """
        let accent = try roles(css)["--color-accent"]
        let namedColorAccent = try byName("--color-accent")
        #expect(accent == namedColorAccent)
    }

    /// iosched (google/iosched `mobile/src/main/res/values/colors.xml`): `color_on_secondary` (white) and
    /// `color_surface_secondary` #F8F9FA, no `color_secondary`. Material's on-secondary is drawn on
    /// secondary, not on a surface ranked secondary: no pair (white on #F8F9FA would be 1.05:1).
    @Test func onXIsNotDrawnOnASurfaceRankedX() throws {
        let yaml = """
            name: app
            colors:
              color_on_secondary: "#ffffff"
              color_surface_secondary: "#F8F9FA"
              color_surface: "#ffffff"
              text_primary: "#202124"
              bgColor_danger_emphasis: "#cf222e"
              fgColor_onEmphasis: "#ffffff"

            """
        let palette = try NativePaletteImporter().importPalette(contents: Data(yaml.utf8), path: "set.yaml")
        let pairs = AuditContext(palette: palette, configuration: Configuration()).pairs
        let onSecondary = pairs.filter { $0.declaration.foreground == "color_on_secondary" }
        #expect(onSecondary.isEmpty)
        // Primer's emphasis fills still take `fgColor-onEmphasis` by the same rule.
        let onEmphasis = pairs.filter { $0.declaration.foreground == "fgColor_onEmphasis" }
        #expect(onEmphasis.map(\.declaration.background) == ["bgColor_danger_emphasis"])
    }
}
