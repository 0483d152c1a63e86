import Foundation
import Testing

@testable import ColorAudit
@testable import ColorScience

/// The bytes and text of a fixture in `Fixtures/Native`.
private func fixture(_ name: String) throws -> (data: Data, text: String) {
    let parts = name.split(separator: ".", maxSplits: 1).map(String.init)
    let url = try #require(
        Bundle.module.url(forResource: parts[0], withExtension: parts[1], subdirectory: "Fixtures/Native"))
    let data = try Data(contentsOf: url)
    return (data, String(decoding: data, as: UTF8.self))
}

/// Where `needle` first occurs on 1-based `line` of `text`: a location with a 1-based column counted in
/// Unicode scalars. Computed from the fixture text itself, independently of the parser.
private func location(of needle: String, line: Int, in text: String, file: String) -> ColorAudit.SourceLocation {
    let lines = text.split(separator: "\n", omittingEmptySubsequences: false)
    guard line >= 1, line <= lines.count, let range = lines[line - 1].range(of: needle) else {
        Issue.record("'\(needle)' not on line \(line)")
        return ColorAudit.SourceLocation(file: file)
    }
    let column = lines[line - 1][..<range.lowerBound].unicodeScalars.count + 1
    return ColorAudit.SourceLocation(file: file, line: line, column: column)
}

/// An sRGB colour from a `#rrggbb` written as an integer (0x007aff → 0, 122/255, 1).
private func srgb(_ hex: Int) -> Color {
    Color(.srgb, Double(hex >> 16 & 0xFF) / 255, Double(hex >> 8 & 0xFF) / 255, Double(hex & 0xFF) / 255)
}

private func read(_ text: String, path: String = "test.yaml") throws(PaletteError) -> Palette {
    try NativePaletteImporter().importPalette(contents: Data(text.utf8), path: path)
}

/// The palette with every location and the file path blanked, to compare YAML with JSON.
private func withoutLocations(_ palette: Palette) -> Palette {
    let nowhere = ColorAudit.SourceLocation(file: "")
    var copy = palette
    copy.file = ""
    copy.tokens = palette.tokens.map { token in
        var token = token
        token.location = nowhere
        token.values = token.values.mapValues { value in
            var value = value
            value.location = nowhere
            return value
        }
        return token
    }
    copy.pairs = palette.pairs?.map { pair in
        var pair = pair
        pair.location = nowhere
        return pair
    }
    copy.groups = palette.groups.map { group in
        var group = group
        group.location = nowhere
        return group
    }
    return copy
}

@Suite("Native palette format")
struct NativeFormatTests {
    // MARK: Happy paths

    @Test("YAML example: names, values, roles, aliases, fallbacks")
    func yamlExample() throws {
        let (data, _) = try fixture("example.yaml")
        let palette = try NativePaletteImporter().importPalette(contents: data, path: "example.yaml")
        #expect(palette.name == "Example app")
        #expect(palette.platform == .ios)
        #expect(palette.file == "example.yaml")
        #expect(
            palette.tokens.map(\.name) == [
                "label", "background", "tint", "caption", "link", "hero", "secondaryLabel", "surface", "badgeText",
                "badgeFill", "error", "success", "warning",
            ])

        let label = try #require(palette.token(named: "label"))
        #expect(label.values[.light]?.color == srgb(0x000000))
        #expect(label.values[.dark]?.color == srgb(0xFFFFFF))
        #expect(label.values[.any] == nil)
        #expect(label.role == .text && label.roleSource == .declared)

        // A single string is the value for every appearance.
        let caption = try #require(palette.token(named: "caption"))
        #expect(Array(caption.values.keys) == [.any])
        #expect(caption.values[.any]?.color == srgb(0x6B6B73))
        #expect(caption.values[.any]?.source == "#6b6b73")
        // No role key: inferred from the name ("caption" is a text word).
        #expect(caption.role == .text && caption.roleSource == .inferred)

        // A whole-token alias copies both of tint's appearances.
        let link = try #require(palette.token(named: "link"))
        #expect(Set(link.values.keys) == [.light, .dark])
        #expect(link.values[.light]?.color == srgb(0x007AFF))
        #expect(link.values[.dark]?.color == srgb(0x0A84FF))
        #expect(link.values[.light]?.aliasOf == "tint")
        #expect(link.values[.dark]?.source == "{tint}")
        #expect(link.role == .interactive && link.roleSource == .inferred)

