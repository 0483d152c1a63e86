import ColorAudit
import Foundation
import Harness

/// libFuzzer's entry point: one input read by the DTCG importer, as JSON (`fuzz.tokens.json`) and as
/// JSON5 (`fuzz.json5`). A crash is a finding; so is an error that does not name the file or says
/// nothing, and an "invalid JSON" error for text Foundation reads, unless it is one of the strict
/// checks Foundation does not make (trailing commas, duplicate keys, nesting deeper than 64 levels).
@_cdecl("LLVMFuzzerTestOneInput")
func fuzzDTCG(_ bytes: UnsafePointer<UInt8>?, _ count: Int) -> CInt {
    let data = Harness.data(bytes, count)
    for path in ["fuzz.tokens.json", "fuzz.json5"] {
        do {
            _ = try DTCGImporter().importPalettes(ImportUnit(file: path, contents: data, isExplicit: true))
        } catch {
            Harness.check(error, names: path)
            let strictOnly = ["comma", "duplicate", "nesting", "finite", "2^53"].contains { error.message.contains($0) }
            // Foundation stops reading at a NUL byte (it took `6\0\0\0/` for 6); RFC 8259 does not.
            if !data.contains(0), path.hasSuffix(".json"), error.message.hasPrefix("invalid JSON:"), !strictOnly,
                (try? JSONSerialization.jsonObject(with: data, options: [.fragmentsAllowed])) != nil
            {
                fatalError("valid JSON refused: \(error)")
            }
        }
    }
    return 0
}
