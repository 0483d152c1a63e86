import Foundation
import Testing

@testable import ColorAudit
@testable import ColorScience

/// A DTCG token package read as one system (`DTCGPackage`): semantic tokens in shared files over the
/// palette of each theme folder, `NAME-day/` and `NAME-night/` the light and dark appearances. Style
/// Dictionary merges its `source` and `include` files into one dictionary before it resolves references
/// (styledictionary.com "Configuration"), and builds a multi-theme package once per theme with that
/// theme's files (the `multi-brand-multi-platform` example). The fixture is `Fixtures/TokenPackage/`
/// (README there): every expected value is the one its theme's palette file writes.
@Suite struct DTCGPackageTests: PairingPalettes {
    private var package: String { Fixture.url("TokenPackage").path }

    @Test func semanticTokensResolveAgainstEachThemesPalette() throws {
        let palettes = try importPaths([package])
        #expect(palettes.count == 1)
        let palette = try #require(palettes.first)
        #expect(palette.format == "dtcg")
        #expect(palette.appearances == [.light, .dark])
        // color.text.default → {color.palette.neutral.90}: #161616 in brand-day, #f4f4f4 in brand-night.
        let text = try #require(palette.token(named: "color.text.default"))
        #expect(text.values[.light]?.color == ImportedFixture.srgb(0x161616))
        #expect(text.values[.dark]?.color == ImportedFixture.srgb(0xf4f4f4))
        #expect(text.location.file.hasSuffix("tokens/source/color/text.json"))
        // color.background.accent → {color.brand.primary} (theme.json) → {color.palette.blue.60}.
        let accent = try #require(palette.token(named: "color.background.accent"))
        #expect(accent.values[.light]?.color == ImportedFixture.srgb(0x0f62fe))
        #expect(accent.values[.dark]?.color == ImportedFixture.srgb(0x78a9ff))
        // Nothing is left unresolved: every reference leads into a sibling file.
        #expect(!palette.importNotes.contains { $0.kind == .unresolved })
    }

    /// Component slots (`"$value": ""`) are no palette and no error; the slots a theme file fills (here with
    /// aliases of semantic tokens) take the theme's value, and pair as the semantics they alias.
    @Test func componentSlotFilesAreOneNoteAndFilledSlotsArePaired() throws {
        let palette = try #require(try importPaths([package]).first)
        let slotNotes = palette.importNotes.filter { $0.reason.contains("component slots") }
        #expect(slotNotes.count == 1)
        let note = try #require(slotNotes.first)
        #expect(note.kind == .skipped)
        #expect(note.reason.contains("tokens/components/button.json") && note.reason.contains("card.json"))
        #expect(palette.token(named: "card.background") == nil)
        // button.primary.text → {color.text.inverse} → {color.palette.neutral.0}.
        let buttonText = try #require(palette.token(named: "button.primary.text"))
        #expect(buttonText.values[.light]?.color == ImportedFixture.srgb(0xffffff))
        #expect(buttonText.values[.dark]?.color == ImportedFixture.srgb(0x161616))
        let pairs = formed(palette)
        #expect(pairs.contains(["button.primary.text", "button.primary.background"]))
        #expect(pairs.contains(["color.text.inverse", "color.background.accent"]))
    }

    /// `Fixtures/TokenPackageBuiltNames/` (hand-made): three source files of nested tokens with one
    /// (day) value each, and `themes/acme-day/`, `themes/acme-night/` each with an alias palette
    /// (`color.alias.gray.*`) and a flat theme file of built names — Style Dictionary's `name/kebab` with
    /// `prefix: "acme"`, `kebabCase([prefix, ...path].join(" "))` (styledictionary.com "Transforms ›
    /// Predefined" › name/kebab: `prefix-color-background-button-primary-active`). A built name and its
    /// source path are one token, named as the build outputs it; the theme's value wins in its appearance.
    private var builtNamesPackage: String { Fixture.url("TokenPackageBuiltNames").path }

