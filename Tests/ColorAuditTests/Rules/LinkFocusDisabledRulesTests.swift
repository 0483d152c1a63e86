import Foundation
import Testing

@testable import ColorAudit
@testable import ColorScience

/// `link-in-text-block`, `focus-indicator-contrast` and inactive components (`disabled`), on palettes
/// written for the test in ColorAudit's format. Expected ratios are hand-derived with the WCAG 2.2
/// formula: linear = c/12.92 for c ≤ 0.04045, else ((c + 0.055)/1.055)^2.4 (c = channel/255);
/// L = 0.2126 R + 0.7152 G + 0.0722 B; ratio = (L1 + 0.05)/(L2 + 0.05). Luminances used:
/// #ffffff 1; #1f2328 0.016466; #0550ae 0.088256; #0969da 0.152232; #d0d7de 0.672847;
/// #6e7781 0.180936; #8c959f 0.295735; #0d1117 0.005605; #1f6feb 0.165754; #010409 0.001208;
/// #30363d 0.035251.
@Suite struct LinkFocusDisabledRulesTests {
    private func palette(_ yaml: String) throws -> Palette {
        try NativePaletteImporter().importPalette(contents: Data(yaml.utf8), path: "test.yaml")
    }

    private func audit(_ yaml: String, _ configuration: Configuration = Configuration()) throws -> PaletteReport {
        Auditor(configuration: configuration).audit(try palette(yaml))
    }

    // MARK: link-in-text-block (WCAG 1.4.1, G183)

    private let links = """
        colors:
          canvas: { value: "#ffffff", role: background }
          ink: { value: "#1f2328", role: text }
          linkDark: { value: "#0550ae", role: interactive }
          linkBlue: { value: "#0969da", role: interactive }
        pairs:
          - { foreground: ink, background: canvas }
          - { foreground: linkDark, background: canvas, usage: link, surroundingText: ink }
          - { foreground: linkBlue, background: canvas, usage: link, surroundingText: ink }

        """

    @Test func linkCloseToItsSurroundingTextIsAFinding() throws {
        let report = try audit(links)
        // #0550ae vs #1f2328: 0.138256/0.066466 = 2.080 < 3; against white 1.05/0.138256 = 7.595.
        // #0969da vs #1f2328: 0.202232/0.066466 = 3.043 ≥ 3: no finding.
        let findings = report.findings("link-in-text-block")
        #expect(findings.map(\.tokens) == [["linkDark", "canvas", "ink"]])
        let finding = try #require(findings.first)
        #expect(abs((finding.measurements["ratio"]?.value ?? 0) - 2.0801) < 1e-3)
        #expect(abs((finding.measurements["ratioBackground"]?.value ?? 0) - 7.5946) < 1e-3)
        #expect(finding.measurements["required"]?.value == 3)
        #expect(finding.measurements["requiredBackground"]?.value == 4.5)
        #expect(finding.facts["failed"] == "surrounding-text")
        #expect(finding.severity == .error)
        #expect(finding.message.contains("2.08:1"))
        #expect(finding.message.contains("7.59:1"))
        // Links are text: both meet 4.5:1 against white (7.59:1 and 1.05/0.202232 = 5.19:1).
        #expect(report.findings("contrast-minimum").isEmpty)
    }

    @Test func underlinedLinksOnlyNeedBackgroundContrast() throws {
        let yaml = """
            colors:
              canvas: { value: "#ffffff", role: background }
              ink: { value: "#1f2328", role: text }
              linkDark: { value: "#0550ae", role: interactive }
            pairs:
              - { foreground: linkDark, background: canvas, usage: link, surroundingText: ink, underlined: true }
              - { foreground: linkDark, background: canvas, usage: link, underlined: true }

            """
        let report = try audit(yaml)
        #expect(report.findings("link-in-text-block").isEmpty)
        #expect(report.findings("contrast-minimum").isEmpty)
    }

