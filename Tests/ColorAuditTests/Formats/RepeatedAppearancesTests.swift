import Foundation
import Testing

@testable import ColorAudit
@testable import ColorScience

/// A palette, or an appearance of one, whose colours are those of one read before is judged once
/// (`RepeatedAppearances`): a web app's `system.css` repeating its `light.css` and `dark.css`.
@Suite struct RepeatedAppearancesTests {
    // Hand-made, the layout of a web app's theme folder: one file per theme, and one following the system
    // with the light `:root` and the dark values in `@media (prefers-color-scheme: dark)`.
    static let light = ":root {\n  --color-bg: #ffffff;\n  --color-text: #1f2328;\n  --color-text-muted: #9aa0a6;\n}\n"
    static let dark = ":root {\n  --color-bg: #0d1117;\n  --color-text: #e6edf3;\n  --color-text-muted: #484f58;\n}\n"

    static func system(darkMuted: String = "#484f58", lightMuted: String = "#9aa0a6") -> String {
        ":root {\n  --color-bg: #ffffff;\n  --color-text: #1f2328;\n  --color-text-muted: \(lightMuted);\n}\n"
            + "@media (prefers-color-scheme: dark) {\n  :root {\n    --color-bg: #0d1117;\n"
            + "    --color-text: #e6edf3;\n    --color-text-muted: \(darkMuted);\n  }\n}\n"
    }

    /// The folder `themes/` with `light.css`, `dark.css` and `system.css` (`system` its text).
    func themes(system: String) throws -> (folder: ImportTempFolder, root: String) {
        let folder = try ImportTempFolder()
        try folder.write("themes/light.css", Self.light)
        try folder.write("themes/dark.css", Self.dark)
        try folder.write("themes/system.css", system)
        return (folder, folder.root + "/themes")
    }

    /// Every finding as `file appearance rule foreground/background`, sorted.
    func said(_ reports: [PaletteReport]) -> [String] {
        reports.flatMap(\.findings).map { finding in
            let file = (finding.location.file as NSString).lastPathComponent
            return "\(file) \(finding.appearance.rawValue) \(finding.rule.rawValue) "
                + finding.tokens.joined(separator: "/")
        }
        .sorted()
    }

    @Test("A system file repeating the light and dark files is not audited again, and says so")
    func systemFileRepeatingBoth() throws {
        let (folder, root) = try themes(system: Self.system())
        let loaded = try PaletteLoader().load([root])
        // light.css and dark.css are one palette (`AppearanceFiles`), system.css another.
        #expect(loaded.palettes.count == 2)
        let system = try #require(loaded.palettes.first { $0.file.hasSuffix("system.css") })
        #expect(system.isRepeated)
        #expect(
            system.repeatedAppearances.map { "\($0.appearance.rawValue) \($0.judgedIn)" } == [
                "light '\(root)/light.css'", "dark '\(root)/dark.css'",
            ])
        let notes = loaded.inputs.skippedEntries.map(\.reason)
        #expect(
            notes.contains(
                "palette '\(root)/system.css' is not audited again: it sets the same colours as '\(root)/light.css' "
                    + "(its light) and '\(root)/dark.css' (its dark)"), "\(notes)")
        // Said once: the findings of the three files are those of light.css and dark.css alone.
        let reports = try Auditor().audit(loaded.palettes)
        #expect(reports.count == 1)
        let alone = try Auditor().audit(
            PaletteLoader().load([root + "/light.css", root + "/dark.css"]).palettes)
        #expect(said(reports) == said(alone))
        // #9aa0a6 on #ffffff is 2.64:1 and #484f58 on #0d1117 2.28:1 (WCAG 2.2 relative luminance, worked by
        // hand): each below 4.5:1 once, in its own appearance and file.
        #expect(
            said(reports).filter { $0.contains("contrast-minimum") } == [
                "dark.css dark contrast-minimum --color-text-muted/--color-bg",
                "light.css light contrast-minimum --color-text-muted/--color-bg",
            ])
        // Nor listed by `coloraudit pairs`.
        #expect(PairListing(palettes: loaded.palettes, configuration: Configuration()).entries.count == 1)
        withExtendedLifetime(folder) {}
    }

    @Test("A system file with a dark colour of its own is audited in dark only")
    func systemFileWithItsOwnDark() throws {
        // #8b949e on #0d1117 instead of dark.css's #484f58.
        let (folder, root) = try themes(system: Self.system(darkMuted: "#8b949e"))
        let loaded = try PaletteLoader().load([root])
        let system = try #require(loaded.palettes.first { $0.file.hasSuffix("system.css") })
        #expect(!system.isRepeated)
        #expect(system.repeatedAppearances.map(\.appearance) == [.light])
        #expect(
            loaded.inputs.skippedEntries.map(\.reason).contains(
                "'\(root)/system.css' in light is not audited again: it sets the same colours as '\(root)/light.css'"))
        let reports = try Auditor().audit(loaded.palettes)
        let report = try #require(reports.first { $0.palette.file.hasSuffix("system.css") })
        #expect(report.appearances == [.dark])
        // #8b949e on #0d1117 is 6.15:1 (WCAG 2.2, by hand): above 4.5, below 7 — only the enhanced level's
        // note, in dark; its light findings are light.css's.
        #expect(said([report]) == ["system.css dark contrast-enhanced --color-text-muted/--color-bg"])
        // A repair still checks every appearance of the file, so that its copy of the light is repaired too.
        let failing = PaletteRepair.failingPairs([system], configuration: Configuration())
        #expect(failing.contains { $0.appearance == .light && $0.foreground == "--color-text-muted" })
        withExtendedLifetime(folder) {}
    }

    @Test("A system file that differs in a colour of each appearance is audited as before")
    func differentInEachAppearance() throws {
        let (folder, root) = try themes(system: Self.system(darkMuted: "#8b949e", lightMuted: "#57606a"))
        let loaded = try PaletteLoader().load([root])
        #expect(loaded.palettes.allSatisfy { $0.repeatedAppearances.isEmpty })
        #expect(!loaded.inputs.skippedEntries.contains { $0.reason.contains("not audited again") })
        #expect(try Auditor().audit(loaded.palettes).count == 2)
        withExtendedLifetime(folder) {}
    }

    @Test("The same colours judged with other pairs or roles are not a repeat")
    func judgedOtherwise() throws {
        // Two palettes of our format with the same colours, one declaring a pair: each is audited.
        let folder = try ImportTempFolder()
        let colours =
            "colors:\n  text: { value: \"#777777\", role: text }\n  page: { value: \"#ffffff\", role: background }\n"
        try folder.write("a.yaml", colours)
        try folder.write(
            "b.yaml", colours + "pairs:\n  - foreground: text\n    background: page\n    usage: text\n")
        let loaded = try PaletteLoader().load([folder.root])
        #expect(loaded.palettes.count == 2)
        #expect(loaded.palettes.allSatisfy { $0.repeatedAppearances.isEmpty })
        // The same colours twice, nothing else apart: the second is not audited again.
        try folder.write("c.yaml", colours)
        let again = try PaletteLoader().load([folder.root])
        let c = try #require(again.palettes.first { $0.file.hasSuffix("c.yaml") })
        #expect(c.isRepeated && c.repeatedAppearances.first?.judgedIn == "'\(folder.root)/a.yaml'")
    }
}
