import ColorScience

/// Roles from the CSS property a name ends in, the convention of component libraries' custom properties
/// (`--x-button-primary-background-color`, `--x-button-primary-color`, `--x-input-border-color`,
/// `--x-focus-ring-color`): the name says *which thing* first (a component, its variant, a state) and
/// *which property* it sets last, the property a style rule gives it (`background-color:
/// var(--x-button-primary-background-color)`, `color: var(--x-button-primary-color)`). Read by
/// `roles(names:)`, ahead of `RoleInference`, which reads names head first and so takes the component
/// words (`button`, `card`, `panel`, `focus`) for roles.
///
/// Names that start with the property instead (`color-base`, `background-color-base`), in a set grouped so,
/// are `PropertyGroups`', read first by `roles(names:)`.
///
/// The rules, on the name's words (`RoleInference.splitWords`, lowercase, digits dropped):
/// 1. **Not for on-colours.** A name with the word `on` is left to `RoleInference` (`X-on-Y` names its
///    surface, `PairFormation` rule 1).
/// 2. **Focus rings.** `focus` followed by `ring` or `outline` (`--x-focus-ring-color`,
///    `--color-focus-outline`, `focusRing`) is a focus indicator.
/// 3. **The property at the end.** Trailing state words (`stateWords`: hover, active, focus, disabled,
///    selected, checked…, Spectrum's pressed `down` and keyboard-focus `key-focus`) and variant words (`variantWords`: Bootstrap's `-subtle`, `-emphasis`,
///    Element's `-primary`, `-light`…) are read past; the words before them must end in a property:
///    - `background-color`, `background`, `bg-color`, `bg` — a background (a surface or fill);
///    - `border-color`, `border`, `outline-color`, `outline` — a border, non-text UI (WCAG 1.4.11);
///    - `text-color`, `text`, `fg`, `foreground` (also with `-color`) — text;
///    - `color` alone — the colour of the thing named before it (`colourDecision`): the role the thing's
///      last word names, when it names one other than a surface (`--x-input-icon-color` an icon,
///      `--x-divider-color` a border, `--bs-link-color` interactive); for a graphic (`graphicWords`:
///      visual, track, thumb, indicator, dot, tag, alert, selection…) never text (Spectrum-style
///      `*-visual-color`, a slider's `track-color`), except an alert's beside its own background
///      (`textBoxWords`: `--alert-success-color` beside `--alert-success-background` is the alert's text); otherwise the CSS `color` property, the text colour
///      of the thing, **only** when the thing also has a background (`X-background-color`,
///      `X-background`, `X-bg`, states aside) and no text colour of its own (`X-text-color`), and is no
///      status (`statusWords`): `--x-button-primary-color` is the label drawn on
///      `--x-button-primary-background-color`, Bootstrap's `--bs-highlight-color` the text of `<mark>`
///      on `--bs-highlight-bg`. Without that sibling `X-color` is the colour of X, whatever X draws
///      (typedoc's `--alert-color`, Android's `dot_color`, iosched's `default_tag_color`), and is left to
///      `RoleInference`; so is a status's (SAP's `--sapErrorColor` beside `--sapErrorBackground` is the
///      error accent; its text is `--sapNegativeTextColor`).
/// 4. **States are modifiers, not roles.** State words anywhere before the property are dropped from the
///    thing named (`--x-input-focus-border-color` and `--x-input-border-color-focus` are the input's
///    border in its focus state, a border, not a focus ring); they are kept as the name's `states`, which
///    `PropertyNamespaces` pairs by.
/// 5. **Only for a named thing.** The thing named (`base`, with the library's prefix and `genericWords`
///    left out) must have a word of its own; otherwise (`--color-background`, `borderColor-focus`,
///    `--bs-border-color`) the name is left to `RoleInference`, as is any name these rules do not read.
/// 6. **White and black are primitives.** A name whose only words of its own are `white` or `black`
///    (`--x-color-white`, `--bs-black`, `static-white`) is a fixed colour, not a role: no role.
/// 7. **Pseudo-private properties are a rule's own.** A custom property named `--_x` is set and read
///    inside one component's style rules (the "pseudo-private" convention, Lea Verou, "Custom properties
///    with defaults: 3+1 strategies", 2021; Open Props' buttons: `--_bg`, `--_text`, `--_border`): no
///    role, so it pairs only where a style rule draws it (`CSSStyleUsage`).
/// 8. **The text of a fill is text.** A name none of the rules above nor `RoleInference` gives a role,
///    named as the text of another colour of the palette (`FillTextName`: Bulma's `--bulma-danger-invert`
///    beside `--bulma-danger`, "a color that will look decent on" it), is text: `PairFormation` rule 14
///    pairs it with that fill.
/// 9. **Region-first names** (`RegionNames`: `--sidebar-bg`, `--sidebar-fg`, `--quote-border`, no library
///    prefix). A name the rules above and `RoleInference` give no role is read as such a theme names it:
///    `X-color` (no role word in X: `--inline-code-color`, `--blockquote-note-color`) is the CSS `color`
///    of X, text on the page, status word or not — the theme names its backgrounds `X-bg`; a region
///    and a state alone (`--sidebar-active`, `--theme-hover`) is that region's text in the state when the
///    region has text of its own (`--sidebar-fg`: the active entry's text), else the state's fill (the hover
///    background of a popup's entries); `X-highlight` (`--footnote-highlight`) is the colour X's text is
///    highlighted in (a highlight's fill is named with a background word, `--search-mark-bg`); a graphic
///    named alone (`RegionNames.graphicWords`: `--scrollbar`, the thumb of `scrollbar-color`) is non-text,
///    an `icon`. A negated state (`--sidebar-non-existant`: mdBook's draft chapters) is a state like
///    `active`.
/// 10. **Status families named by their members** (`StatusFamilyNames`). A name no rule above gives a role,
///    a member of a status family (`error.default`, `error.muted`, `error.inverse`) that has its `default`
///    and its `muted` or `inverse`, takes the member's role: `default` and `inverse` text, `muted` (and its
///    states, `muted-hover`) a background; a `primary` family's members keep their word's role
///    (interactive), `primary.muted` a background only when faint (`TranslucentTints`, `PostImport`).
/// 11. **A stylesheet's `X-color` is text.** A CSS custom property `--X-color` that the rules above,
///    `RoleInference` and rule 9 give no role, X named by words of its own (not only a status word, none a
///    graphic's, no number) and with no text colour of its own, is text: the CSS `color` property "sets
///    the primary foreground color of an element, which is used for text" (web-features `color`, after CSS
///    Color Module Level 4, "the color property"). miniflux's themes (miniflux/v2 commit 106cdd0,
///    `internal/ui/static/css/light.css`) name `--counter-color`, `--logo-color`, `--parsing-error-color`
///    for the `color: var(…)` of `.unread-counter-wrapper`, `.logo a`, `.parsing-error` (`common.css:729,234,971`), with
///    no `X-background` beside them; rule 3 reads such an `X-color` only beside its background.
/// 12. **A focused thing's colour is a state.** `X-focus-color` is the focus indicator (rule 3's
///    exception), unless the palette also names `X-color`: then it is X's colour in its focus state, as
///    `X-hover-color` is its hover colour. miniflux (commit 106cdd0) sets `--input-focus-color` beside
///    `--input-color` and `--link-focus-color` beside `--link-color` as the `color` of `input:focus` and
///    `a:focus` (`common.css:461,43`), the text, while the focused field's edge is `--input-focus-border-color`.
/// 13. **A status's `X-color` is its accent.** `X-color` whose own words are only a status (rule 3:
///    SAP's `--sapErrorColor`, Android's `warning_color`) and that nothing above gives a role is an `icon`:
///    the status's accent, paired with the page's surfaces and judged at least as a graphic (3:1, WCAG
///    1.4.11). Tusky (tuskyapp/Tusky commit 43ae0bb, `app/src/main/res/values/theme_colors.xml:29`) draws
///    `warning_color` as a trend graph's line and as short counts on the window
///    (`layout/item_trending_cell.xml:31,59`); a pair declared as text judges it at 4.5:1.
/// 14. **A page's `X-color` is the page.** `X-color` whose own words are one surface word
///    (`surfaceSubjectWords`: `--body-color`, `--page-color`, `--app-color`; the library prefix and states
///    aside) and with no `X-background`/`X-bg` beside it is a background: the colour *of* the body, as
///    `--body-color-contrast` (rule 8) is the text drawn on it. Beside a background of the same thing it
///    stays X's text (rule 3): Bootstrap's `--bs-body-color` beside `--bs-body-bg` ("default foreground
///    (color)", getbootstrap.com/docs/5.3/customize/color/), miniflux's `--body-color` beside
///    `--body-background` (miniflux/v2 106cdd0, `internal/ui/static/css/light.css:3-4`).
enum PropertyNaming {
    /// The property a name ends in (rule 3).
    public enum Property: Sendable, Hashable {
        /// `background(-color)`, `bg(-color)`.
        case background
        /// `border(-color)`, `outline(-color)`.
        case border
        /// `text(-color)`, `fg`, `foreground`.
        case text
        /// `color` alone: text only beside a background of the same thing (rule 3).
        case color
        /// `focus-ring`, `focus-outline` (rule 2).
        case focusRing
    }

