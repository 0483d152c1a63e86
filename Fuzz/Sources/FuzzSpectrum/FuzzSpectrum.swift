import ColorAudit
import Foundation
import Harness

/// A folder of Spectrum token files, made once: a fixed `color-palette.json` (colour sets light, dark,
/// darkest, wireframe) beside the file the fuzzer writes.
let folder: String = {
    let root = Harness.scratchFolder("fuzz-spectrum", subfolders: ["src"]) + "/src"
    let palette = """
        {"gray-800": {"$schema": "https://opensource.adobe.com/spectrum-design-data/schemas/token-types/color-set.json",
          "sets": {"light": {"value": "rgb(41, 41, 41)", "uuid": "u1"}, "dark": {"value": "rgb(219, 219, 219)"},
          "darkest": {"value": "rgb(235, 235, 235)"}, "wireframe": {"value": "rgb(44, 44, 44)"}}, "uuid": "u0"},
         "accent-color-900": {"sets": {"spectrum": {"value": "{gray-800}"}, "express": {"value": "rgba(0, 0, 0, 0.5)"}}}}
        """
    _ = Harness.write(Data(palette.utf8), to: root + "/color-palette.json")
    return root
}()

/// libFuzzer's entry point: one input written as `src/color-aliases.json` beside a fixed palette file and
/// read as a folder by `SpectrumImporter`, then alone as a file. A crash is a finding; so is an error that
/// does not name a file of the folder or has no line in the fuzzed file, an empty message, a token without
/// values, a `wireframe` appearance, and an appearance without a scheme in a palette with themes.
@_cdecl("LLVMFuzzerTestOneInput")
func fuzzSpectrum(_ bytes: UnsafePointer<UInt8>?, _ count: Int) -> CInt {
    let data = Harness.data(bytes, count)
    let file = folder + "/color-aliases.json"
    guard Harness.write(data, to: file),
        let entries = try? FileManager.default.contentsOfDirectory(atPath: folder)
    else { return 0 }
    let importer = SpectrumImporter()
    for unit in [
        ImportUnit(folder: folder, entries: entries.sorted(), isExplicit: true),
        ImportUnit(file: file, contents: data, isExplicit: true),
    ] {
        _ = importer.confidence(for: unit)
        _ = importer.recognitionReason(for: unit)
        do {
            Harness.checkTokens(try importer.importPalettes(unit)) { token in
                precondition(
                    !token.values.keys.contains { $0.name.lowercased().contains("wireframe") },
                    "token \(token.name): wireframe audited")
                if token.values.count > 1 {
                    precondition(
                        token.values.keys.allSatisfy { $0.scheme != nil }, "token \(token.name): theme without scheme")
                }
            }
        } catch {
            Harness.check(error, inFolder: folder, file: file)
        }
    }
    return 0
}
