import Foundation
import Testing

@testable import ColorAudit
@testable import ColorScience

/// Primer's token sources as themes. Expected values are derived by hand from the fixture
/// (`Fixtures/Primer/src/tokens`) with Primer's documented semantics (token-overrides ADR; the
/// `themeOverrides` preprocessor takes the override for the theme, else for `light`/`dark` by the
/// theme's prefix, else `$value`; `themes.config.ts` layers `dark.json5`, then `dark.high-contrast.json5`
/// or `dark.dimmed.json5`, for the themes they name).
@Suite struct PrimerImporterTests {
    /// `#rrggbb` as sRGB components.
    func rgb(_ hex: Int) -> SIMD3<Double> { ImportedFixture.srgb(hex).components }

    static let folder = "Primer/src/tokens"

    @Test func themesTakeTheirOverridesOrTheirSchemes() throws {
        let (format, palette) = try ImportedFixture.palette(Self.folder)
        #expect(format == "primer")
        let dimmed = Appearance(theme: "dark-dimmed", scheme: .dark)
        let appearances = Set(palette.tokens.flatMap { $0.values.keys })
        #expect(appearances == [.light, .lightHighContrast, .dark, .darkHighContrast, dimmed])
        let theme = try #require(appearances.first { $0.rawValue == "dark-dimmed" })
        #expect(theme.scheme == .dark && !theme.isIncreasedContrast)

        func hex(_ token: String, _ appearance: Appearance) -> SIMD3<Double>? {
            palette.value(token, appearance)?.color.converted(to: .srgb).components
        }
        // fgColor.default: $value neutral.13; dark → neutral.12; dark-high-contrast → neutral.13.
        #expect(close(hex("fgColor.default", .light), rgb(0x1f2328)))
        #expect(close(hex("fgColor.default", .lightHighContrast), rgb(0x010409)))  // light.high-contrast.json5
        #expect(close(hex("fgColor.default", .dark), rgb(0xf0f6fc)))
        #expect(close(hex("fgColor.default", .darkHighContrast), rgb(0xffffff)))  // dark.json5 neutral.13
        #expect(close(hex("fgColor.default", dimmed), rgb(0xd1d7e0)))  // dark's override, dimmed scale
        // fgColor.danger: #d1242f; dark → red.4; dark-dimmed → red.5 (dimmed defines no red: dark.json5's).
        #expect(close(hex("fgColor.danger", .light), rgb(0xd1242f)))
        #expect(close(hex("fgColor.danger", .dark), rgb(0xf85149)))
        #expect(close(hex("fgColor.danger", .darkHighContrast), rgb(0xff9492)))
        #expect(close(hex("fgColor.danger", dimmed), rgb(0xda3633)))
        // fgColor.muted: dark override {neutral.9, alpha 0.6}, followed by the dark themes.
        #expect(palette.value("fgColor.muted", .light)?.color.alpha == 1)
        #expect(close(hex("fgColor.muted", .darkHighContrast), rgb(0xb7bdc8)))
        #expect(palette.value("fgColor.muted", .darkHighContrast)?.color.alpha == 0.6)
        #expect(palette.value("fgColor.muted", dimmed)?.color.alpha == 0.6)
        // fgColor.link aliases fgColor.default in each theme.
        #expect(close(hex("fgColor.link", dimmed), rgb(0xd1d7e0)))
        #expect(close(hex("fgColor.link", .darkHighContrast), rgb(0xffffff)))
        // bgColor.default: neutral.0; dark → neutral.1; removed/ is not read.
        #expect(close(hex("bgColor.default", .light), rgb(0xffffff)))
        #expect(close(hex("bgColor.default", .dark), rgb(0x0d1117)))
        #expect(close(hex("bgColor.default", .darkHighContrast), rgb(0x0d1117)))
        #expect(close(hex("bgColor.default", dimmed), rgb(0x22272e)))
        #expect(palette.importNotes.isEmpty, "\(palette.importNotes)")
    }

