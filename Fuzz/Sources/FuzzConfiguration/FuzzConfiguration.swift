import ColorAudit
import Foundation
import Harness

/// libFuzzer's entry point: one input read as a configuration file (`fuzz.yml`, `ConfigurationFile.parse`)
/// and applied to the defaults. A crash is a finding; so is an error that does not start with the file's
/// name or says nothing, and a configuration whose dump (`ConfigurationDump.yaml`, what `config --dump`
/// writes) does not read back to the same dump.
@_cdecl("LLVMFuzzerTestOneInput")
func fuzzConfiguration(_ bytes: UnsafePointer<UInt8>?, _ count: Int) -> CInt {
    let data = Harness.data(bytes, count)
    do {
        let file = try ConfigurationFile.parse(data, path: "fuzz.yml")
        let dump = ConfigurationDump.yaml(file.apply(to: Configuration()), filter: file.filter)
        let again = try ConfigurationFile.parse(Data(dump.utf8), path: "dumped.yml")
        let redump = ConfigurationDump.yaml(again.apply(to: Configuration()), filter: again.filter)
        precondition(redump == dump, "a dumped configuration does not read back the same")
    } catch {
        Harness.check(error.description, startsWith: "fuzz.yml")
    }
    return 0
}