    /// A name read by the rules: its property, the thing it belongs to and its states.
    public struct Parsed: Sendable, Hashable {
        /// The property the name ends in.
        public var property: Property
        /// The words before the property, state words left out (`--x-button-primary-hover-color` →
        /// x, button, primary).
        public var base: [String]
        /// The state words of the name, sorted (`hover`).
        public var states: [String]
        /// `base` with the digits written after each word (`numberedWords`): `--x-c1-color` and
        /// `--x-c2-color` are the colours of two things, c1 and c2, whose words alone (`base`, which the
        /// roles read) are the same. `PropertyNamespaces` tells components apart by it.
        public var numberedBase: [String]
    }

    /// Interaction-state words (rule 4).
    public static let stateWords: Set<String> = [
        "hover", "hovered", "active", "focus", "focused", "disabled", "selected", "checked", "pressed", "visited",
        "rest", "down",
    ]

    /// Variant words read past after a property (rule 3): Bootstrap's `--bs-primary-bg-subtle`,
    /// `--bs-primary-text-emphasis`, `--bs-border-color-translucent`; Element Plus's `--el-text-color-primary`.
    public static let variantWords: Set<String> = [
        "subtle", "subtler", "subtlest", "emphasis", "emphasized", "muted", "strong", "stronger", "strongest",
        "weak", "weaker", "translucent", "alt", "default", "primary", "secondary", "tertiary", "quaternary",
        "light", "lighter", "dark", "darker", "base", "regular",
    ]

