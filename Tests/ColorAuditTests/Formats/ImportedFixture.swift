import Foundation
import Testing

@testable import ColorAudit
@testable import ColorScience

/// Imports files and folders of `Fixtures/` through the standard registry, as `coloraudit audit` does.
enum ImportedFixture {
    /// The palettes of `Fixtures/<path>` and the format chosen for it.
    static func palettes(_ path: String) throws -> (format: String, palettes: [Palette]) {
        let url = Fixture.url(path)
        let unit: ImportUnit
        if let entries = ImportUnit.folderEntries(url.path) {
            unit = ImportUnit(folder: url.path, entries: entries, isExplicit: true)
        } else {
            unit = ImportUnit(file: url.path, contents: try Data(contentsOf: url), isExplicit: true)
        }
        let importers = PaletteImporters.standard
        let importer = try #require(importers.importer(forNamed: unit), "no importer for \(path)")
        return (importer.formatName, try importers.importPalettes(unit, with: importer))
    }

    /// The single palette of `Fixtures/<path>`.
    static func palette(_ path: String) throws -> (format: String, palette: Palette) {
        let (format, palettes) = try palettes(path)
        try #require(palettes.count == 1, "\(palettes.count) palettes")
        return (format, palettes[0])
    }

    /// The error importing `Fixtures/<path>` gives.
    static func error(_ path: String) -> PaletteError? {
        do {
            _ = try palettes(path)
            return nil
        } catch let error as PaletteError {
            return error
        } catch {
            return nil
        }
    }

    /// The 1-based line of `Fixtures/<path>` that first contains `needle` (counted in the file's text,
    /// independently of the importers).
    static func line(of needle: String, in path: String) throws -> Int {
        let text = String(decoding: try Fixture.data(path), as: UTF8.self)
        let lines = text.split(separator: "\n", omittingEmptySubsequences: false)
        return try #require(lines.firstIndex { $0.contains(needle) }, "'\(needle)' not in \(path)") + 1
    }

    /// An sRGB colour from `#rrggbb` written as an integer.
    static func srgb(_ hex: Int, alpha: Double = 1) -> Color {
        Color(
            .srgb, Double(hex >> 16 & 0xFF) / 255, Double(hex >> 8 & 0xFF) / 255, Double(hex & 0xFF) / 255, alpha: alpha
        )
    }
}

extension Palette {
    /// The value of token `name` written for `appearance`.
    func value(_ name: String, _ appearance: Appearance) -> ColorValue? {
        token(named: name)?.values[appearance]
    }
}

/// True when two colours are the same space and components and alpha agree within `tolerance`.
func close(_ a: Color?, _ b: Color, tolerance: Double = 1e-9) -> Bool {
    guard let a, a.space == b.space else { return false }
    let d = a.components - b.components
    return abs(d.x) <= tolerance && abs(d.y) <= tolerance && abs(d.z) <= tolerance
        && abs(a.alpha - b.alpha) <= tolerance
}
