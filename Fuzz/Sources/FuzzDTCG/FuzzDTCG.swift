import ColorAudit
import Foundation
import Harness

/// libFuzzer's entry point: one input read by the DTCG importer, as JSON (`fuzz.tokens.json`) and as
/// JSON5 (`fuzz.json5`). A crash is a finding; so is an error that does not name the file or says
/// nothing, and an "invalid JSON" error for text Foundation reads, unless it is one of the strict
/// checks Foundation does not make (trailing commas, duplicate keys, nesting deeper than 64 levels).
/// Then the input is a token package's night palette and one of its source files (`DTCGPackage`), beside
/// a day palette and a source file of semantic tokens that refer to it: an error names a file of the package.
@_cdecl("LLVMFuzzerTestOneInput")
func fuzzDTCG(_ bytes: UnsafePointer<UInt8>?, _ count: Int) -> CInt {
    let data = Harness.data(bytes, count)
    for path in ["fuzz.tokens.json", "fuzz.json5"] {
        do {
            _ = try DTCGImporter().importPalettes(ImportUnit(file: path, contents: data, isExplicit: true))
        } catch {
            Harness.check(error, names: path)
            let strictOnly = ["comma", "duplicate", "nesting", "finite", "2^53"].contains { error.message.contains($0) }
            // Foundation stops reading at a NUL byte (it took `6\0\0\0/` for 6); RFC 8259 does not.
            if !data.contains(0), path.hasSuffix(".json"), error.message.hasPrefix("invalid JSON:"), !strictOnly,
                (try? JSONSerialization.jsonObject(with: data, options: [.fragmentsAllowed])) != nil
            {
                fatalError("valid JSON refused: \(error)")
            }
        }
    }
    let package = packageFolder
    let written = ["themes/x-night/palette.json", "tokens/source/fuzz.json"].allSatisfy {
        Harness.write(data, to: package + "/" + $0)
    }
    if written, let entries = ImportUnit.folderEntries(package) {
        do {
            _ = try DTCGImporter().importPalettes(ImportUnit(folder: package, entries: entries, isExplicit: true))
        } catch {
            Harness.check(error, inFolder: package + "/", file: package + "/themes/x-night/palette.json")
            Harness.check(error, inFolder: package + "/", file: package + "/tokens/source/fuzz.json")
        }
    }
    return 0
}

/// A token package of this process: a day palette and semantic tokens over it (the night palette and a
/// second source file are each input).
let packageFolder: String = {
    let folder = Harness.scratchFolder("dtcg-package", subfolders: ["themes/x-day", "themes/x-night", "tokens/source"])
    _ = Harness.write(
        Data(##"{"color":{"palette":{"$type":"color","n0":{"$value":"#ffffff"},"n9":{"$value":"#161616"}}}}"##.utf8),
        to: folder + "/themes/x-day/palette.json")
    let semantic =
        #"{"color":{"text":{"$type":"color","default":{"$value":"{color.palette.n9}"}},"#
        + #""background":{"$type":"color","default":{"$value":"{color.palette.n0}"}}}}"#
    _ = Harness.write(
        Data(semantic.utf8),
        to: folder + "/tokens/source/semantic.json")
    return folder
}()
