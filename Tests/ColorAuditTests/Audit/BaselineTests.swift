import Foundation
import Testing

@testable import ColorAudit
@testable import ColorScience

/// `--write-baseline` / `--baseline` / `--compare` end to end on the gate fixture palette, whose findings
/// are derived by hand in its comments: light muted/page 4.4781, light icon/page 2.3231, dark icon/page
/// 2.8168, ink/scrim 1.00 (light, over black) and 4.0041 (dark, over white) are errors; dark muted/page
/// 5.9240 is a contrast-enhanced note — 5 errors and 1 note.
@Suite struct BaselineTests {
    /// The fixture rewritten: block style instead of flow mappings, colours and pairs in another order,
    /// comments and blank lines added — every line moves, nothing else changes.
    static let reformatted = """
        # reformatted: block style, other order, every line moved

        name: Gate fixture
        platform: web
        pairs:
          - foreground: ink
            background: scrim
          - foreground: icon
            background: page
            usage: ui

          - foreground: muted
            background: page
          - foreground: ink
            background: page
        colors:
          scrim:
            value: "#00000080"
            role: background
          icon:
            light: "#aaaaaa"
            dark: "#555555"
            role: icon
          muted:
            dark: "#888888"
            light: "#777777"
            role: text
          page:
            light: "#ffffff"
            dark: "#000000"
            role: background
          ink:
            light: "#000000"
            dark: "#ffffff"
            role: text

        """