    /// Words of a graphic, never text (rule 3): Spectrum-style `*-visual-color`, slider tracks and thumbs,
    /// drop and progress indicators, dots, tags, alert accents, text selection, icons.
    public static let graphicWords: Set<String> = [
        "visual", "track", "thumb", "indicator", "dot", "tag", "alert", "selection", "icon", "glyph", "handle",
        "knob", "marker", "swatch", "shadow", "glow", "caret", "spinner", "ripple", "scrollbar",
    ]

    /// Graphic words that name a box of text (rule 3): an alert's `X-color` beside its `X-background`
    /// (`--alert-color`, `--alert-success-color` beside `--alert-background`, `--alert-success-background`)
    /// is the CSS `color` of the alert, its text, status word or not. Bootstrap 5.3's alerts set `color:
    /// var(--#{$prefix}alert-color)` and `background-color: var(--#{$prefix}alert-bg)` on `.alert`, and
    /// each variant sets both (twbs/bootstrap `scss/_alert.scss`; getbootstrap.com/docs/5.3/components/alerts,
    /// "CSS variables"). Without that background the alert's colour stays its accent (typedoc's
    /// `--alert-color`, its left border and title).
    public static let textBoxWords: Set<String> = ["alert"]

    /// Words of a control drawn without text (rule 3): a switch (ARIA `switch`), a slider or range (ARIA
    /// `slider`, HTML `<input type=range>`), a progress bar or meter (HTML `<progress>`, `<meter>`). Their
    /// `X-color` is the knob, thumb or value drawn on `X-background-color`, a graphical object judged at 3:1
    /// (WCAG 2.2 SC 1.4.11), not text: WAI-ARIA 1.2's `switch` is "a type of checkbox that represents on/off
    /// values", and HTML's `<progress>` and `<meter>` draw a bar, no text. Not with `textControlWords` (a
    /// date range's text is text). "Toggle" is not one: it names buttons too (Bootstrap's
    /// `.dropdown-toggle`), and is read as an interactive word; a scroll bar is a graphic word already.
    public static let graphicControlWords: Set<String> = [
        "switch", "slider", "range", "progress", "meter",
    ]

