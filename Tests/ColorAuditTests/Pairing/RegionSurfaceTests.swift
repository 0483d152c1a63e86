import Foundation
import Testing

@testable import ColorAudit

/// Region-first names (`RegionNames`, `RegionSurfaces`, `PairFormation` rule 28, `PropertyNaming` rule 9): a
/// hand-made documentation theme in the shape of such themes' variable files — the page's `--bg` and `--fg`,
/// every other colour named by its region first and its property last, no library prefix. The expected
/// pairs are what each name says is drawn where: a region's text on its own background, a region's border
/// between its background and the page, the page's text on every region, text only in a search match's mark
/// (HTML's `mark` element, "a run of text … highlighted", drawn by the UA style sheet as `color: black` on
/// `background-color: yellow`, HTML Living Standard §4.5.23, §15.3.4).
@Suite struct RegionSurfaceTests {
    static let theme = """
        :root {
          --bg: #ffffff;
          --fg: #777777;
          --sidebar-bg: #fafafa;
          --sidebar-fg: #364149;
          --sidebar-active: #1f1fff;
          --sidebar-header-border-color: #cccccc;
          --icons: #747474;
          --icons-hover: #000000;
          --links: #20609f;
          --inline-code-color: #301900;
          --theme-popup-bg: #fafafa;
          --theme-popup-border: #cccccc;
          --theme-hover: #e6e6e6;
          --quote-bg: #f2f7f9;
          --quote-border: #d5e3e8;
          --table-border-color: #eaeaea;
          --table-header-bg: #dddddd;
          --table-alternate-bg: #f5f5f5;
          --searchbar-bg: #fafafa;
          --searchbar-fg: #000000;
          --searchbar-border-color: #aaaaaa;
          --search-mark-bg: #ffff00;
          --blockquote-note-color: #0969da;
          --footnote-highlight: #6e4fd1;
        }
        """

    private func backgrounds(of foreground: String, in context: AuditContext) -> Set<String> {
        Set(context.pairs.filter { $0.declaration.foreground == foreground }.map(\.declaration.background))
    }

    @Test func theNamesAreRegionFirst() {
        #expect(RegionNames.isUsed(["--bg", "--fg", "--sidebar-bg", "--sidebar-fg", "--quote-bg"]))
        // A library prefix, or no page colours: not this shape.
        #expect(!RegionNames.isUsed(["--x-bg", "--x-fg", "--x-sidebar-bg", "--x-sidebar-fg", "--x-quote-bg"]))
        #expect(!RegionNames.isUsed(["--sidebar-bg", "--sidebar-fg", "--quote-bg", "--quote-border"]))
        #expect(RegionNames.read("--table-header-bg").region == ["table", "header"])
        #expect(RegionNames.read("--icons-hover").region.isEmpty)
        #expect(RegionNames.read("--sidebar-active").states == ["active"])
    }

    /// The roles the names say (rule 9): `X-color` and `X-highlight` are text, a region's state its text
    /// when the region has text of its own, else the state's fill.
    @Test func rolesOfNamesWithoutARoleWord() throws {
        let palette = try stylesheetPalette(Self.theme, file: "variables.css")
        for name in ["--inline-code-color", "--blockquote-note-color", "--footnote-highlight", "--sidebar-active"] {
            #expect(palette.token(named: name)?.role == .text, "\(name)")
        }
        #expect(palette.token(named: "--theme-hover")?.role == .background)
    }

