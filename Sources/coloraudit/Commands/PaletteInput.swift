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

    /// The palettes of `paths`; see `loadAll`.
    static func load(_ paths: [String], inputFormat: String? = nil, jsonErrorsTo: String? = nil) throws -> [Palette] {
        try loadAll(paths, inputFormat: inputFormat, jsonErrorsTo: jsonErrorsTo, command: "audit").palettes
    }

    /// Reads every path (each file's independent errors are listed, up to `PaletteError.listLimit` per
    /// file). When any cannot be read, throws an `InputError` listing every error; with `jsonErrorsTo`
    /// (`-`: standard output, where a JSON report would go; never an `--output` file, which a broken
    /// input leaves untouched) the errors are also written there as a JSON document (`errorDocument`).
    /// `command` names the subcommand in messages.
    static func loadAll(
        _ paths: [String], inputFormat: String? = nil, jsonErrorsTo: String? = nil, command: String
    ) throws -> Loaded {
        let importers = PaletteImporters.standard
        if let inputFormat, importers.importer(named: inputFormat) == nil {
            throw UsageError(
                message: "unknown --input-format '\(inputFormat)'; formats: "
                    + importers.formatNames.joined(separator: ", "))
        }
        var palettes: [Palette] = []
        var errors: [PaletteError] = []
        if paths.contains("-") {
            let data = try Console.read("-")
            do {
                palettes.append(contentsOf: try importers.importStandardInput(data, format: inputFormat))
            } catch {
                errors.append(error)
            }
        }
        var result: PaletteDiscovery.Result?
        do {
            result = try PaletteDiscovery(importers: importers, inputFormat: inputFormat)
                .discoverAll(paths.filter { $0 != "-" })
        } catch {
            errors.append(error)
        }
        for unit in result?.units ?? [] {
            do {
                palettes.append(contentsOf: try unit.importPalettes())
            } catch {
                errors.append(error)
            }
        }
        if !errors.isEmpty {
            if let jsonErrorsTo { try Console.write(errorDocument(errors).text(), to: jsonErrorsTo) }
            let count = errors.count == 1 ? "" : "\n\(errors.count) palette files could not be read"
            throw InputError(
                message: errors.map(\.description).joined(separator: "\n") + count,
                paletteErrors: errors.flatMap(\.listed))
        }
        if palettes.isEmpty {
            throw InputError(
                message: "coloraudit \(command): error: no palette files found in \(paths.joined(separator: ", ")) "
                    + "(formats: \(importers.formatNames.joined(separator: ", ")))")
        }
        return Loaded(palettes: palettes, skipped: result?.skipped ?? [])
    }

    /// The JSON document of input errors (README, "JSON output"): `{"version": 1, "inputErrors":
    /// [{"file", "line", "column", "offset"?, "message"}], "unlistedInputErrors": [{"file", "count"}],
    /// "summary": {"inputErrors": total}}`, one entry per error listed, in the order printed.
    static func errorDocument(_ errors: [PaletteError]) -> JSONValue {
        let listed: [JSONValue] = errors.flatMap(\.listed).map { error in
            var fields: [String: JSONValue] = [
                "file": .string(error.location.file), "line": .integer(error.location.line),
                "column": .integer(error.location.column), "message": .string(error.message),
            ]
            if let offset = error.location.offset { fields["offset"] = .integer(offset) }
            return .object(fields)
        }
        let unlisted: [JSONValue] = errors.filter { $0.unlisted > 0 }.map {
            .object(["file": .string($0.location.file), "count": .integer($0.unlisted)])
        }
        return .object([
            "version": .integer(1), "inputErrors": .array(listed), "unlistedInputErrors": .array(unlisted),
            "summary": .object(["inputErrors": .integer(errors.map(\.count).reduce(0, +))]),
        ])
    }
}
