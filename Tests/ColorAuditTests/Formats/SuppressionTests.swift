import Foundation
import Testing

@testable import ColorAudit
@testable import ColorScience

/// Inline suppressions: `ignore:` on a colour of our palette format and `$extensions["org.coloraudit"]
/// .ignore` on a DTCG token, each rule with a reason; silenced findings leave the findings (and the exit
/// status), are counted in the summary and listed in JSON (`suppressions`) and SARIF (`suppressions`).
///
/// Hand-derived (WCAG 2.2 relative luminance): #aaaaaa is linear 0.401978, on white 1.05 / 0.451978 =
/// 2.32:1, below 4.5:1 (1.4.3); #777777 is linear 0.184475, 1.05 / 0.234475 = 4.48:1, below 4.5:1;
/// #eeeeee is linear 0.854993, 1.05 / 0.904993 = 1.16:1, below 3:1 (1.4.11).
@Suite struct SuppressionTests {
    static let palette = """
        colors:
          page: { value: "#ffffff", role: background }
          muted: { value: "#777777", role: text }
          placeholder:
            value: "#aaaaaa"
            role: text
            ignore:
              contrast-minimum: "placeholder text, repeated by the field's label"
        pairs:
          - { foreground: muted, background: page }
          - { foreground: placeholder, background: page }

        """

    @Test func ignoreSilencesTheRuleForThatColourOnly() throws {
        let folder = try ImportTempFolder()
        let path = try folder.write("p.yaml", Self.palette)
        let json = try InProcessCLI.run(["audit", path, "--format", "json", "--rule", "cvd-collision=off"])
        #expect(json.status == 1)  // muted on page (4.48:1) is still an error
        let document = try json.json()
        let findings = try cast(document["findings"], "findings", as: [[String: Any]].self)
        #expect(findings.map { $0["tokens"] as? [String] } == [["muted", "page"]])
        let summary = try cast(document["summary"], "summary", as: [String: Any].self)
        #expect(summary["suppressed"] as? Int == 1 && summary["errors"] as? Int == 1)
        let suppressions = try cast(document["suppressions"], "suppressions", as: [[String: Any]].self)
        let only = try #require(suppressions.first)
        #expect(suppressions.count == 1)
        #expect(only["rule"] as? String == "contrast-minimum" && only["token"] as? String == "placeholder")
        #expect(only["tokens"] as? [String] == ["placeholder", "page"])
        #expect(only["reason"] as? String == "placeholder text, repeated by the field's label")
        #expect((only["ignoreLocation"] as? [String: Any])?["line"] as? Int == 8)
        #expect((only["location"] as? [String: Any])?["line"] as? Int == 11)
        let text = try InProcessCLI.run(["audit", path, "--rule", "cvd-collision=off"])
        #expect(text.stdout.contains("suppressed: 1 finding (ignore): contrast-minimum for placeholder"))
        #expect(text.stdout.hasSuffix("1 error, 0 warnings, 0 notes; 1 suppressed (ignore)\n"))
        // Without the ignore the placeholder fails too.
        let plain = try folder.write(
            "q.yaml",
            Self.palette.replacingOccurrences(of: "    ignore:\n", with: "    # \n")
                .replacingOccurrences(
                    of: "      contrast-minimum: \"placeholder text, repeated by the field's label\"\n", with: ""))
        let unsuppressed = try InProcessCLI.run(["audit", plain, "--format", "json", "--rule", "cvd-collision=off"])
            .json()
        #expect((unsuppressed["findings"] as? [[String: Any]])?.count == 2)
        #expect(unsuppressed["suppressions"] == nil)
    }

    /// A suppression of another rule silences nothing here: the placeholder's contrast finding stays.
    @Test func anotherRuleSilencesNothing() throws {
        let folder = try ImportTempFolder()
        let path = try folder.write(
            "p.yaml",
            Self.palette.replacingOccurrences(
                of: "contrast-minimum: \"placeholder", with: "non-text-contrast: \"placeholder"))
        let json = try InProcessCLI.run(["audit", path, "--format", "json", "--rule", "cvd-collision=off"]).json()
        #expect((json["findings"] as? [[String: Any]])?.count == 2)
        #expect(json["suppressions"] == nil)
    }

