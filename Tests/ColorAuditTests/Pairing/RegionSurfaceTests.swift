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
        // The page's icons on every region, none of which has icons of its own (the sidebar's chapter
        // buttons), not on the hover fill or the mark; its links on those with no text of their own (a
        // link in a quote or a table: the sidebar's and the search field's text is their own).
        #expect(
            backgrounds(of: "--icons", in: context) == [
                "--bg", "--sidebar-bg", "--theme-popup-bg", "--quote-bg", "--table-header-bg",
                "--table-alternate-bg", "--searchbar-bg",
            ])
        #expect(
            backgrounds(of: "--links", in: context) == [
                "--bg", "--theme-popup-bg", "--quote-bg", "--table-header-bg", "--table-alternate-bg",
            ])
        // The page's text on every region that has no text of its own (not the sidebar's or the search
        // bar's, which have `--sidebar-fg` and `--searchbar-fg`) and the hover fill; not the search
        // match, whose text is the UA's `MarkText`.
        #expect(
            backgrounds(of: "--fg", in: context) == [
                "--bg", "--theme-popup-bg", "--theme-hover", "--quote-bg", "--table-header-bg",
                "--table-alternate-bg",
            ])
        #expect(backgrounds(of: "--icons-hover", in: context) == ["--bg", "--theme-hover"])
    }

    /// A search match's mark holds only the text its own region names (`--search-mark-fg`), no icon,
    /// border or link, and not the page's text (HTML's `mark` is drawn in the UA's `MarkText`).
    @Test func aSearchMarkHoldsItsOwnTextOnly() throws {
        let theme = Self.theme.replacingOccurrences(
            of: "  --search-mark-bg: #ffff00;", with: "  --search-mark-bg: #ffff00;\n  --search-mark-fg: #777777;")
        let palette = try stylesheetPalette(theme, file: "variables.css")
        let context = AuditContext(palette: palette, configuration: Configuration())
        let onMark = context.pairs.filter { $0.declaration.background == "--search-mark-bg" }
        #expect(Set(onMark.map(\.declaration.foreground)) == ["--search-mark-fg"])
        // #777777 on #ffff00 by hand (WCAG 2.2): 0x77/255 = 0.466667 → ((0.466667 + 0.055)/1.055)^2.4 =
        // 0.184475; yellow 0.2126 + 0.7152 = 0.9278; (0.9278 + 0.05)/(0.184475 + 0.05) = 4.170.
        let pair = try #require(onMark.first)
        #expect(abs(pair.stack.worstRatio - 4.170) < 0.001, "\(pair.stack.worstRatio)")
        #expect(pair.declaration.usage == .text)
    }

    /// mdBook's `coal` theme, the lines of rust-lang/mdBook `crates/mdbook-html/front-end/css/variables.css`
    /// @641d06abe7d10d981ed61dd2711a30e4119666cd (lines 81-118) that these pairs need. Where its own
    /// `chrome.css` (same commit) draws them: `.sidebar { background-color: var(--sidebar-bg); color:
    /// var(--sidebar-fg) }` (:457-458), chapter links `color: var(--sidebar-fg)` (:597), draft chapters
    /// `.chapter li { color: var(--sidebar-non-existant) }` (:585), `.sidebar::-webkit-scrollbar-thumb {
    /// background: var(--scrollbar) }` on `.sidebar::-webkit-scrollbar { background: var(--sidebar-bg) }`
    /// (:554-558) and `html { scrollbar-color: var(--scrollbar) transparent }` (:4), a hovered code block
    /// button `color: var(--sidebar-active); background-color: var(--theme-hover)` (:243-246), the search
    /// input's `border: 1px solid var(--searchbar-border-color)` around `background-color:
    /// var(--searchbar-bg)` (:392-393), and `mark { background-color: var(--search-mark-bg) }` (:319-329),
    /// no `color`: its text is the UA's `MarkText`. Content links are `.content a:link` (:6-10).
    static let coal = """
        .coal {
            --bg: hsl(200, 7%, 8%);
            --fg: #98a3ad;
            --sidebar-bg: #292c2f;
            --sidebar-fg: #a1adb8;
            --sidebar-non-existant: #505254;
            --sidebar-active: #3473ad;
            --scrollbar: var(--sidebar-fg);
            --links: #2b79a2;
            --theme-popup-bg: #141617;
            --theme-hover: #1f2124;
            --quote-bg: hsl(234, 21%, 18%);
            --searchbar-border-color: #aaa;
            --searchbar-bg: #b7b7b7;
            --searchbar-fg: #000;
            --search-mark-bg: #355c7d;
        }
        """

    /// The sidebar's own text, its draft chapters and its scroll bar are drawn on the sidebar; the page's
    /// text and links are not (the sidebar has its own).
    @Test func aRegionsOwnColoursAreDrawnOnIt() throws {
        let palette = try stylesheetPalette(Self.coal, file: "variables.css")
        // `--scrollbar` aliases `--sidebar-fg`: still the sidebar's text, no primitive.
        #expect(palette.token(named: "--sidebar-fg")?.role == .text)
        #expect(palette.token(named: "--sidebar-non-existant")?.role == .text)
        #expect(palette.token(named: "--scrollbar")?.role == .icon)
        let context = AuditContext(palette: palette, configuration: Configuration())
        #expect(backgrounds(of: "--sidebar-fg", in: context) == ["--sidebar-bg"])
        // A draft chapter is never hovered: no state fill.
        #expect(backgrounds(of: "--sidebar-non-existant", in: context) == ["--sidebar-bg"])
        #expect(backgrounds(of: "--scrollbar", in: context) == ["--bg", "--sidebar-bg"])
        // The current chapter on the sidebar; not on the hover fill: `PairFormation` rule 20 reads `active`
        // as CSS's `:active`, another moment than `--theme-hover`'s (mdBook draws it there, :243-246).
        #expect(backgrounds(of: "--sidebar-active", in: context) == ["--sidebar-bg"])
        for name in ["--fg", "--links"] {
            #expect(!backgrounds(of: name, in: context).contains("--sidebar-bg"), "\(name)")
            #expect(!backgrounds(of: name, in: context).contains("--searchbar-bg"), "\(name)")
        }
        // #505254 on #292c2f by hand (WCAG 2.2): 0x50, 0x52, 0x54 → 0.080220, 0.084376, 0.088656, L =
        // 0.083802; 0x29, 0x2c, 0x2f → 0.022174, 0.025187, 0.028426, L = 0.024780; (0.083802 + 0.05) /
        // (0.024780 + 0.05) = 1.789.
        let draft = try #require(context.pairs.first { $0.declaration.foreground == "--sidebar-non-existant" })
        #expect(abs(draft.stack.worstRatio - 1.789) < 0.001, "\(draft.stack.worstRatio)")
        #expect(draft.declaration.usage == .text)
    }

    /// An input's border is its boundary against the page (WCAG 1.4.11), not against its own fill; the
    /// search match's mark takes no colour of the theme (its text is the UA's `MarkText`).
    @Test func anInputsBorderIsOnThePageAndTheMarkTakesNoThemeText() throws {
        let palette = try stylesheetPalette(Self.coal, file: "variables.css")
        let context = AuditContext(palette: palette, configuration: Configuration())
        #expect(backgrounds(of: "--searchbar-border-color", in: context) == ["--bg"])
        #expect(backgrounds(of: "--searchbar-fg", in: context) == ["--searchbar-bg"])
        #expect(!context.pairs.contains { $0.declaration.background == "--search-mark-bg" })
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
