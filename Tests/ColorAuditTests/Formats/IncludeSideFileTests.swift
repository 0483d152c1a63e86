import Foundation
import Testing

@testable import ColorAudit
@testable import ColorScience

/// `include:` — a side file in our format that brings in files of other formats and declares pairs over
/// their token names.
///
/// Hand derivation (WCAG 2.2: lin(c) = ((c + 0.055)/1.055)^2.4, L = 0.2126 R + 0.7152 G + 0.0722 B):
/// #777777 is 119/255 = 0.466667 per channel, lin 0.184475 = L. On white (L 1): 1.05/0.234475 = 4.47809
/// (below 4.5:1; WebAIM's checker gives 4.48:1). On black (L 0): 0.234475/0.05 = 4.68950 (passes 4.5:1).
/// Black on black is 1:1.
@Suite struct IncludeSideFileTests {
    let css = """
        :root { --muted: #777777; --canvas: #ffffff; }
        @media (prefers-color-scheme: dark) { :root { --canvas: #000000; } }
        """
    let android = """
        <?xml version="1.0" encoding="utf-8"?>
        <resources>
            <color name="ink">#FF000000</color>
        </resources>
        """

    func project() throws -> ImportTempFolder {
        let folder = try ImportTempFolder()
        try folder.write("web/tokens.css", css)
        try folder.write("app/res/values/colors.xml", android)
        try folder.write(
            "checks/side.yaml",
            """
            name: Side file
            include:
              - ../web/tokens.css
              - ../app/res
            pairs:
              - { foreground: --muted, background: --canvas }
              - { foreground: ink, background: --canvas, appearances: [light] }
            """)
        return folder
    }

    func audit(_ palette: Palette) -> PaletteReport {
        var auditor = Auditor()
        auditor.recordsChecks = true
        return auditor.audit(palette)
    }

    func message(_ paths: [String]) -> String? {
        do {
            _ = try importPaths(paths)
            return nil
        } catch {
            return "\(error)"
        }
    }

    @Test func pairsOverImportedTokens() throws {
        let folder = try project()
        let palettes = try importPaths([folder.root + "/checks/side.yaml"])
        #expect(palettes.count == 1)
        let palette = try #require(palettes.first)
        #expect(palette.format == "coloraudit")
        #expect(palette.tokens.map(\.name) == ["--muted", "--canvas", "ink"])
        #expect(palette.appearances == [.light, .dark])
        // The platform is the first include's: a stylesheet gives none (web by default), so the Android
        // resources included second do not make the side file an Android palette.
        #expect(palette.platform == nil)
        #expect(Configuration().platform(over: palette.platform) == .web)
        // Tokens keep the location where their colour is written (the CSS file, line 1).
        #expect(palette.token(named: "--muted")?.location.file.hasSuffix("web/tokens.css") == true)
        #expect(palette.token(named: "--muted")?.location.line == 1)
        let report = audit(palette)
        let checks = try #require(report.checks)
        // --muted on --canvas in light and dark; ink on --canvas only in light.
        #expect(checks.count == 3)
        let light = try #require(checks.first { $0.tokens == ["--muted", "--canvas"] && $0.appearance == .light })
        #expect(abs(light.ratio - 4.47809) < 1e-4 && !light.passes)
        let dark = try #require(checks.first { $0.tokens == ["--muted", "--canvas"] && $0.appearance == .dark })
        #expect(abs(dark.ratio - 4.68950) < 1e-4 && dark.passes)
        #expect(checks.filter { $0.tokens.first == "ink" }.map(\.appearance) == [.light])
        let failing = report.findings.filter { $0.rule == "contrast-minimum" }
        #expect(failing.count == 1)
        // The finding points at the pair in the side file (line 6), the colours at the CSS file.
        #expect(failing.first?.location.file.hasSuffix("checks/side.yaml") == true)
        #expect(failing.first?.location.line == 6)
        #expect(failing.first?.relatedLocations.contains { $0.location.file.hasSuffix("web/tokens.css") } == true)
    }

    @Test func walkingAFolderAuditsIncludedFilesThroughTheirSideFile() throws {
        let folder = try project()
        let result = try PaletteDiscovery().discoverAll([folder.root])
        #expect(result.units.map { ImportUnit.lastComponent(of: $0.path) } == ["side.yaml"])
        let skipped = result.skipped.filter { $0.reason.hasPrefix("included by ") }
        #expect(Set(skipped.map { ImportUnit.lastComponent(of: $0.path) }) == ["tokens.css", "res"])
        // Named explicitly, an included file is still audited alone.
        let named = try PaletteDiscovery().discoverAll([folder.root + "/web/tokens.css", folder.root])
        #expect(named.units.count == 2)
    }

