import Foundation
import Testing

@testable import ColorAudit
@testable import ColorScience

/// Palettes at scale: pairs formed lazily, the finding limit (worst ones and a count), the size limits
/// that refuse a palette (exit 2), and streamed JSON.
@Suite struct ScaleLimitsTests {
    /// `n` text colours (greys, see `grey`) and `m` white backgrounds, all single-valued.
    func rolePalette(text n: Int, backgrounds m: Int, textName: String = "t") -> Palette {
        var builder = PaletteBuilder()
        for i in 0..<n { builder.color("\(textName)\(i)", role: .text, rgb: grey(i), grey(i), grey(i)) }
        for j in 0..<m { builder.color("b\(j)", role: .background, rgb: 255, 255, 255) }
        return builder.palette
    }

    /// Grey level of text colour `i`: 0xee, 0xdd, 0xcc, … (17 apart), lightest first.
    func grey(_ i: Int) -> Double { Double(0xee - 17 * (i % 14)) }

    @Test func rolePairsComeLazilyInFileOrder() {
        // Without `pairs:`, each text colour (file order) on each background (file order): 3 × 2 = 6.
        let context = AuditContext(palette: rolePalette(text: 3, backgrounds: 2), configuration: Configuration())
        #expect(context.pairs.estimatedCount == 6)
        #expect(context.pairs.count == 6)
        let names = context.pairs.map { $0.tokens.joined(separator: "/") }
        #expect(names == ["t0/b0", "t0/b1", "t1/b0", "t1/b1", "t2/b0", "t2/b1"])
        #expect(context.pairs.allSatisfy { !$0.isDeclared && $0.appearance == .any })
    }

    @Test func rolePairsPerAppearance() {
        // A text colour with light and dark values on a single-value background: not uniform, so one
        // pair per appearance (light, dark) and none as `any`.
        var builder = PaletteBuilder()
        builder.color("label", role: .text, [.light: Color(.srgb, 0, 0, 0), .dark: Color(.srgb, 1, 1, 1)])
        builder.color("surface", role: .background, rgb: 128, 128, 128)
        let context = AuditContext(palette: builder.palette, configuration: Configuration())
        #expect(context.pairs.map(\.appearance) == [.light, .dark])
        #expect(context.pairs.estimatedCount == 2)
    }

    /// `pairs(using:in:)` (the index fix suggestions use) gives exactly the pairs that filtering the whole
    /// sequence gives — declared (also through a backdrop), formed from roles, uniform ones as `any` —
    /// for every token and appearance, in the same order.
    @Test func pairsUsingATokenAreTheFilteredSequence() {
        func key(_ pair: ResolvedPair) -> String {
            "\(pair.appearance.rawValue):\(pair.tokens.joined(separator: "/")):\(pair.isDeclared)"
        }
        var formed = PaletteBuilder()
        formed.color("ink", role: .text, [.light: Color(.srgb, 0, 0, 0), .dark: Color(.srgb, 1, 1, 1)])
        formed.color("muted", role: .text, rgb: 90, 90, 90)
        formed.color("icon", role: .icon, rgb: 20, 90, 200)
        formed.color("page", role: .background, rgb: 255, 255, 255)
        formed.color(
            "card", role: .background, [.light: Color(.srgb, 0.9, 0.9, 0.9), .dark: Color(.srgb, 0.1, 0.1, 0.1)])
        var declared = formed
        declared.color("ring", role: .focus, rgb: 0, 100, 255)
        declared.pair("ink", on: "page")
        declared.pair("muted", on: "card", backdrop: ["page"])
        declared.pair("icon", on: "card", usage: .ui)
        declared.pair("muted", on: "page")
        for builder in [formed, declared] {
            let context = AuditContext(palette: builder.palette, configuration: Configuration())
            for token in builder.palette.tokens.map(\.name) + ["nothing"] {
                for appearance in [Appearance.any, .light, .dark] {
                    let expected = context.pairs.filter { pair in
                        (pair.appearance == appearance || pair.appearance == .any)
                            && ([pair.foreground.token.name, pair.background.token.name]
                                + pair.backdrop.map(\.token.name)).contains(token)
                    }
                    #expect(context.pairs.pairs(using: token, in: appearance).map(key) == expected.map(key))
                }
            }
            #expect(!context.pairs.pairs(using: "page", in: .light).isEmpty)
        }
    }

