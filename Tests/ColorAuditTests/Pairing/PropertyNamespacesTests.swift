import Foundation
import Testing

@testable import ColorAudit

/// Pairs formed for component libraries' custom properties (`PropertyNaming`, `PropertyNamespaces`,
/// `PairFormation` rule 10) on small hand-made sets named as such libraries name them. The expected pairs
/// follow from how the properties are drawn — a style rule sets `color: var(--x-button-primary-color)`
/// with `background-color: var(--x-button-primary-background-color)` on the same element — and from WCAG
/// 2.2: text is judged against the background it is drawn on (SC 1.4.3), a border or focus ring against
/// the colours adjacent to it (SC 1.4.11), and nothing is read on a scrim.
@Suite struct PropertyNamespacesTests: PairingPalettes {
    /// A component library: the button's label on the button's fill and its hover fill (there is no
    /// hover label colour: the label stays), the input's text and placeholder on the input's field, the
    /// input's border and the focus ring on the panel around them, the general text on the panel; the
    /// translucent overlay is a scrim. 1 + 2 + 2 + 1 + 1 = 7 pairs; read head first, every text would also
    /// have been paired with the input field and the overlay, and the button's label with the panel.
    @Test func componentTextOnItsOwnBackground() throws {
        let palette = try palette(
            """
            colors:
              --x-color-text: "#1a1a1a"
              --x-panel-background-color: "#ffffff"
              --x-button-primary-background-color: "#0066cc"
              --x-button-primary-background-color-hover: "#0052a3"
              --x-button-primary-color: "#ffffff"
              --x-input-background-color: "#fafafa"
              --x-input-color: "#1a1a1a"
              --x-input-placeholder-color: "#6b6b6b"
              --x-input-border-color: "#8a8a8a"
              --x-focus-ring-color: "#0066cc"
              --x-overlay-background-color: "#00000080"
            """)
        let expected: Set<[String]> = [
            ["--x-color-text", "--x-panel-background-color"],
            ["--x-button-primary-color", "--x-button-primary-background-color"],
            ["--x-button-primary-color", "--x-button-primary-background-color-hover"],
            ["--x-input-color", "--x-input-background-color"],
            ["--x-input-placeholder-color", "--x-input-background-color"],
            ["--x-input-border-color", "--x-panel-background-color"],
            ["--x-focus-ring-color", "--x-panel-background-color"],
        ]
        #expect(formed(palette) == expected)
        let context = AuditContext(palette: palette, configuration: Configuration())
        let label = context.pairs.filter { $0.declaration.foreground == "--x-button-primary-color" }
        #expect(!label.isEmpty)
        #expect(label.allSatisfy { $0.declaration.formedBy == PairFormation.Reason.component.rawValue })
    }

    /// A state's text on that state's background: with a hover label colour, the hover label is paired
    /// with the hover fill and the resting label only with the resting fill.
    @Test func statesPairWithTheirState() throws {
        let palette = try palette(
            """
            colors:
              --x-page-background-color: "#ffffff"
              --x-button-background-color: "#eeeeee"
              --x-button-background-color-hover: "#dddddd"
              --x-button-color: "#111111"
              --x-button-color-hover: "#000000"
            """)
        let expected: Set<[String]> = [
            ["--x-button-color", "--x-button-background-color"],
            ["--x-button-color-hover", "--x-button-background-color-hover"],
        ]
        #expect(formed(palette) == expected)
    }

    /// Bootstrap 5.3 (`scss/_reboot.scss`): `mark { color: var(--bs-highlight-color); background-color:
    /// var(--bs-highlight-bg) }` and `body { color: var(--bs-body-color); background-color:
    /// var(--bs-body-bg) }`: the highlight text on the highlight background, the body text on the body
    /// background, not on the highlight's; `--bs-white` is a fixed colour, no role, no pair.
    @Test func bootstrapHighlightAndBody() throws {
        let palette = try palette(
            """
            colors:
              --bs-white: "#fff"
              --bs-body-color: "#212529"
              --bs-body-bg: "#fff"
              --bs-highlight-color: "#212529"
              --bs-highlight-bg: "#fff3cd"
            """)
        let expected: Set<[String]> = [
            ["--bs-body-color", "--bs-body-bg"], ["--bs-highlight-color", "--bs-highlight-bg"],
        ]
        #expect(formed(palette) == expected)
    }

    /// typedoc (`static/style.css` at 6d8c856): `.warning { color: var(--color-warning-text); background:
    /// var(--color-background-warning); }` — the text named property last, its background head first; the
    /// page text on the page background (`body { background: var(--color-background); color:
    /// var(--color-text) }`), not on the warning's.
    @Test func textOfAThingOnItsHeadFirstBackground() throws {
        let palette = try palette(
            """
            colors:
              --color-text: "#222222"
              --color-background: "#f2f4f8"
              --color-background-warning: "#e6e600"
              --color-warning-text: "#222222"
            """)
        let expected: Set<[String]> = [
            ["--color-text", "--color-background"], ["--color-warning-text", "--color-background-warning"],
        ]
        #expect(formed(palette) == expected)
    }

    /// An overlay is a scrim only when translucent (Radix Themes' `--color-overlay` is `--black-a6`); an
    /// opaque one is the surface of a popover (Primer's `overlay-bgColor`) and carries text.
    @Test func translucentOverlaysAreScrims() throws {
        let palette = try palette(
            """
            colors:
              --x-color-text: "#1a1a1a"
              --x-page-background-color: "#ffffff"
              --x-overlay-background-color: "#00000066"
              --x-popover-overlay-background: "#f6f8fa"
            """)
        let expected: Set<[String]> = [
            ["--x-color-text", "--x-page-background-color"], ["--x-color-text", "--x-popover-overlay-background"],
        ]
        #expect(formed(palette) == expected)
    }

