/// The app bar's fill of an AppCompat or platform theme: `colorPrimary`.
///
/// AppCompat documents `colorPrimary` as "The primary branding color for the app. By default, this is the
/// color applied to the action bar background." and gives the controls `colorAccent`: "Bright complement
/// to the primary branding color. By default, this is the color applied to framework controls (via
/// colorControlActivated)." (AndroidX AppCompat `res/values/attrs.xml`; the platform's `R.attr` says the
/// same of `android:colorPrimary`). Its widgets draw no text in `colorPrimary`: a `Toolbar` is filled with
/// it ("Set up the app bar", developer.android.com: `android:background="?attr/colorPrimary"`). So in a
/// theme family whose themes all end at AppCompat's or the platform's themes
/// (`Theme.AppCompat.Light.NoActionBar`, `@android:style/Theme.Material.Light`), `colorPrimary` is a
/// background, the app bar's: it forms no pair from roles, as foreground or surface (`PairSequence`); what
/// the app bar draws on it is read from the app's styles (`AndroidStylePairs`) and layouts.
///
/// Material Components and Material 3 themes (`Theme.MaterialComponents.*`, `Theme.Material3.*`) draw
/// `colorPrimary` as text too (text buttons, "colorPrimary" on the surface) and keep its role.
///
/// Only a colour whose role nothing else set (`RoleSource.unknown`) takes this role.
enum AndroidAppBarFill {
    /// The theme attribute, with and without `android:`.
    static let names: Set<String> = ["colorPrimary", "android:colorPrimary"]

    /// Whether `parent`, a theme outside the app's `res/` (`Theme.AppCompat.DayNight.NoActionBar`,
    /// `@android:style/Theme.Material.Light`), is AppCompat's or the platform's, not Material
    /// Components' or Material 3's.
    static func isActionBarTheme(_ parent: String) -> Bool {
        var name = Substring(parent)
        if name.hasPrefix("@") { name = name.dropFirst() }
        if name.hasPrefix("android:") { name = name.dropFirst("android:".count) }
        if name.hasPrefix("style/") { name = name.dropFirst("style/".count) }
        let segments = name.split(separator: ".").map(String.init)
        if segments.contains(where: { $0 == "MaterialComponents" || $0.hasPrefix("Material3") }) { return false }
        if segments.contains("AppCompat") { return true }
        guard segments.first == "Theme", segments.count > 1 else { return false }
        return ["Material", "Holo", "DeviceDefault"].contains(segments[1])
    }

    /// Whether `token` is an app bar's fill this type made (see the type): a declared role is the user's.
    static func isFill(_ token: ColorToken) -> Bool {
        token.role == .background && token.roleSource == .inferred && names.contains(token.name)
    }

    /// `tokens` with `colorPrimary` made the app bar's background when every theme of the family ends at
    /// one of AppCompat's or the platform's themes (`platformParents`, `AndroidThemes.Family`).
    static func apply(_ tokens: [ColorToken], platformParents: [String]) -> [ColorToken] {
        guard !platformParents.isEmpty, platformParents.allSatisfy(isActionBarTheme) else { return tokens }
        return tokens.map { token in
            guard token.role == nil, token.roleSource == .unknown, names.contains(token.name) else { return token }
            var token = token
            token.role = .background
            token.roleSource = .inferred
            return token
        }
    }
}
