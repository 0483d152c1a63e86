import ColorAudit
import Foundation

/// libFuzzer's entry point: one input read as an Adobe Swatch Exchange file (`fuzz.ase`), with and
/// without a CMYK profile. A crash is a finding (every read must be bounds-checked); so is an error
/// without a byte offset inside the input, and a colour whose components are not finite.
@_cdecl("LLVMFuzzerTestOneInput")
func fuzzASE(_ bytes: UnsafePointer<UInt8>?, _ count: Int) -> CInt {
    let data = bytes.map { Data(bytes: $0, count: count) } ?? Data()
    let path = "fuzz.ase"
    for importer in [ASEImporter(), ASEImporter(cmykProfile: nil)] {
        do {
            let unit = ImportUnit(file: path, contents: data, isExplicit: true)
            for palette in try PaletteImporters.standard.importPalettes(unit, with: importer) {
                for token in palette.tokens {
                    let srgb = token.values[.any]!.color.converted(to: .srgb).components
                    precondition(srgb.x.isFinite && srgb.y.isFinite && srgb.z.isFinite, "not finite: \(token)")
                }
            }
        } catch {
            precondition(error.location.file == path && !error.message.isEmpty, "bad error: \(error)")
            let offset = error.location.offset ?? -1
            precondition(offset >= 0 && offset <= count, "offset outside the input: \(error)")
        }
    }
    return 0
}
