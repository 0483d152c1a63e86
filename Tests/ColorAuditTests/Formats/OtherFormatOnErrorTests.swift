import Foundation
import Testing

@testable import ColorAudit

/// A file named on its own that the surest format refuses, but another format reads: the error ends
/// naming that format (`PaletteImporters.naming(readersOf:besides:in:)`).
@Suite struct OtherFormatOnErrorTests {
    /// Style Dictionary's token shape (`{"value": …}` leaves under a category, as amzn/style-dictionary's
    /// basic example `tokens/color/base.json`), one level deep in a lone .json, with no `#` hex value
    /// to show it is Style Dictionary's, is read as our format, whose error ("unknown key 'color' (did you
    /// mean 'colors'?)") alone did not say what the file is. (With a `#` hex value it is Style
    /// Dictionary's: `RecognitionByContentTests`.)
    @Test func aStyleDictionaryFileReadAsOurs() throws {
        let folder = try ImportTempFolder()
        let path = try folder.write(
            "base.json", ##"{"color": {"red": {"value": "rgb(255, 0, 0)"}, "ink": {"value": "rgb(0, 0, 0)"}}}"##)
        let result = try InProcessCLI.run(["tokens", path])
        #expect(result.status == 2)
        #expect(result.stderr.contains("\(path):1:2: error: top level: unknown key 'color'"), "\(result.stderr)")
        #expect(result.stderr.contains("style-dictionary reads colours from it"), "\(result.stderr)")
        #expect(result.stderr.contains("--input-format"), "\(result.stderr)")
        // Chosen so, it reads both colours.
        let chosen = try InProcessCLI.run(["tokens", "--input-format", "style-dictionary", path])
        #expect(chosen.status == 0, "\(chosen.stderr)")
        #expect(chosen.stdout.contains("color.red") && chosen.stdout.contains("color.ink"))
    }

    /// Our format with a typo and nothing another format reads: the error alone, as before.
    @Test func ourFormatWithATypoNamesNoOther() throws {
        let folder = try ImportTempFolder()
        let path = try folder.write("palette.yaml", "color:\n  ink: \"#000000\"\n")
        let result = try InProcessCLI.run(["tokens", path])
        #expect(result.status == 2)
        #expect(result.stderr.contains("unknown key 'color'"), "\(result.stderr)")
        #expect(!result.stderr.contains("reads colours from it"), "\(result.stderr)")
    }
}
