import ColorAudit
import Foundation
import Harness

/// The colour set file the inputs are written to (the asset catalog importer reads files from disk).
private let file =
    Harness.scratchFolder("coloraudit-fuzz", subfolders: ["fuzz.colorset"]) + "/fuzz.colorset/Contents.json"

/// libFuzzer's entry point: one input as a colour set's `Contents.json`, read by the asset catalog
/// importer through the standard registry. A crash is a finding; so is an error that names another
/// file or says nothing.
@_cdecl("LLVMFuzzerTestOneInput")
func fuzzAssetCatalog(_ bytes: UnsafePointer<UInt8>?, _ count: Int) -> CInt {
    let data = Harness.data(bytes, count)
    guard Harness.write(data, to: file) else { return 0 }
    do {
        _ = try Harness.importFile(data, path: file, with: AssetCatalogImporter())
    } catch {
        Harness.check(error, names: file)
    }
    return 0
}
