import Foundation
import Testing

@testable import ColorAudit
@testable import ColorScience

/// A light and a dark file with the same names are one palette (Radix Colors ships
/// `light/theme.module.css` and `dark/theme.module.css`; a `colors.css` may have a `colors-dark.css`).
@Suite struct AppearanceFilesTests {
    @Test func lightAndDarkFoldersBecomeOnePalette() throws {
        let folder = try ImportTempFolder()
        // Radix's amber 100 in light and dark (radix/light and radix/dark theme.module.css).
        let light = try folder.write(
            "radix/light/theme.module.css", ".amber {\n  --amber100: hsl(40 100% 96.5%);\n  --amber900: #ab6400;\n}\n")
        let dark = try folder.write("radix/dark/theme.module.css", ".amber {\n  --amber100: hsl(38 50% 8.6%);\n}\n")
        let loaded = try PaletteLoader().load([folder.root + "/radix"])
        #expect(loaded.palettes.count == 1)
        let palette = try #require(loaded.palettes.first)
        #expect(palette.file == light)
        #expect(palette.appearances == [.light, .dark])
        let amber = try #require(palette.token(named: "--amber100"))
        #expect(amber.values[.light]?.source == "hsl(40 100% 96.5%)")
        #expect(amber.values[.dark]?.source == "hsl(38 50% 8.6%)")
        #expect(amber.values[.dark]?.location.file == dark && amber.values[.dark]?.location.line == 2)
        // Only in the light file: no dark value of its own.
        #expect(palette.token(named: "--amber900")?.values.keys.sorted() == [.light])
        #expect(palette.formatReason?.contains("light values from \(light), dark from \(dark)") == true)
    }

    @Test func aDarkFileBesideItsBaseOverridesIt() throws {
        let folder = try ImportTempFolder()
        try folder.write("colors.css", ":root {\n  --bg: #ffffff;\n  --accent: #0066ff;\n}\n")
        try folder.write("colors-dark.css", ":root {\n  --bg: #111111;\n}\n")
        try folder.write("other.css", ":root {\n  --x: #123456;\n}\n")
        let palettes = try PaletteLoader().load([folder.root]).palettes
        #expect(palettes.count == 2)
        let palette = try #require(palettes.first { $0.file.hasSuffix("/colors.css") })
        #expect(close(palette.token(named: "--bg")?.values[.any]?.color, ImportedFixture.srgb(0xffffff)))
        #expect(close(palette.token(named: "--bg")?.values[.dark]?.color, ImportedFixture.srgb(0x111111)))
        // The base value is every appearance's where the dark file does not override it.
        #expect(palette.token(named: "--accent")?.resolve(.dark)?.value.color == ImportedFixture.srgb(0x0066ff))
    }

    @Test func markers() {
        #expect(AppearanceFiles.marker(of: "a/light/t.css")?.appearance == .light)
        #expect(AppearanceFiles.marker(of: "a/dark/t.css")?.key == AppearanceFiles.marker(of: "a/light/t.css")?.key)
        #expect(AppearanceFiles.marker(of: "c/colors-dark.css")?.key == "c/colors.css")
        #expect(AppearanceFiles.marker(of: "c/colors_light.css")?.appearance == .light)
        #expect(AppearanceFiles.marker(of: "c/colors.css") == nil)
        #expect(AppearanceFiles.marker(of: "c/dark.css")?.appearance == .dark)
        #expect(AppearanceFiles.marker(of: "c/dark.css")?.key == AppearanceFiles.marker(of: "c/light.css")?.key)
        #expect(AppearanceFiles.marker(of: "c/dark.css")?.key != AppearanceFiles.marker(of: "c/dark.json")?.key)
    }

