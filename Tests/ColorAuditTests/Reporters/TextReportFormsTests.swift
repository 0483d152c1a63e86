import Testing

@testable import ColorAudit
@testable import ColorScience

/// The text report's forms: compact (grouped, collapsed with counts), full, and summary.
@Suite struct TextReportFormsTests {
    /// Seven greys on white, each a different value, all below 4.5:1 — seven contrast-minimum findings.
    func report() -> PaletteReport {
        var b = PaletteBuilder()
        b.color("page", role: .background, rgb: 255, 255, 255)
        for (n, v) in [200.0, 190, 180, 170, 160, 150, 140].enumerated() {
            b.color("grey\(n)", role: .text, rgb: v, v, v)
        }
        return Auditor(
            configuration: Configuration(
                rules: RuleSettings(levels: ["cvd-collision": .off, "contrast-enhanced": .off]))
        ).audit(b.palette)
    }

    @Test func compactCollapsesLongListsWithACount() {
        let report = report()
        #expect(report.findings.count == 7)
        let text = TextReporter(useColor: false).render([report])
        // Worst first: #c8c8c8 (grey0) is the lightest, so the lowest ratio.
        let lines = text.split(separator: "\n").map(String.init)
        let first = lines.firstIndex { $0.contains("• [any] grey0 on page") }
        let second = lines.firstIndex { $0.contains("• [any] grey1 on page") }
        #expect(first != nil && second != nil && first! < second!)
        // 5 shown, 2 collapsed into a count.
        #expect(text.contains("… 2 more findings about 2 more colour sets"))
        #expect(!text.contains("grey6 on page"))
        #expect(text.contains("fix for [any]: foreground grey0 #"))
    }

    @Test func fullListsEveryFinding() {
        let text = TextReporter(useColor: false, form: .full).render([report()])
        for n in 0..<7 { #expect(text.contains("grey\(n) on page")) }
    }

    @Test func summaryCountsByRuleAndAppearanceAndListsWorstPairs() {
        let text = TextReporter(useColor: false, form: .summary).render([report()])
        #expect(text.contains("contrast-minimum  error       7"))
        #expect(text.contains("Worst pairs"))
        #expect(text.contains("1.  grey0 on page"))
        #expect(text.contains("error contrast-minimum"))
    }

    /// An AAA note (5.74:1 < 7:1) is far less bad than an AA error close to 4.5:1 by ratio ÷ requirement
    /// (0.82 vs 0.99), yet the error is what fails the gate: errors are listed first.
    @Test func summaryListsErrorsBeforeNotes() throws {
        var b = PaletteBuilder()
        b.color("page", role: .background, rgb: 255, 255, 255)
        // #757575 on white: 4.61:1 (passes AA, fails AAA: a contrast-enhanced note, 4.61/7 = 0.66).
        b.color("caption", role: .text, rgb: 0x75, 0x75, 0x75)
        // #777777 on white: 4.48:1 (fails AA: a contrast-minimum error, 4.48/4.5 = 0.995).
        b.color("muted", role: .text, rgb: 0x77, 0x77, 0x77)
        let report = Auditor(configuration: Configuration(rules: RuleSettings(levels: ["cvd-collision": .off])))
            .audit(b.palette)
        let worst = ReportDigest.worstPairs([report])
        #expect(worst.map(\.finding.rule) == ["contrast-minimum", "contrast-enhanced"])
        let text = TextReporter(useColor: false, form: .summary).render([report])
        let muted = try #require(text.range(of: "1.  muted on page"))
        let caption = try #require(text.range(of: "2.  caption on page"))
        #expect(muted.lowerBound < caption.lowerBound)
    }

    /// A rule whose findings have several severities said the highest for all ("cvd-collision — error, 5
    /// findings" for 2 errors and 3 warnings): the header counts each, and the summary has a row per
    /// severity. One error and two warnings of the same rule, in light:
    @Test func aRuleWithSeveralSeveritiesCountsEach() {
        let location = SourceLocation(file: "x.yaml", line: 3, column: 5)
        func finding(_ severity: Severity, _ tokens: [String]) -> Finding {
            Finding(
                rule: "cvd-collision", severity: severity, appearance: .light, tokens: tokens, message: "alike",
                location: location, facts: ["deficiency": "protanopia"])
        }
        let report = PaletteReport(
            palette: Palette(file: "x.yaml", tokens: []), appearances: [.light], platform: .web,
            findings: [finding(.warning, ["a", "b"]), finding(.error, ["c", "d"]), finding(.warning, ["e", "f"])],
            uncheckedTokens: [], inheritedValues: [], pairsChecked: 0)
        let compact = TextReporter(useColor: false).render([report])
        #expect(compact.contains("  cvd-collision — 3 findings: 1 error, 2 warnings\n"), "\(compact)")
        let summary = TextReporter(useColor: false, form: .summary).render([report])
        let rows = summary.split(separator: "\n").filter { $0.hasPrefix("  cvd-collision") }
        #expect(rows.count == 2)
        #expect(rows.first?.contains("error") == true && rows.first?.hasSuffix(" 1") == true, "\(rows)")
        #expect(rows.last?.contains("warning") == true && rows.last?.hasSuffix(" 2") == true, "\(rows)")
    }

    /// Twelve swatches with no role: the compact report names the first eight and counts the other four
    /// (a real token set listed 244 names on one line); `--full` names all twelve.
    @Test func colorsWithoutARoleAreListedShortUnlessFull() {
        var b = PaletteBuilder()
        for n in 0..<12 { b.color("swatch\(n)", role: nil, rgb: Double(n * 20), 0, 0) }
        let report = Auditor().audit(b.palette)
        // The full report as the command line spells it (the library names the setting by a hint).
        let hints = HintSpelling(names: [.fullReport: "--full"])
        let compact = TextReporter(useColor: false, hints: hints).render([report])
        #expect(compact.contains("no role given or inferred for 12 colours: swatch0, swatch1,"))
        #expect(compact.contains("swatch7, … 4 more (--full lists them)"))
        #expect(TextReporter(useColor: false).render([report]).contains("swatch7, … 4 more (full report lists them)"))
        #expect(!compact.contains("swatch8"))
        let full = TextReporter(useColor: false, form: .full).render([report])
        #expect(full.contains("swatch10, swatch11"))
        #expect(!full.contains("more (--full lists them)"))
    }
}