    /// Words with which a `graphicControlWords` word names a control that shows text.
    static let textControlWords: Set<String> = ["button", "date", "time", "calendar", "label", "text"]

    /// Whether `words` (a name's base or all its words) name a control drawn without text
    /// (`graphicControlWords`).
    public static func namesGraphicControl(_ words: [String]) -> Bool {
        words.contains(where: graphicControlWords.contains) && !words.contains(where: textControlWords.contains)
    }

    /// Words that say nothing of the thing a colour belongs to (rule 5): qualifiers, levels, scheme words.
    public static let genericWords: Set<String> = [
        "color", "colour", "colors", "default", "primary", "secondary", "tertiary", "quaternary", "base", "main",
        "theme", "mode", "scheme", "light", "dark", "sys", "ref", "md", "m", "ui", "semantic", "root", "global",
        "static", "level", "alias", "token", "tokens", "var",
    ]

    /// Words naming a fixed colour (rule 6).
    static let fixedColourWords: Set<String> = ["white", "black"]

    /// The roles of `names` (one palette's colours), index for index: the rules above, with the library
    /// prefix (`libraryPrefix`) left out of every name's own words; `RoleInference.infer(name:)` for a
    /// name they do not read.
    public static func roles(names: [String]) -> [Role?] {
        let prefix = libraryPrefix(names)
        // Property-first groups (`color-base`, `background-color-base`) when the set is named so.
        let propertyGroups = PropertyGroups.isUsed(names)
        // Colour groups sharing one role set (`color.accent.text-default`): roles from the role's words,
        // not the group's (`RoleSetGroups`).
        let roleSetGroups = RoleSetGroups(names: names)
        // Family-first role names (`danger.text-strong`, `primary.surface-focus`): roles from the role word.
        let familyFirst = FamilyRoleNames(names: names)
        let parsed = parse(all: names)
        // Things that have a background, and things that have a text colour of their own (rule 3): their
        // base words, states aside.
        var siblings = Siblings()
        for case let p? in parsed {
            if p.property == .background { siblings.withBackground.insert(key(p.base)) }
            if p.property == .text { siblings.withText.insert(key(p.base)) }
        }
        let all = Set(names)
        let regionFirst = RegionNames.isUsed(names)
        // Status families named by their members (`error.default`, `error.muted`, `error.inverse`).
        let statusFamilies = StatusFamilyNames.members(names)
        return names.indices.map { i in
            if isPseudoPrivate(names[i]) { return nil }
            if LauncherIconNames.isLauncherIcon(names[i]) { return .decorative }
            if let role = familyFirst.role(of: names[i]) { return role }
            if let role = roleSetGroups.role(of: names[i]) { return role }
            if roleSetGroups.isSilent(names[i]) { return nil }
            if propertyGroups, let role = PropertyGroups.role(of: names[i]) { return role }
            if let role = surfaceColourRole(parsed[i], prefix: prefix, siblings: siblings) { return role }
            if let decision = decide(names[i], parsed[i], prefix: prefix, siblings: siblings) {
                return decision.role
            }
            // A status family's `muted` fill and its states are backgrounds (rule 10; `primary.muted`, whose
            // word alone says interactive, only when faint: `TranslucentTints`).
            if let member = statusFamilies[names[i]], StatusFamilyNames.isStatusTint(member) { return .background }
            if let role = RoleInference.infer(name: names[i]) { return role }
            if regionFirst, let role = regionRole(names[i], parsed[i], siblings: siblings) { return role }
            if let role = stylesheetColourRole(names[i], parsed[i], prefix: prefix, siblings: siblings) {
                return role
            }
            if let role = statusAccentRole(parsed[i], prefix: prefix) { return role }
            if let member = statusFamilies[names[i]] { return StatusFamilyNames.role(of: member.member) }
            // Rule 8: the text of a fill named for it.
            guard let (fill, _) = FillTextName.fill(ofText: names[i]), all.contains(fill) else { return nil }
            return .text
        }
    }

