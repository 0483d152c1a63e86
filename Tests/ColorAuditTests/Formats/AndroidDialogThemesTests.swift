import Foundation
import Testing

@testable import ColorAudit

/// The theme an app's theme names for its dialogs is read with it (`AndroidDialogThemes`): a dialog's theme
/// is applied over its activity's theme (`ContextThemeWrapper.initializeTheme`), and draws the app's own
/// colour resources on the app's surfaces.
@Suite struct AndroidDialogThemesTests: PairingPalettes {
    func resources(_ body: String) -> String {
        "<?xml version=\"1.0\" encoding=\"utf-8\"?>\n<resources>\n\(body)\n</resources>\n"
    }

    /// The lines of Markor's resources these pairs need (gsantner/markor e05521f,
    /// `app/src/main/res/values/colors.xml:12-36`, `values-night/colors.xml:5-10`, `values/styles.xml:16-31,
    /// 56-64,78-85`; window flags and dimensions left out). `dialogWindow` replaces the dialog theme's
    /// `@drawable/rounded_corner_background` window (hand-made, for the case of a window colour of its own).
    func markor(dialogWindow: String = "@drawable/rounded_corner_background") throws -> ImportTempFolder {
        let folder = try ImportTempFolder()
        _ = try folder.write(
            "res/values/colors.xml",
            resources(
                #"<color name="colorPrimary">@color/primary</color>"#
                    + #"<color name="primary_text">@color/light__primary_text</color>"#
                    + #"<color name="secondary_text">@color/light__secondary_text</color>"#
                    + #"<color name="background">@color/light__background</color>"#
                    + #"<color name="colorAccent">@color/accent</color>"#
                    + #"<color name="primary">#1E2135</color><color name="accent">#F04B4B</color>"#
                    + #"<color name="light__background">#EEEEEE</color>"#
                    + #"<color name="light__primary_text">#DE000000</color>"#
                    + #"<color name="light__secondary_text">#99000000</color>"#
                    + #"<color name="dark__background">@color/dark_grey</color>"#
                    + #"<color name="dark__primary_text">#DDFFFFFF</color>"#
                    + #"<color name="dark__secondary_text">#9E9E9E</color>"#
                    + #"<color name="dark_grey">#FF212121</color>"#))
        _ = try folder.write(
            "res/values-night/colors.xml",
            resources(
                #"<color name="colorPrimary">@color/primary</color>"#
                    + #"<color name="primary_text">@color/dark__primary_text</color>"#
                    + #"<color name="secondary_text">@color/dark__secondary_text</color>"#
                    + #"<color name="background">@color/dark__background</color>"#))
        _ = try folder.write(
            "res/values/styles.xml",
            resources(
                #"<style name="AppTheme.Unified" parent="Theme.AppCompat.DayNight.DarkActionBar">"#
                    + #"<item name="dialogTheme">@style/Theme.AppCompat.DayNight.Dialog.Rounded</item>"#
                    + #"<item name="alertDialogTheme">@style/Theme.AppCompat.DayNight.Dialog.Rounded</item>"#
                    + #"<item name="colorPrimaryDark">@color/dark__background</item>"#
                    + #"<item name="colorPrimary">@color/primary</item>"#
                    + #"<item name="colorAccent">@color/accent</item>"#
                    + #"<item name="android:windowBackground">@color/background</item></style>"#
                    + #"<style name="LightTextToolbarOverlay" parent="ThemeOverlay.AppCompat.Dark.ActionBar">"#
                    + #"<item name="android:textColorPrimary">@color/dark__primary_text</item>"#
                    + #"<item name="android:textColorSecondary">@color/dark__secondary_text</item></style>"#
                    + #"<style name="Theme.AppCompat.DayNight.Dialog.Rounded" parent="Theme.AppCompat.DayNight.Dialog">"#
                    + #"<item name="android:windowBackground">\#(dialogWindow)</item>"#
                    + #"<item name="android:textColorPrimary">@color/primary_text</item>"#
                    + #"<item name="android:textColorSecondary">@color/secondary_text</item>"#
                    + #"<item name="colorAccent">@color/accent</item></style>"#))
        return folder
    }

    /// WCAG 2.x relative luminance of an sRGB channel triple (0–255).
    func luminance(_ red: Double, _ green: Double, _ blue: Double) -> Double {
        func linear(_ channel: Double) -> Double {
            let value = channel / 255
            return value <= 0.04045 ? value / 12.92 : pow((value + 0.055) / 1.055, 2.4)
        }
        return 0.2126 * linear(red) + 0.7152 * linear(green) + 0.0722 * linear(blue)
    }

    @Test("A dialog theme the app's theme names is read with it: its text on the app's window, once")
    func dialogThemeJoinsTheApp() throws {
        let folder = try markor()
        let palettes = try importPaths([folder.root + "/res"])
        // One palette, the app's; the dialog theme is said to be read with it.
        #expect(palettes.map(\.variant) == ["AppTheme.Unified"])
        let palette = try #require(palettes.first)
        #expect(
            palette.importNotes.contains {
                $0.kind == .skipped && $0.reason.contains("'Theme.AppCompat.DayNight.Dialog.Rounded' is read with")
            })
        let context = AuditContext(palette: palette, configuration: Configuration())
        let texts: Set<String> = ["android:textColorPrimary", "primary_text"]
        let windows: Set<String> = ["android:windowBackground", "background"]
        let dialogText = context.pairs.filter {
            texts.contains($0.declaration.foreground) && windows.contains($0.declaration.background)
                && $0.declaration.usage == .text
        }
        // #DE000000 over #EEEEEE (alpha 222/255): each channel 238·33/255 = 30.80; #DDFFFFFF over #212121
        // (alpha 221/255): 33 + (255 − 33)·221/255 = 225.40. Ratios by WCAG's formula, computed here.
        let light = luminance(30.8, 30.8, 30.8)
        let lightPage = luminance(238, 238, 238)
        let dark = luminance(225.4, 225.4, 225.4)
        let darkPage = luminance(33, 33, 33)
        let expected: [Appearance: Double] = [
            .light: (lightPage + 0.05) / (light + 0.05), .dark: (dark + 0.05) / (darkPage + 0.05),
        ]
        for appearance in [Appearance.light, .dark] {
            let pair = try #require(dialogText.first { $0.appearance == appearance }, "\(appearance)")
            let want = try #require(expected[appearance])
            #expect(abs(pair.stack.worstRatio - want) < 0.05, "\(appearance): \(pair.stack.worstRatio) vs \(want)")
        }
        // The toolbar overlay's text on the app bar's colorPrimary is in the app's palette now.
        #expect(names(context.pairs).contains(["dark__primary_text", "colorPrimary"]))
    }

    @Test("A dialog theme with a window colour of its own stays a palette of its own")
    func ownWindowStaysApart() throws {
        let folder = try markor(dialogWindow: "@color/dark_grey")
        let palettes = try importPaths([folder.root + "/res"])
        #expect(palettes.map(\.variant) == ["AppTheme.Unified", "Theme.AppCompat.DayNight.Dialog.Rounded"])
    }

    @Test("Colour items agree when every attribute both set has the same written value")
    func agreement() {
        #expect(
            AndroidDialogThemes.agree(dialog: ["colorAccent": "@color/accent"], host: ["colorAccent": "@color/accent"]))
        #expect(AndroidDialogThemes.agree(dialog: ["android:textColorPrimary": "@color/primary_text"], host: [:]))
        #expect(
            !AndroidDialogThemes.agree(
                dialog: ["android:windowBackground": "@color/dark_grey"],
                host: ["android:windowBackground": "@color/background"]))
        #expect(AndroidDialogThemes.style("@style/Theme.App.Dialog") == "Theme.App.Dialog")
        #expect(AndroidDialogThemes.style("@android:style/Theme.Material.Dialog") == nil)
    }
}
