import Foundation
import Testing

@testable import ColorAudit
@testable import ColorScience

/// A repair checked on its changed files read again (`RepairCheck`): a pair failing there that the plan
/// did not leave holds the colour whose change caused it, and the repair is planned again without it.
/// #777777 on white is 4.48:1, #767676 the lightest grey reaching 4.5:1 (`PaletteRepairTests.greyOnWhite`).
@Suite("Repair checked on the changed files")
struct RepairCheckTests {
    func palette(_ yaml: String) throws -> Palette {
        let folder = try ImportTempFolder()
        let path = try folder.write("palette.yaml", yaml)
        return try #require(try importPaths([path]).first)
    }

    static let before = """
        colors:
          caption: { value: "#777777", role: text }
          page: { value: "#ffffff", role: background }
        """

    @Test("Changed files that read as planned keep the plan")
    func plannedReadsBack() throws {
        let group = [try palette(Self.before)]
        var reloads = 0
        let plan = RepairCheck.plan(
            group, configuration: Configuration(),
            edits: { changes in SourceRewrite.edits(changes) { _ in Array(Self.before.utf8) } },
            reload: { replaced in
                reloads += 1
                #expect(replaced.count == 1)
                let text = String(decoding: replaced.values.first ?? Data(), as: UTF8.self)
                #expect(text.contains("caption: { value: \"#767676\""))
                var read = try? palette(text)
                read?.file = group[0].file
                return read.map { [$0] }
            })
        #expect(reloads == 1)
        #expect(plan.changes.map(\.replacement) == ["#767676"])
        #expect(plan.unmet.isEmpty)
    }

    @Test("A pair failing in the changed files holds the colour changed, and says why")
    func brokenPairHoldsTheColour() throws {
        let group = [try palette(Self.before)]
        // The files as re-read: the change made (caption #767676) but a pair fails there that the plan
        // never checked (here the page read as #777777: caption on page 1.02:1).
        let broken = """
            colors:
              caption: { value: "#767676", role: text }
              page: { value: "#777777", role: background }
            """
        var reloads = 0
        let plan = RepairCheck.plan(
            group, configuration: Configuration(),
            edits: { changes in SourceRewrite.edits(changes) { _ in Array(Self.before.utf8) } },
            reload: { _ in
                reloads += 1
                var read = try? palette(broken)
                read?.file = group[0].file
                return read.map { [$0] }
            })
        // Planned again with caption held: white cannot get lighter, so nothing is changed.
        #expect(plan.changes.isEmpty)
        let left = try #require(plan.unmet.first)
        #expect(left.foreground == "caption")
        #expect(
            left.reason.contains("caption is held: changing it makes caption on page [any] fail in the changed files"))
        #expect(reloads == 1)
    }

    @Test("Files that do not read again hold every changed colour")
    func unreadableFiles() throws {
        let group = [try palette(Self.before)]
        let plan = RepairCheck.plan(
            group, configuration: Configuration(),
            edits: { changes in SourceRewrite.edits(changes) { _ in Array(Self.before.utf8) } },
            reload: { _ in nil })
        #expect(plan.changes.isEmpty)
        #expect(plan.unmet.first?.reason.contains("the files changed for caption would not read again") == true)
    }

    @Test("A reference replaced by a value holds the colour that replaced it, not every changed colour")
    func orphanedReferenceHoldsItsAlias() throws {
        // ink is named by caption and by swatch, so caption's new value replaces its reference (`{ink}` →
        // #767676) instead of being written at ink. The files as re-read here (as Aegis's themes.xml did
        // when `@color/…onSurfaceDim` was replaced) pair ink by its own role: ink on page, 4.48:1, fails.
        // caption's change caused it; hint's change did not and is kept.
        let before = """
            colors:
              ink: "#777777"
              caption: { value: "{ink}", role: text }
              swatch: { value: "{ink}", role: decorative }
              hint: { value: "#777777", role: text }
              page: { value: "#ffffff", role: background }
            """
        let group = [try palette(before)]
        let plan = RepairCheck.plan(
            group, configuration: Configuration(),
            edits: { changes in SourceRewrite.edits(changes) { _ in Array(before.utf8) } },
            reload: { replaced in
                var text = String(decoding: replaced.values.first ?? Data(), as: UTF8.self)
                if !text.contains("caption: { value: \"{ink}\"") {
                    text = text.replacingOccurrences(
                        of: "ink: \"#777777\"", with: "ink: { value: \"#777777\", role: text }")
                }
                var read = try? palette(text)
                read?.file = group[0].file
                return read.map { [$0] }
            })
        #expect(plan.changes.map(\.token) == ["hint"])
        #expect(plan.changes.first?.replacement == "#767676")
        let left = try #require(plan.unmet.first)
        #expect(plan.unmet.count == 1)
        #expect(left.foreground == "caption")
        #expect(left.reason.contains("caption is held: changing it makes ink on page [any] fail in the changed files"))
    }
}
