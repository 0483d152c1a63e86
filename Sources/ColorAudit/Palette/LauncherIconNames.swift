/// Colours of an app's **launcher icon**, which the launcher draws on the home screen, never behind or
/// inside the app's own text: no role, `decorative` (exempt, no pair). Android: "Adaptive icons are
/// primarily used in the launcher on the home screen"; an adaptive icon is a background and a foreground
/// layer (and, from Android 13, a monochrome layer) that the launcher masks
/// (developer.android.com/develop/ui/views/launch/icon_design_adaptive); Android Studio's Image Asset Studio
/// writes its background colour as `<color name="ic_launcher_background">`.
///
/// - In every format, a name with the word `launcher` (`ic_launcher_background`, `launcher_foreground`).
/// - In Android resources, a name that is `icon` or `app icon` and one layer word only (`icon_background`,
///   AOSP DocumentsUI's `app_icon_background`, the `<background>` of its `<adaptive-icon>`,
///   `icon_foreground`, `icon_monochrome`, and the legacy launcher icon's `icon_highlight`,
///   `icon_shadow`): an app's icon is its manifest's `android:icon`, "an icon for the application as a
///   whole" (developer.android.com, `<application>` element), while its in-app icons are named by what
///   they show or where (`ic_menu_*`, `toolbar_icon`, `icon_tint`). Other formats keep these names' roles:
///   typedoc's `--color-icon-background` is the surface of its kind icons' letters.
enum LauncherIconNames {
    /// The word that names a launcher icon's colour in any format.
    static let launcherWord = "launcher"

    /// The layer words of an app icon's colours (see the type).
    static let layerWords: Set<String> = ["background", "foreground", "monochrome", "highlight", "shadow"]

    /// Whether `name` has the word `launcher`.
    static func isLauncherIcon(_ name: String) -> Bool {
        RoleInference.splitWords(name).contains(launcherWord)
    }

    /// Whether `name`, an Android colour resource's name, is `icon` (or `app icon`) and one layer word
    /// (`icon_background`, `app_icon_background`).
    static func isAppIconLayer(_ name: String) -> Bool {
        var words = RoleInference.splitWords(name)[...]
        if words.first == "app" { words = words.dropFirst() }
        return words.count == 2 && words.first == "icon" && words.last.map(layerWords.contains) == true
    }
}
