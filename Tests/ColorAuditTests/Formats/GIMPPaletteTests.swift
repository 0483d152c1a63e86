import Foundation
import Testing

@testable import ColorAudit
@testable import ColorScience

/// GIMP `.gpl` palettes: the real files of `Fixtures/Real/` (values read from the files by hand, line
/// numbers given) and malformed ones.
@Suite("GIMP palettes")
struct GIMPPaletteTests {
    private func gpl(_ text: String, explicit: Bool = true) throws(PaletteError) -> [Palette] {
        let unit = ImportUnit(file: "t.gpl", contents: Data(text.utf8), isExplicit: explicit)
        return try PaletteImporters.standard.importPalettes(unit, with: GIMPPaletteImporter())
    }

    private func error(_ text: String) -> PaletteError? {
        do {
            _ = try gpl(text)
            return nil
        } catch {
            return error
        }
    }

    @Test("Tango: header, Name, Columns, '#' line, tab before the name, numbers padded with spaces")
    func tango() throws {
        let (format, palette) = try ImportedFixture.palette("Real/gimp/Tango.gpl")
        #expect(format == "gpl")
        #expect(palette.name == "Tango Icon Theme")  // line 2
        #expect(palette.tokens.count == 27)  // lines 5…31
        // Line 5: "252 233  79\tButter 1".
        let butter = try #require(palette.token(named: "Butter 1"))
        #expect(butter.values[.any]?.color == Color(.srgb, 252.0 / 255, 233.0 / 255, 79.0 / 255))
        #expect(butter.values[.any]?.location.line == 5 && butter.values[.any]?.location.column == 1)
        #expect(butter.values[.any]?.source == "252 233 79")
        // Line 30: " 85  87  83\tAluminium 5" (leading space: the red component is at column 2).
        let aluminium = try #require(palette.token(named: "Aluminium 5"))
        #expect(aluminium.values[.any]?.color.hex == "#555753")
        #expect(aluminium.location.line == 30 && aluminium.location.column == 2)
        #expect(palette.tokens.last?.name == "Aluminium 6" && palette.appearances == [.any])
    }

