import Foundation

@testable import ColorAudit
@testable import ColorScience

/// A temporary folder for importer tests, removed when released.
final class ImportTempFolder {
    let root: String

    init() throws {
        root = FileManager.default.temporaryDirectory.appendingPathComponent("import-\(UUID().uuidString)").path
        try FileManager.default.createDirectory(atPath: root, withIntermediateDirectories: true)
    }

    deinit { try? FileManager.default.removeItem(atPath: root) }

    /// Writes `text` at `relative` (folders created), returning the full path.
    @discardableResult
    func write(_ relative: String, _ text: String) throws -> String {
        try write(relative, Data(text.utf8))
    }

    /// Writes bytes at `relative` (folders created), returning the full path.
    @discardableResult
    func write(_ relative: String, _ data: Data) throws -> String {
        let path = root + "/" + relative
        try FileManager.default.createDirectory(
            atPath: (path as NSString).deletingLastPathComponent, withIntermediateDirectories: true)
        try data.write(to: URL(fileURLWithPath: path))
        return path
    }
}

/// Reads `paths` as `coloraudit audit` does (discovery, importer, post-import pass).
func importPaths(_ paths: [String], format: String? = nil) throws -> [Palette] {
    var palettes: [Palette] = []
    for unit in try PaletteDiscovery(inputFormat: format).discover(paths) {
        palettes += try unit.importPalettes()
    }
    return palettes
}

/// The palette a stylesheet `css` gives, read from a file `file` in a temporary folder as `audit` reads it.
func stylesheetPalette(_ css: String, file: String = "style.css") throws -> Palette {
    let folder = try ImportTempFolder()
    let path = try folder.write(file, css)
    guard let palette = try importPaths([path]).first else {
        throw CocoaError(.fileReadCorruptFile, userInfo: [NSLocalizedDescriptionKey: "\(file) gave no palette"])
    }
    return palette
}

/// The sRGB components (gamma-encoded, unclipped) of a token's value in an appearance.
func srgb(_ palette: Palette, _ token: String, _ appearance: Appearance) -> SIMD3<Double>? {
    palette.token(named: token)?.resolve(appearance)?.value.color.converted(to: .srgb).components
}

/// True when every component is within `tolerance`.
func close(_ a: SIMD3<Double>?, _ b: SIMD3<Double>, _ tolerance: Double = 1e-4) -> Bool {
    guard let a else { return false }
    return abs(a.x - b.x) <= tolerance && abs(a.y - b.y) <= tolerance && abs(a.z - b.z) <= tolerance
}
