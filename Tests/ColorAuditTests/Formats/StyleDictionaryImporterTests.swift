import Foundation
import Testing

@testable import ColorAudit
@testable import ColorScience

/// Style Dictionary source files after its dark-mode example: per-token `darkValue`, `hcValue`,
/// `hcDarkValue` (single-token method) and `.dark`/`.hcDark` files (multi-file method), aliases across
/// the files of a folder. Expected values are the example's core scale, read by hand.
@Suite struct StyleDictionaryImporterTests {
    @Test func singleTokenMethodGivesFourAppearances() throws {
        let (format, palette) = try ImportedFixture.palette("StyleDictionary/single-token/color")
        #expect(format == "style-dictionary")
        // color.background.primary: value neutral.0 #f3f4f4, darkValue neutral.900 #273333,
        // hcValue white #fff, hcDarkValue neutral.1000 #162020 (aliases into core.json5).
        let name = "color.background.primary"
        #expect(close(palette.value(name, .any)?.color, ImportedFixture.srgb(0xf3f4f4)))
        #expect(close(palette.value(name, .dark)?.color, ImportedFixture.srgb(0x273333)))
        #expect(close(palette.value(name, .lightHighContrast)?.color, ImportedFixture.srgb(0xffffff)))
        #expect(close(palette.value(name, .darkHighContrast)?.color, ImportedFixture.srgb(0x162020)))
        #expect(palette.value(name, .dark)?.aliasOf == "color.core.neutral.900")
        // {color.core.teal.700} without .value; darkValue teal.300 #7dead5.
        #expect(close(palette.value("color.background.interactive", .any)?.color, ImportedFixture.srgb(0x0b968f)))
        #expect(close(palette.value("color.background.interactive", .dark)?.color, ImportedFixture.srgb(0x7dead5)))
        // hover = {color.background.interactive.value}: the dark value follows the alias.
        #expect(close(palette.value("color.background.hover", .dark)?.color, ImportedFixture.srgb(0x7dead5)))
        // 6 core colours (neutral 0, 900, 1000; teal 700, 300; white) + 3 background colours; the padding
        // size is not a colour.
        #expect(palette.tokens.count == 9)
        #expect(palette.token(named: "size.padding.small") == nil)
        #expect(palette.importNotes.isEmpty)
    }

    @Test func multiFileMethodLayersAppearanceFiles() throws {
        let (format, palette) = try ImportedFixture.palette("StyleDictionary/multi-file/color")
        #expect(format == "style-dictionary")
        // font.json5: neutral.900 #273333; font.dark.json5: neutral.0 #f3f4f4; font.hcDark.json5: #ffffff.
        #expect(close(palette.value("color.font.primary", .any)?.color, ImportedFixture.srgb(0x273333)))
        #expect(close(palette.value("color.font.primary", .dark)?.color, ImportedFixture.srgb(0xf3f4f4)))
        #expect(close(palette.value("color.font.primary", .darkHighContrast)?.color, ImportedFixture.srgb(0xffffff)))
        #expect(palette.value("color.font.primary", .light) == nil)
    }

