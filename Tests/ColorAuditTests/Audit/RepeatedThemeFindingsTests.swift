import Foundation
import Testing

@testable import ColorAudit
@testable import ColorScience

/// One theme's values read in two palettes are judged in each, and a finding identical in both is said
/// once (`UniformFindings.foldLocations`), at every place it occurs: a web app's theme folder (the
/// layout of miniflux's `internal/ui/static/css/`, miniflux/v2, held-back batch 6) with `light.css` and
/// `dark.css` — one palette, its two appearances — and `system.css`, the light `:root` with the dark values
/// again in `@media (prefers-color-scheme: dark)`, a second palette.
///
/// Ratios by hand, WCAG 2 relative luminance L = 0.2126 R + 0.7152 G + 0.0722 B with each channel
/// c = v/255 linearised as ((c + 0.055)/1.055)^2.4, ratio (L1 + 0.05)/(L2 + 0.05):
/// - light `--color-text-muted` #9aa0a6 on `--color-bg` #ffffff: 154, 160, 166 → 0.32314, 0.35153,
///   0.38133, L = 0.34765; 1.05/0.39765 = 2.64:1, below 4.5:1 — in `light.css` and `system.css` alike;
/// - dark #484f58 on #0d1117: 72, 79, 88 → 0.06480, 0.07819, 0.09759, L = 0.07674; 13, 17, 23 → 0.00402,
///   0.00561, 0.00857, L = 0.00548; 0.12674/0.05548 = 2.28:1, below 4.5:1 — `dark.css`'s;
/// - `system.css`'s dark muted is #8b949e (the one property that differs): 139, 148, 158 → 0.25818,
///   0.29614, 0.34191, L = 0.29137; 0.34137/0.05548 = 6.15:1, meets 4.5:1, below 7:1 — its own
///   contrast-enhanced note.
@Suite struct RepeatedThemeFindingsTests {
    /// The JSON report is not of the documented shape.
    struct JSONShapeError: Error {}

    static let light = ":root {\n  --color-bg: #ffffff;\n  --color-text: #1f2328;\n  --color-text-muted: #9aa0a6;\n}\n"
    static let dark = ":root {\n  --color-bg: #0d1117;\n  --color-text: #e6edf3;\n  --color-text-muted: #484f58;\n}\n"
    static let system =
        ":root {\n  --color-bg: #ffffff;\n  --color-text: #1f2328;\n  --color-text-muted: #9aa0a6;\n}\n"
        + "@media (prefers-color-scheme: dark) {\n  :root {\n    --color-bg: #0d1117;\n"
        + "    --color-text: #e6edf3;\n    --color-text-muted: #8b949e;\n  }\n}\n"

    /// The folder `themes/` with the three files.
    static func themes() throws -> ImportTempFolder {
        let folder = try ImportTempFolder()
        try folder.write("themes/light.css", light)
        try folder.write("themes/dark.css", dark)
        try folder.write("themes/system.css", system)
        return folder
    }

    static func run(_ folder: ImportTempFolder) throws -> AuditRun {
        let palettes = try PaletteLoader().load([folder.root + "/themes"]).palettes
        // light.css and dark.css are one palette (`AppearanceFiles`), system.css another.
        #expect(palettes.map { ($0.file as NSString).lastPathComponent } == ["light.css", "system.css"])
        return AuditRun(reports: try Auditor().audit(palettes))
    }

    /// `file:line` of a location, the file by its name.
    static func place(_ location: ColorAudit.SourceLocation) -> String {
        "\((location.file as NSString).lastPathComponent):\(location.line)"
    }

    static func contrast(_ findings: [Finding]) -> [Finding] {
        findings.filter { $0.rule == .contrastMinimum || $0.rule == .contrastEnhanced }
    }

