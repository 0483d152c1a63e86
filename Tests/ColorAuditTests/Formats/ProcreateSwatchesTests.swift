import Foundation
import Testing

@testable import ColorAudit
@testable import ColorScience

/// Procreate `.swatches`: a ZIP holding Swatches.json with HSB swatches. The fixtures were written with
/// Python's zipfile (deflated and stored); expected sRGB values derived by hand from HSB → RGB (h = 6·hue,
/// sector ⌊h⌋, f = h − ⌊h⌋, p = b(1 − s), q = b(1 − fs), t = b(1 − (1 − f)s)).
@Suite struct ProcreateSwatchesTests {
    @Test func deflatedArchiveGivesSRGBSwatches() throws {
        let (format, palette) = try ImportedFixture.palette("Procreate/deflated.swatches")
        #expect(format == "procreate")
        #expect(palette.name == "Test palette")
        let colors = palette.tokens.compactMap { $0.values[.any]?.color }
        // The null slot is left out and the colorSpace 1 swatch skipped with a note: 4 colours.
        #expect(colors.count == 4)
        // hue 0, s 1, b 1: red.
        #expect(close(colors.first, ImportedFixture.srgb(0xff0000)))
        // hue 0.5 → h 3 (sector 3: p, q, b), s 0.5, b 0.8: p = 0.4, q = 0.8 → (0.4, 0.8, 0.8).
        #expect(close(colors.count > 1 ? colors[1] : nil, Color(.srgb, 0.4, 0.8, 0.8), tolerance: 1e-12))
        // hue 1/12 → h 0.5 (sector 0: b, t, p), s 1, b 1: t = 0.5 → (1, 0.5, 0), alpha 0.5.
        #expect(close(colors.count > 2 ? colors[2] : nil, Color(.srgb, 1, 0.5, 0, alpha: 0.5), tolerance: 1e-12))
        // s 0: a grey of the brightness, 0.2.
        #expect(close(colors.count > 3 ? colors[3] : nil, Color(.srgb, 0.2, 0.2, 0.2), tolerance: 1e-12))
        #expect(palette.tokens.first?.name == "#ff0000")
        #expect(palette.importNotes.contains { $0.kind == .skipped && $0.reason.contains("colorSpace 1") })
    }

    @Test func catppuccinMochaMatchesItsGIMPPalette() throws {
        // Catppuccin ships Mocha as a Procreate file and as a GIMP palette (8-bit sRGB): the 26 HSB
        // swatches must be the same 26 colours, byte for byte.
        let (format, swatches) = try ImportedFixture.palette(
            "Real/catppuccin-palette/procreate/Catppuccin Mocha.swatches")
        #expect(format == "procreate")
        let (_, gimp) = try ImportedFixture.palette("Real/catppuccin-palette/gpl/Catppuccin Mocha.gpl")
        func hexes(_ palette: Palette) -> [String] {
            palette.tokens.compactMap { $0.values[.any]?.color.hex.lowercased() }.sorted()
        }
        #expect(swatches.tokens.count == 26)
        #expect(hexes(swatches) == hexes(gimp))
    }

    /// FuzzProcreate, 2026-12-03: an archive of 186 bytes whose end record puts the central directory at
    /// byte 189 was reported at byte 189, outside the file. The error is now at the end record's field
    /// (the record starts at byte 164, its directory offset at 164 + 16 = 180).
    @Test func aCentralDirectoryPastTheEndIsReportedInsideTheFile() throws {
        let data = try Fixture.data("Fuzz/FuzzProcreate-crash-ae6898eb.swatches")
        #expect(data.count == 186)
        let unit = ImportUnit(file: "fuzz.swatches", contents: data, isExplicit: true)
        do {
            _ = try ProcreateSwatchesImporter().importPalettes(unit)
            Issue.record("read a damaged archive")
        } catch {
            #expect(error.location.offset == 180, "\(error)")
            #expect(error.message.contains("byte 189"))
        }
    }

    @Test func storedArchiveAndAPaletteObject() throws {
        let (_, palette) = try ImportedFixture.palette("Procreate/stored.swatches")
        #expect(palette.name == "Stored")
        #expect(close(palette.tokens.first?.values[.any]?.color, ImportedFixture.srgb(0xff0000)))
    }

    @Test func anArchiveWithoutSwatchesJSONOrNotAZipIsAnError() throws {
        let error = try #require(ImportedFixture.error("Procreate/empty.swatches"))
        #expect(error.message.contains("no Swatches.json"))
        let unit = ImportUnit(file: "x.swatches", contents: Data("not a zip".utf8), isExplicit: true)
        #expect(ProcreateSwatchesImporter().confidence(for: unit) == .plausible)
        do {
            _ = try ProcreateSwatchesImporter().importPalettes(unit)
            Issue.record("read a file that is not a ZIP")
        } catch {
            #expect(error.message.contains("not a ZIP archive") && error.location.offset == 0)
        }
    }

    /// A 17 KB archive whose Swatches.json inflates to 17 MiB (a "zip bomb"): refused at the 16 MiB limit,
    /// and the message speaks of Swatches.json, not of an ICC profile (the limit's first use).
    @Test func aSwatchesJSONOverTheLimitIsNamed() throws {
        let error = try #require(ImportedFixture.error("Procreate/bomb.swatches"))
        #expect(error.message.contains("Swatches.json: decompresses to more than 16 MiB"), "\(error.message)")
        #expect(error.message.contains("a Procreate palette's Swatches.json holds a few kilobytes"))
        #expect(!error.message.contains("ICC"), "\(error.message)")
    }
}
