import ColorAudit
import Foundation
import Harness

/// The scratch folder, made once: the resources file the inputs are written to (the Android importer
/// reads files from disk) is `res/values-night/colors.xml`, so both appearances' paths are exercised by the
/// references; `layouts/res` is a second `res/` folder whose values are fixed (a theme with an attribute of
/// the app's own) and whose `layout/fuzz.xml` is the input, so that the layout reader
/// (`AndroidLayoutUses`) reads it too.
private let root: String = {
    let root = Harness.scratchFolder(
        "coloraudit-fuzz", subfolders: ["res/values-night", "layouts/res/values", "layouts/res/layout"])
    let values = """
        <resources><attr name="colorAccentAlternative" format="color"/><color name="grey">#949494</color>
        <style name="Theme.App" parent="Theme.Material3.Light"><item name="colorSurface">#FFFFFF</item>
        <item name="colorAccentAlternative">@color/grey</item></style></resources>
        """
    _ = Harness.write(Data(values.utf8), to: root + "/layouts/res/values/themes.xml")
    return root
}()
private let file = root + "/res/values-night/colors.xml"
private let layoutRes = root + "/layouts/res"
private let layoutFile = layoutRes + "/layout/fuzz.xml"

/// libFuzzer's entry point: one input as an Android `res/values-night/colors.xml`, read by the Android
/// importer through the standard registry (FoundationXML, external entities off), then as the layout
/// `res/layout/fuzz.xml` of a `res/` folder with fixed values. A crash is a finding; so is an error that
/// names another file, says nothing, or has no line; and so is any error at all from the folder with
/// the fuzzed layout (a layout never fails the import: at most a note at its file and line).
@_cdecl("LLVMFuzzerTestOneInput")
func fuzzAndroid(_ bytes: UnsafePointer<UInt8>?, _ count: Int) -> CInt {
    let data = Harness.data(bytes, count)
    guard Harness.write(data, to: file) else { return 0 }
    do {
        _ = try Harness.importFile(data, path: file, with: AndroidResourcesImporter())
    } catch {
        Harness.check(error, names: file)
    }
    guard Harness.write(data, to: layoutFile) else { return 0 }
    let unit = ImportUnit(folder: layoutRes, entries: ["layout", "values"], isExplicit: true)
    do {
        let palettes = try PaletteImporters.standard.importPalettes(unit, with: AndroidResourcesImporter())
        for note in palettes.flatMap(\.importNotes) where note.location.file == layoutFile {
            precondition(note.location.line >= 1 && !note.reason.isEmpty, "bad note: \(note)")
        }
    } catch {
        preconditionFailure("a layout failed the import: \(error)")
    }
    return 0
}
