import ColorScience
import Foundation

/// Reads one palette format into `Palette`s whose tokens, values, pairs and groups carry their source
/// locations. Every format (ours, asset catalogs, design tokens, CSS, Android XML, swatches)
/// implements this in one file and is registered with one line in `PaletteImporters.standard`.
///
/// Importers only read: the registry then runs `PostImport` on every palette (roles inferred from
/// names, pairs and groups validated), so no importer does that itself.
public protocol PaletteImporter: Sendable {
    /// Short format name for messages and `--input-format` (e.g. `coloraudit`, `xcassets`, `android`).
    var formatName: String { get }
    /// How sure this importer is that it reads `unit` (a file, a folder, or standard input), judged
    /// cheaply by name and the first bytes or keys; see `ImportConfidence` for the levels.
    func confidence(for unit: ImportUnit) -> ImportConfidence
    /// Reads the unit into one or more palettes (a catalog with `iphone` variants gives a palette for
    /// `universal` and one per other idiom; several files may be merged into one).
    /// - Throws: `PaletteError` with file, line and column (or byte offset) and what was expected.
    func importPalettes(_ unit: ImportUnit) throws(PaletteError) -> [Palette]
    /// Why `unit` reads as this format, for people (`coloraudit tokens`: "tokens with '$value'"); `nil`
    /// (the default) lets the registry say it in general terms.
    func recognitionReason(for unit: ImportUnit) -> String?
    /// The kind of source this format reads (`PaletteSourceKind`); `other` by default.
    var sourceKind: PaletteSourceKind { get }
}

extension PaletteImporter {
    /// `nil`: the registry says why in general terms.
    public func recognitionReason(for unit: ImportUnit) -> String? { nil }
    /// `other`.
    public var sourceKind: PaletteSourceKind { .other }
}
