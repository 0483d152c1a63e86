import ColorAudit
import Foundation
import Harness

/// libFuzzer's entry point: one input read as a GIMP palette (`fuzz.gpl`) through the standard registry
/// (importer and post-import pass). A crash is a finding; so is an error that does not name the file or
/// says nothing, a text error without a line, and two tokens with the same name.
@_cdecl("LLVMFuzzerTestOneInput")
func fuzzGIMP(_ bytes: UnsafePointer<UInt8>?, _ count: Int) -> CInt {
    let data = Harness.data(bytes, count)
    let path = "fuzz.gpl"
    do {
        for palette in try Harness.importFile(data, path: path, with: GIMPPaletteImporter()) {
            precondition(Set(palette.tokens.map(\.name)).count == palette.tokens.count, "duplicate names")
        }
    } catch {
        Harness.check(error, names: path)
        precondition(error.location.line > 0 || error.location.offset != nil, "error without a position: \(error)")
    }
    return 0
}