    /// Rule 9: the role of a name of a region-first palette that no other rule gives one, or `nil`.
    static func regionRole(_ name: String, _ parsed: Parsed?, siblings: Siblings) -> Role? {
        let read = RegionNames.read(name)
        guard !read.hasRoleWord, !read.region.isEmpty else { return nil }
        if let parsed {
            guard parsed.property == .color, !parsed.base.contains(where: graphicWords.contains) else { return nil }
            return .text
        }
        if !read.states.isEmpty {
            return siblings.withText.contains(key(read.region)) ? .text : .background
        }
        if let last = read.region.last, RegionNames.highlightWords.contains(last) { return .text }
        if let last = read.region.last, RegionNames.graphicWords.contains(last) { return .icon }
        return nil
    }

    /// Rule 11: the role of a CSS custom property `--X-color` that no other rule gives one: text, the CSS
    /// `color` of X, when X is named by words of its own (not only a status: SAP's `--sapErrorColor` is the
    /// error accent), none a graphic's, no number among them (a chart series' `--series-1-color`), and X has
    /// no text colour of its own; else `nil`.
    static func stylesheetColourRole(_ name: String, _ parsed: Parsed?, prefix: String?, siblings: Siblings)
        -> Role?
    {
        guard name.hasPrefix("--"), !isPseudoPrivate(name), let parsed, parsed.property == .color,
            parsed.numberedBase == parsed.base, !parsed.base.contains(where: graphicWords.contains),
            !siblings.withText.contains(key(parsed.base))
        else { return nil }
        let own = ownWords(parsed.base, prefix: prefix)
        guard !own.isEmpty, !own.allSatisfy(statusWords.contains) else { return nil }
        return .text
    }

    /// Words naming the surface a whole page or app is drawn on (rule 14).
    static let surfaceSubjectWords: Set<String> = ["body", "page", "canvas", "surface", "app", "backdrop", "window"]

    /// Rule 14: `background` for `X-color` whose X is one surface word (`surfaceSubjectWords`) with no
    /// background of its own beside it; else `nil`.
    static func surfaceColourRole(_ parsed: Parsed?, prefix: String?, siblings: Siblings) -> Role? {
        guard let parsed, parsed.property == .color, parsed.numberedBase == parsed.base,
            !siblings.withBackground.contains(key(parsed.base))
        else { return nil }
        let own = ownWords(parsed.base, prefix: prefix)
        guard own.count == 1, let word = own.first, surfaceSubjectWords.contains(word) else { return nil }
        return .background
    }