    /// Each ignored rule needs a reason and must be a rule: every problem reported at its line and column.
    @Test func aReasonIsRequired() throws {
        let folder = try ImportTempFolder()
        let path = try folder.write(
            "bad.yaml",
            """
            colors:
              a:
                value: "#aaaaaa"
                ignore:
                  contrast-minmum: "typo"
                  non-text-contrast: ""
                  cvd-collision:
                  link-in-text-block: "   "
              b:
                value: "#ffffff"
                ignore: "everything"

            """)
        let result = try InProcessCLI.run(["audit", path])
        #expect(result.status == 2)
        let expected = [
            "bad.yaml:5:7: error: colour 'a' ignore: 'contrast-minmum' is not a rule (did you mean 'contrast-minimum'?)",
            "bad.yaml:6:26: error: colour 'a' ignore non-text-contrast: expected a reason",
            "bad.yaml:7:7: error: colour 'a' ignore cvd-collision: expected a reason",
            "bad.yaml:8:27: error: colour 'a' ignore link-in-text-block: expected a reason",
            "bad.yaml:11:13: error: colour 'b' ignore: expected a mapping of rule IDs to reasons",
        ]
        for line in expected { #expect(result.stderr.contains(line), "\(line)\n\(result.stderr)") }
    }

    /// DTCG: `$extensions["org.coloraudit"].ignore` (the DTCG format's vendor extension, reverse domain
    /// name). SARIF keeps the silenced result with an `inSource` suppression, the reason as justification.
    @Test func dtcgExtensionAndSARIF() throws {
        let workspace = try GateWorkspace()
        defer { workspace.remove() }
        try workspace.write(
            "tokens.json",
            """
            {
              "color": {
                "$type": "color",
                "page": { "$value": "#ffffff" },
                "text": { "$value": "#000000" },
                "border-decorative": {
                  "$value": "#eeeeee",
                  "$extensions": { "org.coloraudit": { "ignore": {
                    "non-text-contrast": "decorative divider, not needed to identify a component" } } }
                }
              }
            }
            """)
        let text = try workspace.run(["audit", "tokens.json"])
        #expect(text.status == 0, "\(text.stdout)\(text.stderr)")
        #expect(text.stdout.contains("; 1 suppressed (ignore)"))
        let sarif = try workspace.run(["audit", "tokens.json", "--format", "sarif"])
        #expect(try GateOutputTests().validateSARIF(sarif.stdout) == [])
        #expect(try GitHubUploadRules.problems(sarif.stdout) == [])
        let log = try cast(JSONSerialization.jsonObject(with: Data(sarif.stdout.utf8)), "log", as: [String: Any].self)
        let results = try cast(
            (log["runs"] as? [[String: Any]])?.first?["results"], "results", as: [[String: Any]].self)
        let silenced = results.filter { $0["suppressions"] != nil }
        #expect(silenced.count == 1)
        let suppression = try #require((silenced.first?["suppressions"] as? [[String: Any]])?.first)
        #expect(suppression["kind"] as? String == "inSource")
        #expect(suppression["justification"] as? String == "decorative divider, not needed to identify a component")
        #expect(silenced.first?["ruleId"] as? String == "non-text-contrast")
        // A missing reason in the extension is an input error too.
        try workspace.write(
            "bad.json",
            ##"{"c": {"$type": "color", "x": {"$value": "#eeeeee", "$extensions": {"org.coloraudit": {"ignore": {"non-text-contrast": ""}}}}}}"##
        )
        let bad = try workspace.run(["audit", "bad.json"])
        #expect(bad.status == 2 && bad.stderr.contains("token 'c.x' ignore non-text-contrast: expected a reason"))
    }
}
