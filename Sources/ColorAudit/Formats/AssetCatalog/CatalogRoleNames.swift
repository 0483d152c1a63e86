import ColorScience

/// Roles from the names an Xcode asset catalog's colour sets are given, where an app's names say more, or
/// something else, than a design system's tokens (`PostImport` rule 1, for palettes of the `xcassets`
/// format only; a role declared or given by a pattern is kept). The name is read as `RoleInference` reads
/// it (its words, a trailing `color`/`colour` dropped), then:
///
/// 1. **A launch screen's colour carries no text.** A name with `launch` or `splash` and no text, icon or
///    border word (`LaunchScreenBackground`, Home Assistant's `LaunchScreen/launchScreen-background`) is
///    `decorative`: the launch screen shows that colour with at most an image on it — `UIColorName`, "the
///    name of a color to use as the background color on the launch screen", beside `UIImageName`, "an image
///    to display during app launch" (Apple, Information Property List, `UILaunchScreen`).
/// 2. **A scrim dims what is under it.** A name ending in `scrim`, `overlay`, `dimming` or `blanket`
///    (`Scrim`, `ModalOverlay`) is `decorative`: the modal's own surface carries the text (Material's
///    scrim, "a color use to paint the scrim around of modal components", Flutter `ColorScheme.scrim`).
///    An overlay named as a background (Mastodon's `content.warning.overlay.background`, the blurred card
///    that carries its warning text) keeps `RoleInference`'s `background`.
/// 3. **A button's fill is the surface of its title.** A name ending in `button`, `btn` or `cta`
///    (`PrimaryButton`), or a colour in a `Button` group whose own name has no category word (Mastodon's
///    `Colors/Button/userFollow`, set as `followButton.configuration?.background.backgroundColor` —
///    mastodon-ios `MastodonSDK/Sources/MastodonUI/View/Content/UserView.swift:305`, its title
///    `Colors/Button/userFollowingTitle`, `baseForegroundColor`, line 322), is a `background`, not text;
///    so is a selection or highlight fill (`SelectionHighlight`, `CellHighlighted`), the surface a selected
///    row's text stays on.
/// 4. **Bars are surfaces.** A name ending in a bar (`bar`, `toolbar`, `navbar`, `tabbar`, `sidebar`,
///    `statusbar`, `tab`: `TabBar`, `MainNavigationBar`) or in `bar tint` is a `background`: UIKit's
///    `barTintColor` is "the tint color to apply to the navigation bar background" (`UINavigationBar`;
///    `UITabBar`: "the tab bar background"), the bar's items drawn on it in `tintColor`. A name with an
///    interactive word is a bar's item (Mastodon's `Colors/Button/action.toolbar`, the toolbar buttons'
///    `tintColor`: mastodon-ios `MastodonSDK/Sources/MastodonUI/View/Control/ActionToolbarContainer.swift:72`).
/// 5. **Layers are surfaces.** A name with no category word and an elevation word (`layer`, `elevated`,
///    `elevation`, `raised`, `sunken`, `base`, `grouped`, `foundation`, `above`, `below`: `Layer1`,
///    `Above`, `ElevatedSecondary`) is a `background`: Apple's backgrounds come in base and elevated sets
///    and system and grouped ones (HIG, "Color", dynamic system background colors; UIKit
///    `systemBackground`, `secondarySystemGroupedBackground`), named for the level they lie at.
/// 6. **Font colours are text.** A name ending in `font` (`PrimaryFont`) is `text`.
///
/// 7. **A lone scale step lighter than the text is a fill.** A colour named by a hue or grey and a step
///    alone (`Grey30`, `Purple50`, `Colors/gray10`) that is no step of a scale of the catalog
///    (`ScaleSteps`: a catalog of whole scales holds options, not colours drawn, `PostImport`), in a
///    catalog with text colours, is a `background` when it lies beyond every text colour from the ink in
///    each appearance it has, and on the page's side of middle grey (L* 50): lighter than each in light
///    (and "Any"), darker than each in dark (body text: `isBodyText`). Such a step
///    is where the app's text is set (a light grey panel, a tinted card); a step between the text and the
///    page (a grey of secondary text) or on the ink's side keeps no role.
///
/// Otherwise the name keeps `RoleInference`'s role: `label`, `secondaryLabel`, `PrimaryText` text,
/// `systemBackground` a background, `separator` a border, `tint`, `AccentColor` interactive (UIKit's
/// `tintColor` is the colour of a view's interactive content, `UIView.tintColor`).
enum CatalogRoleNames {
    /// Words of a launch screen (rule 1).
    static let launchWords: Set<String> = ["launch", "splash"]
    /// Words that, ending a name, make it a scrim (rule 2).
    static let scrimWords: Set<String> = ["scrim", "overlay", "dimming", "blanket"]
    /// Words that, ending a name, make it a button's fill (rule 3).
    static var buttonWords: Set<String> { ComponentFillName.buttonWords }
    /// Words that, ending a name, make it a highlight's fill (rule 3).
    static let highlightWords: Set<String> = ["highlight", "highlighted", "selection"]
    /// Words that, ending a name, make it a bar's surface (rule 4).
    static let barWords: Set<String> = ["bar", "toolbar", "navbar", "tabbar", "sidebar", "statusbar", "tab"]
    /// Words of an elevation or layer (rule 5).
    static let layerWords: Set<String> = [
        "layer", "elevated", "elevation", "raised", "sunken", "base", "grouped", "foundation", "above", "below",
    ]
    /// Words that say nothing at a name's end.
    static let trailingNoise: Set<String> = ["color", "colour", "colors", "colours"]