    @Test func roundTripThroughReformattingAndWorsening() throws {
        let workspace = try GateWorkspace()
        defer { workspace.remove() }
        let written = try workspace.run(["audit", "palette.yaml", "--write-baseline", "baseline.json"])
        #expect(written.status == 0, "writing a baseline accepts today's findings: \(written.stderr)")
        let baseline = try JSONDocument.parse(Data(try workspace.read("baseline.json").utf8))
        #expect(baseline["version"] == .number(1))
        guard case .array(let entries)? = baseline["findings"] else {
            Issue.record("no findings array in the baseline")
            return
        }
        #expect(entries.count == 6)
        let muted = entries.first {
            $0["rule"] == .string("contrast-minimum") && $0["appearance"] == .string("light")
                && $0["tokens"] == .array([.string("muted"), .string("page")])
        }
        guard case .number(let ratio)? = muted?["measurements"]?["ratio"] else {
            Issue.record("no ratio recorded for muted on page")
            return
        }
        #expect(abs(ratio - 4.4781) < 1e-4)
        // Limits are not recorded as measurements; lines are not part of an entry.
        #expect(muted?["measurements"]?["required"] == nil)
        #expect(muted?["line"] == nil)

        // Same palette: nothing new, exit 0.
        let same = try workspace.run(["audit", "palette.yaml", "--baseline", "baseline.json", "--format", "json"])
        #expect(same.status == 0, "\(same.stderr)")
        let sameJSON = try JSONDocument.parse(Data(same.stdout.utf8))
        #expect(sameJSON["findings"] == .array([]))
        #expect(sameJSON["comparison"]?["unchanged"] == .number(6))

        // Reformatted and every line moved: still nothing new.
        try workspace.write("palette.yaml", Self.reformatted)
        let moved = try workspace.run(["audit", "palette.yaml", "--baseline", "baseline.json", "--format", "json"])
        #expect(moved.status == 0, "\(moved.stdout)")
        #expect(try JSONDocument.parse(Data(moved.stdout.utf8))["findings"] == .array([]))

        // Worsen one pair: light muted #777777 → #7a7a7a (linear 0.194618, 1.05 / 0.244618 = 4.2924 < 4.4781).
        try workspace.write(
            "palette.yaml", Self.reformatted.replacingOccurrences(of: "light: \"#777777\"", with: "light: \"#7a7a7a\""))
        let worse = try workspace.run(["audit", "palette.yaml", "--baseline", "baseline.json", "--format", "json"])
        #expect(worse.status == 1)
        let worseJSON = try JSONDocument.parse(Data(worse.stdout.utf8))
        guard case .array(let reported)? = worseJSON["findings"] else {
            Issue.record("no findings in \(worse.stdout)")
            return
        }
        #expect(reported.count == 1)
        #expect(reported.first?["rule"] == .string("contrast-minimum"))
        #expect(reported.first?["tokens"] == .array([.string("muted"), .string("page")]))
        #expect(reported.first?["baselineState"] == .string("worsened"))
        if case .number(let now)? = reported.first?["ratio"] { #expect(abs(now - 4.2924) < 1e-4) }
        #expect(worseJSON["comparison"]?["worsened"] == .number(1))

        // Better instead (#707070: linear 0.162029, 1.05 / 0.212029 = 4.9521 meets 4.5): fixed, exit 0 — and,
        // being below 7:1, a new contrast-enhanced note.
        try workspace.write(
            "palette.yaml", Self.reformatted.replacingOccurrences(of: "light: \"#777777\"", with: "light: \"#707070\""))
        let better = try workspace.run(["audit", "palette.yaml", "--baseline", "baseline.json", "--format", "json"])
        #expect(better.status == 0)
        let betterJSON = try JSONDocument.parse(Data(better.stdout.utf8))
        guard case .array(let fixed)? = betterJSON["comparison"]?["fixed"] else {
            Issue.record("no fixed list")
            return
        }
        #expect(fixed.count == 1)
        #expect(fixed.first?["tokens"] == .array([.string("muted"), .string("page")]))
        #expect(fixed.first?["rule"] == .string("contrast-minimum"))
        guard case .array(let notes)? = betterJSON["findings"] else {
            Issue.record("the report has no findings array")
            return
        }
        #expect(notes.count == 1)
        #expect(notes.first?["rule"] == .string("contrast-enhanced"))
        #expect(notes.first?["baselineState"] == .string("new"))
    }

    /// The text report says a baseline was applied and marks a worsened finding with its recorded value;
    /// `--write-baseline` confirms on standard error what it wrote.
    @Test func theTextReportNamesTheBaseline() throws {
        let workspace = try GateWorkspace()
        defer { workspace.remove() }
        let written = try workspace.run(["audit", "palette.yaml", "--write-baseline", "baseline.json"])
        #expect(written.stderr.contains("wrote 6 findings to the baseline baseline.json"), "\(written.stderr)")
        // #777777 → #7a7a7a, as above: light muted on page from 4.4781 to 4.2924.
        try workspace.write(
            "palette.yaml", Self.reformatted.replacingOccurrences(of: "light: \"#777777\"", with: "light: \"#7a7a7a\""))
        let worse = try workspace.run(["audit", "palette.yaml", "--baseline", "baseline.json"])
        #expect(worse.status == 1)
        #expect(worse.stdout.contains("4.29:1 is below 4.5:1"), "\(worse.stdout)")
        #expect(worse.stdout.contains("worse than the baseline (was ratio 4.47:1)"))
        #expect(worse.stdout.contains("Against the baseline: 0 new, 1 worsened, 0 fixed, 5 unchanged"))
    }

    /// Outside a git repository finding paths are relative to the baseline file's folder, so the same
    /// palette audited from another folder still matches its baseline (every finding once came out as
    /// both "new" and "fixed").
    @Test func outsideARepositoryPathsAreRelativeToTheBaseline() throws {
        let folder = try ImportTempFolder()
        try #require(RepositoryRoot.find(from: folder.root) == nil, "the temporary folder is in a repository")
        try folder.write("sub/palette.yaml", Self.reformatted)
        let sub = URL(fileURLWithPath: folder.root + "/sub")
        let written = try CLIRunner.run(["audit", "palette.yaml", "--write-baseline", "b.json"], directory: sub)
        #expect(written.status == 0, "\(written.stderr)")
        let again = try CLIRunner.run(
            ["audit", "sub/palette.yaml", "--baseline", "sub/b.json"], directory: URL(fileURLWithPath: folder.root))
        #expect(again.status == 0, "\(again.stdout)")
        #expect(again.stdout.contains("Against the baseline: 0 new, 0 worsened, 0 fixed, 6 unchanged"))
    }

    @Test func aNewFailingPairIsReportedAlone() throws {
        let workspace = try GateWorkspace()
        defer { workspace.remove() }
        #expect(try workspace.run(["audit", "palette.yaml", "--write-baseline", "baseline.json"]).status == 0)
        // #aaaaaa text on white: 2.3231 (derived in the palette) fails 4.5 — a new contrast-minimum error
        // in light; dark #555555 on black 2.8168 fails too.
        let palette = try workspace.read("palette.yaml") + "  - { foreground: icon, background: page, usage: text }\n"
        try workspace.write("palette.yaml", palette)
        let result = try workspace.run(["audit", "palette.yaml", "--baseline", "baseline.json", "--format", "json"])
        #expect(result.status == 1)
        let json = try JSONDocument.parse(Data(result.stdout.utf8))
        guard case .array(let findings)? = json["findings"] else {
            Issue.record("no findings")
            return
        }
        #expect(findings.count == 2)
        #expect(
            findings.allSatisfy { $0["rule"] == .string("contrast-minimum") && $0["baselineState"] == .string("new") })
        #expect(
            findings.allSatisfy {
                $0["usage"] == .string("text") && $0["tokens"] == .array([.string("icon"), .string("page")])
            })
    }

    /// The palettes of a Tokens Studio folder's themes share its files, so a finding of one theme had the
    /// identity of the same finding of another: a theme added with the same failing pair matched the
    /// baseline entry of the first, and (equal findings sharing one state) both were reported as
    /// accepted — the gate passed a new failure. The theme combination is now part of the identity.
    /// `#777777` on white is 4.4781:1 (the suite's light muted/page), below 4.5:1. Each theme's palette
    /// thus has one finding: `color.text` (a text role by its name) on `color.background` fails
    /// contrast-minimum; its AAA note is not reported beside the AA failure (as for the fixture's light
    /// muted/page), and no closeness rule applies (two greys of CIELAB L* 50.03 and 100, ΔE00 far above
    /// 10, also as simulated: a grey stays grey). So One's finding is unchanged (1) and Two's is new (1).
    /// Two adds a colour of its own (black ink, 21:1 on white), so its colours are not One's: a theme whose
    /// colours are exactly another's is judged once, as that one (`TokenFiles.judgedOnce`).
    @Test func aFindingOfANewThemeIsNew() throws {
        let workspace = try GateWorkspace()
        defer { workspace.remove() }
        try workspace.write(
            "t/base.json",
            ##"{"color": {"text": {"value": "#777777", "type": "color"}, "background": {"value": "#ffffff", "type": "color"}}}"##
        )
        try workspace.write(
            "t/extra.json",
            ##"{"spacing": {"gap": {"value": "4px", "type": "dimension"}}, "ink": {"value": "#000000", "type": "color"}}"##
        )
        let one = #"{"name": "One", "group": "brand", "selectedTokenSets": {"base": "enabled"}}"#
        let two = #"{"name": "Two", "group": "brand", "selectedTokenSets": {"base": "enabled", "extra": "enabled"}}"#
        try workspace.write("t/$themes.json", "[\(one)]")
        #expect(try workspace.run(["audit", "t", "--write-baseline", "baseline.json"]).status == 0)
        #expect(try workspace.read("baseline.json").contains(#""variant" : "One""#))
        try workspace.write("t/$themes.json", "[\(one), \(two)]")
        let result = try workspace.run(["audit", "t", "--baseline", "baseline.json", "--format", "json"])
        #expect(result.status == 1, "\(result.stdout)")
        let json = try JSONDocument.parse(Data(result.stdout.utf8))
        #expect(json["comparison"]?["new"] == .number(1))
        #expect(json["comparison"]?["unchanged"] == .number(1))
        guard case .array(let findings)? = json["findings"] else {
            Issue.record("no findings")
            return
        }
        // Accepted findings are not listed: only theme Two's.
        #expect(findings.count == 1)
        #expect(findings.first?["variant"] == .string("Two"))
        #expect(findings.first?["baselineState"] == .string("new"))
    }

    /// Two themes whose colours are the same are one palette, judged once, as the first of them
    /// (`TokenFiles.judgedOnce`): its findings keep that theme's variant, so a baseline written before the
    /// second theme was added still holds them. One: `color.text` #777777 on `color.background` #ffffff,
    /// 4.4781:1 < 4.5:1, one contrast-minimum finding (as in `aFindingOfANewThemeIsNew`); Two adds only a
    /// token set without colours, so its colours are One's: one palette, "t (One; also Two)", whose one
    /// finding is One's, unchanged. A baseline written with both themes holds it the same way.
    @Test func aThemeJudgedOnceKeepsItsBaseline() throws {
        let workspace = try GateWorkspace()
        defer { workspace.remove() }
        try workspace.write(
            "t/base.json",
            ##"{"color": {"text": {"value": "#777777", "type": "color"}, "background": {"value": "#ffffff", "type": "color"}}}"##
        )
        try workspace.write("t/extra.json", ##"{"spacing": {"gap": {"value": "4px", "type": "dimension"}}}"##)
        let one = #"{"name": "One", "group": "brand", "selectedTokenSets": {"base": "enabled"}}"#
        let two = #"{"name": "Two", "group": "brand", "selectedTokenSets": {"base": "enabled", "extra": "enabled"}}"#
        try workspace.write("t/$themes.json", "[\(one)]")
        #expect(try workspace.run(["audit", "t", "--write-baseline", "one.json"]).status == 0)
        try workspace.write("t/$themes.json", "[\(one), \(two)]")
        let text = try workspace.run(["audit", "t", "--baseline", "one.json"])
        #expect(text.stdout.contains("t (One; also Two)"), "\(text.stdout)")
        #expect(text.stdout.contains("Against the baseline: 0 new, 0 worsened, 0 fixed, 1 unchanged"))
        #expect(text.status == 0)
        #expect(try workspace.run(["audit", "t", "--write-baseline", "both.json"]).status == 0)
        #expect(try workspace.read("both.json").contains(#""variant" : "One""#))
        for baseline in ["one.json", "both.json"] {
            let result = try workspace.run(["audit", "t", "--baseline", baseline, "--format", "json"])
            #expect(result.status == 0, "\(baseline): \(result.stdout)")
            let json = try JSONDocument.parse(Data(result.stdout.utf8))
            #expect(json["comparison"]?["new"] == .number(0))
            #expect(json["comparison"]?["unchanged"] == .number(1))
            #expect(json["comparison"]?["fixed"] == .array([]))
            #expect(json["findings"] == .array([]))
        }
    }

    /// The finding limit used to apply before the comparison: `--write-baseline` recorded only the
    /// findings shown, and `--baseline` compared only those, so a new failure beyond the limit passed the
    /// gate. The gate now compares every finding and limits only what it reports. With `--max-findings
    /// 1`: the baseline holds all 6 findings (5 errors, 1 note); icon as text adds 2 errors (light 2.3231,
    /// dark 2.8168 — one per appearance, so both are shown).
    @Test func theFindingLimitDoesNotNarrowTheComparison() throws {
        let workspace = try GateWorkspace()
        defer { workspace.remove() }
        let written = try workspace.run(["audit", "palette.yaml", "--max-findings", "1", "--write-baseline", "b.json"])
        #expect(written.status == 0)
        #expect(written.stderr.contains("wrote 6 findings to the baseline b.json"), "\(written.stderr)")
        let palette = try workspace.read("palette.yaml") + "  - { foreground: icon, background: page, usage: text }\n"
        try workspace.write("palette.yaml", palette)
        let result = try workspace.run([
            "audit", "palette.yaml", "--baseline", "b.json", "--max-findings", "1", "--format", "json",
        ])
        #expect(result.status == 1)
        let json = try JSONDocument.parse(Data(result.stdout.utf8))
        #expect(json["comparison"]?["new"] == .number(2))
        #expect(json["comparison"]?["unchanged"] == .number(6))
        #expect(json["comparison"]?["fixed"] == .array([]))
        guard case .array(let findings)? = json["findings"] else {
            Issue.record("no findings")
            return
        }
        #expect(findings.count == 2)
        // Against itself, nothing is new, however low the limit.
        try workspace.write("palette.yaml", palette)
        let again = try workspace.run(["audit", "palette.yaml", "--max-findings", "1", "--write-baseline", "c.json"])
        #expect(again.stderr.contains("wrote 8 findings"), "\(again.stderr)")
        let same = try workspace.run(["audit", "palette.yaml", "--baseline", "c.json", "--max-findings", "1"])
        #expect(same.status == 0, "\(same.stdout)")
    }

    /// Against OLD of `--compare`, a worsened finding says what it is worse than: OLD, not "the baseline"
    /// (there is none). Light muted #777777 (4.4781:1, the suite's) becomes #797979 (121/255 → Y 0.19119,
    /// 1.05/0.24119 = 4.35:1): worse.
    @Test func aWorsenedFindingNamesWhatItIsComparedWith() throws {
        let workspace = try GateWorkspace()
        defer { workspace.remove() }
        try workspace.writeVersions {
            $0.replacingOccurrences(of: "light: \"#777777\"", with: "light: \"#797979\"")
        }
        let result = try workspace.run(["audit", "--compare", "base", "head"])
        #expect(result.status == 1)
        #expect(result.stdout.contains("— worse than base (was ratio 4.47:1)"), "\(result.stdout)")
        #expect(!result.stdout.contains("the baseline"))
    }

    @Test func compareTwoVersions() throws {
        let workspace = try GateWorkspace()
        defer { workspace.remove() }
        let original = try workspace.read("palette.yaml")
        try workspace.write("base/palette.yaml", original)
        // The new version fixes muted (#707070, 4.9521 — which makes it a contrast-enhanced note, below 7:1)
        // and adds icon as text (2.3231 light, 2.8168 dark): 3 new, 1 fixed.
        try workspace.write(
            "head/palette.yaml",
            original.replacingOccurrences(of: "light: \"#777777\"", with: "light: \"#707070\"")
                + "  - { foreground: icon, background: page, usage: text }\n")
        let result = try workspace.run(["audit", "--compare", "base", "head", "--format", "json"])
        #expect(result.status == 1, "\(result.stderr)")
        let json = try JSONDocument.parse(Data(result.stdout.utf8))
        #expect(json["comparison"]?["new"] == .number(3))
        #expect(json["comparison"]?["worsened"] == .number(0))
        guard case .array(let fixed)? = json["comparison"]?["fixed"] else {
            Issue.record("no fixed list")
            return
        }
        #expect(fixed.count == 1)
        #expect(fixed.first?["tokens"] == .array([.string("muted"), .string("page")]))
        // Two single files with different names are the same palette.
        try workspace.write("old-theme.yaml", original)
        let files = try workspace.run(["audit", "--compare", "old-theme.yaml", "palette.yaml"])
        #expect(files.status == 0, "\(files.stdout)")
        // Usage errors.
        #expect(try workspace.run(["audit", "--compare", "palette.yaml"]).status == 2)
    }

    /// A palette deleted in NEW (or left out of the audited paths against a baseline) is not "fixed": its
    /// 6 findings (5 errors and 1 note, see the suite) are counted as not audited, and the reports name the
    /// file and what they compare with. A file compared with a folder cannot be matched: exit 2.
    @Test func findingsOfFilesNotAuditedAreNotFixed() throws {
        let workspace = try GateWorkspace()
        defer { workspace.remove() }
        let original = try workspace.read("palette.yaml")
        try workspace.write("base/palette.yaml", original)
        try workspace.write("base/other.yaml", original)
        try workspace.write("head/palette.yaml", original)
        let json = try JSONDocument.parse(
            Data(try workspace.run(["audit", "--compare", "base", "head", "--format", "json"]).stdout.utf8))
        #expect(json["comparison"]?["fixed"] == .array([]))
        #expect(json["comparison"]?["unchanged"] == .number(6))
        #expect(json["comparison"]?["notAudited"] == .number(6))
        let text = try workspace.run(["audit", "--compare", "base", "head"])
        #expect(text.status == 0, "\(text.stdout)")
        #expect(text.stdout.contains("Against base: 0 new, 0 worsened, 0 fixed, 6 unchanged (accepted, not listed); "))
        #expect(text.stdout.contains("6 not audited, in 1 file this run did not read"))
        #expect(text.stdout.contains("other.yaml"))
        let markdown = try workspace.run(["audit", "--compare", "base", "head", "--format", "markdown"])
        #expect(markdown.stdout.contains("**Against base:** 0 new, 0 worsened, 0 fixed"))
        #expect(!markdown.stdout.contains("Fixed since"))
        // Against a baseline of both files, auditing one of them.
        #expect(try workspace.run(["audit", "base", "--write-baseline", "b.json"]).status == 0)
        let partial = try workspace.run(["audit", "base/palette.yaml", "--baseline", "b.json"])
        #expect(partial.stdout.contains("Against the baseline: 0 new, 0 worsened, 0 fixed, 6 unchanged"))
        #expect(partial.stdout.contains("6 not audited"))
        // Deleting a finding's cause is still fixed: the same palette with muted passing AA and AAA.
        try workspace.write(
            "head/palette.yaml", original.replacingOccurrences(of: "light: \"#777777\"", with: "light: \"#000000\""))
        let fixedJSON = try JSONDocument.parse(
            Data(try workspace.run(["audit", "--compare", "base", "head", "--format", "json"]).stdout.utf8))
        guard case .array(let fixed)? = fixedJSON["comparison"]?["fixed"] else {
            Issue.record("no fixed list")
            return
        }
        #expect(fixed.count == 1)
        // A file against a folder.
        let mixed = try workspace.run(["audit", "--compare", "base/palette.yaml", "head"])
        #expect(mixed.status == 2)
        #expect(mixed.stderr.contains("OLD base/palette.yaml is a file and NEW head a folder"))
    }

    /// The dark muted/page note (5.9240, meets AA, below AAA) is gone when dark muted becomes `#555555`:
    /// 2.8168 on black (see the fixture), which fails AA. The pair got worse, so the note is not fixed: it
    /// is replaced by the new AA error, and the other 5 findings are unchanged.
    @Test func anAAANoteGoneBecauseThePairFailsAAIsNotFixed() throws {
        let workspace = try GateWorkspace()
        defer { workspace.remove() }
        try workspace.writeVersions {
            $0.replacingOccurrences(of: "dark: \"#888888\"", with: "dark: \"#555555\"")
        }
        let text = try workspace.run(["audit", "--compare", "base", "head"])
        #expect(text.status == 1, "\(text.stdout)")
        #expect(
            text.stdout.contains(
                "Against base: 1 new, 0 worsened, 0 fixed, 1 replaced by a worse finding, 5 unchanged (accepted, not listed)"
            ))
        let json = try JSONDocument.parse(
            Data(try workspace.run(["audit", "--compare", "base", "head", "--format", "json"]).stdout.utf8))
        #expect(json["comparison"]?["fixed"] == .array([]))
        #expect(json["comparison"]?["superseded"] == .number(1))
        #expect(json["comparison"]?["new"] == .number(1))
        let markdown = try workspace.run(["audit", "--compare", "base", "head", "--format", "markdown"])
        #expect(!markdown.stdout.contains("Fixed since"))
    }

    /// The HTML page of a comparison says what it compares with and that only new and worsened findings
    /// are listed; the worsened one is marked, empty sections do not claim "No findings", and the fixed
    /// one is listed. Light muted `#7a7a7a` on white: linear 0.194618, 1.05 / 0.244618 = 4.2924, below the
    /// base's 4.4781 (worsened); light icon `#000000` on white is 21:1 (fixed); the other 4 are unchanged.
    @Test func theHTMLPageOfAComparisonSaysWhatIsListed() throws {
        let workspace = try GateWorkspace()
        defer { workspace.remove() }
        try workspace.writeVersions {
            $0.replacingOccurrences(of: "light: \"#777777\"", with: "light: \"#7a7a7a\"")
                .replacingOccurrences(of: "icon: { light: \"#aaaaaa\"", with: "icon: { light: \"#000000\"")
        }
        let result = try workspace.run(["audit", "--compare", "base", "head", "--format", "html"])
        #expect(result.status == 1)
        let html = result.stdout
        #expect(
            html.contains(
                "<strong>Against base:</strong> 0 new, 1 worsened, 1 fixed, 4 unchanged (accepted, not listed). "
                    + "Only new and worsened findings are listed."))
        #expect(html.contains("<span class=\"state\">worse than base</span>"))
        #expect(html.contains("4.29:1"))
        #expect(html.contains("No new or worsened findings."))
        #expect(!html.contains("<p>No findings.</p>"))
        #expect(html.contains("Fixed since base"))
        #expect(html.contains("<td><code>non-text-contrast</code></td><td>light</td><td>icon, page</td>"))
    }

    @Test func brokenBaselineFilesAreInputErrors() throws {
        let workspace = try GateWorkspace()
        defer { workspace.remove() }
        // Each problem at its line and column: the 3 is the 58th character, the finding's `{` the 29th.
        try workspace.write("bad.json", "{\"version\": 1, \"findings\": [{\"fingerprint\": \"x\", \"rule\": 3}]}")
        let wrongType = try workspace.run(["audit", "palette.yaml", "--baseline", "bad.json"])
        #expect(wrongType.status == 2)
        #expect(
            wrongType.stderr.hasPrefix(
                "bad.json:1:58: error: findings[0].rule: expected a string in quotes, found the number 3"),
            "\(wrongType.stderr)")
        // README: a missing field is an input error naming the entry (it was accepted without a fingerprint).
        try workspace.write("nofp.json", "{\"version\": 1, \"findings\": [{\"rule\": \"r\"}]}")
        let missing = try workspace.run(["audit", "palette.yaml", "--baseline", "nofp.json"])
        #expect(missing.status == 2)
        #expect(
            missing.stderr.hasPrefix("nofp.json:1:29: error: findings[0]: missing 'fingerprint'"), "\(missing.stderr)")
        // A list where the object belongs is named in words (it was "expected Dictionary<String, Any>").
        try workspace.write("list.json", "[]")
        let list = try workspace.run(["audit", "palette.yaml", "--baseline", "list.json"])
        #expect(list.status == 2)
        #expect(list.stderr.contains("list.json:1:1: error: not a baseline file: expected an object"), "\(list.stderr)")
        try workspace.write("empty.json", "\n")
        let empty = try workspace.run(["audit", "palette.yaml", "--baseline", "empty.json"])
        #expect(empty.status == 2)
        #expect(empty.stderr.contains("empty.json:1:1: error: the baseline file is empty"), "\(empty.stderr)")
        try workspace.write("future.json", "{\"version\": 2, \"findings\": []}")
        let future = try workspace.run(["audit", "palette.yaml", "--baseline", "future.json"])
        #expect(future.status == 2)
        #expect(future.stderr.contains("version 2"))
        // An endless stream is refused as the baseline it should be, not as "a palette file".
        let endless = try workspace.run(["audit", "palette.yaml", "--baseline", "/dev/zero"])
        #expect(endless.status == 2)
        #expect(endless.stderr.contains("expected a baseline file"), "\(endless.stderr)")
        // A baseline path that cannot be written fails before the report is printed, naming the baseline.
        let folder = try workspace.run(["audit", "palette.yaml", "--write-baseline", "."])
        #expect(folder.status == 2)
        #expect(folder.stdout.isEmpty, "\(folder.stdout)")
        #expect(folder.stderr.hasPrefix(".: error: cannot write the baseline: it is a folder"), "\(folder.stderr)")
        try workspace.write("garbage.json", "not json")
        #expect(try workspace.run(["audit", "palette.yaml", "--baseline", "garbage.json"]).status == 2)
        #expect(try workspace.run(["audit", "palette.yaml", "--baseline", "missing.json"]).status == 2)
    }
}
