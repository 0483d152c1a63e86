import Foundation
import Testing

@testable import ColorAudit
@testable import ColorScience

/// A CSS custom property whose value is a colour attempt (a hash token or a colour function ColorAudit
/// reads, also as a `var()` fallback or a `light-dark()` argument) that does not parse is an input error at
/// its value, every one of a file listed; valid CSS that ColorAudit does not evaluate stays a skipped
/// entry, and values that are not colours stay ignored. Columns are counted by hand (1-based).
@Suite struct CSSMalformedColorTests {
    /// The tester's file: four malformed values on one line.
    static let bad3 =
        ":root { --text: #777; --bg: #fff; --text-muted: #77777g; --link: #12345; --text-z: oklch(50% 0.1); "
        + "--text-p3: color(display-p3 1e30 0 0); }\n"

    func importError(_ text: String, path: String = "t.css") -> PaletteError? {
        do {
            _ = try CSSImporter().importPalettes(ImportUnit(file: path, contents: Data(text.utf8), isExplicit: true))
            return nil
        } catch {
            return error
        }
    }

    @Test func everyMalformedValueOfAFileIsAnError() throws {
        let error = try #require(importError(Self.bad3))
        // ":root { " is 8 characters, "--text: #777; " 14 and "--bg: #fff; " 12: "--text-muted: " (14)
        // ends at column 48, its value starts at 49; "#77777g; " (9) and "--link: " (8) → 66;
        // "#12345; " (8) and "--text-z: " (10) → 84; "oklch(50% 0.1); " (16) and "--text-p3: " (11) → 111.
        #expect(
            error.listed.map { [$0.location.line, $0.location.column] } == [[1, 49], [1, 66], [1, 84], [1, 111]])
        #expect(error.listed.allSatisfy { $0.location.file == "t.css" })
        #expect(
            error.listed.map(\.message) == [
                "--text-muted: invalid colour '#77777g' at character 7: expected a hex digit (0-9, a-f) instead of 'g'",
                "--link: invalid colour '#12345' at character 1: expected 3, 4, 6 or 8 hex digits after '#' (found 5)",
                "--text-z: invalid colour 'oklch(50% 0.1)' at character 14: expected a number, angle or none for hue",
                "--text-p3: invalid colour 'color(display-p3 1e30 0 0)' at character 18: expected a value for red "
                    + "between −1,000,000 and 1,000,000 (1e+30 is beyond any colour; no screen or conversion can use it)",
            ])
    }

    @Test func fallbacksLightDarkAndSubstitutedFunctionsAreChecked() throws {
        let css = """
            :root {
              --a: var(--missing, #12345);
              --b: light-dark(#fff, rgb(1 2));
              --c: var(--a);
              --rgb: 12 34;
              --d: rgb(var(--rgb));
              --e: var(--ok, #ggg);
              --ok: #fff;
            }
            """
        let error = try #require(importError(css))
        // Line 2 `  --a: var(--missing, ` is 22 characters: the fallback at 23. Line 3 `  --b: light-dark(#fff, `
        // is 24: the dark argument at 25. Line 6: `rgb(` at 8 (after `  --d: `), the value after
        // substitution `rgb(12 34)` has no blue (its ')' is character 10). Line 7: an unused fallback is
        // checked too, after `  --e: var(--ok, ` (17 characters) at 18. --c only refers to --a: reported once, at --a.
        #expect(
            error.listed.map { [$0.location.line, $0.location.column] } == [[2, 23], [3, 25], [6, 8], [7, 18]])
        #expect(
            error.listed.map(\.message) == [
                "--a: invalid colour '#12345' at character 1: expected 3, 4, 6 or 8 hex digits after '#' (found 5)",
                "--b: invalid colour 'rgb(1 2)' at character 8: expected a number, percentage or none for blue",
                "--d: invalid colour 'rgb(12 34)' at character 10: expected a number, percentage or none for blue "
                    + "(the value of 'rgb(var(--rgb))' after var() substitution)",
                "--e: invalid colour '#ggg' at character 2: expected a hex digit (0-9, a-f) instead of 'g'",
            ])
    }

    @Test func unsupportedFunctionsStaySkippedAndOtherValuesIgnored() throws {
        let css = """
            :root {
              --ok: #fff;
              --mix: color-mix(in srgb, red, blue);
              --rel: rgb(from red r g b / 0.5);
              --calc: rgb(calc(255 * 0.5) 0 0);
              --rec: color(rec2020 1 0 0);
              --shadow: #0003 0 1px 2px;
              --gap: 4px;
              --font: "Inter";
              --none: none;
              --word: blakc;
              --fn: blur(4px);
            }
            """
        let palettes = try CSSImporter().importPalettes(
            ImportUnit(file: "t.css", contents: Data(css.utf8), isExplicit: true))
        let palette = try #require(palettes.first)
        #expect(palette.tokens.map(\.name) == ["--ok"])
        // Skipped at their values: `  --mix: ` is 9 characters, `  --rel: ` 9, `  --calc: ` 10, `  --rec: ` 9,
        // `  --shadow: ` 12. Lengths, strings, keywords, words that are no named colour and other functions
        // give nothing.
        #expect(palette.importNotes.allSatisfy { $0.kind == .skipped })
        #expect(
            palette.importNotes.map { [$0.location.line, $0.location.column] } == [
                [3, 10], [4, 10], [5, 11], [6, 10], [7, 13],
            ])
        #expect(palette.importNotes.map(\.token) == ["--mix", "--rel", "--calc", "--rec", "--shadow"])
        #expect(palette.importNotes[0].reason == "color-mix() is not supported")
        #expect(palette.importNotes[1].reason.hasSuffix("(relative colour syntax is not supported)"))
        #expect(palette.importNotes[2].reason.hasSuffix("(calc() inside a colour is not supported)"))
        #expect(palette.importNotes[3].reason.hasSuffix("('rec2020' is valid CSS but not supported here)"))
        #expect(palette.importNotes[4].reason.hasSuffix("at character 7: expected the end of the colour"))
    }

    @Test func theCommandExitsWith2AndNamesEachPlace() throws {
        let folder = try ImportTempFolder()
        let path = try folder.write("bad3.css", Self.bad3)
        for arguments in [["audit", path], ["audit", "--strict", path], ["tokens", path]] {
            let result = try InProcessCLI.run(arguments)
            #expect(result.status == 2, "\(arguments)")
            for place in [
                ":1:49: error: --text-muted:", ":1:66: error: --link:", ":1:84: error: --text-z:", ":1:111: ",
            ] {
                #expect(result.stderr.contains(path + place), "\(arguments): \(result.stderr)")
            }
        }
    }
}
