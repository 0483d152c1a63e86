import Foundation
import Testing

@testable import ColorAudit
@testable import ColorScience

/// Inline suppressions written as comments: `/* coloraudit-ignore RULE: reason */` before a CSS custom
/// property, `<!-- coloraudit-ignore RULE: reason -->` before an Android `<color>` (`IgnoreComment`). Like
/// `ignore:` in our palette format, each needs a reason; silenced findings are counted in the summary and
/// listed in JSON and SARIF `suppressions`.
///
/// Hand-derived (WCAG 2.2 relative luminance): #eeeeee is linear 0.854993, on white 1.05 / 0.904993 =
/// 1.16:1, below the 3:1 of 1.4.11 (non-text contrast); #000000 on white is 21:1.
@Suite struct InlineCommentSuppressionTests {
    static let css = """
        :root {
          --page: #ffffff;
          --text: #000000;
          /* a plain comment */
          /* coloraudit-ignore non-text-contrast: decorative divider, not needed to identify a component */
          --border-decorative: #eeeeee;
        }

        """

    static let android = """
        <?xml version="1.0" encoding="utf-8"?>
        <resources>
            <color name="page">#ffffff</color>
            <color name="text">#000000</color>
            <!-- coloraudit-ignore non-text-contrast: decorative divider, not needed to identify a component -->
            <color name="border_decorative">#eeeeee</color>
        </resources>

        """

    /// The audit of `file` with and without its suppression comment: silenced, counted and listed; and
    /// failing once the comment is gone.
    private func checkSilenced(_ workspace: GateWorkspace, _ file: String, plain: String) throws {
        let text = try workspace.run(["audit", file])
        #expect(text.status == 0, "\(text.stdout)\(text.stderr)")
        #expect(text.stdout.contains("; 1 suppressed (ignore)"), "\(text.stdout)")
        let json = try workspace.run(["audit", file, "--format", "json"]).json()
        let suppressions = try cast(json["suppressions"], "suppressions", as: [[String: Any]].self)
        let only = try #require(suppressions.first)
        #expect(suppressions.count == 1)
        #expect(only["rule"] as? String == "non-text-contrast")
        #expect(only["reason"] as? String == "decorative divider, not needed to identify a component")
        #expect((only["ignoreLocation"] as? [String: Any])?["line"] as? Int == 5)
        let summary = try cast(json["summary"], "summary", as: [String: Any].self)
        #expect(summary["suppressed"] as? Int == 1)
        let sarif = try workspace.run(["audit", file, "--format", "sarif"])
        #expect(try GateOutputTests().validateSARIF(sarif.stdout) == [])
        #expect(sarif.stdout.contains("\"justification\" : \"decorative divider, not needed to identify a component\""))
        try workspace.write("plain-" + file, plain)
        let unsilenced = try workspace.run(["audit", "plain-" + file])
        #expect(unsilenced.status == 1, "\(unsilenced.stdout)")
        #expect(unsilenced.stdout.contains("1.16:1"), "\(unsilenced.stdout)")
    }

    @Test func cssCommentSilencesTheNextCustomProperty() throws {
        let workspace = try GateWorkspace()
        defer { workspace.remove() }
        try workspace.write("theme.css", Self.css)
        let plain = Self.css.replacingOccurrences(of: "coloraudit-ignore", with: "note")
        try checkSilenced(workspace, "theme.css", plain: plain)
    }

    @Test func androidCommentSilencesTheNextColour() throws {
        let workspace = try GateWorkspace()
        defer { workspace.remove() }
        try workspace.write("colors.xml", Self.android)
        // Without the comment: a comment before a colour is its description, and this one says decorative.
        let comment =
            "    <!-- coloraudit-ignore non-text-contrast: decorative divider, not needed to identify a component -->\n"
        #expect(Self.android.contains(comment))
        let plain = Self.android.replacingOccurrences(of: comment, with: "")
        try checkSilenced(workspace, "colors.xml", plain: plain)
    }