        // Explicit sRGB fallback, and a per-appearance alias.
        let hero = try #require(palette.token(named: "hero"))
        #expect(hero.values[.light]?.color == srgb(0x00C853))
        #expect(hero.values[.light]?.srgbFallback == srgb(0x00C853))
        #expect(hero.values[.dark]?.color == srgb(0x0A84FF))
        #expect(hero.values[.dark]?.aliasOf == "tint")
        #expect(hero.values[.light]?.srgbFallback != nil && hero.values[.dark]?.srgbFallback == nil)
        // "hero" is no category word: no role.
        #expect(hero.role == nil && hero.roleSource == .unknown)

        // `value` is `.any`; single-quoted YAML strings work.
        let secondary = try #require(palette.token(named: "secondaryLabel"))
        #expect(secondary.values[.any]?.color == srgb(0x3C3C43))
        #expect(secondary.values[.lightHighContrast]?.color == srgb(0x1C1C1E))

        let badgeFill = try #require(palette.token(named: "badgeFill"))
        #expect(badgeFill.role == .background && badgeFill.roleSource == .declared)
        #expect(palette.token(named: "surface")?.role == .background)
        #expect(palette.token(named: "error")?.roleSource == .unknown)

        let pairs = try #require(palette.pairs)
        #expect(pairs.count == 4)
        #expect(pairs[0].foreground == "label" && pairs[0].background == "background" && pairs[0].usage == .text)
        #expect(pairs[1].usage == .largeText && pairs[1].fontSize == 20 && pairs[1].fontWeight == 700)
        #expect(pairs[1].isBold)
        // usage defaults to text; backdrop as a list.
        #expect(pairs[2].usage == .text && pairs[2].backdrop == ["surface"] && pairs[2].fontWeight == nil)
        // backdrop as a single name; block-style mapping; numeric weight; fractional size.
        #expect(pairs[3].backdrop == ["background"] && pairs[3].usage == .ui)
        #expect(pairs[3].fontSize == 15.5 && pairs[3].fontWeight == 600)

        #expect(palette.groups.map(\.name) == ["status"])
        #expect(palette.groups.first?.members == ["error", "success", "warning"])

