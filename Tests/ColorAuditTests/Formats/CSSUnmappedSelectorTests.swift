import Foundation
import Testing

@testable import ColorAudit
@testable import ColorScience

/// A rule that is neither a theme's nor has a root selector (`.compact`, `[data-theme="sepia"]`) does
/// not override the values of `:root` and the other root selectors: the redefinition is a skipped entry
/// at its declaration naming both selectors, and the base keeps the values that are on screen. Where no
/// recognised rule defines a property such a rule still gives it (the later one winning). Columns are
/// counted by hand (1-based).
@Suite struct CSSUnmappedSelectorTests {
    /// The tester's file.
    static let th2 = """
        :root { --text: #777; --bg: #fff; }
        [data-theme="sepia"] { --text: #5b4636; --bg: #f4ecd8; }
        .compact { --bg: #fff; }

        """

    func palette(_ css: String, themes: [String: Appearance] = [:]) throws -> Palette {
        let palettes = try CSSImporter(selectorThemes: themes).importPalettes(
            ImportUnit(file: "t.css", contents: Data(css.utf8), isExplicit: true))
        return try #require(palettes.first)
    }

    @Test func anUnmappedRuleDoesNotOverrideTheRoot() throws {
        let palette = try palette(Self.th2)
        #expect(palette.appearances == [.any])
        let text = try #require(palette.value("--text", .any))
        #expect(close(text.color, ImportedFixture.srgb(0x777777)))
        // `:root { --text: ` is 16 characters, `#777; --bg: ` 12 more.
        #expect(text.location == ColorAudit.SourceLocation(file: "t.css", line: 1, column: 17))
        let background = try #require(palette.value("--bg", .any))
        #expect(close(background.color, ImportedFixture.srgb(0xffffff)))
        #expect(background.location == ColorAudit.SourceLocation(file: "t.css", line: 1, column: 29))
        // Line 2: `[data-theme="sepia"] { ` is 23 characters, `--text: #5b4636; ` 17; line 3: `.compact { ` 11.
        #expect(palette.importNotes.allSatisfy { $0.kind == .skipped })
        #expect(palette.importNotes.map { [$0.location.line, $0.location.column] } == [[2, 24], [2, 41], [3, 12]])
        #expect(palette.importNotes.map(\.token) == ["--text", "--bg", "--bg"])
        #expect(
            palette.importNotes[0].text.rendered(HintSpelling(names: [.cssTheme: "--css-theme"]))
                == "'[data-theme=\"sepia\"]' is neither a theme nor a root selector: it does not replace the base "
                + "value from ':root' (line 1); to audit it as a theme, map it with cssThemes: or "
                + "--css-theme SELECTOR=THEME")
        #expect(palette.importNotes[2].reason.hasPrefix("'.compact' is neither a theme nor a root selector"))
    }

    @Test func mappedItIsATheme() throws {
        let sepia = Appearance(theme: "sepia", scheme: .light)
        let palette = try palette(Self.th2, themes: ["[data-theme=\"sepia\"]": sepia])
        #expect(close(palette.value("--text", sepia)?.color, ImportedFixture.srgb(0x5b4636)))
        #expect(close(palette.value("--bg", sepia)?.color, ImportedFixture.srgb(0xf4ecd8)))
        #expect(close(palette.value("--text", .any)?.color, ImportedFixture.srgb(0x777777)))
        #expect(palette.importNotes.map { [$0.location.line, $0.location.column] } == [[3, 12]])
    }

    @Test func cascadeAndRootSelectors() throws {
        let css = """
            .early { --a: #111111; }
            :root { --a: #222222; --b: #333333; }
            :root { --b: #444444; }
            .x { --c: #555555; }
            .x { --c: #666666; }
            *, ::before, ::after { --d: #777777; }
            .y { --d: #888888; }
            :where(:root) { --e: #999999; }
            html { --f: #aaaaaa; }
            body { --g: #bbbbbb; }
            .z { --e: #000001; --f: #000002; --g: #000003; }
            @media (prefers-color-scheme: dark) {
              :root { --a: #cccccc; }
              .w { --a: #dddddd; }
            }
            """
        let palette = try palette(css)
        // A root rule wins over an unmapped one before it; the same selector repeated, the later.
        #expect(close(palette.value("--a", .any)?.color, ImportedFixture.srgb(0x222222)))
        // --a is located at its declaration in :root (`:root { ` is 8 characters), not at the unused one.
        #expect(palette.token(named: "--a")?.location == ColorAudit.SourceLocation(file: "t.css", line: 2, column: 9))
        #expect(close(palette.value("--b", .any)?.color, ImportedFixture.srgb(0x444444)))
        // No root rule defines --c: the unmapped rules give it, the later winning.
        #expect(close(palette.value("--c", .any)?.color, ImportedFixture.srgb(0x666666)))
        #expect(close(palette.value("--d", .any)?.color, ImportedFixture.srgb(0x777777)))
        #expect(close(palette.value("--e", .any)?.color, ImportedFixture.srgb(0x999999)))
        #expect(close(palette.value("--f", .any)?.color, ImportedFixture.srgb(0xaaaaaa)))
        #expect(close(palette.value("--g", .any)?.color, ImportedFixture.srgb(0xbbbbbb)))
        #expect(close(palette.value("--a", .dark)?.color, ImportedFixture.srgb(0xcccccc)))
        // `.early { ` is 9 characters, `.y { ` 5, `.z { ` 5 (then 14 per declaration), `  .w { ` 7.
        #expect(
            palette.importNotes.map { [$0.location.line, $0.location.column] } == [
                [1, 10], [7, 6], [11, 6], [11, 20], [11, 34], [14, 8],
            ])
        #expect(palette.importNotes[1].reason.contains("the base value from '*, ::before, ::after' (line 6)"))
        #expect(palette.importNotes[2].reason.contains("from ':where(:root)' (line 8)"))
        #expect(palette.importNotes[5].reason.contains("does not replace the dark value from ':root' (line 13)"))
    }

    /// `coloraudit audit th2.css` reports :root's failure: #777 has relative luminance
    /// ((0x77/255 + 0.055)/1.055)^2.4 = 0.18447 (WCAG 2.x), white 1, so (1 + 0.05)/(0.18447 + 0.05) = 4.478:1,
    /// below 4.5:1 (shown truncated to 4.47); the three redefinitions are counted as skipped.
    @Test func theAuditFindsTheRootFailure() throws {
        let folder = try ImportTempFolder()
        let path = try folder.write("th2.css", Self.th2)
        let result = try InProcessCLI.run(["audit", path])
        #expect(result.status == 1, "\(result.stdout)\(result.stderr)")
        #expect(result.stdout.contains("--text on --bg: contrast 4.47:1 is below 4.5:1"))
        #expect(result.stdout.contains("not used: 3 entries skipped"))
    }
}
