import Foundation
import Testing

@testable import ColorAudit

/// An Android app's system-bar colours, splash-screen background and action-mode bar (`AndroidSystemBars`):
/// AppCompat's `colorPrimaryDark` is "the color applied to the status bar (via statusBarColor) and
/// navigation bar (via navigationBarColor)" (AndroidX AppCompat `res/values/attrs.xml`); the splash screen
/// shows the launcher icon on `windowSplashScreenBackground` (developer.android.com, splash screen
/// migration); the action-mode bar has a `background` and a `titleTextStyle` of its own (AppCompat's
/// `ActionMode` styleable).
@Suite struct AndroidSystemBarsTests: PairingPalettes {
    func resources(_ body: String) -> String {
        "<?xml version=\"1.0\" encoding=\"utf-8\"?>\n<resources>\n\(body)\n</resources>\n"
    }

    @Test("Window colours from their names")
    func roleNames() {
        for name in [
            "colorPrimaryDark", "android:statusBarColor", "android:navigationBarColor",
            "android:windowSplashScreenBackground", "windowSplashScreenIconBackgroundColor", "splash_screen_background",
            "status_bar", "statusBarColor",
        ] {
            #expect(AndroidSystemBars.isWindowColour(name), "\(name)")
        }
        for name in [
            "colorPrimary", "colorPrimaryVariant", "navigation_bar_background", "splash_text", "status_bar_icon",
            "android:windowBackground", "actionModeBackground",
        ] {
            #expect(!AndroidSystemBars.isWindowColour(name), "\(name)")
        }
    }

    /// A hand-made `res/` folder in AppCompat's template pattern: `colorPrimary`, `colorPrimaryDark`,
    /// `colorAccent`, the window's background and text, the system bars, a splash background and an
    /// action-mode bar with its own title colour.
    func folder() throws -> ImportTempFolder {
        let folder = try ImportTempFolder()
        _ = try folder.write(
            "res/values/colors.xml",
            resources(
                #"<color name="primary">#3F51B5</color><color name="primary_dark">#303F9F</color>"#
                    + #"<color name="accent">#FF4081</color><color name="window_background">#FFFFFF</color>"#
                    + #"<color name="text_primary">#767676</color><color name="status_bar">#1A237E</color>"#
                    + #"<color name="splash_screen_background">#3F51B5</color>"#
                    + #"<color name="action_mode_background">#263238</color>"#
                    + #"<color name="action_mode_title_text">#FFFFFF</color>"#))
        _ = try folder.write(
            "res/values/themes.xml",
            resources(
                #"<style name="AppTheme" parent="Theme.AppCompat.Light.NoActionBar">"#
                    + #"<item name="colorPrimary">@color/primary</item>"#
                    + #"<item name="colorPrimaryDark">@color/primary_dark</item>"#
                    + #"<item name="colorAccent">@color/accent</item>"#
                    + #"<item name="android:windowBackground">@color/window_background</item>"#
                    + #"<item name="android:textColorPrimary">@color/text_primary</item>"#
                    + #"<item name="android:statusBarColor">@color/status_bar</item>"#
                    + #"<item name="android:navigationBarColor">?attr/colorPrimaryDark</item>"#
                    + #"<item name="android:windowSplashScreenBackground">@color/splash_screen_background</item>"#
                    + #"<item name="actionModeBackground">@color/action_mode_background</item>"#
                    + #"<item name="actionModeTitleTextColor">@color/action_mode_title_text</item></style>"#))
        return folder
    }

    @Test("System bars and the splash background form no pair; the rest keep theirs")
    func pairsFormed() throws {
        let folder = try folder()
        let palette = try #require(try importPaths([folder.root + "/res"]).first)
        let formed = formed(palette)
        for name in [
            "colorPrimaryDark", "android:statusBarColor", "android:navigationBarColor",
            "android:windowSplashScreenBackground",
        ] {
            #expect(palette.token(named: name)?.role == .decorative, "\(name)")
            #expect(!formed.contains { $0.contains(name) }, "\(name) is in no pair")
        }
        // Their brand colour is no static content beside the key colour (`interactive-static-reuse`).
        #expect(
            ReuseExemptions.fillNames(palette).isSuperset(of: [
                "colorPrimaryDark", "android:navigationBarColor", "android:windowSplashScreenBackground",
            ]))
        // The action-mode bar carries its own title, not the theme's other colours.
        #expect(formed.contains(["actionModeTitleTextColor", "actionModeBackground"]))
        for name in ["colorPrimary", "colorAccent", "android:textColorPrimary"] {
            #expect(!formed.contains([name, "actionModeBackground"]), "\(name)")
        }
        for name in ["colorAccent", "android:textColorPrimary"] {
            #expect(formed.contains([name, "android:windowBackground"]), "\(name)")
        }
        // Over AppCompat, colorPrimary is "the color applied to the action bar background" (AppCompat
        // attrs.xml): the app bar's fill, no text on the window (`AndroidAppBarFill`).
        #expect(!formed.contains(["colorPrimary", "android:windowBackground"]))
        // #767676 on #FFFFFF by hand: 118/255 = 0.462745, ((0.462745 + 0.055) / 1.055)^2.4 = 0.181164,
        // (1 + 0.05) / (0.181164 + 0.05) = 4.5423.
        let context = AuditContext(palette: palette, configuration: Configuration())
        let body = try #require(
            context.pairs.first {
                $0.declaration.foreground == "android:textColorPrimary"
                    && $0.declaration.background == "android:windowBackground"
            })
        #expect(abs(body.stack.worstRatio - 4.5423) < 1e-3)
    }
}