    /// A missing include is an error at its line; every failing include is reported in the same run.
    @Test func everyFailingIncludeIsAnErrorAtItsLine() throws {
        let folder = try ImportTempFolder()
        let side = try folder.write(
            "side.yaml",
            """
            include:
              - tokens.css
              - missing.json
              - side.yaml
            pairs: []
            """)
        try folder.write("tokens.css", css)
        let text = try #require(message([side]))
        // Line 3 is missing, line 4 includes the side file itself: both in one run, in line order.
        let lines = text.split(separator: "\n").map(String.init)
        #expect(lines.count == 2, "\(text)")
        #expect(lines.first?.contains("side.yaml:3:5: error: include 'missing.json': no such file or folder") == true)
        #expect(lines.last?.contains("side.yaml:4:5: error: include 'side.yaml': include cycle") == true)
    }

    @Test func anIncludeCycleIsAnErrorNamingItsFiles() throws {
        let folder = try ImportTempFolder()
        let a = try folder.write("a.yaml", "include: [b.yaml]\npairs: []\n")
        try folder.write("b.yaml", "include:\n  - a.yaml\n")
        let text = try #require(message([a]))
        // The cycle closes at b.yaml's include (line 2).
        #expect(text.contains("b.yaml:2:5: error: include 'a.yaml': include cycle: "))
        #expect(
            text.contains("a.yaml → ") && text.contains("b.yaml → ") && text.hasSuffix("a.yaml (included from \(a):1)"))
        let selfIncluding = try folder.write("self.yaml", "include: self.yaml\n")
        #expect(message([selfIncluding])?.contains("self.yaml:1:10: error: include 'self.yaml': include cycle") == true)
    }

    /// The error of a side file that includes `tokens.css` (`css`) and declares `pair` on its line 3.
    func pairError(_ pair: String) throws -> String {
        let folder = try ImportTempFolder()
        try folder.write("tokens.css", css)
        let side = try folder.write("side.yaml", "include: tokens.css\npairs:\n  - \(pair)\n")
        return try #require(message([side]))
    }

    @Test func aPairNamingNoIncludedTokenIsAnErrorAtTheName() throws {
        #expect(
            try pairError("{ foreground: --muted, background: --canvsa }").contains(
                "side.yaml:3:40: error: pair 1 background: no colour named '--canvsa' in this file or the files it "
                    + "includes (tokens.css) (did you mean '--canvas'?)"))
        // Both unknown names of one pair are reported. `  - { foreground: ` is 18 characters, so the first
        // name is at column 19; `--mutde, background: ` is 21 more, so the second is at column 40.
        let both = try pairError("{ foreground: --mutde, background: --canvsa }")
        #expect(both.contains("side.yaml:3:19: error: pair 1 foreground: no colour named '--mutde'"))
        #expect(both.contains("side.yaml:3:40: error: pair 1 background: no colour named '--canvsa'"))
    }

    @Test func anIncludedFilesErrorNamesItsOwnLineAndTheInclude() throws {
        let folder = try ImportTempFolder()
        try folder.write("broken.json", "{ \"colors\": { \"a\": \"#zzzzzz\" } }")
        let side = try folder.write("side.yaml", "include: [broken.json]\n")
        let text = try #require(message([side]))
        #expect(text.contains("broken.json:1:"))
        #expect(text.hasSuffix("(included from \(side):1)"))
    }

    @Test func sideFileColoursAndDuplicates() throws {
        let folder = try ImportTempFolder()
        try folder.write("tokens.css", css)
        // The side file's own colours join the included ones (#000000 on #777777: 4.68950, passes).
        let side = try folder.write(
            "side.yaml",
            """
            include: tokens.css
            colors:
              caption: "#000000"
            pairs:
              - { foreground: caption, background: --muted }
            """)
        let palette = try #require(try importPaths([side]).first)
        #expect(palette.tokens.map(\.name) == ["--muted", "--canvas", "caption"])
        let checks = try #require(audit(palette).checks)
        #expect(checks.allSatisfy { abs($0.ratio - 4.68950) < 1e-4 })
        let duplicate = try folder.write("dup.yaml", "include: tokens.css\ncolors:\n  --canvas: \"#fff\"\n")
        #expect(message([duplicate])?.contains("colour '--canvas' is defined twice (first at ") == true)
    }
}
