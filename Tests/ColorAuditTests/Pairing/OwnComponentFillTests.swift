import Foundation
import Testing

@testable import ColorAudit

/// A component's colours keep off other components' fills (`OwnComponentFills`, `PairFormation` rule 34).
/// The theme is lines of Miniflux's light theme, miniflux/v2 `internal/ui/static/css/light.css`
/// @106cdd09e1557222303f3ed1376e1dadf0638621 (its `:root`: lines 3–10, 13–14, 24–26, 45–47, 61–63, 68–72, 78 and
/// 100–110 without the blank lines). Where the app's own stylesheet, `internal/ui/static/css/common.css` at
/// the same commit, draws them — the expectations:
/// - `body { color: var(--body-color); background: var(--body-background) }` (13–17), `hr { border-top: 1px
///   dotted var(--hr-border-color) }` (20–23), `h1, h2, h3 { color: var(--title-color) }` (27–28), `a {
///   color: var(--link-color) }` (37–38) and its `:hover` (48–49): the page's, and the links and headings
///   inside every box (a feed row holds an `h2` and an `a`, `templates/common/feed_list.html` 9–10);
/// - `.panel { color: var(--panel-color); background-color: var(--panel-background); border … }` (653–656):
///   a box with text of its own, whose panels hold headings, lists, links and code
///   (`templates/views/about.html` 11–56, `api_keys.html` 56, `integrations.html` 721–733,
///   `edit_feed.html` 282–291) and no other component;
/// - `.alert { … border: 1px solid var(--alert-border-color) }` (614–619), `.category { background-color:
///   var(--category-background-color); border: 1px solid var(--category-border-color) }` (733–736),
///   `.item-status-read .item-title a { color: var(--item-status-read-title-link-color) }` (875–876, entry
///   rows), `article.feed-has-unread { background-color: var(--feed-has-unread-background-color);
///   border-color: var(--feed-has-unread-border-color) }` (962–965), `article.feed-parsing-error` likewise
///   (956–959) and `article.category-has-unread` (979–982): no rule draws one component's border or text
///   on another's background.
@Suite struct OwnComponentFillTests {
    static let theme = """
        :root {
            --body-color: #333;
            --body-background: #fff;
            --hr-border-color: #ccc;
            --title-color: #333;
            --link-color: #3366CC;
            --link-focus-color: red;
            --link-hover-color: #333;
            --link-visited-color: purple;
            --header-link-color: #444;
            --header-link-focus-color: #888;
            --table-border-color: #ddd;
            --table-th-background: #fcfcfc;
            --table-th-color: #333;
            --alert-color: #c09853;
            --alert-background-color: #fcf8e3;
            --alert-border-color: #fbeed5;
            --panel-background: #fcfcfc;
            --panel-border-color: #ddd;
            --panel-color: #333;
            --category-color: #333;
            --category-background-color: #fffcd7;
            --category-border-color: #d5d458;
            --category-link-color: #000;
            --category-link-hover-color: #000;
            --item-status-read-title-link-color: #777;
            --feed-parsing-error-background-color: #fcf8e3;
            --feed-parsing-error-border-style: solid;
            --feed-parsing-error-border-color: #f9e883;
            --feed-has-unread-background-color: #dfd;
            --feed-has-unread-border-style: solid;
            --feed-has-unread-border-color: #bee6bc;
            --category-has-unread-background-color: #dfd;
            --category-has-unread-border-style: solid;
            --category-has-unread-border-color: #bee6bc;
        }
        """

    private func backgrounds(of foreground: String, in context: AuditContext) -> Set<String> {
        Set(context.pairs.filter { $0.declaration.foreground == foreground }.map(\.declaration.background))
    }

    private func context() throws -> AuditContext {
        AuditContext(palette: try stylesheetPalette(Self.theme, file: "light.css"), configuration: Configuration())
    }

