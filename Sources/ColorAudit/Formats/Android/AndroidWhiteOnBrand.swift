/// An AppCompat app's plainly named white (`white`, `white87`, `white70`) is drawn on its brand fills:
/// text and icons on `colorPrimary`, icons on `colorAccent`.
///
/// AppCompat fills the app bar with `colorPrimary` and its controls with `colorAccent` ("The primary
/// branding color for the app. By default, this is the color applied to the action bar background";
/// "Bright complement to the primary branding color … applied to framework controls", AndroidX AppCompat
/// `res/values/attrs.xml`), and its dark app bar draws white text and icons on it
/// (`ThemeOverlay.AppCompat.Dark.ActionBar`, the overlay of `Theme.AppCompat.Light.DarkActionBar`:
/// `android:textColorPrimary` `@color/abc_primary_text_material_dark`, white). Such a theme has no
/// `colorOnPrimary`: the white the app draws there is a colour resource named for it. Material's text
/// legibility guidance names the opacities white text takes on a coloured background: 100 % primary,
/// 70 % secondary, 50 % disabled, 12 % dividers (material.io, 2014 "Style › Color › Text and background
/// colors"); `white87`/`white70` carry them in their names. So in a theme family whose `colorPrimary` is
/// the app bar's fill (`AndroidAppBarFill`), a colour named `white`, or `white` with an opacity of at
/// least `minimumOpacity` (`white70`, `white_87`), is judged as drawn text and icons on `colorPrimary`,
/// and plain `white` as icons on `colorAccent`. Markor (gsantner/markor e05521f): `layout/widget_layout.xml:25,37`
/// white header text on `@color/primary`, `layout/widget_layout.xml:51-99` white icons on
/// `drawable/fab_circle.xml:6` `@color/accent`; Conversations (iNPUTmice/Conversations 0677ddc): white
/// titles and icons on the `?colorPrimary` toolbar. Black is not paired so: AppCompat's dark app bar is
/// white, and a light one's black text is the theme's `textColorPrimary`, judged from roles.
enum AndroidWhiteOnBrand {
    /// The least opacity (percent) a white name may carry: Material's secondary text is 70 %, disabled
    /// text (exempt from contrast) 50 %, dividers 12 %.
    static let minimumOpacity = 70

    /// The opacity in percent a colour's name gives white (`white` 100, `white87` 87, `color_white_70`
    /// 70), or `nil` when the name is no plain white.
    static func opacity(_ name: String) -> Int? {
        // The name's letters and digits, lower-cased (word splitting drops the digits).
        var joined = String(name.lowercased().filter { $0.isLetter || $0.isNumber })
        for prefix in ["color", "colour"] where joined.hasPrefix(prefix) { joined.removeFirst(prefix.count) }
        guard joined.hasPrefix("white") else { return nil }
        let rest = joined.dropFirst(5)
        if rest.isEmpty { return 100 }
        guard rest.count <= 3, rest.allSatisfy(\.isNumber), let value = Int(rest), value <= 100 else { return nil }
        return value
    }

    /// The theme attributes that fill the controls with the accent colour.
    static let accentNames: Set<String> = ["colorAccent", "android:colorAccent"]

    /// The pairs the type describes among `tokens`, a theme family's palette colours.
    static func pairs(_ tokens: [ColorToken]) -> [PairDeclaration] {
        guard let primary = tokens.first(where: AndroidAppBarFill.isFill) else { return [] }
        let accent = tokens.first { accentNames.contains($0.name) }
        var pairs: [PairDeclaration] = []
        for token in tokens {
            guard let opacity = opacity(token.name), opacity >= minimumOpacity else { continue }
            var fills: [(String, Usage)] = [(primary.name, .text), (primary.name, .ui)]
            // A control's icon on the accent fill is white itself (a FAB's `ic_…_white_24dp`), not a
            // secondary text's white.
            if let accent, opacity == 100 { fills.append((accent.name, .ui)) }
            for (fill, usage) in fills {
                var pair = PairDeclaration(
                    foreground: token.name, background: fill, usage: usage, location: token.location)
                pair.formedBy =
                    "convention: an AppCompat app's white \(usage == .text ? "text" : "icons") on its \(fill) fill"
                pairs.append(pair)
            }
        }
        return pairs
    }
}
