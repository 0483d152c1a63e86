import Foundation
import Testing

@testable import ColorAudit
@testable import ColorScience

/// Sketch `.sketchpalette` files: the real files of `Fixtures/Real/sketch-palettes/` (values read from
/// the files by hand) and malformed ones.
@Suite("Sketch palettes")
struct SketchPaletteTests {
    private func sketch(_ text: String, explicit: Bool = true) throws(PaletteError) -> [Palette] {
        let unit = ImportUnit(file: "t.sketchpalette", contents: Data(text.utf8), isExplicit: explicit)
        return try PaletteImporters.standard.importPalettes(unit, with: SketchPaletteImporter())
    }

    private func error(_ text: String) -> PaletteError? {
        do {
            _ = try sketch(text)
            return nil
        } catch {
            return error
        }
    }

    @Test("ios.sketchpalette: float objects; the first is iOS's 90/200/250 blue, located at its '{'")
    func ios() throws {
        let path = "Real/sketch-palettes/ios.sketchpalette"
        let (format, palette) = try ImportedFixture.palette(path)
        #expect(format == "sketchpalette" && palette.tokens.count == 10 && palette.name == "ios")
        // {"red":0.3529411764705882,"green":0.7843137254901961,"blue":0.9803921568627451,"alpha":1}:
        // 90/255, 200/255, 250/255 = #5ac8fa.
        let first = try #require(palette.tokens.first)
        #expect(first.name == "#5ac8fa" && first.values[.any]?.color.alpha == 1)
        #expect(close(first.values[.any]?.color, Color(.srgb, 90.0 / 255, 200.0 / 255, 250.0 / 255), tolerance: 1e-12))
        // The file is one line; the first colour object starts right after `"colors":[`.
        let text = String(decoding: try Fixture.data(path), as: UTF8.self)
        let column = try #require(text.range(of: "\"colors\":[")).upperBound.utf16Offset(in: text) + 1
        #expect(first.location.line == 1 && first.location.column == column)
        // The last: {"red":0,"green":0,"blue":0,"alpha":1}.
        #expect(palette.tokens.last?.values[.any]?.color == Color(.srgb, 0, 0, 0))
    }

    @Test("material-design.sketchpalette: 256 colours; repeated whites made distinct")
    func material() throws {
        let palette = try ImportedFixture.palette("Real/sketch-palettes/material-design.sketchpalette").palette
        #expect(palette.tokens.count == 256)
        // The first object: red 0.9568627450980391 (244/255), green 0.2627… (67/255), blue 0.2117… (54/255):
        // Material red 500 #f44336.
        #expect(palette.tokens.first?.values[.any]?.color.hex == "#f44336")
        #expect(palette.tokens.last?.values[.any]?.color.hex == "#ffffff")
        #expect(Set(palette.tokens.map(\.name)).count == 256)
    }

    @Test("Older hex strings, names, alpha; the version keys must be strings")
    func forms() throws {
        let palette = try #require(
            try sketch(
                ##"{"compatibleVersion": "1.0", "colors": ["#5AC8FA", "#f008", {"name": "Ink", "red": 0, "green": 0, "blue": 0, "alpha": 0.5}], "gradients": []}"##
            ).first)
        #expect(palette.tokens.map(\.name) == ["#5ac8fa", "#ff0000", "Ink"])
        #expect(palette.tokens[1].values[.any]?.color == Color(.srgb, 1, 0, 0, alpha: 0x88 / 255.0))
        #expect(palette.tokens[2].values[.any]?.color == Color(.srgb, 0, 0, 0, alpha: 0.5))
        let version = try #require(error(##"{"compatibleVersion": 2, "colors": ["#fff"]}"##))
        #expect(version.location.column == 23 && version.message.contains("version string"))
    }

    @Test("Malformed files: line and column and what was expected")
    func malformed() throws {
        let range = try #require(error(##"{"colors": [{"red": 1.5, "green": 0, "blue": 0}]}"##))
        #expect(range.location.line == 1 && range.location.column == 21 && range.message.contains("expected 0…1"))
        let missing = try #require(error("{\"colors\": [\n  {\"red\": 1, \"green\": 0}\n]}"))
        #expect(missing.location.line == 2 && missing.location.column == 3 && missing.message.contains("no 'blue'"))
        let word = try #require(error(##"{"colors": ["teal"]}"##))
        #expect(word.location.column == 13 && word.message.contains("not a hex colour"))
        let number = try #require(error(##"{"colors": [{"red": "1", "green": 0, "blue": 0}]}"##))
        #expect(number.location.column == 21 && number.message.contains("a number 0…1"))
        let absurd = try #require(error(##"{"colors": [{"red": 1e999, "green": 0, "blue": 0}]}"##))
        #expect(absurd.location.column == 21)
        let noColors = try #require(error(##"{"compatibleVersion": "1.4"}"##))
        #expect(noColors.message.contains("no 'colors' key"))
        #expect(error(##"{"colors": []}"##)?.message.contains("'colors' is empty") == true)
        #expect(try sketch(##"{"colors": []}"##, explicit: false).isEmpty)
        let list = try #require(error("[1, 2]"))
        #expect(list.message.contains("expected a Sketch palette"))
        // A one-line file cut short: the error is on line 1, at its end.
        let cut = ##"{"colors": [{"red": 1, "##
        let truncated = try #require(error(cut))
        #expect(truncated.location.line == 1 && truncated.location.column == cut.count + 1)
    }

    @Test("coloraudit audit on a malformed palette exits 2 naming file, line and column")
    func cli() throws {
        let folder = try ImportTempFolder()
        let path = try folder.write("bad.sketchpalette", ##"{"colors": [{"red": 2, "green": 0, "blue": 0}]}"##)
        let result = try InProcessCLI.run(["audit", path])
        #expect(result.status == 2 && result.stderr.contains("bad.sketchpalette:1:21"))
    }
}
