import ColorScience

/// A component's fill named by the component and its state alone (`RoleInference` rule 4a,
/// `PairFormation` rule 7): a name whose words, after a leading `color`, are a component word
/// (`RoleInference.componentWords`: button, btn, control, toggle, cta, action) followed only by words of
/// a resting or interaction state (`stateWords`: base, normal, rest, hover, hovered, active, pressed) is
/// the colour the component is filled with in that state — a background, and a fill reserved for the
/// colours drawn on it, never text.
///
/// Water.css (kognise/water.css `src/parts/_forms.css`) fills its buttons with them: `button,
/// input[type='submit'] … { background-color: var(--button-base) }`, `button:hover { background:
/// var(--button-hover) }`, the label in `--form-text`; Android's `colorButtonNormal` is "the color applied
/// to framework buttons in their normal state" (developer.android.com, `R.attr`). A component word alone
/// (`button`), with a brand slot (`button-primary`) or with a property (`btn-default-color`, the CSS
/// `color` of a button: its text) keeps the other rules.
///
/// A name may also **end** in a button word and its state, under groups that name no role: a product's
/// `desktopbrowser.toolbar.button.active` or `…button.hover` is the fill of that toolbar's button in that
/// state, as `--button-hover` is (`isTrailingButtonState`). A role word before it keeps the other rules:
/// `color.text.button.hover` is a button's text. So is a **translucent button's** state — a button word,
/// then `transparent` or `translucent`, then only states, the resting `default` included: Brave Leo's
/// `color.light.dialogs.button-transparent-default` (`rgba(13, 18, 20, 0.35)`) and `…-hover` (`0.5`) are
/// that button's fills at rest and hovered (brave/leo `src/tokens/universal.variables.json`); a colour named
/// transparent is laid under content, never drawn as text (`isTranslucentButtonState`).
enum ComponentFillName {
    /// Words of a component's resting or interaction state.
    public static let stateWords: Set<String> = ["base", "normal", "rest", "hover", "hovered", "active", "pressed"]

    /// Whether `words` (`RoleInference.splitWords`) name a component's fill (see the type).
    public static func isFill(_ words: [String]) -> Bool {
        var rest = words[...]
        if let first = rest.first, first == "color" || first == "colour" { rest = rest.dropFirst() }
        if isTrailingButtonState(words) || isTranslucentButtonState(words) { return true }
        guard let component = rest.first, RoleInference.componentWords.contains(component), rest.count > 1
        else { return false }
        return rest.dropFirst().allSatisfy(stateWords.contains)
    }

    /// Whether `words` end in a button word (`buttonWords`) followed only by interaction states (`hover`,
    /// `active`, `pressed`: `stateWords` without the resting ones), with no role word before the button
    /// (`RoleInference.words`): `color.light.desktopbrowser.toolbar.button.active` (see the type).
    static func isTrailingButtonState(_ words: [String]) -> Bool {
        guard let button = words.lastIndex(where: buttonWords.contains), button + 1 < words.count,
            words[(button + 1)...].allSatisfy({ stateWords.contains($0) && !restWords.contains($0) })
        else { return false }
        return !words[..<button].contains(where: roleWords.contains)
    }

    /// Words of a button drawn see-through (see the type).
    static let translucentWords: Set<String> = ["transparent", "translucent"]

    /// Whether `words` end in a button word, one or more `translucentWords` and then only states
    /// (`stateWords` or `default`), with no role word before the button:
    /// `color.light.dialogs.button-transparent-default` (see the type).
    static func isTranslucentButtonState(_ words: [String]) -> Bool {
        guard let button = words.lastIndex(where: buttonWords.contains) else { return false }
        let after = words[(button + 1)...]
        let states = after.drop(while: translucentWords.contains)
        guard states.count < after.count, !states.isEmpty,
            states.allSatisfy({ stateWords.contains($0) || $0 == "default" })
        else { return false }
        return !words[..<button].contains(where: roleWords.contains)
    }

    /// Every category word of `RoleInference.words`.
    static let roleWords: Set<String> = RoleInference.words.values.reduce(into: []) { $0.formUnion($1) }

    /// State words of a resting component (`stateWords` that name no interaction).
    static let restWords: Set<String> = ["base", "normal", "rest"]

    /// Words that name a button (`RoleInference.componentWords` that are buttons).
    public static let buttonWords: Set<String> = ["button", "btn", "cta"]

    /// Whether a *background* whose name has `words` is a button's fill named for its button alone: a
    /// button word and no background word (`RoleInference.words[.background]`). An asset catalog's
    /// `PrimaryButton` or Mastodon's `Colors/Button/userFollow`, which the app sets as the button's
    /// `background.backgroundColor` (mastodon-ios `MastodonSDK/Sources/MastodonUI/View/Content/UserView.swift:305`),
    /// is the surface of that button's title, not of every text (`PairFormation` rule 7); a button's
    /// `background` (`navigation.next.button.background`, `button-primary-bgColor-rest`) keeps its rules.
    public static func isButtonFill(_ words: [String]) -> Bool {
        guard words.contains(where: buttonWords.contains) else { return false }
        let surfaces = RoleInference.words[.background] ?? []
        return !words.contains(where: surfaces.contains)
    }
}