    /// Folders whose names differ by a light or dark word: a theme package per appearance
    /// (`theme-light-extension/style/variables.css`, `theme-dark-extension/…`), GTK's `NAME/` and
    /// `NAME-dark/` (docs.gtk.org, gtk3 "Theming").
    @Test func folderNameWordMarkers() {
        let light = AppearanceFiles.marker(of: "p/theme-light-extension/style/variables.css")
        let dark = AppearanceFiles.marker(of: "p/theme-dark-extension/style/variables.css")
        #expect(light?.appearance == .light && dark?.appearance == .dark)
        #expect(light?.key == "p/theme-extension/style/variables.css" && dark?.key == light?.key)
        #expect(
            AppearanceFiles.marker(of: "themes/Adwaita-dark/gtk-3.0/gtk.css")?.key == "themes/Adwaita/gtk-3.0/gtk.css")
        #expect(AppearanceFiles.marker(of: "x/dark_theme/a.css")?.key == "x/theme/a.css")
        // Both words, or none as a whole word: no marker.
        #expect(AppearanceFiles.marker(of: "x/light-dark/a.css") == nil)
        #expect(AppearanceFiles.marker(of: "x/darkness/a.css") == nil)
        #expect(AppearanceFiles.marker(of: "x/lightbox-theme/a.css") == nil)
    }

    @Test func foldersNamedWithALightAndADarkWordBecomeOnePalette() throws {
        let folder = try ImportTempFolder()
        let light = try folder.write(
            "packages/theme-light-extension/style/variables.css",
            ":root {\n  --layout-color0: #ffffff;\n  --font-color0: #000000;\n}\n")
        let dark = try folder.write(
            "packages/theme-dark-extension/style/variables.css",
            ":root {\n  --layout-color0: #111111;\n  --font-color0: #ffffff;\n}\n")
        let palettes = try PaletteLoader().load([folder.root + "/packages"]).palettes
        #expect(palettes.count == 1)
        let palette = try #require(palettes.first)
        #expect(palette.file == light)
        #expect(palette.appearances == [.light, .dark])
        let layout = try #require(palette.token(named: "--layout-color0"))
        #expect(layout.values[.light]?.color.hex == "#ffffff")
        #expect(layout.values[.dark]?.color.hex == "#111111")
        #expect(layout.values[.dark]?.location.file == dark && layout.values[.dark]?.location.line == 2)
    }

    /// Shoelace ships `src/themes/light.css` (`:root, :host, .sl-theme-light { … }`) and `dark.css`
    /// (`:host, .sl-theme-dark { … }`): each file's rules already say its appearance, and the two are one
    /// theme. Values hand-made.
    @Test func lightAndDarkFilesWhoseRulesSayTheirAppearance() throws {
        let folder = try ImportTempFolder()
        let light = try folder.write(
            "themes/light.css",
            ":root,\n:host,\n.sl-theme-light {\n  --sl-color-neutral-0: #ffffff;\n  --sl-color-neutral-900: #18181b;\n}\n"
        )
        let dark = try folder.write(
            "themes/dark.css",
            ":host,\n.sl-theme-dark {\n  --sl-color-neutral-0: #1a1a1e;\n  --sl-color-neutral-900: #f4f4f5;\n}\n")
        let palettes = try PaletteLoader().load([folder.root + "/themes"]).palettes
        #expect(palettes.count == 1)
        let palette = try #require(palettes.first)
        #expect(palette.file == light)
        #expect(palette.appearances == [.light, .dark])
        let neutral = try #require(palette.token(named: "--sl-color-neutral-0"))
        #expect(neutral.values[.light]?.color.hex == "#ffffff")
        #expect(neutral.values[.dark]?.color.hex == "#1a1a1e")
        #expect(neutral.values[.dark]?.location.file == dark && neutral.values[.dark]?.location.line == 3)
    }

    /// A file whose rules hold another appearance than its name says, or both, is left as read.
    @Test func aFileWithTheOtherAppearanceIsNotMerged() throws {
        let folder = try ImportTempFolder()
        try folder.write("t/light.css", ":root {\n  --bg: #ffffff;\n}\n.dark {\n  --bg: #000000;\n}\n")
        try folder.write("t/dark.css", ".dark {\n  --bg: #111111;\n}\n")
        let palettes = try PaletteLoader().load([folder.root + "/t"]).palettes
        #expect(palettes.count == 2)
    }
}