    @Test func singleFileRecognisedByContent() throws {
        let workspace = try ImportTempFolder()
        let json5 = try workspace.write("b.json5", ##"{ c: { a: { value: "#102030", darkValue: "#405060" } } }"##)
        let plainJSON = try workspace.write(
            "p.json", ##"{"c": {"a": {"value": "{x.y.value}"}, "x": {"y": {"value": "#fff"}}}}"##)
        let dtcg = try workspace.write("d.json5", ##"{ c: { a: { $value: "#102030" } } }"##)
        for (path, expected) in [(json5, "style-dictionary"), (plainJSON, "style-dictionary"), (dtcg, "dtcg")] {
            let unit = ImportUnit(
                file: path, contents: try Data(contentsOf: URL(fileURLWithPath: path)), isExplicit: true)
            #expect(PaletteImporters.standard.importer(forNamed: unit)?.formatName == expected, "\(path)")
        }
        let palettes = try importPaths([json5])
        let palette = try #require(palettes.first)
        #expect(close(palette.value("c.a", .dark)?.color, ImportedFixture.srgb(0x405060)))
    }

    @Test func appearanceValueThatIsNotAColourIsAnError() throws {
        let workspace = try ImportTempFolder()
        let path = try workspace.write("b.json5", "{ c: { a: { value: \"#102030\",\n darkValue: \"#12\" } } }")
        let unit = ImportUnit(file: path, contents: try Data(contentsOf: URL(fileURLWithPath: path)), isExplicit: true)
        do {
            _ = try StyleDictionaryImporter().importPalettes(unit)
            Issue.record("accepted a dark value that is not a colour")
        } catch {
            #expect(error.location.line == 2)
            #expect(error.message.contains("token 'c.a' darkValue"), "\(error.message)")
        }
    }

    /// Style Dictionary tokens carry no type: a value that is no colour (`12px`) is another kind of token,
    /// but one that starts like a colour and does not parse (`#ff00zz`) is a colour written wrong, an
    /// error at its place, not a token silently left out (the audit then said "no colours were read").
    @Test func anUntypedValueThatStartsLikeAColourMustBeOne() throws {
        let workspace = try ImportTempFolder()
        let path = try workspace.write(
            "sd.json", "{\"size\": {\"s\": {\"value\": \"12px\"}},\n \"color\": {\"red\": {\"value\": \"#ff00zz\"}}}")
        let unit = ImportUnit(file: path, contents: try Data(contentsOf: URL(fileURLWithPath: path)), isExplicit: true)
        do {
            _ = try StyleDictionaryImporter().importPalettes(unit)
            Issue.record("accepted #ff00zz")
        } catch {
            #expect(error.location.line == 2)
            #expect(error.message.contains("token 'color.red': invalid colour '#ff00zz'"), "\(error.message)")
        }
        let sizes = try workspace.write("sizes.json", "{\"size\": {\"s\": {\"value\": \"12px\"}}}")
        let sizeUnit = ImportUnit(
            file: sizes, contents: try Data(contentsOf: URL(fileURLWithPath: sizes)), isExplicit: true)
        #expect(try StyleDictionaryImporter().importPalettes(sizeUnit).allSatisfy { $0.tokens.isEmpty })
    }

    /// `{a.b.darkValue}`, `{a.b.hcValue}`, `{a.b.hcDarkValue}` name the value `a.b` writes for that
    /// appearance, as Style Dictionary resolves a reference to any property of a token (its dark-mode
    /// example, dbanksdesign/style-dictionary-dark-mode branch single-token, commit c6ceffa:
    /// `tokens/color/brand.json5`, `background.json5`, `core.json5`, `component/badge.json5`,
    /// `size/font.json5`; excerpt in `Fixtures/StyleDictionary/single-token-refs`). By hand:
    /// `color.background.interactive` is `{color.brand.primary.base.value}` and has no appearance value
    /// of its own, so it follows base (the example's CSS and Android outputs keep that reference). Base:
    /// `value` `{color.brand.primary.1.value}` = teal.700 #0b968f; `darkValue`
    /// `{color.brand.primary.2.darkValue}` = pink.500 #FF66A6; `hcValue` `{color.brand.primary.1.hcValue}`
    /// = teal.800 #067c7c; `hcDarkValue` `{color.brand.primary.2.hcDarkValue}` = pink.400 #FF76AE. The
    /// example's multi-file method (branch multi-file, commit 6a54002) builds the same four values.
    @Test func appearanceValueReferencesResolveInThatAppearance() throws {
        let (format, palette) = try ImportedFixture.palette("StyleDictionary/single-token-refs")
        #expect(format == "style-dictionary")
        let expected: [(Appearance, Int)] = [
            (.light, 0x0b968f), (.dark, 0xff66a6), (.lightHighContrast, 0x067c7c), (.darkHighContrast, 0xff76ae),
        ]
        for name in ["color.brand.primary.base", "color.background.interactive", "component.badge.background-color"] {
            let token = try #require(palette.token(named: name), "\(name)")
            #expect(token.unresolvedAppearances.isEmpty, "\(name)")
            for (appearance, hex) in expected {
                #expect(
                    close(token.resolve(appearance)?.value.color, ImportedFixture.srgb(hex)), "\(name) \(appearance)")
            }
        }
        #expect(palette.value("color.brand.primary.base", .dark)?.aliasOf == "color.brand.primary.2")
        // The badge's font size aliases a size token (`size.font.small`, 0.75): not a colour, and not an
        // unresolved colour reference either.
        #expect(palette.token(named: "component.badge.font-size") == nil)
        #expect(palette.importNotes.isEmpty, "\(palette.importNotes.map(\.reason))")
    }

    /// An appearance value that does not resolve leaves the colour without a value in that appearance
    /// (and in those that inherit from it), with an unresolved note, instead of showing its light value:
    /// `{color.nope.darkValue}` names no token, `{color.c.hcValue}` a token without an `hcValue` (Style
    /// Dictionary stops its build on both), and `color.d` aliases `color.a`.
    @Test func unresolvedAppearanceValueGivesNoValueThere() throws {
        let workspace = try ImportTempFolder()
        let path = try workspace.write(
            "c.json5",
            """
            { color: { a: { value: "#ffffff", darkValue: "{color.nope.darkValue}" },
              b: { value: "#111111", darkValue: "{color.c.hcValue}" },
              c: { value: "#222222", darkValue: "#eeeeee" },
              d: { value: "{color.a.value}" } } }
            """)
        let palette = try #require(try importPaths([path]).first)
        for (name, light) in [("color.a", 0xffffff), ("color.b", 0x111111), ("color.d", 0xffffff)] {
            let token = try #require(palette.token(named: name), "\(name)")
            #expect(token.resolve(.dark) == nil, "\(name)")
            #expect(token.resolve(.darkHighContrast) == nil, "\(name)")
            #expect(close(token.resolve(.light)?.value.color, ImportedFixture.srgb(light)), "\(name)")
        }
        #expect(close(palette.token(named: "color.c")?.resolve(.dark)?.value.color, ImportedFixture.srgb(0xeeeeee)))
        let unresolved = palette.importNotes.filter { $0.kind == .unresolved }
        #expect(unresolved.map(\.token) == ["color.a", "color.b"], "\(unresolved.map(\.reason))")
        #expect(unresolved.last?.reason.contains("'color.c', which has no 'hcValue'") == true)
    }

    /// In an appearance value, `{a.b.value}` is `a.b`'s own `value` even when `a.b` has a dark value:
    /// Style Dictionary resolves a reference to that property (the dark-mode example's note in
    /// `tokens/color/background.json5`, c6ceffa: "If you reference another token's value it will already
    /// be transformed"), and its dark outputs write that colour (`variables-dark.css`, `values-night`,
    /// no kept references). A token without an appearance value follows its alias (those outputs keep
    /// the reference: `variables.css` and `values/colors.xml` use `outputReferences`).
    @Test func valueReferenceInAnAppearanceValueIsTheTargetsValue() throws {
        let workspace = try ImportTempFolder()
        let path = try workspace.write(
            "v.json5",
            """
            { color: { a: { value: "#111111", darkValue: "#eeeeee" },
              b: { value: "#222222", darkValue: "{color.a.value}" },
              c: { value: "{color.a.value}" } } }
            """)
        let palette = try #require(try importPaths([path]).first)
        #expect(close(palette.token(named: "color.b")?.resolve(.dark)?.value.color, ImportedFixture.srgb(0x111111)))
        #expect(close(palette.token(named: "color.c")?.resolve(.dark)?.value.color, ImportedFixture.srgb(0xeeeeee)))
        #expect(palette.importNotes.isEmpty)
    }
}
