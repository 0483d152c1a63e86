/// Styles an app declares beside its themes that are no theme its content is drawn in: **theme overlays**
/// and **launch themes**. Neither is read as a palette of its own (`AndroidThemes` lists each as skipped,
/// with `reason`).
///
/// - **Theme overlays** (`ThemeOverlay.App.Toolbar`, `ThemeOverlay.Material3.DynamicColors.Dark`,
///   AndroidX Preference's `PreferenceThemeOverlay`): a style that sets a few attributes over the theme of
///   the view or activity it is applied to (`android:theme` on a view, `materialThemeOverlay` in a widget
///   style, `DynamicColors.applyToActivitiesIfAvailable`); every other attribute is that enclosing theme's.
///   "ThemeOverlay … override[s] theme attributes only for the specific view" (Material Components,
///   `MaterialThemeOverlay`, developer.android.com/reference/com/google/android/material/theme/overlay/
///   MaterialThemeOverlay); developer.android.com "Styles and themes": a theme applied to a view
///   overrides the attributes it sets for that view. Alone, an overlay's few colours are no theme, and
///   read with the app's colour resources they pair every colour with every other. Recognised by a
///   segment of its name, or of a name along its parent chain, with the words `theme overlay`.
/// - **Launch themes**: the theme of the starting window, shown until the app's activity sets its own
///   theme — a background, the icon, the system bars (and `colorPrimary`, the task switcher's colour);
///   no text is drawn in it. AndroidX SplashScreen: "the theme of the launching Activity must inherit from
///   `Theme.SplashScreen`", with `postSplashScreenTheme` naming the app's theme that follows
///   (developer.android.com/reference/androidx/core/splashscreen/package-summary). Recognised by a parent
///   chain that reaches `Theme.SplashScreen`, a `postSplashScreenTheme` item, or a name word `launch`,
///   `splash`, `starting`, `startup` (`Theme.App.Starting` in that documentation, `Theme.Aegis.Launch`),
///   or `launcher` after the name's first segment (`AppTheme.Launcher`; a launcher app's own
///   `LauncherTheme` is its content theme). The window attributes the platform's own splash screen
///   reads (`windowSplashScreenBackground`) say nothing alone: since Android 12 they are set on the app's
///   content theme itself.
enum AndroidThemeKind: Equatable {
    /// A theme the app's content is drawn in.
    case content
    /// A theme overlay (see the type).
    case overlay
    /// A launch or splash theme (see the type).
    case launch

    /// The kind of a theme whose name and parents (nearest first, ending at the platform theme its
    /// chain leaves the unit at) are `names`, with the names of the items it and its parents in the unit
    /// set.
    static func of(names: [String], itemNames: Set<String>) -> AndroidThemeKind {
        if names.contains(where: isOverlayName) { return .overlay }
        if itemNames.contains("postSplashScreenTheme")
            || names.contains(where: { $0 == "Theme.SplashScreen" || $0.hasPrefix("Theme.SplashScreen.") })
        {
            return .launch
        }
        if let own = names.first, isLaunchName(own) { return .launch }
        return .content
    }

    /// Whether a segment of a style's name has the words `theme overlay` (`ThemeOverlay.App`,
    /// `PreferenceThemeOverlay`).
    static func isOverlayName(_ name: String) -> Bool {
        name.split(separator: ".").contains { segment in
            let words = RoleInference.splitWords(String(segment))
            return zip(words, words.dropFirst()).contains { $0 == "theme" && $1 == "overlay" }
        }
    }

    /// Whether a style's own name says it is a launch theme (see the type).
    static func isLaunchName(_ name: String) -> Bool {
        for (index, segment) in name.split(separator: ".").enumerated() {
            let words = RoleInference.splitWords(String(segment))
            if words.contains(where: launchWords.contains) { return true }
            if index > 0, words.contains("launcher") { return true }
        }
        return false
    }

    /// Words of a launch theme's name (see the type).
    static let launchWords: Set<String> = ["launch", "splash", "starting", "startup"]

    /// Why a style of this kind is not read (an `ImportNote` of kind `skipped`); `nil` for content.
    func reason(_ name: String) -> String? {
        switch self {
        case .content: nil
        case .overlay:
            "theme overlay '\(name)' is not audited alone: it sets a few attributes over the theme it is "
                + "applied to"
        case .launch:
            "launch theme '\(name)' is not audited: the starting window draws no text"
        }
    }
}
