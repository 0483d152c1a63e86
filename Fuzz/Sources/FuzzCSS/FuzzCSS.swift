import ColorAudit
import Foundation
import Harness

/// libFuzzer's entry point: one input read by the CSS custom-property importer (`fuzz.css`). A crash
/// is a finding; so is an error that does not name the file or says nothing, and a palette token whose
/// name is not a custom property (`--…`).
@_cdecl("LLVMFuzzerTestOneInput")
func fuzzCSS(_ bytes: UnsafePointer<UInt8>?, _ count: Int) -> CInt {
    let data = Harness.data(bytes, count)
    let path = "fuzz.css"
    do {
        Harness.checkTokens(try CSSImporter().importPalettes(ImportUnit(file: path, contents: data, isExplicit: true)))
        {
            precondition($0.name.hasPrefix("--"), "not a custom property: \($0.name)")
        }
    } catch {
        Harness.check(error, names: path)
    }
    return 0
}
