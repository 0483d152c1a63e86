import ColorAudit
import Foundation
import Testing

/// The CSS importer's selector → theme mapping from the configuration file (`cssThemes:`) and the
/// command line (`--css-theme`): a `.theme-midnight` block that ColorAudit cannot recognise by itself
/// becomes a dark theme, errors name the file, line and column (or the option), the command line wins,
/// and `config --dump` shows the mapping and reads back to it.
///
/// The stylesheet: `:root` has --bg #ffffff and --text #1f2328; `.theme-midnight` has --bg #0b1020 and
/// --text #e6edf3. Without a mapping `.theme-midnight` names no appearance (its words say no scheme),
/// so its block is read as the base, after :root.
@Suite struct CSSThemeConfigurationTests {
    static let css = """
        :root { --bg: #ffffff; --text: #1f2328; }
        .theme-midnight { --bg: #0b1020; --text: #e6edf3; }
        """

    private func load(_ configuration: Configuration, _ folder: ImportTempFolder) throws -> Palette {
        let path = try folder.write("app.css", Self.css)
        let loaded = try PaletteLoader(importers: configuration.importers).load([path])
        return try #require(loaded.palettes.first)
    }

    private func hex(_ palette: Palette, _ name: String, _ appearance: Appearance) -> String? {
        palette.tokens.first { $0.name == name }?.resolve(appearance)?.value.source
    }

    @Test func aConfiguredSelectorBecomesADarkTheme() throws {
        let folder = try ImportTempFolder()
        let file = try ConfigurationFile.parse(
            Data("cssThemes:\n  \".theme-midnight\": \"midnight:dark\"\n".utf8), path: ".coloraudit.yml")
        let palette = try load(file.apply(to: Configuration()), folder)
        let midnight = try #require(palette.appearance(named: "midnight"))
        #expect(midnight.scheme == .dark && midnight.isTheme && !midnight.isIncreasedContrast)
        #expect(hex(palette, "--bg", midnight) == "#0b1020")
        #expect(hex(palette, "--text", midnight) == "#e6edf3")
        #expect(hex(palette, "--bg", .light) == "#ffffff")

        // Mapped to the standard dark appearance instead.
        let dark = try ConfigurationFile.parse(
            Data("cssThemes: { .theme-midnight: dark }\n".utf8), path: ".coloraudit.yml")
        let darkPalette = try load(dark.apply(to: Configuration()), folder)
        #expect(hex(darkPalette, "--bg", .dark) == "#0b1020")
        #expect(hex(darkPalette, "--bg", .light) == "#ffffff")

        // Without the mapping there is no midnight theme and no dark value.
        let plain = try load(Configuration(), folder)
        #expect(plain.appearance(named: "midnight") == nil)
        #expect(!plain.appearances.contains(.dark))
    }

