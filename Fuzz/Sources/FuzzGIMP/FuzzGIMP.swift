import ColorAudit
import Foundation

/// libFuzzer's entry point: one input read as a GIMP palette (`fuzz.gpl`) through the standard registry
/// (importer and post-import pass). A crash is a finding; so is an error that does not name the file or
/// says nothing, a text error without a line, and two tokens with the same name.
@_cdecl("LLVMFuzzerTestOneInput")
func fuzzGIMP(_ bytes: UnsafePointer<UInt8>?, _ count: Int) -> CInt {
    let data = bytes.map { Data(bytes: $0, count: count) } ?? Data()
    let path = "fuzz.gpl"
    do {
        let unit = ImportUnit(file: path, contents: data, isExplicit: true)
        for palette in try PaletteImporters.standard.importPalettes(unit, with: GIMPPaletteImporter()) {
            precondition(Set(palette.tokens.map(\.name)).count == palette.tokens.count, "duplicate names")
        }
    } catch {
        precondition(error.location.file == path && !error.message.isEmpty, "bad error: \(error)")
        precondition(error.location.line > 0 || error.location.offset != nil, "error without a position: \(error)")
    }
    return 0
}
