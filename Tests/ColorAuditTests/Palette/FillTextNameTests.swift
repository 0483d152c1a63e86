import Testing

@testable import ColorAudit

/// The naming of a fill's text (`FillTextName`), shared by the pairing (`FillText`) and the CSS reader
/// (`CSSPageText`, `CSSPageTextTests`). Names from Simple.css (`--accent-text` beside `--accent`) and Bootstrap 5.3
/// (`--bs-primary-text-emphasis`, the text on `--bs-primary-bg-subtle`, not on `--bs-primary`).
@Suite struct FillTextNameTests {
    @Test func theFillOfAName() {
        #expect(FillTextName.fill(ofText: "--accent-text")?.fill == "--accent")
        #expect(FillTextName.fill(ofText: "--accent-text")?.separator == "-")
        #expect(FillTextName.fill(ofText: "accentText")?.fill == "accent")
        #expect(FillTextName.fill(ofText: "accentText")?.separator == "")
        #expect(FillTextName.fill(ofText: "--accent-contrast")?.fill == "--accent")
        #expect(FillTextName.fill(ofText: "--text") == nil)
        #expect(FillTextName.fill(ofText: "--bs-primary-text-emphasis") == nil)
        // Bulma's inverts (bulma.io/documentation/features/color-palettes).
        #expect(FillTextName.fill(ofText: "--bulma-primary-invert")?.fill == "--bulma-primary")
        #expect(FillTextName.fill(ofText: "--bulma-primary-light-invert")?.fill == "--bulma-primary-light")
        #expect(FillTextName.fill(ofText: "primaryInvert")?.fill == "primary")
        #expect(FillTextName.fill(ofText: "--invert") == nil)
    }

    /// `PropertyNaming` rule 8: with no role from its words, the text of a fill named for it is text; the
    /// fill itself, and an invert whose fill is no colour of the palette (Bulma's `--bulma-scheme-invert`
    /// beside `--bulma-scheme-main`), keep none.
    @Test func theTextOfAFillIsText() {
        let names = ["--bulma-danger", "--bulma-danger-invert", "--bulma-scheme-main", "--bulma-scheme-invert"]
        #expect(PropertyNaming.roles(names: names) == [nil, .text, nil, nil])
    }
}
