import Foundation
import Testing

@testable import ColorAudit
@testable import ColorScience

/// The page as a surface (`CSSRootRules`, `StylesheetUse.canvas`): a colour other colours alias is an input
/// to them and gets no role of its own (`PostImport` rule 1), except the one the root element's rule draws
/// as its background, the page itself (CSS 2.2 §14.2: "The background of the root element becomes the
/// background of the canvas"). Pico's `--pico-background-color`, aliased by `--pico-card-background-color`
/// and drawn by `:where(:root), :where(:host) { background-color: var(--pico-background-color) }`
/// (picocss/pico v2.1.1 `css/pico.css` l. 236, 320, 643–650), so the borders and focus rings Pico draws
/// on the page are judged there. Ratio by hand: #cfd5e2 Y 0.663449 on #fff → 1.05/0.713449 = 1.47:1.
@Suite struct PageCanvasTests {
    /// Selectors read by hand: the root element's rules, wrapped or qualified; not its descendants,
    /// pseudo-elements or other elements.
    @Test func rootSelectors() {
        for selector in [
            ":root", "html", "body", ":where(:root), :where(:host)", ":root[data-theme=dark]",
            "html.dark", ":is(html, body)", ":root:not([data-theme=dark])",
        ] {
            #expect(CSSRootRules.isRoot(selector), "\(selector)")
        }
        for selector in ["body main", ":root::selection", "html, .card", "[data-theme=dark]", ".root", "main"] {
            #expect(!CSSRootRules.isRoot(selector), "\(selector)")
        }
    }

    /// The page aliased by the card is a surface: the form field border is judged on it (1.47:1). The
    /// button's fill, aliased by its border and drawn only in the button's rule, stays an input.
    @Test func thePageIsASurfaceEvenWhenAliased() throws {
        let palette = try stylesheetPalette(
            """
            :root {
              --app-background-color: #fff;
              --app-card-background-color: var(--app-background-color);
              --app-color: #373c44;
              --app-form-element-border-color: #cfd5e2;
              --app-primary-background: #0172ad;
              --app-primary-border: var(--app-primary-background);
            }
            :where(:root), :where(:host) { background-color: var(--app-background-color); color: var(--app-color); }
            button { background-color: var(--app-primary-background); border: 1px solid var(--app-primary-border); }

            """)
        #expect(palette.tokens.first { $0.name == "--app-background-color" }?.role == .background)
        #expect(palette.tokens.first { $0.name == "--app-primary-background" }?.role == nil)
        let context = AuditContext(palette: palette, configuration: Configuration())
        let border = try #require(
            context.pairs.first {
                $0.declaration.foreground == "--app-form-element-border-color"
                    && $0.declaration.background == "--app-background-color"
            })
        #expect(border.declaration.usage == .ui)
        #expect(abs(border.stack.worstRatio - 1.05 / 0.713449) < 0.005)
    }
}
