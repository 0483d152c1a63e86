import Foundation
import Testing

@testable import ColorAudit
@testable import ColorScience

/// Android theme attributes (`AndroidThemes`) as the appearances of an app's colour roles.
@Suite struct AndroidThemesTests {
    func resources(_ body: String) -> String {
        "<?xml version=\"1.0\" encoding=\"utf-8\"?>\n<resources>\n\(body)\n</resources>\n"
    }

    @Test("Real Thunderbird: Theme2.Thunderbird.Light and .Dark are the light and dark values of each role")
    func thunderbird() throws {
        let res = Fixture.url("Real/thunderbird-android/core/ui/legacy/theme2/thunderbird/src/main/res").path
        let palettes = try importPaths([res])
        // One theme family, Theme2.Thunderbird (its Light and Dark styles): one palette.
        #expect(palettes.count == 1)
        let palette = try #require(palettes.first)
        #expect(palette.variant == "Theme2.Thunderbird")
        #expect(Set(palette.appearances) == [.light, .dark])
        // themes.xml line 5: colorPrimary → @color/lightPrimary (colors.xml line 4: #004F9B); line 69 of the
        // Dark style: @color/darkPrimary (colors.xml line 59: #BEE6FF).
        let primary = try #require(palette.token(named: "colorPrimary"))
        #expect(primary.values[.light]?.color.hex == "#004f9b")
        #expect(primary.values[.dark]?.color.hex == "#bee6ff")
        #expect(primary.values[.light]?.aliasOf == "lightPrimary")
        #expect(primary.values[.light]?.location.file.hasSuffix("values/themes.xml") == true)
        #expect(primary.values[.light]?.location.line == 5)
        // android:colorBackground → lightSurface #FCF8F8 (line 25) and darkSurface #131314 (line 80).
        let background = try #require(palette.token(named: "android:colorBackground"))
        #expect(background.values[.light]?.color.hex == "#fcf8f8")
        #expect(background.values[.dark]?.color.hex == "#131314")
        #expect(palette.token(named: "colorOnPrimary")?.values[.dark]?.color.hex == "#003549")
        // appLogo is a drawable, not a colour.
        #expect(palette.token(named: "appLogo") == nil)
        // The colours the theme points at are its inputs: they get no role and form no pairs of their own.
        #expect(palette.token(named: "lightPrimary")?.role == nil)
        #expect(palette.token(named: "colorOnPrimary")?.role != nil)
    }

