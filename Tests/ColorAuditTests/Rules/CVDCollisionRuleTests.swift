import Foundation
import Testing

@testable import ColorAudit
@testable import ColorScience

/// A token with one value for every appearance (or per-appearance values), located on `line`.
private func token(
    _ name: String, _ color: Color, role: Role? = nil, line: Int, dark: Color? = nil
) -> ColorToken {
    var values: [Appearance: ColorValue] = [
        dark == nil ? .any : .light: ColorValue(
            color: color, source: "test", location: SourceLocation(file: "test.yaml", line: line, column: 3))
    ]
    if let dark {
        values[.dark] = ColorValue(
            color: dark, source: "test", location: SourceLocation(file: "test.yaml", line: line + 1, column: 3))
    }
    return ColorToken(
        name: name, role: role, roleSource: role == nil ? .unknown : .declared, values: values,
        location: SourceLocation(file: "test.yaml", line: line))
}

private func hex(_ value: Int, alpha: Double = 1) -> Color {
    Color(
        .srgb, Double((value >> 16) & 0xff) / 255, Double((value >> 8) & 0xff) / 255, Double(value & 0xff) / 255,
        alpha: alpha)
}

private func group(_ name: String, _ members: [String]) -> ColorGroup {
    ColorGroup(name: name, members: members, location: SourceLocation(file: "test.yaml", line: 40))
}

private func run(
    _ rule: some Rule, _ palette: Palette, _ configuration: Configuration = Configuration()
) -> [Finding] {
    // Through the Auditor, so findings about single-value colours are folded into `any` as in real audits.
    Auditor(configuration: configuration, rules: [rule]).audit(palette).findings
}

// Material red 700 (#d32f2f, L* 47.9) and green 600 (#388e3c, L* 52.4): a typical error/success pair of
// similar lightness. Expected values computed independently (numpy, own CIEDE2000 after Sharma 2005,
// Viénot deutan matrix from the published ingredients, CIELAB D50 via the CSS Color 4 matrices):
// ΔE00 normal 64.331, deuteranopia 5.180, achromatopsia 5.319, protanopia 19.74 (no collision).
private let red = hex(0xd32f2f)
private let green = hex(0x388e3c)

@Suite("cvd-collision and indistinct-colors rules")
struct CVDCollisionRuleTests {
    @Test("Red error and green success of similar lightness collide under deuteranopia (group: error)")
    func redGreenGroup() throws {
        let palette = Palette(
            file: "test.yaml",
            tokens: [token("error", red, line: 2), token("success", green, line: 3)],
            groups: [group("status", ["error", "success"])])
        let findings = run(CVDCollisionRule(), palette)
        let deutan = try #require(findings.first { $0.facts["deficiency"] == "deuteranopia" })
        #expect(deutan.rule == "cvd-collision")
        #expect(deutan.severity == .error)
        #expect(deutan.tokens == ["error", "success"])
        #expect(deutan.facts["confusion"] == "red/green")
        #expect(deutan.facts["model"] == "vienot")
        #expect(deutan.facts["group"] == "status")
        #expect(abs(deutan.measurements["deltaE00Simulated"]!.value - 5.180) < 0.01)
        #expect(abs(deutan.measurements["deltaE00Normal"]!.value - 64.331) < 0.01)
        #expect(deutan.location.line == 2)
        #expect(deutan.relatedLocations.map(\.location.line) == [3, 40])
        #expect(deutan.swatches.map(\.label) == ["original", "original", "deuteranopia", "deuteranopia"])
        #expect(deutan.swatches.map(\.token) == ["error", "success", "error", "success"])
        #expect(deutan.message.contains("deuteranopia") && deutan.message.contains("red/green"))
        let achromat = try #require(findings.first { $0.facts["deficiency"] == "achromatopsia" })
        #expect(abs(achromat.measurements["deltaE00Simulated"]!.value - 5.319) < 0.01)
        #expect(!findings.contains { $0.facts["deficiency"] == "protanopia" })
        #expect(findings.count == 2)
    }

