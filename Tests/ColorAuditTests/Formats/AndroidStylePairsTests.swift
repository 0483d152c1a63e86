import Foundation
import Testing

@testable import ColorAudit

/// What an app's styles draw on its theme's fills without a layout (`AndroidStylePairs`), a component's
/// text on its fill's variants (`AndroidComponentVariants`), and which themes are audited
/// (`AndroidThemes`: the app themes others extend, each set of colours once). Hand-made `res/` folders in
/// NewPipe's shape (TeamNewPipe/NewPipe @ 79767f9, `app/src/main/res/values/styles.xml`,
/// `styles_misc.xml`, `colors.xml`). Ratios by hand from WCAG 2.2's relative luminance: #E53935 has
/// L = 0.2126·0.7834 + 0.7152·0.0409 + 0.0722·0.0356 = 0.1984, so white on it is 1.05 / 0.2484 = 4.23:1
/// (fails 4.5); #992722 has L = 0.2126·0.3186 + 0.7152·0.0203 + 0.0722·0.0160 = 0.0834, white on it
/// 1.05 / 0.1334 = 7.87:1.
@Suite struct AndroidStylePairsTests {
    /// A theme `Theme.App` (red `colorPrimary`, #E53935 by day, #992722 at night through `values-night`),
    /// its toolbar overlay and a button style; `extra` adds styles.
    private func write(_ folder: ImportTempFolder, extra: String = "") throws {
        try folder.write(
            "res/values/colors.xml",
            AndroidFixture.resources(
                #"<color name="primary">#E53935</color><color name="white">#FFFFFF</color>"#
                    + #"<color name="black">#000000</color><color name="subscribe_text_color">#FAFAFA</color>"#
                    + #"<color name="window">#EEEEEE</color><color name="duration_text_color">#FFFFFF</color>"#
                    + #"<color name="duration_background_color">#000000</color>"#
                    + #"<color name="live_duration_background_color">#E53935</color>"#))
        try folder.write(
            "res/values-night/colors.xml", AndroidFixture.resources(#"<color name="primary">#992722</color>"#))
        try folder.write(
            "res/values/attrs.xml", AndroidFixture.resources(#"<attr name="actionColor" format="color" />"#))
        try folder.write(
            "res/values/styles.xml",
            AndroidFixture.resources(
                #"<style name="Theme.App" parent="Theme.AppCompat.DayNight.NoActionBar">"#
                    + #"<item name="colorPrimary">@color/primary</item>"#
                    + #"<item name="android:windowBackground">@color/window</item>"#
                    + #"<item name="actionColor">@color/white</item></style>"#
                    + #"<style name="ToolbarTheme" parent="ThemeOverlay.AppCompat.Dark.ActionBar">"#
                    + #"<item name="android:textColorPrimary">?attr/actionColor</item>"#
                    + #"<item name="tint">?attr/actionColor</item></style>"#
                    + #"<style name="ContrastToolbarTheme" parent="ThemeOverlay.AppCompat.DayNight.ActionBar">"#
                    + #"<item name="android:textColorPrimary">@color/black</item></style>"#
                    + #"<style name="ServiceColoredButton" parent="Widget.AppCompat.Button.Colored">"#
                    + #"<item name="colorButtonNormal">?attr/colorPrimary</item>"#
                    + #"<item name="android:textColor">@color/subscribe_text_color</item></style>"# + extra))
    }

    /// The pairs the audit of the first palette judges, as "foreground on background usage".
    private func pairs(_ palette: Palette) -> [PairDeclaration] {
        AuditContext(palette: palette, configuration: Configuration()).pairs.map(\.declaration)
    }

    @Test("The app bar overlay's text and a button style's text are judged on colorPrimary")
    func appBarTextOnColorPrimary() throws {
        let folder = try ImportTempFolder()
        try write(folder)
        let palette = try #require(try importPaths([folder.root + "/res"]).first)
        let formed = pairs(palette)
        let toolbar = formed.filter { $0.foreground == "actionColor" && $0.background == "colorPrimary" }
        #expect(Set(toolbar.map(\.usage)) == [.text, .ui])
        #expect(toolbar.first?.formedBy?.contains("overlay ToolbarTheme") == true)
        #expect(formed.contains { $0.foreground == "subscribe_text_color" && $0.background == "colorPrimary" })
        // A DayNight overlay is for bars of the window's colour: black is not judged on colorPrimary.
        #expect(!formed.contains { $0.foreground == "black" && $0.background == "colorPrimary" })
        // White on #E53935 is 4.23:1 by day (an error); on #992722 at night 7.87:1 (passes).
        let findings = Auditor().audit(palette).findings.filter {
            $0.rule == .contrastMinimum && $0.tokens == ["actionColor", "colorPrimary"]
        }
        #expect(findings.count == 1, "\(findings.map(\.message))")
        let finding = try #require(findings.first)
        #expect(finding.appearance != .dark)
        #expect(abs((finding.measurements["ratio"]?.value ?? 0) - 4.23) < 0.01)
    }

    @Test("A component's text is judged on the qualified variants of its fill")
    func componentTextOnItsFillsVariants() throws {
        let folder = try ImportTempFolder()
        try write(folder)
        let palette = try #require(try importPaths([folder.root + "/res"]).first)
        let backgrounds = Set(pairs(palette).filter { $0.foreground == "duration_text_color" }.map(\.background))
        #expect(backgrounds.isSuperset(of: ["duration_background_color", "live_duration_background_color"]))
    }

    @Test("An app theme others extend is audited, its layers and repeats are not")
    func parentAppThemesAreAudited() throws {
        let folder = try ImportTempFolder()
        try folder.write(
            "res/values/colors.xml",
            AndroidFixture.resources(
                #"<color name="light_background_color">#EEEEEE</color><color name="white">#FFFFFF</color>"#
                    + #"<color name="light_card_item_contrast_color">#E9E9E9</color>"#
                    + #"<color name="light_settings_accent_color">#E53935</color>"#
                    + #"<color name="light_youtube_primary_color">#E53935</color>"#))
        try folder.write(
            "res/values/attrs.xml",
            AndroidFixture.resources(
                #"<attr name="actionColor" format="color" /><attr name="card_item_contrast_color" format="color" />"#))
        try folder.write(
            "res/values/styles.xml",
            AndroidFixture.resources(
                #"<style name="Base.V21" parent="Theme.AppCompat.DayNight.NoActionBar">"#
                    + #"<item name="actionColor">@color/white</item></style>"#
                    + #"<style name="Base" parent="Base.V21"/>"#
                    + #"<style name="Base.V21.LightTheme" parent="Base">"#
                    + #"<item name="colorPrimary">@color/light_youtube_primary_color</item>"#
                    + #"<item name="android:windowBackground">@color/light_background_color</item>"#
                    + #"<item name="card_item_contrast_color">@color/light_card_item_contrast_color</item></style>"#
                    + #"<style name="Base.LightTheme" parent="Base.V21.LightTheme" />"#
                    + #"<style name="LightTheme" parent="Base.LightTheme"/>"#
                    + #"<style name="LightSettingsTheme" parent="LightTheme">"#
                    + #"<item name="colorAccent">@color/light_settings_accent_color</item></style>"#
                    + #"<style name="LightTheme.YouTube" parent="LightTheme">"#
                    + #"<item name="colorPrimary">@color/light_youtube_primary_color</item></style>"#))
        let palettes = try importPaths([folder.root + "/res"])
        // LightTheme, which LightSettingsTheme and LightTheme.YouTube extend, first; no Base layer; the
        // YouTube variant sets LightTheme's colours again and is listed, not audited.
        #expect(palettes.compactMap(\.variant) == ["LightTheme", "LightSettingsTheme"], "\(palettes.map(\.name))")
        let light = try #require(palettes.first)
        // Set only in the parent app theme (and, through the style `Base`, in Base.V21).
        #expect(light.token(named: "card_item_contrast_color")?.values[.light]?.color.hex == "#e9e9e9")
        #expect(light.token(named: "actionColor")?.values[.light]?.color.hex == "#ffffff")
        let notes = light.importNotes.map(\.reason)
        #expect(
            notes.contains { $0.contains("'LightTheme.YouTube' is not audited again") && $0.contains("'LightTheme'") })
    }
}
