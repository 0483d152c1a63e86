import ColorAudit
import Foundation
import Harness

/// The catalog the inputs are written into, made once: `caption.colorset/Contents.json` is the input,
/// `page` a fixed white (dark: black) colour set it is paired on as text (`fixed:`, never moved).
private let catalog: String = {
    let catalog =
        Harness.scratchFolder(
            "coloraudit-fuzz-repair", subfolders: ["fuzz.xcassets/caption.colorset", "fuzz.xcassets/page.colorset"])
        + "/fuzz.xcassets"
    _ = Harness.write(Data(page.utf8), to: catalog + "/page.colorset/Contents.json")
    return catalog
}()
private let file = catalog + "/caption.colorset/Contents.json"
private let page = """
    {
      "colors" : [
        { "color" : { "color-space" : "srgb", "components" : { "alpha" : "1.000", "blue" : "1.000", "green" : "1.000", "red" : "1.000" } }, "idiom" : "universal" },
        { "appearances" : [ { "appearance" : "luminosity", "value" : "dark" } ], "color" : { "color-space" : "srgb", "components" : { "alpha" : "1.000", "blue" : "0.000", "green" : "0.000", "red" : "0.000" } }, "idiom" : "universal" }
      ]
    }
    """
/// `caption` on `page` as text, in every appearance; `page` is fixed, so only the input is rewritten.
private let configuration: Configuration = {
    let text = "fixed: [page]\npairs:\n  - { foreground: caption, background: page, usage: text }\n"
    return try! ConfigurationFile.parse(Data(text.utf8), path: "fuzz.yml").apply(to: Configuration())
}()

/// The catalog's palette, or `nil` when it does not import.
private func importCatalog() -> Palette? {
    let unit = ImportUnit(folder: catalog, entries: ["caption.colorset", "page.colorset"], isExplicit: true)
    return (try? PaletteImporters.standard.importPalettes(unit, with: AssetCatalogImporter()))?.first
}

/// libFuzzer's entry point: one input as the `Contents.json` of a colour set paired on a fixed
/// background, repaired as `coloraudit fix` does (`PaletteRepair`) and written into the same bytes
/// (`SourceRewrite.apply`). A crash is a finding; so is a rewrite that Foundation cannot read as JSON,
/// changes the number of lines or any byte but the digits and `x` of component values, or whose
/// colours, read again, do not meet the pairs the plan said it met.
@_cdecl("LLVMFuzzerTestOneInput")
func fuzzColorSetRepair(_ bytes: UnsafePointer<UInt8>?, _ count: Int) -> CInt {
    let data = Harness.data(bytes, count)
    guard Harness.write(data, to: file), let palette = importCatalog()
    else { return 0 }
    let plan = PaletteRepair.plan(palette, configuration: configuration)
    let changes = plan.changes.filter { $0.location.file == file }
    guard !changes.isEmpty else { return 0 }
    let edit = SourceRewrite.apply(changes, to: [UInt8](data), file: file)
    guard edit.problems.isEmpty else {
        precondition(edit.after == edit.before, "a rewrite with problems changed the file")
        return 0
    }
    precondition(
        (try? JSONSerialization.jsonObject(with: Data(edit.after))) != nil, "the rewritten colour set is not JSON")
    // Only component values change: the same lines, and the same bytes once hex digits, `.` and `-` go.
    func kept(_ bytes: [UInt8]) -> [UInt8] {
        bytes.filter { byte in
            let isHexDigit = (byte >= 0x30 && byte <= 0x39) || ((byte | 0x20) >= 0x61 && (byte | 0x20) <= 0x66)
            return !isHexDigit && byte != UInt8(ascii: ".") && byte != UInt8(ascii: "-")
        }
    }
    precondition(kept(edit.before) == kept(edit.after), "a byte other than a component value changed")
    precondition(
        edit.before.filter { $0 == 0x0A }.count == edit.after.filter { $0 == 0x0A }.count, "the line count changed")
    // Read again, the new colours are the plan's and the pairs it met pass.
    guard Harness.write(Data(edit.after), to: file), let again = importCatalog() else {
        preconditionFailure("the rewritten colour set does not import")
    }
    let tokens = Dictionary(again.tokens.map { ($0.name, $0) }, uniquingKeysWith: { first, _ in first })
    for change in changes {
        // On its line (a one-line file's columns move when an earlier value's text gets longer).
        let values = tokens[change.token]?.values.values.filter { $0.location.line == change.location.line } ?? []
        let b = change.after.converted(to: .srgb).components
        let found = values.contains { value in
            let a = value.color.converted(to: .srgb).components
            return abs(a.x - b.x) < 1e-6 && abs(a.y - b.y) < 1e-6 && abs(a.z - b.z) < 1e-6
                && value.color.alpha == change.after.alpha
        }
        precondition(found, "\(change.location): \(change.replacement) is not read back")
    }
    let replan = PaletteRepair.plan(again, configuration: configuration)
    precondition(replan.failingBefore <= plan.unmet.count, "pairs the plan met fail after the rewrite")
    return 0
}
