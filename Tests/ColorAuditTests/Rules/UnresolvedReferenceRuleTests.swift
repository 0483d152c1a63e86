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

    /// The unresolved-reference findings of `audit --format json` on `path`.
    private func unresolved(_ path: String) throws -> [[String: Any]] {
        let result = try InProcessCLI.run(["audit", path, "--format", "json"])
        let findings = try result.json()["findings"] as? [[String: Any]] ?? []
        return findings.filter { $0["rule"] as? String == "unresolved-reference" }
    }

    /// The identity of an unread @import's finding is the @import, not how many references it explains
    /// nor which colours: a baselined finding does not come back as new when a var() is added.
    @Test func anUnreadImportKeepsItsFingerprintWhenAReferenceIsAdded() throws {
        let folder = try ImportTempFolder()
        let path = try folder.write(
            "theme.css", "@import '@radix-ui/colors/yellow.css';\n:root { --warn: var(--yellow-9); --page: #ffffff; }\n"
        )
        let before = try unresolved(path)
        try folder.write(
            "theme.css",
            "@import '@radix-ui/colors/yellow.css';\n"
                + ":root { --warn: var(--yellow-9); --warn-text: var(--yellow-11); --page: #ffffff; }\n")
        let after = try unresolved(path)
        #expect(before.count == 1 && after.count == 1)
        #expect(before.first?["tokens"] as? [String] == ["--warn"])
        #expect(after.first?["tokens"] as? [String] == ["--warn", "--warn-text"])
        let fingerprint = try #require(before.first?["fingerprint"] as? String)
        #expect(after.first?["fingerprint"] as? String == fingerprint)
    }

    /// Distinct references stay distinct findings: two colours referring to one missing property, and two
    /// unread @imports of one stylesheet.
    @Test func distinctReferencesHaveDistinctFingerprints() throws {
        let folder = try ImportTempFolder()
        let path = try folder.write(
            "theme.css",
            """
            @import '@radix-ui/colors/yellow.css';
            @import '@radix-ui/colors/blue.css';
            :root {
              --ink: var(--nope);
              --link: var(--nope);
              --warn: var(--yellow-9);
              --info: var(--blue-9);
              --page: #ffffff;
            }

            """)
        let found = try unresolved(path)
        #expect(
            found.compactMap { $0["tokens"] as? [String] }.sorted { $0.description < $1.description }
                == [["--info"], ["--ink"], ["--link"], ["--warn"]])
        #expect(Set(found.compactMap { $0["fingerprint"] as? String }).count == 4)
    }
}
