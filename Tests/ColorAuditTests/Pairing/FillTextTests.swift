import Foundation
import Testing

@testable import ColorAudit

/// Text named for its fill (`FillText`, `PairFormation` rule 14): `X-text` beside a colour X is drawn on X
/// and X's states. The expected pairs are read from the systems' own style rules: Simple.css draws
/// `--accent-text` on the buttons' `--accent` and `--accent-hover`, and its body text `--text` on
/// `--accent-bg` (header, aside, table headers); typedoc draws `--color-comment-tag-text` on
/// `--color-comment-tag` (`.tsd-flag`).
@Suite struct FillTextTests {
    private func palette(_ yaml: String) throws -> Palette {
        try NativePaletteImporter().importPalette(contents: Data(yaml.utf8), path: "set.yaml")
    }

    private func backgrounds(of foreground: String, in palette: Palette) -> Set<String> {
        let context = AuditContext(palette: palette, configuration: Configuration())
        return Set(context.pairs.filter { $0.declaration.foreground == foreground }.map(\.declaration.background))
    }

    /// Simple.css's light values (`simple.css` `:root`): the button label `--accent-text` on the button
    /// fill and its hover fill only, not on `--accent-bg` (a tint carrying the body text) nor on the page.
    @Test func theTextOfAFillIsDrawnOnTheFillAndItsStates() throws {
        let palette = try palette(
            """
            colors:
              --bg: "#ffffff"
              --accent-bg: "#f5f7ff"
              --text: "#212121"
              --accent: "#0d47a1"
              --accent-hover: "#1266e2"
              --accent-text: "#fefefe"
            """)
        #expect(backgrounds(of: "--accent-text", in: palette) == ["--accent", "--accent-hover"])
        #expect(backgrounds(of: "--text", in: palette).isSuperset(of: ["--bg", "--accent-bg"]))
        let context = AuditContext(palette: palette, configuration: Configuration())
        let label = context.pairs.filter { $0.declaration.foreground == "--accent-text" }
        #expect(label.allSatisfy { $0.declaration.formedBy == PairFormation.Reason.fillText.rawValue })
    }

    /// typedoc's tag: a fill named by two words, with no role of its own.
    @Test func aMultiWordFill() throws {
        let palette = try palette(
            """
            colors:
              --color-background: "#f2f4f8"
              --color-background-secondary: "#eff0f1"
              --color-comment-tag: "#ffffff"
              --color-comment-tag-text: "#222222"
            """)
        #expect(backgrounds(of: "--color-comment-tag-text", in: palette) == ["--color-comment-tag"])
    }

    /// Bulma's inverts: "`--bulma-primary-invert` which is a color that will look decent on the primary
    /// color (in a foreground/background combination)", "`--bulma-primary-light-invert` which is a color
    /// that looks good on the `-light` version" (bulma.io/documentation/features/color-palettes). Values
    /// from Bulma's "Colors" table (bulma.io/documentation/overview/colors): primary hsl(171, 100%, 41%)
    /// with #fff, warning hsl(48, 100%, 67%) with rgba(0, 0, 0, 0.7), danger hsl(348, 100%, 61%) with
    /// #fff. Each invert is drawn on its own colour only, not on the page's `--bulma-background`, where
    /// white on the near-white background would be a pair nobody draws. `--bulma-danger-invert` and
    /// `--bulma-warning-invert` have no role from their words: named as a fill's text, they are text.
    @Test func bulmaInvertsAreTheTextOfTheirColours() throws {
        let palette = try palette(
            """
            colors:
              --bulma-background: "hsl(0, 0%, 96%)"
              --bulma-text: "hsl(0, 0%, 29%)"
              --bulma-text-invert: "#ffffff"
              --bulma-primary: "hsl(171, 100%, 41%)"
              --bulma-primary-invert: "#ffffff"
              --bulma-primary-light: "hsl(171, 100%, 96%)"
              --bulma-primary-light-invert: "hsl(171, 100%, 29%)"
              --bulma-warning: "hsl(48, 100%, 67%)"
              --bulma-warning-invert: "rgba(0, 0, 0, 0.7)"
              --bulma-danger: "hsl(348, 100%, 61%)"
              --bulma-danger-invert: "#ffffff"
            """)
        #expect(backgrounds(of: "--bulma-primary-invert", in: palette) == ["--bulma-primary"])
        #expect(backgrounds(of: "--bulma-primary-light-invert", in: palette) == ["--bulma-primary-light"])
        #expect(backgrounds(of: "--bulma-warning-invert", in: palette) == ["--bulma-warning"])
        #expect(backgrounds(of: "--bulma-danger-invert", in: palette) == ["--bulma-danger"])
        #expect(backgrounds(of: "--bulma-text-invert", in: palette) == ["--bulma-text"])
        #expect(backgrounds(of: "--bulma-text", in: palette).contains("--bulma-background"))
        #expect(palette.token(named: "--bulma-danger-invert")?.role == .text)
        let context = AuditContext(palette: palette, configuration: Configuration())
        let inverts = context.pairs.filter { $0.declaration.foreground.hasSuffix("-invert") }
        #expect(inverts.count == 5)
        #expect(inverts.allSatisfy { $0.declaration.formedBy == PairFormation.Reason.fillText.rawValue })
    }

    /// Only the whole suffix names a fill's text, and only beside a colour named X: Bootstrap's
    /// `--bs-primary-text-emphasis` (the text on `--bs-primary-bg-subtle`) and a `--link-text` with no
    /// `--link` keep the general surfaces.
    @Test func otherNamesKeepTheirPlans() throws {
        let palette = try palette(
            """
            colors:
              --bs-body-bg: "#ffffff"
              --bs-primary: "#0d6efd"
              --bs-primary-text-emphasis: "#052c65"
              --link-text: "#0a58ca"
            """)
        #expect(backgrounds(of: "--bs-primary-text-emphasis", in: palette).contains("--bs-body-bg"))
        #expect(!backgrounds(of: "--bs-primary-text-emphasis", in: palette).contains("--bs-primary"))
        #expect(backgrounds(of: "--link-text", in: palette).contains("--bs-body-bg"))
    }
}
