import ColorAudit
import Foundation
import Harness

/// libFuzzer's entry point: one input read as an Adobe Swatch Exchange file (`fuzz.ase`), with and
/// without a CMYK profile. A crash is a finding (every read must be bounds-checked); so is an error
/// without a byte offset inside the input, and a colour whose components are not finite.
@_cdecl("LLVMFuzzerTestOneInput")
func fuzzASE(_ bytes: UnsafePointer<UInt8>?, _ count: Int) -> CInt {
    let data = Harness.data(bytes, count)
    let path = "fuzz.ase"
    for importer in [ASEImporter(), ASEImporter(cmykProfile: nil)] {
        do {
            Harness.checkTokens(try Harness.importFile(data, path: path, with: importer)) { token in
                let srgb = token.values[.any]!.color.converted(to: .srgb).components
                precondition(srgb.x.isFinite && srgb.y.isFinite && srgb.z.isFinite, "not finite: \(token)")
            }
        } catch {
            Harness.check(error, names: path)
            let offset = error.location.offset ?? -1
            precondition(offset >= 0 && offset <= count, "offset outside the input: \(error)")
        }
    }
    return 0
}