    /// A comment after a declaration on its line (ESLint's `eslint-disable-line`, stylelint's
    /// `stylelint-disable-line` form) is for that declaration, never the next (tester 6: a trailing
    /// comment silenced the next colour and left its own finding).
    @Test func aTrailingCommentIsForTheColourOnItsLine() throws {
        let workspace = try GateWorkspace()
        defer { workspace.remove() }
        try workspace.write(
            "theme.css",
            """
            :root {
              --page: #ffffff;
              --border-decorative: #eeeeee; /* coloraudit-ignore non-text-contrast: decorative divider */
              --border-faint: #dddddd;
            }

            """)
        try workspace.write(
            "colors.xml",
            """
            <?xml version="1.0" encoding="utf-8"?>
            <resources>
                <color name="page">#ffffff</color>
                <color name="border_decorative">#eeeeee</color> <!-- coloraudit-ignore non-text-contrast: decorative divider -->
                <color name="border_faint">#dddddd</color>
            </resources>

            """)
        for (file, silenced, judged) in [
            ("theme.css", "--border-decorative", "--border-faint"), ("colors.xml", "border_decorative", "border_faint"),
        ] {
            let json = try workspace.run(["audit", file, "--format", "json"]).json()
            let suppressions = try cast(json["suppressions"], "suppressions", as: [[String: Any]].self)
            #expect(suppressions.count == 1, "\(file)")
            #expect(suppressions.first?["token"] as? String == silenced, "\(file): \(suppressions)")
            let line = file == "theme.css" ? 3 : 4
            #expect((suppressions.first?["ignoreLocation"] as? [String: Any])?["line"] as? Int == line, "\(file)")
            // The next colour is judged: #dddddd (linear 0.723055) on white is 1.05 / 0.773055 = 1.358:1,
            // below 3:1 (1.4.11).
            let findings = try cast(json["findings"], "findings", as: [[String: Any]].self)
            let judgedFindings = findings.filter { ($0["tokens"] as? [String])?.contains(judged) == true }
            #expect(!judgedFindings.isEmpty, "\(file): \(judged) should be judged")
        }
    }

    @Test func cssCommentsNeedARuleAReasonAndAColourAfterThem() throws {
        let workspace = try GateWorkspace()
        defer { workspace.remove() }
        try workspace.write(
            "bad.css",
            """
            :root {
              /* coloraudit-ignore non-text-contrast */
              --a: #eeeeee;
              /* coloraudit-ignore non-text-contrast:   */
              --b: #eeeeee;
              /* coloraudit-ignore non-text-contrat: divider */
              --c: #eeeeee;
              /* coloraudit-ignore non-text-contrast: divider */
              color: red;
              /* coloraudit-ignore non-text-contrast: divider */
              --space: 4px;
            }

            """)
        let result = try workspace.run(["audit", "bad.css"])
        #expect(result.status == 2)
        let expected = [
            "bad.css:2:3: error: coloraudit-ignore: expected 'RULE: reason'",
            "bad.css:4:3: error: coloraudit-ignore: non-text-contrast: expected a reason why its findings are accepted",
            "bad.css:6:3: error: coloraudit-ignore: 'non-text-contrat' is not a rule",
            "bad.css:8:3: error: coloraudit-ignore: expected a custom property declaration (--name: colour) after "
                + "the comment, found 'color'",
        ]
        for line in expected { #expect(result.stderr.contains(line), "\(line)\n\(result.stderr)") }
        // The rule, reason and place are right, but --space is no colour.
        try workspace.write(
            "space.css",
            ":root {\n  --a: #fff;\n  /* coloraudit-ignore non-text-contrast: divider */\n  --space: 4px;\n}\n")
        let space = try workspace.run(["audit", "space.css"])
        #expect(space.status == 2)
        #expect(
            space.stderr.contains("space.css:3:3: error: coloraudit-ignore: --space is not a colour custom property"),
            "\(space.stderr)")
    }

    @Test func androidCommentsNeedAReasonAndAColourAfterThem() throws {
        let workspace = try GateWorkspace()
        defer { workspace.remove() }
        try workspace.write(
            "colors.xml",
            """
            <?xml version="1.0" encoding="utf-8"?>
            <resources>
                <!-- coloraudit-ignore non-text-contrast: -->
                <color name="a">#eeeeee</color>
                <!-- coloraudit-ignore non-text-contrast: divider -->
                <dimen name="gap">4dp</dimen>
            </resources>

            """)
        let result = try workspace.run(["audit", "colors.xml"])
        #expect(result.status == 2)
        #expect(result.stderr.contains("colors.xml:3:"), "\(result.stderr)")
        #expect(
            result.stderr.contains(
                "error: coloraudit-ignore: non-text-contrast: expected a reason why its findings are accepted"),
            "\(result.stderr)")
        #expect(
            result.stderr.contains(
                "colors.xml:5:"), "\(result.stderr)")
        #expect(
            result.stderr.contains(
                "error: coloraudit-ignore: expected a <color> or a colour <item> after the comment, found <dimen>"),
            "\(result.stderr)")
    }
}
