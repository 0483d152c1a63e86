import Foundation
import Testing

@testable import ColorAudit
@testable import ColorScience

/// A theme chosen by two rules (TypeDoc's `@media (prefers-color-scheme: dark) { :root { … } }` and
/// `:root[data-theme="dark"] { … }`, style.css lines 202–263 and 321–377): the later rule's value is the
/// one audited; the earlier one, written the same, is another place of that value
/// (`ColorValue.alsoWrittenAt`, where `fix` writes too); written otherwise, it is a colour no pair judges
/// and an `unresolved` note says so at its declaration. Columns are counted by hand (1-based).
@Suite struct CSSTwiceDefinedThemeTests {
    func palette(_ css: String) throws -> Palette {
        let palettes = try CSSImporter().importPalettes(
            ImportUnit(file: "t.css", contents: Data(css.utf8), isExplicit: true))
        return try #require(palettes.first)
    }

    @Test func theSameValueTwiceIsOneValueWrittenTwice() throws {
        let palette = try palette(
            """
            :root { --dark-bg: #5d5d6a; --bg: #ffffff; }
            @media (prefers-color-scheme: dark) { :root { --bg: var(--dark-bg); } }
            :root[data-theme="dark"] { --bg: var(--dark-bg); }

            """)
        let dark = try #require(palette.value("--bg", .dark))
        #expect(close(dark.color, ImportedFixture.srgb(0x5d5d6a)))
        // Line 3: `:root[data-theme="dark"] { --bg: ` is 33 characters; line 2: `@media (prefers-color-scheme:
        // dark) { :root { --bg: ` is 52.
        #expect(dark.location == ColorAudit.SourceLocation(file: "t.css", line: 3, column: 34))
        #expect(dark.alsoWrittenAt == [ColorAudit.SourceLocation(file: "t.css", line: 2, column: 53)])
        #expect(palette.importNotes.isEmpty)
        // The light (base) value is written once.
        #expect(palette.value("--bg", .light)?.alsoWrittenAt ?? [] == [])
    }

    @Test func twoDifferentValuesAreSaid() throws {
        let palette = try palette(
            """
            :root { --bg: #ffffff; }
            @media (prefers-color-scheme: dark) { :root { --bg: #5d5d6a; } }
            :root[data-theme="dark"] { --bg: #3a3a46; }

            """)
        #expect(close(palette.value("--bg", .dark)?.color, ImportedFixture.srgb(0x3a3a46)))
        #expect(palette.value("--bg", .dark)?.alsoWrittenAt == [])
        let note = try #require(palette.importNotes.first)
        #expect(palette.importNotes.count == 1)
        #expect(note.kind == .unresolved)
        #expect(note.token == "--bg")
        // `@media (prefers-color-scheme: dark) { :root { ` is 46 characters.
        #expect(note.location.line == 2)
        #expect(note.location.column == 47)
        #expect(
            note.reason
                == "':root' and ':root[data-theme=\"dark\"]' (line 3) both set the dark value, differently: #5d5d6a "
                + "here, #3a3a46 there; only the later is audited (and repaired), so the visitors this rule alone "
                + "matches see a colour no pair judges")
    }

    @Test func differentTextOfTheSameColourIsNoDisagreement() throws {
        let palette = try palette(
            """
            :root { --dark-bg: #5d5d6a; --bg: #ffffff; }
            @media (prefers-color-scheme: dark) { :root { --bg: #5d5d6a; } }
            :root[data-theme="dark"] { --bg: var(--dark-bg); }

            """)
        #expect(palette.importNotes.isEmpty)
        #expect(palette.value("--bg", .dark)?.alsoWrittenAt == [])
    }

    @Test func aLaterRuleOfTheSameSelectorReplacesTheEarlier() throws {
        // Two `:root` rules: the later wins for every visitor, so the earlier is neither a place of the
        // value nor a disagreement.
        let palette = try palette(
            """
            :root { --bg: #eeeeee; }
            :root { --bg: #ffffff; }

            """)
        #expect(close(palette.value("--bg", .any)?.color, ImportedFixture.srgb(0xffffff)))
        #expect(palette.value("--bg", .any)?.alsoWrittenAt == [])
        #expect(palette.importNotes.isEmpty)
    }
}

extension CSSTwiceDefinedThemeTests {
    @Test func aRuleForSomeElementsIsNoSecondThemeRule() throws {
        // Pico's `[data-theme=dark] input:is([type=submit], …)` sets a custom property for those inputs
        // only (pico.css): not a second definition of the dark theme.
        #expect(CSSCustomProperties.isWholeDocument(":root:not([data-theme]), :host(:not([data-theme]))"))
        #expect(CSSCustomProperties.isWholeDocument(":root[data-theme=\"dark\"]"))
        #expect(!CSSCustomProperties.isWholeDocument("[data-theme=dark] input:is([type=submit], [type=button])"))
        #expect(!CSSCustomProperties.isWholeDocument(".dark > main"))
        #expect(!CSSCustomProperties.isWholeDocument(nil))
    }
}