    @Test("A blue and an orange of different lightness do not collide")
    func blueOrange() {
        let palette = Palette(
            file: "test.yaml",
            tokens: [
                token("info", hex(0x1565c0), role: .icon, line: 2),
                token("warning", hex(0xffb74d), role: .icon, line: 3),
            ],
            groups: [group("status", ["info", "warning"])])
        #expect(run(CVDCollisionRule(), palette).isEmpty)
        #expect(run(CVDCollisionRule(), palette, Configuration(anomalySeverity: 1)).isEmpty)
    }

    @Test("Without groups, colours that differ only in a status word are compared (warnings)")
    func statusSiblings() {
        // Primer names its functional colours fgColor-<status> (accent, success, attention, severe, danger,
        // open, closed, done, sponsors): a user tells danger from success by colour.
        let palette = Palette(
            file: "test.yaml",
            tokens: [
                token("fgColor-danger", red, role: .text, line: 2),
                token("fgColor-success", green, role: .text, line: 3),
                token("bgColor-success-emphasis", green, role: .background, line: 4),
            ])
        let findings = run(CVDCollisionRule(), palette)
        #expect(!findings.isEmpty)
        #expect(findings.allSatisfy { $0.severity == .warning && $0.tokens == ["fgColor-danger", "fgColor-success"] })
        // Achromatopsia is left out of these comparisons unless asked for by name.
        #expect(Set(findings.compactMap { $0.facts["deficiency"] }) == ["deuteranopia"])
        // Asked for by name, it collapses the pair too (5.32 against deuteranopia's 5.18): the pair is still
        // one finding, under its worst deficiency, naming both.
        let asked = run(CVDCollisionRule(), palette, Configuration(deficiencies: [.deuteranopia, .achromatopsia]))
        #expect(asked.count == 1)
        #expect(asked.first?.facts["deficiency"] == "deuteranopia")
        #expect(asked.first?.facts["deficiencies"] == "deuteranopia,achromatopsia")
    }

    @Test("Colours whose names differ in other words, or in their role, are not compared")
    func notAlternatives() {
        // The same red and green as above (they collide for deuteranopia), under names nobody picks
        // between: default and muted text, a light-scheme and a dark-scheme role, text and a fill.
        let palette = Palette(
            file: "test.yaml",
            tokens: [
                token("fgColor-default", red, role: .text, line: 2),
                token("fgColor-muted", green, role: .text, line: 3),
                token("m3_sys_color_light_error", red, role: .text, line: 4),
                token("m3_sys_color_dark_error", green, role: .text, line: 5),
                token("bgColor-danger-muted", green, role: .background, line: 6),
                token("icon-danger", red, role: .icon, line: 7),
            ])
        #expect(run(CVDCollisionRule(), palette).isEmpty)
        // Material 3: a light-scheme accent and dark-scheme text; a dark accent and text drawn on a
        // container (on…), which links do not sit beside.
        let material = Palette(
            file: "test.yaml",
            tokens: [
                token("lightPrimary", red, role: .interactive, line: 2),
                token("darkOnSurface", green, role: .text, line: 3),
                token("darkPrimary", hex(0xd5302e), role: .interactive, line: 4),
                token("darkOnErrorContainer", hex(0x368f3b), role: .text, line: 5),
            ])
        #expect(run(CVDCollisionRule(), material).isEmpty)
    }

    @Test("Hue alternatives, categorical sets and links among text are compared")
    func otherAlternatives() {
        let palette = Palette(
            file: "test.yaml",
            tokens: [
                token("systemRed", red, role: .icon, line: 2),
                token("systemGreen", green, role: .icon, line: 3),
                // Near the red and green above (1–3 units off per channel), so each pair is its own finding
                // rather than a repeat of the same two colours.
                token("chart-1", hex(0xd0312d), role: .background, line: 4),
                token("chart-2", hex(0x3a8d3e), role: .background, line: 5),
                token("body", hex(0xd5302e), role: .text, line: 6),
                token("link", hex(0x368f3b), role: .interactive, line: 7),
            ])
        let pairs = Set(run(CVDCollisionRule(), palette).map(\.tokens))
        #expect(pairs == [["systemRed", "systemGreen"], ["chart-1", "chart-2"], ["body", "link"]])
    }

