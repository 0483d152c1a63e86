import Foundation
import Testing

@testable import ColorAudit
@testable import ColorScience

/// A token with one value for every appearance, located on `line`.
private func token(_ name: String, _ hex: Int, role: Role, line: Int) -> ColorToken {
    let color = Color(
        .srgb, Double((hex >> 16) & 0xff) / 255, Double((hex >> 8) & 0xff) / 255, Double(hex & 0xff) / 255)
    return ColorToken(
        name: name, role: role, roleSource: .declared,
        values: [.any: ColorValue(color: color, source: "test", location: SourceLocation(file: "t.yaml", line: line))],
        location: SourceLocation(file: "t.yaml", line: line))
}

private func run(_ tokens: [ColorToken], _ configuration: Configuration = Configuration()) -> [Finding] {
    Auditor(configuration: configuration, rules: [CVDCollisionRule()])
        .audit(Palette(file: "t.yaml", tokens: tokens)).findings
}

// Hand-derived values (numpy, independent of this package: sRGB → linear → Viénot 1999 matrices as
// published by DaltonLens → CIELAB D50 by the CSS Color 4 matrices → CIEDE2000 after Sharma 2005):
// brick #b45a36 / olive #697834: normal 34.5, protanopia 5.8, deuteranopia 4.4 — a red/green pair that
// both red-green dichromacies collapse, deuteranopia worst.
private let brick = 0xb45a36
private let olive = 0x697834
// #c83c32 / #d06c46 (red and orange): normal 12.5, deuteranopia 8.4 (below 10, but only 4.1 taken away),
// protanopia 12.9 (no collision): close for everyone, the deficiency changes little.
private let red = 0xc83c32
private let orange = 0xd06c46

/// Only protanopia and deuteranopia (the hand derivation has no tritanopia model).
private let redGreen = Configuration(deficiencies: [.protanopia, .deuteranopia])

@Suite("cvd-collision: which pairs, once each")
struct CVDPairSelectionTests {
    @Test("Danger and success text that both red-green deficiencies collapse: one warning naming both")
    func onePerPair() throws {
        let findings = run(
            [token("text-danger", brick, role: .text, line: 1), token("text-success", olive, role: .text, line: 2)],
            redGreen)
        #expect(findings.count == 1)
        let finding = try #require(findings.first)
        #expect(finding.severity == .warning)
        #expect(finding.tokens == ["text-danger", "text-success"])
        #expect(finding.facts["deficiency"] == "deuteranopia")
        #expect(finding.facts["deficiencies"] == "deuteranopia,protanopia")
        #expect(finding.message.contains("deuteranopia and protanopia"))
        // Two originals, then each deficiency's simulation of both colours.
        #expect(
            finding.swatches.map(\.label) == ["original", "original"] + Array(repeating: "deuteranopia", count: 2)
                + Array(repeating: "protanopia", count: 2))
    }

    @Test("A pair close for everyone is not a colour-vision collision")
    func closeForEveryone() {
        // Deuteranopia takes 12.5 to 8.4: below the threshold, but less than half of it is taken away.
        let tokens = [
            token("text-danger", red, role: .text, line: 1), token("text-warning", orange, role: .text, line: 2),
        ]
        #expect(run(tokens, redGreen).isEmpty)
    }

    @Test("A status is compared on its text and icons, not on its background tints")
    func foregroundsCarryStatus() {
        let findings = run(
            [
                token("text-danger", brick, role: .text, line: 1), token("text-success", olive, role: .text, line: 2),
                // Tints of the same hue pair (a few units off, so each pair is its own finding).
                token("bg-danger-subtle", brick + 0x010101, role: .background, line: 3),
                token("bg-success-subtle", olive + 0x010101, role: .background, line: 4),
                token("border-danger", brick + 0x020202, role: .border, line: 5),
                token("border-success", olive + 0x020202, role: .border, line: 6),
            ], redGreen)
        #expect(findings.map(\.tokens) == [["text-danger", "text-success"]])
        // With no text or icon colour for the statuses, their backgrounds stand in for them.
        let tintsOnly = run(
            [
                token("bg-danger-subtle", brick, role: .background, line: 3),
                token("bg-success-subtle", olive, role: .background, line: 4),
            ], redGreen)
        #expect(tintsOnly.map(\.tokens) == [["bg-danger-subtle", "bg-success-subtle"]])
        #expect(tintsOnly.map(\.severity) == [.warning])
    }

    @Test("Colours told apart only by a hue name are notes; chart series stay warnings")
    func hueNamesAreNotes() {
        let findings = run(
            [
                // Spectrum-like badge tints: categorical hues shown with a label.
                token("cyan-background", brick, role: .background, line: 1),
                token("purple-background", olive, role: .background, line: 2),
                token("chart-1", brick + 0x010101, role: .background, line: 3),
                token("chart-2", olive + 0x010101, role: .background, line: 4),
                token("series-red", brick + 0x020202, role: .icon, line: 5),
                token("series-green", olive + 0x020202, role: .icon, line: 6),
            ], redGreen)
        let severities = Dictionary(findings.map { ($0.tokens, $0.severity) }, uniquingKeysWith: { a, _ in a })
        #expect(severities[["cyan-background", "purple-background"]] == .note)
        #expect(severities[["chart-1", "chart-2"]] == .warning)
        // A categorical set named by hues (a chart's series): a meaning, so a warning.
        #expect(severities[["series-red", "series-green"]] == .warning)
        #expect(findings.count == 3)
        let note = findings.filter { $0.severity == .note }
        #expect(note.allSatisfy { $0.message.contains("only a hue name tells them apart") })
    }
}