        #expect(palette.settings.levels["contrast-enhanced"] == .off)
        #expect(palette.settings.levels["contrast-minimum"] == .on(.warning))
        #expect(palette.settings.parameters == ["contrast-minimum.normal": 7])
    }

    @Test("Fallback appearances are left to ColorToken.resolve")
    func fallbackAppearances() throws {
        let palette = try NativePaletteImporter().importPalette(
            contents: try fixture("example.yaml").data, path: "example.yaml")
        let secondary = try #require(palette.token(named: "secondaryLabel"))
        // Only the written appearances are stored.
        #expect(Set(secondary.values.keys) == [.any, .dark, .lightHighContrast])
        // light → any (Appearance.light.fallbackChain = light, any, dark); Xcode's "Any Appearance" is
        // what light mode shows, so this is not reported as inherited.
        let light = try #require(secondary.resolve(.light))
        #expect(light.value.color == srgb(0x3C3C43) && light.inheritedFrom == nil)
        // dark-high-contrast → dark.
        let darkHC = try #require(secondary.resolve(.darkHighContrast))
        #expect(darkHC.value.color == srgb(0xEBEBF5) && darkHC.inheritedFrom == .dark)
        // Its own value, not inherited.
        let lightHC = try #require(secondary.resolve(.lightHighContrast))
        #expect(lightHC.value.color == srgb(0x1C1C1E) && lightHC.inheritedFrom == nil)
        // A single-value colour in dark mode: the `.any` value, meant for every appearance (not inherited).
        let caption = try #require(palette.token(named: "caption")?.resolve(.dark))
        #expect(caption.value.color == srgb(0x6B6B73) && caption.inheritedFrom == nil)
        // light-high-contrast is used by secondaryLabel, so the palette has it.
        #expect(palette.appearances == [.light, .dark, .lightHighContrast])
    }

    @Test("Locations of tokens, values, pairs and groups")
    func locations() throws {
        let (data, text) = try fixture("example.yaml")
        let file = "fixtures/example.yaml"
        let palette = try NativePaletteImporter().importPalette(contents: data, path: file)
        func at(_ needle: String, _ line: Int) -> ColorAudit.SourceLocation {
            location(of: needle, line: line, in: text, file: file)
        }

        // Counted by hand on line 5, `  label: { light: "#000000", dark: "#ffffff", role: text }`:
        // the key starts after two spaces (column 3); the light value's quote is the 19th character.
        let label = try #require(palette.token(named: "label"))
        #expect(label.location == ColorAudit.SourceLocation(file: file, line: 5, column: 3))
        #expect(label.values[.light]?.location == ColorAudit.SourceLocation(file: file, line: 5, column: 19))
        #expect(label.values[.dark]?.location == at("\"#ffffff\"", 5))
        #expect(palette.token(named: "warning")?.location == at("warning", 22))
        #expect(palette.token(named: "caption")?.values[.any]?.location == at("\"#6b6b73\"", 8))
        // Aliased values are located at the alias.
        #expect(palette.token(named: "link")?.values[.dark]?.location == at("\"{tint}\"", 9))
        // A {color, srgb} value is located at its color string.
        let hero = try #require(palette.token(named: "hero"))
        #expect(hero.location == at("hero", 10))
        #expect(hero.values[.light]?.location == at("\"#00c853\"", 11))
        #expect(hero.values[.dark]?.location == at("\"{tint}\"", 12))
        #expect(palette.token(named: "secondaryLabel")?.values[.any]?.location == at("'#3c3c43'", 14))

        // Pairs: a flow mapping at its `{`, a block mapping at its first key.
        let pairs = try #require(palette.pairs)
        #expect(pairs[0].location == at("{", 24))
        #expect(pairs[2].location == at("{", 26))
        #expect(pairs[3].location == at("foreground", 27))
        #expect(palette.groups.first?.location == at("status", 34))
    }

    @Test("The same palette in JSON reads equal to the YAML one, with JSON locations")
    func jsonEqualsYAML() throws {
        let yaml = try NativePaletteImporter().importPalette(contents: try fixture("example.yaml").data, path: "a.yaml")
        let (data, text) = try fixture("example.json")
        let json = try NativePaletteImporter().importPalette(contents: data, path: "a.json")
        let a = withoutLocations(yaml)
        let b = withoutLocations(json)
        #expect(a.name == b.name && a.platform == b.platform)
        #expect(a.tokens == b.tokens)
        #expect(a.pairs == b.pairs)
        #expect(a.groups == b.groups)
        #expect(a.settings == b.settings)
        #expect(json.tokens.count == 13)

        func at(_ needle: String, _ line: Int) -> ColorAudit.SourceLocation {
            location(of: needle, line: line, in: text, file: "a.json")
        }
        let label = try #require(json.token(named: "label"))
        #expect(label.location == at("\"label\"", 5))
        #expect(label.values[.light]?.location == at("\"#000000\"", 5))
        #expect(json.token(named: "link")?.values[.light]?.location == at("\"{tint}\"", 9))
        #expect(json.pairs?[1].location == at("{", 28))
        #expect(json.pairs?[3].location == at("{", 30))
    }

    @Test("JSON with tab indentation and surrogate-pair escapes")
    func jsonTabsAndSurrogates() throws {
        let text = "\t{\n\t\"name\": \"Caf\\u00e9 \\uD83D\\uDE00\",\n\t\"colors\": {\"ink\": \"#101010\"}\n}\n"
        let palette = try read(text, path: "t.json")
        #expect(palette.name == "Café 😀")
        // Line 3 is `<tab>"colors": {"ink": "#101010"}`; a tab counts as one column, so "ink" opens at 13.
        #expect(palette.token(named: "ink")?.location == ColorAudit.SourceLocation(file: "t.json", line: 3, column: 13))
        #expect(palette.token(named: "ink")?.values[.any]?.color == srgb(0x101010))
    }

    @Test("pairs: absent is nil, empty list is []; off/yes stay words")
    func optionalSections() throws {
        #expect(try read("colors: {a: '#000000'}\n").pairs == nil)
        #expect(try read("colors: {a: '#000000'}\npairs: []\n").pairs == [])
        #expect(try read("colors: {a: '#000000'}\n").groups.isEmpty)
        // `off` unquoted is the word off (not YAML 1.1's boolean false), quoted too.
        let settings = try read("colors: {a: '#000000'}\nrules:\n  contrast-minimum: off\n  contrast-enhanced: 'off'\n")
            .settings
        #expect(settings.levels["contrast-minimum"] == .off && settings.levels["contrast-enhanced"] == .off)
        // Names that YAML 1.1 would type (yes, null-looking keys, numbers) stay the names written.
        let palette = try read("colors:\n  yes: '#000000'\n  404: '#ffffff'\n")
        #expect(palette.tokens.map(\.name) == ["yes", "404"])
    }

    @Test("Alias forms: value alias with override, per-appearance alias, chains")
    func aliasForms() throws {
        let text = """
            colors:
              base: { light: "#111111", dark: "#eeeeee", light-high-contrast: "#000000" }
              chained: "{mid}"
              mid: { value: "{ base }", dark: "#222222" }
              pick: { dark: "{base}", light: "{only}" }
              only: "#333333"
            """
        let palette = try read(text)
        // mid: every value of base, dark replaced.
        let mid = try #require(palette.token(named: "mid"))
        #expect(Set(mid.values.keys) == [.light, .dark, .lightHighContrast])
        #expect(mid.values[.light]?.color == srgb(0x111111) && mid.values[.light]?.aliasOf == "base")
        #expect(mid.values[.dark]?.color == srgb(0x222222) && mid.values[.dark]?.aliasOf == nil)
        #expect(mid.values[.light]?.source == "{ base }")
        // chained → mid → base: the direct target is recorded; declared before mid, resolved anyway.
        let chained = try #require(palette.token(named: "chained"))
        #expect(chained.values[.lightHighContrast]?.color == srgb(0x000000))
        #expect(chained.values[.dark]?.color == srgb(0x222222))
        #expect(chained.values[.dark]?.aliasOf == "mid")
        // pick.light takes only's value through resolve(.light) → only's `.any`.
        let pick = try #require(palette.token(named: "pick"))
        #expect(pick.values[.light]?.color == srgb(0x333333) && pick.values[.light]?.aliasOf == "only")
        #expect(pick.values[.dark]?.color == srgb(0xEEEEEE))
        #expect(Set(pick.values.keys) == [.light, .dark])
    }

    @Test("A long alias chain resolves without recursion")
    func longAliasChain() throws {
        // c0 is black; each c(i) aliases c(i-1), declared in reverse so every alias points forward.
        let count = 5000
        var text = "colors:\n"
        for index in stride(from: count - 1, through: 1, by: -1) {
            text += "  c\(index): '{c\(index - 1)}'\n"
        }
        text += "  c0: '#000000'\n"
        let palette = try read(text)
        let last = try #require(palette.token(named: "c\(count - 1)"))
        #expect(last.values[.any]?.color == srgb(0x000000))
        #expect(last.values[.any]?.aliasOf == "c\(count - 2)")
        #expect(palette.tokens.count == count)
    }

    @Test("Font weight keywords map to CSS numeric weights (CSS Fonts 4 §2.2)")
    func fontWeights() throws {
        let expected: [(String, Double)] = [
            ("thin", 100), ("extralight", 200), ("light", 300), ("regular", 400), ("normal", 400),
            ("medium", 500), ("semibold", 600), ("bold", 700), ("extrabold", 800), ("heavy", 900), ("black", 900),
            ("Bold", 700), ("1", 1), ("1000", 1000), ("350", 350),
        ]
        for (word, weight) in expected {
            let palette = try read(
                "colors: {a: '#000000', b: '#ffffff'}\npairs:\n  - {foreground: a, background: b, fontWeight: \(word)}\n"
            )
            #expect(palette.pairs?.first?.fontWeight == weight, "\(word)")
        }
    }

    // MARK: Recognition

    @Test("recognizes: extension and a top-level colors mapping")
    func recognition() throws {
        let importer = NativePaletteImporter()
        let palette = Data("name: x\ncolors:\n  a: '#000000'\n".utf8)
        #expect(importer.recognizes(path: "p.yaml", contents: palette))
        #expect(importer.recognizes(path: "dir.v2/P.YML", contents: palette))
        #expect(importer.recognizes(path: "p.json", contents: try fixture("example.json").data))
        #expect(importer.recognizes(path: "p.yaml", contents: try fixture("example.yaml").data))
        #expect(!importer.recognizes(path: "p.txt", contents: palette))
        #expect(!importer.recognizes(path: "yaml", contents: palette))
        // Xcode's colorset Contents.json has a top-level `colors`, but it is a list.
        #expect(!importer.recognizes(path: "Contents.json", contents: try fixture("colorset-Contents.json").data))
        // A Sketch palette is JSON with a `colors` list and other keys, even when named .json.
        #expect(!importer.recognizes(path: "ios.json", contents: try fixture("ios.sketchpalette").data))
        // Design tokens: no `colors` key at the top.
        #expect(!importer.recognizes(path: "t.json", contents: Data(##"{"red": {"$value": "#ff0000"}}"##.utf8)))
        // A typo'd or unknown top-level key does not hide a palette: the importer reports it.
        #expect(importer.recognizes(path: "p.yaml", contents: Data("colors: {a: '#000000'}\npair: []\n".utf8)))
        #expect(!importer.recognizes(path: "p.yaml", contents: Data("colors: [a]\n".utf8)))
        // A malformed file with a top-level `colors` line is taken, so that its error is reported.
        #expect(importer.recognizes(path: "p.yaml", contents: Data("colors: {a: [\n".utf8)))
        #expect(importer.recognizes(path: "p.json", contents: Data("{\n  \"colors\": {\"a\": \n".utf8)))
        #expect(!importer.recognizes(path: "p.yaml", contents: Data("steps: {a: [\n".utf8)))
        #expect(!importer.recognizes(path: "p.yaml", contents: Data()))
        #expect(!importer.recognizes(path: "p.yaml", contents: Data([0xFF, 0x00, 0x12])))
    }

    // MARK: Errors

    struct ErrorCase: Sendable, CustomTestStringConvertible {
        var label: String
        var bytes: [UInt8]
        var path: String
        var line: Int
        var column: Int
        var fragments: [String]
        var testDescription: String { label }

        init(
            _ label: String, _ text: String, path: String = "bad.yaml", _ line: Int, _ column: Int,
            _ fragments: [String]
        ) {
            self.init(label, bytes: Array(text.utf8), path: path, line, column, fragments)
        }

        init(
            _ label: String, bytes: [UInt8], path: String = "bad.yaml", _ line: Int, _ column: Int,
            _ fragments: [String]
        ) {
            self.label = label
            self.bytes = bytes
            self.path = path
            self.line = line
            self.column = column
            self.fragments = fragments
        }
    }

    // Columns are counted by hand on the line named; each is the first character of the thing named.
    static let errorCases: [ErrorCase] = [
        // Documents
        ErrorCase("empty file", "", 1, 1, ["empty"]),
        ErrorCase("only a comment", "# nothing here\n", 1, 1, ["no document"]),
        ErrorCase("top-level list", "- a\n- b\n", 1, 1, ["top level", "found a list"]),
        ErrorCase("top-level scalar", "just text\n", 1, 1, ["found the string 'just text'"]),
        ErrorCase(
            "duplicate key names both lines", "colors:\n  a: '#000000'\n  b: '#ffffff'\n  a: '#111111'\n", 4, 3,
            ["duplicate key 'a'", "line 4", "line 2"]),
        ErrorCase("YAML alias", "colors:\n  a: &x '#000000'\n  b: *x\n", 3, 6, ["YAML aliases"]),
        ErrorCase("two documents", "colors: {a: '#000000'}\n---\ncolors: {b: '#000000'}\n", 2, 1, ["single document"]),
        // Root mapping = depth 1, colors' value depth 2, so the 63rd `[` (column 6 + 62) would be depth 65.
        ErrorCase("deep nesting", "colors:\n  a: " + String(repeating: "[", count: 100), 2, 68, ["deeper than 64"]),
        ErrorCase(
            "libyaml: value after a plain scalar", "colors:\n  a: b: c\n", 2, 7,
            ["invalid YAML", "mapping values are not allowed"]),
        // libyaml's reader reports the byte offset of the bad octet: 4 → column 5.
        ErrorCase(
            // Not UTF-8: named as such (`TextDecoding`) at byte offset 4 (`co: ` is bytes 0-3), which is
            // line 1, column 5.
            "binary garbage", bytes: [0x63, 0x6F, 0x3A, 0x20, 0xFF, 0xFE, 0x00, 0x01], 1, 5,
            ["byte 0xFF is not UTF-8", "iconv"]),
        ErrorCase("complex key", "colors:\n  ? [a]\n  : '#000000'\n", 2, 5, ["mapping keys must be strings"]),
        // Top level
        ErrorCase(
            "unknown top-level key", "name: x\ncolours:\n  a: '#000000'\n", 2, 1,
            [
                "unknown key 'colours'", "did you mean 'colors'",
                "name, platform, include, themes, colors, roles, fixed, pairs, groups, rules",
            ]),
        ErrorCase("missing colors", "name: x\n", 1, 1, ["missing 'colors'"]),
        ErrorCase("empty colors", "colors: {}\n", 1, 1, ["no colours defined"]),
        ErrorCase("colors is a list", "colors: [a, b]\n", 1, 9, ["colors", "found a list"]),
        ErrorCase(
            "bad platform", "platform: tv\ncolors: {a: '#000000'}\n", 1, 11,
            ["unknown value 'tv'", "ios, web, android"]),
        ErrorCase("name is a list", "name: [a]\ncolors: {a: '#000000'}\n", 1, 7, ["name", "found a list"]),
        // Colours. An unquoted `#…` is a comment: libyaml puts the empty value right after the colon (column 5).
        ErrorCase("unquoted hex", "colors:\n  a: #000000\n", 2, 5, ["has no value", "comment"]),
        ErrorCase("colour is a list", "colors:\n  a: ['#000000']\n", 2, 6, ["colour 'a'", "found a list"]),
        ErrorCase(
            "unknown colour key", "colors:\n  a: { ligth: '#000000' }\n", 2, 8,
            [
                "unknown key 'ligth'", "did you mean 'light'",
                "value, light, dark, light-high-contrast, dark-high-contrast, role",
            ]),
        ErrorCase("no value", "colors:\n  a: { role: text }\n", 2, 6, ["colour 'a' has no value"]),
        ErrorCase(
            "unknown role", "colors:\n  a: { value: '#000000', role: txt }\n", 2, 32,
            [
                "unknown value 'txt'", "did you mean 'text'",
                "text, background, interactive, icon, border, focus, decorative",
            ]),
        ErrorCase("unquoted alias", "colors:\n  a: '#000000'\n  b: {a}\n", 3, 6, ["quote the alias", "\"{a}\""]),
        ErrorCase(
            "unknown alias target", "colors:\n  tint: '#000000'\n  link: '{tnt}'\n", 3, 9,
            ["'{tnt}'", "no colour named 'tnt'", "did you mean 'tint'"]),
        ErrorCase("alias to itself", "colors:\n  a: '{a}'\n", 2, 6, ["alias cycle: a → a"]),
        // DFS from `start` reaches a → b → c → a; reported at a's alias (line 3, quote at column 15).
        ErrorCase(
            "alias cycle behind a chain",
            "colors:\n  start: '{a}'\n  a: { light: '{b}' }\n  b: '{c}'\n  c: { dark: '{a}' }\n", 3, 15,
            ["alias cycle: a → b → c → a"]),
        ErrorCase("empty alias", "colors:\n  a: '{}'\n", 2, 6, ["empty alias"]),
        ErrorCase(
            "alias with srgb", "colors:\n  a: '#000000'\n  b: { light: { color: '{a}', srgb: '#000000' } }\n", 3, 24,
            ["alias cannot have its own sRGB fallback"]),
        ErrorCase("missing color", "colors:\n  a: { light: { srgb: '#000000' } }\n", 2, 15, ["missing 'color'"]),
        ErrorCase(
            "unknown key in {color, srgb}", "colors:\n  a: { dark: { color: '#000000', srgbb: '#000000' } }\n", 2, 34,
            ["unknown key 'srgbb'", "did you mean 'srgb'", "color, srgb"]),
        ErrorCase("empty colour name", "colors:\n  '': '#000000'\n", 2, 3, ["cannot be empty"]),
        // Pairs
        ErrorCase("pairs is a mapping", "colors: {a: '#000000'}\npairs: {a: b}\n", 2, 8, ["pairs", "found a mapping"]),
        ErrorCase(
            "pair is a string", "colors: {a: '#000000'}\npairs: [a]\n", 2, 9, ["pair 1", "found the string 'a'"]),
        ErrorCase(
            "missing foreground", "colors: {a: '#000000'}\npairs:\n  - { background: a }\n", 3, 5,
            ["pair 1", "missing 'foreground'"]),
        ErrorCase(
            "missing background", "colors: {a: '#000000'}\npairs:\n  - { foreground: a }\n", 3, 5,
            ["pair 1", "missing 'background'"]),
        ErrorCase(
            "unknown foreground",
            "colors:\n  label: '#000000'\n  bg: '#ffffff'\npairs:\n  - { foreground: lable, background: bg }\n",
            5, 19, ["pair 1 foreground", "no colour named 'lable'", "did you mean 'label'"]),
        ErrorCase(
            "unknown background in pair 2",
            "colors: {a: '#000000', b: '#ffffff'}\npairs:\n  - { foreground: a, background: b }\n  - { foreground: a, background: c }\n",
            4, 34, ["pair 2 background", "no colour named 'c'"]),
        ErrorCase(
            "unknown backdrop",
            "colors: {a: '#000000', b: '#ffffff'}\npairs:\n  - { foreground: a, background: b, backdrop: [b, x] }\n",
            3, 51, ["pair 1 backdrop", "no colour named 'x'"]),
        ErrorCase(
            "unknown pair key", "colors: {a: '#000000'}\npairs:\n  - { fg: a, background: a }\n", 3, 7,
            ["unknown key 'fg'", "foreground, background, backdrop, usage, fontSize, fontWeight"]),
        ErrorCase(
            "unknown usage", "colors: {a: '#000000'}\npairs:\n  - { foreground: a, background: a, usage: large }\n", 3,
            44,
            ["unknown value 'large'", "text, large-text, link, ui, focus, disabled, decorative"]),
        ErrorCase(
            "fontSize 0", "colors: {a: '#000000'}\npairs:\n  - { foreground: a, background: a, fontSize: 0 }\n", 3, 47,
            ["fontSize", "greater than 0"]),
        ErrorCase(
            "quoted fontSize", "colors: {a: '#000000'}\npairs:\n  - { foreground: a, background: a, fontSize: '20' }\n",
            3, 47,
            ["fontSize", "found the string '20'"]),
        ErrorCase(
            "huge fontSize", "colors: {a: '#000000'}\npairs:\n  - { foreground: a, background: a, fontSize: 1e400 }\n",
            3,
            47, ["out of range"]),
        ErrorCase(
            "fontWeight 1001",
            "colors: {a: '#000000'}\npairs:\n  - { foreground: a, background: a, fontWeight: 1001 }\n", 3,
            49, ["fontWeight", "1 to 1000"]),
        ErrorCase(
            "fontWeight typo",
            "colors: {a: '#000000'}\npairs:\n  - { foreground: a, background: a, fontWeight: heavyy }\n", 3,
            49, ["unknown weight 'heavyy'", "did you mean 'heavy'"]),
        // Groups
        ErrorCase("groups is a list", "colors: {a: '#000000'}\ngroups: [a]\n", 2, 9, ["groups", "found a list"]),
        ErrorCase("group of one", "colors: {a: '#000000'}\ngroups:\n  g: [a]\n", 3, 6, ["group 'g'", "at least 2"]),
        ErrorCase(
            "unknown group member", "colors: {a: '#000000', b: '#ffffff'}\ngroups:\n  g: [a, c]\n", 3, 10,
            ["group 'g'", "no colour named 'c'"]),
        ErrorCase(
            "duplicate group member", "colors: {a: '#000000', b: '#ffffff'}\ngroups:\n  g: [a, b, a]\n", 3, 13,
            ["'a' is listed twice"]),
        // Rules
        ErrorCase(
            "unknown rule", "colors: {a: '#000000'}\nrules:\n  contrast-minimun: off\n", 3, 3,
            ["unknown rule 'contrast-minimun'", "did you mean 'contrast-minimum'", "valid rules:"]),
        ErrorCase(
            "unknown rule parameter",
            "colors: {a: '#000000'}\nrules:\n  contrast-minimum: { severity: note, nromal: 3 }\n",
            3, 39, ["unknown parameter 'nromal'", "did you mean 'normal'", "severity, normal, large"]),
        ErrorCase(
            "bad level", "colors: {a: '#000000'}\nrules:\n  contrast-minimum: loud\n", 3, 21,
            ["unknown severity 'loud'", "off, error, warning or note"]),
        ErrorCase(
            "parameter is not a number", "colors: {a: '#000000'}\nrules:\n  contrast-minimum: { normal: high }\n", 3,
            31,
            ["expected a number", "found the string 'high'"]),
        // JSON: a missing comma is reported at the next key (line 4's `"b"`), saying what was expected.
        ErrorCase(
            "invalid JSON", "{\n  \"colors\": {\n    \"a\": \"#000000\"\n    \"b\": \"#ffffff\"\n  }\n}\n",
            path: "bad.json", 4, 5,
            ["invalid JSON", "expected ',' or '}' after the value of 'a'"]),
        ErrorCase(
            "JSON duplicate key", "{\"colors\": {\"a\": \"#000000\",\n \"a\": \"#ffffff\"}}", path: "bad.json", 2, 2,
            ["duplicate key 'a'", "line 2", "line 1"]),
        ErrorCase("JSON top-level array", "[1, 2]", path: "bad.json", 1, 1, ["top level", "found a list"]),
        ErrorCase("empty JSON", "  \n", path: "bad.json", 1, 1, ["empty"]),
        // 1e400 is valid JSON but beyond a Double: the reader of the value says so at the number (line 2,
        // column 63).
        ErrorCase(
            "JSON huge number",
            "{\"colors\": {\"a\": \"#000000\"},\n \"pairs\": [{\"foreground\": \"a\", \"background\": \"a\", \"fontSize\": 1e400}]}",
            path: "bad.json", 2, 63, ["fontSize", "the number 1e400 is out of range"]),
        ErrorCase(
            "JSON unquoted word", "{\"colors\": {\"a\": \"#000000\"}, \"name\": Example}", path: "bad.json", 1, 38,
            ["invalid JSON", "the word 'Example'; strings must be quoted"]),
    ]

    @Test("Errors name the problem and where it is", arguments: errorCases)
    func errors(_ errorCase: ErrorCase) {
        do {
            let palette = try NativePaletteImporter().importPalette(
                contents: Data(errorCase.bytes), path: errorCase.path)
            Issue.record("expected an error, got \(palette.tokens.count) tokens")
        } catch {
            #expect(error.location.file == errorCase.path)
            #expect(error.location.line == errorCase.line, "\(error)")
            #expect(error.location.column == errorCase.column, "\(error)")
            for fragment in errorCase.fragments {
                #expect(error.message.contains(fragment), "\(error.message) lacks \(fragment)")
            }
        }
    }

    @Test("A bad colour is reported at the parser's offset inside the string")
    func badColorOffset() throws {
        // The parser's own verdict on the string gives the offset; the importer must add it to the
        // column where the string's content starts.
        // `  a: "#12345g"`: quote at column 6, content at 7; single-quoted the same; plain starts at 6;
        // in `  a: { light: '#000000', dark: "#00" }` the dark quote is at 32, its content at 33.
        let cases: [(value: String, line: String, contentColumn: Int)] = [
            ("#12345g", "  a: \"#12345g\"", 7), ("#12345g", "  a: '#12345g'", 7), ("nothex", "  a: nothex", 6),
            ("#00", "  a: { light: '#000000', dark: \"#00\" }", 33),
        ]
        for (value, line, contentColumn) in cases {
            var parseError: ColorParseError?
            do { _ = try CSSColorParser.parse(value) } catch { parseError = error }
            let expected = try #require(parseError)
            do {
                _ = try read("colors:\n\(line)\n")
                Issue.record("no error for \(line)")
            } catch {
                #expect(error.location.line == 2)
                #expect(error.location.column == contentColumn + expected.offset, "\(line)")
                #expect(error.message.contains("colour 'a'"))
                #expect(error.message.contains(expected.description))
            }
        }
        // Inside an appearance, the message names it.
        do {
            _ = try read("colors:\n  a: { dark: { color: '#000000', srgb: 'nope' } }\n")
            Issue.record("no error")
        } catch {
            #expect(error.message.contains("colour 'a' (dark) srgb"))
            #expect(error.location.line == 2)
        }
    }

    @Test("Unknown rules are listed from the catalog, whatever it holds")
    func ruleListFromCatalog() {
        do {
            _ = try read("colors: {a: '#000000'}\nrules: {nope: off}\n")
            Issue.record("no error")
        } catch {
            for rule in RuleCatalog.all {
                #expect(error.message.contains(rule.descriptor.id.rawValue))
            }
        }
        // Every catalog rule and parameter is accepted.
        for rule in RuleCatalog.all {
            // 1.5, or the top of a narrower range (anomaly: 0…1); whole numbers 1 above the lowest; flags take
            // true, word lists their first word.
            func number(_ parameter: RuleDescriptor.Parameter) -> Double {
                parameter.validRange.contains(1.5) ? 1.5 : parameter.validRange.upperBound
            }
            let parameters = rule.descriptor.parameters.map { parameter in
                switch parameter.kind {
                case .number: return "\(parameter.name): \(number(parameter))"
                case .integer: return "\(parameter.name): \(parameter.defaultInteger + 1)"
                case .flag: return "\(parameter.name): true"
                case .words(let choices): return "\(parameter.name): [\(choices[0])]"
                }
            }
            let settings = ["severity: note"] + parameters
            let text =
                "colors: {a: '#000000'}\nrules:\n  \(rule.descriptor.id): { \(settings.joined(separator: ", ")) }\n"
            #expect(throws: Never.self) {
                let palette = try read(text)
                #expect(palette.settings.levels[rule.descriptor.id] == .on(.note))
                for parameter in rule.descriptor.parameters {
                    let key = "\(rule.descriptor.id).\(parameter.name)"
                    switch parameter.kind {
                    case .number: #expect(palette.settings.parameters[key] == number(parameter))
                    case .integer: #expect(palette.settings.integers[key] == parameter.defaultInteger + 1)
                    case .flag: #expect(palette.settings.flags[key] == true)
                    case .words(let choices): #expect(palette.settings.words[key] == [choices[0]])
                    }
                }
            }
        }
    }

    @Test("Never crashes: every prefix and many byte mutations of the example either read or throw")
    func robustness() throws {
        for name in ["example.yaml", "example.json"] {
            let (data, text) = try fixture(name)
            let bytes = [UInt8](data)
            let lineCount = text.split(separator: "\n", omittingEmptySubsequences: false).count
            var inputs: [[UInt8]] = (0...bytes.count).map { Array(bytes[0..<$0]) }
            // Deterministic mutations (a linear congruential generator, Numerical Recipes constants).
            var state: UInt32 = 12_345
            func next() -> Int {
                state = state &* 1_664_525 &+ 1_013_904_223
                return Int(state >> 8)
            }
            for _ in 0..<400 {
                var mutated = bytes
                for _ in 0..<(1 + next() % 3) {
                    mutated[next() % mutated.count] = UInt8(truncatingIfNeeded: next())
                }
                inputs.append(mutated)
            }
            var failures = 0
            for input in inputs {
                do {
                    _ = try NativePaletteImporter().importPalette(contents: Data(input), path: name)
                } catch {
                    failures += 1
                    #expect(!error.message.isEmpty)
                    #expect(error.location.line <= lineCount + 1, "\(error)")
                }
            }
            // Most prefixes are incomplete palettes.
            #expect(failures > bytes.count / 2)
        }
    }
}
