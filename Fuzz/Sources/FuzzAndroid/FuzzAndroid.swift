import ColorAudit
import Foundation

/// The resources file the inputs are written to (the Android importer reads files from disk), in a
/// `values-night` folder so both appearances' paths are exercised by the references.
private let folder = FileManager.default.temporaryDirectory.appendingPathComponent(
    "coloraudit-fuzz-\(ProcessInfo.processInfo.processIdentifier)/res/values-night")
private let file = folder.appendingPathComponent("colors.xml")

/// A second `res/` folder whose values are fixed (a theme with an attribute of the app's own) and whose
/// `layout/fuzz.xml` is the input, so that the layout reader (`AndroidLayoutUses`) reads it too.
private let layoutRes = FileManager.default.temporaryDirectory.appendingPathComponent(
    "coloraudit-fuzz-\(ProcessInfo.processInfo.processIdentifier)/layouts/res")
private let layoutFile = layoutRes.appendingPathComponent("layout/fuzz.xml")
private let layoutValues = """
    <resources><attr name="colorAccentAlternative" format="color"/><color name="grey">#949494</color>
    <style name="Theme.App" parent="Theme.Material3.Light"><item name="colorSurface">#FFFFFF</item>
    <item name="colorAccentAlternative">@color/grey</item></style></resources>
    """

/// libFuzzer's entry point: one input as an Android `res/values-night/colors.xml`, read by the Android
/// importer through the standard registry (FoundationXML, external entities off), then as the layout
/// `res/layout/fuzz.xml` of a `res/` folder with fixed values. A crash is a finding; so is an error that
/// names another file, says nothing, or has no line; and so is any error at all from the folder with
/// the fuzzed layout (a layout never fails the import: at most a note at its file and line).
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
    let values = layoutRes.appendingPathComponent("values")
    try? FileManager.default.createDirectory(at: values, withIntermediateDirectories: true)
    try? FileManager.default.createDirectory(
        at: layoutFile.deletingLastPathComponent(), withIntermediateDirectories: true)
    guard (try? Data(layoutValues.utf8).write(to: values.appendingPathComponent("themes.xml"))) != nil,
        (try? data.write(to: layoutFile)) != nil
    else { return 0 }
    let unit = ImportUnit(folder: layoutRes.path, entries: ["layout", "values"], isExplicit: true)
    do {
        let palettes = try PaletteImporters.standard.importPalettes(unit, with: AndroidResourcesImporter())
        for note in palettes.flatMap(\.importNotes) where note.location.file == layoutFile.path {
            precondition(note.location.line >= 1 && !note.reason.isEmpty, "bad note: \(note)")
        }
    } catch {
        preconditionFailure("a layout failed the import: \(error)")
    }
    return 0
}
