import ColorAudit
import Foundation
import Harness

/// libFuzzer's entry point: one input read by the Procreate importer as `fuzz.swatches` (a ZIP holding
/// Swatches.json). A crash is a finding; so is an error that does not name the file or says nothing, or
/// one at a byte offset outside the input, and a colour component outside 0…1 (HSB 0…1 gives sRGB 0…1).
@_cdecl("LLVMFuzzerTestOneInput")
func fuzzProcreate(_ bytes: UnsafePointer<UInt8>?, _ count: Int) -> CInt {
    let data = Harness.data(bytes, count)
    let path = "fuzz.swatches"
    do {
        let unit = ImportUnit(file: path, contents: data, isExplicit: true)
        Harness.checkTokens(try ProcreateSwatchesImporter().importPalettes(unit)) { token in
            for value in token.values.values {
                let c = value.color.components
                precondition(
                    [c.x, c.y, c.z, value.color.alpha].allSatisfy { (0...1).contains($0) },
                    "component outside 0…1: \(value.color)")
            }
        }
    } catch {
        Harness.check(error, names: path)
        if let offset = error.location.offset { precondition(offset >= 0 && offset <= count, "offset \(offset)") }
    }
    return 0
}
