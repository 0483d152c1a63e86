import ColorAudit
import Foundation

/// libFuzzer's entry point: one input read as a YAML palette file (`fuzz.yaml`) through the importer
/// registry, as `coloraudit audit` reads a file named on the command line (surest importer, then the
/// post-import pass). A crash is a finding; so is an error that does not name the file or says nothing.
@_cdecl("LLVMFuzzerTestOneInput")
func fuzzYAMLPalette(_ bytes: UnsafePointer<UInt8>?, _ count: Int) -> CInt {
    let data = bytes.map { Data(bytes: $0, count: count) } ?? Data()
    let path = "fuzz.yaml"
    let unit = ImportUnit(file: path, contents: data, isExplicit: true)
    guard let importer = PaletteImporters.standard.importer(forNamed: unit) else {
        fatalError("no importer for \(path)")
    }
    do {
        _ = try PaletteImporters.standard.importPalettes(unit, with: importer)
    } catch {
        precondition(error.location.file == path && !error.message.isEmpty, "bad error: \(error)")
    }
    return 0
}
