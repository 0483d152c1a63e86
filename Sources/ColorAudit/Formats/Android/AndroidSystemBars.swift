/// Android window colours that carry no text of the app's, by their names: the system bars, the splash
/// screen's background, and the action-mode bar's background, which takes only its own title text.
///
/// - **System bars** — `colorPrimaryDark` is AppCompat's status bar colour: "Dark variant of the primary
///   branding color. By default, this is the color applied to the status bar (via statusBarColor) and
///   navigation bar (via navigationBarColor)" (AndroidX AppCompat `res/values/attrs.xml`, `colorPrimaryDark`;
///   the same text in the platform's `R.attr`). `android:statusBarColor` and `android:navigationBarColor` are
///   the bars' backgrounds ("Sets the color of the status bar", `Window.setStatusBarColor`), on which only
///   the system draws its icons, light or dark as `windowLightStatusBar` says. Such a colour is
///   `decorative`: it forms no pair, as foreground or surface. A colour resource is one when named so
///   (`colorPrimaryDark`, AppCompat's template name) or for the status bar (`status_bar`,
///   `statusBarColor`) with no text or icon word; `navigation bar` alone names Material's bottom
///   navigation component too, so only the attribute's own name (`navigationBarColor`) counts.
/// - **The splash screen's background** — "this system splash screen is constructed using your app's
///   launcher icon element and the windowBackground of your theme" (developer.android.com, "Migrate your
///   splash screen implementation to Android 12 and later"); `windowSplashScreenBackground` and
///   `windowSplashScreenIconBackgroundColor` fill it behind the icon. A colour named so, or named `splash`
///   with no text or icon word (`splash_screen_background`), carries only the launcher icon: `decorative`.
/// - **The action-mode bar** — AppCompat's `ActionMode` style has a `background` ("Specifies a background
///   for the action mode bar", `actionModeBackground` in the theme) and a `titleTextStyle` of its own: a
///   background named `action mode` is drawn on only by foregrounds named `action mode` too
///   (`isActionModeSurface`, `PairSequence`), not by every colour of the theme.
///
/// Only a colour whose role nothing else set (`RoleSource.unknown`) takes these roles.
enum AndroidSystemBars {
    /// Theme attributes of the system bars and the splash screen (with or without `android:`).
    static let windowAttributes: Set<String> = [
        "colorPrimaryDark", "statusBarColor", "navigationBarColor", "navigationBarDividerColor",
        "windowSplashScreenBackground", "windowSplashScreenIconBackgroundColor",
    ]

    /// Words that make a colour named for a bar or the splash screen a foreground after all.
    static let contentWords: Set<String> = ["text", "title", "label", "icon", "foreground", "fg", "content"]

    /// Whether `name` is a system bar's or the splash screen's colour (see the type).
    static func isWindowColour(_ name: String) -> Bool {
        let bare = name.hasPrefix("android:") ? String(name.dropFirst("android:".count)) : name
        if windowAttributes.contains(bare) { return true }
        let words = RoleInference.splitWords(bare)
        guard !words.contains(where: contentWords.contains) else { return false }
        if words.contains("splash") || words.contains("statusbar") { return true }
        return zip(words, words.dropFirst()).contains { $0 == "status" && $1 == "bar" }
    }

    /// Whether `words` (`RoleInference.splitWords`) hold `action mode` (`actionModeBackground`,
    /// `action_mode_title_text`).
    static func namesActionMode(_ words: [String]) -> Bool {
        zip(words, words.dropFirst()).contains { $0 == "action" && $1 == "mode" }
    }

    /// `tokens` with the system bars' and the splash screen's colours made `decorative` (see the type).
    static func apply(_ tokens: [ColorToken]) -> [ColorToken] {
        tokens.map { token in
            guard token.role == nil, token.roleSource == .unknown, isWindowColour(token.name) else { return token }
            var token = token
            token.role = .decorative
            token.roleSource = .inferred
            return token
        }
    }
}
