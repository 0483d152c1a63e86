import Foundation
import Testing

@testable import ColorAudit

/// Launcher icon colours (`LauncherIconNames`): the launcher draws an app's adaptive icon on the home
/// screen (developer.android.com/develop/ui/views/launch/icon_design_adaptive), never behind the app's
/// text, so they form no pair: `ic_launcher_background` (Android Studio's Image Asset Studio's name) in any
/// format; in Android resources also `icon_background`, `icon_highlight`, `app_icon_background` (AOSP
/// DocumentsUI `res/mipmap-anydpi/ic_app_icon.xml`: `<background android:drawable="@color/app_icon_background"/>`).
@Suite struct LauncherIconTests: PairingPalettes {
    @Test func theLauncherWordMakesAColourDecorative() {
        for name in ["ic_launcher_background", "ic_launcher_foreground", "launcherBackground"] {
            #expect(RoleInference.infer(name: name) == .decorative, "\(name)")
        }
        #expect(
            PropertyNaming.roles(names: ["ic_launcher_background", "--x-launcher-background-color"]) == [
                .decorative, .decorative,
            ])
    }

    /// Other formats keep `icon-background`'s role: typedoc's `--color-icon-background` is the surface its
    /// kind icons' letters are drawn on.
    @Test func anIconBackgroundOutsideAndroidKeepsItsRole() {
        #expect(LauncherIconNames.isAppIconLayer("icon_background"))
        #expect(LauncherIconNames.isAppIconLayer("app_icon_background"))
        #expect(!LauncherIconNames.isAppIconLayer("icon_tint"))
        #expect(!LauncherIconNames.isAppIconLayer("toolbar_icon_background"))
        #expect(PropertyNaming.role(of: "--color-icon-background") == .background)
    }

    /// An app's colours (hand-made, named as the apps the brief describes): a window background, text, and
    /// its launcher icon's background and highlight. Before, `icon_background` was a surface under the text
    /// and `icon_highlight` an icon on every surface; now only the text on the window is formed.
    @Test func androidLauncherIconColoursFormNoPair() throws {
        let palette = try importedPalette(
            """
            <?xml version="1.0" encoding="utf-8"?>
            <resources>
                <color name="window_background">#FFFFFF</color>
                <color name="text_primary">#202124</color>
                <color name="icon_background">#6364FF</color>
                <color name="icon_highlight">#FFFFFF</color>
                <color name="ic_launcher_background">#2B90D9</color>
            </resources>
            """, file: "app/src/main/res/values/colors.xml")
        #expect(palette.token(named: "icon_background")?.role == .decorative)
        #expect(palette.token(named: "icon_highlight")?.role == .decorative)
        #expect(palette.token(named: "ic_launcher_background")?.role == .decorative)
        #expect(formed(palette) == [["text_primary", "window_background"]])
    }
}
