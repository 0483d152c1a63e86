import Foundation
import Testing

@testable import ColorAudit
@testable import ColorScience

/// A Tokens Studio package with two brand groups, `A` and `B`, each with a `light` and a `dark` theme
/// (the shape of Dialtone's `$themes.json`, dialpad/dialtone acb6a6c `packages/dialtone-tokens/tokens/`:
/// groups `dp`, `tmo`, `expressive`, each `light` and `dark`), read as one palette per brand
/// (`TokenThemes`). Both brands' light theme enables the same set; each brand's dark theme its own.
///
/// Ratios by hand, WCAG 2 relative luminance L = 0.2126 R + 0.7152 G + 0.0722 B with each channel
/// c = v/255 linearised as ((c + 0.055)/1.055)^2.4 (c > 0.04045), ratio (L1 + 0.05)/(L2 + 0.05):
/// - light, both brands: `color.text` #777777 on `color.background` #ffffff: c = 119/255 = 0.466667,
///   ((0.466667 + 0.055)/1.055)^2.4 = 0.494471^2.4 = 0.184475; (1 + 0.05)/(0.184475 + 0.05) = 4.4781:1,
///   below 4.5:1 — the same failure in A and B, said once, in A, naming both;
/// - dark, A: #ffffff on #888888: c = 136/255 = 0.533333, 0.557662^2.4 = 0.246201;
///   1.05/0.296201 = 3.5449:1, below 4.5:1 — A's own;
/// - dark, B: #ffffff on #999999: c = 153/255 = 0.6, 0.620853^2.4 = 0.318547; 1.05/0.368547 = 2.8490:1,
///   below 4.5:1 — B's own: the same pair as A's, with other values, so not folded.
/// Each pair fails AA, so no AAA note is reported beside it; the two greys of a pair are far apart (no
/// closeness or colour-vision finding).
@Suite struct BrandFindingsTests {
    static func package() throws -> ImportTempFolder {
        let folder = try ImportTempFolder()
        func colours(_ text: String, _ background: String) -> String {
            #"{"color": {"text": {"value": "\#(text)", "type": "color"}, "background": {"value": "\#(background)", "type": "color"}}}"#
        }
        try folder.write("t/base/light.json", colours("#777777", "#ffffff"))
        try folder.write("t/a/dark.json", colours("#ffffff", "#888888"))
        try folder.write("t/b/dark.json", colours("#ffffff", "#999999"))
        try folder.write(
            "t/$themes.json",
            #"""
            [
              {"name": "light", "group": "A", "selectedTokenSets": {"base/light": "enabled"}},
              {"name": "dark", "group": "A", "selectedTokenSets": {"base/light": "enabled", "a/dark": "enabled"}},
              {"name": "light", "group": "B", "selectedTokenSets": {"base/light": "enabled"}},
              {"name": "dark", "group": "B", "selectedTokenSets": {"base/light": "enabled", "b/dark": "enabled"}}
            ]
            """#)
        return folder
    }

    static func reports(_ folder: ImportTempFolder) throws -> [PaletteReport] {
        let palettes = try PaletteLoader().load([folder.root + "/t"]).palettes
        #expect(palettes.map(\.brand) == ["A", "B"])
        return try Auditor().audit(palettes)
    }

    static func contrast(_ findings: [Finding]) -> [Finding] { findings.filter { $0.rule == .contrastMinimum } }

    @Test("A failure the same in two brands is one finding naming both; one that differs stays each brand's")
    func sameFailureOnceDifferentOnesPerBrand() throws {
        let reports = try Self.reports(try Self.package())
        try #require(reports.count == 2)
        let a = Self.contrast(reports[0].findings)
        let b = Self.contrast(reports[1].findings)
        #expect(a.count == 2, "\(a.map(\.message))")
        #expect(b.count == 1, "\(b.map(\.message))")
        let shared = try #require(a.first { $0.appearance == .light })
        #expect(shared.brands == ["A", "B"])
        #expect(shared.tokens == ["color.text", "color.background"])
        #expect(abs((shared.measurements["ratio"]?.value ?? 0) - 4.4781) < 1e-4)
        let ownA = try #require(a.first { $0.appearance == .dark })
        #expect(ownA.brands.isEmpty)
        #expect(abs((ownA.measurements["ratio"]?.value ?? 0) - 3.5449) < 1e-4)
        let ownB = try #require(b.first)
        #expect(ownB.appearance == .dark)
        #expect(ownB.brands.isEmpty)
        #expect(ownB.variant == "B")
        #expect(abs((ownB.measurements["ratio"]?.value ?? 0) - 2.8490) < 1e-4)
        // B's copy of the shared failure is kept aside, naming where it is said.
        let aside = Self.contrast(reports[1].sharedFindings)
        #expect(aside.count == 1)
        #expect(aside.first?.brands == ["A", "B"])
        #expect(aside.first?.variant == "B")
        // The summary counts the shared failure once: 3 contrast errors, not 4.
        let run = AuditRun(reports: reports)
        #expect(Self.contrast(run.findings).filter { $0.severity == .error }.count == 3)
    }

    @Test("The JSON finding lists the brands, the text says \"in A, B\"")
    func reportsNameTheBrands() throws {
        let reports = try Self.reports(try Self.package())
        let run = AuditRun(reports: reports)
        let json = try JSONDocument.parse(Data(JSONReporter().render(run).utf8))
        guard case .array(let findings)? = json["findings"] else {
            Issue.record("no findings")
            return
        }
        let contrast = findings.filter { $0["rule"] == .string("contrast-minimum") }
        #expect(contrast.count == 3)
        #expect(contrast.filter { $0["brands"] == .array([.string("A"), .string("B")]) }.count == 1)
        #expect(contrast.filter { $0["brands"] == nil }.count == 2)
        let text = TextReporter(useColor: false).render(run)
        #expect(text.contains("[light in A, B]"), "\(text)")
    }

    @Test("Fingerprints: a brand's own finding keeps its variant's; a baseline holds the shared one per brand")
    func baselinesStayStable() throws {
        let reports = try Self.reports(try Self.package())
        let run = AuditRun(reports: reports)
        let ownB = try #require(Self.contrast(reports[1].findings).first)
        #expect(
            FindingIdentity(ownB, root: nil)
                == FindingIdentity(
                    rule: .contrastMinimum, file: ownB.location.file, appearance: .dark,
                    tokens: ["color.text", "color.background"], facts: FindingIdentity(ownB, root: nil).facts,
                    variant: "B"))
        // The baseline of the run has the shared failure once per brand, as each brand's audit found it.
        let baseline = Baseline(run)
        let light = baseline.entries.filter { $0.identity.rule == .contrastMinimum && $0.identity.appearance == .light }
        #expect(light.map(\.identity.variant).sorted { ($0 ?? "") < ($1 ?? "") } == ["A", "B"])
        // Against it, nothing is new and nothing fixed.
        let comparison = FindingComparison(run, baseline: baseline)
        #expect(comparison.new.isEmpty)
        #expect(comparison.fixed.isEmpty)
        // A baseline holding only B's entry of the shared failure still accepts it, and A's is not fixed.
        let entryOfA = try #require(light.first { $0.identity.variant == "A" })
        let onlyB = Baseline(entries: baseline.entries.filter { $0.identity != entryOfA.identity })
        let again = FindingComparison(run, baseline: onlyB)
        #expect(again.new.isEmpty)
        #expect(again.fixed.isEmpty)
    }
}
