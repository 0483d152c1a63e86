import ColorAudit
import Foundation
import Harness

/// libFuzzer's entry point: one input read as a palette (JSON when it starts with `{`, YAML otherwise);
/// when it imports, it is audited with every rule and rendered by the text and JSON reporters, then
/// audited again comparing all pairs of colours (`--all-pairs`: the colour-vision search's nearest mode).
/// A crash is a finding; so is a JSON report that Foundation cannot read back.
@_cdecl("LLVMFuzzerTestOneInput")
func fuzzAudit(_ bytes: UnsafePointer<UInt8>?, _ count: Int) -> CInt {
    let data = Harness.data(bytes, count)
    guard let palettes = Harness.importJSONOrYAML(data)?.palettes else { return 0 }
    for palette in palettes {
        let report = Auditor().audit(palette)
        _ = TextReporter(useColor: true, form: .full).render([report])
        let json = JSONReporter().render([report])
        guard (try? JSONSerialization.jsonObject(with: Data(json.utf8))) != nil else {
            fatalError("the JSON report is not valid JSON:\n\(json)")
        }
        _ = TextReporter(useColor: false).render([Auditor(configuration: Configuration(allPairs: true)).audit(palette)])
    }
    return 0
}
