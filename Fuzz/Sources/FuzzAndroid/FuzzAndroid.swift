import ColorAudit
import Foundation

/// The resources file the inputs are written to (the Android importer reads files from disk), in a
/// `values-night` folder so both appearances' paths are exercised by the references.
private let folder = FileManager.default.temporaryDirectory.appendingPathComponent(
    "coloraudit-fuzz-\(ProcessInfo.processInfo.processIdentifier)/res/values-night")
private let file = folder.appendingPathComponent("colors.xml")

/// libFuzzer's entry point: one input as an Android `res/values-night/colors.xml`, read by the Android
/// importer through the standard registry (FoundationXML, external entities off). A crash is a finding;
/// so is an error that names another file, says nothing, or has no line.
@_cdecl("LLVMFuzzerTestOneInput")
func fuzzAndroid(_ bytes: UnsafePointer<UInt8>?, _ count: Int) -> CInt {
    let data = bytes.map { Data(bytes: $0, count: count) } ?? Data()
    try? FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
    guard (try? data.write(to: file)) != nil else { return 0 }
    do {
        let unit = ImportUnit(file: file.path, contents: data, isExplicit: true)
        _ = try PaletteImporters.standard.importPalettes(unit, with: AndroidResourcesImporter())
    } catch {
        precondition(error.location.file == file.path && !error.message.isEmpty, "bad error: \(error)")
    }
    return 0
}
