import Foundation
import Testing

@testable import ColorAudit
@testable import ColorScience

/// Pair rules (`PairPattern`): `.coloraudit.yml` `pairs:` and pattern items of a palette's `pairs:`.
///
/// The expected pairs are Primer's own required checks (primer/primitives
/// `scripts/colorContrast.config.ts`, `baseRequirements`), written out by hand for a Primer-named
/// palette: neutral text `fgColor-default`/`fgColor-muted` on `bgColor-default`/`bgColor-muted`; "role
/// text on role bg" `fgColor-danger` on `bgColor-danger-muted`, `fgColor-success` on
/// `bgColor-success-muted`; `fgColor-onEmphasis` on each `bgColor-*-emphasis`. The colour values are
/// illustrative (`fgColor-danger` `#d1242f` is Primer's light value in `src/tokens/functional/color/
/// fgColor.json5`); which pairs are formed does not depend on them.
@Suite struct PairPatternTests {
    static let palette = """
        colors:
          fgColor-default: "#1f2328"
          fgColor-muted: "#59636e"
          fgColor-danger: "#d1242f"
          fgColor-success: "#1a7f37"
          fgColor-onEmphasis: "#ffffff"
          bgColor-default: "#ffffff"
          bgColor-muted: "#f6f8fa"
          bgColor-danger-muted: "#ffebe9"
          bgColor-success-muted: "#dafbe1"
          bgColor-danger-emphasis: "#cf222e"
          bgColor-success-emphasis: "#1f883d"
        """

    static let rules = """
        pairs:
          - { foreground: [fgColor-default, fgColor-muted], background: [bgColor-default, bgColor-muted] }
          - { foreground: "fgColor-{role}", background: "bgColor-{role}-muted", over: bgColor-default }
          - foreground: fgColor-onEmphasis
            background: "bgColor-*-emphasis"
        """

    /// The pairs an audit of `palette` checks under `configuration`: foreground, background and reason.
    func pairs(_ palette: Palette, _ configuration: Configuration) -> [String: String] {
        let context = AuditContext(palette: palette, configuration: configuration)
        var found: [String: String] = [:]
        for pair in context.pairs {
            let key = "\(pair.declaration.foreground) on \(pair.declaration.background)"
            found[key] = pair.declaration.formedBy ?? "declared"
        }
        return found
    }

    func palette(_ text: String = Self.palette) throws -> Palette {
        let folder = try ImportTempFolder()
        let path = try folder.write("primer.yaml", text)
        return try #require(try importPaths([path]).first)
    }

    @Test func placeholdersBindTheSameTextAcrossARule() throws {
        let pattern = try NamePattern("fgColor-{role}")
        #expect(pattern.match("fgColor-danger") == ["role": "danger"])
        #expect(pattern.match("bgColor-danger") == nil)
        let muted = try NamePattern("bgColor-{role}-muted")
        #expect(muted.match("bgColor-danger-muted", given: ["role": "danger"]) == ["role": "danger"])
        #expect(muted.match("bgColor-success-muted", given: ["role": "danger"]) == nil)
        #expect(muted.literal(with: ["role": "danger"]) == "bgColor-danger-muted")
        // A pattern whose search would grow as a power of the name's length gives up as no match.
        // (`q` then 200 `p` then `x`: no split puts `q` before the `x`, and there are 200^7 to try.)
        let hard = try NamePattern("{a}*{b}*{c}*{d}*{a}x")
        #expect(hard.match("q" + String(repeating: "p", count: 200) + "x") == nil)
        #expect(hard.match("qpppqx") == ["a": "q", "b": "p", "c": "p", "d": "p"])
        #expect(throws: GlobError.self) { try NamePattern("fgColor-{") }
        #expect(throws: GlobError.self) { try NamePattern("fgColor-[a") }
    }

