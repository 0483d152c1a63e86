import ColorAudit
import Foundation
import Harness

/// libFuzzer's entry point: one input read as a JSON palette file (`fuzz.json`). A crash is a finding;
/// so is an error that does not name the file or says nothing, and an "invalid JSON" error for text
/// that Foundation's `JSONSerialization` reads (valid JSON must never be refused as invalid), unless it
/// is one of the strict checks Foundation does not make (trailing commas, duplicate keys, nesting deeper
/// than 64 levels, non-finite numbers), as in `FuzzDTCG`: both go through the same JSON reader.
@_cdecl("LLVMFuzzerTestOneInput")
func fuzzJSONPalette(_ bytes: UnsafePointer<UInt8>?, _ count: Int) -> CInt {
    let data = Harness.data(bytes, count)
    let path = "fuzz.json"
    do {
        _ = try Harness.importFile(data, path: path)
    } catch {
        Harness.check(error, names: path)
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
