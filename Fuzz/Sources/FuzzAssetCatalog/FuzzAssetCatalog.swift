import ColorAudit
import Foundation

/// The colour set file the inputs are written to (the asset catalog importer reads files from disk).
private let folder = FileManager.default.temporaryDirectory.appendingPathComponent(
    "coloraudit-fuzz-\(ProcessInfo.processInfo.processIdentifier).colorset")
private let file = folder.appendingPathComponent("Contents.json")

/// libFuzzer's entry point: one input as a colour set's `Contents.json`, read by the asset catalog
/// importer through the standard registry. A crash is a finding; so is an error that names another
/// file or says nothing.
@_cdecl("LLVMFuzzerTestOneInput")
func fuzzAssetCatalog(_ bytes: UnsafePointer<UInt8>?, _ count: Int) -> CInt {
    let data = bytes.map { Data(bytes: $0, count: count) } ?? Data()
    try? FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
    guard (try? data.write(to: file)) != nil else { return 0 }
    do {
        let unit = ImportUnit(file: file.path, contents: data, isExplicit: true)
        _ = try PaletteImporters.standard.importPalettes(unit, with: AssetCatalogImporter())
    } catch {
        precondition(error.location.file == file.path && !error.message.isEmpty, "bad error: \(error)")
    }
    return 0
}
