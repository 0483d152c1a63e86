import ColorAudit
import Foundation

/// libFuzzer's entry point: one input read by the CSS custom-property importer (`fuzz.css`). A crash
/// is a finding; so is an error that does not name the file or says nothing, and a palette token whose
/// name is not a custom property (`--…`).
@_cdecl("LLVMFuzzerTestOneInput")
func fuzzCSS(_ bytes: UnsafePointer<UInt8>?, _ count: Int) -> CInt {
    let data = bytes.map { Data(bytes: $0, count: count) } ?? Data()
    let path = "fuzz.css"
    do {
        for palette in try CSSImporter().importPalettes(ImportUnit(file: path, contents: data, isExplicit: true)) {
            precondition(palette.tokens.allSatisfy { $0.name.hasPrefix("--") }, "not a custom property")
        }
    } catch {
        precondition(error.location.file == path && !error.message.isEmpty, "bad error: \(error)")
    }
    return 0
}