    /// Inactive pairs are bounded like findings: the `findingLimit` lowest ratios are listed (in
    /// evaluation order), the rest counted. Greys on white: a lighter grey has a higher relative luminance,
    /// so a lower ratio (1.05 / (Y + 0.05) falls as Y grows) — #eeeeee and #dddddd are the two lowest.
    @Test func inactivePairsKeepTheLowestRatiosAndCountTheRest() throws {
        var builder = PaletteBuilder()
        for (name, grey) in [
            ("disabled-a", 0xee), ("disabled-b", 0x77), ("disabled-c", 0xdd), ("disabled-d", 0x00),
            ("disabled-e", 0xcc),
        ] {
            builder.color(name, role: .text, rgb: Double(grey), Double(grey), Double(grey))
        }
        builder.color("page", role: .background, rgb: 255, 255, 255)
        var configuration = Configuration()
        configuration.findingLimit = 2
        let report = Auditor(configuration: configuration).audit(builder.palette)
        #expect(report.inactivePairs.map { $0.tokens[0] } == ["disabled-a", "disabled-c"])
        #expect(report.omittedInactivePairs == 3)
        configuration.findingLimit = 0
        let all = Auditor(configuration: configuration).audit(builder.palette)
        #expect(all.inactivePairs.count == 5)
        #expect(all.omittedInactivePairs == 0)
        let json = try JSONSerialization.jsonObject(with: Data(JSONReporter().render([report]).utf8))
        let palettes = (json as? [String: Any])?["palettes"] as? [[String: Any]]
        #expect(palettes?.first?["omittedInactivePairs"] as? Int == 3)
    }

    @Test func impliedPairsAboveTheLimitAreRefused() throws {
        // 1,000 × 1,000 = 1,000,000 pairs is the limit itself (allowed); 1,001 × 1,000 = 1,001,000 is not.
        let auditor = Auditor()
        try auditor.validate(rolePalette(text: 1000, backgrounds: 1000))
        #expect(throws: AuditSizeError.self) { try auditor.validate(rolePalette(text: 1001, backgrounds: 1000)) }
        do {
            try auditor.validate(rolePalette(text: 1001, backgrounds: 1000))
        } catch {
            #expect(error.message.contains("1001 foreground-role colours × 1000 background-role colours"))
            #expect(error.message.contains("more than 1000000 pair checks"))
            #expect(error.message.contains("'pairs:'"))
        }
        // Declared pairs are never refused for their number: the same palette with one declared pair.
        var declared = rolePalette(text: 1001, backgrounds: 1000)
        declared.pairs = [
            PairDeclaration(
                foreground: "t0", background: "b0", usage: .text, location: .init(file: "x", line: 1, column: 1))
        ]
        try auditor.validate(declared)
    }

    /// The limit counts the pairs the conventions form, not the plans' length. A light and a dark theme in
    /// one palette, named by scheme (`light-text-N` on `light-background-N`, as typedoc's `--light-color-text`):
    /// every text colour's plan is every background, 2,000 × 1,000 = 2,000,000 planned pairs, but light text is
    /// never paired with a dark background (`PairSequence.nameScheme`), so 1,000 × 500 per scheme, 1,000,000
    /// pairs, are formed: the limit itself, audited. One more light text colour forms 500 more: refused,
    /// the count stopping at the first pair past the limit. A count that would look at more planned pairs
    /// than its budget stops there undecided.
    @Test func theLimitCountsFormedPairsNotPlannedOnes() throws {
        func themes(lightTexts: Int) -> Palette {
            var builder = PaletteBuilder()
            for i in 0..<lightTexts { builder.color("light-text-\(i)", role: .text, rgb: grey(i), grey(i), grey(i)) }
            for i in 0..<1000 { builder.color("dark-text-\(i)", role: .text, rgb: 255 - grey(i), 255 - grey(i), 255) }
            for j in 0..<500 { builder.color("light-background-\(j)", role: .background, rgb: 255, 255, 255) }
            for j in 0..<500 { builder.color("dark-background-\(j)", role: .background, rgb: 0, 0, 0) }
            return builder.palette
        }
        let auditor = Auditor()
        let atLimit = AuditContext(palette: themes(lightTexts: 1000), configuration: Configuration())
        #expect(atLimit.pairs.estimatedFormedCount == 2_000_000)
        #expect(atLimit.pairs.formedPairs(upTo: 1_000_000, looking: 10_000_000) == .formed(1_000_000))
        try auditor.validate(themes(lightTexts: 1000))
        let above = AuditContext(palette: themes(lightTexts: 1001), configuration: Configuration())
        #expect(above.pairs.formedPairs(upTo: 1_000_000, looking: 10_000_000) == .pastLimit)
        do {
            try auditor.validate(themes(lightTexts: 1001))
            Issue.record("expected 1,000,500 formed pairs to be refused")
        } catch {
            #expect(error.message.contains("more than 1000000 pair checks"))
        }
        #expect(atLimit.pairs.formedPairs(upTo: 1_000_000, looking: 1_999_999) == .pastBudget)
    }

