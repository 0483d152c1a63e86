import ColorAudit
import Foundation
import Harness

/// libFuzzer's entry point: one input read as a palette (JSON when it starts with `{`, YAML otherwise);
/// when it imports, its repair is planned (`PaletteRepair`, as `coloraudit fix`) and written into the
/// same bytes (`SourceRewrite.apply`). A crash is a finding; so is a rewrite that changes the number of
/// lines or a line before the first changed value, or a plan change whose value does not parse.
@_cdecl("LLVMFuzzerTestOneInput")
func fuzzRepair(_ bytes: UnsafePointer<UInt8>?, _ count: Int) -> CInt {
    let data = Harness.data(bytes, count)
    guard let (path, palettes) = Harness.importJSONOrYAML(data) else { return 0 }
    for palette in palettes {
        let plan = PaletteRepair.plan(palette, configuration: Configuration())
        for change in plan.changes where change.repointed == nil && !change.replacement.hasPrefix("{") {
            guard (try? CSSColorParser.parse(change.replacement)) != nil || change.replacement.hasPrefix("#") else {
                fatalError("a new value does not parse: \(change.replacement)")
            }
        }
        let changes = plan.changes.filter { $0.location.file == path }
        guard !changes.isEmpty else { continue }
        let edit = SourceRewrite.apply(changes, to: [UInt8](data), file: path)
        guard edit.problems.isEmpty else { continue }
        let before = String(decoding: edit.before, as: UTF8.self).split(
            separator: "\n", omittingEmptySubsequences: false)
        let after = String(decoding: edit.after, as: UTF8.self).split(separator: "\n", omittingEmptySubsequences: false)
        guard before.count == after.count else { fatalError("the rewrite changed the number of lines") }
        let first = changes.map(\.location.line).min()! - 1
        for line in 0..<min(first, before.count) where before[line] != after[line] {
            fatalError("line \(line + 1) changed before the first changed value")
        }
    }
    return 0
}
