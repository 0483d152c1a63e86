import ColorAudit
import Foundation
import Harness

/// libFuzzer's entry point: one input read as a YAML palette file (`fuzz.yaml`) through the importer
/// registry, as `coloraudit audit` reads a file named on the command line (surest importer, then the
/// post-import pass). A crash is a finding; so is an error that does not name the file or says nothing.
@_cdecl("LLVMFuzzerTestOneInput")
func fuzzYAMLPalette(_ bytes: UnsafePointer<UInt8>?, _ count: Int) -> CInt {
    let data = Harness.data(bytes, count)
    let path = "fuzz.yaml"
    do {
        _ = try Harness.importFile(data, path: path)
    } catch {
        Harness.check(error, names: path)
    }
    return 0
}