    @Test("Catppuccin: '#Colors: 26' comment, names are hex values; Mocha and Latte")
    func catppuccin() throws {
        let latte = try ImportedFixture.palette("Real/catppuccin-palette/gpl/Catppuccin Latte.gpl").palette
        let mocha = try ImportedFixture.palette("Real/catppuccin-palette/gpl/Catppuccin Mocha.gpl").palette
        #expect(latte.tokens.count == 26 && mocha.tokens.count == 26)
        #expect(mocha.name == "Catppuccin Mocha")
        // Mocha line 4: "245 224 220 f5e0dc"; line 29: "17  17  27  11111b".
        #expect(mocha.tokens.first?.name == "f5e0dc" && mocha.tokens.first?.values[.any]?.color.hex == "#f5e0dc")
        #expect(mocha.tokens.last?.name == "11111b" && mocha.tokens.last?.values[.any]?.color.hex == "#11111b")
        #expect(mocha.tokens.last?.location.line == 29)
        // Every Catppuccin name is the colour's own hex: each must agree with the numbers before it.
        for token in latte.tokens + mocha.tokens { #expect("#" + token.name == token.values[.any]?.color.hex) }
    }

    @Test("Open Color 1.9.1: 'Columns: 0', bare '#', names after runs of spaces")
    func openColor() throws {
        let palette = try ImportedFixture.palette("Real/open-color/docs/asset/download/open-color_1.9.1.gpl").palette
        #expect(palette.name == "Open Color Palette 1.9.1" && palette.tokens.count == 130)
        // Line 12: "73 80 87        gray7"; line 134: "217 72 15        orange9".
        #expect(palette.token(named: "gray7")?.values[.any]?.color.hex == "#495057")
        #expect(palette.token(named: "gray7")?.location.line == 12)
        #expect(palette.tokens.last?.name == "orange9" && palette.tokens.last?.values[.any]?.color.hex == "#d9480f")
    }

    @Test("Unnamed and repeated names stay distinct; CRLF and a UTF-8 BOM are accepted")
    func names() throws {
        let palette = try #require(
            try gpl(
                "\u{FEFF}GIMP Palette\r\nName: t\r\n0 0 0\r\n255 255 255 Untitled\r\n1 2 3 Untitled\r\n"
                    + "4 5 6 Untitled (2)\r\n7 8 9\tUntitled\r\n"
            ).first)
        #expect(
            palette.tokens.map(\.name) == ["#000000", "Untitled", "Untitled (2)", "Untitled (2) (2)", "Untitled (3)"])
    }

    @Test("Malformed palettes: line and column of the cause and what was expected")
    func malformed() throws {
        let header = try #require(error("GIMP palette\n1 2 3 x\n"))
        #expect(header.location.line == 1 && header.message.contains("expected 'GIMP Palette'"))
        let empty = try #require(error(""))
        #expect(empty.message.contains("the file is empty"))
        // "12 34" then the end: blue is missing at column 6.
        let missing = try #require(error("GIMP Palette\n12 34\n"))
        #expect(missing.location.line == 2 && missing.location.column == 6)
        #expect(missing.message.contains("expected the blue component"))
        let range = try #require(error("GIMP Palette\n1 256 3 x\n"))
        #expect(range.location.line == 2 && range.location.column == 3 && range.message.contains("0…255"))
        let absurd = try #require(error("GIMP Palette\n1 2 99999999999999999999999 x\n"))
        #expect(absurd.location.column == 5 && absurd.message.contains("blue component"))
        let word = try #require(error("GIMP Palette\nred 2 3\n"))
        #expect(word.location.column == 1 && word.message.contains("red component 'red'"))
        let glued = try #require(error("GIMP Palette\n1 2 3x\n"))
        #expect(glued.location.column == 5 && glued.message.contains("blue component '3x'"))
        let exponent = try #require(error("GIMP Palette\n1e999 2 3\n"))
        #expect(exponent.location.column == 1 && exponent.message.contains("'1e999'"))
        let float = try #require(error("GIMP Palette\n1 2.5 3\n"))
        #expect(float.location.column == 3 && float.message.contains("'2.5'"))
        let columns = try #require(error("GIMP Palette\nColumns: many\n1 2 3\n"))
        #expect(columns.location.line == 2 && columns.message.contains("whole number"))
        let none = try #require(error("GIMP Palette\nName: x\n# only comments\n"))
        #expect(none.message.contains("no colours"))
        #expect(try gpl("GIMP Palette\n# nothing\n", explicit: false).isEmpty)
    }

    @Test("UTF-16 and non-UTF-8 bytes are named as such")
    func encodings() throws {
        let utf16 = Data([0xFF, 0xFE]) + "GIMP Palette\n".data(using: .utf16LittleEndian)!
        let unit = ImportUnit(file: "w.gpl", contents: utf16, isExplicit: true)
        let importer = try #require(PaletteImporters.standard.importer(forNamed: unit))
        #expect(importer.formatName == "gpl")
        do {
            _ = try importer.importPalettes(unit)
            Issue.record("UTF-16 was accepted")
        } catch {
            #expect(error.location.offset == 0 && error.message.contains("UTF-16 little-endian"))
        }
        // Latin-1 "Grün": "GIMP Palette\n" is 13 bytes, "1 2 3 Gr" 8 more, so 0xFC is byte 21.
        let latin1 = Data("GIMP Palette\n1 2 3 Gr".utf8) + Data([0xFC]) + Data("n\n".utf8)
        do {
            _ = try GIMPPaletteImporter().importPalettes(ImportUnit(file: "l.gpl", contents: latin1, isExplicit: true))
            Issue.record("Latin-1 bytes were accepted")
        } catch {
            #expect(error.location.offset == 21 && error.message.contains("0xFC is not UTF-8"))
        }
    }

    @Test("coloraudit audit on a malformed palette exits 2 naming file, line and column")
    func cli() throws {
        let folder = try ImportTempFolder()
        let path = try folder.write("bad.gpl", "GIMP Palette\nName: bad\n10 20\n")
        let result = try InProcessCLI.run(["audit", path])
        #expect(result.status == 2)
        #expect(result.stderr.contains("bad.gpl:3:6") && result.stderr.contains("blue component"))
    }
}
