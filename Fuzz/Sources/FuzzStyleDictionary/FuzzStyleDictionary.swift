import ColorAudit
import Foundation
import Harness

/// libFuzzer's entry point: one input read by the Style Dictionary importer as a JSON5 source file
/// (`fuzz.json5`) and as JSON (`fuzz.json`), with its `darkValue`/`hcValue`/`hcDarkValue` appearances.
/// A crash is a finding; so is an error that does not name the file or says nothing, and so is a
/// palette holding a value for an appearance that no token of it defines.
@_cdecl("LLVMFuzzerTestOneInput")
func fuzzStyleDictionary(_ bytes: UnsafePointer<UInt8>?, _ count: Int) -> CInt {
    let data = Harness.data(bytes, count)
    for path in ["fuzz.json5", "fuzz.json"] {
        let unit = ImportUnit(file: path, contents: data, isExplicit: true)
        let importer = StyleDictionaryImporter()
        _ = importer.confidence(for: unit)
        do {
            Harness.checkTokens(try importer.importPalettes(unit)) { token in
                precondition(
                    token.values.keys.allSatisfy { Appearance.standard.contains($0) },
                    "token \(token.name) with an appearance Style Dictionary does not have")
            }
        } catch {
            Harness.check(error, names: path)
        }
    }
    return 0
}