    /// A key of `$extensions['org.primer.overrides']` that names no Primer theme (primer/primitives
    /// `scripts/themes.config.ts`: light and dark, dimmed, colorblind, tritanopia, high contrast) is not
    /// silently dropped: an unresolved-reference note at the key's line names it, and it makes no theme.
    /// Here `dark-dimed` (a misspelt `dark-dimmed`, line 5) and `midnight` (no scheme, line 6) are noted;
    /// `dark` and `dark-dimmed` apply.
    @Test func anUnknownOverrideKeyIsNotedAtItsLine() throws {
        let folder = try ImportTempFolder()
        let scale = ##"{base: {gray: {$value: "#ffffff", $type: "color"}}}"##
        try folder.write("tokens/base/color/light/light.json5", scale)
        try folder.write("tokens/base/color/dark/dark.json5", scale)
        let fg = try folder.write(
            "tokens/functional/color/fg.json5",
            """
            {fgColor: {default: {$value: "#1f2328", $type: "color",
              $extensions: {"org.primer.overrides": {
                dark: "#f0f6fc",
                "dark-dimmed": "#d1d7e0",
                "dark-dimed": "#d1d7e1",
                midnight: "#c0c0c0",
              }}}}}
            """)
        let palettes = try importPaths([folder.root + "/tokens"])
        let palette = try #require(palettes.first)
        #expect(palette.format == "primer")
        let appearances = Set(palette.tokens.flatMap { $0.values.keys }).map(\.rawValue)
        #expect(Set(appearances) == ["light", "dark", "dark-dimmed"])
        let notes = palette.importNotes.filter { $0.kind == .unresolved }
        #expect(notes.map(\.location.line) == [5, 6])
        #expect(notes.allSatisfy { $0.location.file == fg && $0.token == "fgColor.default" })
        #expect(notes.first?.reason.contains("'dark-dimed' names no Primer theme") == true)
    }

    /// Walking from above, the unit is the lowest folder holding both the base scales and the overrides.
    @Test func walkingFindsTheTokensFolder() throws {
        let units = try PaletteDiscovery().discover([Fixture.url("Primer").path])
        #expect(units.map { ImportUnit.lastComponent(of: $0.path) } == ["tokens"])
        #expect(units.first?.importer.formatName == "primer")
    }

    @Test func malformedOverrideIsAnErrorAtItsPlace() throws {
        let workspace = try ImportTempFolder()
        try workspace.write("t/base/light.json5", "{ c: { n: { $value: '#fff', $type: 'color' } } }")
        try workspace.write("t/base/dark.json5", "{ c: { n: { $value: '#000', $type: 'color' } } }")
        try workspace.write(
            "t/fn/fg.json5",
            "{ fg: { a: { $value: '{c.n}', $type: 'color',\n  $extensions: { 'org.primer.overrides': {\n"
                + "    dark: '#12' } } },\n b: { $value: '{c.n}', $type: 'color', $extensions: {\n"
                + "'org.primer.overrides': { dark: { $value: '{c.n}', alpha: 2 } } } } } }")
        do {
            _ = try importPaths([workspace.root + "/t"])
            Issue.record("accepted '#12' as a dark override")
        } catch let error as PaletteError {
            #expect(error.location.file.hasSuffix("fg.json5"))
            #expect(error.location.line == 3 && error.location.column >= 11, "\(error.location) \(error.message)")
            #expect(error.message.contains("'dark'"), "\(error.message)")
            #expect(error.further.contains { $0.location.line == 5 && $0.message.contains("alpha") })
        }
    }

    /// The Color Module: the components win over a `hex` that disagrees, with a note.
    @Test func hexThatDisagreesWithComponentsIsNoted() throws {
        let workspace = try ImportTempFolder()
        let path = try workspace.write(
            "c.tokens.json",
            """
            {"red": {"$type": "color", "$value": {"colorSpace": "srgb", "components": [1, 0, 0], "hex": "#00ff00"}},
             "grey": {"$type": "color", "$value": {"colorSpace": "hsl", "components": [0, 0, 50.2], "hex": "#808080"}}}
            """)
        let palette = try #require(try importPaths([path]).first)
        #expect(close(palette.value("red", .any)?.color.converted(to: .srgb).components, SIMD3(1, 0, 0)))
        let notes = palette.importNotes.filter { $0.reason.contains("hex") }
        #expect(notes.count == 1)
        #expect(notes.first?.token == "red")
        #expect(notes.first?.reason.contains("#ff0000") == true)
        #expect(notes.first?.location.line == 1)
    }
}
