import ColorAudit
import Foundation

/// A folder of Spectrum token files, made once: a fixed `color-palette.json` (colour sets light, dark,
/// darkest, wireframe) beside the file the fuzzer writes.
let folder: String = {
    let root = FileManager.default.temporaryDirectory.appendingPathComponent("fuzz-spectrum-\(getpid())").path + "/src"
    try? FileManager.default.createDirectory(atPath: root, withIntermediateDirectories: true)
    let palette = """
        {"gray-800": {"$schema": "https://opensource.adobe.com/spectrum-design-data/schemas/token-types/color-set.json",
          "sets": {"light": {"value": "rgb(41, 41, 41)", "uuid": "u1"}, "dark": {"value": "rgb(219, 219, 219)"},
          "darkest": {"value": "rgb(235, 235, 235)"}, "wireframe": {"value": "rgb(44, 44, 44)"}}, "uuid": "u0"},
         "accent-color-900": {"sets": {"spectrum": {"value": "{gray-800}"}, "express": {"value": "rgba(0, 0, 0, 0.5)"}}}}
        """
    try? Data(palette.utf8).write(to: URL(fileURLWithPath: root + "/color-palette.json"))
    return root
}()

/// libFuzzer's entry point: one input written as `src/color-aliases.json` beside a fixed palette file and
/// read as a folder by `SpectrumImporter`, then alone as a file. A crash is a finding; so is an error that
/// does not name a file of the folder or has no line in the fuzzed file, an empty message, a token without
/// values, a `wireframe` appearance, and an appearance without a scheme in a palette with themes.
@_cdecl("LLVMFuzzerTestOneInput")
func fuzzSpectrum(_ bytes: UnsafePointer<UInt8>?, _ count: Int) -> CInt {
    let data = bytes.map { Data(bytes: $0, count: count) } ?? Data()
    let file = folder + "/color-aliases.json"
    guard (try? data.write(to: URL(fileURLWithPath: file))) != nil,
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
            for palette in try importer.importPalettes(unit) {
                for token in palette.tokens {
                    precondition(!token.values.isEmpty, "token \(token.name) without values")
                    precondition(
                        !token.values.keys.contains { $0.name.lowercased().contains("wireframe") },
                        "token \(token.name): wireframe audited")
                    if token.values.count > 1 {
                        precondition(
                            token.values.keys.allSatisfy { $0.scheme != nil },
                            "token \(token.name): theme without scheme")
                    }
                }
            }
        } catch {
            for problem in error.listed {
                precondition(
                    problem.location.file.hasPrefix(folder) && !problem.message.isEmpty, "bad error: \(problem)")
                precondition(problem.location.file != file || problem.location.line >= 1, "no line: \(problem)")
            }
        }
    }
    return 0
}