    /// A convention's exact plans count as the pairs they plan, and stop at the limit. Every text
    /// `--x-card-text-N` is the card's text and every `--x-card-bg-N` the card's background (the number
    /// after the property names no other component): each text is paired with each card background
    /// (`PropertyNamespaces`), 1,000 × 1,000 = 1,000,000 pairs (the limit itself, allowed) and
    /// 1,001 × 1,000 = 1,001,000 (refused, planning stopped at the limit).
    @Test func conventionPlansAboveTheLimitAreRefused() throws {
        func cards(texts: Int, backgrounds: Int) -> Palette {
            var builder = PaletteBuilder()
            for i in 0..<texts { builder.color("--x-card-text-\(i)", role: .text, rgb: grey(i), grey(i), grey(i)) }
            for j in 0..<backgrounds { builder.color("--x-card-bg-\(j)", role: .background, rgb: 255, 255, 255) }
            return builder.palette
        }
        let auditor = Auditor()
        let atLimit = AuditContext(palette: cards(texts: 1000, backgrounds: 1000), configuration: Configuration())
        #expect(!atLimit.pairs.formationStoppedAtLimit)
        #expect(atLimit.pairs.estimatedFormedCount == 1_000_000)
        try auditor.validate(cards(texts: 1000, backgrounds: 1000))
        let above = AuditContext(palette: cards(texts: 1001, backgrounds: 1000), configuration: Configuration())
        #expect(above.pairs.formationStoppedAtLimit)
        #expect(above.pairs.estimatedFormedCount == 0)
        do {
            try auditor.validate(cards(texts: 1001, backgrounds: 1000))
            Issue.record("expected 1,001 × 1,000 planned pairs to be refused")
        } catch {
            #expect(error.message.contains("1001 foreground-role colours × 1000 background-role colours"))
            #expect(error.message.contains("more than 1000000 pair checks"))
            #expect(error.message.contains("'pairs:'"))
        }
        // A smaller limit stops planning sooner: 3 × 2 = 6 planned pairs, over a limit of 5.
        let small = cards(texts: 3, backgrounds: 2)
        let tokens = small.tokens
        let formation = PairFormation(
            foregrounds: tokens.filter { $0.role == .text }, backgrounds: tokens.filter { $0.role == .background },
            tokens: tokens, limit: 5)
        #expect(formation.stoppedAtLimit)
        #expect(formation.plans == Array(repeating: .explicit([]), count: 3))
        let within = PairFormation(
            foregrounds: tokens.filter { $0.role == .text }, backgrounds: tokens.filter { $0.role == .background },
            tokens: tokens, limit: 6)
        #expect(!within.stoppedAtLimit)
        #expect(within.plans == Array(repeating: .explicit([0, 1]), count: 3))
    }