    /// Hue and grey words that name a scale's colour (rule 7).
    static let stepWords: Set<String> = [
        "grey", "gray", "neutral", "slate", "red", "orange", "yellow", "green", "teal", "cyan", "blue", "indigo",
        "purple", "violet", "pink", "magenta", "brown", "mint", "lime", "amber",
    ]

    /// The roles of a catalog's `tokens`, whose names alone give `inferred` (index for index): rules 1–6
    /// by name, then rule 7 by value.
    static func roles(_ tokens: [ColorToken], inferred: [Role?]) -> [Role?] {
        var roles = tokens.indices.map { role(name: tokens[$0].name, inferred: inferred[$0]) }
        let names = Set(tokens.map(\.name))
        let texts = tokens.indices.filter {
            (tokens[$0].role ?? roles[$0]) == .text && isBodyText(tokens[$0].name, names)
        }
        guard !texts.isEmpty else { return roles }
        let steps = ScaleSteps.steps(tokens.map(\.name))
        for i in tokens.indices where roles[i] == nil && tokens[i].role == nil && !steps.contains(i) {
            guard isLoneStep(tokens[i].name), !tokens[i].values.isEmpty else { continue }
            let beyond = tokens[i].values.allSatisfy { appearance, value in
                guard value.color.alpha >= 1 else { return false }
                let step = RelativeLuminance.of(value.color)
                let dark = appearance.scheme == .dark
                guard dark ? step < RelativeLuminance.middleGrey : step > RelativeLuminance.middleGrey else {
                    return false
                }
                return texts.allSatisfy { t in
                    guard let text = Self.value(of: tokens[t], in: appearance) else { return true }
                    let ink = RelativeLuminance.of(text.color)
                    return dark ? step < ink : step > ink
                }
            }
            if beyond { roles[i] = .background }
        }
        return roles
    }

    /// Words of text drawn on fills, not on the page (rule 7): `TextOnAccent`, `InverseLabel`, `WhiteText`.
    static let fillTextWords: Set<String> = ["on", "inverse", "inverted", "reverse", "reversed", "white", "contrast"]

    /// Whether a text colour is body text, set on the app's surfaces (rule 7): not named for a fill
    /// (`FillTextName`: `AccentText` beside `Accent`, `PrimaryButtonTitle` beside `PrimaryButton`) nor with
    /// one of `fillTextWords`.
    static func isBodyText(_ name: String, _ names: Set<String>) -> Bool {
        let fills = [FillTextName.fill(ofText: name), FillTextName.fill(ofButtonTitle: name)]
        guard !fills.contains(where: { $0.map { names.contains($0.fill) } == true }) else { return false }
        return !RoleInference.splitWords(name).contains(where: fillTextWords.contains)
    }

    /// Whether the name's own part (after its last `/`) is a hue or grey word and a number (rule 7).
    static func isLoneStep(_ name: String) -> Bool {
        let own = String(name.split(separator: "/").last ?? "")
        guard ScaleSteps.split(own) != nil else { return false }
        let words = RoleInference.splitWords(own)
        return words.count == 1 && stepWords.contains(words[0])
    }

    /// The value `token` shows in `appearance` (Xcode's fallbacks, `Appearance.fallbackChain`).
    static func value(of token: ColorToken, in appearance: Appearance) -> ColorValue? {
        for candidate in appearance.fallbackChain { if let value = token.values[candidate] { return value } }
        return nil
    }

    /// The role of a colour set named `name` whose name alone gives `inferred` (`PropertyNaming.roles`):
    /// see the type.
    static func role(name: String, inferred: Role?) -> Role? {
        var words = RoleInference.splitWords(name)
        while let last = words.last, trailingNoise.contains(last), words.count > 1 { words.removeLast() }
        guard let last = words.last else { return inferred }
        let hasWord = { (role: Role) in words.contains { RoleInference.words[role]?.contains($0) == true } }
        let content = hasWord(.text) || hasWord(.icon) || hasWord(.border) || hasWord(.focus)
        if words.contains(where: launchWords.contains), !content { return .decorative }
        if scrimWords.contains(last) { return .decorative }
        if last == "font" { return .text }
        if inferred == .text || inferred == .icon || inferred == .border || inferred == .focus
            || inferred == .decorative
        {
            return inferred
        }
        if buttonWords.contains(last) || highlightWords.contains(last) { return .background }
        if words.suffix(2) == ["bar", "tint"] || (barWords.contains(last) && !hasWord(.interactive)) {
            return .background
        }
        // A brand slot alone (`ElevatedSecondary`) made it interactive; a tint or button word did not.
        let unnamed = inferred == nil || (inferred == .interactive && !hasWord(.interactive))
        if inferred == nil || inferred == .interactive, isButtonGroup(name) { return .background }
        if unnamed, words.contains(where: layerWords.contains) { return .background }
        return inferred
    }

    /// Whether the name is a colour in a `Button` group (`Colors/Button/userFollow`): a segment before
    /// the last that is a button word alone, and no category word in the last segment.
    static func isButtonGroup(_ name: String) -> Bool {
        let groups = name.split(separator: "/").map { RoleInference.splitWords(String($0)) }
        guard groups.count > 1, let own = groups.last else { return false }
        let inGroup = groups.dropLast().contains { $0.count == 1 && buttonWords.contains($0[0].lowercased()) }
        let categories = RoleInference.words.values.reduce(into: Set<String>()) { $0.formUnion($1) }
        return inGroup && !own.contains(where: categories.contains)
    }
}
