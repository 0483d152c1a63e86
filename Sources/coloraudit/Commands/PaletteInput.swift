import ColorAudit
import Foundation

/// Loads the palettes named on the command line: files, folders (searched by `PaletteDiscovery`),
/// and `-` for one palette on standard input (ColorAudit's YAML/JSON format). Every file is read even
/// when an earlier one fails, so that one run reports every broken file; any failure is an input error.
enum PaletteInput {
    static func load(_ paths: [String]) throws -> [Palette] {
        var palettes: [Palette] = []
        var errors: [String] = []
        if paths.contains("-") {
            let data = try Console.read("-")
            do {
                palettes.append(try NativePaletteImporter().importPalette(contents: data, path: "-"))
            } catch {
                errors.append(error.description)
            }
        }
        for file in try PaletteDiscovery().discover(paths.filter { $0 != "-" }) {
            do {
                palettes.append(try file.importPalette())
            } catch {
                errors.append(error.description)
            }
        }
        if !errors.isEmpty {
            let count = errors.count == 1 ? "" : "\n\(errors.count) palette files could not be read"
            throw InputError(message: errors.joined(separator: "\n") + count)
        }
        if palettes.isEmpty {
            throw InputError(
                message: "coloraudit audit: error: no palette files found in \(paths.joined(separator: ", ")) "
                    + "(expected ColorAudit palettes: .yaml, .yml or .json files with a top-level 'colors' mapping)")
        }
        return palettes
    }
}