    @Test func eachColourIsDrawnInItsRegion() throws {
        let palette = try stylesheetPalette(Self.theme, file: "variables.css")
        let context = AuditContext(palette: palette, configuration: Configuration())
        #expect(backgrounds(of: "--sidebar-fg", in: context) == ["--sidebar-bg"])
        #expect(backgrounds(of: "--searchbar-fg", in: context) == ["--searchbar-bg"])
        // A border is the edge between its region and the page, on no other region's fill.
        #expect(backgrounds(of: "--quote-border", in: context) == ["--bg", "--quote-bg"])
        #expect(backgrounds(of: "--theme-popup-border", in: context) == ["--bg", "--theme-popup-bg"])
        #expect(
            backgrounds(of: "--table-border-color", in: context) == [
                "--bg", "--table-header-bg", "--table-alternate-bg",
            ])
        // A quote's rule and a popup's edge are containers' edges (`DecorativeBorders`), not boundaries.
        for name in ["--quote-border", "--theme-popup-border"] {
            let usages = Set(context.pairs.filter { $0.declaration.foreground == name }.map(\.declaration.usage))
            #expect(usages == [.decorative], "\(name)")
        }
        // Text of a region with no background of its own is set on the page.
        for name in ["--inline-code-color", "--blockquote-note-color", "--footnote-highlight"] {
            #expect(backgrounds(of: name, in: context) == ["--bg"], "\(name)")
        }
        // A border of a region with no background of its own (the sidebar's header) is the edge in the
        // nearest enclosing region that has one.
        #expect(backgrounds(of: "--sidebar-header-border-color", in: context) == ["--bg", "--sidebar-bg"])
        // The page's icons and links on every region, none of which has icons or links of its own (the
        // sidebar's chapter buttons, a link in a quote or a table), not on the hover fill or the mark.
        for name in ["--links", "--icons"] {
            #expect(
                backgrounds(of: name, in: context) == [
                    "--bg", "--sidebar-bg", "--theme-popup-bg", "--quote-bg", "--table-header-bg",
                    "--table-alternate-bg", "--searchbar-bg",
                ], "\(name)")
        }
        // The page's text on every region that has no text of its own (not the sidebar's or the search
        // bar's, which have `--sidebar-fg` and `--searchbar-fg`), the search match and the hover fill.
        #expect(
            backgrounds(of: "--fg", in: context) == [
                "--bg", "--theme-popup-bg", "--theme-hover", "--quote-bg", "--table-header-bg",
                "--table-alternate-bg", "--search-mark-bg",
            ])
        #expect(backgrounds(of: "--icons-hover", in: context) == ["--bg", "--theme-hover"])
    }

    /// A search match's mark holds text only: no icon, border or link is paired with it.
    @Test func aSearchMarkHoldsTextOnly() throws {
        let palette = try stylesheetPalette(Self.theme, file: "variables.css")
        let context = AuditContext(palette: palette, configuration: Configuration())
        let onMark = context.pairs.filter { $0.declaration.background == "--search-mark-bg" }
        #expect(Set(onMark.map(\.declaration.foreground)) == ["--fg"])
        // #777777 on #ffff00 by hand (WCAG 2.2): 0x77/255 = 0.466667 → ((0.466667 + 0.055)/1.055)^2.4 =
        // 0.184475; yellow 0.2126 + 0.7152 = 0.9278; (0.9278 + 0.05)/(0.184475 + 0.05) = 4.170.
        let pair = try #require(onMark.first)
        #expect(abs(pair.stack.worstRatio - 4.170) < 0.001, "\(pair.stack.worstRatio)")
        #expect(pair.declaration.usage == .text)
    }

    /// Without the page's `--bg` and `--fg` the names are no region-first theme: rule 28 plans nothing.
    @Test func otherNamesAreLeftAsTheyWere() throws {
        let palette = try stylesheetPalette(
            """
            :root {
              --color-background: #ffffff;
              --color-text: #222222;
              --sidebar-bg: #fafafa;
              --sidebar-fg: #364149;
              --quote-bg: #f2f7f9;
              --quote-border: #d5e3e8;
            }
            """, file: "style.css")
        let context = AuditContext(palette: palette, configuration: Configuration())
        #expect(context.pairs.allSatisfy { $0.declaration.formedBy != PairFormation.Reason.region.rawValue })
    }
}