    /// Auditing several palettes at once (`audit(_: [Palette])`, which reuses the last one's validation
    /// context) gives, palette for palette, the text and JSON of `audit(_:)` one by one; a refused palette
    /// anywhere in the list throws its own error (the first refused one's), whatever comes after it.
    @Test func auditingSeveralPalettesIsAuditingEach() throws {
        let palettes = [rolePalette(text: 12, backgrounds: 3), rolePalette(text: 3, backgrounds: 2)]
        let auditor = Auditor()
        let together = try auditor.audit(palettes)
        let oneByOne = palettes.map(auditor.audit)
        #expect(together.count == 2)
        #expect(
            TextReporter(useColor: false).render(AuditRun(reports: together))
                == TextReporter(useColor: false).render(AuditRun(reports: oneByOne)))
        #expect(JSONReporter().render(together) == JSONReporter().render(oneByOne))
        #expect(try auditor.audit([]).isEmpty)
        let refused = rolePalette(text: 1001, backgrounds: 1000)
        for list in [[refused], [palettes[0], refused], [refused, palettes[1]]] {
            do {
                _ = try auditor.audit(list)
                Issue.record("expected the 1001 × 1000 palette to be refused")
            } catch {
                #expect(error.message.contains("1001 foreground-role colours × 1000 background-role colours"))
            }
        }
    }

    @Test func colourComparisonsAboveTheLimitAreRefused() throws {
        // The colours of a chart set (`chart-0`, `chart-1`, …: one set of alternatives, DistinguishedColors)
        // are compared pairwise for protanopia, deuteranopia and tritanopia (achromatopsia only when
        // named): n(n−1)/2 × 3. n = 36,515: 666,654,355 × 3 = 1,999,963,065 ≤ 2·10⁹ (allowed);
        // n = 36,516: 666,690,870 × 3 = 2,000,072,610 (refused). No backgrounds, so no implied pairs.
        let auditor = Auditor()
        try auditor.validate(rolePalette(text: 36_515, backgrounds: 0, textName: "chart-"))
        #expect(throws: AuditSizeError.self) {
            try auditor.validate(rolePalette(text: 36_516, backgrounds: 0, textName: "chart-"))
        }
        // Text colours that are no alternatives of one another are not compared: nothing to refuse.
        try auditor.validate(rolePalette(text: 36_516, backgrounds: 0))
        // With the colour-vision and reuse rules off there is nothing pairwise left to refuse.
        var rules = RuleSettings()
        rules.levels["cvd-collision"] = .off
        try Auditor(configuration: Configuration(rules: rules)).validate(
            rolePalette(text: 36_516, backgrounds: 0, textName: "chart-"))
    }

    @Test func theWorstFindingsAreKeptAndTheRestCounted() throws {
        // Five greys on white, all below 4.5:1: #eeeeee 1.16, #dddddd 1.36, #cccccc 1.61, #bbbbbb 1.92,
        // #aaaaaa 2.32 (lighter grey, higher luminance, lower contrast with white). With a limit of 3 the
        // three lightest are reported and the count says 5 found, 3 reported.
        var configuration = Configuration()
        configuration.findingLimit = 3
        let report = Auditor(configuration: configuration, rules: [ContrastMinimumRule()])
            .audit(rolePalette(text: 5, backgrounds: 1))
        let reported = report.findings.map { $0.tokens[0] }
        #expect(reported == ["t0", "t1", "t2"])
        #expect(
            report.omittedFindings == [
                PaletteReport.Omitted(
                    rule: "contrast-minimum", severity: .error, appearance: .any, found: 5, reported: 3)
            ])
        let summary = AuditSummary([report])
        // The totals are the findings found (five greys fail), the limit only how many are shown.
        #expect(summary.errors == 5 && summary.shown == 3 && summary.omitted == 2)
        #expect(summary.count(atLeast: .error) == 5)
        #expect(summary.line.hasSuffix("5 errors, 0 warnings, 0 notes; 2 of them not shown (finding limit)"))
        let text = TextReporter(useColor: false).render(AuditRun(reports: [report]))
        #expect(text.contains("limit: contrast-minimum found 5 errors in any; the 3 worst are shown, 2 more are not"))
        let json =
            try JSONSerialization.jsonObject(with: Data(JSONReporter().render(AuditRun(reports: [report])).utf8))
            as! [String: Any]
        let palettes = try #require(json["palettes"] as? [[String: Any]])
        let omitted = try #require(palettes[0]["omittedFindings"] as? [[String: Any]])
        #expect(omitted.count == 1)
        #expect(omitted[0]["rule"] as? String == "contrast-minimum" && omitted[0]["severity"] as? String == "error")
        #expect(omitted[0]["appearance"] as? String == "any")
        #expect(omitted[0]["found"] as? Int == 5 && omitted[0]["reported"] as? Int == 3)
        let counts = try #require(json["summary"] as? [String: Any])
        #expect(counts["omitted"] as? Int == 2 && counts["shown"] as? Int == 3)
        #expect(counts["errors"] as? Int == 5 && counts["warnings"] as? Int == 0 && counts["notes"] as? Int == 0)
        let markdown = MarkdownReporter().render(AuditRun(reports: [report]))
        #expect(markdown.contains("ColorAudit: 5 errors, 0 warnings, 0 notes"))
        #expect(markdown.contains("3 of these findings are listed; 2 more are not"))
        #expect(markdown.contains("| [`contrast-minimum`](") && markdown.contains(" | 5 | 5 |"))
    }

    @Test func noLimitAndUnderTheLimitReportEverything() {
        // Limit 0 = none; the default (200) is far above five findings: nothing omitted, no JSON key.
        var configuration = Configuration()
        configuration.findingLimit = 0
        for configuration in [configuration, Configuration()] {
            let report = Auditor(configuration: configuration, rules: [ContrastMinimumRule()])
                .audit(rolePalette(text: 5, backgrounds: 1))
            #expect(report.findings.count == 5)
            #expect(report.omittedFindings.isEmpty)
            #expect(!JSONReporter().render(AuditRun(reports: [report])).contains("omitted"))
        }
    }

    @Test func worstCollisionsAreTheSmallestOfAllCollisions() {
        // The bounded search keeps the `limit` collisions with the smallest simulated ΔE00 and counts all:
        // checked against the keep-everything search on random palettes.
        var rng = SplitMix(state: 7)
        let simulators = CVDCollisionRule.simulators(for: Configuration())
        for size in [40, 300] {
            let colors = (0..<size).map { _ in
                Color(
                    .srgb, Double.random(in: 0...1, using: &rng), Double.random(in: 0...1, using: &rng),
                    Double.random(in: 0...1, using: &rng))
            }
            let search = CVDCollisionSearch(colors: colors, simulators: simulators)
            let all = search.collisions(threshold: 10)
            for limit in [0, 1, 5, 1000] {
                let worst = search.worstCollisions(threshold: 10, limit: limit)
                #expect(worst.found == all.count)
                let expected = all.sorted {
                    ($0.deltaESimulated, $0.simulator, $0.first, $0.second)
                        < ($1.deltaESimulated, $1.simulator, $1.first, $1.second)
                }.prefix(limit).sorted { ($0.simulator, $0.first, $0.second) < ($1.simulator, $1.first, $1.second) }
                #expect(
                    worst.collisions.map { [$0.simulator, $0.first, $0.second] }
                        == expected.map { [$0.simulator, $0.first, $0.second] })
                for (a, b) in zip(worst.collisions, expected) {
                    #expect(abs(a.deltaENormal - b.deltaENormal) < 1e-9)
                }
            }
            // Skipped pairs are neither kept nor counted.
            let even = search.worstCollisions(threshold: 10, limit: 1000, skip: { p, _ in p % 2 == 0 })
            #expect(even.found == all.filter { $0.first % 2 != 0 }.count)
        }
    }

    @Test func streamedJSONIsByteForByteTheEncodersText() {
        // JSONTextWriter (and JSONValue.text(), which uses it) against JSONEncoder on values with every
        // shape and awkward strings and numbers.
        let strings = ["", "a/b", "quote \" backslash \\", "\u{01}\u{08}\u{0C}\n\r\t\u{1F}", "é 😀 \u{2028} \u{7F}"]
        let numbers: [Double] = [
            0, -0.0, 3, 4.5, 1e20, 1e21, 1e-5, 0.1, 1.7976931348623157e308, 1_234_567, .nan, .infinity,
        ]
        var rng = SplitMix(state: 11)
        func random(_ depth: Int) -> JSONValue {
            switch Int.random(in: 0..<(depth > 2 ? 5 : 7), using: &rng) {
            case 0: return .string(strings.randomElement(using: &rng)!)
            case 1: return .number(numbers.randomElement(using: &rng)!)
            case 2: return .integer(Int.random(in: -1000...1000, using: &rng))
            case 3: return .bool(Bool.random(using: &rng))
            case 4: return .null
            case 5: return .array((0..<Int.random(in: 0...3, using: &rng)).map { _ in random(depth + 1) })
            default:
                var members: [String: JSONValue] = [:]
                for key in ["b", "a", "ratioSRGB", "ratio", "deltaE00Simulated", "deltaE00SimulatedSRGB"].prefix(
                    Int.random(in: 0...6, using: &rng))
                {
                    members[key] = random(depth + 1)
                }
                return .object(members)
            }
        }
        for _ in 0..<300 {
            let value = random(0)
            var writer = JSONTextWriter()
            writer.value(value, level: 0)
            let expected = JSONDocumentOracle.encoderText(value)
            #expect(writer.take() == expected)
            #expect(value.text() == expected)
        }
    }

    @Test func streamedReportIsTheWholeDocument() {
        // The reporter's streamed text equals the document encoded whole by JSONEncoder.
        var builder = PaletteBuilder()
        builder.color("label", role: .text, [.light: Color(.srgb, 0.6, 0.6, 0.6), .dark: Color(.srgb, 0.3, 0.3, 0.3)])
        builder.color("red", role: .icon, rgb: 220, 40, 40)
        builder.color("green", role: .icon, rgb: 60, 160, 60)
        builder.color("surface", role: .background, [.light: Color(.srgb, 1, 1, 1), .dark: Color(.srgb, 0, 0, 0)])
        let reports = [builder.audit(), PaletteBuilder().audit()]
        #expect(!reports[0].findings.isEmpty)
        #expect(
            JSONReporter().render(AuditRun(reports: reports)) == JSONDocumentOracle.document(AuditRun(reports: reports))
        )
    }
}
