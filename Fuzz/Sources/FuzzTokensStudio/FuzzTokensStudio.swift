import ColorAudit
import Foundation
import Harness

/// libFuzzer's entry point: one input read by the Tokens Studio / Style Dictionary importer
/// (`fuzz.json`, a single file that may hold `$themes` and `$metadata`). A crash is a finding; so is
/// an error that does not name the file or says nothing.
@_cdecl("LLVMFuzzerTestOneInput")
func fuzzTokensStudio(_ bytes: UnsafePointer<UInt8>?, _ count: Int) -> CInt {
    let data = Harness.data(bytes, count)
    let path = "fuzz.json"
    do {
        _ = try TokensStudioImporter().importPalettes(ImportUnit(file: path, contents: data, isExplicit: true))
    } catch {
        Harness.check(error, names: path)
    }
    return 0
}
