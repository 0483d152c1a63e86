import Foundation
import Testing

@testable import ColorAudit
@testable import ColorScience

/// Formats are recognised by what a file holds, not its name alone, and the listing says why: a Tokens
/// Studio export named `*.tokens.json` is not DTCG; a file one importer reads as empty goes to another
/// that reads colours from it; "no colours were read" names the `--input-format` that would.
@Suite struct RecognitionByContentTests {
    @Test func tokensStudioFileNamedTokensJSONIsNotDTCG() throws {
        let folder = try ImportTempFolder()
        let path = try folder.write(
            "colors.tokens.json", ##"{"red": {"500": {"value": "#f56565", "type": "color"}}}"##)
        let palette = try #require(try importPaths([path]).first)
        #expect(palette.format == "tokens-studio")
        #expect(close(palette.value("red.500", .any)?.color, ImportedFixture.srgb(0xf56565)))
        #expect(palette.formatReason == "tokens with 'value' and 'type' (no '$value')")
        let text = TokenListing(palettes: [palette]).text()
        #expect(text.contains("\n  read as tokens-studio: tokens with 'value' and 'type' (no '$value')\n"), "\(text)")
    }

    /// Style Dictionary's plainest source, as its `basic` example writes it (untyped `value` tokens under
    /// a `color` category): found while walking a folder and read when named. Before, our palette format
    /// took `color` for a misspelt `colors`: the walk skipped the file, naming it was exit 2 (tester 6).
    @Test func untypedValueTokensWithAColourAreStyleDictionary() throws {
        let folder = try ImportTempFolder()
        let path = try folder.write(
            "sd/tokens/color.json",
            """
            {
              "color": {
                "primary": { "value": "#0a84ff" },
                "background": { "value": "#ffffff" }
              }
            }
            """)
        for input in [folder.root + "/sd", path] {
            let palette = try #require(try importPaths([input]).first, "\(input)")
            #expect(palette.format == "style-dictionary", "\(input)")
            #expect(close(palette.value("color.primary", .any)?.color, ImportedFixture.srgb(0x0a84ff)))
            #expect(palette.formatReason?.hasPrefix("tokens with 'value' and no '$value', a colour value") == true)
        }
        // Without a colour literal (a file of sizes), nothing claims the file while walking.
        try folder.write("sizes/tokens/size.json", #"{"size": {"small": {"value": "4"}}}"#)
        #expect(try importPaths([folder.root + "/sizes"]).isEmpty)
    }

    @Test func aFileReadAsEmptyGoesToTheFormatThatReadsColours() throws {
        let folder = try ImportTempFolder()
        // "$value" in a comment: DTCG's cheap look finds it (60), as Style Dictionary's JSON5 name does (60);
        // the tie goes to DTCG, which finds no `$value` token.
        let path = try folder.write("theme.json5", "// not $value tokens\n{ c: { a: { value: \"#102030\" } } }\n")
        let palette = try #require(try importPaths([path]).first)
        #expect(palette.format == "style-dictionary")
        #expect(palette.tokens.count == 1)
        let reason = try #require(palette.formatReason)
        #expect(reason.hasPrefix("dtcg read no colours from it; tokens with 'value' and no '$value'"), "\(reason)")
        // With --input-format the format is kept, empty or not.
        let forced = try #require(try importPaths([path], format: "dtcg").first)
        #expect(forced.format == "dtcg" && forced.tokens.isEmpty)
        // The reason points to the setting; the command line spells it as its option.
        let spelling = HintSpelling(names: [.inputFormat: "--input-format"])
        #expect(forced.formatReasonText?.rendered(spelling) == "chosen with --input-format")
        #expect(forced.formatReason == "chosen with input format")
    }

    @Test func noColoursReadNamesTheFormatsThatWould() throws {
        let folder = try ImportTempFolder()
        // A "$value" key in an extension keeps the .tokens.json name DTCG's; no other format is sure
        // enough to be tried, but Tokens Studio and Style Dictionary read the `value`/`type` token when chosen.
        let path = try folder.write(
            "x.tokens.json",
            ##"{"$extensions": {"x": {"$value": 1}}, "red": {"value": "#ff0000", "type": "color"}}"##)
        let loaded = try PaletteLoader().load([path])
        let palette = try #require(loaded.palettes.first)
        #expect(palette.format == "dtcg" && palette.tokens.isEmpty)
        #expect(palette.formatsReadingColours == ["tokens-studio", "style-dictionary"])
        let options = HintSpelling(names: [.inputFormat: "--input-format"])
        let message = try #require(loaded.nothingToAudit).rendered(options)
        #expect(
            message.contains(
                "--input-format tokens-studio or --input-format style-dictionary reads colours from \(path)"),
            "\(message)")
        let text = TokenListing(palettes: loaded.palettes).text(hints: options)
        #expect(text.contains("  no colours read; --input-format tokens-studio or --input-format style-dictionary"))
    }
}