    /// Rule 13: the role of `X-color` whose X is only a status that no other rule gives one: `icon`, the
    /// status's accent; else `nil`.
    static func statusAccentRole(_ parsed: Parsed?, prefix: String?) -> Role? {
        guard let parsed, parsed.property == .color, parsed.states.isEmpty, parsed.numberedBase == parsed.base
        else { return nil }
        let own = ownWords(parsed.base, prefix: prefix)
        guard !own.isEmpty, own.allSatisfy(statusWords.contains) else { return nil }
        return .icon
    }

    /// True for a pseudo-private custom property, `--_x` (rule 7).
    public static func isPseudoPrivate(_ name: String) -> Bool {
        name.hasPrefix("--_")
    }

    /// The role of one name read alone (no library prefix): rules 1–6, then `RoleInference`. `X-color` is
    /// text only with `withBackground` holding X's key (`key(_:)`).
    public static func role(of name: String, withBackground: Set<String> = []) -> Role? {
        let siblings = Siblings(withBackground: withBackground, withText: [])
        if let decision = decide(name, parse(name), prefix: nil, siblings: siblings) {
            return decision.role
        }
        return RoleInference.infer(name: name)
    }

    /// What the rules decide: a role or none (`role` nil); `nil` when they leave the name to
    /// `RoleInference`.
    struct Decision {
        var role: Role?
    }

    /// The things of a palette (base keys) that have a background, and those that have a text colour.
    struct Siblings {
        var withBackground: Set<String> = []
        var withText: Set<String> = []
    }

    private static func decide(_ name: String, _ parsed: Parsed?, prefix: String?, siblings: Siblings) -> Decision? {
        let words = RoleInference.splitWords(name)
        let own = ownWords(words, prefix: prefix)
        if !own.isEmpty, own.allSatisfy(fixedColourWords.contains) { return Decision(role: nil) }
        guard let parsed else { return nil }
        switch parsed.property {
        case .focusRing: return Decision(role: .focus)
        case .color:
            return colourDecision(name, parsed.base, prefix: prefix, siblings: siblings)
        case .background, .border, .text:
            // A graphic's text (typedoc's `--color-icon-text`, the letter in a kind icon) stays an icon.
            guard !ownWords(parsed.base, prefix: prefix).isEmpty,
                parsed.property != .text || !parsed.base.contains(where: graphicWords.contains)
            else { return nil }
            switch parsed.property {
            case .background: return Decision(role: .background)
            case .border: return Decision(role: .border)
            default: return Decision(role: .text)
            }
        }
    }

    /// Rule 3 for `X-color` (`base` is X): the role X's last word names, when it names one other than a
    /// surface (`icon-color` an icon, `divider-color` a border, `link-color` interactive, `shadow-color`
    /// decorative); `RoleInference`'s for a graphic, as non-text UI when that says text
    /// (`MeasureIndicatorColor`); text when X is named (not only by the library prefix and states), is no
    /// status (`status`: error, success…: a status colour is an accent, its text has its own name), has a
    /// background and no text colour of its own (SAP's `sapShellColor` beside `sapShell_TextColor` is the
    /// shell's brand colour); else `RoleInference`'s.
    private static func colourDecision(_ name: String, _ base: [String], prefix: String?, siblings: Siblings)
        -> Decision?
    {
        // A numbered colour is a step of a set (SAP's `sapLegendColor1`…`20`, chart series), not a role.
        guard let last = base.last, name.unicodeScalars.last?.properties.numericType == nil else { return nil }
        let named = RoleInference.words.filter { $0.key != .background && $0.value.contains(last) }.map(\.key)
        if let role = named.first, named.count == 1 { return Decision(role: role) }
        // An alert is a box of text: its `X-color` beside its `X-background` is that text, status or not.
        let otherGraphic = base.contains { graphicWords.contains($0) && !textBoxWords.contains($0) }
        if base.contains(where: textBoxWords.contains), !otherGraphic, siblings.withBackground.contains(key(base)),
            !siblings.withText.contains(key(base))
        {
            return Decision(role: .text)
        }
        if base.contains(where: graphicWords.contains) {
            let role = RoleInference.infer(name: name)
            return Decision(role: role == .text ? .icon : role)
        }
        // A switch's, slider's or progress bar's own colour is its knob, thumb or value: a graphic.
        if namesGraphicControl(base), siblings.withBackground.contains(key(base)),
            !siblings.withText.contains(key(base))
        {
            return Decision(role: .icon)
        }
        var own = base[...]
        if let prefix, own.first == prefix { own = own.dropFirst() }
        let baseKey = key(base)
        guard own.contains(where: { !stateWords.contains($0) }), !base.contains(where: statusWords.contains),
            siblings.withBackground.contains(baseKey), !siblings.withText.contains(baseKey)
        else { return nil }
        return Decision(role: .text)
    }

