import ColorAudit
import Foundation
import Harness

/// The folder the configuration is read in: a scratch folder of this process holding empty files at the paths
/// the seeds' `themes:` patterns name (the Primer fixture's token files), so that a `themes:` pattern matches
/// files and walks a fixed tree. Read in libFuzzer's working folder (`Fuzz/.build`, 16,000 files of corpora and
/// build products and growing), the `themes.yml` seed took 2.8 s of CPU, past the 60 s per-input limit in wall
/// time at nice 19 under a load of 22 (2026-12-06), and a result that depends on the corpus is no result.
let folder: String = {
    let tokens = "Tests/ColorAuditTests/Fixtures/Primer/src/tokens/"
    let files = [
        "base/color/dark/dark.dimmed.json5", "base/color/dark/dark.high-contrast.json5", "base/color/dark/dark.json5",
        "base/color/light/light.high-contrast.json5", "base/color/light/light.json5",
        "functional/color/bgColor.json5", "functional/color/fgColor.json5", "removed/removed.json5",
    ].map { tokens + $0 }
    let root = Harness.scratchFolder(
        "FuzzConfiguration", subfolders: Set(files.map { ($0 as NSString).deletingLastPathComponent }).sorted())
    for file in files { _ = Harness.write(Data(), to: root + "/" + file) }
    return root
}()

/// libFuzzer's entry point: one input read as a configuration file (`fuzz.yml` in `folder`,
/// `ConfigurationFile.parse`) and applied to the defaults. A crash is a finding; so is an error that does not
/// start with the file's path or says nothing, and a configuration whose dump (`ConfigurationDump.yaml`, what
/// `config --dump` writes) does not read back to the same dump.
@_cdecl("LLVMFuzzerTestOneInput")
func fuzzConfiguration(_ bytes: UnsafePointer<UInt8>?, _ count: Int) -> CInt {
    let data = Harness.data(bytes, count)
    let path = folder + "/fuzz.yml"
    do {
        let file = try ConfigurationFile.parse(data, path: path)
        let dump = ConfigurationDump.yaml(file.apply(to: Configuration()), filter: file.filter)
        let again = try ConfigurationFile.parse(Data(dump.utf8), path: folder + "/dumped.yml")
        let redump = ConfigurationDump.yaml(again.apply(to: Configuration()), filter: again.filter)
        precondition(redump == dump, "a dumped configuration does not read back the same")
    } catch {
        Harness.check(error.description, startsWith: path)
    }
    return 0
}
