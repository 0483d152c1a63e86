import Foundation
import Testing

@testable import ColorAudit

/// Theme attributes inherited through styles that set nothing themselves (`AndroidThemes`): Android's
/// style inheritance is transitive ("Styles and themes", developer.android.com: a style inherits every
/// attribute of its parent, named by `parent=` or by the dotted prefix of its name), so
/// `Theme.App.Dark` → `Theme.App.Dynamic.Dark` (empty) → `Theme.Base.App.Dynamic.Dark` has the base's
/// `icon_red`. An empty `<style/>` was never recorded, so the chain stopped at it. Values below are the
/// fixture's own literals, read by hand.
@Suite struct AndroidThemeInheritanceTests {
    func resources(_ body: String) -> String {
        "<?xml version=\"1.0\" encoding=\"utf-8\"?>\n<resources>\n\(body)\n</resources>\n"
    }

    /// The light and dark chains of the tester's shape: a leaf that sets one colour, an empty middle style,
    /// a base two levels up that sets the custom attributes (declared in attrs.xml), ending at a library
    /// theme outside the project.
    func write(_ folder: ImportTempFolder, lightMiddle: String) throws {
        _ = try folder.write(
            "res/values/attrs.xml",
            resources(#"<attr name="icon_red" format="color" /><attr name="background_elevated" format="color" />"#))
        _ = try folder.write(
            "res/values/colors.xml",
            resources(
                #"<color name="background_elevated_lighttheme">#FFFFFF</color>"#
                    + #"<color name="background_elevated_darktheme">#2B2B2B</color>"#))
        _ = try folder.write(
            "res/values/themes.xml",
            resources(
                #"<style name="Theme.App.Light" parent="Theme.App.Dynamic.Light">"#
                    + #"<item name="colorPrimary">#6750A4</item></style>"#
                    + lightMiddle
                    + #"<style name="Theme.Base.App.Dynamic.Light" parent="Theme.Material3.DynamicColors.Light">"#
                    + #"<item name="icon_red">#E01B00</item>"#
                    + #"<item name="background_elevated">@color/background_elevated_lighttheme</item></style>"#
                    + #"<style name="Theme.App.Dark" parent="Theme.App.Dynamic.Dark">"#
                    + #"<item name="colorPrimary">#D0BCFF</item></style>"#
                    + #"<style name="Theme.App.Dynamic.Dark" parent="Theme.Base.App.Dynamic.Dark" />"#
                    + #"<style name="Theme.Base.App.Dynamic.Dark" parent="Theme.Material3.DynamicColors.Dark">"#
                    + #"<item name="icon_red">#CF1800</item>"#
                    + #"<item name="background_elevated">@color/background_elevated_darktheme</item></style>"#))
    }

    @Test("Attributes set two parents up, through an empty style, are the theme's in light and dark")
    func throughAnEmptyStyle() throws {
        for lightMiddle in [
            #"<style name="Theme.App.Dynamic.Light" parent="Theme.Base.App.Dynamic.Light" />"#,
            // The light middle sets a flag (so it was recorded); the dark one is empty.
            #"<style name="Theme.App.Dynamic.Light" parent="Theme.Base.App.Dynamic.Light">"#
                + #"<item name="android:windowLightStatusBar">true</item></style>"#,
        ] {
            let folder = try ImportTempFolder()
            try write(folder, lightMiddle: lightMiddle)
            let palettes = try importPaths([folder.root + "/res"])
            // One theme family, Theme.App (its Light and Dark leaves); the base styles are its parents, no
            // family of their own.
            #expect(palettes.compactMap(\.variant) == ["Theme.App"], "\(palettes.map(\.name))")
            let palette = try #require(palettes.first)
            let red = try #require(palette.token(named: "icon_red"))
            #expect(red.values[.light]?.color.hex == "#e01b00")
            #expect(red.values[.dark]?.color.hex == "#cf1800")
            #expect(red.unresolvedAppearances.isEmpty)
            let elevated = try #require(palette.token(named: "background_elevated"))
            #expect(elevated.values[.light]?.color.hex == "#ffffff")
            #expect(elevated.values[.dark]?.color.hex == "#2b2b2b")
            #expect(palette.token(named: "colorPrimary")?.values[.dark]?.color.hex == "#d0bcff")
        }
    }

    @Test("A values-night override of an empty middle style leads the dark chain to its own base")
    func nightOverrideOfAnEmptyStyle() throws {
        let folder = try ImportTempFolder()
        _ = try folder.write(
            "res/values/themes.xml",
            resources(
                #"<style name="Theme.App" parent="Theme.App.Dynamic"><item name="colorPrimary">#6750A4</item></style>"#
                    + #"<style name="Theme.App.Dynamic" parent="Theme.Base.App.Day" />"#
                    + #"<style name="Theme.Base.App.Day" parent="Theme.Material3.DayNight">"#
                    + #"<item name="icon_red">#E01B00</item></style>"#
                    + #"<style name="Theme.Base.App.Night" parent="Theme.Material3.DayNight">"#
                    + #"<item name="icon_red">#CF1800</item></style>"#))
        // In night mode Theme.App.Dynamic is values-night's: an empty style whose parent is the night base.
        _ = try folder.write(
            "res/values-night/themes.xml",
            resources(#"<style name="Theme.App.Dynamic" parent="Theme.Base.App.Night" />"#))
        let palettes = try importPaths([folder.root + "/res"])
        #expect(palettes.compactMap(\.variant) == ["Theme.App"], "\(palettes.map(\.name))")
        let red = try #require(palettes.first?.token(named: "icon_red"))
        // values/ chain: Theme.App → Theme.App.Dynamic → Theme.Base.App.Day (DayNight: the default).
        #expect(red.values[.any]?.color.hex == "#e01b00")
        #expect(red.values[.dark]?.color.hex == "#cf1800")
        #expect(palettes.first?.token(named: "colorPrimary")?.values[.dark]?.color.hex == "#6750a4")
    }

    @Test("Empty styles whose parents go round are listed, not followed for ever")
    func emptyStylesInALoop() throws {
        let folder = try ImportTempFolder()
        _ = try folder.write(
            "res/values/themes.xml",
            resources(
                #"<style name="Theme.A" parent="Theme.B" /><style name="Theme.B" parent="Theme.C" />"#
                    + #"<style name="Theme.C" parent="Theme.A"><item name="colorPrimary">#000000</item></style>"#
                    + #"<style name="Theme.Ok" parent="Theme.Material3.Light"><item name="colorPrimary">#6750A4</item>"#
                    + "</style>"))
        let result = try InProcessCLI.run(["tokens", folder.root + "/res"])
        #expect(result.status == 0, "\(result.stderr)")
        #expect(
            result.stdout.contains("its parents go round (Theme.C → Theme.A → Theme.B → Theme.C)")
                || result.stdout.contains("its parents go round (Theme.A → Theme.B → Theme.C → Theme.A)"),
            "\(result.stdout)")
        #expect(result.stdout.contains("#6750a4"), "\(result.stdout)")
    }
}
