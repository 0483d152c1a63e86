import Foundation
import Testing

@testable import ColorAudit
@testable import ColorScience

/// Adobe Spectrum's token sources (adobe/spectrum-design-data `packages/tokens/src/*.json`): colour
/// sets `light`/`dark`/`wireframe` (and `darkest`, `spectrum`/`express` in releases before Spectrum 2),
/// `{name}` aliases across the files of a folder resolved per set, `$ref` uuids. Fixtures are written
/// for these tests in that shape (`Fixtures/README.md`); every expected value is the fixture's
/// `rgb(…)` converted to hex by hand.
@Suite struct SpectrumImporterTests {
    @Test func aFolderIsOnePaletteWithLightAndDarkAndAliasesPerSet() throws {
        let (format, palette) = try ImportedFixture.palette("Spectrum/src")
        #expect(format == "spectrum")
        #expect(palette.formatReason?.contains("a folder of 3 Spectrum token files") == true)
        // gray-800: rgb(41, 41, 41) = #292929 light, rgb(219, 219, 219) = #dbdbdb dark.
        #expect(close(palette.value("gray-800", .light)?.color, ImportedFixture.srgb(0x292929)))
        #expect(close(palette.value("gray-800", .dark)?.color, ImportedFixture.srgb(0xdbdbdb)))
        // An alias without sets (semantic-color-palette.json) takes its target's value in each theme.
        #expect(close(palette.value("neutral-content-color-default", .light)?.color, ImportedFixture.srgb(0x292929)))
        #expect(close(palette.value("neutral-content-color-default", .dark)?.color, ImportedFixture.srgb(0xdbdbdb)))
        #expect(palette.value("neutral-content-color-default", .dark)?.aliasOf == "gray-800")
        // background-base-color: light {gray-50} = rgb(255, 255, 255); dark {gray-800}, in the dark set, is
        // gray-800's dark value #dbdbdb (not its light #292929).
        #expect(close(palette.value("background-base-color", .light)?.color, ImportedFixture.srgb(0xffffff)))
        #expect(close(palette.value("background-base-color", .dark)?.color, ImportedFixture.srgb(0xdbdbdb)))
        // Two files away: accent-background-color-default → accent-color-900 → blue-900, per set:
        // rgb(2, 101, 220) = #0265dc light, rgb(114, 183, 249) = #72b7f9 dark.
        #expect(close(palette.value("accent-background-color-default", .light)?.color, ImportedFixture.srgb(0x0265dc)))
        #expect(close(palette.value("accent-background-color-default", .dark)?.color, ImportedFixture.srgb(0x72b7f9)))
        // `$ref` names blue-900 by its uuid.
        #expect(close(palette.value("focus-indicator-color", .dark)?.color, ImportedFixture.srgb(0x72b7f9)))
        #expect(palette.value("focus-indicator-color", .dark)?.aliasOf == "blue-900")
        // rgba(0, 0, 0, 0.25).
        #expect(
            close(palette.value("transparent-black-300", .light)?.color, ImportedFixture.srgb(0x000000, alpha: 0.25)))
        #expect(close(palette.value("white", .dark)?.color, ImportedFixture.srgb(0xffffff)))
        // Wireframe is not an appearance.
        let appearances = Set(palette.tokens.flatMap(\.values.keys))
        #expect(appearances == [.light, .dark])
        // Opacities, dimensions, aliases to them and drop shadows are no colours, and no notes.
        for name in ["overlay-opacity", "spacing-100", "field-top-to-label", "drop-shadow-emphasized"] {
            #expect(palette.token(named: name) == nil, "\(name)")
        }
        // 5 palette colours + 2 semantic aliases + 3 colour aliases read.
        #expect(palette.tokens.count == 10)
        // {red-900} is defined nowhere: a note at the alias, never a value.
        #expect(palette.token(named: "negative-border-color-default") == nil)
        let unresolved = palette.importNotes.filter { $0.kind == .unresolved }
        #expect(unresolved.count == 1)
        let line = try ImportedFixture.line(of: "{red-900}", in: "Spectrum/src/color-aliases.json")
        #expect(unresolved.first?.location.line == line)
        #expect(unresolved.first?.reason.contains("red-900") == true)
        // One note for the wireframe sets (of 5 tokens: gray-50, gray-800, blue-900 and 2 aliases).
        let wireframe = palette.importNotes.filter { $0.kind == .skipped && $0.reason.contains("wireframe") }
        #expect(wireframe.count == 1)
        #expect(wireframe.first?.reason.contains("of 5 tokens") == true)
    }

    @Test func darkestIsADarkThemeAndSystemsArePalettes() throws {
        let (format, palettes) = try ImportedFixture.palettes("Spectrum/legacy/color-tokens.json")
        #expect(format == "spectrum")
        #expect(palettes.map(\.name) == ["color-tokens (spectrum)", "color-tokens (express)"])
        let darkest = Appearance(theme: "darkest", scheme: .dark)
        #expect(darkest.isTheme && darkest.scheme == .dark)
        let spectrum = palettes[0]
        let express = palettes[1]
        // spectrum: accent-content-color-default light/dark {accent-color-900} → spectrum {blue-900}:
        // rgb(2, 101, 220) = #0265dc, rgb(114, 183, 249) = #72b7f9; darkest {gray-900} = rgb(238, 238, 238).
        let name = "accent-content-color-default"
        #expect(close(spectrum.value(name, .light)?.color, ImportedFixture.srgb(0x0265dc)))
        #expect(close(spectrum.value(name, .dark)?.color, ImportedFixture.srgb(0x72b7f9)))
        #expect(close(spectrum.value(name, darkest)?.color, ImportedFixture.srgb(0xeeeeee)))
        // gray-100 darkest rgb(17, 17, 17) = #111111.
        #expect(close(spectrum.value("gray-100", darkest)?.color, ImportedFixture.srgb(0x111111)))
        // indigo-900 has no darkest set: darkest takes its dark value rgb(167, 170, 255) = #a7aaff.
        #expect(close(spectrum.value("indigo-900", darkest)?.color, ImportedFixture.srgb(0xa7aaff)))
        // express: light {gray-900} = #000000; dark {accent-color-900} → express {indigo-900} dark #a7aaff;
        // no darkest set: the dark one, resolved in darkest (indigo-900's dark again).
        #expect(close(express.value(name, .light)?.color, ImportedFixture.srgb(0x000000)))
        #expect(close(express.value(name, .dark)?.color, ImportedFixture.srgb(0xa7aaff)))
        #expect(close(express.value(name, darkest)?.color, ImportedFixture.srgb(0xa7aaff)))
        // accent-color-900 itself: light #0265dc (spectrum) and rgb(82, 88, 228) = #5258e4 (express).
        #expect(close(spectrum.value("accent-color-900", .light)?.color, ImportedFixture.srgb(0x0265dc)))
        #expect(close(express.value("accent-color-900", .light)?.color, ImportedFixture.srgb(0x5258e4)))
    }

    @Test func recognisedByContentNotByName() throws {
        let workspace = try ImportTempFolder()
        let spectrum = try workspace.write(
            "a/tokens.json",
            ##"{"x-color": {"sets": {"light": {"value": "rgb(1, 2, 3)"}, "dark": {"value": "{y}"}}}, "y": {"value": "#fff"}}"##
        )
        let schema = try workspace.write(
            "b/tokens.json",
            ##"{"x": {"$schema": "https://opensource.adobe.com/spectrum-tokens/schemas/token-types/alias.json", "value": "{y}"}, "y": {"value": "rgb(0, 0, 0)"}}"##
        )
        let styleDictionary = try workspace.write(
            "c/p.json", ##"{"c": {"a": {"value": "{x.y.value}"}, "x": {"y": {"value": "#fff"}}}}"##)
        let studio = try workspace.write("d/s.json", ##"{"c": {"a": {"value": "#fff", "type": "color"}}}"##)
        let dtcg = try workspace.write("e/t.json", ##"{"sets": {"light": {"$value": "#fff"}}}"##)
        for (path, expected) in [
            (spectrum, "spectrum"), (schema, "spectrum"), (styleDictionary, "style-dictionary"),
            (studio, "tokens-studio"), (dtcg, "dtcg"),
        ] {
            let unit = ImportUnit(
                file: path, contents: try Data(contentsOf: URL(fileURLWithPath: path)), isExplicit: true)
            #expect(PaletteImporters.standard.importer(forNamed: unit)?.formatName == expected, "\(path)")
        }
        let palette = try #require(try importPaths([spectrum]).first)
        // {y} in the dark set: y has no sets, so its one value #ffffff.
        #expect(close(palette.value("x-color", .dark)?.color, ImportedFixture.srgb(0xffffff)))
        #expect(close(palette.value("x-color", .light)?.color, ImportedFixture.srgb(0x010203)))
    }

    @Test func walkingTakesTheSourceFolderAsOneUnit() throws {
        let workspace = try ImportTempFolder()
        try workspace.write("tokens/package.json", ##"{"name": "@adobe/spectrum-tokens", "version": "1.0.0"}"##)
        try workspace.write(
            "tokens/src/color-palette.json",
            ##"{"gray-50": {"sets": {"light": {"value": "rgb(255, 255, 255)"}, "dark": {"value": "rgb(29, 29, 29)"}}}}"##
        )
        try workspace.write(
            "tokens/src/color-aliases.json",
            ##"{"background-base-color": {"sets": {"light": {"value": "{gray-50}"}, "dark": {"value": "{gray-50}"}}}}"##
        )
        let units = try PaletteDiscovery().discover([workspace.root + "/tokens"])
        #expect(units.map(\.importer.formatName) == ["spectrum"])
        #expect(units.first?.path.hasSuffix("tokens/src") == true)
        let palette = try #require(try units.first?.importPalettes().first)
        #expect(close(palette.value("background-base-color", .dark)?.color, ImportedFixture.srgb(0x1d1d1d)))
    }

    @Test func malformedFilesAreErrorsAtTheirLine() throws {
        let workspace = try ImportTempFolder()
        let nested =
            "{\"a-color\": " + String(repeating: "{\"sets\": {\"light\": ", count: 40) + "{\"value\": \"#fff\"}"
            + String(repeating: "}}", count: 40) + "}"
        let cases: [(name: String, text: String, line: Int, message: String)] = [
            ("empty.json", "\n", 1, "empty"),
            (
                "sets.json", "{\"a\": {\"sets\": {\"light\": {\"value\": \"#fff\"}}},\n \"b\": {\"sets\": [1, 2]}}", 2,
                "sets"
            ),
            (
                "set.json", "{\"a\": {\"sets\": {\"light\": {\"value\": \"#fff\"},\n \"dark\": {\"uuid\": \"x\"}}}}", 2,
                "'dark'"
            ),
            (
                "colour.json",
                "{\"a\": {\"sets\": {\"light\": {\"value\": \"#fff\"}}},\n \"b\": {\"$schema\": \"https://opensource.adobe.com/spectrum-design-data/schemas/token-types/color.json\", \"value\": \"rgb(1, 2)\"}}",
                2, "token 'b'"
            ),
            ("scalar.json", "{\"a\": {\"sets\": {\"light\": {\"value\": \"#fff\"}}},\n \"b\": 5}", 2, "token 'b'"),
            ("deep.json", nested, 1, "nest"),
            ("plain.json", "{\"a\": {\"value\": \"#fff\"}}", 1, "not a Spectrum token file"),
        ]
        for item in cases {
            let path = try workspace.write(item.name, item.text)
            do {
                _ = try importPaths([path], format: "spectrum")
                Issue.record("\(item.name) was read")
            } catch let error as PaletteError {
                #expect(error.location.file == path, "\(item.name)")
                #expect(error.location.line == item.line, "\(item.name): \(error)")
                #expect(error.message.contains(item.message), "\(item.name): \(error.message)")
            }
        }
    }

    @Test func tooManyCombinationsIsAnError() throws {
        let workspace = try ImportTempFolder()
        // Three groups of five set names besides the colour themes: 125 palettes.
        var tokens: [String] = []
        for group in 0..<3 {
            let sets = (0..<5).map { "\"g\(group)s\($0)\": {\"value\": \"#fff\"}" }.joined(separator: ", ")
            tokens.append("\"t\(group)-color\": {\"sets\": {\(sets)}}")
        }
        tokens.append("\"u-color\": {\"sets\": {\"light\": {\"value\": \"#000\"}}}")
        let path = try workspace.write("many.json", "{" + tokens.joined(separator: ", ") + "}")
        #expect(throws: PaletteError.self) { try importPaths([path]) }
    }
}
