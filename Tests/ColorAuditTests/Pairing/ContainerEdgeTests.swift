import Foundation
import Testing

@testable import ColorAudit
@testable import ColorScience

/// Container edges (`CSSContainerEdges`, `DecorativeBorders`): a border that outlines a table, a rule, a
/// quote, a panel, a card, a divider or a toolbar identifies no user interface component, so WCAG 2.2 SC
/// 1.4.11 ("visual information required to identify user interface components and states") does not
/// hold it to 3:1; a form control's border does. Expectations come from the systems' own files:
/// - typedoc `static/style.css` (TypeStrong/typedoc, the real set): `.tsd-page-toolbar { background:
///   var(--color-background-secondary); border-bottom: … var(--color-accent) solid }` (the toolbar's
///   bottom line) and `#tsd-search-input { border: 2px solid var(--color-accent) }` (the search field);
/// - Figma's Simple Design System (figma/sds 6529aab): `Table/table.css` `.table-cell { border-bottom: …
///   var(--sds-color-border-default-default) }` and `Input/input.css` `--input-border-color:
///   var(--sds-color-border-default-default)` (written here as the input's own border);
/// - Shoelace (shoelace-style/shoelace 09024cf `docs/pages/tokens/more.md`): "Panel tokens control the
///   appearance of panels such as those used in dialog, drawer, menu, etc."; form inputs take
///   `--sl-input-border-color`. Values from `src/themes/light.css`: panel border `--sl-color-gray-200`
///   hsl(240 5.9% 90%), input border `--sl-color-gray-300` hsl(240 4.9% 83.9%), panel `hsl(0, 0%, 100%)`.
/// Ratios by hand (WCAG 2.2 relative luminance): hsl(240 4.9% 83.9%) is rgb(211.9, 211.9, 216.0), Y
/// 0.66042; on white 1.05/0.71042 = 1.48:1.
@Suite struct ContainerEdgeTests {
    /// The usage of each pair by foreground and background.
    private func usages(_ context: AuditContext) -> [String: Usage] {
        Dictionary(
            context.pairs.map {
                ($0.declaration.foreground + " on " + $0.declaration.background, $0.declaration.usage)
            },
            uniquingKeysWith: { a, _ in a })
    }

    /// Selectors read by hand: table parts, `hr`, `blockquote` and classes naming a panel, card, divider
    /// or toolbar are containers; a control (`input`, `summary`, `[role]`), a focus or selection state, or
    /// a class naming a field or a button is not.
    @Test func containerSelectors() {
        for selector in [
            "th, td", ".tsd-page-toolbar", ".tsd-typography th", "hr", "blockquote", ".card", "sl-divider",
            ".table-cell", ".tsd-panel", ".card:hover", "table.striped tbody tr:nth-child(odd) td",
            // Bootstrap 5.3 `scss/_dropdown.scss`: the menu panel the toggle opens.
            ".dropdown-menu", ".popover", "sl-menu",
        ] {
            #expect(CSSContainerEdges.isContainer(selector), "\(selector)")
        }
        for selector in [
            "#tsd-search-input", "input", "td input", ".panel:focus-within", "details.dropdown > summary + ul",
            ".card.selected", "[role=button].card", ".table-cell, .text-field", "button", ".button",
            "[type=checkbox]", ".tsd-filter-input", ":root", "body",
            // The dropdown's toggle and a menu's items are controls.
            ".dropdown-toggle", ".menu-button", ".dropdown-item", ".dropdown-menu .active",
        ] {
            #expect(!CSSContainerEdges.isContainer(selector), "\(selector)")
        }
    }

    /// What the rules use a colour for: a border only in containers' rules is an edge; one border around
    /// a control makes it a boundary.
    @Test func stylesheetUsesTellEdgesFromBoundaries() throws {
        let items = try CSSParser.parse(
            """
            th, td { border-bottom: 1px solid var(--rule); }
            .card { &:hover { border-bottom: 1px solid var(--rule); } }
            .table-cell { border-bottom: 1px solid var(--line); }
            .input { --input-border-color: var(--line); border: 1px solid var(--input-border-color); }
            """)
        let uses = CSSStyleUse.uses(items)
        #expect(uses["--rule"] == .edge)
        #expect(uses["--line"] == [.edge, .boundary])
    }

