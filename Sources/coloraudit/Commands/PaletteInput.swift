import ColorAudit
import Foundation

/// Loads the palettes named on the command line: files, folders (searched by `PaletteDiscovery`),
/// and `-` for one palette on standard input (ColorAudit's YAML/JSON format).
enum PaletteInput {
    static func load(_ paths: [String]) throws -> [Palette] {
        var palettes: [Palette] = []
        var files = paths.filter { $0 != "-" }
        if files.count < paths.count {
            let data = try Console.read("-")
            palettes.append(try NativePaletteImporter().importPalette(contents: data, path: "-"))
            files = files.filter { $0 != "-" }
        }
        for file in try PaletteDiscovery().discover(files) {
            palettes.append(try file.importPalette())
        }
        if palettes.isEmpty {
            throw InputError(
                message: "coloraudit audit: error: no palette files found in \(paths.joined(separator: ", ")) "
                    + "(looked for: \(PaletteImporters.standard.formatNames.joined(separator: ", ")))")
        }
        return palettes
    }
}