    /// The feed rows' backgrounds have no text of their own; still no other component's border or text is
    /// judged on them.
    @Test func bordersKeepToTheirOwnComponentAndThePage() throws {
        let context = try context()
        for name in ["--category-border-color", "--alert-border-color"] {
            #expect(backgrounds(of: name, in: context) == ["--body-background"], "\(name)")
        }
        #expect(
            backgrounds(of: "--feed-has-unread-border-color", in: context) == [
                "--body-background", "--feed-has-unread-background-color",
            ])
        #expect(
            backgrounds(of: "--feed-parsing-error-border-color", in: context) == [
                "--body-background", "--feed-parsing-error-background-color",
            ])
        // The hr's rule is an element of the page, yet a component's colour by name: the page, no panel.
        #expect(backgrounds(of: "--hr-border-color", in: context) == ["--body-background"])
    }

    @Test func aComponentsTextKeepsOffOtherComponentsFills() throws {
        let context = try context()
        #expect(
            backgrounds(of: "--item-status-read-title-link-color", in: context) == ["--body-background"])
    }

    /// A panel with text of its own (`--panel-color`) is one component of the page: the page's text,
    /// links and headings stay on it (the about page's panels hold `h3`, `a`, `strong`), other components'
    /// borders and text do not.
    @Test func aPanelWithTextOfItsOwnHoldsThePagesTextOnly() throws {
        let context = try context()
        for name in ["--body-color", "--link-color", "--link-hover-color", "--link-focus-color", "--title-color"] {
            #expect(backgrounds(of: name, in: context).contains("--panel-background"), "\(name)")
        }
        // The header's links (`header li a`, common.css 139–141, 164–165) are in the page's header only;
        // `--header-link-focus-color` beside `--header-link-color` is their text when focused (rule 12).
        for name in [
            "--category-border-color", "--alert-border-color", "--item-status-read-title-link-color",
            "--header-link-focus-color",
        ] {
            #expect(!backgrounds(of: name, in: context).contains("--panel-background"), "\(name)")
        }
        #expect(backgrounds(of: "--header-link-focus-color", in: context).contains("--body-background"))
        #expect(OwnComponentFills.isBox(["panel"], prefix: nil))
        #expect(!OwnComponentFills.isBox(["body"], prefix: nil))
    }

    /// Without text of its own, a panel stays a general surface (a component library's
    /// `--x-panel-background-color` holds its components): the category label's border is judged there.
    @Test func aPanelWithoutTextOfItsOwnStaysGeneral() throws {
        let theme = Self.theme.replacingOccurrences(of: "--panel-color: #333;", with: "")
        let context = AuditContext(
            palette: try stylesheetPalette(theme, file: "light.css"), configuration: Configuration())
        #expect(backgrounds(of: "--category-border-color", in: context) == ["--body-background", "--panel-background"])
    }

    /// The page's text, links and headings are set in every component: they stay on the feed rows.
    @Test func thePagesTextLinksAndHeadingsStayOnEveryFill() throws {
        let context = try context()
        let rows: Set<String> = [
            "--feed-has-unread-background-color", "--feed-parsing-error-background-color",
            "--category-has-unread-background-color",
        ]
        for name in ["--body-color", "--link-color", "--link-hover-color", "--title-color"] {
            #expect(rows.isSubset(of: backgrounds(of: name, in: context)), "\(name)")
        }
    }

    /// Rule 12's pairs are unchanged: a component's text on its own claimed background.
    @Test func aComponentsOwnTextStaysOnItsFill() throws {
        let context = try context()
        #expect(backgrounds(of: "--category-link-color", in: context) == ["--category-background-color"])
        #expect(backgrounds(of: "--alert-color", in: context) == ["--alert-background-color"])
        #expect(backgrounds(of: "--table-th-color", in: context) == ["--table-th-background"])
    }

    /// A background is the foreground's component's when the foreground's base begins with it (rule 12's
    /// leading part): a feed row's border on its own fill, the table header's text on its fill; not the
    /// category label's border on the categories page's rows (`category-has-unread`, `templates/views/
    /// categories.html` 26–28: no label inside), nor a table's border on its header cells (that fill is
    /// claimed by the header's text, rule 12, anyway).
    @Test func oneComponentWhenOneBaseBeginsWithTheOther() throws {
        let palette = try stylesheetPalette(Self.theme, file: "light.css")
        let foregrounds = palette.tokens.filter { $0.role?.isForeground ?? false }
        let surfaces = palette.tokens.filter { $0.role == .background }
        let rule = OwnComponentFills(
            foregrounds: foregrounds, surfaces: surfaces, plans: foregrounds.map { _ in .general },
            names: palette.tokens.map(\.name))
        func keepsOff(_ foreground: String, _ surface: String) throws -> Bool {
            let f = try #require(foregrounds.firstIndex { $0.name == foreground })
            let b = try #require(surfaces.firstIndex { $0.name == surface })
            return rule.keepsOff(f, surface: b)
        }
        #expect(try keepsOff("--table-border-color", "--table-th-background"))
        #expect(try !keepsOff("--table-th-color", "--table-th-background"))
        #expect(try !keepsOff("--feed-has-unread-border-color", "--feed-has-unread-background-color"))
        #expect(try keepsOff("--category-border-color", "--feed-has-unread-background-color"))
        #expect(try keepsOff("--feed-has-unread-border-color", "--feed-parsing-error-background-color"))
        #expect(try keepsOff("--category-border-color", "--category-has-unread-background-color"))
        #expect(try !keepsOff("--category-border-color", "--body-background"))
        #expect(try !keepsOff("--link-color", "--category-background-color"))
    }

    /// A component is a name's base when its own words are not only general ones (`--panel-background` is
    /// a general surface, rule 12).
    @Test func componentsByTheirBases() throws {
        let table = try #require(PropertyNaming.parse("--table-th-background"))
        #expect(table.numberedBase == ["table", "th"])
        #expect(PropertyNamespaces.isComponent(table, prefix: nil))
        let panel = try #require(PropertyNaming.parse("--panel-background"))
        #expect(!PropertyNamespaces.isComponent(panel, prefix: nil))
    }

    /// The page's text in a variant is no component's. Lines of Trilium's dark theme (zadam/trilium @
    /// 82a437f2a83fc10299f3205713f7dcb04e2d047c, `src/public/stylesheets/theme-dark.css` 16–17, 21, 35,
    /// 48–49): `.input-group-text { background-color: var(--accented-background-color); color:
    /// var(--muted-text-color) }` (`src/public/stylesheets/style.css` 72–75) and `.dropdown-menu kbd {
    /// color: var(--muted-text-color) }` (215–217) draw the muted text on the accented fill and the menu.
    @Test func mutedTextIsThePagesNotAComponents() throws {
        let palette = try stylesheetPalette(
            """
            :root {
                --main-background-color: #333;
                --main-text-color: #ccc;
                --accented-background-color: #555;
                --muted-text-color: #bbb;
                --menu-text-color: white;
                --menu-background-color: #222;
            }
            """, file: "theme-dark.css")
        let context = AuditContext(palette: palette, configuration: Configuration())
        let muted = backgrounds(of: "--muted-text-color", in: context)
        #expect(muted.isSuperset(of: ["--main-background-color", "--accented-background-color"]))
    }
}
