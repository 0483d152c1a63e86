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
