import Foundation
import Testing

@testable import ColorAudit
@testable import ColorScience

/// The pairs a stylesheet's own style rules draw (`CSSStyleRules`, `CSSStyleUsage`), on hand-made CSS:
/// each expected pair is read off the rules by hand (CSS: `color` is the text colour, `background-color`
/// and `background` the element's background, `border`/`outline` drawn against it; a nested rule with
/// `&` is the same element, whose text colour inherits).
@Suite struct CSSStyleRulesTests {
    static let css = """
        :root { --text: #222222; --surface: #ffffff; --accent: #0b57d0; --on-accent: #ffffff; --line: #888888; --muted: #767676; }
        .button {
          color: var(--on-accent);
          background-color: var(--accent);
          border: 1px solid var(--line);
        }
        .card { color: var(--text); background: var(--surface); }
        .card .hint { color: var(--muted); }
        .chip { background: var(--surface); &.selected { background: var(--accent); } }
        .panel { color: var(--text); background: var(--surface);
          &:hover { background: var(--accent); } }
        .button:disabled { color: var(--muted); background: var(--surface); }
        .link:not(:disabled) { color: var(--accent); background-color: var(--surface); }
        .gradient { color: var(--text); background: linear-gradient(var(--surface), var(--accent)); }
        .fallback { color: var(--nope, var(--text)); background: var(--surface); }
        @media (min-width: 600px) { .wide { color: var(--on-accent); background: var(--accent); } }
        @keyframes pulse { from { color: var(--text); background: var(--accent); } }
        .primary { --surface: var(--accent); color: var(--on-accent); background: var(--surface); }
        [data-theme=dark] { --surface: #111111; .tile { color: var(--muted); background: var(--surface); } }

        """

    private func palette() throws -> Palette {
        let folder = try ImportTempFolder()
        let path = try folder.write("style.css", Self.css)
        return try #require(try importPaths([path]).first)
    }