    @Test func translucentLinkIsJudgedAsComposited() throws {
        // rgba(5, 80, 174, 0.85) over #ddf4ff, source-over in gamma-encoded sRGB:
        // 0.85·(5, 80, 174) + 0.15·(221, 244, 255) = (37.4, 104.6, 186.15) → L = 0.1250;
        // against #1f2328: 0.1750/0.066466 = 2.855 < 3 (a finding); against #ddf4ff (L = 0.8730):
        // 0.9230/0.1750 = 4.864 ≥ 4.5. The opaque #0550ae would be 2.080 from the text.
        let yaml = """
            colors:
              tint: { value: "#ddf4ff", role: background }
              ink: { value: "#1f2328", role: text }
              link: { value: "rgba(5, 80, 174, 0.85)", role: interactive }
            pairs:
              - { foreground: link, background: tint, usage: link, surroundingText: ink }

            """
        let report = try audit(yaml)
        let finding = try #require(report.findings("link-in-text-block").first)
        #expect(abs((finding.measurements["ratio"]?.value ?? 0) - 2.8547) < 2e-3)
        #expect(abs((finding.measurements["ratioBackground"]?.value ?? 0) - 4.8642) < 2e-3)
        #expect(report.findings("contrast-minimum").isEmpty)
    }

    @Test func linkDeclarationsAreValidated() throws {
        let base = """
            colors:
              canvas: { value: "#ffffff", role: background }
              ink: { value: "#1f2328", role: text }
              link: { value: "#0969da", role: interactive }
            pairs:

            """
        let cases: [(pair: String, message: String)] = [
            ("  - { foreground: link, background: canvas, usage: link }", "needs 'surroundingText"),
            ("  - { foreground: link, background: canvas, surroundingText: ink }", "applies to links"),
            ("  - { foreground: link, background: canvas, usage: link, underlined: yes }", "expected true or false"),
            (
                "  - { foreground: link, background: canvas, usage: link, surroundingText: inc }",
                "no colour named 'inc'"
            ),
        ]
        for (pair, message) in cases {
            do {
                _ = try NativePaletteImporter().importPalette(contents: Data((base + pair + "\n").utf8), path: "t.yaml")
                Issue.record("accepted: \(pair)")
            } catch {
                #expect(error.message.contains(message), "\(error.message)")
                #expect(error.location.line == 6)
            }
        }
    }

    // MARK: focus-indicator-contrast (WCAG 1.4.11, 2.4.13)

    @Test func focusRingsAgainstEveryBackgroundInEachAppearance() throws {
        // No pairs: every focus colour is checked against every background of its appearance.
        // light #0969da on white 1.05/0.202232 = 5.19 (none); dark #1f6feb on #0d1117
        // 0.215754/0.055605 = 3.88 (none); light-high-contrast #d0d7de on white 1.05/0.722847 = 1.45;
        // dark-high-contrast #30363d on #010409 0.085251/0.051208 = 1.66.
        let yaml = """
            colors:
              canvas:
                { light: "#ffffff", dark: "#0d1117", light-high-contrast: "#ffffff", dark-high-contrast: "#010409" }
              focusRing:
                { light: "#0969da", dark: "#1f6feb", light-high-contrast: "#d0d7de", dark-high-contrast: "#30363d" }

            """
        let palette = try palette(yaml)
        #expect(palette.token(named: "focusRing")?.role == .focus)
        #expect(palette.token(named: "canvas")?.role == .background)
        let findings = Auditor().audit(palette).findings("focus-indicator-contrast")
        #expect(findings.map(\.appearance) == [.lightHighContrast, .darkHighContrast])
        #expect(abs((findings.first?.measurements["ratio"]?.value ?? 0) - 1.4526) < 1e-3)
        #expect(abs((findings.last?.measurements["ratio"]?.value ?? 0) - 1.6648) < 2e-2)
        #expect(findings.allSatisfy { $0.facts["check"] == "background" && $0.severity == .error })
        // Not also reported as a non-text UI pair.
        #expect(Auditor().audit(palette).findings("non-text-contrast").isEmpty)
    }