    @Test func aThemeFilesBuiltNamesOverrideTheirSourceTokens() throws {
        let palette = try #require(try importPaths([builtNamesPackage]).first)
        let names = Set(palette.tokens.map(\.name))
        // The source paths a theme file writes under their built names are not tokens of their own.
        for path in ["color.text.neutral.strong", "color.text.neutral.weaker", "color.text.neutral.strongest"]
            + ["color.background.default", "color.background.inverted", "color.border.default"]
        {
            #expect(!names.contains(path), "\(path) is read as its built name")
        }
        // 7 source tokens (6 written by a theme under a built name, color.text.link by none), the theme-only
        // acme-focus-ring and 5 alias steps.
        #expect(palette.tokens.count == 13)
        // themes/acme-day/theme.json: {color.alias.gray.90} = #1f1f1f; themes/acme-night: #ededed.
        let strong = try #require(palette.token(named: "acme-color-text-neutral-strong"))
        #expect(strong.values[.light]?.color == ImportedFixture.srgb(0x1f1f1f))
        #expect(strong.values[.dark]?.color == ImportedFixture.srgb(0xededed))
        #expect(strong.values[.dark]?.location.file.hasSuffix("themes/acme-night/theme.json") == true)
        // Night writes weaker and strongest {color.alias.gray.20} (#3d3d3d); day {gray.60} and {gray.100}.
        let weaker = try #require(palette.token(named: "acme-color-text-neutral-weaker"))
        let strongest = try #require(palette.token(named: "acme-color-text-neutral-strongest"))
        #expect(weaker.values[.light]?.color == ImportedFixture.srgb(0x6b6b6b))
        #expect(strongest.values[.light]?.color == ImportedFixture.srgb(0x000000))
        #expect(weaker.values[.dark]?.color == ImportedFixture.srgb(0x3d3d3d))
        #expect(strongest.values[.dark]?.color == ImportedFixture.srgb(0x3d3d3d))
        // The day theme does not write the border: by day the source's one value, by night {gray.60}.
        let border = try #require(palette.token(named: "acme-color-border-default"))
        #expect(border.values[.light]?.color == ImportedFixture.srgb(0x8a8a8a))
        #expect(border.values[.light]?.location.file.hasSuffix("tokens/color/border.json") == true)
        #expect(border.values[.dark]?.color == ImportedFixture.srgb(0xa3a3a3))
        // No theme writes the link: its one value in both.
        let link = try #require(palette.token(named: "color.text.link"))
        #expect(link.values[.light]?.color == ImportedFixture.srgb(0x0b5cad))
        #expect(link.values[.dark]?.color == ImportedFixture.srgb(0x0b5cad))
        #expect(palette.token(named: "acme-focus-ring")?.values[.dark]?.color == ImportedFixture.srgb(0xffffff))
    }

