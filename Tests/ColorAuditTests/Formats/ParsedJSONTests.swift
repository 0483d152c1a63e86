import Foundation
import Testing

@testable import ColorAudit

/// A JSON file is parsed once on its way through a run (`ParsedJSON`; #27, "recognition that parses each
/// file once with the reader of its syntax"): every importer's recognition, the reason given for the
/// format, the reading importer and discovery's syntax check share one tree. Before, a Spectrum file was
/// parsed six times (Spectrum's, Tokens Studio's and Style Dictionary's recognition, the reason, the
/// importer's own check and its reading).
@Suite struct ParsedJSONTests {
    @Test func aNamedSpectrumFileIsParsedOnce() throws {
        let path = Fixture.url("Spectrum/src/color-palette.json").path
        let result = try PaletteDiscovery().discoverAll([path])
        let unit = try #require(result.units.first)
        #expect(unit.importer.formatName == "spectrum")
        let palettes = try unit.importPalettes()
        #expect(!palettes.isEmpty)
        #expect(unit.unit.parsedJSON?.parses == 1)
    }

    /// Walking a folder: a Tokens Studio file (`type` and `value`) and a DTCG file (`$value`), each read as
    /// its format, each parsed once.
    @Test func walkedTokenFilesAreParsedOnce() throws {
        let folder = try ImportTempFolder()
        try folder.write("tokens/a.json", ##"{"color":{"text":{"type":"color","value":"#333333"}}}"##)
        try folder.write("tokens/b.tokens.json", ##"{"bg":{"$type":"color","$value":"#ffffff"}}"##)
        let result = try PaletteDiscovery().discoverAll([folder.root + "/tokens"])
        #expect(result.units.map(\.importer.formatName) == ["tokens-studio", "dtcg"])
        for unit in result.units {
            #expect(!(try unit.importPalettes()).isEmpty)
            #expect(unit.unit.parsedJSON?.parses == 1, "\(unit.path)")
        }
    }

    /// A folder of Spectrum sources (the three files of `Fixtures/Spectrum/src`): Spectrum's and Style
    /// Dictionary's recognition of the folder, the reason and the read share one tree per file. Before,
    /// each file was parsed five times.
    @Test func aSpectrumFolderParsesEachFileOnce() throws {
        let result = try PaletteDiscovery().discoverAll([Fixture.url("Spectrum/src").path])
        let unit = try #require(result.units.first)
        #expect(unit.importer.formatName == "spectrum")
        #expect(!(try unit.importPalettes()).isEmpty)
        #expect(unit.unit.parsedJSON?.parses == 3)
    }

    /// New contents are parsed anew.
    @Test func newContentsAreParsedAgain() throws {
        var unit = ImportUnit(file: "t.json", contents: Data(#"{"a": 1}"#.utf8), isExplicit: true)
        #expect(unit.recognitionDocument(.json) != nil)
        #expect(unit.parsedJSON?.parses == 1)
        unit.contents = Data(##"{"a": "#fff"}"##.utf8)
        #expect(unit.parsedJSON?.parses == 0)
        #expect(unit.recognitionDocument(.json)?.content.mappingKeys == ["a"])
    }
}

extension DocumentNode.Content {
    fileprivate var mappingKeys: [String] {
        if case .mapping(let entries) = self { return entries.map(\.key) }
        return []
    }
}