    @Test func undeclaredFocusColoursAreCheckedBesideDeclaredPairs() throws {
        // #d0d7de ring on white: 1.45:1 < 3 although no declared pair names it.
        let yaml = """
            colors:
              canvas: { value: "#ffffff", role: background }
              ink: { value: "#1f2328", role: text }
              focus-ring: { value: "#d0d7de" }
            pairs:
              - { foreground: ink, background: canvas }

            """
        let report = try audit(yaml)
        #expect(report.findings("focus-indicator-contrast").map(\.tokens) == [["focus-ring", "canvas"]])
        #expect(!report.uncheckedTokens.contains { $0.token == "focus-ring" })
    }

    @Test func focusedAndUnfocusedStatesMustDiffer() throws {
        // #0969da ring on white passes 1.4.11 (5.19:1), but against the unfocused border #6e7781 it is
        // 0.230936/0.202232 = 1.142 < 3 (2.4.13). Against #d0d7de it is 0.722847/0.202232 = 3.574 ≥ 3.
        let yaml = """
            colors:
              canvas: { value: "#ffffff", role: background }
              ring: { value: "#0969da", role: focus }
              borderDefault: { value: "#6e7781", role: border }
              borderMuted: { value: "#d0d7de", role: border }
            pairs:
              - { foreground: ring, background: canvas, usage: focus, unfocused: borderDefault }
              - { foreground: ring, background: canvas, usage: focus, unfocused: borderMuted }

            """
        let findings = try audit(yaml).findings("focus-indicator-contrast")
        #expect(findings.count == 1)
        let finding = try #require(findings.first)
        #expect(finding.facts["check"] == "state-change")
        #expect(finding.tokens == ["ring", "canvas", "borderDefault"])
        #expect(finding.severity == .warning)
        #expect(abs((finding.measurements["ratio"]?.value ?? 0) - 1.1419) < 1e-3)
    }

    // MARK: inactive components

    private let disabled = """
        colors:
          canvas: { value: "#ffffff", role: background }
          textDisabled: { value: "#8c959f", role: text }
          muted: { value: "#8c959f", role: text }
        pairs:
          - { foreground: textDisabled, background: canvas }
          - { foreground: muted, background: canvas, usage: disabled }
          - { foreground: muted, background: canvas }

        """

    @Test func disabledPairsAreExemptButListed() throws {
        // #8c959f on white: 1.05/0.345735 = 3.037 — below 4.5:1, but inactive components have no
        // requirement (WCAG 2.2 SC 1.4.3). `textDisabled` without a usage is inferred as disabled.
        let report = try audit(disabled)
        let minimum = report.findings("contrast-minimum")
        #expect(minimum.count == 1)
        #expect(minimum.first?.location.line == 8)  // only the third pair, a text pair
        #expect(report.inactivePairs.count == 2)
        #expect(report.inactivePairs.allSatisfy { abs($0.ratio - 3.0370) < 1e-3 })
        #expect(report.findings("disabled-contrast").isEmpty)  // off by default
        let text = TextReporter(useColor: false).render(AuditRun(reports: [report]))
        #expect(text.contains("textDisabled on canvas 3.03:1"))
    }

    @Test func aTeamCanSetAFloorForDisabledPairs() throws {
        var settings = RuleSettings()
        settings.levels["disabled-contrast"] = .on(.warning)
        settings.parameters["disabled-contrast.minimum"] = 3.5
        let report = try audit(disabled, Configuration(rules: settings))
        let findings = report.findings("disabled-contrast")
        // Both disabled pairs fall below 3.5:1; `muted` has the same value as `textDisabled`, so the two
        // are one finding (said once, "also muted").
        #expect(findings.map(\.tokens) == [["textDisabled", "canvas"]])
        #expect(findings.first?.alsoTokens["textDisabled"] == ["muted"])
        #expect(findings.allSatisfy { $0.severity == .warning && $0.measurements["required"]?.value == 3.5 })
        settings.parameters["disabled-contrast.minimum"] = 3
        #expect(try audit(disabled, Configuration(rules: settings)).findings("disabled-contrast").isEmpty)
    }

