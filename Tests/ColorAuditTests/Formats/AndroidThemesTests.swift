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
        let palette = try #require(try importPaths([res]).first)
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

    @Test("Scheme words of style names")
    func schemes() {
        #expect(AndroidThemes.scheme(of: "Theme2.Thunderbird.Light") == .light)
        #expect(AndroidThemes.scheme(of: "Theme.App.Dark") == .dark)
        #expect(AndroidThemes.scheme(of: "Theme.Material3.DayNight") == nil)
        #expect(AndroidThemes.family(of: "Theme2.Thunderbird.Dark") == "Theme2.Thunderbird")
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
        let palette = try #require(try importPaths([folder.root + "/res"]).first)
        // Eight families (the first eight child themes), each with the 1,401 chained attributes and z.
        let families = Set(palette.tokens.compactMap { $0.name.split(separator: "/").first.map(String.init) })
        #expect(families.count == AndroidThemes.maximumFamilies)
        #expect(palette.tokens.count == AndroidThemes.maximumFamilies * 1_402)
        // The first link of the chain is the colour at its end.
        let first = try #require(palette.tokens.first { $0.name.hasSuffix("/a0") })
        #expect(first.values[.any]?.color == Color(.srgb, 1, 0, 0))
        #expect(palette.importNotes.filter { $0.kind == .skipped }.count == 370 - AndroidThemes.maximumFamilies)
    }
}
