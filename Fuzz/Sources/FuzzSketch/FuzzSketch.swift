import ColorAudit
import Foundation
import Harness

/// libFuzzer's entry point: one input read as a Sketch palette (`fuzz.sketchpalette`) through the
/// standard registry. A crash is a finding; so is an error that does not name the file or says nothing,
/// and a colour component outside 0…1.
@_cdecl("LLVMFuzzerTestOneInput")
func fuzzSketch(_ bytes: UnsafePointer<UInt8>?, _ count: Int) -> CInt {
    let data = Harness.data(bytes, count)
    let path = "fuzz.sketchpalette"
    do {
        Harness.checkTokens(try Harness.importFile(data, path: path, with: SketchPaletteImporter())) { token in
            let color = token.values[.any]!.color
            precondition(color.alpha >= 0 && color.alpha <= 1, "alpha out of range: \(token)")
        }
    } catch {
        Harness.check(error, names: path)
    }
    return 0
}
