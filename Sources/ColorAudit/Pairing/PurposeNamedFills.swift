import ColorScience

/// `PairFormation` rule 39, **an Android fill named for a component or a purpose carries that
/// component's content**: in Android resources, a colour whose name joins words of a component or a
/// purpose to a background word (`badge_background`, `checkbox_fill`, `error_banner_bg`,
/// `progress_track`, `dimmed_background`) is the fill of that one widget, not a surface for every text
/// colour of the app. It is paired with the formed foregrounds that share a word of its component
/// (`badge_text` on `badge_background`, `text_error` on `error_banner_bg`), with those whose plan names it
/// (an `on` colour, a declared pair) and with what the app's layouts draw on it (`AndroidLayoutSurfaces`,
/// judged as drawn); the app's general text (`text_primary`, `textColorSecondary`) is not judged on it.
///
/// Android draws a view's background under its own content only ("How Android draws views",
/// developer.android.com: a parent draws before its children, a view its background before its content),
/// and a widget's fill under that widget's label or glyph: Material's badge draws `badgeTextColor` on
/// `backgroundColor` (material-components-android `badge/res/values/attrs.xml`), a checkbox its checkmark on
/// `buttonTint`'s box, a progress bar its indicator on `trackColor` (`progressindicator/res/values/attrs.xml`),
/// none of them the app's body text.
///
/// - **General surfaces stay general.** A fill named with a screen's word (`pageWords`:
///   `activity_background_search`, `window_background`) or whose words, besides its background word, are
///   only those of the page and its containers (`containerWords`: `content_background`, `window_background`,
///   `card_background`, `dialog_bg`, `list_item_background`, `bottom_sheet_background`), of a tone or scale
///   step (`gray_100_bg`, `background_dark`) or of a state (`selected_background`, read by rule 19) is no
///   purpose fill.
/// - **Android only** (`Palette.platform`): stylesheets and token sets have rules 12 and 34 for component
///   names.
struct PurposeNamedFills: Sendable {
    /// The words that make a colour a fill (see the type); `surface` is not one: `surface_variant` is the
    /// page's.
    static let backgroundWords: Set<String> = ["background", "bg", "backdrop", "fill", "track", "overlay"]

    /// Words of a screen: a fill named with one is that screen's page, general whatever else it names
    /// (`activity_background_search`, `conversations_overview_background`).
    static let pageWords: Set<String> = [
        "activity", "screen", "page", "window", "content", "app", "application", "fragment", "overview", "body",
        "root", "main", "canvas", "editor",
    ]

    /// Words of a foreground's role, which name no component (`text_overlay` is no fill of `text_primary`'s).
    static let roleWords: Set<String> = ["text", "on", "foreground", "fg", "title", "icon", "border", "stroke"]

    /// Words of the page, its containers, tones and states: a fill named with only these is general.
    static let containerWords: Set<String> = PropertyNamespaces.generalWords.union([
        "color", "colour", "android", "material", "mtrl", "attr", "theme", "card", "dialog", "sheet",
        "bottom", "top", "drawer", "popup", "menu", "list", "item", "row", "cell", "header", "footer", "toolbar",
        "appbar", "action", "bar",
        "navigation", "nav", "tab", "tabs", "sidebar", "container", "layout", "view", "screen", "activity",
        "fragment", "floating", "selectable", "light", "dark", "night", "day", "black", "white",
        "primary", "secondary", "tertiary", "variant", "high", "low", "higher", "lower", "highest", "lowest",
        "lighter", "darker", "alt", "alternate", "alternative", "selected", "pressed", "focused", "hover",
        "hovered", "highlight", "highlighted", "activated", "checked", "disabled", "enabled", "normal", "state",
        "amoled", "true", "gray",
        "grey", "red", "orange", "yellow", "green", "blue", "purple", "pink", "brown", "teal", "cyan", "indigo",
        "violet", "amber", "lime", "transparent", "translucent", "opaque", "solid", "tint", "tinted", "accent",
        "brand", "inverse", "inverted", "level", "elevation", "dim", "bright", "medium", "weak", "strong",
        "subtle", "muted", "emphasis", "first", "second", "third", "one", "two", "three", "the", "a", "of",
    ])

    /// The component words of each purpose fill, by surface index.
    let components: [Int: Set<String>]
    /// The words of each foreground, by foreground index (only when there are purpose fills).
    let foregroundWords: [Set<String>]

    init(foregrounds: [ColorToken], surfaces: [ColorToken], platform: Platform?) {
        var components: [Int: Set<String>] = [:]
        if platform == .android {
            for (b, surface) in surfaces.enumerated() {
                if let words = Self.component(surface.name) { components[b] = words }
            }
        }
        self.components = components
        foregroundWords =
            components.isEmpty ? [] : foregrounds.map { Set(RoleInference.splitWords(Self.bare($0.name))) }
    }

    /// The name without an `android:` or `?attr/` prefix.
    static func bare(_ name: String) -> String {
        var name = Substring(name)
        for prefix in ["?attr/", "?android:attr/", "android:", "@color/"] where name.hasPrefix(prefix) {
            name = name.dropFirst(prefix.count)
        }
        return String(name)
    }

    /// The component words of a fill's name, or `nil` when it is no purpose fill (see the type).
    static func component(_ name: String) -> Set<String>? {
        let words = RoleInference.splitWords(bare(name))
        guard words.contains(where: backgroundWords.contains), !words.contains(where: pageWords.contains) else {
            return nil
        }
        let own = words.filter { word in
            !backgroundWords.contains(word) && !containerWords.contains(word) && !roleWords.contains(word)
                && !word.allSatisfy(\.isNumber)
                && word.count > 1
        }
        return own.isEmpty ? nil : Set(own)
    }

    /// The reason given for a pair on purpose fill `b` (not from an explicit plan), else `nil`.
    func reason(surface b: Int) -> PairFormation.Reason? {
        components[b] == nil ? nil : .purposeFill
    }

    /// Whether foreground `f` is kept off surface `b`: `b` is a purpose fill and `f` shares none of its
    /// component words; the caller keeps the pairs of explicit plans.
    func keepsOff(_ f: Int, surface b: Int) -> Bool {
        guard let own = components[b], f < foregroundWords.count else { return false }
        return own.isDisjoint(with: foregroundWords[f])
    }
}
