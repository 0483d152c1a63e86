import Foundation
import Testing

@testable import ColorAudit
@testable import ColorScience

/// Highlights (`CSSHighlights`): a `::selection` background is painted behind the selected text (CSS
/// Pseudo-Elements 4 §3, highlight pseudo-elements), so the pair to judge is the selected text on it —
/// MDN `::selection`, Accessibility: "ensure that the contrast ratio between the text and background
/// colors of the selection is high enough" — never the highlight against the surfaces as a component
/// (WCAG 2.2 SC 1.4.11). Pico draws `::selection { background-color: var(--pico-text-selection-color) }`
/// with no `color`, on `:where(:root) { background-color: var(--pico-background-color); color:
/// var(--pico-color) }` (picocss/pico v2.1.1 `css/pico.css` l. 643–650, 902–908; values l. 236–238).
/// Ratios by hand (WCAG 2.2 relative luminance): rgba(2, 154, 232, 0.25) over #fff is rgb(191.75,
/// 229.75, 249.25), Y 0.744836; #373c44 Y 0.044613 → 0.794836/0.094613 = 8.40:1. #777777 Y 0.184475 on
/// #ffff00 Y 0.927800 → 0.977800/0.234475 = 4.17:1.
@Suite struct HighlightPairTests {
    private let pico = """
        :root {
          --app-background-color: #fff;
          --app-color: #373c44;
          --app-text-selection-color: rgba(2, 154, 232, 0.25);
          --app-note-color: #777777;
          --app-note-highlight: #ffff00;
        }
        :where(:root), :where(:host) { background-color: var(--app-background-color); color: var(--app-color); }
        ::-moz-selection { background-color: var(--app-text-selection-color); }
        ::selection { background-color: var(--app-text-selection-color); }
        .note::selection { color: var(--app-note-color); background-color: var(--app-note-highlight); }

        """

    /// Selectors read by hand.
    @Test func highlightSelectors() {
        for selector in [
            "::selection", "::-moz-selection", "p::selection, li::selection", "::highlight(search)",
            "::target-text", ".note ::spelling-error", "p[title=\"x\"]::selection",
        ] {
            #expect(CSSHighlights.isHighlight(selector), "\(selector)")
        }
        // An attribute selector's string is matched against an attribute, not read as a pseudo-element
        // (Selectors 4 §6: `[att="val"]`), so these rules style an element's box.
        for selector in [
            ".selection", "::selection, p", ".selected", ":root", "input::placeholder", "[title=\"::selection\"]",
            "a[data-x='::highlight(x)']", "p[title=\"a]::selection\"]",
        ] {
            #expect(!CSSHighlights.isHighlight(selector), "\(selector)")
        }
    }

    /// A highlight's background is `highlight`, not `background`; the page's background is the canvas,
    /// which a custom property naming it does not inherit.
    @Test func stylesheetUsesOfHighlightsAndThePage() throws {
        let items = try CSSParser.parse(
            """
            :root { --page: var(--base); background: var(--page); }
            ::selection { background-color: var(--sel); }
            .card { background: var(--card); }
            """)
        let uses = CSSStyleUse.uses(items)
        #expect(uses["--sel"] == .highlight)
        #expect(uses["--page"] == [.background, .canvas])
        #expect(uses["--base"] == .background)
        #expect(uses["--card"] == .background)
    }

    /// Pico's selection: the page's text on the highlight over the page (8.40:1, passes), the highlight
    /// never a foreground and without a role; the note's own selected text on its yellow highlight
    /// fails 4.5:1 (4.17:1).
    @Test func selectedTextIsJudgedOnItsHighlight() throws {
        let palette = try stylesheetPalette(pico)
        #expect(palette.tokens.first { $0.name == "--app-text-selection-color" }?.role == nil)
        let context = AuditContext(palette: palette, configuration: Configuration())
        let selection = try #require(
            context.pairs.first { $0.declaration.background == "--app-text-selection-color" })
        #expect(selection.declaration.foreground == "--app-color")
        #expect(selection.declaration.usage == .text)
        #expect(selection.declaration.backdrop == ["--app-background-color"])
        #expect(selection.declaration.formedBy?.hasPrefix(CSSStyleRules.reasonPrefix + "::-moz-selection") == true)
        #expect(selection.declaration.formedBy?.hasSuffix(CSSStyleRules.highlightReason) == true)
        #expect(abs(selection.stack.worstRatio - 0.794836 / 0.094613) < 0.01)
        #expect(context.pairs.filter { $0.declaration.foreground == "--app-text-selection-color" }.isEmpty)
        let findings = ContrastMinimumRule().evaluate(context)
        #expect(findings.map(\.tokens) == [["--app-note-color", "--app-note-highlight", "--app-background-color"]])
        #expect(abs((findings.first?.measurements["ratio"]?.value ?? 0) - 0.977800 / 0.234475) < 0.005)
        #expect(NonTextContrastRule().evaluate(context).isEmpty)
    }
}
