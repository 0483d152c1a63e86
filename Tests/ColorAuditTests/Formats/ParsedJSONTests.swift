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

    /// A palette of our format written as JSON: its recognition reads the tree the other importers'
    /// recognition reads and the importer reads it (before, libyaml scanned a rewritten copy of the text
    /// for its top-level keys, then the importer parsed it).
    @Test func aNativeJSONPaletteIsParsedOnce() throws {
        let folder = try ImportTempFolder()
        try folder.write(
            "p/palette.json",
            ##"{"colors": {"ink": {"light": "#111111", "role": "text"}, "bg": {"light": "#ffffff", "role": "background"}}}"##
        )
        for paths in [[folder.root + "/p"], [folder.root + "/p/palette.json"]] {
            let result = try PaletteDiscovery().discoverAll(paths)
            let unit = try #require(result.units.first)
            #expect(unit.importer.formatName == "coloraudit")
            #expect(try unit.importPalettes().first?.tokens.map(\.name) == ["ink", "bg"])
            #expect(unit.unit.parsedJSON?.parses == 1, "\(paths)")
        }
    }

    /// JSON that libyaml could only scan after a rewrite — a tab before a key, a key of 2,000 characters,
    /// a surrogate-pair escape, U+2028 in a string — is recognised from its own tree.
    @Test func jsonIsRecognisedByTheJSONReader() throws {
        let long = String(repeating: "k", count: 2_000)
        let text =
            "{\n\t\"name\": \"\\uD83D\\uDE00 \u{2028}\",\n  \"\(long)\": 1,\n  \"colors\": {\"a\": \"#000000\"}\n}\n"
        let unit = ImportUnit(file: "p.json", contents: Data(text.utf8), isExplicit: false)
        #expect(NativePaletteImporter().confidence(for: unit) == .likely)
        #expect(NativePaletteImporter().recognizes(path: "p.json", contents: Data(text.utf8)))
        // Its `colors` a list (Xcode's Contents.json), or no `colors`: not ours, but ours to report.
        let list = ImportUnit(file: "Contents.json", contents: Data(#"{"colors": []}"#.utf8), isExplicit: false)
        #expect(NativePaletteImporter().confidence(for: list) == .plausible)
    }

    /// A side file of our format in JSON names what it includes from the same tree.
    @Test func aJSONSideFileFindsItsIncludesInItsTree() throws {
        let folder = try ImportTempFolder()
        try folder.write("s/base.yaml", "colors:\n  ink: { light: \"#111111\", role: text }\n")
        try folder.write(
            "s/side.json", ##"{"include": "base.yaml", "colors": {"bg": {"light": "#ffffff", "role": "background"}}}"##)
        let result = try PaletteDiscovery().discoverAll([folder.root + "/s"])
        #expect(result.units.map { ImportUnit.lastComponent(of: $0.path) } == ["side.json"])
        #expect(result.skipped.map(\.kind) == [.included])
        let unit = try #require(result.units.first)
        #expect(try unit.importPalettes().first?.tokens.map(\.name) == ["ink", "bg"])
        #expect(unit.unit.parsedJSON?.parses == 1)
    }
}

extension DocumentNode.Content {
    fileprivate var mappingKeys: [String] {
        if case .mapping(let entries) = self { return entries.map(\.key) }
        return []
    }
}
