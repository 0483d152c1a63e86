import Foundation
import Testing

@testable import ColorAudit
@testable import ColorScience

/// W3C design tokens (DTCG): real files (IBM Carbon, Figma's Simple Design System with its resolver)
/// and trap files. Expected values are read from the files by hand; counts are the number of
/// `$value` tokens typed `color` (directly or by their group), counted with a script over the JSON.
@Suite struct DTCGImporterTests {
    @Test func carbonColorsAreAllRead() throws {
        let (format, palette) = try ImportedFixture.palette("Real/carbon/colors.json")
        #expect(format == "dtcg")
        // 244 tokens with "$type": "color" and a "$value" in the file.
        #expect(palette.tokens.count == 244)
        #expect(palette.appearances == [.any])
        // "yellow": { "10": { "$type": "color", "$value": "#fcf4d6" } } on line 25.
        let yellow = try #require(palette.value("yellow.10", .any))
        #expect(close(yellow.color, ImportedFixture.srgb(0xfcf4d6)))
        #expect(yellow.location.line == 25)
        #expect(palette.token(named: "yellow.10")?.location.line == 25)
    }

    @Test func figmaResolverGivesLightAndDark() throws {
        let (format, palette) = try ImportedFixture.palette("Real/dtcg-examples")
        #expect(format == "dtcg")
        #expect(palette.name == "Figma Simple Design System")
        #expect(palette.appearances == [.light, .dark])
        // 90 primitives in color.tokens.json + 126 semantic tokens in each theme file.
        #expect(palette.tokens.count == 216)
        // theme-light: color.background.brand.$root = {color.brand.800}; theme-dark: {color.white.100}.
        let light = try #require(palette.value("color.background.brand", .light))
        let dark = try #require(palette.value("color.background.brand", .dark))
        #expect(light.aliasOf == "color.brand.800")
        #expect(dark.aliasOf == "color.white.100")
        // color.white.100 is srgb [1, 1, 1] at alpha 0.050980392156862744 (13/255) in color.tokens.json.
        #expect(close(dark.color, Color(.srgb, 1, 1, 1, alpha: 0.050980392156862744)))
        // color.black.100: components 0.0470588…, 0.0470588…, 0.0509803…, alpha 0.0509803… (hex #0c0c0d
        // leaves the alpha out).
        let black = try #require(palette.value("color.black.100", .light))
        #expect(
            close(
                black.color,
                Color(
                    .srgb, 0.047058823529411764, 0.047058823529411764, 0.050980392156862744,
                    alpha: 0.050980392156862744)))
        // The resolver's `./figma-sds/…` references are located without the `./` segment, so findings
        // and their fingerprints name the file as a person would.
        #expect(!black.location.file.contains("/./"))
        #expect(black.location.file.hasSuffix("dtcg-examples/figma-sds/color.tokens.json"))
        // The two missing sources and the token without $value are noted, not dropped silently.
        let reasons = palette.importNotes.map(\.reason)
        #expect(reasons.contains { $0.contains("size.tokens.json") })
        #expect(palette.importNotes.contains { $0.token == "color.black.50" && $0.kind == .skipped })
    }

    @Test func aliasChainsPointersModesAndColourSpaces() throws {
        let (_, palette) = try ImportedFixture.palette("Traps/alias-chain.tokens.json")
        // link → accent → base.blue (srgb 0, 0.4, 1).
        let link = try #require(palette.value("semantic.link", .any))
        #expect(link.aliasOf == "semantic.accent")
        #expect(close(link.color, Color(.srgb, 0, 0.4, 1)))
        #expect(link.location.line == 9)
        // `none` resolves to 0 (CSS Color 4), so p3 is display-p3 1 0 0; the pointer reaches it.
        #expect(close(palette.value("semantic.pointer", .any)?.color, Color(.displayP3, 1, 0, 0)))
        #expect(close(palette.value("base.mint", .any)?.color, Color(.oklch, 0.7, 0.1, 160, alpha: 0.5)))
        // The dark mode in $extensions is an appearance; "brand" names none and is ignored.
        #expect(close(palette.value("semantic.moded", .dark)?.color, Color(.srgb, 0, 0, 0)))
        #expect(palette.token(named: "semantic.moded")?.values.count == 2)
        // The dimension token is not a colour.
        #expect(palette.token(named: "size.small") == nil)
    }

    @Test func cycleIsAnErrorNamingBothAliases() throws {
        let error = try #require(ImportedFixture.error("Traps/cycle.tokens.json"))
        #expect(error.message.contains("a → b → a"))
        #expect(error.location.line == 2)
        // Both locations: line 2 ({b}) and line 3 ({a}).
        #expect(error.message.contains(":2:") && error.message.contains(":3:"))
    }

    /// Malformed values and an alias cycle among the well-formed tokens are independent problems: one run
    /// lists both (the cycle used to appear only after the values were fixed).
    @Test func valueErrorsAndACycleAreReportedTogether() throws {
        let text = """
            {
              "a": { "$type": "color", "$value": "{b}" },
              "b": { "$type": "color", "$value": "{a}" },
              "f": { "$type": "color", "$value": "#zzzzzz" },
              "h": { "$type": "color", "$value": 12 }
            }
            """
        let unit = ImportUnit(file: "cyc.tokens.json", contents: Data(text.utf8), isExplicit: true)
        do {
            _ = try DTCGImporter().importPalettes(unit)
            Issue.record("expected errors")
        } catch {
            // In line order: the cycle at a's alias (line 2), f (line 4), h (line 5).
            let lines = error.description.split(separator: "\n")
            #expect(lines.count == 3, "\(error.description)")
            #expect(lines.first?.contains("cyc.tokens.json:2:") == true && lines.first?.contains("a → b → a") == true)
            #expect(lines.dropFirst().first?.contains("cyc.tokens.json:4:") == true)
            #expect(lines.last?.contains("cyc.tokens.json:5:") == true)
        }
    }

    /// A colour space the Color Module does not define (a typo, `srbg`) is an error at the name, so the
    /// token is not silently dropped; one the module defines but this reader does not convert
    /// (`rec2020`) without a hex fallback stays a skipped entry.
    @Test func anUnknownColorSpaceIsAnError() throws {
        let text = """
            {
              "text": { "$type": "color", "$value": { "colorSpace": "srbg", "components": [0.6, 0.6, 0.6] } },
              "wide": { "$type": "color", "$value": { "colorSpace": "rec2020", "components": [1, 0, 0] } },
              "page": { "$type": "color", "$value": "#fff" }
            }
            """
        let unit = ImportUnit(file: "t.tokens.json", contents: Data(text.utf8), isExplicit: true)
        do {
            _ = try DTCGImporter().importPalettes(unit)
            Issue.record("expected an error")
        } catch {
            // Line 2: `  "text": { "$type": "color", "$value": { "colorSpace": "srbg", …`: the opening quote of
            // "srbg" is column 57 (2 spaces, `"text":` 3–9, `{` 11, `"$type":` 13–20, `"color",` 22–29,
            // `"$value":` 31–39, `{` 41, `"colorSpace":` 43–55), its text starts at 58.
            #expect(error.listed.count == 1, "\(error.description)")
            #expect(error.location.line == 2)
            #expect(error.location.column == 58)
            #expect(error.message.contains("unknown colour space 'srbg'"))
            #expect(error.message.contains("expected one of the Color Module's: srgb,"))
        }
        let fine = text.replacingOccurrences(of: "srbg", with: "srgb")
        let palettes = try DTCGImporter().importPalettes(
            ImportUnit(file: "t.tokens.json", contents: Data(fine.utf8), isExplicit: true))
        #expect(palettes.first?.tokens.map(\.name) == ["text", "page"])
        #expect(palettes.first?.importNotes.contains { $0.reason.contains("'rec2020' is not supported") } == true)
    }

    @Test func json5TokensWithComments() throws {
        let (format, palette) = try ImportedFixture.palette("Traps/tokens.json5")
        #expect(format == "dtcg")
        #expect(palette.tokens.map(\.name) == ["color.brand", "color.text"])
        // `    brand: { $value: '#0A84FF', }` on line 6: the quote at column 22, the colour at 23.
        let brand = try #require(palette.value("color.brand", .any))
        #expect(brand.location.line == 6 && brand.location.column == 23)
        #expect(close(palette.value("color.text", .any)?.color, ImportedFixture.srgb(0x0a84ff)))
    }

    @Test func malformedFilesSayWhereAndWhat() throws {
        // A missing comma after the brand token's closing brace on line 4: found at `"text"`, line 5.
        let malformed = try #require(ImportedFixture.error("Traps/malformed.tokens.json"))
        #expect(malformed.location.line == 5 && malformed.location.column == 5)
        #expect(malformed.message.contains("expected ',' or '}'"))
        // rgb(1 2) misses the blue component; the value starts at column 39 of line 2.
        let bad = try #require(ImportedFixture.error("Traps/bad-colour.tokens.json"))
        #expect(bad.location.line == 2)
        #expect(bad.location.column > 39)
        #expect(bad.message.contains("token 'a'"))
    }

    @Test func nonFiniteAndDeepInputIsRefused() {
        let importer = DTCGImporter()
        func run(_ text: String, _ name: String) -> PaletteError? {
            do {
                _ = try importer.importPalettes(ImportUnit(file: name, contents: Data(text.utf8), isExplicit: true))
                return nil
            } catch {
                return error
            }
        }
        #expect(run("", "e.tokens.json")?.location.line == 1)
        #expect(
            run(
                "{\"a\": {\"$type\": \"color\", \"$value\": {\"colorSpace\": \"srgb\", \"components\": [1e999, 0, 0]}}}",
                "n.tokens.json") != nil)
        #expect(run("{a: {$value: NaN}}", "n.json5") != nil)
        #expect(run(String(repeating: "{\"a\":", count: 10_000), "d.tokens.json") != nil)
    }
}

/// Found by FuzzDTCG: `6\0\0\0/` — Foundation's JSONSerialization reads it as 6 (it stops at the NUL);
/// RFC 8259 allows no NUL after the value, so the DTCG importer refuses it with the place and the byte.
@Suite struct DTCGTrailingNULTests {
    @Test func aNULAfterTheValueIsRefused() {
        let data = Data([0x36, 0x00, 0x00, 0x00, 0x2f])
        do {
            _ = try DTCGImporter().importPalettes(ImportUnit(file: "f.tokens.json", contents: data, isExplicit: true))
            Issue.record("accepted a NUL after the top-level value")
        } catch {
            #expect(error.location.file == "f.tokens.json")
            #expect(error.message.contains("U+0000"), "\(error.message)")
        }
    }
}
