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
    }
}
