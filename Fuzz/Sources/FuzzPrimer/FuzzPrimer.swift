import ColorAudit
import Foundation
import Harness

/// A folder of Primer token sources, made once: fixed base scales for light, dark and
/// dark-high-contrast, and the functional file the fuzzer writes.
let folder: String = {
    let root = Harness.scratchFolder(
        "fuzz-primer", subfolders: ["tokens/base/color/light", "tokens/base/color/dark", "tokens/functional"])
    let base = root + "/tokens/base/color"
    let scale =
        "{ base: { color: { neutral: { '0': { $value: '#ffffff', $type: 'color' }, "
        + "'1': { $value: { colorSpace: 'hsl', components: [216, 27.8, 7.1], hex: '#0D1117' }, $type: 'color' } } } } }"
    for file in ["/light/light.json5", "/dark/dark.json5", "/dark/dark.high-contrast.json5"] {
        _ = Harness.write(Data(scale.utf8), to: base + file)
    }
    return root + "/tokens"
}()

/// libFuzzer's entry point: one input written as `tokens/functional/fg.json5` beside fixed base scales and
/// read by `PrimerImporter` (overrides, `alpha`, colour objects). A crash is a finding; so is an error
/// that does not name a file of the folder or says nothing, a token without values, and a theme without
/// a scheme.
@_cdecl("LLVMFuzzerTestOneInput")
func fuzzPrimer(_ bytes: UnsafePointer<UInt8>?, _ count: Int) -> CInt {
    let data = Harness.data(bytes, count)
    let file = folder + "/functional/fg.json5"
    guard Harness.write(data, to: file),
        let entries = try? FileManager.default.contentsOfDirectory(atPath: folder)
    else { return 0 }
    let unit = ImportUnit(folder: folder, entries: entries.sorted(), isExplicit: true)
    let importer = PrimerImporter()
    _ = importer.confidence(for: unit)
    _ = importer.recognitionReason(for: unit)
    do {
        Harness.checkTokens(try importer.importPalettes(unit)) { token in
            precondition(
                token.values.keys.allSatisfy { $0.scheme != nil }, "token \(token.name): theme without scheme")
        }
    } catch {
        Harness.check(error, inFolder: folder, file: file)
    }
    return 0
}
