import Testing

@testable import ColorAudit

/// A rule that sets a text colour and no background draws it on the page's background, the root's
/// (CSS 2.2 §14.2), for colours whose conventions give them no surface of their own (`CSSPageText`).
/// Each expected pair is read off the hand-made CSS below by hand.
@Suite struct CSSPageTextTests {
    static let css = """
        :root { --text: #222222; --page: #ffffff; --code: #c7254e; --link: #0b57d0; --tag: #0b57d0; --tag-text: #ffffff; --on-accent: #ffffff; --muted: #767676; --card: #f5f5f5; --ph: #757575; }
        html { background: var(--page); }
        body { color: var(--text); }
        code { color: var(--code); }
        a { color: var(--link); }
        .card { color: var(--link); background: var(--card); }
        .flag span { color: var(--tag-text); }
        .badge { color: var(--on-accent); }
        input::placeholder { color: var(--ph); }
        .note { color: var(--text); }
        .card .title { color: var(--muted); }
        .intro p { color: var(--muted); }

        """

    /// Read by hand (the page's background is `--page`, from `html`, line 2):
    /// - line 3 `body`: `--text` on `--page`, the root's own text;
    /// - line 4 `code`: `--code` on `--page`;
    /// - line 5 `a`: `--link` would be on `--page`, but line 6 draws `--link` on a background of its own
    ///   (`--card`): it keeps that pair only;
    /// - line 7 `.flag span`: `--tag-text` is the text of the fill `--tag` (`X-text` beside X): not on the page;
    /// - line 8 `.badge`: `--on-accent` is an on-X colour: not on the page;
    /// - line 9 `input::placeholder`: a form control's part, which the user agent fills: nothing;
    /// - line 10 `.note`: `--text` on `--page` again (one pair);
    /// - line 11 `.card .title`: inside a `.card`: `--muted` on `--card`;
    /// - line 12 `.intro p`: `--muted` on `--page` (a rule inside a card does not give `--muted` a surface
    ///   of its own).
    @Test func textWithoutABackgroundIsOnThePage() throws {
        let folder = try ImportTempFolder()
        let path = try folder.write("style.css", Self.css)
        let drawn = try #require(try importPaths([path]).first).drawnPairs
        #expect(
            drawn.map { [$0.foreground, $0.background, $0.usage.rawValue] } == [
                ["--text", "--page", "text"], ["--code", "--page", "text"], ["--link", "--card", "text"],
                ["--muted", "--card", "text"], ["--muted", "--page", "text"],
            ])
        #expect(drawn.map(\.location.line) == [3, 4, 6, 11, 12])
        #expect(drawn[1].formedBy == "stylesheet: drawn together in code (style.css:4)" + CSSPageText.reason)
    }

    /// Without a background on the root's rules there is no page colour to draw on: nothing is formed.
    @Test func noPageBackgroundNoPair() throws {
        let folder = try ImportTempFolder()
        let path = try folder.write(
            "style.css", ":root { --text: #222222; --page: #ffffff; }\nbody { color: var(--text); }\n")
        #expect(try #require(try importPaths([path]).first).drawnPairs.isEmpty)
    }

    /// Only the placeholder's own pseudo-elements are a form control's part (CSS Pseudo-Elements 4 §4.3
    /// `::placeholder`, and the prefixed spellings: Firefox's `::-moz-placeholder`, Internet Explorer's and
    /// Edge's `:-ms-input-placeholder`, WebKit's `::-webkit-input-placeholder`): a class whose name holds
    /// the word (`.placeholder-text`) is an element like any other. Read by hand (the page is `--page`,
    /// line 2): line 3 `body`, `--text` on `--page`; line 4 `.placeholder-text`, `--muted` on `--page`;
    /// lines 5–8, a placeholder in each spelling: nothing.
    @Test func aClassNamedForPlaceholdersIsOnThePage() throws {
        let folder = try ImportTempFolder()
        let path = try folder.write(
            "style.css",
            """
            :root { --text: #222222; --page: #ffffff; --muted: #767676; --ph: #757575; }
            html { background: var(--page); }
            body { color: var(--text); }
            .placeholder-text { color: var(--muted); }
            .field::placeholder { color: var(--ph); }
            .field::-moz-placeholder { color: var(--ph); }
            .field:-ms-input-placeholder { color: var(--ph); }
            .field::-webkit-input-placeholder { color: var(--ph); }

            """)
        let drawn = try #require(try importPaths([path]).first).drawnPairs
        #expect(
            drawn.map { [$0.foreground, $0.background, $0.usage.rawValue] } == [
                ["--text", "--page", "text"], ["--muted", "--page", "text"],
            ])
        #expect(drawn.map(\.location.line) == [3, 4])
        #expect(!CSSPageText.isFormControl(".placeholder-text"))
        #expect(!CSSPageText.isFormControl(".form .placeholder"))
        #expect(!CSSPageText.isFormControl(".md\\:placeholder-gray::after"))
        #expect(CSSPageText.isFormControl(".field::placeholder"))
        #expect(CSSPageText.isFormControl(".field::-moz-placeholder"))
        #expect(CSSPageText.isFormControl(".field:-moz-placeholder"))
        #expect(CSSPageText.isFormControl(".field:-ms-input-placeholder"))
        #expect(CSSPageText.isFormControl(".field::-ms-input-placeholder"))
        #expect(CSSPageText.isFormControl(".field::-webkit-input-placeholder"))
        #expect(CSSPageText.isFormControl(".field:placeholder-shown"))
        #expect(CSSPageText.isFormControl(".upload::file-selector-button"))
    }

    @Test func formControlsAndOwnSurfaces() {
        #expect(CSSPageText.isFormControl("form input::placeholder"))
        #expect(CSSPageText.isFormControl("textarea"))
        #expect(CSSPageText.isFormControl(".search button:hover"))
        #expect(!CSSPageText.isFormControl("button.link span"))
        #expect(CSSPageText.hasOwnSurface("--on-primary", colors: []))
        #expect(CSSPageText.hasOwnSurface("--accent-text", colors: ["--accent"]))
        #expect(!CSSPageText.hasOwnSurface("--accent-text", colors: []))
        #expect(!CSSPageText.hasOwnSurface("--color-text", colors: ["--accent"]))
        #expect(!CSSPageText.hasOwnSurface("--icon-on", colors: []))
    }
}
