import Foundation
import Testing

@testable import ColorAudit
@testable import ColorScience

/// `contrast-under-glare`. Hand derivation (glare fractions in GlareTests):
/// - ratio under glare (L1 + 0.05 + G)/(L2 + 0.05 + G). #767676 (L = 0.181164) on white: 4.5422 without
///   glare, 1.0643239/0.2454879 = 4.3355 indoor. #595959 (L = 0.099899): 7.0047 without,
///   1.0643239/0.1642229 = 6.4810 indoor, 1.193239/0.293138 = 4.0706 outdoor.
@Suite struct ContrastUnderGlareRuleTests {
    let rule: RuleID = "contrast-under-glare"

    func palette() -> PaletteBuilder {
        var b = PaletteBuilder()
        b.color("surface", role: .background, rgb: 255, 255, 255)
        b.color("secondary", role: .text, rgb: 0x76, 0x76, 0x76)
        b.color("body", role: .text, rgb: 0x59, 0x59, 0x59)
        b.pair("secondary", on: "surface")
        b.pair("body", on: "surface")
        return b
    }

    func glareConfiguration(_ glare: Glare) -> Configuration {
        var config = Configuration(glare: glare.fraction)
        config.rules.levels[rule] = .on(.note)
        return config
    }

    @Test func isOptInThroughTheGlareAmount() {
        // Without glare it has nothing to do; setting a glare amount is what turns it on.
        #expect(palette().audit(Configuration()).findings(rule).isEmpty)
        #expect(!palette().audit(Configuration(glare: Glare.outdoor.fraction)).findings(rule).isEmpty)
        // A level set to off still wins.
        var off = Configuration(glare: Glare.outdoor.fraction)
        off.rules.levels[rule] = .off
        #expect(palette().audit(off).findings(rule).isEmpty)
    }

    @Test func indoorGlareDropsAPassingPairBelowFourAndAHalf() {
        let b = palette()
        let findings = b.audit(glareConfiguration(.indoor)).findings(rule)
        #expect(findings.map(\.tokens) == [["secondary", "surface"]])
        let finding = findings.first
        #expect(finding?.severity == .note)
        #expect(abs((finding?.measurements["ratio"]?.value ?? 0) - 4.5422) < 1e-3)
        #expect(abs((finding?.measurements["ratioGlare"]?.value ?? 0) - 4.3355) < 1e-3)
        #expect(finding?.measurements["required"]?.value == 4.5)
        #expect(finding?.location == b.pairLocation(0))
        #expect(finding?.relatedLocations.map(\.location).contains(b.location(of: "surface")) == true)
    }

    @Test func outdoorGlareCatchesMore() {
        let findings = palette().audit(glareConfiguration(.outdoor)).findings(rule)
        #expect(findings.map(\.tokens) == [["secondary", "surface"], ["body", "surface"]])
        #expect(abs((findings.last?.measurements["ratioGlare"]?.value ?? 0) - 4.0706) < 1e-3)
    }

    @Test func pairsFailingWithoutGlareAreLeftToTheContrastRules() {
        var b = PaletteBuilder()
        b.color("surface", role: .background, rgb: 255, 255, 255)
        b.color("hint", role: .text, rgb: 0x77, 0x77, 0x77)  // 4.4781 already fails
        b.pair("hint", on: "surface")
        #expect(b.audit(glareConfiguration(.outdoor)).findings(rule).isEmpty)
    }

    @Test func translucentTextIsCompositedBeforeGlare() {
        // rgba(0,0,0,0.6) on white is #666666 (L = 0.132868): 5.7418 without glare; outdoors
        // 1.193239/0.326107 = 3.6590. Taken as opaque black it would be 6.1750 and pass.
        var b = PaletteBuilder()
        b.color("surface", role: .background, rgb: 255, 255, 255)
        b.color("hint", role: .text, rgb: 0, 0, 0, alpha: 0.6)
        b.pair("hint", on: "surface")
        let finding = b.audit(glareConfiguration(.outdoor)).findings(rule).first
        #expect(abs((finding?.measurements["ratio"]?.value ?? 0) - 5.7418) < 1e-3)
        #expect(abs((finding?.measurements["ratioGlare"]?.value ?? 0) - 3.6590) < 1e-3)
    }

    @Test func theCommandLineGlareOptionSwitchesTheRuleOn() throws {
        // #767676 on white: 4.5422 without glare, 4.3355 indoors (see above).
        let palette = """
            colors:
              page: { value: "#ffffff", role: background }
              secondary: { value: "#767676", role: text }
            pairs:
              - { foreground: secondary, background: page }
            """
        func rules(_ arguments: [String]) throws -> [String] {
            let result = try CLIRunner.run(["audit", "-", "--format", "json"] + arguments, stdin: palette)
            let findings = try #require(try result.json()["findings"] as? [[String: Any]])
            return findings.compactMap { $0["rule"] as? String }
        }
        #expect(try rules([]).contains(rule.rawValue) == false)
        #expect(try rules(["--glare", "indoor"]).contains(rule.rawValue))
        // 1.43 % of white: 1.0643/0.245464 = 4.3359.
        #expect(try rules(["--glare", "0.0143"]).contains(rule.rawValue))
        // 0.2 % of white: 1.052/0.233164 = 4.5118, still passes.
        #expect(try rules(["--glare", "0.002"]).contains(rule.rawValue) == false)
        #expect(try rules(["--glare", "indoor", "--rule", "\(rule)=off"]).contains(rule.rawValue) == false)
        let bad = try CLIRunner.run(["audit", "-", "--glare", "sunny"], stdin: palette)
        #expect(bad.status == 2)
        #expect(bad.stderr.contains("--glare"))
    }
}
