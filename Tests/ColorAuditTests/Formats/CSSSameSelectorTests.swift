import Testing

@testable import ColorAudit

/// Declarations of the same selector in several rules combine, as the cascade does (CSS Cascade 4 §6;
/// `CSSSameSelector`). Each expected pair is read off the hand-made CSS below by hand.
@Suite struct CSSSameSelectorTests {
    static let css = """
        :root { --text: #222222; --surface: #ffffff; --code-bg: #f0f0f0; --pre-text: #333333; --tag: #555555; --tag-bg: #eeeeee; }
        aside, details, pre { background-color: var(--code-bg); }
        pre { color: var(--pre-text); }
        .tag { color: var(--tag); }
        .tag { background: var(--tag-bg); }
        .tag:hover { color: var(--text); }
        input::placeholder { color: var(--pre-text); }
        input { background: var(--surface); }
        @media print { .note { background: var(--surface); } }
        .note { color: var(--text); }
        .lit { background: var(--surface); }
        .lit { background: #fafafa; }
        .lit { color: var(--text); }

        """

    /// Read by hand, in the order of the rules that set a colour:
    /// - line 2 `aside, details, pre`: for `pre`, `--code-bg` under the `--pre-text` that line 3 gives
    ///   `pre` (Simple.css's `aside, details, pre, progress` and `pre {…}`, kevquirk/simple.css
    ///   `simple.css`); line 3 repeats it;
    /// - line 4 `.tag`: `--tag` on `--tag-bg` from line 5 (a later rule of the same selector); line 5
    ///   repeats it;
    /// - line 6 `.tag:hover`: `--text` on `.tag`'s background, `--tag-bg` (a state of the same element);
    /// - line 7 `input::placeholder`: `--pre-text` on `input`'s `--surface` (line 8): the placeholder is
    ///   inside its input;
    /// - line 9 `.note` in print: `--text` (from line 10, a top-level rule, which print sees too) on
    ///   `--surface`; line 10 `.note` on the screen: its background is set only for print: nothing more;
    /// - line 13 `.lit`: the last background `.lit` is given is a literal (line 12): nothing.
    @Test func sameSelectorDeclarationsCombine() throws {
        let folder = try ImportTempFolder()
        let path = try folder.write("style.css", Self.css)
        let drawn = try #require(try importPaths([path]).first).drawnPairs
        #expect(
            drawn.map { [$0.foreground, $0.background, $0.usage.rawValue] } == [
                ["--pre-text", "--code-bg", "text"], ["--tag", "--tag-bg", "text"], ["--text", "--tag-bg", "text"],
                ["--pre-text", "--surface", "text"], ["--text", "--surface", "text"],
            ])
        #expect(drawn.map(\.location.line) == [2, 4, 6, 7, 9])
        #expect(
            drawn.first?.formedBy
                == "stylesheet: drawn together in aside, details, pre (style.css:2); with what pre sets "
                + "(style.css:3, the cascade)")
    }

    /// The selector a state or a part of an element falls back to: the same selector without the
    /// pseudo-classes and pseudo-elements of its subject.
    @Test func originatingSelectors() {
        #expect(CSSSameSelector.originating(".tag:hover") == ".tag")
        #expect(CSSSameSelector.originating("form input::placeholder") == "form input")
        #expect(CSSSameSelector.originating(".a:not(.b):focus-visible") == ".a")
        #expect(CSSSameSelector.originating(".card .title") == nil)
        #expect(CSSSameSelector.originating(":root") == nil)
        #expect(CSSSameSelector.originating("a[href^=\"http:\"]") == nil)
    }

    /// The nearest ancestor a selector names: before its last descendant or child combinator; a sibling's
    /// ancestor for a sibling combinator.
    @Test func ancestorSelectors() {
        #expect(CSSSameSelector.ancestor(".card .title") == ".card")
        #expect(CSSSameSelector.ancestor(".card > .title") == ".card")
        #expect(CSSSameSelector.ancestor(".page .a + .b") == ".page")
        #expect(CSSSameSelector.ancestor(".a ~ .b") == nil)
        #expect(CSSSameSelector.ancestor(".title") == nil)
        #expect(CSSSameSelector.ancestor("a[title=\"x y\"]") == nil)
    }

    /// 10,000 rules of one selector, alternately setting its colour and its background: every rule draws
    /// `--t0` on `--b1` (its own colour on the selector's last background, or its own background under the
    /// last colour) — by hand, one pair. The cost at 100,000 rules (each lookup reads one entry per
    /// at-rule, not the rules before it) is measured in the benchmarks, not timed here.
    @Test func tenThousandRulesOfOneSelector() throws {
        var css = ":root { --t0: #000000; --b1: #ffffff; }\n"
        for i in 0..<10_000 {
            css += i % 2 == 0 ? ".r { color: var(--t0); }\n" : ".r { background: var(--b1); }\n"
        }
        let items = try CSSParser.parse(css)
        let pairs = CSSStyleRules(path: "big.css", colors: ["--t0", "--b1"]).pairs(items)
        #expect(pairs.map { [$0.foreground, $0.background] } == [["--t0", "--b1"]])
    }
}