    @Test func badEntriesAreErrorsAtTheirLine() throws {
        // `  ".x": midnight` — the value starts at column 9 (two spaces, `".x"`, `:` and a space before it).
        do {
            _ = try ConfigurationFile.parse(Data("platform: web\ncssThemes:\n  \".x\": midnight\n".utf8), path: "c.yml")
            Issue.record("expected an error")
        } catch {
            #expect(error.location?.line == 3)
            #expect(error.location?.column == 9)
            #expect(error.message.contains("'midnight' names no appearance"))
            #expect(error.message.contains("NAME:BASE"))
        }
        #expect(throws: ConfigurationError.self) {
            try ConfigurationFile.parse(Data("cssThemes:\n  \".x\": \"night:dusk\"\n".utf8), path: "c.yml")
        }
        #expect(throws: ConfigurationError.self) {
            try ConfigurationFile.parse(Data("cssThemes:\n  \".a, .b\": dark\n".utf8), path: "c.yml")
        }
        #expect(throws: ConfigurationError.self) {
            try ConfigurationFile.parse(Data("cssThemes: [dark]\n".utf8), path: "c.yml")
        }
        var options = ConfigurationOverrides()
        options.cssThemes = ["no-equals-sign"]
        do {
            _ = try options.apply(to: Configuration())
            Issue.record("expected an error")
        } catch {
            #expect(error.location == nil)
            #expect(error.text.parts.first == .hint(.cssTheme, argument: "no-equals-sign"))
            #expect(error.message.hasPrefix("CSS theme no-equals-sign: expected SELECTOR=THEME"))
        }
    }

    @Test func theCommandLineWinsOverTheFile() throws {
        let folder = try ImportTempFolder()
        let file = try ConfigurationFile.parse(
            Data("cssThemes:\n  \".theme-midnight\": \"midnight:dark\"\n".utf8), path: ".coloraudit.yml")
        var options = ConfigurationOverrides()
        options.cssThemes = [".theme-midnight=dusk:light"]
        let configuration = try options.apply(to: file.apply(to: Configuration()))
        let palette = try load(configuration, folder)
        #expect(palette.appearance(named: "midnight") == nil)
        let dusk = try #require(palette.appearance(named: "dusk"))
        #expect(dusk.scheme == .light)
        #expect(hex(palette, "--bg", dusk) == "#0b1020")
    }

    @Test func theCLIAuditsTheThemeAndDumpsTheMapping() throws {
        let space = try GateWorkspace()
        defer { space.remove() }
        // `.high` is a rule of the stylesheet: the dump, like the audit, refuses a selector no rule has.
        try space.write("web/app.css", Self.css + "\n.high { --bg: #000000; --text: #ffffff; }\n")
        try space.write(".coloraudit.yml", "cssThemes:\n  \".theme-midnight\": \"midnight:dark\"\n")
        let unmatched = try space.run(["config", "--dump", "web", "--css-theme", ".hihg=dark-high-contrast"])
        #expect(unmatched.status == 2)
        #expect(unmatched.stderr.contains("--css-theme .hihg=dark-high-contrast"), "\(unmatched.stderr)")
        let tokens = try space.run(["tokens", "web/app.css", "--format", "json"])
        #expect(tokens.status == 0)
        #expect(tokens.stdout.contains("\"midnight\""))
        let dump = try space.run(["config", "--dump", "web", "--css-theme", ".high=dark-high-contrast"])
        #expect(dump.status == 0)
        #expect(
            dump.stdout.contains(
                "cssThemes:\n  \".theme-midnight\": \"midnight:dark\"\n  \".high\": \"dark-high-contrast\""))
        let file = try ConfigurationFile.parse(Data(dump.stdout.utf8), path: "dumped.yml")
        // The same text but the header, which names the command that wrote it.
        let again = ConfigurationDump.yaml(file.apply(to: Configuration()), filter: file.filter)
        #expect(again.drop { $0 != "\n" } == dump.stdout.drop { $0 != "\n" })
        let bad = try space.run(["audit", "web/app.css", "--css-theme", ".x=nowhere"])
        #expect(bad.status == 2)
        #expect(bad.stderr.contains("--css-theme .x=nowhere: 'nowhere' names no appearance"))
    }

    /// A mapped selector that no style rule has (misspelt, or renamed in the CSS) would map nothing and
    /// let the theme drop out of the run: an error naming the entry and the nearest selector the CSS
    /// has, exit 2. Only when some stylesheet is audited: a YAML palette alone is not checked.
    @Test func aSelectorNoRuleHasIsAnError() throws {
        let space = try GateWorkspace()
        defer { space.remove() }
        try space.write("web/app.css", Self.css)
        try space.write("app.yaml", "colors:\n  text: '#000000'\n  background: '#ffffff'\n")
        // `.theme-midnigt` is `.theme-midnight` with one letter left out (edit distance 1); `:root` is the file's other selector.
        let misspelt = try space.run(["audit", "web/app.css", "--css-theme", ".theme-midnigt=dark"])
        #expect(misspelt.status == 2)
        #expect(
            misspelt.stderr.contains(
                "--css-theme .theme-midnigt=dark: no style rule of web/app.css has the selector '.theme-midnigt' "
                    + "(did you mean '.theme-midnight'?)"))
        #expect(misspelt.stdout.isEmpty)
        // `tokens` reads the mapping as `audit` does, so it refuses the same entry.
        let listed = try space.run(["tokens", "web/app.css", "--css-theme", ".theme-midnigt=dark"])
        #expect(listed.status == 2)
        #expect(listed.stderr.contains("no style rule of web/app.css has the selector '.theme-midnigt'"))
        #expect(listed.stdout.isEmpty)
        // The same entry in the configuration file: at its line.
        try space.write(".coloraudit.yml", "platform: web\ncssThemes:\n  \".theme-midnigt\": dark\n")
        let configured = try space.run(["audit", "web/app.css"])
        #expect(configured.status == 2)
        #expect(configured.stderr.contains(".coloraudit.yml:3:"))
        #expect(configured.stderr.contains("cssThemes '.theme-midnigt': no style rule of web/app.css"))
        // A run that reads no stylesheet does not check the mapping.
        let yamlOnly = try space.run(["audit", "app.yaml"])
        #expect(yamlOnly.status == 0)
        // The selector as written (white space collapsed) is found; a selector of a list counts.
        try space.write(".coloraudit.yml", "platform: web\n")
        try space.write("web/app.css", ":root, .brand   .x { --bg: #ffffff; --text: #1f2328; }\n")
        let ofList = try space.run(["audit", "web/app.css", "--css-theme", ".brand .x=dark"])
        #expect(ofList.status == 0)
    }

    /// FuzzConfiguration, 2026-12-02: a theme named by its words kept a combining mark after a letter
    /// (o + U+0748), which `themeText` wrote as NAME:BASE and the NAME:BASE reading then refused as no
    /// letter, so `config --dump` wrote a file that does not read. Letters with marks after them (here
    /// also é written as e + U+0301) are letters in both readings, and each theme reads back as itself.
    @Test func aThemeNamedByItsWordsReadsBackFromItsText() throws {
        for theme in ["light-high-contraso\u{0748}/", "dark-cafe\u{0301}", "midnight:dark", "dark-dimmed"] {
            let first = try CSSThemeMapping.parse(selector: ".x", theme: theme, context: "cssThemes '.x'", at: nil)
            let again = try CSSThemeMapping.parse(
                selector: ".x", theme: first.themeText, context: "cssThemes '.x'", at: nil)
            #expect(again.appearance == first.appearance, "\(theme) → \(first.themeText)")
        }
        let decomposed = try CSSThemeMapping.parse(
            selector: ".x", theme: "cafe\u{0301}:dark", context: "cssThemes '.x'", at: nil)
        #expect(decomposed.appearance.scheme == .dark)
        #expect(throws: ConfigurationError.self) {
            try CSSThemeMapping.parse(selector: ".x", theme: "a\u{2028}b:dark", context: "cssThemes '.x'", at: nil)
        }
    }
}
