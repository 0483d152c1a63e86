import ColorAudit
import Foundation

/// What the fuzz targets share: libFuzzer's input as `Data`, a scratch folder per process, reading one file
/// through the importer registry, and the checks every import must pass (an error names its file and says
/// something; every token has values). Each target keeps only its own input and its own invariants.
public enum Harness {
    /// The bytes libFuzzer passes to `LLVMFuzzerTestOneInput` (none: empty).
    public static func data(_ bytes: UnsafePointer<UInt8>?, _ count: Int) -> Data {
        bytes.map { Data(bytes: $0, count: count) } ?? Data()
    }

    /// A folder of this process in the temporary directory, `name-PID`, with `subfolders` (paths relative to
    /// it) created.
    public static func scratchFolder(_ name: String, subfolders: [String] = [""]) -> String {
        let root = FileManager.default.temporaryDirectory.appendingPathComponent("\(name)-\(getpid())").path
        for subfolder in subfolders {
            try? FileManager.default.createDirectory(
                atPath: subfolder.isEmpty ? root : root + "/" + subfolder, withIntermediateDirectories: true)
        }
        return root
    }

    /// Writes `data` to the file at `path`: whether it could.
    public static func write(_ data: Data, to path: String) -> Bool {
        (try? data.write(to: URL(fileURLWithPath: path))) != nil
    }

    /// The palettes of `data` read as the file `path` through `PaletteImporters.standard`, as `coloraudit audit`
    /// reads a file named on the command line (the surest importer, then the post-import pass). A file name
    /// no importer takes is a mistake of the target: it stops.
    public static func importFile(_ data: Data, path: String) throws(PaletteError) -> [Palette] {
        let unit = ImportUnit(file: path, contents: data, isExplicit: true)
        guard let importer = PaletteImporters.standard.importer(forNamed: unit) else {
            fatalError("no importer for \(path)")
        }
        return try PaletteImporters.standard.importPalettes(unit, with: importer)
    }

    /// The palettes of `data` read as the file `path` by `importer` through `PaletteImporters.standard` (its
    /// post-import pass included), as `coloraudit audit --input-format` reads it.
    public static func importFile(_ data: Data, path: String, with importer: any PaletteImporter) throws(PaletteError)
        -> [Palette]
    {
        try PaletteImporters.standard.importPalettes(
            ImportUnit(file: path, contents: data, isExplicit: true), with: importer)
    }

    /// The palettes of `data` read as JSON (`fuzz.json`) when it starts with `{` and as YAML (`fuzz.yaml`)
    /// otherwise, with the file's name; nil when it does not import.
    public static func importJSONOrYAML(_ data: Data) -> (path: String, palettes: [Palette])? {
        let path = data.first == UInt8(ascii: "{") ? "fuzz.json" : "fuzz.yaml"
        guard let palettes = try? importFile(data, path: path) else { return nil }
        return (path, palettes)
    }

    /// A failed import of the file `path`: the error names it and says something.
    public static func check(_ error: PaletteError, names path: String) {
        precondition(error.location.file == path && !error.message.isEmpty, "bad error: \(error)")
    }

    /// A failed read of the file `path` reported as text (`Baseline`, `ConfigurationFile`): it starts with
    /// the file's name and says something after `path: error: `.
    public static func check(_ text: String, startsWith path: String) {
        precondition(text.hasPrefix(path) && text.count > "\(path): error: ".count, "bad error: \(text)")
    }

    /// A failed import of a folder: each problem names a file of `folder` and says something, and a problem
    /// in `file` (the fuzzed one) has a line.
    public static func check(_ error: PaletteError, inFolder folder: String, file: String) {
        for problem in error.listed {
            precondition(problem.location.file.hasPrefix(folder) && !problem.message.isEmpty, "bad error: \(problem)")
            precondition(problem.location.file != file || problem.location.line >= 1, "no line: \(problem)")
        }
    }

    /// Every token of `palettes` has a value, and passes `invariant` (which stops with a message when not).
    public static func checkTokens(_ palettes: [Palette], _ invariant: (ColorToken) -> Void = { _ in }) {
        for palette in palettes {
            for token in palette.tokens {
                precondition(!token.values.isEmpty, "token \(token.name) without values")
                invariant(token)
            }
        }
    }
}
