import Testing

@testable import ColorAudit
@testable import ColorScience

/// `wide-gamut-fallback` re-runs colour-vision comparisons with wide-gamut colours as an sRGB screen
/// shows them. The pair was found and its numbers computed with coloraide 8.13 (an independent Python
/// implementation: Viénot 1999 deutan filter in linear sRGB, CIEDE2000 on CIELAB D50 as here): under
/// deuteranopia, color(display-p3 0.913 0.652 0.003) vs #64c742 is ΔE00 11.89 simulated as written
/// (distinct at the threshold 10) and 7.78 once the P3 amber is clipped to sRGB (#f5a300-ish: a
/// collision). coloraide's Viénot matrix is built from other cone fundamentals than ours (Smith & Pokorny
/// with the sRGB primaries), which moves ΔE00 by about 0.1, hence ±0.25.
@Suite struct WideGamutCVDTests {
    func palette(amber: Color) -> Palette {
        var b = PaletteBuilder()
        b.color("page", role: .background, rgb: 255, 255, 255)
        b.color("amber", role: nil, [.any: amber])
        b.color("green", role: nil, rgb: 0x64, 0xc7, 0x42)
        var palette = b.palette
        palette.groups = [ColorGroup(name: "status", members: ["amber", "green"], location: SourceLocation(file: "t"))]
        return palette
    }

    @Test func distinctAsWrittenCollidesOnSRGB() throws {
        let config = Configuration(deficiencies: [.deuteranopia])
        let report = Auditor(configuration: config).audit(palette(amber: Color(.displayP3, 0.913, 0.652, 0.003)))
        // As written the group is distinct: cvd-collision is silent.
        #expect(report.findings.filter { $0.rule == "cvd-collision" }.isEmpty)
        let finding = try #require(report.findings.first { $0.rule == "wide-gamut-fallback" })
        #expect(finding.facts["verdict"] == "collides-on-srgb")
        #expect(finding.facts["deficiency"] == "deuteranopia")
        #expect(finding.severity == .warning)
        #expect(finding.tokens == ["amber", "green"])
        #expect(abs((finding.measurements["deltaE00Simulated"]?.value ?? 0) - 11.89) < 0.25)
        #expect(abs((finding.measurements["deltaE00SimulatedSRGB"]?.value ?? 0) - 7.78) < 0.25)
    }

    /// The colour-vision re-check is bounded like every rule: with ten P3 ambers (the pair above, blue
    /// channel 0.003…0.012 — each stays distinct as written and collides on sRGB with the green, while the
    /// ambers are within ΔE00 10 of each other for normal vision, so no amber pair counts) and a limit of 3,
    /// three findings are kept and the other seven counted in `omittedFindings`.
    @Test func colourVisionRecheckKeepsTheWorstAndCountsTheRest() throws {
        var b = PaletteBuilder()
        b.color("green", role: nil, rgb: 0x64, 0xc7, 0x42)
        for k in 0..<10 {
            b.color("amber\(k)", role: nil, [.any: Color(.displayP3, 0.913, 0.652, 0.003 + 0.001 * Double(k))])
        }
        var palette = b.palette
        palette.groups = [
            ColorGroup(
                name: "status", members: ["green"] + (0..<10).map { "amber\($0)" }, location: SourceLocation(file: "t"))
        ]
        var config = Configuration(deficiencies: [.deuteranopia])
        config.findingLimit = 0
        let all = Auditor(configuration: config).audit(palette).findings.filter { $0.rule == "wide-gamut-fallback" }
        #expect(all.count == 10)
        #expect(all.allSatisfy { $0.facts["verdict"] == "collides-on-srgb" && $0.tokens.contains("green") })
        config.findingLimit = 3
        let report = Auditor(configuration: config).audit(palette)
        let kept = report.findings.filter { $0.rule == "wide-gamut-fallback" }
        #expect(kept.count == 3)
        let omitted = report.omittedFindings.filter { $0.rule == "wide-gamut-fallback" }
        #expect(omitted.map(\.found).reduce(0, +) == 10)
        #expect(omitted.map(\.reported).reduce(0, +) == 3)
        // The kept ones are the worst: the smallest simulated ΔE00 on sRGB of all ten.
        let smallest = all.compactMap { $0.measurements["deltaE00SimulatedSRGB"]?.value }.sorted().prefix(3)
        let keptValues = kept.compactMap { $0.measurements["deltaE00SimulatedSRGB"]?.value }.sorted()
        #expect(keptValues == Array(smallest))
    }

    /// The colour-vision half re-judges `cvd-collision`'s comparisons: with that rule off it finds nothing
    /// (the pair of `distinctAsWrittenCollidesOnSRGB` is not reported).
    /// It used to search every pair of role colours even then, beyond the colour-comparison limit (99,999
    /// Display P3 text colours did not finish in 400 s).
    @Test func colourVisionHalfFollowsCVDCollision() throws {
        var config = Configuration(deficiencies: [.deuteranopia])
        config.rules.levels["cvd-collision"] = .off
        let report = Auditor(configuration: config).audit(palette(amber: Color(.displayP3, 0.913, 0.652, 0.003)))
        #expect(!report.findings.contains { $0.rule == "wide-gamut-fallback" && $0.facts["deficiency"] != nil })
        // With the rule on, the same palette gives the collides-on-srgb finding (the test above).
        config.rules.levels["cvd-collision"] = nil
        let on = Auditor(configuration: config).audit(palette(amber: Color(.displayP3, 0.913, 0.652, 0.003)))
        #expect(on.findings.contains { $0.rule == "wide-gamut-fallback" && $0.facts["deficiency"] == "deuteranopia" })
    }

    @Test func inGamutColoursAreNotRejudged() {
        // The same amber inside sRGB (its clipped rendering) collides as written and on sRGB alike: no change.
        let config = Configuration(deficiencies: [.deuteranopia])
        let amber = Color(.displayP3, 0.913, 0.652, 0.003).clippedToSRGB
        let report = Auditor(configuration: config).audit(palette(amber: amber))
        #expect(report.findings.filter { $0.rule == "wide-gamut-fallback" }.isEmpty)
        #expect(report.findings.contains { $0.rule == "cvd-collision" && $0.facts["deficiency"] == "deuteranopia" })
    }
}