    @Test("--all-pairs compares every colour and reports each colour's closest look-alike with counts")
    func allPairs() throws {
        let palette = Palette(
            file: "test.yaml",
            tokens: [
                token("red", red, line: 2), token("green", green, line: 3), token("olive", hex(0x8a8a2e), line: 4),
                token("navy", hex(0x1a237e), line: 5),
            ])
        #expect(run(CVDCollisionRule(), palette).isEmpty)  // no roles, no groups: nothing compared
        let findings = run(CVDCollisionRule(), palette, Configuration(allPairs: true))
        #expect(!findings.isEmpty)
        let pair = try #require(
            findings.first { $0.facts["deficiency"] == "deuteranopia" && $0.tokens == ["red", "green"] })
        // Red and green are each other's closest look-alike for deuteranopia (5.180, derived above); how many
        // colours each looks like is counted (at least the other one).
        #expect(abs((pair.measurements["deltaE00Simulated"]?.value ?? 0) - 5.180) < 0.01)
        #expect(
            (pair.measurements["lookAlikesFirst"]?.value ?? 0) >= 1
                && (pair.measurements["lookAlikesSecond"]?.value ?? 0) >= 1)
        // One finding per colour at most, per deficiency.
        for deficiency in Set(findings.compactMap { $0.facts["deficiency"] }) {
            #expect(findings.filter { $0.facts["deficiency"] == deficiency }.count <= palette.tokens.count)
        }
    }

    @Test("Translucent colours are composited over the appearance's background before comparing")
    func translucent() throws {
        // rgba(211, 47, 47, 0.5) over white = (233, 151, 151) in gamma-encoded sRGB (source-over).
        let palette = Palette(
            file: "test.yaml",
            tokens: [
                token("surface", hex(0xffffff), role: .background, line: 1),
                token("error", hex(0xd32f2f, alpha: 0.5), line: 2), token("success", green, line: 3),
                token("pale", hex(0x9cc79e), line: 4),
            ],
            groups: [group("status", ["error", "success", "pale"])])
        let findings = run(CVDCollisionRule(), palette)
        let composited = try #require(findings.first { $0.tokens.contains("error") })
        let swatch = try #require(composited.swatches.first { $0.token == "error" && $0.label == "original" })
        let c = swatch.color.converted(to: .srgb).components
        #expect(abs(c.x * 255 - 233) < 1e-6 && abs(c.y * 255 - 151) < 1e-6 && abs(c.z * 255 - 151) < 1e-6)
        #expect(swatch.color.isOpaque)
        #expect(composited.message.contains("composited over #ffffff"))
    }

    @Test("Colours with one value for all appearances are reported once, as appearance any")
    func uniformOnce() {
        let palette = Palette(
            file: "test.yaml",
            tokens: [
                token("error", red, role: .icon, line: 2), token("success", green, role: .icon, line: 3),
                token("label", hex(0x000000), role: .text, line: 4, dark: hex(0xffffff)),
            ])
        #expect(palette.appearances == [.light, .dark])
        let findings = run(CVDCollisionRule(), palette)
        let deutan = findings.filter { $0.facts["deficiency"] == "deuteranopia" }
        #expect(deutan.count == 1)
        #expect(deutan.first?.appearance == .any)
    }

    @Test("--anomaly adds the three anomalies; --deficiency replaces the list")
    func configuration() {
        #expect(CVDCollisionRule.simulators(for: Configuration()).map(\.deficiency) == Deficiency.defaultChecks)
        let anomalies = CVDCollisionRule.simulators(for: Configuration(anomalySeverity: 0.9))
        #expect(anomalies.map(\.deficiency) == Deficiency.defaultChecks + [.protanomaly, .deuteranomaly, .tritanomaly])
        #expect(anomalies.filter(\.deficiency.isAnomalous).allSatisfy { $0.severity == 0.9 })
        let palette = Palette(
            file: "test.yaml", tokens: [token("error", red, line: 2), token("success", green, line: 3)],
            groups: [group("status", ["error", "success"])])
        // Deuteranomaly at 0.9 (Machado): ΔE00 6.04 by the independent computation → collides; at 0.6
        // it is 17.84 → does not.
        let severe = run(CVDCollisionRule(), palette, Configuration(anomalySeverity: 0.9))
        let anomaly = severe.first { $0.facts["deficiency"] == "deuteranomaly" }
        #expect(anomaly?.measurements["deficiencySeverity"]?.value == 0.9)
        #expect(abs((anomaly?.measurements["deltaE00Simulated"]?.value ?? 0) - 6.040) < 0.01)
        let mild = run(CVDCollisionRule(), palette, Configuration(anomalySeverity: 0.6))
        #expect(!mild.contains { $0.facts["deficiency"] == "deuteranomaly" })
        let onlyTritan = run(CVDCollisionRule(), palette, Configuration(deficiencies: [.tritanopia]))
        #expect(onlyTritan.isEmpty)
    }

    @Test("The threshold is a parameter: at 5 ΔE00 the deuteranopia pair (5.18) no longer collides")
    func thresholdParameter() {
        let palette = Palette(
            file: "test.yaml", tokens: [token("error", red, line: 2), token("success", green, line: 3)],
            groups: [group("status", ["error", "success"])])
        var configuration = Configuration()
        configuration.rules.parameters["cvd-collision.threshold"] = 5
        #expect(!run(CVDCollisionRule(), palette, configuration).contains { $0.facts["deficiency"] == "deuteranopia" })
    }

    @Test("indistinct-colors: two group members too close for anyone")
    func indistinct() throws {
        // #388e3c vs #3a8f3e: ΔE00 0.447 (independent computation).
        let palette = Palette(
            file: "test.yaml",
            tokens: [
                token("success", green, line: 2), token("valid", hex(0x3a8f3e), line: 3),
                token("error", red, line: 4), token("alsoError", red, line: 5),
            ],
            groups: [group("status", ["success", "valid", "error"]), group("danger", ["error", "alsoError"])])
        let findings = run(IndistinctColorsRule(), palette)
        #expect(findings.count == 2)
        let close = try #require(findings.first { $0.tokens == ["success", "valid"] })
        #expect(close.severity == .error)
        #expect(abs(close.measurements["deltaE00"]!.value - 0.447) < 0.005)
        #expect(close.facts["group"] == "status")
        let same = try #require(findings.first { $0.tokens == ["error", "alsoError"] })
        #expect(same.measurements["deltaE00"]?.value == 0)
        #expect(same.message.contains("same colour"))
        // Distinct members: nothing; no groups: nothing.
        #expect(
            run(
                IndistinctColorsRule(),
                Palette(
                    file: "t", tokens: [token("a", red, line: 1), token("b", green, line: 2)],
                    groups: [group("g", ["a", "b"])])
            ).isEmpty)
    }

    @Test("Both rules are in the catalogue and run in an audit")
    func catalogue() {
        #expect(RuleCatalog.rule(id: "cvd-collision") != nil)
        #expect(RuleCatalog.rule(id: "indistinct-colors") != nil)
        #expect(RuleDescriptors.parameter(named: "cvd-collision.threshold")?.defaultValue == 10)
        let palette = Palette(
            file: "test.yaml", tokens: [token("error", red, line: 2), token("success", green, line: 3)],
            groups: [group("status", ["error", "success"])])
        let report = Auditor().audit(palette)
        #expect(report.findings.contains { $0.rule == "cvd-collision" && $0.severity == .error })
    }
}
