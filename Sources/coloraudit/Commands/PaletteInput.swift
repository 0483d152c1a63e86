import ColorAudit
import Foundation

/// Loads the palettes named on the command line: files, folders (searched by `PaletteDiscovery`),
/// and `-` for standard input (any format the registry recognises; `--input-format` chooses one).
/// Every unit is read even when an earlier one fails, so that one run reports every broken file; any
/// failure is an input error.
enum PaletteInput {
    /// What was loaded: the palettes and what discovery skipped.
    struct Loaded {
        var palettes: [Palette]
        var skipped: [PaletteDiscovery.Skipped]
    }

    static func load(_ paths: [String], inputFormat: String? = nil) throws -> [Palette] {
        try loadAll(paths, inputFormat: inputFormat).palettes
    }

    static func loadAll(_ paths: [String], inputFormat: String? = nil) throws -> Loaded {
        let importers = PaletteImporters.standard
        if let inputFormat, importers.importer(named: inputFormat) == nil {
            throw UsageError(
                message: "unknown --input-format '\(inputFormat)'; formats: "
                    + importers.formatNames.joined(separator: ", "))
        }
        var palettes: [Palette] = []
        var errors: [String] = []
        if paths.contains("-") {
            let data = try Console.read("-")
            do {
                palettes.append(contentsOf: try importers.importStandardInput(data, format: inputFormat))
            } catch {
                errors.append(error.description)
            }
        }
        let result = try PaletteDiscovery(importers: importers, inputFormat: inputFormat)
            .discoverAll(paths.filter { $0 != "-" })
        for unit in result.units {
            do {
                palettes.append(contentsOf: try unit.importPalettes())
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
                    + "(formats: \(importers.formatNames.joined(separator: ", ")))")
        }
        return Loaded(palettes: palettes, skipped: result.skipped)
    }
}
