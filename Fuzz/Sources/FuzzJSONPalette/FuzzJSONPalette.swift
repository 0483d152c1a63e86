import ColorAudit
import Foundation

/// libFuzzer's entry point: one input read as a JSON palette file (`fuzz.json`). A crash is a finding;
/// so is an error that does not name the file or says nothing, and an "invalid JSON" error for text
/// that Foundation's `JSONSerialization` reads (valid JSON must never be refused as invalid), unless it
/// is one of the strict checks Foundation does not make (trailing commas, duplicate keys, nesting deeper
/// than 64 levels, non-finite numbers), as in `FuzzDTCG`: both go through the same JSON reader.
@_cdecl("LLVMFuzzerTestOneInput")
func fuzzJSONPalette(_ bytes: UnsafePointer<UInt8>?, _ count: Int) -> CInt {
    let data = bytes.map { Data(bytes: $0, count: count) } ?? Data()
    let path = "fuzz.json"
    let unit = ImportUnit(file: path, contents: data, isExplicit: true)
    guard let importer = PaletteImporters.standard.importer(forNamed: unit) else {
        fatalError("no importer for \(path)")
    }
    do {
        _ = try PaletteImporters.standard.importPalettes(unit, with: importer)
    } catch {
        precondition(error.location.file == path && !error.message.isEmpty, "bad error: \(error)")
        // Foundation stops reading at a NUL byte (it took `6\0\0\0/` for 6); RFC 8259 does not.
        let strictOnly = ["comma", "duplicate", "nesting", "finite", "2^53"].contains { error.message.contains($0) }
        if !data.contains(0), error.message.hasPrefix("invalid JSON"), !strictOnly,
            (try? JSONSerialization.jsonObject(with: data, options: [.fragmentsAllowed])) != nil
        {
            fatalError("valid JSON refused: \(error)")
        }
    }
    return 0
}
