import ColorAudit
import Foundation

/// A folder of Primer token sources, made once: fixed base scales for light, dark and
/// dark-high-contrast, and the functional file the fuzzer writes.
let folder: String = {
    let root = FileManager.default.temporaryDirectory.appendingPathComponent("fuzz-primer-\(getpid())").path
    let base = root + "/tokens/base/color"
    try? FileManager.default.createDirectory(atPath: base + "/light", withIntermediateDirectories: true)
    try? FileManager.default.createDirectory(atPath: base + "/dark", withIntermediateDirectories: true)
    try? FileManager.default.createDirectory(atPath: root + "/tokens/functional", withIntermediateDirectories: true)
    let scale =
        "{ base: { color: { neutral: { '0': { $value: '#ffffff', $type: 'color' }, "
        + "'1': { $value: { colorSpace: 'hsl', components: [216, 27.8, 7.1], hex: '#0D1117' }, $type: 'color' } } } } }"
    try? Data(scale.utf8).write(to: URL(fileURLWithPath: base + "/light/light.json5"))
    try? Data(scale.utf8).write(to: URL(fileURLWithPath: base + "/dark/dark.json5"))
    try? Data(scale.utf8).write(to: URL(fileURLWithPath: base + "/dark/dark.high-contrast.json5"))
    return root + "/tokens"
}()

/// libFuzzer's entry point: one input written as `tokens/functional/fg.json5` beside fixed base scales and
/// read by `PrimerImporter` (overrides, `alpha`, colour objects). A crash is a finding; so is an error
/// that does not name a file of the folder or says nothing, a token without values, and a theme without
/// a scheme.
@_cdecl("LLVMFuzzerTestOneInput")
func fuzzPrimer(_ bytes: UnsafePointer<UInt8>?, _ count: Int) -> CInt {
    let data = bytes.map { Data(bytes: $0, count: count) } ?? Data()
    let file = folder + "/functional/fg.json5"
    guard (try? data.write(to: URL(fileURLWithPath: file))) != nil,
        let entries = try? FileManager.default.contentsOfDirectory(atPath: folder)
    else { return 0 }
    let unit = ImportUnit(folder: folder, entries: entries.sorted(), isExplicit: true)
    let importer = PrimerImporter()
    _ = importer.confidence(for: unit)
    _ = importer.recognitionReason(for: unit)
    do {
        for palette in try importer.importPalettes(unit) {
            for token in palette.tokens {
                precondition(!token.values.isEmpty, "token \(token.name) without values")
                precondition(
                    token.values.keys.allSatisfy { $0.scheme != nil }, "token \(token.name): theme without scheme")
            }
        }
    } catch {
        for problem in error.listed {
            precondition(problem.location.file.hasPrefix(folder) && !problem.message.isEmpty, "bad error: \(problem)")
            precondition(problem.location.file != file || problem.location.line >= 1, "no line: \(problem)")
        }
    }
    return 0
}
