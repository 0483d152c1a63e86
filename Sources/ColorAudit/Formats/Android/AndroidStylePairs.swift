/// What an Android app's styles draw on its theme's fills, read from `res/values` alone (no layout needed):
/// the text and icons of the app bar on `colorPrimary`, and a widget style's text on the fill it sets.
///
/// - **The app bar.** AppCompat's and Material Components' app bar is a `Toolbar` filled with the theme's
///   `colorPrimary` ("your app branding color for the app bar", developer.android.com "Using the Material
///   Theme"; "Set up the app bar": `android:background="?attr/colorPrimary"`,
///   `android:theme="@style/ThemeOverlay.AppCompat.ActionBar"`), its title, menu text and icons coloured by
///   the theme overlay applied to it: `ThemeOverlay.AppCompat.Dark.ActionBar` and its kin set
///   `android:textColorPrimary`, `android:textColorSecondary`, `colorControlNormal` for it. So each colour
///   an app's own overlay over such an `ActionBar` overlay (or `ThemeOverlay.MaterialComponents.Toolbar.Primary`)
///   gives these items (NewPipe's `ToolbarTheme`, `values/styles_misc.xml:71-77`: `?attr/actionColor`) is
///   text or an icon on `colorPrimary`; a `DayNight` or `Surface` overlay is for bars of the window's
///   colour and forms none. A colour named for the toolbar or action bar with no background word
///   (`toolbarSearchColor`, the search field's text in the app bar) is text on `colorPrimary` too.
/// - **Widget styles.** A style that is no theme and sets both a fill (`colorButtonNormal`,
///   `android:background`, `backgroundTint`, `cardBackgroundColor`) and `android:textColor` (or an icon
///   tint) draws that text on that fill: NewPipe's `ServiceColoredButton` (`values/styles_misc.xml:5-9`),
///   `subscribe_text_color` on `?attr/colorPrimary`.
///
/// Each pair is formed only when both colours are in the palette (`?attr/x`, `?x` and `@color/x` name the
/// palette's `x`), and is judged as a drawn pair (`Palette.drawnPairs`): the pairs formed from roles stay.
enum AndroidStylePairs {
    /// Items of an app-bar overlay that colour its text.
    static let textItems: Set<String> = [
        "android:textColorPrimary", "textColorPrimary", "android:textColorSecondary", "textColorSecondary",
        "titleTextColor", "subtitleTextColor", "actionMenuTextColor", "android:textColor",
    ]

    /// Items of an overlay or widget style that colour its icons.
    static let iconItems: Set<String> = [
        "tint", "android:tint", "iconTint", "colorControlNormal", "android:colorControlNormal", "drawableTint",
        "android:drawableTint",
    ]

    /// Items of a widget style that set its fill.
    static let fillItems: Set<String> = [
        "colorButtonNormal", "android:background", "background", "backgroundTint", "android:backgroundTint",
        "cardBackgroundColor",
    ]

    /// The words of a colour named for the app bar (see the type).
    static func namesAppBar(_ name: String) -> Bool {
        let words = RoleInference.splitWords(name)
        let bar = zip(words, words.dropFirst()).contains { ["action", "app"].contains($0) && $1 == "bar" }
        let background = words.contains { ["background", "bg", "fill", "surface", "shadow"].contains($0) }
        return (words.contains("toolbar") || words.contains("actionbar") || bar) && !background
    }

    /// Whether a chain of style names (the style first, ending at the platform parent) reaches an overlay for
    /// a bar filled with `colorPrimary` (see the type).
    static func isPrimaryBarOverlay(_ names: [String]) -> Bool {
        names.contains { name in
            let segments = name.split(separator: ".").map(String.init)
            guard segments.first == "ThemeOverlay", !segments.contains("DayNight"), !segments.contains("Surface")
            else { return false }
            if segments.contains("ActionBar") { return true }
            guard let toolbar = segments.firstIndex(of: "Toolbar") else { return false }
            return segments.dropFirst(toolbar + 1).first == "Primary"
        }
    }

