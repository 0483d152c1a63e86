/// The dialog theme an app's theme names for its dialogs (`<item name="dialogTheme">@style/X</item>`) is
/// read with that theme, as one palette, not as a theme family of its own.
///
/// AppCompat's and the platform's dialogs take the theme the activity's theme names in `dialogTheme` or
/// `alertDialogTheme` (`AppCompatDialog.getThemeResId`, `AlertDialog.resolveDialogTheme`), and apply it
/// over a copy of the activity's theme (`ContextThemeWrapper.initializeTheme`: `mTheme.setTo(theme)` of
/// the base context, then `applyStyle(resid, true)`). A dialog's text is drawn with the app's own colour
/// resources on the app's surfaces: Markor's `Theme.AppCompat.DayNight.Dialog.Rounded`
/// (`values/styles.xml:78-85` at gsantner/markor e05521f) gives `android:textColorPrimary` =
/// `@color/primary_text` on a window drawable filled with `@color/background`, the `windowBackground` of
/// its `AppTheme.Unified`. Read as a family of its own, its text colours and the app's surfaces fall into
/// two palettes and their pairs are never formed.
///
/// So a theme the app reads (`AndroidThemes`) that another theme it reads names in one of `items` joins
/// that theme's family: the attributes the host does not set are added to it, and those both set are one
/// colour. Only when the dialog theme gives no colour attribute a value other than the host's (a dialog
/// with a window colour of its own is judged as its own palette, as before) and its scheme words agree
/// with the host's. Theme overlays named there (`ThemeOverlay.Material3.Dialog.Alert`) stay skipped.
enum AndroidDialogThemes {
    /// The theme attributes that name the theme of an activity's dialogs (AppCompat `R.attr.dialogTheme`,
    /// `alertDialogTheme`; the platform's `android:` ones; Material Components' `materialAlertDialogTheme`,
    /// `bottomSheetDialogTheme`).
    static let items: Set<String> = [
        "dialogTheme", "android:dialogTheme", "alertDialogTheme", "android:alertDialogTheme",
        "materialAlertDialogTheme", "bottomSheetDialogTheme",
    ]

    /// The style an item's value names (`@style/X`, `@android:style/…` is the platform's and names none).
    static func style(_ value: String) -> String? {
        guard value.hasPrefix("@style/") else { return nil }
        let name = String(value.dropFirst(7))
        return name.isEmpty ? nil : name
    }

    /// Whether a dialog theme's colour items can be read with its host's: every colour attribute both
    /// set has the same written value (`@color/accent` in both). `dialog` and `host` map attribute names
    /// to written values, per configuration.
    static func agree(dialog: [String: String], host: [String: String]) -> Bool {
        dialog.allSatisfy { name, value in host[name].map { $0 == value } ?? true }
    }

    /// For each theme of `themes` (in order) that a theme before or after it names as its dialogs' theme,
    /// the host's name. `names(theme)` gives the styles a theme's items name per `items`; `colours(theme)`
    /// its colour items' written values per configuration (day, night); `scheme(theme)` its scheme.
    static func hosts(
        _ themes: [String], names: (String) -> [String], colours: (String) -> [[String: String]],
        scheme: (String) -> Appearance?
    ) -> [String: String] {
        var hosts: [String: String] = [:]
        let read = Set(themes)
        for host in themes where hosts[host] == nil {
            for dialog in names(host) where dialog != host && read.contains(dialog) && hosts[dialog] == nil {
                guard hosts.values.contains(dialog) == false, scheme(dialog) == scheme(host) else { continue }
                let agrees = zip(colours(dialog), colours(host)).allSatisfy { agree(dialog: $0, host: $1) }
                if agrees { hosts[dialog] = host }
            }
        }
        return hosts
    }
}