    @Test func configurationRulesFormPrimersChecks() throws {
        let file = try ConfigurationFile.parse(Data(Self.rules.utf8), path: "conf/.coloraudit.yml")
        let configuration = file.apply(to: Configuration())
        let found = pairs(try palette(), configuration)
        let expected: Set<String> = [
            "fgColor-default on bgColor-default", "fgColor-default on bgColor-muted",
            "fgColor-muted on bgColor-default", "fgColor-muted on bgColor-muted",
            "fgColor-danger on bgColor-danger-muted", "fgColor-success on bgColor-success-muted",
            "fgColor-onEmphasis on bgColor-danger-emphasis", "fgColor-onEmphasis on bgColor-success-emphasis",
        ]
        #expect(Set(found.keys) == expected)
        #expect(
            found["fgColor-danger on bgColor-danger-muted"]
                == "rule fgColor-{role} on bgColor-{role}-muted (conf/.coloraudit.yml:3)")
        #expect(
            found["fgColor-onEmphasis on bgColor-danger-emphasis"]
                == "rule fgColor-onEmphasis on bgColor-*-emphasis (conf/.coloraudit.yml:4)")
    }

    @Test func exclusionsDropPairs() throws {
        let text = """
            pairs:
              - foreground: "fgColor-*"
                background: [bgColor-default, "bgColor-*-muted"]
                except: [fgColor-onEmphasis, { foreground: fgColor-success, background: "bgColor-danger-*" }]
            """
        let configuration = try ConfigurationFile.parse(Data(text.utf8), path: ".coloraudit.yml")
            .apply(to: Configuration())
        let found = Set(pairs(try palette(), configuration).keys)
        #expect(found.count == 4 * 3 - 1, "4 foregrounds (onEmphasis excepted) × 3 backgrounds, less one")
        #expect(!found.contains("fgColor-onEmphasis on bgColor-default"))
        #expect(!found.contains("fgColor-success on bgColor-danger-muted"))
        #expect(found.contains("fgColor-danger on bgColor-success-muted"))
    }

    @Test func workIsBoundedAndSaidSo() throws {
        let rule = PairPattern(
            foregrounds: [try NamePattern("*")], backgrounds: [try NamePattern("*")],
            location: SourceLocation(file: "r.yml", line: 2))
        let names = (0..<100).map { "c\($0)" }
        var work = 1_000
        var pairs = Int.max
        let some = rule.declarations(names: names, work: &work, pairs: &pairs)
        #expect(work <= 0)
        #expect(some.count < 100 * 99)
        #expect(rule.declarations(names: names).count == 100 * 99, "every ordered pair of 100")
    }

    /// Found by hand (fuzz session): `over: "*"` tried every name for every pair formed without counting
    /// it, and checked each backdrop against those taken one by one, so 2,000 colours ran past 120 s.
    /// 1,000 pairs over 2,000 names is 2,000,000 backdrop matches: over a budget of 100,000.
    @Test func backdropMatchesCountAsWork() throws {
        let rule = PairPattern(
            foregrounds: [try NamePattern("fg-{role}")], backgrounds: [try NamePattern("bg-{role}")],
            over: [try NamePattern("*")], location: SourceLocation(file: "r.yml", line: 2))
        let names = (0..<1_000).flatMap { ["fg-r\($0)", "bg-r\($0)"] }
        var work = 100_000
        var pairs = Int.max
        let some = rule.declarations(names: names, work: &work, pairs: &pairs)
        #expect(work <= 0, "1,000 pairs x 2,000 backdrop names is more than 100,000 matches")
        #expect(some.count < 1_000)
        let first = try #require(some.first)
        #expect(first.over.count == 1_998, "every other colour is a backdrop, once")
    }

    /// A pair over n alternative backdrops is n pairs to judge: 1,000 pairs each over the 1,998 other
    /// colours are 1,998,000 pairs, far above the limit, so rules stop with a note (found by hand: the
    /// audit of this input ran out of memory at 5.7 GB).
    @Test func alternativeBackdropsCountAsPairsToJudge() throws {
        let rule = PairPattern(
            foregrounds: [try NamePattern("fg-{role}")], backgrounds: [try NamePattern("bg-{role}")],
            over: [try NamePattern("*")], location: SourceLocation(file: "r.yml", line: 2))
        let names = (0..<1_000).flatMap { ["fg-r\($0)", "bg-r\($0)"] }
        var work = Int.max
        var pairs = 10_000
        let some = rule.declarations(names: names, work: &work, pairs: &pairs)
        #expect(pairs < 0)
        #expect(some.count == 5, "5 pairs x 1,998 backdrops fit in 10,000; the 6th does not")
        let location = SourceLocation(file: "p.yaml", line: 1)
        let value = ColorValue(color: Color(.srgb, 0.5, 0.5, 0.5), source: "#808080", location: location)
        let tokens = names.map {
            ColorToken(name: $0, role: nil, roleSource: .unknown, values: [.any: value], location: location)
        }
        let palette = PairPattern.apply([rule], to: Palette(file: "p.yaml", tokens: tokens))
        let formed = (palette.pairs ?? []).reduce(0) { $0 + max(1, $1.over.count) }
        #expect(formed <= PairPattern.pairLimit)
        #expect(palette.importNotes.contains { $0.reason.contains("more than 200000 pairs to judge") })
    }

    @Test func aRuleThatMatchesNothingLeavesTheConventions() throws {
        let text = "pairs:\n  - { foreground: \"--nothing-*\", background: \"--none\" }\n"
        let configuration = try ConfigurationFile.parse(Data(text.utf8), path: ".coloraudit.yml")
            .apply(to: Configuration())
        let found = pairs(try palette(), configuration)
        #expect(!found.isEmpty)
        #expect(found.values.allSatisfy { $0.hasPrefix("convention") || $0.hasPrefix("formed") })
    }

    @Test func badRulesAreErrorsAtTheirLines() throws {
        let text = """
            pairs:
              - { foreground: "fg-[a", background: bg }
              - { foreground: fg, background: bg, usage: txt }
              - { foreground: fg, backgroud: bg }
            """
        do {
            _ = try ConfigurationFile.parse(Data(text.utf8), path: ".coloraudit.yml")
            Issue.record("expected errors")
        } catch {
            let message = "\(error)"
            #expect(message.contains(".coloraudit.yml:2:"))
            #expect(message.contains("'[' at character 4 is not closed"))
            #expect(message.contains(".coloraudit.yml:3:"))
            #expect(message.contains("unknown value 'txt'"))
            #expect(message.contains(".coloraudit.yml:4:"))
            #expect(message.contains("backgroud"))
        }
    }

    @Test func theDumpReadsBackToTheSameRules() throws {
        let text = Self.rules + "\n  - { foreground: a, background: \"b*\", except: [{ background: b2 }], usage: ui }\n"
        let configuration = try ConfigurationFile.parse(Data(text.utf8), path: ".coloraudit.yml")
            .apply(to: Configuration())
        let dump = ConfigurationDump.yaml(configuration)
        #expect(dump.contains("pairs:\n  - { foreground: [\"fgColor-default\", \"fgColor-muted\"]"))
        let again = try ConfigurationFile.parse(Data(dump.utf8), path: "dump.yml")
        let patterns = { (rules: [PairPattern]) in
            rules.map { "\($0.foregrounds) \($0.backgrounds) \($0.over) \($0.except.count) \($0.usage)" }
        }
        #expect(patterns(again.pairPatterns) == patterns(configuration.pairPatterns))
        #expect(again.pairPatterns.count == 4)
        #expect(ConfigurationDump.yaml(again.apply(to: Configuration())) == dump, "the dump reads back to itself")
    }

    @Test func paletteRulesAndDeclaredPairsTogether() throws {
        let text =
            Self.palette + """

                pairs:
                  - { foreground: fgColor-default, background: bgColor-danger-emphasis }
                  - { foreground: "fgColor-{role}", background: "bgColor-{role}-muted" }
                """
        let found = pairs(try palette(text), Configuration())
        #expect(found["fgColor-default on bgColor-danger-emphasis"] == "declared")
        #expect(found["fgColor-success on bgColor-success-muted"]?.hasPrefix("rule fgColor-{role} on ") == true)
        #expect(found.count == 3)
    }

    /// Two theme files with the same names: one palette each. #777777 on #ffffff is 4.47809:1 and on
    /// #000000 4.68950:1 (derived in `IncludeSideFileTests`).
    @Test func aSideFileIncludesThemeFilesWhoseNamesRepeat() throws {
        let folder = try ImportTempFolder()
        try folder.write("light.css", ":root { --fgColor-muted: #777777; --bgColor-default: #ffffff; }\n")
        try folder.write("dark.css", ":root { --fgColor-muted: #777777; --bgColor-default: #000000; }\n")
        let side = try folder.write(
            "checks.yaml",
            """
            name: Themes
            include: [light.css, dark.css]
            pairs:
              - { foreground: "--fgColor-*", background: "--bgColor-*" }
            """)
        let palettes = try importPaths([side])
        #expect(palettes.map(\.name) == ["Themes (light.css)", "Themes (dark.css)"])
        var auditor = Auditor()
        auditor.recordsChecks = true
        let ratios = try palettes.map { palette in try #require(auditor.audit(palette).checks?.first?.ratio) }
        #expect(ratios.count == 2)
        #expect(abs(ratios[0] - 4.47809) < 1e-4)
        #expect(abs(ratios[1] - 4.68950) < 1e-4)
        let reasons = try palettes.map { palette in try #require(auditor.audit(palette).checks?.first?.pairing) }
        #expect(
            reasons.allSatisfy { $0.hasPrefix("rule --fgColor-* on --bgColor-* (") && $0.hasSuffix("checks.yaml:4)") })
    }

    @Test func aFileOfPairsOnlyIsToldWhereThePairsGo() throws {
        let folder = try ImportTempFolder()
        let path = try folder.write("pairs.yaml", "pairs:\n  - { foreground: a, background: b }\n")
        do {
            _ = try importPaths([path])
            Issue.record("expected an error")
        } catch {
            #expect("\(error)".contains("'include:'"))
            #expect("\(error)".contains(".coloraudit.yml"))
        }
    }

    /// README's 13 lines of pair rules, applied to Primer's four theme files at once, form every required
    /// check of each theme: `baseRequirements` of primer/primitives `scripts/colorContrast.config.ts`
    /// (09f15c3), 91 pairs written out here as that file lists them (neutral text on the three canvases,
    /// controls and buttons, default text on each role's muted background, role text on the canvases and
    /// on its own muted background, `fgColor-onEmphasis` on each emphasis fill, the emphasis control
    /// border). The theme files carry Primer's selectors and each name once, with values that differ per
    /// theme; which pairs are formed does not depend on them.
    @Test func readmeRulesFormPrimersRequiredChecksInFourThemes() throws {
        let canvases = ["bgColor-default", "bgColor-muted", "bgColor-inset"]
        let roles = [
            "neutral", "accent", "success", "open", "danger", "closed", "attention", "severe", "done", "upsell",
            "sponsors",
        ]
        var required: [[String]] = []
        for foreground in ["fgColor-default", "fgColor-muted", "control-fgColor-rest"] {
            required += canvases.map { [foreground, $0] }
        }
        required += ["rest", "active", "hover", "selected"].map { ["control-fgColor-rest", "control-bgColor-\($0)"] }
        required += [
            ["control-fgColor-placeholder", "bgColor-default"], ["button-invisible-fgColor-rest", "bgColor-muted"],
            ["button-invisible-fgColor-hover", "button-invisible-bgColor-hover"],
            ["button-invisible-iconColor-rest", "bgColor-muted"],
            ["button-invisible-iconColor-hover", "button-invisible-bgColor-hover"],
            ["button-danger-fgColor-rest", "button-danger-bgColor-rest"],
            ["button-danger-fgColor-hover", "button-danger-bgColor-hover"],
            ["button-danger-fgColor-active", "button-danger-bgColor-active"],
            ["button-danger-iconColor-rest", "button-danger-bgColor-rest"],
            ["button-danger-iconColor-hover", "button-danger-bgColor-hover"],
            ["button-primary-fgColor-rest", "button-primary-bgColor-rest"],
        ]
        required += roles.filter { $0 != "upsell" }.map { ["fgColor-default", "bgColor-\($0)-muted"] }
        for role in roles { required += canvases.map { ["fgColor-\(role)", $0] } }
        required += roles.map { ["fgColor-\($0)", "bgColor-\($0)-muted"] }
        required += roles.map { ["fgColor-onEmphasis", "bgColor-\($0)-emphasis"] }
        required += [
            ["control-borderColor-emphasis", "bgColor-default"], ["control-borderColor-emphasis", "bgColor-muted"],
        ]
        let distinct = Set(required)
        #expect(distinct.count == 91)
        // Names Primer has that no required check uses, which the rules must leave alone or except.
        let others = [
            "fgColor-onInverse", "fgColor-disabled", "fgColor-link", "fgColor-white", "fgColor-black",
            "bgColor-inverse", "borderColor-default", "borderColor-muted",
        ]
        let names = Array(Set(required.flatMap { $0 } + others)).sorted()
        let folder = try ImportTempFolder()
        var paths: [String] = []
        for (k, theme) in ["light", "light_high_contrast", "dark", "dark_dimmed"].enumerated() {
            let mode = theme.hasPrefix("dark") ? "dark" : "light"
            var css = "[data-color-mode=\(mode)][data-\(mode)-theme=\(theme)] {\n"
            for (i, name) in names.enumerated() {
                css +=
                    "  --\(name): #\(String(format: "%02x%02x%02x", (i * 7) % 256, (k * 60 + i) % 256, (i * 13) % 256));\n"
            }
            paths.append(try folder.write("\(theme).css", css + "}\n"))
        }
        let rules = """
            # .coloraudit.yml beside light.css, light_high_contrast.css, dark.css, dark_dimmed.css
            pairs:
              - foreground: ["--fgColor-*", --control-fgColor-rest]
                background: [--bgColor-default, --bgColor-muted, --bgColor-inset]
                except: [--fgColor-onEmphasis, --fgColor-onInverse, --fgColor-disabled, --fgColor-link, --fgColor-white, --fgColor-black]
              - { foreground: --fgColor-default, background: "--bgColor-*-muted", except: [--bgColor-upsell-muted], over: --bgColor-default }
              - { foreground: "--fgColor-{role}", background: "--bgColor-{role}-muted", over: --bgColor-default }
              - { foreground: --fgColor-onEmphasis, background: "--bgColor-*-emphasis" }
              - { foreground: --control-fgColor-rest, background: [--control-bgColor-rest, --control-bgColor-hover, --control-bgColor-active, --control-bgColor-selected] }
              - { foreground: --control-fgColor-placeholder, background: --bgColor-default }
              - { foreground: [--button-invisible-fgColor-rest, --button-invisible-iconColor-rest], background: --bgColor-muted }
              - { foreground: ["--button-{kind}-fgColor-{state}", "--button-{kind}-iconColor-{state}"], background: "--button-{kind}-bgColor-{state}", except: ["*-disabled"] }
              - { foreground: --control-borderColor-emphasis, background: [--bgColor-default, --bgColor-muted], usage: ui }
            """
        #expect(rules.split(separator: "\n").count == 13, "README's block, under the 20 lines issue 23 allows")
        let configuration = try ConfigurationFile.parse(Data(rules.utf8), path: ".coloraudit.yml")
            .apply(to: Configuration())
        var formed: [String: Set<[String]>] = [:]
        for palette in try importPaths(paths) {
            for pair in AuditContext(palette: palette, configuration: configuration).pairs {
                let names = [pair.declaration.foreground, pair.declaration.background].map { String($0.dropFirst(2)) }
                formed[pair.appearance.name, default: []].insert(names)
            }
        }
        let themes: Set<String> = ["light", "light-high-contrast", "dark", "dark-dimmed"]
        #expect(Set(formed.keys) == themes)
        for (theme, pairs) in formed {
            let missing = required.filter { !pairs.contains($0) }
            #expect(missing.isEmpty, "\(theme): \(missing)")
        }
        var total = 0
        for pairs in formed.values { total += required.filter { pairs.contains($0) }.count }
        #expect(total == 4 * 91)
    }
}
