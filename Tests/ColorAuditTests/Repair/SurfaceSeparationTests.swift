import Foundation
import Testing

@testable import ColorAudit
@testable import ColorScience

/// The repair keeps distinct surfaces apart (`PaletteRepair.surfaceSeparation`), on hand-made palettes
/// where moving a surface onto another would be the cheapest repair. The expectations follow from the
/// WCAG 2.2 relative luminance and contrast ratio definitions and, for neutral greys (a* = b* = 0), from
/// CIEDE2000 reducing to ΔL* / S_L with S_L = 1 + 0.015 (L̄ − 50)² / √(20 + (L̄ − 50)²) (Sharma, Wu & Dalal
/// 2005, eq. 16; L* = 116 ∛Y − 16).
@Suite("Surface separation in the repair")
struct SurfaceSeparationTests {
    /// The plan of a palette written in our YAML format, with its file (kept while `folder` lives).
    func plan(_ yaml: String) throws -> (plan: RepairPlan, path: String, folder: ImportTempFolder) {
        let folder = try ImportTempFolder()
        let path = try folder.write("palette.yaml", yaml)
        let palette = try #require(try importPaths([path]).first)
        return (PaletteRepair.plan(palette, configuration: Configuration()), path, folder)
    }

    /// The palette of `path` after `plan`'s changes are written, read again.
    func applied(_ plan: RepairPlan, _ path: String) throws -> Palette {
        let bytes = [UInt8](try Data(contentsOf: URL(fileURLWithPath: path)))
        let edit = SourceRewrite.apply(plan.changes, to: bytes, file: path)
        #expect(edit.problems.isEmpty)
        try Data(edit.after).write(to: URL(fileURLWithPath: path))
        return try #require(try importPaths([path]).first)
    }

    func color(_ palette: Palette, _ name: String) throws -> Color {
        try #require(palette.tokens.first { $0.name == name }?.resolve(.any)?.value.color)
    }

    @Test("A surface is not re-pointed onto another surface's step: a new value apart from both")
    func aliasNotMerged() throws {
        // ink #595959 (fixed) is 3.23:1 on gray.400 #b0b0b0 and 6.15:1 on gray.300 #f0f0f0, so re-pointing
        // subtle-primary to gray.300 passes — and makes it subtle-secondary's colour. The nearest grey
        // lighter than #b0b0b0 reaching 4.5:1 with #595959 is #d0d0d0 (4.54:1; #cfcfcf is 4.496:1), ΔE00
        // 7.15 from #f0f0f0 and 10.18 from white: it is written at gray.400, which only subtle-primary names.
        let (result, path, folder) = try plan(
            """
            fixed: [ink]
            colors:
              gray.300: "#f0f0f0"
              gray.400: "#b0b0b0"
              ink: { value: "#595959", role: text }
              page: { value: "#ffffff", role: background }
              subtle-secondary: { value: "{gray.300}", role: background }
              subtle-primary: { value: "{gray.400}", role: background }
            """)
        #expect(result.unmet.isEmpty)
        #expect(result.changes.count == 1)
        let change = try #require(result.changes.first)
        #expect(change.token == "gray.400")
        #expect(change.aliasedBy == "subtle-primary")
        #expect(change.replacement == "#d0d0d0")
        let after = try applied(result, path)
        withExtendedLifetime(folder) {}
        let surfaces = try ["page", "subtle-secondary", "subtle-primary"].map { try color(after, $0) }
        for i in surfaces.indices {
            for j in surfaces.indices where i < j {
                #expect(DeltaE2000.between(surfaces[i], surfaces[j]) >= PaletteRepair.surfaceSeparation)
            }
        }
        let ink = try color(after, "ink")
        for surface in surfaces { #expect(ContrastRatio.meets(ContrastRatio.of(ink, surface), 4.5)) }
    }

    @Test("A hover surface is not moved nearer the page than it is: the pair is left, saying why")
    func hoverLeft() throws {
        // ink #737373 (fixed) is 4.74:1 on white and 4.35:1 on hover #f5f5f5. A background keeps its side,
        // so hover may only lighten; the first grey reaching 4.5:1 is #f9f9f9 (4.504:1), ΔE00 1.20 from
        // white where hover is 2.01 today — every passing grey is nearer the page than hover is now.
        let (result, _, _) = try plan(
            """
            fixed: [ink]
            colors:
              ink: { value: "#737373", role: text }
              page: { value: "#ffffff", role: background }
              hover: { value: "#f5f5f5", role: background }
            """)
        #expect(result.changes.isEmpty)
        let left = try #require(result.unmet.first)
        #expect(result.unmet.count == 1)
        #expect(left.background == "hover")
        #expect(left.reason.contains("hover at #f9f9f9"))
        #expect(left.reason.contains("of the surface page [any]"))
    }

    @Test("A surface several failing foregrounds are drawn on stays; the foregrounds move")
    func foregroundsFirst() throws {
        // secondary #6a6a6a (3.87:1), hint #686868 (3.99:1) and icon #666666 (4.11:1) fail on subtle-primary
        // #dadada and pass on white and on #f0f0f0 (4.75:1, 4.89:1, 5.04:1). One move of subtle-primary to
        // {gray.300} would meet all three, merging it with subtle-secondary; the foregrounds move instead.
        // They are siblings (text, one namespace) and differ today (ΔE00 0.76, 0.76, 1.52), so they are kept
        // a just-noticeable difference apart, in their order: secondary takes the lightest grey reaching
        // 4.5:1 on #dadada, #5f5f5f (4.57:1; #606060 is 4.498:1), hint the lightest grey ΔE00 1 darker,
        // #5c5c5c (L* 40.32 → 39.07, S_L 1.142: 1.09; #5d5d5d is 0.73), icon #595959 (L* 37.82, S_L 1.162:
        // 1.08 from #5c5c5c; #5a5a5a is 0.72); #5c5c5c is 4.78:1 and #595959 5.01:1 on #dadada.
        #expect(HandWCAG.ratio(HandWCAG.luminance(0x60), HandWCAG.luminance(0xda)) < 4.5)
        for grey in [0x5f, 0x5c, 0x59] {
            #expect(HandWCAG.ratio(HandWCAG.luminance(Double(grey)), HandWCAG.luminance(0xda)) >= 4.5)
        }
        let (result, path, folder) = try plan(
            """
            colors:
              gray.300: "#f0f0f0"
              gray.400: "#dadada"
              secondary: { value: "#6a6a6a", role: text }
              hint: { value: "#686868", role: text }
              icon: { value: "#666666", role: text }
              page: { value: "#ffffff", role: background }
              subtle-secondary: { value: "{gray.300}", role: background }
              subtle-primary: { value: "{gray.400}", role: background }
            """)
        #expect(result.unmet.isEmpty)
        let values = Dictionary(result.changes.map { ($0.token, $0.replacement) }, uniquingKeysWith: { $1 })
        #expect(values == ["secondary": "#5f5f5f", "hint": "#5c5c5c", "icon": "#595959"])
        #expect(result.changes.allSatisfy { $0.sameAs.isEmpty })
        let after = try applied(result, path)
        withExtendedLifetime(folder) {}
        for text in ["secondary", "hint", "icon"] {
            for surface in ["page", "subtle-secondary", "subtle-primary"] {
                let ratio = ContrastRatio.of(try color(after, text), try color(after, surface))
                #expect(ContrastRatio.meets(ratio, 4.5), "\(text) on \(surface): \(ratio)")
            }
        }
    }
}
