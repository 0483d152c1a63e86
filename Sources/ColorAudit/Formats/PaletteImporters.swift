import Foundation

/// The palette importers ColorAudit knows, and how one is picked for a file.
///
/// Two situations differ (see `PaletteDiscovery`):
/// - a file **found while walking a folder** is taken only when an importer `recognizes` it (by
///   extension and contents), so unrelated `.json`/`.yaml` files are skipped silently;
/// - a file **named explicitly** is also handed to the importer registered in `namedFileFallbacks`
///   for its extension when no importer recognises it, so that, say, a `.yaml` palette with a typo
///   in `colors` gets that importer's precise error instead of "not a palette file".
///
/// Importers are asked in order; more specific formats must come before more general ones.
public struct PaletteImporters: Sendable {
    /// The importers, asked in order.
    public var importers: [any PaletteImporter]
    /// Importers for explicitly named files that no importer recognises, by lowercase extension
    /// (without the dot).
    public var namedFileFallbacks: [String: any PaletteImporter]

    /// Creates a registry.
    public init(importers: [any PaletteImporter], namedFileFallbacks: [String: any PaletteImporter] = [:]) {
        self.importers = importers
        self.namedFileFallbacks = namedFileFallbacks
    }

    /// Every format ColorAudit reads; `.yaml`, `.yml` and `.json` files named explicitly fall back to
    /// the native format.
    public static let standard: PaletteImporters = {
        let native = NativePaletteImporter()
        return PaletteImporters(
            importers: [native],
            namedFileFallbacks: Dictionary(
                uniqueKeysWithValues: NativePaletteImporter.fileExtensions.map { ($0, native) }))
    }()

    /// The `formatName`s of the importers, in order.
    public var formatNames: [String] { importers.map(\.formatName) }

    /// The importer for a file found while walking a folder: the first that recognises it, or `nil`.
    public func importer(forFoundFile path: String, contents: Data) -> (any PaletteImporter)? {
        importers.first { $0.recognizes(path: path, contents: contents) }
    }

    /// The importer for a file named explicitly: the first that recognises it, else the fallback for
    /// its extension (case-insensitive), else `nil`.
    public func importer(forNamedFile path: String, contents: Data) -> (any PaletteImporter)? {
        if let importer = importer(forFoundFile: path, contents: contents) { return importer }
        return namedFileFallbacks[Self.fileExtension(of: path)]
    }

    /// The lowercased text after the last `.` of the path's last component; "" when there is none
    /// (or the name only starts with a dot, like `.profile`).
    static func fileExtension(of path: String) -> String {
        let name = path.split(separator: "/", omittingEmptySubsequences: false).last ?? ""
        guard let dot = name.lastIndex(of: "."), dot != name.startIndex else { return "" }
        return name[name.index(after: dot)...].lowercased()
    }
}
