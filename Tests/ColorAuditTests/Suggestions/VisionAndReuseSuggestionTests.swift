import Foundation
import Testing

@testable import ColorAudit
@testable import ColorScience

/// Colour-vision and reuse suggestions fix what they claim: re-auditing the palette with the proposed
/// value removes the finding, and creates no new contrast failure.
@Suite struct VisionAndReuseSuggestionTests {
    /// `palette` with `token`'s value in `appearance` (all its values when `any`) replaced by `color`.
    func replacing(_ token: String, with color: Color, in palette: Palette, appearances: [Appearance]) -> Palette {
        var result = palette
        let index = result.tokens.firstIndex { $0.name == token }!
        for key in result.tokens[index].values.keys where appearances.contains(key) || key == .any {
            result.tokens[index].values[key]!.color = color
            result.tokens[index].values[key]!.aliasOf = nil
        }
        return result
    }

    func shipped(_ file: String) throws -> Palette {
        let url = ShippedPalettesTests.root.appendingPathComponent(file)
        return try NativePaletteImporter().importPalette(contents: try Data(contentsOf: url), path: file)
    }

    @Test(arguments: ["examples/design-intent.yaml", "examples/known-problems.yaml", "ios-system-colors.yaml"])
    func suggestionsRemoveTheirFinding(file: String) throws {
        let palette = try shipped(file)
        let before = Auditor().audit(palette)
        let failing = Set(before.findings.filter { $0.rule == "contrast-minimum" }.map(\.tokens))
        var tried = 0
        for finding in before.findings where ["cvd-collision", "interactive-static-reuse"].contains(finding.rule) {
            guard let suggestion = finding.suggestions.first, let color = suggestion.color, tried < 6 else { continue }
            tried += 1
            let appearances = finding.appearance == .any ? before.appearances : finding.appearances
            let after = Auditor().audit(
                replacing(suggestion.token, with: color, in: palette, appearances: appearances))
            let still = after.findings.filter {
                $0.rule == finding.rule && Set($0.tokens) == Set(finding.tokens)
                    && $0.facts["deficiency"] == finding.facts["deficiency"]
                    && !Set($0.appearances).isDisjoint(with: appearances)
            }
            #expect(still.isEmpty, "\(finding.message) → \(suggestion.note)")
            let newFailures = after.findings.filter {
                $0.rule == "contrast-minimum" && $0.tokens.contains(suggestion.token) && !failing.contains($0.tokens)
            }
            #expect(newFailures.isEmpty, "\(suggestion.note): \(newFailures.map(\.message))")
        }
        #expect(tried > 0)
    }

    @Test func reuseSuggestionKeepsTheHueFamily() throws {
        var b = PaletteBuilder()
        b.color("page", role: .background, rgb: 255, 255, 255)
        b.color("tint", role: .interactive, rgb: 0, 122, 255)
        b.color("title", role: .text, rgb: 0, 122, 255)
        b.pair("title", on: "page", usage: .largeText)
        let finding = try #require(b.audit().findings("interactive-static-reuse").first)
        let suggestion = try #require(finding.suggestions.first)
        let color = try #require(suggestion.color)
        #expect(suggestion.kind == .reuse && suggestion.token == "title")
        #expect(HueFamily(color) == .blue)
        // At least the rule's 5 ΔE00 from tint, and title on white still meets large text (3:1).
        #expect(DeltaE2000.between(color, sRGB255(0, 122, 255)) >= 5)
        #expect(ContrastRatio.of(color, Color(.srgb, 1, 1, 1)) >= 3)
    }
}
