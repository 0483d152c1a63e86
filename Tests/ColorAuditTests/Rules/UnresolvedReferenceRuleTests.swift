import Foundation
import Testing

@testable import ColorAudit
@testable import ColorScience

/// `unresolved-reference`: a reference that leads nowhere is a warning at the line it is written on,
/// so a typo does not leave its colour unaudited while the run passes (it was visible only in
/// `coloraudit tokens`).
@Suite struct UnresolvedReferenceRuleTests {
    @Test func anAndroidReferenceToNothingIsAWarningAtItsLine() throws {
        let folder = try ImportTempFolder()
        let path = try folder.write(
            "res/values/colors.xml",
            """
            <?xml version="1.0" encoding="utf-8"?>
            <resources>
                <color name="ink">#000000</color>
                <color name="ref">@color/nothing</color>
            </resources>

            """)
        let result = try InProcessCLI.run(["audit", folder.root + "/res", "--format", "json", "--strict"])
        let findings = try result.json()["findings"] as? [[String: Any]] ?? []
        let unresolved = findings.filter { $0["rule"] as? String == "unresolved-reference" }
        #expect(unresolved.count == 1)
        #expect(unresolved.first?["tokens"] as? [String] == ["ref"])
        #expect(unresolved.first?["severity"] as? String == "warning")
        let location = unresolved.first?["location"] as? [String: Any]
        #expect(location?["file"] as? String == path && location?["line"] as? Int == 4)
        #expect(result.status == 1, "--strict fails on the warning")
    }

    @Test func aDTCGAliasToNothingIsAWarningAndAResolvedOneIsNot() throws {
        let folder = try ImportTempFolder()
        try folder.write(
            "t.tokens.json",
            """
            {
              "ink": { "$type": "color", "$value": "#000000" },
              "alias": { "$type": "color", "$value": "{ink}" },
              "typo": { "$type": "color", "$value": "{inc}" }
            }

            """)
        let palette = try #require(try importPaths([folder.root + "/t.tokens.json"]).first)
        let findings = UnresolvedReferenceRule().evaluate(
            AuditContext(palette: palette, configuration: Configuration()))
        #expect(findings.map(\.tokens) == [["typo"]])
        #expect(findings.first?.location.line == 4)
    }

    /// tester9 B22: typedoc's `--color-note: var(--light-color-note)` and `var(--dark-color-note)`, neither
    /// defined, are two problems at two lines; with one fingerprint GitLab and code scanning kept one.
    @Test func aTokensLightAndDarkReferencesToNothingHaveTwoFingerprints() throws {
        let folder = try ImportTempFolder()
        try folder.write(
            "theme.css",
            """
            :root { --ink: #000000; --note: var(--light-note); }
            @media (prefers-color-scheme: dark) { :root { --ink: #ffffff; --note: var(--dark-note); } }

            """)
        let result = try InProcessCLI.run(["audit", folder.root + "/theme.css", "--format", "json"])
        let findings = try result.json()["findings"] as? [[String: Any]] ?? []
        let unresolved = findings.filter { $0["rule"] as? String == "unresolved-reference" }
        #expect(unresolved.count == 2)
        #expect(Set(unresolved.compactMap { $0["fingerprint"] as? String }).count == 2)
    }
}
