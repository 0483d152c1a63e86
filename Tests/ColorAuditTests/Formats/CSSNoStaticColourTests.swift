import Foundation
import Testing

@testable import ColorAudit
@testable import ColorScience

/// A custom property declared `currentColor` (or a CSS-wide keyword) in an appearance has no static colour
/// there: it is the text colour of each element where it is used (CSS Color 4 §6.4 "currentcolor"), so it
/// takes no other appearance's value and its pairs there are not checked (issue 23).
@Suite struct CSSNoStaticColourTests {
    /// The case, hand-made: a web app's light and dark theme files.
    private func themeFiles(darkFirst: Bool) throws -> (palette: Palette, dark: String) {
        let folder = try ImportTempFolder()
        let light = try folder.write(
            "t/theme-light.css",
            ":root {\n  --main-background-color: #ffffff;\n  --main-text-color: #1a1a1a;\n"
                + "  --button-background-color: #555555;\n  --button-text-color: black;\n}\n")
        let dark = try folder.write(
            "t/theme-dark.css",
            ":root {\n  --main-background-color: #121212;\n  --main-text-color: #e0e0e0;\n"
                + "  --button-background-color: #555555;\n  --button-text-color: currentColor;\n}\n")
        let loaded = try PaletteLoader().load(darkFirst ? [dark, light] : [light, dark])
        #expect(loaded.palettes.count == 1)
        return (try #require(loaded.palettes.first), dark)
    }

    private func read(_ css: String) throws -> Palette {
        let unit = ImportUnit(file: "a.css", contents: Data(css.utf8), isExplicit: true)
        return try #require(CSSImporter().importPalettes(unit).first)
    }

    private func audit(_ palette: Palette) -> PaletteReport {
        var auditor = Auditor(configuration: Configuration())
        auditor.recordsChecks = true
        return auditor.audit(palette)
    }

    @Test(arguments: [false, true])
    func aDarkFileDeclaringCurrentColorInheritsNothing(darkFirst: Bool) throws {
        let (palette, dark) = try themeFiles(darkFirst: darkFirst)
        let button = try #require(palette.token(named: "--button-text-color"))
        // black in light (CSS Color 4 named colour #000000); nothing in dark, not light's black.
        #expect(button.resolve(.light)?.value.color == ImportedFixture.srgb(0x000000))
        #expect(button.resolve(.dark) == nil)
        let note = try #require(palette.importNotes.first { $0.token == "--button-text-color" })
        #expect(note.kind == .skipped)
        #expect(note.location.file == dark && note.location.line == 5)
        #expect(note.reason.contains("currentColor") && note.reason.contains("not checked"))
        let report = audit(palette)
        #expect(!report.inheritedValues.contains { $0.token == "--button-text-color" })
        #expect(!report.findings.contains { $0.rule == .missingAppearance })
        let checks = try #require(report.checks)
        #expect(!checks.contains { $0.appearance == .dark && $0.tokens.contains("--button-text-color") })
        // Light is checked as before: black on #555555.
        #expect(checks.contains { $0.appearance == .light && $0.tokens.contains("--button-text-color") })
    }

    @Test func oneAppearanceInOneFile() throws {
        let css = """
            :root { --x: black; --bg: #ffffff; }
            @media (prefers-color-scheme: dark) {
              :root { --x: currentColor; --bg: #121212; }
            }
            """
        let palette = try read(css)
        let x = try #require(palette.token(named: "--x"))
        #expect(x.resolve(.light)?.value.color == ImportedFixture.srgb(0x000000))
        #expect(x.resolve(.dark) == nil)
        let note = try #require(palette.importNotes.first { $0.token == "--x" })
        #expect(note.location.line == 3)
        #expect(note.reason.contains("in dark") && note.reason.contains("not checked in dark"))
    }

    @Test(arguments: ["inherit", "initial", "unset", "revert", "CurrentColor"])
    func wideKeywordsHaveNoStaticColourEither(keyword: String) throws {
        let css =
            ":root { --x: #222222; --bg: #ffffff; }\n"
            + "@media (prefers-color-scheme: dark) { :root { --x: \(keyword); --bg: #121212; } }\n"
        let palette = try read(css)
        let x = try #require(palette.token(named: "--x"))
        #expect(x.resolve(.dark) == nil)
        #expect(palette.importNotes.contains { $0.token == "--x" && $0.location.line == 2 })
    }
}
