import Foundation
import Testing

@testable import ColorAudit
@testable import ColorScience

/// The stable identity of findings: what it includes and what it leaves out.
@Suite struct FindingIdentityTests {
    private func finding(
        rule: RuleID = "cvd-collision", file: String = "/repo/themes/app.yaml", line: Int = 10,
        appearance: Appearance = .light, tokens: [String] = ["error", "success"],
        facts: [String: String] = ["deficiency": "deuteranopia", "model": "vienot", "confusion": "red/green"],
        ratio: Double = 5.18, message: String = "error and success look alike"
    ) -> Finding {
        Finding(
            rule: rule, severity: .warning, appearance: appearance, tokens: tokens, message: message,
            location: SourceLocation(file: file, line: line, column: 3),
            measurements: ["deltaE00Simulated": .deltaE00(ratio)], facts: facts)
    }

    /// Published FNV-1a 64-bit test vectors (Fowler/Noll/Vo reference test suite): "" → cbf29ce484222325,
    /// "a" → af63dc4c8601ec8c, "foobar" → 85944171f73967e8.
    @Test func fnvMatchesPublishedVectors() {
        let basis: UInt64 = 0xcbf2_9ce4_8422_2325
        #expect(FindingIdentity.fnv1a64(Array("".utf8), basis: basis) == 0xcbf2_9ce4_8422_2325)
        #expect(FindingIdentity.fnv1a64(Array("a".utf8), basis: basis) == 0xaf63_dc4c_8601_ec8c)
        #expect(FindingIdentity.fnv1a64(Array("foobar".utf8), basis: basis) == 0x8594_4171_f739_67e8)
    }

    @Test func linesMessagesAndMeasurementsDoNotChangeTheIdentity() {
        let a = FindingIdentity(finding(), root: "/repo")
        let b = FindingIdentity(finding(line: 99, ratio: 2.0, message: "moved and worse"), root: "/repo")
        #expect(a == b)
        #expect(a.fingerprint == b.fingerprint)
        #expect(a.fingerprint.count == 32)
        #expect(a.fingerprint.allSatisfy { "0123456789abcdef".contains($0) })
    }

    @Test func theDistinguishingFactsAppearanceTokensAndFileDo() {
        let base = FindingIdentity(finding(), root: "/repo").fingerprint
        let others = [
            finding(facts: ["deficiency": "protanopia"]), finding(appearance: .dark),
            finding(tokens: ["success", "error"]), finding(file: "/repo/themes/other.yaml"),
            finding(rule: "indistinct-colors"),
        ]
        for other in others {
            #expect(FindingIdentity(other, root: "/repo").fingerprint != base)
        }
        // `model` and `confusion` are descriptive facts, not part of a collision's identity.
        let redescribed = finding(facts: ["deficiency": "deuteranopia", "model": "brettel", "confusion": "x"])
        #expect(FindingIdentity(redescribed, root: "/repo").fingerprint == base)
    }

    @Test func filesAreRelativeToTheRoot() {
        #expect(FindingIdentity(finding(), root: "/repo").file == "themes/app.yaml")
        #expect(FindingIdentity(finding(), root: "/repo/").file == "themes/app.yaml")
        #expect(FindingIdentity(finding(), root: "/elsewhere").file == "/repo/themes/app.yaml")
        #expect(FindingIdentity(finding(file: "./a.yaml"), root: nil).file == "a.yaml")
        #expect(FindingIdentity(finding(file: "-"), root: "/repo").file == "-")
        let cwd = FileManager.default.currentDirectoryPath
        #expect(FindingIdentity.relativePath("x/../y.yaml", root: cwd) == "y.yaml")
    }

    @Test func canonicalFormNamesEveryField() {
        let identity = FindingIdentity(finding(), root: "/repo")
        #expect(
            identity.canonical
                == ["cvd-collision", "themes/app.yaml", "light", "error,success", "deficiency=deuteranopia"]
                .joined(separator: "\u{1F}"))
    }

    /// missing-appearance names the currently worst pair in its tokens; its identity is the missing
    /// token and appearance, so another pair becoming the worst does not make it a new finding.
    @Test func missingAppearanceIsIdentifiedByTheMissingToken() {
        let a = finding(rule: "missing-appearance", tokens: ["tint", "page"], facts: ["missing": "tint"])
        let b = finding(rule: "missing-appearance", tokens: ["tint", "card"], facts: ["missing": "tint"])
        #expect(FindingIdentity(a, root: nil) == FindingIdentity(b, root: nil))
    }

    @Test func everyRuleHasAnHTTPSHelpURI() {
        for rule in RuleCatalog.all {
            let uri = rule.descriptor.helpURI
            #expect(uri.hasPrefix("https://") && URL(string: uri)?.host != nil, "\(rule.descriptor.id): \(uri)")
        }
        #expect(RuleDescriptors.descriptor(id: "contrast-minimum")?.helpURI.hasSuffix("contrast-minimum.html") == true)
    }
}