    /// The pairs formed in dark hold night values only (or the one value of a token no theme writes), and
    /// the two texts the night theme points at one colour are two findings.
    @Test func darkPairsUseNightValuesAndEachTokenKeepsItsName() throws {
        let palette = try #require(try importPaths([builtNamesPackage]).first)
        let night: [String: Int] = [
            "acme-color-text-neutral-strong": 0xededed, "acme-color-text-neutral-weaker": 0x3d3d3d,
            "acme-color-text-neutral-strongest": 0x3d3d3d, "acme-color-background-default": 0x121212,
            "acme-color-background-inverted": 0xededed, "acme-color-border-default": 0xa3a3a3,
            "acme-focus-ring": 0xffffff, "color.text.link": 0x0b5cad,
        ]
        let dark = AuditContext(palette: palette, configuration: Configuration()).pairs.filter {
            $0.appearance == .dark
        }
        #expect(!dark.isEmpty)
        for pair in dark {
            for layer in [pair.foreground, pair.background] {
                let expected = try #require(night[layer.token.name], "\(layer.token.name) in a dark pair")
                #expect(layer.value.color == ImportedFixture.srgb(expected), "\(layer.token.name)")
            }
        }
        // On #121212: #3d3d3d 1.72:1 (L 0.04667 and 0.006049), #0b5cad 2.80:1 (L 0.1074), #ededed passes.
        let errors = Auditor().audit(palette).findings.filter {
            $0.rule == "contrast-minimum" && $0.appearance == .dark
        }
        #expect(
            Set(errors.map(\.tokens)) == [
                ["acme-color-text-neutral-weaker", "acme-color-background-default"],
                ["acme-color-text-neutral-strongest", "acme-color-background-default"],
                ["color.text.link", "acme-color-background-default"],
            ])
        #expect(errors.allSatisfy { $0.alsoTokens.isEmpty })
    }

    /// The prefix is the one under which most of a file's flat names are source paths; a file of mostly
    /// theme-only names is left as it is.
    @Test func builtNamesAreFoundByTheirMatchRate() {
        #expect(
            DTCGBuiltNames.words("acme-color-text-neutralStrong") == ["acme", "color", "text", "neutral", "strong"])
        // lodash's kebabCase writes gray-20, change-case's gray20: the same words.
        #expect(DTCGBuiltNames.words("gray20") == DTCGBuiltNames.words("gray-20"))
        #expect(DTCGBuiltNames.words("color.alias.HTMLText") == ["color", "alias", "html", "text"])
        #expect(DTCGBuiltNames.words("--//--").isEmpty)
        func set(_ names: [String]) -> TokenSet {
            TokenSet(
                name: "t", file: "t.json",
                entries: names.map {
                    TokenSet.Entry(name: $0, location: SourceLocation(file: "t.json"), values: [:])
                })
        }
        let sources = DTCGBuiltNames.sourceIndex([set(["color.text.link", "color.text.default", "color.bg.page"])])
        // A two-word prefix, and none.
        #expect(
            DTCGBuiltNames.matches(in: set(["acme-ds-color-text-link", "acme-ds-color-bg-page"]), sources: sources)
                == ["acme-ds-color-text-link": "color.text.link", "acme-ds-color-bg-page": "color.bg.page"])
        #expect(
            DTCGBuiltNames.matches(in: set(["color-text-default"]), sources: sources)
                == ["color-text-default": "color.text.default"])
        // One of three names matches: below half, not built names.
        #expect(
            DTCGBuiltNames.matches(in: set(["acme-brand-a", "acme-brand-b", "acme-color-text-link"]), sources: sources)
                .isEmpty)
        // Nested names (an alias palette) are not flat names.
        #expect(DTCGBuiltNames.matches(in: set(["color.text.link"]), sources: sources).isEmpty)
        // Two source paths of one kebab form are not matched.
        let clash = DTCGBuiltNames.sourceIndex([set(["color.textLink", "color.text.link"])])
        #expect(clash["color-text-link"] == nil)
    }

    /// Broken and odd theme files of built names: an error at the file, line and column, never a crash; a
    /// built name written as its own source path keeps the source's value (Style Dictionary resolves
    /// `{color.text.link}` to it), not an alias cycle.
    @Test func oddBuiltNameFilesAreReadOrReportedAtTheirPlace() throws {
        let folder = try ImportTempFolder()
        try folder.write(
            "tokens/text.json",
            ##"{"color":{"text":{"$type":"color","link":{"$value":"#0b5cad"},"body":{"$value":"#1f1f1f"}}}}"##)
        try folder.write(
            "themes/x-day/theme.json", ##"{"x-color-text-body":{"$type":"color","$value":"#222222"}}"##)
        let night = try folder.write(
            "themes/x-night/theme.json",
            ##"{"x-color-text-link":{"$type":"color","$value":"{color.text.link}"},"##
                + ##""x-color-text-body":{"$type":"color","$value":"#eeeeee"}}"##)
        let palette = try #require(try importPaths([folder.root]).first)
        let link = try #require(palette.token(named: "x-color-text-link"))
        #expect(link.values[.dark]?.color == ImportedFixture.srgb(0x0b5cad))
        #expect(palette.token(named: "x-color-text-body")?.values[.dark]?.color == ImportedFixture.srgb(0xeeeeee))
        // A flat file of one name that is only separators, and a truncated one.
        try folder.write("themes/x-night/theme.json", ##"{"--":{"$type":"color","$value":"#eeeeee"}}"##)
        #expect(try importPaths([folder.root]).first?.token(named: "--") != nil)
        try folder.write("themes/x-night/theme.json", "{\"x-color-text-link\":\n{\"$value\":\"{color.te")
        let error = try #require(throws: PaletteError.self) { try importPaths([folder.root]) }
        let problem = try #require(error.listed.first { $0.location.file == night })
        #expect(problem.kind == .syntax && problem.location.line == 2)
    }

    @Test func everyThemeIsAPaletteWithItsOwnPalette() throws {
        let folder = try ImportTempFolder()
        try folder.write(
            "tokens/text.json", #"{"color":{"text":{"$type":"color","default":{"$value":"{palette.ink}"}}}}"#)
        for (theme, light, dark) in [("ocean", "#003366", "#ccddee"), ("forest", "#114411", "#ddeedd")] {
            try folder.write(
                "themes/\(theme)-day/p.json", #"{"palette":{"ink":{"$type":"color","$value":"\#(light)"}}}"#)
            try folder.write(
                "themes/\(theme)-night/p.json", #"{"palette":{"ink":{"$type":"color","$value":"\#(dark)"}}}"#)
        }
        let palettes = try importPaths([folder.root])
        #expect(palettes.map(\.variant) == ["themes/forest", "themes/ocean"])
        let ocean = try #require(palettes.first { $0.variant == "themes/ocean" }?.token(named: "color.text.default"))
        #expect(ocean.values[.light]?.color == ImportedFixture.srgb(0x003366))
        #expect(ocean.values[.dark]?.color == ImportedFixture.srgb(0xccddee))
    }

    @Test func recognition() throws {
        let folder = try ImportTempFolder()
        // Folders of CSS named day and night are no token package.
        try folder.write("css/themes/a-day/t.css", ":root { --x: #fff; }\n")
        try folder.write("css/themes/a-night/t.css", ":root { --x: #000; }\n")
        #expect(DTCGPackage.themeFolders(in: folder.root + "/css") == nil)
        // A day folder without a night one is no pair of appearances.
        try folder.write("one/themes/a-day/p.json", ##"{"x":{"$type":"color","$value":"#fff"}}"##)
        #expect(DTCGPackage.themeFolders(in: folder.root + "/one") == nil)
        // A Tokens Studio folder keeps its own reader (`$themes.json` combines its sets).
        try folder.write("studio/$themes.json", "[]")
        try folder.write("studio/light/p.json", ##"{"x":{"$type":"color","$value":"#fff"}}"##)
        try folder.write("studio/dark/p.json", ##"{"x":{"$type":"color","$value":"#000"}}"##)
        #expect(DTCGPackage.themeFolders(in: folder.root + "/studio") == nil)
        // Day and night, light and dark: the theme word taken out of the folder's name.
        #expect(AppearanceFiles.folderMarker("brand-night")?.appearance == .dark)
        #expect(AppearanceFiles.folderMarker("brand-day")?.key == AppearanceFiles.folderMarker("brand-night")?.key)
        #expect(AppearanceFiles.marker(of: "t/night/a.css")?.key == AppearanceFiles.marker(of: "t/day/a.css")?.key)
    }

    /// Broken packages exit with an error at the file, line and column, never a crash.
    @Test func aTruncatedThemeFileIsASyntaxErrorAtItsEnd() throws {
        let folder = try ImportTempFolder()
        try folder.write("tokens/t.json", #"{"c":{"$type":"color","t":{"$value":"{p.a}"}}}"#)
        try folder.write("themes/x-day/p.json", ##"{"p":{"a":{"$type":"color","$value":"#ffffff"}}}"##)
        let truncated = try folder.write(
            "themes/x-night/p.json", "{\"p\":{\"a\":{\"$type\":\"color\",\n\"$value\":\"#0")
        let error = try #require(throws: PaletteError.self) { try importPaths([folder.root]) }
        let problem = try #require(error.listed.first { $0.location.file == truncated })
        #expect(problem.kind == .syntax)
        #expect(problem.location.line == 2 && problem.location.column >= 1)
    }

    @Test func aReferenceCycleAcrossFilesIsAnError() throws {
        let folder = try ImportTempFolder()
        let source = try folder.write("tokens/t.json", #"{"c":{"$type":"color","t":{"$value":"{p.a}"}}}"#)
        try folder.write("themes/x-day/p.json", #"{"p":{"a":{"$type":"color","$value":"{c.t}"}}}"#)
        try folder.write("themes/x-night/p.json", ##"{"p":{"a":{"$type":"color","$value":"#000000"}}}"##)
        let error = try #require(throws: PaletteError.self) { try importPaths([folder.root]) }
        #expect(error.kind == .referenceCycle)
        #expect(error.location.file == source && error.location.line == 1)
    }

    /// 100,000 tokens across 22 files: 25,000 primitives per theme, 50,000 semantic tokens over them.
    @Test func oneHundredThousandTokensAcrossFiles() throws {
        let folder = try ImportTempFolder()
        for (theme, red) in [("day", 0x10), ("night", 0xe0)] {
            let steps = (0..<25_000).map {
                ##""p\##($0)":{"$value":"#\##(String(format: "%02x%04x", red, $0 % 65_536))"}"##
            }
            try folder.write(
                "themes/x-\(theme)/palette.json",
                #"{"palette":{"$type":"color","# + steps.joined(separator: ",") + "}}")
        }
        for file in 0..<20 {
            let tokens = (0..<2_500).map {
                #""t\#(file * 2_500 + $0)":{"$value":"{palette.p\#((file * 2_500 + $0) / 2)}"}"#
            }
            try folder.write(
                "tokens/s\(file).json", #"{"c\#(file)":{"$type":"color","# + tokens.joined(separator: ",") + "}}")
        }
        let palettes = try importPaths([folder.root])
        #expect(palettes.count == 1)
        // The day and night palettes define the same 25,000 names: 25,000 colours with two values each, and
        // the 50,000 semantic ones.
        #expect(palettes.first?.tokens.count == 75_000)
        #expect(palettes.first?.token(named: "c3.t7501")?.values[.dark]?.color == ImportedFixture.srgb(0xe00ea6))
    }
}
