import Foundation
import Testing

@testable import ColorAudit
@testable import ColorScience

/// Token sets laid out as Adobe Spectrum's Tokens Studio data (adobe/spectrum-tokens-studio-data,
/// `src/tokens-studio/foundations/$themes.json`): the group `S.Color-theme` holds the themes `light`,
/// `dark`, `wireframe` and `darkest` (`light` and `dark` listed twice, once for the colour sets and once
/// for the opacity sets), and the group `S.Scale` holds `mobile` and `desktop`. Light and dark are the
/// appearances; `wireframe` and `darkest` are chosen instead of them, so their sets are not stacked under
/// light and dark but noted; the scale themes hold no colour and multiply nothing. Values are hand-made.
@Suite struct SpectrumThemesTests {
    static let themes = """
        [
          {"name": "light", "group": "S.Color-theme",
           "selectedTokenSets": {"spectrum/palette/light": "enabled", "spectrum/alias/light": "enabled"}},
          {"name": "dark", "group": "S.Color-theme",
           "selectedTokenSets": {"spectrum/palette/dark": "enabled", "spectrum/alias/dark": "enabled"}},
          {"name": "wireframe", "group": "S.Color-theme",
           "selectedTokenSets": {"spectrum/palette/wireframe": "enabled"}},
          {"name": "mobile", "group": "S.Scale", "selectedTokenSets": {"spectrum/layout/mobile": "enabled"}},
          {"name": "desktop", "group": "S.Scale", "selectedTokenSets": {"spectrum/layout/desktop": "enabled"}},
          {"name": "light", "group": "S.Color-theme", "selectedTokenSets": {"spectrum/opacity/light": "enabled"}},
          {"name": "dark", "group": "S.Color-theme", "selectedTokenSets": {"spectrum/opacity/dark": "enabled"}}
        ]
        """

    func write(_ folder: ImportTempFolder, themes: Bool) throws {
        try folder.write(
            "t/spectrum/palette/light.json",
            ##"{"gray-50": {"value": "#ffffff", "type": "color"}, "gray-800": {"value": "#292929", "type": "color"}}"##)
        try folder.write(
            "t/spectrum/palette/dark.json",
            ##"{"gray-50": {"value": "#1d1d1d", "type": "color"}, "gray-800": {"value": "#dbdbdb", "type": "color"}}"##)
        try folder.write(
            "t/spectrum/palette/wireframe.json",
            ##"{"gray-50": {"value": "#f0f4ff", "type": "color"}, "wire-only": {"value": "#123456", "type": "color"}}"##
        )
        try folder.write(
            "t/spectrum/alias/light.json", ##"{"neutral-content-color": {"value": "{gray-800}", "type": "color"}}"##)
        try folder.write(
            "t/spectrum/alias/dark.json", ##"{"neutral-content-color": {"value": "{gray-800}", "type": "color"}}"##)
        try folder.write(
            "t/spectrum/opacity/light.json", ##"{"overlay-color": {"value": "rgba(0, 0, 0, 0.4)", "type": "color"}}"##)
        try folder.write(
            "t/spectrum/opacity/dark.json", ##"{"overlay-color": {"value": "rgba(0, 0, 0, 0.6)", "type": "color"}}"##)
        try folder.write("t/spectrum/layout/mobile.json", ##"{"spacing-100": {"value": "10px", "type": "spacing"}}"##)
        try folder.write("t/spectrum/layout/desktop.json", ##"{"spacing-100": {"value": "8px", "type": "spacing"}}"##)
        if themes {
            try folder.write("t/$themes.json", Self.themes)
        } else {
            try folder.write(
                "t/$metadata.json",
                ##"{"tokenSetOrder": ["spectrum/palette/light", "spectrum/palette/dark", "spectrum/palette/wireframe"]}"##
            )
        }
    }

    @Test("$themes: light and dark are appearances, wireframe a note, both light themes' sets stacked")
    func declaredThemes() throws {
        let folder = try ImportTempFolder()
        try write(folder, themes: true)
        let palettes = try importPaths([folder.root + "/t"])
        // The S.Scale themes choose sizes only: one palette, not one per scale.
        #expect(palettes.count == 1)
        #expect(palettes.first?.variant == nil)
        for palette in palettes {
            #expect(palette.appearances == [.light, .dark])
            #expect(palette.token(named: "gray-50")?.values[.light]?.color.hex == "#ffffff")
            #expect(palette.token(named: "gray-50")?.values[.dark]?.color.hex == "#1d1d1d")
            #expect(palette.token(named: "neutral-content-color")?.values[.dark]?.color.hex == "#dbdbdb")
            // The second light and dark themes' sets (opacity) are read too.
            #expect(palette.token(named: "overlay-color")?.values[.dark]?.color.alpha == 0.6)
            // Nothing of the wireframe theme's sets.
            #expect(palette.token(named: "wire-only") == nil)
            let notes = palette.importNotes.filter { $0.kind == .skipped && $0.reason.contains("'wireframe'") }
            #expect(notes.count == 1)
            #expect(notes.first?.reason.contains("group 'S.Color-theme'") == true)
        }
    }

    @Test("Without $themes: a wireframe set beside light and dark sets is noted, not shared")
    func setNames() throws {
        let folder = try ImportTempFolder()
        try write(folder, themes: false)
        let palettes = try importPaths([folder.root + "/t"])
        let palette = try #require(palettes.first)
        #expect(palettes.count == 1)
        #expect(palette.appearances == [.light, .dark])
        #expect(palette.token(named: "wire-only") == nil)
        #expect(palette.token(named: "gray-50")?.values[.light]?.color.hex == "#ffffff")
        let notes = palette.importNotes.filter { $0.reason.contains("'spectrum/palette/wireframe'") }
        #expect(notes.count == 1 && notes.first?.kind == .skipped)
    }
}
