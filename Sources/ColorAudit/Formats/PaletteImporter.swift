import Foundation

/// Reads one palette file format into a `Palette` whose tokens, values, pairs and groups carry their
/// source locations. Every format (ours, asset catalogs, design tokens, CSS, Android XML, swatches)
/// implements this; `PaletteImporters` picks one per file.
public protocol PaletteImporter: Sendable {
    /// Short format name for messages and `--format` style options (e.g. `coloraudit`).
    var formatName: String { get }
    /// Whether this importer recognises the file, judged by its path and (cheaply) its contents.
    func recognizes(path: String, contents: Data) -> Bool
    /// Reads the palette.
    /// - Parameters: `contents` the file's bytes; `path` the path as given (used in locations).
    /// - Throws: `PaletteError` with file, line, column and what was expected.
    func importPalette(contents: Data, path: String) throws(PaletteError) -> Palette
}