    @Test("values-night themes, inheritance by parent and by dotted name, ?attr references, literals")
    func dayNight() throws {
        let folder = try ImportTempFolder()
        _ = try folder.write(
            "res/values/colors.xml",
            resources(
                #"<color name="brand">#6200EE</color><color name="brand_night">#BB86FC</color>"#
                    + #"<color name="paper">#FFFFFF</color>"#))
        _ = try folder.write(
            "res/values/themes.xml",
            resources(
                #"<style name="Theme.App" parent="Theme.Material3.DayNight">"#
                    + #"<item name="colorPrimary">@color/brand</item>"#
                    + #"<item name="colorSurface">@color/paper</item>"#
                    + #"<item name="colorOnSurface">#DE000000</item>"#
                    + #"<item name="android:statusBarColor">?attr/colorPrimary</item>"#
                    + #"<item name="windowActionBar">false</item></style>"#
                    + #"<style name="Theme.App.NoActionBar"><item name="windowNoTitle">true</item></style>"#
                    + #"<style name="Widget.App.Button" parent="Widget.Material3.Button">"#
                    + #"<item name="android:textColor">@color/paper</item></style>"#))
        _ = try folder.write(
            "res/values-night/themes.xml",
            resources(
                #"<style name="Theme.App" parent="Theme.Material3.DayNight">"#
                    + #"<item name="colorPrimary">@color/brand_night</item></style>"#))
        let palette = try #require(try importPaths([folder.root + "/res"]).first)
        // Theme.App.NoActionBar inherits Theme.App (dotted name) and is the theme read in values/; its
        // DayNight parent names no scheme, so its values are the default (any); values-night's Theme.App
        // is dark.
        let primary = try #require(palette.token(named: "colorPrimary"))
        #expect(primary.values[.any]?.color.hex == "#6200ee")
        #expect(primary.values[.dark]?.color.hex == "#bb86fc")
        // #DE000000: alpha first, 0xDE = 222/255.
        let onSurface = try #require(palette.token(named: "colorOnSurface")?.values[.any]?.color)
        #expect(abs(onSurface.alpha - 222.0 / 255) < 1e-9)
        // ?attr/colorPrimary is the theme's colorPrimary.
        #expect(palette.token(named: "android:statusBarColor")?.values[.any]?.color.hex == "#6200ee")
        // Flags and widget styles are no theme colours.
        #expect(palette.token(named: "windowActionBar") == nil && palette.token(named: "windowNoTitle") == nil)
        #expect(palette.token(named: "android:textColor") == nil)
    }

    @Test("A theme attribute that refers to a colour defined nowhere is listed as unresolved")
    func unresolved() throws {
        let folder = try ImportTempFolder()
        _ = try folder.write(
            "res/values/themes.xml",
            resources(
                #"<style name="Theme.App.Light"><item name="colorPrimary">@color/missing</item>"#
                    + #"<item name="colorSurface">#FFFFFF</item></style>"#))
        let palette = try #require(try importPaths([folder.root + "/res"]).first)
        #expect(palette.token(named: "colorPrimary") == nil)
        #expect(palette.importNotes.contains { $0.token == "colorPrimary" && $0.kind == .unresolved })
        #expect(palette.token(named: "colorSurface")?.values[.light]?.color.hex == "#ffffff")
    }

    @Test("A theme attribute written as a # literal that is no colour is an error at its line, as in colors.xml")
    func malformedLiteral() throws {
        let folder = try ImportTempFolder()
        _ = try folder.write(
            "res/values/themes.xml",
            """
            <?xml version="1.0" encoding="utf-8"?>
            <resources>
                <style name="Theme.App" parent="Theme.Material3.DayNight">
                    <item name="colorPrimary">#12</item>
                    <item name="colorSurface">#FFFFFF</item>
                </style>
            </resources>
            """)
        // Android's colour literals have 3, 4, 6 or 8 hex digits (developer.android.com, "More resource
        // types", Color): '#12' has 2, so the theme's primary would be lost without a word.
        do {
            let palettes = try importPaths([folder.root + "/res"])
            Issue.record("'#12' was read without an error: \(palettes.map(\.name))")
        } catch let error as PaletteError {
            #expect(error.location.line == 4)
            #expect(error.message.contains("'colorPrimary': '#12' is not a colour; expected #RGB"))
        }
    }

    @Test("A loop of ?attr references is listed as unresolved, not dropped")
    func attributeLoop() throws {
        let folder = try ImportTempFolder()
        _ = try folder.write(
            "res/values/themes.xml",
            resources(
                #"<style name="Theme.App.Light"><item name="colorOnPrimary">?attr/colorOnPrimary</item>"#
                    + #"<item name="colorPrimary">?attr/colorSecondary</item>"#
                    + #"<item name="colorSecondary">?colorPrimary</item>"#
                    + #"<item name="colorSurface">#FFFFFF</item></style>"#))
        let palette = try #require(try importPaths([folder.root + "/res"]).first)
        for name in ["colorOnPrimary", "colorPrimary", "colorSecondary"] {
            #expect(palette.token(named: name) == nil)
            #expect(
                !palette.importNotes.filter { $0.token == name && $0.kind == .unresolved && $0.reason.contains("loop") }
                    .isEmpty, "\(name)")
        }
        #expect(palette.token(named: "colorSurface")?.values[.light]?.color.hex == "#ffffff")
    }

    @Test("The appearance through the parent chain: Material3 Light and Dark parents, DayNight, values-night")
    func parentChain() throws {
        let folder = try ImportTempFolder()
        _ = try folder.write(
            "res/values/themes.xml",
            resources(
                // Theme.Reader → Base.Reader → Theme.Material3.Light.NoActionBar: light, two levels up.
                #"<style name="Base.Reader" parent="Theme.Material3.Light.NoActionBar">"#
                    + #"<item name="colorSurface">#FFFBFE</item></style>"#
                    + #"<style name="Theme.Reader" parent="Base.Reader"><item name="colorPrimary">#6750A4</item></style>"#
                    // Theme.Player → Base.Player → Theme.MaterialComponents.Dark.Bridge: dark.
                    + #"<style name="Base.Player" parent="Theme.MaterialComponents.Dark.Bridge">"#
                    + #"<item name="colorSurface">#1C1B1F</item></style>"#
                    + #"<style name="Theme.Player" parent="Base.Player"><item name="colorPrimary">#D0BCFF</item></style>"#
                    // Theme.Auto → Base.Auto (DayNight): the default, made light and dark by values-night.
                    + #"<style name="Base.Auto" parent="Theme.Material3.DayNight">"#
                    + #"<item name="colorSurface">#FFFFFF</item></style>"#
                    + #"<style name="Theme.Auto" parent="Base.Auto"><item name="colorPrimary">#0061A4</item></style>"#))
        _ = try folder.write(
            "res/values-night/themes.xml",
            resources(
                #"<style name="Theme.Auto" parent="Base.Auto"><item name="colorPrimary">#9ECAFF</item></style>"#))
        let palettes = try importPaths([folder.root + "/res"])
        func family(_ name: String) throws -> Palette { try #require(palettes.first { $0.variant == name }) }
        #expect(Set(palettes.compactMap(\.variant)) == ["Theme.Reader", "Theme.Player", "Theme.Auto"])
        let reader = try family("Theme.Reader")
        #expect(reader.token(named: "colorPrimary")?.values[.light]?.color.hex == "#6750a4")
        #expect(reader.token(named: "colorSurface")?.values[.light]?.color.hex == "#fffbfe")
        #expect(reader.appearances == [.light])
        let player = try family("Theme.Player")
        #expect(player.token(named: "colorPrimary")?.values[.dark]?.color.hex == "#d0bcff")
        #expect(player.appearances == [.dark])
        let auto = try family("Theme.Auto")
        #expect(auto.token(named: "colorPrimary")?.values[.any]?.color.hex == "#0061a4")
        #expect(auto.token(named: "colorPrimary")?.values[.dark]?.color.hex == "#9ecaff")
        // values-night's Theme.Auto inherits colorSurface from Base.Auto.
        #expect(auto.token(named: "colorSurface")?.values[.dark]?.color.hex == "#ffffff")
        #expect(AndroidThemes.isDayNight("Theme.Material3.DayNight.NoActionBar"))
    }

    @Test("Scheme words of style names")
    func schemes() {
        #expect(AndroidThemes.scheme(of: "Theme2.Thunderbird.Light") == .light)
        #expect(AndroidThemes.scheme(of: "Theme.App.Dark") == .dark)
        #expect(AndroidThemes.scheme(of: "Theme.Material3.DayNight") == nil)
        #expect(AndroidThemes.family(of: "Theme2.Thunderbird.Dark") == "Theme2.Thunderbird")
    }

    @Test("A scheme word before a bar names the bar's scheme, not the theme's")
    func barSchemes() {
        // AppCompat res/values/themes.xml: `Theme.AppCompat.Light.DarkActionBar` is the light theme with a
        // dark action bar; `Theme.AppCompat.DayNight.DarkActionBar` follows the system.
        #expect(AndroidThemes.scheme(of: "Theme.AppCompat.Light.DarkActionBar") == .light)
        #expect(AndroidThemes.scheme(of: "Theme.AppCompat.DayNight.DarkActionBar") == nil)
        #expect(AndroidThemes.scheme(of: "AppTheme.DarkActionBar") == nil)
        // A segment that is the scheme word alone still says it.
        #expect(AndroidThemes.scheme(of: "Theme.MaterialComponents.Dark.Bridge") == .dark)
    }
}

/// A 64 KB theme file built against `AndroidThemes` while fuzzing (FuzzAndroid's 120 s limit per input):
/// a `?a1` → `?a2` → … chain of 1,401 attributes (`a0`…`a1400`, the last `#ff0000`), and 370 child themes that each set
/// one colour. It took 120 s: the chain was followed again for every item of every child theme. Now each
/// attribute is resolved once per theme and at most `maximumFamilies` families are read.
@Suite struct AndroidThemesScaleTests {
    @Test(.timeLimit(.minutes(1))) func aLongAttributeChainUnderManyThemesIsReadOnce() throws {
        let folder = try ImportTempFolder()
        let data = try Fixture.data("Fuzz/FuzzAndroid-timeout-attr-chain.xml")
        _ = try folder.write("res/values/themes.xml", String(decoding: data, as: UTF8.self))
        let palettes = try importPaths([folder.root + "/res"])
        // The parent `Theme`, which all 370 extend (the 1,401 chained attributes), and the first child
        // `Theme.x0` (with z); the other 369 children set the same colours as `Theme.x0`: not read again.
        #expect(palettes.compactMap(\.variant) == ["Theme", "Theme.x0"])
        #expect(palettes.map(\.tokens.count) == [1_401, 1_402])
        // The first link of the chain is the colour at its end.
        let palette = try #require(palettes.first)
        let first = try #require(palette.token(named: "a0"))
        #expect(first.values[.any]?.color == Color(.srgb, 1, 0, 0))
        #expect(palette.importNotes.filter { $0.kind == .skipped }.count == 369)
    }
}

/// Light and dark colours named side by side (`AndroidSchemeNames`).
@Suite struct AndroidSchemeNamesTests {
    /// Material Components' generated `color/res/values/tokens.xml` (material-components-android
    /// 0463c50): `m3_sys_color_dark_primary` = `@color/m3_ref_palette_primary80` (line 24) and
    /// `m3_sys_color_light_primary` = `@color/m3_ref_palette_primary40`; the reference palette in the same
    /// file gives primary80 = #D0BCFF and primary40 = #6750A4 (Material 3's baseline scheme).
    @Test func materialTokensFoldIntoLightAndDarkRoles() throws {
        let palette = try #require(try importPaths([Fixture.url("Real/material-android/tokens.xml").path]).first)
        #expect(palette.appearances == [.light, .dark])
        let primary = try #require(palette.token(named: "m3_sys_color_primary"))
        #expect(primary.values[.light]?.color.hex == "#6750a4")
        #expect(primary.values[.dark]?.color.hex == "#d0bcff")
        #expect(primary.values[.dark]?.location.line == 24)
        #expect(palette.token(named: "m3_sys_color_dark_primary") == nil)
        // Names without a scheme word stay as they are.
        #expect(palette.token(named: "m3_sys_color_primary_fixed")?.isUniform == true)
    }

    @Test func shadesNamedLightAndDarkAreNotASchemeAndFewPairsAreLeft() {
        #expect(AndroidSchemeNames.scheme(of: "light_gray") == nil)
        #expect(AndroidSchemeNames.scheme(of: "dark_gray") == nil)
        #expect(AndroidSchemeNames.scheme(of: "text_dark") == nil)
        #expect(AndroidSchemeNames.scheme(of: "m3_sys_color_dark_on_primary")?.key == "m3_sys_color_on_primary")
        func token(_ name: String) -> ColorToken {
            ColorToken(
                name: name, role: nil, roleSource: .unknown,
                values: [
                    .any: ColorValue(
                        color: Color(.srgb, 0, 0, 0), source: "#000000", location: SourceLocation(file: "c.xml"))
                ],
                location: SourceLocation(file: "c.xml"))
        }
        // Three pairs are fewer than `minimumPairs`: left as read.
        let three = ["a_light_x", "a_dark_x", "a_light_y", "a_dark_y", "a_light_z", "a_dark_z"].map(token)
        #expect(AndroidSchemeNames.fold(three).count == 6)
        let four = three + ["a_light_w", "a_dark_w"].map(token)
        #expect(AndroidSchemeNames.fold(four).map(\.name) == ["a_x", "a_y", "a_z", "a_w"])
    }
}
