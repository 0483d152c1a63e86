import Foundation
import Testing

@testable import ColorAudit

/// Theme overlays and launch themes are no palette of their own (`AndroidThemeKind`), and a colour only
/// another theme family points at is not judged in this one (`AndroidThemeInputs`).
@Suite struct AndroidThemeKindsTests {
    func resources(_ body: String) -> String {
        "<?xml version=\"1.0\" encoding=\"utf-8\"?>\n<resources>\n\(body)\n</resources>\n"
    }

    @Test("Kinds from the name, the parent chain and the items, as Android and AndroidX document them")
    func kinds() {
        // developer.android.com/reference/androidx/core/splashscreen: `Theme.App.Starting` inherits
        // `Theme.SplashScreen` and names the app's theme in `postSplashScreenTheme`.
        #expect(AndroidThemeKind.of(names: ["Theme.App.Starting", "Theme.SplashScreen"], itemNames: []) == .launch)
        #expect(
            AndroidThemeKind.of(names: ["Theme.Boot", "Theme.SplashScreen.IconBackground"], itemNames: []) == .launch)
        #expect(AndroidThemeKind.of(names: ["Theme.Boot"], itemNames: ["postSplashScreenTheme"]) == .launch)
        // Since Android 12 the platform splash reads these from the app's own theme: no launch theme alone.
        #expect(
            AndroidThemeKind.of(
                names: ["AppTheme", "Theme.Material3.DayNight"], itemNames: ["android:windowSplashScreenBackground"])
                == .content)
        // Named so: Aegis's `Theme.Aegis.Launch`, the `AppTheme.Launcher` pattern; a launcher app's
        // `LauncherTheme` is its content theme.
        #expect(
            AndroidThemeKind.of(names: ["Theme.Aegis.Launch", "Theme.Material3.DayNight.NoActionBar"], itemNames: [])
                == .launch)
        #expect(AndroidThemeKind.of(names: ["AppTheme.Launcher", "AppTheme"], itemNames: []) == .launch)
        #expect(AndroidThemeKind.of(names: ["SplashTheme"], itemNames: []) == .launch)
        #expect(AndroidThemeKind.of(names: ["LauncherTheme", "Theme.DeviceDefault"], itemNames: []) == .content)
        // Overlays by name, by a parent's name, and AndroidX Preference's `PreferenceThemeOverlay`.
        #expect(AndroidThemeKind.of(names: ["ThemeOverlay.App.Toolbar"], itemNames: []) == .overlay)
        #expect(
            AndroidThemeKind.of(names: ["Theme.App.Toolbar", "ThemeOverlay.Material3.Dark"], itemNames: []) == .overlay)
        #expect(AndroidThemeKind.of(names: ["App.Preferences", "PreferenceThemeOverlay"], itemNames: []) == .overlay)
        #expect(
            AndroidThemeKind.of(names: ["Theme.App", "Theme.Material3.DayNight"], itemNames: ["colorPrimary"])
                == .content)
    }

    /// A hand-made `res/` folder in Aegis's layout: light and dark themes on `Base.` styles, a black theme
    /// on the dark one, a launch theme, a splash theme, and an overlay.
    func folder() throws -> ImportTempFolder {
        let folder = try ImportTempFolder()
        _ = try folder.write(
            "res/values/colors.xml",
            resources(
                #"<color name="light_primary">#6750A4</color><color name="light_surface">#FFFBFE</color>"#
                    + #"<color name="light_on_surface">#1C1B1F</color><color name="dark_primary">#D0BCFF</color>"#
                    + #"<color name="dark_surface">#1C1B1F</color><color name="dark_on_surface">#E6E1E5</color>"#
                    + #"<color name="favorite">#F9A825</color>"#))
        _ = try folder.write(
            "res/values/themes.xml",
            resources(
                #"<style name="Theme.App.Launch" parent="Theme.Material3.DayNight.NoActionBar">"#
                    + #"<item name="colorPrimary">@color/light_primary</item>"#
                    + #"<item name="android:statusBarColor">@android:color/transparent</item></style>"#
                    + #"<style name="Theme.App.Starting" parent="Theme.SplashScreen">"#
                    + #"<item name="windowSplashScreenBackground">@color/light_surface</item>"#
                    + #"<item name="postSplashScreenTheme">@style/Theme.App.Light</item></style>"#
                    + #"<style name="Base.Theme.App.Light" parent="Theme.Material3.Light">"#
                    + #"<item name="colorPrimary">@color/light_primary</item>"#
                    + #"<item name="colorSurface">@color/light_surface</item>"#
                    + #"<item name="colorOnSurface">@color/light_on_surface</item></style>"#
                    + #"<style name="Base.Theme.App.Dark" parent="Theme.Material3.Dark">"#
                    + #"<item name="colorPrimary">@color/dark_primary</item>"#
                    + #"<item name="colorSurface">@color/dark_surface</item>"#
                    + #"<item name="colorOnSurface">@color/dark_on_surface</item></style>"#
                    + #"<style name="Theme.App.Light" parent="Base.Theme.App.Light">"#
                    + #"<item name="android:statusBarColor">@android:color/transparent</item></style>"#
                    + #"<style name="Theme.App.Dark" parent="Base.Theme.App.Dark">"#
                    + #"<item name="android:statusBarColor">@android:color/transparent</item></style>"#
                    + #"<style name="Theme.App.Black" parent="Base.Theme.App.Dark">"#
                    + #"<item name="colorSurface">#000000</item></style>"#
                    + #"<style name="ThemeOverlay.App.Toolbar" parent="ThemeOverlay.Material3.Dark">"#
                    + #"<item name="colorSurface">@color/dark_surface</item></style>"#))
        return folder
    }

    @Test("Launch, splash and overlay styles are listed as skipped, not read as theme families")
    func skipped() throws {
        let folder = try folder()
        let palettes = try importPaths([folder.root + "/res"])
        // Theme.App.Light/Dark are the family Theme.App; Theme.App.Black is a family of its own.
        #expect(Set(palettes.compactMap(\.variant)) == ["Theme.App", "Theme.App.Black"])
        let notes = try #require(palettes.first).importNotes.filter { $0.kind == .skipped }.map(\.reason)
        #expect(notes.filter { $0.hasPrefix("launch theme 'Theme.App.Launch'") }.count == 1)
        #expect(notes.filter { $0.hasPrefix("launch theme 'Theme.App.Starting'") }.count == 1)
        #expect(notes.filter { $0.hasPrefix("theme overlay 'ThemeOverlay.App.Toolbar'") }.count == 1)
        // The app's theme is still read in light and dark.
        let app = try #require(palettes.first { $0.variant == "Theme.App" })
        #expect(app.token(named: "colorSurface")?.values[.light]?.color.hex == "#fffbfe")
        #expect(app.token(named: "colorSurface")?.values[.dark]?.color.hex == "#1c1b1f")
    }

    @Test("A colour only another theme family points at is not judged in this family's palette")
    func otherFamiliesInputs() throws {
        let folder = try folder()
        let palettes = try importPaths([folder.root + "/res"])
        let black = try #require(palettes.first { $0.variant == "Theme.App.Black" })
        // Theme.App.Black points at dark_primary and dark_on_surface (through Base.Theme.App.Dark); its
        // surface is #000000. The light colours and dark_surface are Theme.App's inputs only.
        for name in ["light_primary", "light_surface", "light_on_surface", "dark_surface"] {
            #expect(black.token(named: name) == nil, "\(name)")
        }
        #expect(black.token(named: "dark_primary") != nil && black.token(named: "dark_on_surface") != nil)
        #expect(black.token(named: "colorSurface")?.values[.dark]?.color.hex == "#000000")
        // `favorite`, which no theme points at, stays in both palettes.
        #expect(black.token(named: "favorite") != nil)
        let app = try #require(palettes.first { $0.variant == "Theme.App" })
        for name in ["light_primary", "light_surface", "dark_surface", "favorite"] {
            #expect(app.token(named: name) != nil, "\(name)")
        }
    }

    @Test("A family of dark themes only reads the folder's colours in dark: no light appearance of its own")
    func darkOnlyFamily() throws {
        let folder = try folder()
        let palettes = try importPaths([folder.root + "/res"])
        // Theme.App.Black → Base.Theme.App.Dark → Theme.Material3.Dark: dark only; `favorite` (values/ only)
        // is read as Android resolves it at night, its default #F9A825.
        let black = try #require(palettes.first { $0.variant == "Theme.App.Black" })
        #expect(black.appearances == [.dark])
        #expect(black.token(named: "favorite")?.values.keys.sorted() == [.dark])
        #expect(black.token(named: "favorite")?.values[.dark]?.color.hex == "#f9a825")
        #expect(black.token(named: "colorPrimary")?.values.keys.sorted() == [.dark])
        // Theme.App has a light and a dark theme: its colours keep their default value.
        let app = try #require(palettes.first { $0.variant == "Theme.App" })
        #expect(Set(app.appearances) == [.light, .dark])
        #expect(app.token(named: "favorite")?.values[.any]?.color.hex == "#f9a825")
    }
}

/// A colour named for another theme, or named only by a theme not read, is not judged in this theme's
/// palette (`AndroidThemeInputs`).
@Suite struct AndroidThemeNamedInputsTests {
    func resources(_ body: String) -> String {
        "<?xml version=\"1.0\" encoding=\"utf-8\"?>\n<resources>\n\(body)\n</resources>\n"
    }

    @Test("light_*, dark_*, black_* colours belong to the themes named so (NewPipe's pattern)")
    func schemeNamedColours() throws {
        // NewPipe app/src/main/res/values/colors.xml:9-43 ("Light Theme", "Dark Theme", "Black Theme"
        // groups) and values/styles.xml:26-87 (LightTheme, DarkTheme, BlackTheme on DarkTheme); the
        // license and border colours are named by no theme, only by layouts.
        let folder = try ImportTempFolder()
        _ = try folder.write(
            "res/values/colors.xml",
            resources(
                #"<color name="light_background_color">#EEEEEE</color><color name="dark_background_color">#222222</color>"#
                    + #"<color name="black_background_color">#000000</color>"#
                    + #"<color name="light_license_text_color">#212121</color>"#
                    + #"<color name="dark_license_text_color">#ffffff</color>"#
                    + #"<color name="black_border_color">#25FFFFFF</color>"#
                    + #"<color name="duration_text_color">#EEFFFFFF</color>"#))
        _ = try folder.write(
            "res/values/styles.xml",
            resources(
                #"<style name="LightTheme" parent="Theme.AppCompat.Light.NoActionBar">"#
                    + #"<item name="android:windowBackground">@color/light_background_color</item></style>"#
                    + #"<style name="DarkTheme" parent="Theme.AppCompat.NoActionBar">"#
                    + #"<item name="android:windowBackground">@color/dark_background_color</item></style>"#
                    + #"<style name="BlackTheme" parent="DarkTheme">"#
                    + #"<item name="android:windowBackground">@color/black_background_color</item></style>"#))
        let palettes = try importPaths([folder.root + "/res"])
        let light = try #require(palettes.first { $0.variant == "LightTheme" })
        let black = try #require(palettes.first { $0.variant == "BlackTheme" })
        for name in ["dark_license_text_color", "black_border_color", "dark_background_color"] {
            #expect(light.token(named: name) == nil, "\(name) is not LightTheme's")
        }
        for name in ["light_license_text_color", "duration_text_color"] {
            #expect(light.token(named: name) != nil, "\(name) is LightTheme's")
        }
        // BlackTheme is a dark theme (its parent DarkTheme): dark_* and black_* colours are its own.
        for name in ["dark_license_text_color", "black_border_color", "duration_text_color"] {
            #expect(black.token(named: name) != nil, "\(name) is BlackTheme's")
        }
        #expect(black.token(named: "light_license_text_color") == nil)
    }

    @Test("A colour only a theme beyond the families read names is judged in none of them")
    func themesNotRead() throws {
        // NewPipe values/styles_services.xml: 15 per-service child themes, more than the families read
        // (`AndroidThemes.maximumFamilies`); each names its own `colorPrimary` colour.
        let count = AndroidThemes.maximumFamilies + 1
        let folder = try ImportTempFolder()
        _ = try folder.write(
            "res/values/colors.xml",
            resources((1...count).map { #"<color name="brand\#($0)">#1565C0</color>"# }.joined()))
        _ = try folder.write(
            "res/values/styles.xml",
            resources(
                (1...count).map {
                    #"<style name="Service\#($0)Theme" parent="Theme.AppCompat.Light">"#
                        + #"<item name="colorPrimary">@color/brand\#($0)</item></style>"#
                }.joined()))
        let palettes = try importPaths([folder.root + "/res"])
        #expect(palettes.count == AndroidThemes.maximumFamilies)
        for palette in palettes {
            #expect(palette.token(named: "brand\(count)") == nil, "\(palette.variant ?? "")")
        }
    }
}