    /// Status words (rule 3): `X-color` of a status is its accent (icons, borders), not text.
    public static let statusWords: Set<String> = [
        "error", "warning", "success", "info", "information", "informative", "danger", "negative", "critical",
        "positive", "neutral", "caution", "attention", "note", "tip", "important", "severe", "done", "valid",
        "invalid",
    ]

    /// The words of `words` that are the name's own: not the library prefix (when it is the first word),
    /// not `genericWords`, not state words.
    public static func ownWords(_ words: [String], prefix: String?) -> [String] {
        var rest = words[...]
        if let prefix, rest.first == prefix { rest = rest.dropFirst() }
        return rest.filter { !genericWords.contains($0) && !stateWords.contains($0) }
    }

    /// The first word most names of a palette start with, when it is a library's prefix: shared by at least
    /// half of the names (and at least four), and not a word that names anything (`color`, `text`,
    /// `light`): Bootstrap's `bs`, a component library's `x`.
    public static func libraryPrefix(_ names: [String]) -> String? {
        guard names.count >= 4 else { return nil }
        var counts: [String: Int] = [:]
        for name in names {
            guard let first = RoleInference.splitWords(name).first else { continue }
            counts[first, default: 0] += 1
        }
        guard let (word, count) = counts.max(by: { ($0.value, $1.key) < ($1.value, $0.key) }), count * 2 >= names.count
        else { return nil }
        if genericWords.contains(word) || RoleInference.words.values.contains(where: { $0.contains(word) }) {
            return nil
        }
        return word
    }

    /// The key of a thing's words, for comparing bases (`x.button.primary`).
    public static func key(_ words: [String]) -> String { words.joined(separator: ".") }

    /// The name read by rules 1–4, or `nil` when it does not end in a property.
    public static func parse(_ name: String) -> Parsed? {
        parse(name, focusAsState: false)
    }

    /// `names` read by rules 1–4 and 12, index for index: `X-focus-color` beside an `X-color` of the same
    /// names is X's colour in its focus state, not a focus indicator (rule 12).
    public static func parse(all names: [String]) -> [Parsed?] {
        var parsed = names.map(parse)
        var colourBases = Set<String>()
        for case let p? in parsed where p.property == .color && p.states.isEmpty { colourBases.insert(key(p.base)) }
        guard !colourBases.isEmpty else { return parsed }
        for i in parsed.indices where parsed[i]?.property == .focusRing {
            guard let state = parse(names[i], focusAsState: true), state.property == .color,
                colourBases.contains(key(state.base))
            else { continue }
            parsed[i] = state
        }
        return parsed
    }

