import Foundation
import Testing

@testable import ColorAudit
@testable import ColorScience

/// `themes:` in `.coloraudit.yml`: token files per theme for layouts not recognised by themselves.
/// Expected values are read by hand from the files the tests write.
@Suite struct ThemeDeclarationTests {
    /// Writes a small token folder and a configuration declaring `day` (light) and `midnight` (dark,
    /// taking the `midnight` override).
    func workspace(_ configuration: String) throws -> ImportTempFolder {
        let folder = try ImportTempFolder()
        try folder.write(
            "tokens/base-light.json",
            ##"{"n": {"0": {"$type": "color", "$value": "#ffffff"}, "9": {"$type": "color", "$value": "#202020"}}}"##)
        try folder.write(
            "tokens/base-night.json",
            ##"{"n": {"0": {"$type": "color", "$value": "#101010"}, "9": {"$type": "color", "$value": "#e0e0e0"}}}"##)
        try folder.write(
            "tokens/semantic.json",
            ##"{"bg": {"$type": "color", "$value": "{n.0}"}, "fg": {"$type": "color", "$value": "{n.9}", "##
                + ##""$extensions": {"org.primer.overrides": {"midnight": "#c0c0c0"}}}}"##)
        try folder.write(".coloraudit.yml", configuration)
        return folder
    }

    static let declaration = """
        themes:
          day: { files: [tokens/base-light.json, tokens/semantic.json], base: light }
          midnight:
            files: [tokens/base-night.json, "tokens/sem*.json"]
            overrides: midnight
            base: dark
            increasedContrast: true
        """

    @Test func declaredThemesAreOnePaletteWithTheirValues() throws {
        let folder = try workspace(Self.declaration)
        let file = try ConfigurationFile.read(folder.root + "/.coloraudit.yml")
        let configuration = file.apply(to: Configuration())
        let loaded = try PaletteLoader(importers: configuration.importers).load([folder.root + "/tokens"])
        let palette = try #require(loaded.palettes.first)
        #expect(loaded.palettes.count == 1)
        #expect(palette.format == "themes")
        let midnight = Appearance(theme: "midnight", scheme: .dark, increasedContrast: true)
        let day = Appearance(theme: "day", scheme: .light)
        let appearances = Set(palette.tokens.flatMap { $0.values.keys })
        #expect(appearances == [day, midnight])
        let declared = try #require(appearances.first { $0.rawValue == "midnight" })
        #expect(declared.scheme == .dark && declared.isIncreasedContrast)
        func rgb(_ token: String, _ appearance: Appearance) -> SIMD3<Double>? {
            palette.value(token, appearance)?.color.converted(to: .srgb).components
        }
        // bg = {n.0}: #ffffff by day, #101010 at midnight (base-night.json).
        #expect(close(rgb("bg", day), SIMD3(1, 1, 1)))
        #expect(close(rgb("bg", midnight), ImportedFixture.srgb(0x101010).components))
        // fg = {n.9} by day; the `midnight` override #c0c0c0 at midnight.
        #expect(close(rgb("fg", day), ImportedFixture.srgb(0x202020).components))
        #expect(close(rgb("fg", midnight), ImportedFixture.srgb(0xc0c0c0).components))
        #expect(loaded.skipped.filter { $0.kind == .included }.count == 3)
    }

    @Test func theDumpShowsTheDeclarationAndReadsBack() throws {
        let folder = try workspace(Self.declaration)
        let path = folder.root + "/.coloraudit.yml"
        let configuration = try ConfigurationFile.read(path).apply(to: Configuration())
        let dump = ConfigurationDump.yaml(configuration)
        #expect(dump.contains("  \"midnight\":\n    files: [\"tokens/base-night.json\", \"tokens/sem*.json\"]\n"))
        #expect(dump.contains("    overrides: \"midnight\"\n    base: dark\n    increasedContrast: true\n"))
        try folder.write(".coloraudit.yml", dump)
        let again = try ConfigurationFile.read(path).apply(to: Configuration())
        #expect(ConfigurationDump.yaml(again) == dump)
        #expect(again.themes == configuration.themes)
    }

    @Test func badDeclarationsAreErrorsAtTheirLines() throws {
        let folder = try workspace(
            """
            themes:
              day: { files: [tokens/nothing*.json], base: light }
              night: { files: [tokens/base-night.json], base: dusk }
              midnight: { files: [tokens/base-night.json], colour: x, base: dark }
              plain: { files: [tokens/base-light.json] }
              dark: { files: [tokens/base-night.json], base: light }
            """)
        do {
            _ = try ConfigurationFile.read(folder.root + "/.coloraudit.yml")
            Issue.record("accepted a malformed themes: declaration")
        } catch {
            let problems = error.listed.map { ($0.location?.line ?? 0, $0.message) }
            #expect(problems.count == 5, "\(problems)")
            #expect(problems.contains { $0.0 == 2 && $0.1.contains("matches no file") })
            #expect(problems.contains { $0.0 == 3 && $0.1.contains("expected light or dark, found 'dusk'") })
            #expect(problems.contains { $0.0 == 4 && $0.1.contains("unknown key 'colour'") })
            #expect(problems.contains { $0.0 == 5 && $0.1.contains("base: light") })
            #expect(problems.contains { $0.0 == 6 && $0.1.contains("'dark' is dark") })
        }
    }

    /// Found by fuzzing (FuzzConfiguration, a timeout): every wildcard pattern of `themes:` was matched
    /// against every file listed (up to 20,000), so 10,000 globs ran for minutes. 1,000 files and 600
    /// wildcard patterns are 600,000 path matches, past the 500,000 allowed: the 501st pattern (line 505)
    /// and those after it are errors at their lines; 10,000 patterns without wildcards are looked up.
    @Test func manyFilePatternsAreBounded() throws {
        let folder = try ImportTempFolder()
        for index in 0..<1_000 { try folder.write("tokens/f\(index).json", "{}") }
        let wild = (0..<600).map { _ in "      - tokens/f*.json" }
        try folder.write(
            ".coloraudit.yml", (["themes:", "  day:", "    base: light", "    files:"] + wild).joined(separator: "\n"))
        do {
            _ = try ConfigurationFile.read(folder.root + "/.coloraudit.yml")
            Issue.record("accepted 600,000 path matches")
        } catch {
            let lines = error.listed.compactMap { $0.location?.line }
            #expect(!lines.isEmpty && lines.allSatisfy { $0 >= 505 }, "patterns 501 to 600 (the list is capped)")
            #expect(lines.min() == 505)
            #expect(error.listed.allSatisfy { $0.message.contains("path matches") })
        }
        let literal = (0..<10_000).map { "      - tokens/f\($0 % 1_000).json" }
        try folder.write(
            ".coloraudit.yml",
            (["themes:", "  day:", "    base: light", "    files:"] + literal).joined(separator: "\n"))
        let file = try ConfigurationFile.read(folder.root + "/.coloraudit.yml")
        let day = try #require(file.themes.first)
        #expect(day.matched.count == 1_000, "each file once")
    }
}