    /// typedoc: the toolbar's bottom line is a decorative edge; the same `--color-accent` around the
    /// search field stays a component boundary and fails on the page (#c5c7c9, Y 0.56934, on #f2f4f8,
    /// Y 0.90356: 0.95356/0.61934 = 1.54:1).
    @Test func typedocToolbarLineIsDecorativeTheSearchFieldIsNot() throws {
        let palette = try stylesheetPalette(
            """
            :root { --color-background: #f2f4f8; --color-background-secondary: #eff0f1; --color-accent: #c5c7c9;
              --color-text: #222222; }
            body { color: var(--color-text); background: var(--color-background); }
            .tsd-page-toolbar { color: var(--color-text); background: var(--color-background-secondary);
              border-bottom: 1px var(--color-accent) solid; }
            #tsd-search-input { border: 2px solid var(--color-accent); background-color: transparent; }

            """)
        let context = AuditContext(palette: palette, configuration: Configuration())
        let toolbar = try #require(
            context.pairs.first {
                $0.declaration.foreground == "--color-accent"
                    && $0.declaration.background == "--color-background-secondary"
            })
        #expect(toolbar.declaration.usage == .decorative)
        #expect(toolbar.declaration.formedBy?.contains(".tsd-page-toolbar") == true)
        let findings = NonTextContrastRule().evaluate(context)
        #expect(findings.filter { $0.tokens.last == "--color-background-secondary" }.isEmpty)
        let page = try #require(findings.first { $0.tokens == ["--color-accent", "--color-background"] })
        #expect(abs((page.measurements["ratio"]?.value ?? 0) - 0.95356 / 0.61934) < 0.005)
    }

    /// Figma SDS: `border-default-default` rules the table cells and outlines the inputs, so it stays a
    /// component boundary; a border drawn only on table cells is decorative, with the stylesheet's reason.
    @Test func aBorderOnlyOnTableCellsIsDecorative() throws {
        let palette = try stylesheetPalette(
            """
            :root { --sds-color-background-default-default: #ffffff; --sds-color-border-default-default: #d9d9d9;
              --sds-color-table-border: #d9d9d9; --sds-color-text-default-default: #1e1e1e; }
            body { color: var(--sds-color-text-default-default); background: var(--sds-color-background-default-default); }
            .table-cell { border-bottom: 1px solid var(--sds-color-table-border); }
            .table-cell, .table-column { border-bottom: 1px solid var(--sds-color-border-default-default); }
            .input { border: 1px solid var(--sds-color-border-default-default); }

            """)
        let context = AuditContext(palette: palette, configuration: Configuration())
        let usage = usages(context)
        #expect(usage["--sds-color-table-border on --sds-color-background-default-default"] == .decorative)
        #expect(usage["--sds-color-border-default-default on --sds-color-background-default-default"] == .ui)
        let table = try #require(
            context.pairs.first { $0.declaration.foreground == "--sds-color-table-border" })
        #expect(table.declaration.formedBy == DecorativeBorders.stylesheetReason)
    }

    /// Shoelace's tokens alone (no component rules in the file): the panel border is a container's edge by
    /// its name; the input border is a form control's boundary and fails 3:1 on the panel (1.48:1).
    @Test func shoelacePanelBorderIsDecorativeInputBorderIsNot() throws {
        let palette = try stylesheetPalette(
            """
            :root {
              --sl-panel-background-color: hsl(0, 0%, 100%);
              --sl-panel-border-color: hsl(240 5.9% 90%);
              --sl-input-border-color: hsl(240 4.9% 83.9%);
            }

            """)
        let context = AuditContext(palette: palette, configuration: Configuration())
        let usage = usages(context)
        #expect(usage["--sl-panel-border-color on --sl-panel-background-color"] == .decorative)
        #expect(usage["--sl-input-border-color on --sl-panel-background-color"] == .ui)
        let panel = try #require(context.pairs.first { $0.declaration.foreground == "--sl-panel-border-color" })
        #expect(panel.declaration.formedBy == DecorativeBorders.containerReason)
        let findings = NonTextContrastRule().evaluate(context)
        #expect(findings.map(\.tokens) == [["--sl-input-border-color", "--sl-panel-background-color"]])
        #expect(abs((findings.first?.measurements["ratio"]?.value ?? 0) - 1.05 / 0.71042) < 0.005)
    }

    /// A container word with a state is no edge: a selected card's border shows its state (SC 1.4.11
    /// "components and states"); `container` is no container word (Gestalt's `border.container` is its
    /// text fields' border, `DecorativeBorderTests`).
    @Test func statesAndContainerWordStayJudged() {
        #expect(
            DecorativeBorders.decorativeReason(name: "--card-border-color", uses: nil)
                == DecorativeBorders.containerReason)
        #expect(DecorativeBorders.decorativeReason(name: "--card-border-selected", uses: nil) == nil)
        #expect(DecorativeBorders.decorativeReason(name: "color.border.container", uses: nil) == nil)
        #expect(DecorativeBorders.decorativeReason(name: "--table-border-color", uses: .boundary) == nil)
        #expect(DecorativeBorders.decorativeReason(name: "--line", uses: .edge) == DecorativeBorders.stylesheetReason)
    }
}
