import ColorAudit
import Foundation

/// libFuzzer's entry point: one input read as a Sketch palette (`fuzz.sketchpalette`) through the
/// standard registry. A crash is a finding; so is an error that does not name the file or says nothing,
/// and a colour component outside 0…1.
@_cdecl("LLVMFuzzerTestOneInput")
func fuzzSketch(_ bytes: UnsafePointer<UInt8>?, _ count: Int) -> CInt {
    let data = bytes.map { Data(bytes: $0, count: count) } ?? Data()
    let path = "fuzz.sketchpalette"
    do {
        let unit = ImportUnit(file: path, contents: data, isExplicit: true)
        for palette in try PaletteImporters.standard.importPalettes(unit, with: SketchPaletteImporter()) {
            for token in palette.tokens {
                let color = token.values[.any]!.color
                precondition(color.alpha >= 0 && color.alpha <= 1, "alpha out of range: \(token)")
            }
        }
    } catch {
        precondition(error.location.file == path && !error.message.isEmpty, "bad error: \(error)")
    }
    return 0
}