    /// The palette colour a style item's value names (`?attr/x`, `?x`, `?android:attr/x`, `@color/x`), if
    /// `names` has it.
    static func colour(_ value: String, in names: Set<String>) -> String? {
        var name: String
        if value.hasPrefix("?") {
            // `?attr/x`, `?x`, `?android:attr/x`, `?android:x`.
            var rest = value.dropFirst()
            var prefix = ""
            if rest.hasPrefix("android:") {
                prefix = "android:"
                rest = rest.dropFirst(8)
            }
            if rest.hasPrefix("attr/") { rest = rest.dropFirst(5) }
            guard !rest.isEmpty, !rest.contains("/") else { return nil }
            name = prefix + rest
        } else if value.hasPrefix("@color/") {
            name = String(value.dropFirst(7))
        } else {
            return nil
        }
        if names.contains(name) { return name }
        name = name.hasPrefix("android:") ? String(name.dropFirst(8)) : "android:" + name
        return names.contains(name) ? name : nil
    }

    /// The pairs the unit's styles draw with the colours of `tokens` (see the type). `items` are the unit's
    /// style items; `themes` the names of its theme styles (`AndroidThemes.themeStyleNames`).
    static func pairs(
        _ items: [AndroidThemes.Item], themes: Set<String>, tokens: [ColorToken]
    ) -> [PairDeclaration] {
        let names = Set(tokens.map(\.name))
        var styles: [String: (style: AndroidResourceParser.Style, items: [AndroidResourceParser.Resource])] = [:]
        var order: [String] = []
        for item in items where !item.nightFolder {
            if styles[item.style.name] == nil {
                styles[item.style.name] = (item.style, [])
                order.append(item.style.name)
            }
            styles[item.style.name]?.items.append(item.resource)
        }
        func parentName(_ style: AndroidResourceParser.Style) -> String? {
            if let parent = style.parent, !parent.isEmpty {
                return parent.hasPrefix("@style/") ? String(parent.dropFirst(7)) : parent
            }
            return style.name.lastIndex(of: ".").map { String(style.name[..<$0]) }
        }
        // A style's own items and its parents' in the unit (nearest winning), and its chain of names.
        func read(_ name: String) -> (items: [AndroidResourceParser.Resource], names: [String]) {
            var seen = Set<String>()
            var result: [AndroidResourceParser.Resource] = []
            var chain: [String] = []
            var next: String? = name
            while let current = next, chain.count < 32, !chain.contains(current) {
                chain.append(current)
                guard let entry = styles[current] else { break }
                for item in entry.items where seen.insert(item.name).inserted { result.append(item) }
                next = parentName(entry.style)
            }
            return (result, chain)
        }
        var pairs: [PairDeclaration] = []
        var formed = Set<[String]>()
        func add(_ foreground: String, on background: String, _ usage: Usage, _ at: SourceLocation, _ why: String) {
            guard foreground != background, formed.insert([foreground, background, usage.rawValue]).inserted else {
                return
            }
            var pair = PairDeclaration(foreground: foreground, background: background, usage: usage, location: at)
            pair.formedBy = "convention: " + why
            pairs.append(pair)
        }
        let primary = names.contains("colorPrimary") ? "colorPrimary" : nil
        for name in order {
            guard let style = styles[name]?.style else { continue }
            let (effective, chain) = read(name)
            if let primary,
                AndroidThemeKind.isOverlayName(name) || chain.contains(where: AndroidThemeKind.isOverlayName),
                isPrimaryBarOverlay(chain)
            {
                for item in effective {
                    let usage: Usage? =
                        textItems.contains(item.name) ? .text : iconItems.contains(item.name) ? .ui : nil
                    guard let usage, let foreground = colour(item.value, in: names) else { continue }
                    add(
                        foreground, on: primary, usage, item.location,
                        "the app bar's \(usage == .text ? "text" : "icons") (\(item.name) of the overlay "
                            + "\(style.name)) on its colorPrimary fill")
                }
                continue
            }
            guard !themes.contains(name) else { continue }
            guard let fill = effective.first(where: { fillItems.contains($0.name) }),
                let background = colour(fill.value, in: names)
            else { continue }
            for item in effective {
                let usage: Usage? =
                    item.name == "android:textColor" || item.name == "textColor"
                    ? .text : iconItems.contains(item.name) ? .ui : nil
                guard let usage, let foreground = colour(item.value, in: names) else { continue }
                add(
                    foreground, on: background, usage, item.location,
                    "a widget style's \(usage == .text ? "text" : "icons") on its fill (\(item.name) and "
                        + "\(fill.name) of \(style.name))")
            }
        }
        if let primary {
            for token in tokens where token.name != primary && namesAppBar(token.name) {
                add(
                    token.name, on: primary, .text, token.location,
                    "a colour named for the app bar on its colorPrimary fill")
            }
        }
        return pairs
    }
}