    @Test func inactiveNamesFormDisabledPairsFromRoles() throws {
        // No pairs: the disabled label is paired with the background as an inactive component.
        let yaml = """
            colors:
              background: { value: "#ffffff" }
              labelDisabled: { value: "#8c959f" }
              label: { value: "#8c959f" }

            """
        let report = try audit(yaml)
        #expect(report.findings("contrast-minimum").map(\.tokens) == [["label", "background"]])
        #expect(report.inactivePairs.map(\.tokens) == [["labelDisabled", "background"]])
    }
}

/// Colours reached only through aliases of paired colours are checked (issue 7: they were listed as
/// "in no declared pair").
@Suite struct AliasOnlyTokensTests {
    @Test func aColourNamedByAPairedAliasIsNotUnchecked() throws {
        let yaml = """
            colors:
              canvas: { value: "#ffffff", role: background }
              accent: { value: "#0969da", role: interactive }
              brand: { value: "{accent}", role: interactive }
              link: { value: "{brand}", role: interactive }
              stray: { value: "#ff0000", role: text }
            pairs:
              - { foreground: link, background: canvas }

            """
        let palette = try NativePaletteImporter().importPalette(contents: Data(yaml.utf8), path: "t.yaml")
        let report = Auditor().audit(palette)
        // link → brand → accent: both reached through the pair; only `stray` is unchecked.
        #expect(report.uncheckedTokens.map(\.token) == ["stray"])
    }
}

/// In JSON a string is always quoted: a number or `true` where a name or colour is expected is an error
/// (issue 7: `"name": 5` was read as the text "5"); JSON's `true`/`false` still set flags.
@Suite struct JSONStringsAreQuotedTests {
    private func read(_ json: String) throws(PaletteError) -> Palette {
        try NativePaletteImporter().importPalette(contents: Data(json.utf8), path: "t.json")
    }

    @Test func aNumberWhereANameIsExpectedIsAnError() {
        let cases: [(json: String, line: Int, fragment: String)] = [
            (
                "{\n  \"name\": 5,\n  \"colors\": { \"a\": \"#fff\" }\n}\n", 2,
                "name: expected a string in quotes, found the number 5"
            ),
            ("{\n  \"colors\": { \"a\": true }\n}\n", 2, "in quotes, found true"),
            (
                "{\n  \"colors\": { \"a\": \"#fff\", \"b\": \"#000\" },\n  \"pairs\": [{ \"foreground\": 1, \"background\": \"b\" }]\n}\n",
                3, "expected a colour name in quotes, found the number 1"
            ),
        ]
        for (json, line, fragment) in cases {
            do {
                _ = try read(json)
                Issue.record("accepted: \(json)")
            } catch {
                #expect(error.message.contains(fragment), "\(error.message)")
                #expect(error.location.line == line)
            }
        }
    }

    @Test func jsonBooleansStillSetFlagsAndYAMLPlainNamesStillRead() throws {
        let json = """
            { "colors": { "canvas": "#ffffff", "ink": "#1f2328", "link": "#0550ae" },
              "pairs": [{ "foreground": "link", "background": "canvas", "usage": "link", "underlined": true }] }
            """
        #expect(try read(json).pairs?.first?.underlined == true)
        // YAML types no scalar implicitly: `name: 5` is the name "5" there.
        let yaml = try NativePaletteImporter().importPalette(
            contents: Data("name: 5\ncolors:\n  a: \"#fff\"\n".utf8), path: "t.yaml")
        #expect(yaml.name == "5")
    }
}