    private static func parse(_ name: String, focusAsState: Bool) -> Parsed? {
        let words = RoleInference.splitWords(name)
        guard !words.contains("on") else { return nil }
        let numbered = numberedWords(name, words)
        // Rule 2: focus-ring, focus-outline.
        for i in words.indices.dropLast() where words[i] == "focus" && ["ring", "outline"].contains(words[i + 1]) {
            return Parsed(
                property: .focusRing, base: Array(words[..<i]), states: [], numberedBase: Array(numbered[..<i]))
        }
        var end = words.count
        var states: [String] = []
        while end > 0, isState(words, at: end - 1) || variantWords.contains(words[end - 1]) {
            if isState(words, at: end - 1) { states.append(words[end - 1]) }
            end -= 1
        }
        guard let (property, start) = property(ending: Array(words[..<end])) else { return nil }
        // `X-focus-color` is the colour of focus, the indicator (SAP's `sapContent_FocusColor`): left to
        // `RoleInference`, as a focus ring.
        if !focusAsState, property == .color, start > 0, ["focus", "focused"].contains(words[start - 1]) {
            return Parsed(
                property: .focusRing, base: Array(words[..<(start - 1)]), states: [],
                numberedBase: Array(numbered[..<(start - 1)]))
        }
        var base: [String] = []
        var numberedBase: [String] = []
        for (i, (word, numberedWord)) in zip(words[..<start], numbered[..<start]).enumerated() {
            if isState(words, at: i) {
                states.append(word)
            } else {
                base.append(word)
                numberedBase.append(numberedWord)
            }
        }
        guard !base.isEmpty else { return nil }
        return Parsed(property: property, base: base, states: Array(Set(states)).sorted(), numberedBase: numberedBase)
    }

    /// The words of `name` (`words`, its `RoleInference.splitWords`, which drops digits), each with the
    /// digits written after it before the next word: `--x-c1-color` and `--x-c-1-color` → x, c1, color;
    /// digits before the first word go in front of it. One entry per word of `words`; `words` itself when
    /// the name has no ASCII digit.
    public static func numberedWords(_ name: String, _ words: [String]) -> [String] {
        guard name.utf8.contains(where: { $0 >= 0x30 && $0 <= 0x39 }) else { return words }
        var result: [String] = []
        var leading = ""
        var chunk = ""
        func flush() {
            if !chunk.isEmpty { result += RoleInference.splitWords(chunk) }
            chunk = ""
        }
        for character in name {
            guard let ascii = character.asciiValue, ascii >= 0x30 && ascii <= 0x39 else {
                chunk.append(character)
                continue
            }
            flush()
            if result.isEmpty { leading.append(character) } else { result[result.count - 1].append(character) }
        }
        flush()
        if !leading.isEmpty, !result.isEmpty { result[0] = leading + result[0] }
        // The words between digits are the name's words (digits end a word in `splitWords`).
        return result.count == words.count ? result : words
    }

    /// Whether `words[i]` is a state word (rule 4): one of `stateWords`, or `key` before `focus` (Spectrum's
    /// keyboard-focus state, `-key-focus`, beside `-hover` and `-down`, its pressed state).
    private static func isState(_ words: [String], at i: Int) -> Bool {
        stateWords.contains(words[i]) || (words[i] == "key" && i + 1 < words.count && words[i + 1] == "focus")
    }

    /// The property `words` end in, with the index its words start at (rule 3).
    private static func property(ending words: [String]) -> (Property, Int)? {
        guard let last = words.last else { return nil }
        let n = words.count
        let beforeLast = n >= 2 ? words[n - 2] : nil
        switch last {
        case "background", "bg": return (.background, n - 1)
        case "border", "outline": return (.border, n - 1)
        case "text", "fg", "foreground": return (.text, n - 1)
        case "color", "colour":
            switch beforeLast {
            case "background", "bg": return (.background, n - 2)
            case "border", "outline": return (.border, n - 2)
            case "text", "fg", "foreground": return (.text, n - 2)
            default: return (.color, n - 1)
            }
        default: return nil
        }
    }
}