    /// Read by hand: `.button` draws `--on-accent` (text) and `--line` (its border, non-text) on
    /// `--accent`; `.card` `--text` on `--surface`; `.card .hint` sets no background and is inside a `.card`:
    /// `--muted` on `.card`'s `--surface` (`CSSSameSelector.ancestor`);
    /// `.chip` and `.chip.selected` set no text colour; `.panel` repeats `.card`'s pair, and its `&:hover`
    /// draws the inherited `--text` on `--accent`; `.button:disabled` draws `--muted` on `--surface` as
    /// an inactive component (exempt); `.link:not(:disabled)` is enabled: `--accent` on `--surface` as
    /// text; `.gradient`'s background is no palette colour; `.fallback`'s `var(--nope, var(--text))` is
    /// `--text` (repeated); `.wide` inside `@media` repeats `.button`'s; `@keyframes` draws nothing;
    /// `.primary` redefines `--surface` for itself (a component's variable, not the palette's colour):
    /// nothing drawn; `.tile` inside the dark theme's rule, which defines the palette's own `--surface`,
    /// draws `--muted` on `--surface` again (one pair).
    @Test func styleRulesDrawTheirPairs() throws {
        let drawn = try palette().drawnPairs
        let expected: [[String]] = [
            ["--on-accent", "--accent", "text"], ["--line", "--accent", "ui"], ["--text", "--surface", "text"],
            ["--muted", "--surface", "text"], ["--text", "--accent", "text"], ["--muted", "--surface", "disabled"],
            ["--accent", "--surface", "text"],
        ]
        #expect(drawn.map { [$0.foreground, $0.background, $0.usage.rawValue] } == expected)
        #expect(drawn.first?.formedBy == "stylesheet: drawn together in .button (style.css:2)")
        #expect(drawn[4].formedBy == "stylesheet: drawn together in .panel:hover (style.css:11)")
        #expect(
            drawn[3].formedBy
                == "stylesheet: drawn together in .card .hint (style.css:8); with what .card sets (style.css:7, "
                + "the cascade)")
        #expect(drawn.first?.location.line == 2)
    }

    /// In the audit the drawn pairs come first, with their reason, and are not formed again from roles:
    /// `--on-accent` on `--accent` is also an `on` colour's pair (rule 1) but is judged once, as drawn;
    /// `--text` on `--accent` (an interactive colour, no background by its name) is judged only because
    /// the stylesheet draws it. Formed pairs go on for the other colours (`--text` on `--surface` is
    /// drawn; `--muted` on `--surface` is drawn too, as disabled).
    @Test func drawnPairsTakePrecedenceOverFormedOnes() throws {
        let context = AuditContext(palette: try palette(), configuration: Configuration())
        let pairs = Array(context.pairs)
        let onAccent = pairs.filter {
            $0.declaration.foreground == "--on-accent" && $0.declaration.background == "--accent"
        }
        #expect(onAccent.count == 1)
        #expect(onAccent.first?.declaration.formedBy?.hasPrefix(CSSStyleRules.reasonPrefix) == true)
        #expect(onAccent.first?.isDeclared == false)
        #expect(pairs.contains { $0.declaration.foreground == "--text" && $0.declaration.background == "--accent" })
        #expect(pairs.first?.declaration.formedBy?.hasPrefix(CSSStyleRules.reasonPrefix) == true)
        #expect(context.pairs.isDeclared == false)
    }

    /// A selector list is inactive only when every selector in it is (`.a:disabled, .b` draws `.b`
    /// enabled); `:not(:disabled)` and `[aria-disabled=false]` are enabled.
    @Test func disabledSelectors() {
        #expect(CSSStyleRules.isDisabled(".button:disabled"))
        #expect(CSSStyleRules.isDisabled(".a[disabled], .b.disabled"))
        #expect(CSSStyleRules.isDisabled("[aria-disabled=\"true\"] .label"))
        #expect(!CSSStyleRules.isDisabled(".a:disabled, .b"))
        #expect(!CSSStyleRules.isDisabled(".button:not(:disabled):hover"))
        #expect(!CSSStyleRules.isDisabled("[aria-disabled=false]"))
    }

    /// 10,000 rules, each drawing `--t(i mod 100)` on `--b(i mod 50)`: one pass, 100 distinct pairs
    /// (i mod 50 follows from i mod 100), each once. Time grows with the rules, not with rules × pairs
    /// (100,000 rules took 46 s of a loaded machine's debug build; 138 s beside a fuzz build: too close to
    /// a guard for a test, so the test reads 10,000).
    @Test func tenThousandRules() throws {
        var css = ":root {"
        for i in 0..<100 { css += " --t\(i): #000000;" }
        for i in 0..<50 { css += " --b\(i): #ffffff;" }
        css += " }\n"
        for i in 0..<10_000 { css += ".r\(i) { color: var(--t\(i % 100)); background: var(--b\(i % 50)); }\n" }
        let items = try CSSParser.parse(css)
        let colors = Set((0..<100).map { "--t\($0)" } + (0..<50).map { "--b\($0)" })
        let clock = ContinuousClock()
        var pairs: [PairDeclaration] = []
        let elapsed = clock.measure { pairs = CSSStyleRules(path: "big.css", colors: colors).pairs(items) }
        #expect(pairs.count == 100)
        #expect(Set(pairs.map { [$0.foreground, $0.background] }).count == 100)
        // A guard against quadratic work (100 times the linear time at this size), not a benchmark.
        #expect(elapsed < .seconds(120))
    }

    /// A scrollbar thumb is the graphic and the track what it is drawn on. typedoc (TypeStrong/typedoc
    /// 6d8c856 `static/style.css:603-611`) paints the track `--color-icon-background` and the thumb
    /// `--color-accent`, inset by a border in the track's colour: the pair is the thumb's colour on the
    /// border's (non-text, WCAG 2.2 SC 1.4.11), not the border on the thumb. Any other rule with a border
    /// still draws the border on its background.
    @Test func aScrollbarThumbIsDrawnOnItsTrack() throws {
        let folder = try ImportTempFolder()
        let path = try folder.write(
            "style.css",
            """
            :root { --color-accent: #8b8d8f; --color-icon-background: #ffffff; --line: #888888; }
            *::-webkit-scrollbar-track { background: var(--color-icon-background); }
            *::-webkit-scrollbar-thumb {
              background-color: var(--color-accent);
              border: 0.25rem solid var(--color-icon-background);
            }
            .well { background: var(--color-icon-background); border: 1px solid var(--line); }

            """)
        let drawn = try #require(try importPaths([path]).first).drawnPairs
        #expect(
            drawn.map { [$0.foreground, $0.background, $0.usage.rawValue] } == [
                ["--color-accent", "--color-icon-background", "ui"], ["--line", "--color-icon-background", "ui"],
            ])
        #expect(
            drawn.first?.formedBy
                == "stylesheet: drawn together in *::-webkit-scrollbar-thumb (style.css:3); "
                + "a scrollbar thumb on its track (WCAG 1.4.11)")
    }
}
