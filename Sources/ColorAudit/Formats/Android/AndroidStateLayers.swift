/// Android colours that carry no text and are no surface text is drawn on, by their names: an app's
/// state layers, its launcher icon's backdrop and its progress indicators.
///
/// - **State layers** — a ripple (`colorControlHighlight`, `light_ripple_color`) and a selection or
///   selected-state tint (`light_selected_color`, `selected_background_color`, `…selection…`) are drawn
///   over their element, which keeps its own content: "A state layer is a semi-transparent overlay … on
///   top of an element" (Material Design 3, "States", m3.material.io/foundations/interaction/states);
///   `colorControlHighlight` is "the color applied to framework control highlights (ripples, list
///   selectors)" (developer.android.com, `R.attr#colorControlHighlight`). NewPipe's
///   `drawable/selector_checked_dark.xml:3-5` draws `dark_ripple_color` and `dark_selected_color` as a
///   list item's pressed and checked drawables, `drawable/selector_dark.xml:3` `selected_background_color`
///   as its selected one. Such a colour is `decorative`: it forms no pair, as foreground or surface.
/// - **The launcher icon's backdrop** — `ic_launcher_background` is an adaptive icon's `<background>`
///   layer ("the background layer of an adaptive icon", developer.android.com, "Adaptive icons";
///   NewPipe's `mipmap-anydpi-v26/ic_launcher.xml:3`): it carries only the icon's foreground, drawn by
///   the launcher; `decorative`.
/// - **Progress** — a progress indicator's colours (`…progress…`, a download's `…load…`/`…download…`
///   colours: NewPipe's `video_already_load_color` over `video_left_to_load_color`, GigaGet's download
///   bar, `us/shandian/giga/util/Utility.java:145-171`) are a graphic's parts, judged as non-text
///   (WCAG 2.2 SC 1.4.11): `icon`, never text, never a surface other text is drawn on.
///
/// Only a colour whose role nothing else set (`RoleSource.unknown`) takes these roles.
enum AndroidStateLayers {
    /// Words of a state layer drawn over its element.
    static let stateWords: Set<String> = ["ripple", "selected", "selection"]

    /// Words of a progress indicator's colours.
    static let progressWords: Set<String> = ["progress", "load", "loaded", "download", "buffer", "buffered"]

    /// The role `name` gives an Android colour, if it is one of the colours above.
    static func role(of name: String) -> Role? {
        if name == "ic_launcher_background" || name == "colorControlHighlight" { return .decorative }
        let words = RoleInference.splitWords(name)
        if words.contains(where: stateWords.contains) { return .decorative }
        if words.contains(where: progressWords.contains) { return .icon }
        return nil
    }

    /// `tokens` with the roles above given to those without one.
    static func apply(_ tokens: [ColorToken]) -> [ColorToken] {
        tokens.map { token in
            guard token.role == nil, token.roleSource == .unknown, let role = role(of: token.name) else {
                return token
            }
            var token = token
            token.role = role
            token.roleSource = .inferred
            return token
        }
    }
}
