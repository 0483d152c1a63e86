import ColorAudit
import Foundation

/// libFuzzer's entry point: one input read as a palette (JSON when it starts with `{`, YAML otherwise);
/// when it imports, it is audited with every rule and rendered by the text and JSON reporters, then
/// audited again comparing all pairs of colours (`--all-pairs`: the colour-vision search's nearest mode).
/// A crash is a finding; so is a JSON report that Foundation cannot read back.
@_cdecl("LLVMFuzzerTestOneInput")
func fuzzAudit(_ bytes: UnsafePointer<UInt8>?, _ count: Int) -> CInt {
    let data = bytes.map { Data(bytes: $0, count: count) } ?? Data()
    let path = data.first == UInt8(ascii: "{") ? "fuzz.json" : "fuzz.yaml"
    let unit = ImportUnit(file: path, contents: data, isExplicit: true)
    guard let importer = PaletteImporters.standard.importer(forNamed: unit),
        let palettes = try? PaletteImporters.standard.importPalettes(unit, with: importer)
    else { return 0 }
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
