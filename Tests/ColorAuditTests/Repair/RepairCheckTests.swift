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

    @Test("A reference to a shared colour is not replaced, so no re-read pairs the colour it named")
    func sharedReferenceKept() throws {
        // ink is named by caption and by swatch: a new value replacing caption's reference (`{ink}` →
        // #767676) would part the two, and the files re-read (as Aegis's themes.xml did when
        // `@color/…onSurfaceDim` was replaced) would pair ink by its own role: ink on page, 4.48:1. The
        // reference is kept and caption's pair is left as a design decision; hint's change is made.
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
        #expect(left.reason.hasPrefix("needs a design decision: caption names ink, which swatch also names; "))
    }

    /// ΔE00 between two sRGB greys (a* = b* = 0): ΔL* / S_L, L* = 116 Y^(1/3) − 16 (903.3 Y at
    /// Y ≤ 0.008856), S_L = 1 + 0.015 (L̄ − 50)² / √(20 + (L̄ − 50)²) (CIE 15, CIEDE2000).
    func greyDifference(_ a: Double, _ b: Double) -> Double {
        func lightness(_ v: Double) -> Double {
            let y = HandWCAG.luminance(v)
            return y <= 216.0 / 24389 ? 24389.0 / 27 * y : 116 * cbrt(y) - 16
        }
        let (first, second) = (lightness(a), lightness(b))
        let mean = (first + second) / 2
        return abs(second - first) / (1 + 0.015 * pow(mean - 50, 2) / (20 + pow(mean - 50, 2)).squareRoot())
    }

    @Test("A held colour whose other change meeting the pair is larger than ΔE00 50 leaves a design decision")
    func heldColourNeedsADesignDecision() throws {
        // Black text (fixed) on a fill aliasing gray.100 #0d0d0d: (0.0039 + 0.05) / 0.05 = 1.08:1. The
        // other step, gray.900 #f0f0f0, meets 4.5:1 but is ΔE00 91.0 away (`RepairPreferenceTests
        // .largestChange`). A new value written at gray.100, which only the fill names, is nearer: 4.5:1
        // over black needs L ≥ 4.5 × 0.05 − 0.05 = 0.175, first reached by the grey byte 0x75 (L 0.1779,
        // 4.56:1; 0x74 gives L 0.1746, 4.49:1). From L* 3.56 to L* 49.24 (mean 26.40,
        // S_L = 1 + 0.015 × 23.60² / √(20 + 23.60²) = 1.348) that is ΔE00 45.68 / 1.348 = 33.9, within 50.
        // The files as re-read pair label #aaaaaa with the fill (as Figma SDS's re-read dark theme paired
        // `icon.brand.on-brand` with its more opaque `background.brand`): (0.402 + 0.05) / (0.178 + 0.05) =
        // 1.98:1, failing. The fill is held, and the one change left meeting its text is the step beyond 50.
        #expect(abs(HandWCAG.ratio(0, HandWCAG.luminance(0x75)) - 4.56) < 0.01)
        #expect(HandWCAG.ratio(0, HandWCAG.luminance(0x74)) < 4.5)
        #expect(HandWCAG.ratio(HandWCAG.luminance(0xaa), HandWCAG.luminance(0x75)) < 4.5)
        #expect(HandWCAG.ratio(HandWCAG.luminance(0xaa), HandWCAG.luminance(0x0d)) >= 4.5)
        let before = """
            colors:
              gray.100: "#0d0d0d"
              gray.900: "#f0f0f0"
              ink: { value: "#000000", role: text }
              fill: { value: "{gray.100}", role: background }
            fixed: [ink]
            """
        let group = [try palette(before)]
        var written: [String] = []
        let plan = RepairCheck.plan(
            group, configuration: Configuration(),
            edits: { changes in SourceRewrite.edits(changes) { _ in Array(before.utf8) } },
            reload: { replaced in
                let text = String(decoding: replaced.values.first ?? Data(), as: UTF8.self)
                written.append(text)
                let label = "\n  label: { value: \"#aaaaaa\", role: text }"
                var read = try? palette(text.replacingOccurrences(of: "\nfixed:", with: label + "\nfixed:"))
                read?.file = group[0].file
                return read.map { [$0] }
            })
        #expect(abs(greyDifference(0x0d, 0x75) - 33.9) < 0.1)
        #expect(written.count == 1)
        #expect(written.first?.contains("gray.100: \"#757575\"") == true)
        #expect(plan.changes.isEmpty)
        let left = try #require(plan.unmet.first)
        #expect(plan.unmet.count == 1)
        let prefix = "needs a design decision: the nearest change meeting it, fill {gray.100} → {gray.900} (ΔE00 "
        let suffix =
            "), is larger than the ΔE00 50 the repair changes a colour by (ink is fixed; fill is held: changing it "
            + "makes label on fill [any] fail in the changed files)"
        #expect(left.reason.hasPrefix(prefix))
        #expect(left.reason.hasSuffix(suffix))
        let named = Double(left.reason.dropFirst(prefix.count).dropLast(suffix.count)) ?? 0
        #expect(abs(named - greyDifference(0x0d, 0xf0)) < 0.05)
    }
}
