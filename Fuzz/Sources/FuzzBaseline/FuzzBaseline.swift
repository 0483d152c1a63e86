import ColorAudit
import Foundation
import Harness

/// libFuzzer's entry point: one input read as a baseline file (`fuzz.json`, `Baseline.read`). A crash is
/// a finding; so is an error that does not start with the file's name or says nothing, and a baseline
/// that does not read back the same from the text it writes.
@_cdecl("LLVMFuzzerTestOneInput")
func fuzzBaseline(_ bytes: UnsafePointer<UInt8>?, _ count: Int) -> CInt {
    let data = Harness.data(bytes, count)
    do {
        let baseline = try Baseline.read(data, path: "fuzz.json")
        let again = try Baseline.read(Data(baseline.text.utf8), path: "again.json")
        precondition(again.entries == baseline.entries, "a baseline does not read back the same")
    } catch {
        Harness.check(error.description, startsWith: "fuzz.json")
    }
    return 0
}