    @Test("The finding both palettes give is said once, at both places; the one that differs stays its file's")
    func identicalOnceDifferentInItsFile() throws {
        let folder = try Self.themes()
        let run = try Self.run(folder)
        let contrast = Self.contrast(run.findings)
        #expect(
            contrast.map { "\($0.rule) \($0.appearance) \(Self.place($0.location))" }.sorted() == [
                "contrast-enhanced dark system.css:10", "contrast-minimum dark dark.css:4",
                "contrast-minimum light light.css:4",
            ])
        let shared = try #require(contrast.first { $0.appearance == .light })
        #expect(shared.tokens == ["--color-text-muted", "--color-bg"])
        #expect(abs((shared.measurements["ratio"]?.value ?? 0) - 2.64) < 0.005)
        #expect(shared.locations.map(Self.place) == ["light.css:4", "system.css:4"])
        #expect(shared.relatedLocations.contains { Self.place($0.location) == "system.css:4" })
        let dark = try #require(contrast.first { $0.rule == .contrastMinimum && $0.appearance == .dark })
        #expect(dark.locations.isEmpty)
        #expect(abs((dark.measurements["ratio"]?.value ?? 0) - 2.28) < 0.005)
        let own = try #require(contrast.first { $0.rule == .contrastEnhanced })
        #expect(own.locations.isEmpty)
        #expect(abs((own.measurements["ratio"]?.value ?? 0) - 6.15) < 0.005)
        // system.css keeps its copy aside, naming where it is said; every light finding of it is light.css's.
        let system = try #require(run.reports.last)
        let aside = Self.contrast(system.sharedFindings)
        #expect(aside.map { Self.place($0.location) } == ["system.css:4"])
        #expect(aside.first?.locations.map(Self.place) == ["light.css:4", "system.css:4"])
        #expect(system.findings.allSatisfy { $0.appearance == .dark })
        // Counted once: two contrast errors, not three; the audit still fails.
        #expect(run.summary.errors == run.findings.filter { $0.severity == .error }.count)
        #expect(contrast.filter { $0.severity == .error }.count == 2)
        #expect(try FailPolicy().exitStatus(run.summary) == 1)
        withExtendedLifetime(folder) {}
    }

    @Test("Reports name the other places: JSON locations, text \"also\", SARIF a related location")
    func reportsNameEveryPlace() throws {
        let folder = try Self.themes()
        let run = try Self.run(folder)
        let json = try JSONDocument.parse(Data(JSONReporter().render(run).utf8))
        let findings = try #require(json["findings"])
        guard case .array(let all) = findings else { throw JSONShapeError() }
        let muted = all.filter { $0["rule"] == .string("contrast-minimum") && $0["appearance"] == .string("light") }
        #expect(muted.count == 1)
        func place(_ file: String) -> JSONDocument {
            .object(["file": .string(folder.root + "/themes/" + file), "line": .number(4), "column": .number(23)])
        }
        #expect(muted.first?["locations"] == .array([place("light.css"), place("system.css")]))
        let text = TextReporter(useColor: false).render(run)
        #expect(text.contains("/themes/light.css:4:23; also \(folder.root)/themes/system.css:4:23"), "\(text)")
        #expect(text.contains("the same in other palettes: "), "\(text)")
        let sarif = SARIFReporter().render(run)
        #expect(sarif.contains("the same in system.css"))
        withExtendedLifetime(folder) {}
    }

    @Test("A baseline holds the shared finding once per file, as each palette's audit found it")
    func baselinesSeeEveryFile() throws {
        let folder = try Self.themes()
        let run = try Self.run(folder)
        // Each palette audited alone, nothing folded: the entries a baseline written before had.
        let palettes = try PaletteLoader().load([folder.root + "/themes"]).palettes
        let alone = AuditRun(reports: palettes.map { Auditor().audit($0) })
        let baseline = Baseline(run)
        #expect(baseline.text == Baseline(alone).text)
        let light = baseline.entries.filter {
            $0.identity.rule == .contrastMinimum && $0.identity.appearance == .light
        }
        #expect(light.map { ($0.identity.file as NSString).lastPathComponent } == ["light.css", "system.css"])
        // Against it, nothing is new, fixed or left over.
        let comparison = FindingComparison(run, baseline: Baseline(alone))
        #expect(comparison.new.isEmpty)
        #expect(comparison.worsened.isEmpty)
        #expect(comparison.fixed.isEmpty)
        #expect(comparison.unchanged.count == run.findings.count)
        // Auditing system.css alone against it: its light finding is its own again, and still accepted.
        let systemOnly = AuditRun(
            reports: try Auditor().audit(PaletteLoader().load([folder.root + "/themes/system.css"]).palettes))
        let partial = FindingComparison(systemOnly, baseline: baseline)
        #expect(partial.new.isEmpty)
        #expect(partial.fixed.isEmpty)
        withExtendedLifetime(folder) {}
    }
}

extension RepeatedThemeFindingsTests {
    @Test("A finding about a palette itself (no pair checked) stays each palette's")
    func paletteFindingsStayEach() throws {
        let folder = try ImportTempFolder()
        // Two palettes of the same two colours with no roles: no pair is formed in either.
        let colours = "colors:\n  a: \"#777777\"\n  b: \"#ffffff\"\n"
        try folder.write("a.yaml", colours)
        try folder.write("b.yaml", colours)
        let reports = try Auditor().audit(PaletteLoader().load([folder.root]).palettes)
        try #require(reports.count == 2)
        for report in reports {
            #expect(report.findings.filter { $0.rule == RuleID.noPairsChecked }.count == 1)
            #expect(report.sharedFindings.isEmpty)
        }
    }
}