    /// Components numbered rather than named (`.c1 { color: var(--x-c1-color); background-color:
    /// var(--x-c1-background-color) }`, the same for c2, `card-1`, `card-2`): each text is drawn on its
    /// own component's background only, c1's text on c1's background and not on c2's. The borders are
    /// paired with the page around the components. 4 + 2 = 6 pairs.
    @Test func numberedComponentsAreDifferentComponents() throws {
        let palette = try palette(
            """
            colors:
              --x-page-background-color: "#ffffff"
              --x-c1-color: "#111111"
              --x-c1-background-color: "#eeeeee"
              --x-c1-border-color: "#777777"
              --x-c2-color: "#222222"
              --x-c2-background-color: "#dddddd"
              --x-c2-border-color: "#666666"
              --x-card-1-color: "#333333"
              --x-card-1-background-color: "#cccccc"
              --x-card-2-color: "#444444"
              --x-card-2-background-color: "#bbbbbb"
            """)
        let expected: Set<[String]> = [
            ["--x-c1-color", "--x-c1-background-color"], ["--x-c2-color", "--x-c2-background-color"],
            ["--x-card-1-color", "--x-card-1-background-color"], ["--x-card-2-color", "--x-card-2-background-color"],
            ["--x-c1-border-color", "--x-page-background-color"], ["--x-c2-border-color", "--x-page-background-color"],
        ]
        #expect(formed(palette) == expected)
    }

    /// A switch's knob is no text. WAI-ARIA 1.2 `switch` ("a type of checkbox that represents on/off
    /// values") and HTML's `<input type=range>` and `<progress>` show no text of their own: a library's
    /// `--x-switch-color` on `--x-switch-background-color` is the knob on the track, a graphical object
    /// judged at 3:1 (WCAG 2.2 SC 1.4.11), and so are the range's thumb colour and the progress bar's value
    /// on their tracks; a toggle's or toggle button's label and a date range's text stay text (4.5:1, SC 1.4.3).
    @Test func graphicControlColourOnItsOwnBackgroundIsNonText() throws {
        let palette = try palette(
            """
            colors:
              --x-page-background-color: "#ffffff"
              --x-switch-background-color: "#bfc7d9"
              --x-switch-color: "#ffffff"
              --x-range-background-color: "#e0e0e0"
              --x-range-color: "#0066cc"
              --x-progress-background-color: "#e0e0e0"
              --x-progress-color: "#0066cc"
              --x-toggle-button-background-color: "#eeeeee"
              --x-toggle-button-color: "#111111"
              --x-toggle-background-color: "#eeeeee"
              --x-toggle-color: "#111111"
              --x-date-range-background-color: "#eeeeee"
              --x-date-range-color: "#111111"
            """)
        let context = AuditContext(palette: palette, configuration: Configuration())
        var usages: [String: Set<Usage>] = [:]
        for pair in context.pairs {
            usages[pair.declaration.foreground, default: []].insert(pair.declaration.usage)
        }
        #expect(usages["--x-switch-color"] == [.ui])
        #expect(usages["--x-range-color"] == [.ui])
        #expect(usages["--x-progress-color"] == [.ui])
        #expect(usages["--x-toggle-button-color"] == [.text])
        #expect(usages["--x-toggle-color"] == [.text], "a toggle names buttons too: not a graphic control")
        #expect(usages["--x-date-range-color"] == [.text])
        let knob = context.pairs.filter { $0.declaration.foreground == "--x-switch-color" }
        #expect(knob.map(\.declaration.background) == ["--x-switch-background-color"])
        #expect(knob.allSatisfy { $0.declaration.formedBy == PairFormation.Reason.componentGraphic.rawValue })
    }

    /// A state's fill hovered keeps that state's text (rule 2). Lines of Trilium's dark theme
    /// (zadam/trilium @ 82a437f2a83fc10299f3205713f7dcb04e2d047c, `src/public/stylesheets/theme-dark.css`
    /// 16–17, 60–62, 64–66, 71); its tab row (`src/public/app/widgets/tab_row.js` 121–125, 138–142,
    /// 186–192) draws `--active-tab-text-color` on `--active-tab-background-color` and, hovered, on
    /// `--active-tab-hover-background-color` (only the fill changes); the inactive tab's text likewise on
    /// its rest and hover fills. The page's text and links are not drawn on a hovered tab.
    @Test func aStatesHoverFillKeepsThatStatesText() throws {
        let palette = try stylesheetPalette(
            """
            :root {
                --main-background-color: #333;
                --main-text-color: #ccc;
                --active-tab-background-color: #666;
                --active-tab-hover-background-color: #737373;
                --active-tab-text-color: #ccc;
                --inactive-tab-background-color: #444;
                --inactive-tab-hover-background-color: #525252;
                --inactive-tab-text-color: #bbb;
                --link-color: lightskyblue;
            }
            """, file: "theme-dark.css")
        let pairs = formed(palette)
        #expect(pairs.contains(["--active-tab-text-color", "--active-tab-background-color"]))
        #expect(pairs.contains(["--active-tab-text-color", "--active-tab-hover-background-color"]))
        #expect(pairs.contains(["--inactive-tab-text-color", "--inactive-tab-hover-background-color"]))
        for page in ["--main-text-color", "--link-color"] {
            #expect(!pairs.contains([page, "--active-tab-hover-background-color"]), "\(page)")
            #expect(pairs.contains([page, "--main-background-color"]), "\(page)")
        }
    }
}
