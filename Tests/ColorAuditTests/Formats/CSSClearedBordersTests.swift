import Foundation
import Testing

@testable import ColorAudit
@testable import ColorScience

/// Borders a state takes away (`CSSClearedBorders`), on a hand-made stylesheet modelled on typedoc's
/// search field (TypeStrong/typedoc `static/style.css`: `#tsd-search-input { border: 2px solid
/// var(--color-accent) }`, `#tsd-search-input:focus-visible { background-color:
/// var(--color-background-active); border-color: transparent }`). Each expected pair is read off the
/// rules by hand, from CSS: a `transparent`, `none` or `0` border is not drawn (CSS Backgrounds 3
/// §4: `border-style: none` and a zero width draw nothing, a transparent colour shows what is under it).
@Suite struct CSSClearedBordersTests {
    static let css = """
        :root { --text: #222222; --background: #ffffff; --background-active: #d6d8da;
          --border-accent: #c5c7c9; --border-line: #888888; --focus-ring: #3584e4; }
        body { color: var(--text); background: var(--background); }
        .search { border: 2px solid var(--border-accent); background-color: transparent; color: var(--text); }
        .search:focus-visible { background-color: var(--background-active); border-color: transparent; }
        .tab { outline: 1px solid var(--focus-ring); &.active { background: var(--background-active); outline: none; } }
        .chip { border: 1px solid var(--border-line); }
        .chip:hover { background: var(--background-active); }
        .card { border-bottom: 1px solid var(--border-line); }
        .card::before { background: var(--background-active); border: 0; }
        .list li { border-top: 1px solid var(--border-line); }
        .list li:hover { background: var(--background-active); border-top-color: transparent; border-top: 1px solid var(--border-line); }

        """

    private func palette() throws -> Palette {
        let folder = try ImportTempFolder()
        let path = try folder.write("style.css", Self.css)
        return try #require(try importPaths([path]).first)
    }

    /// By hand: `.search`'s accent border is cleared (`border-color: transparent`) in `:focus-visible`,
    /// which sets the active background; `.tab`'s outline is cleared (`outline: none`) in `.tab.active`
    /// (nested, `&`), which sets it too. `.chip:hover` sets the background but keeps the border;
    /// `.card::before` is another box (a pseudo-element), not a state of `.card`; `.list li:hover` clears
    /// its top border and then draws it again (the later declaration wins).
    @Test func stateClearingABorderIsRead() throws {
        let cleared = try palette().clearedPairs
        #expect(
            cleared.map { [$0.foreground, $0.background] } == [
                ["--border-accent", "--background-active"], ["--focus-ring", "--background-active"],
            ])
        #expect(
            cleared.first?.formedBy
                == "stylesheet: the border of .search (style.css:4) is cleared in .search:focus-visible "
                + "(style.css:5), where --background-active is drawn")
    }

    /// A border or focus colour is formed on every general surface (`PairFormation`); the pairs a state
    /// clears are left out, and the others stay: `--border-line` is still judged on the active
    /// background (`.chip:hover` draws it there).
    @Test func clearedPairsAreNotFormed() throws {
        let context = AuditContext(palette: try palette(), configuration: Configuration())
        let formed = Set(context.pairs.map { "\($0.declaration.foreground) on \($0.declaration.background)" })
        #expect(!formed.contains("--border-accent on --background-active"))
        #expect(!formed.contains("--focus-ring on --background-active"))
        #expect(formed.contains("--border-accent on --background"))
        #expect(formed.contains("--border-line on --background-active"))
    }

    /// A state selector's rest selectors: prefixes that end where a pseudo-class, class or attribute
    /// selector of the last compound starts; none across a combinator or for a pseudo-element.
    @Test func restSelectors() {
        #expect(CSSClearedBorders.restSelectors(of: "#a.b:focus") == ["#a.b", "#a"])
        #expect(CSSClearedBorders.restSelectors(of: "li[aria-selected=true]") == ["li"])
        #expect(CSSClearedBorders.restSelectors(of: ".x:not(.y)") == [".x"])
        #expect(CSSClearedBorders.restSelectors(of: ".list li") == [])
        #expect(CSSClearedBorders.restSelectors(of: ".card::before") == [])
        #expect(CSSClearedBorders.restSelectors(of: ".list > .item:hover") == [".list > .item"])
    }

    /// 50,000 elements each with a border and a hover that clears it: one pass and a lookup per state
    /// selector. `--t{i % 100}` cleared on `--b{i % 50}` gives 100 distinct pairs.
    @Test func oneHundredThousandRules() throws {
        var css = ":root {"
        for i in 0..<100 { css += " --t\(i): #000000;" }
        for i in 0..<50 { css += " --b\(i): #ffffff;" }
        css += " }\n"
        for i in 0..<50_000 {
            css += ".r\(i) { border: 1px solid var(--t\(i % 100)); }\n"
            css += ".r\(i):hover { background: var(--b\(i % 50)); border-color: transparent; }\n"
        }
        let items = try CSSParser.parse(css)
        let colors = Set((0..<100).map { "--t\($0)" } + (0..<50).map { "--b\($0)" })
        let clock = ContinuousClock()
        var pairs: [PairDeclaration] = []
        let elapsed = clock.measure {
            pairs = CSSClearedBorders(rules: CSSStyleRules(path: "big.css", colors: colors)).pairs(items)
        }
        #expect(pairs.count == 100)
        // A guard against quadratic work, not a benchmark.
        #expect(elapsed < .seconds(120))
    }
}
