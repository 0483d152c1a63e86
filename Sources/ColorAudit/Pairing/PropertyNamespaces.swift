import ColorScience

/// Which backgrounds a component's colours are drawn on, for component libraries' custom properties
/// (`PropertyNaming`): a component's text is drawn on that component's own background, not on every other
/// component's (`PairFormation` rule 12).
///
/// 1. **Components.** A colour named by `PropertyNaming.parse` belongs to the thing its base words name
///    (`--x-button-primary-background-color` → x, button, primary), digits included
///    (`PropertyNaming.Parsed.numberedBase`: `--x-c1-color` is c1's, not c2's). The thing is a *component* when its own
///    words (`PropertyNaming.ownWords`: the library prefix and generic words left out) are not only
///    `generalWords` (body, page, canvas, surface, app, document, layer, panel…: Bootstrap's
///    `--bs-body-bg`, a component library's `--x-panel-background-color` are the general surfaces
///    everything is drawn on).
/// 2. **A component's text on its own background.** A text, interactive or icon colour of a component is
///    paired with the backgrounds of the longest leading part of its base that has backgrounds: exactly its
///    own (`--x-button-primary-color` on `--x-button-primary-background-color`), else its component's
///    (`--x-input-placeholder-color` on `--x-input-background-color`). In a state it is paired with the
///    backgrounds of that state (`…-hover-color` on `…-background-color-hover`), or the stateless ones when
///    the component has none for that state; without a state, with the stateless backgrounds and those of
///    every state that has no text colour of its own (the label stays when only the fill changes on
///    hover). So too in a state: a text of one state is drawn on that state's fill hovered or pressed
///    (`interactionWords` added to its states) when no text is named for that combination — Trilium's
///    active tab keeps `--active-tab-text-color` on `--active-tab-hover-background-color`
///    (zadam/trilium @ 82a437f, `src/public/app/widgets/tab_row.js` 140–142, 190: `.note-tab[active]`
///    takes `color: var(--active-tab-text-color)`, and `.note-tab[active]:hover` changes only its
///    `background-color` to `var(--active-tab-hover-background-color)`). That fill is then claimed
///    (rule 3): the page's text and links are not drawn on it.
/// 2a. **`X-text` on `background-X`.** A component text colour named property last (`X-text`,
///    `X-text-color`) whose component has no such background is paired with the backgrounds named head
///    first whose namespace (`PairFormation.namespace(of:)`) is X: typedoc's `--color-warning-text` is
///    the text of `--color-background-warning` (`static/style.css`: `.warning { color:
///    var(--color-warning-text); background: var(--color-background-warning); }`).
/// 3. **Claimed backgrounds.** A component background that some text of its component is paired with
///    belongs to that component: no other colour's general or namespace plan is paired with it (the page's
///    text is not drawn on the input field that has its own text colour). Borders and focus colours keep
///    `PairFormation`'s plans (the surfaces around the component), without the claimed backgrounds.
/// 3a. **Graphics' backgrounds.** The background of a component that is a graphic or a control drawn
///    without text (`graphicComponentWords`: a slider, a scroll bar, a progress bar, a chart, a legend, a
///    switch, a track, a thumb, an indicator…) and has no text colour of its own carries no text: it is claimed too (SAP's `--sapSlider_Selected_Background`,
///    `--sapScrollBar_FaceColor`).
/// 4. **Scrims.** A background named overlay, backdrop, scrim or mask (`scrimWords`) that is translucent in
///    some appearance (Radix's `--color-overlay`, a library's `--x-overlay-background-color`) dims the page
///    under a modal: nothing is drawn on it (`PairSequence`). An opaque one (Primer's `overlay-bgColor`,
///    the surface of a popover) stays a surface.
///
/// The plans are lists of backgrounds, one per foreground: planning stops once they hold more than the
/// `limit` given (`stoppedAtLimit`, no plan then), so a palette whose components share a name cannot
/// grow them past the audit's limit before it is refused (`PairFormation.planningLimit`).
struct PropertyNamespaces: Sendable {
    /// The explicit plans (background indices, ascending) of the foregrounds rule 2 pairs, by foreground
    /// index.
    let plans: [Int: [Int]]
    /// The backgrounds claimed by their component's text (rule 3).
    let claimed: Set<Int>
    /// True when the plans would hold more than the limit given: `plans` and `claimed` are then empty.
    let stoppedAtLimit: Bool

    /// Words of a general surface's thing (rule 1).
    static let generalWords: Set<String> = [
        "body", "page", "canvas", "surface", "app", "application", "document", "layer", "panel", "background", "bg",
        "content", "window", "root", "main", "base", "default", "neutral", "elevated", "raised", "sunken", "inset",
    ]

    /// Components drawn without text (rule 3a), with `PropertyNaming.graphicWords`.
    static let graphicComponentWords: Set<String> = [
        "slider", "scrollbar", "scroll", "progress", "chart", "legend", "switch", "rating", "meter", "range",
        "busy", "skeleton", "track", "thumb", "indicator", "dot", "handle", "knob", "marker", "swatch", "visual",
        "caret", "spinner", "ripple",
    ]

    /// States an element passes through under the pointer or keyboard, added to a state's fill (rule 2).
    static let interactionWords: Set<String> = ["hover", "hovered", "pressed", "active", "focus", "focused", "down"]

    /// Words of a scrim (rule 4).
    static let scrimWords: Set<String> = ["overlay", "backdrop", "scrim", "mask", "blanket"]

    /// Roles whose colours rule 2 pairs with their component's background.
    static let drawnRoles: Set<Role> = [.text, .interactive, .icon]

    /// Plans the component pairs of `foregrounds` on `backgrounds` (the palette's foreground- and
    /// background-role colours); `names` are all the palette's names (for the library prefix); the
    /// foregrounds in `planned` (indices) have their plans from another convention and claim nothing here.
    /// Stops when the plans hold more than `limit` pairs (see the type).
    init(
        foregrounds: [ColorToken], backgrounds: [ColorToken], names: [String], planned: Set<Int> = [],
        limit: Int = .max
    ) {
        let prefix = PropertyNaming.libraryPrefix(names)
        func component(_ parsed: PropertyNaming.Parsed) -> Bool { Self.isComponent(parsed, prefix: prefix) }
        // Component backgrounds by base key: (index, states key); the graphics' (rule 3a).
        var byKey: [String: [(index: Int, states: String, stateWords: Set<String>)]] = [:]
        var graphics: [Int] = []
        for (b, token) in backgrounds.enumerated() {
            guard let parsed = PropertyNaming.parse(token.name), parsed.property == .background, component(parsed)
            else { continue }
            byKey[PropertyNaming.key(parsed.numberedBase), default: []].append(
                (b, PropertyNaming.key(parsed.states), Set(parsed.states)))
            if parsed.base.contains(where: Self.graphicComponentWords.contains) {
                graphics.append(b)
            }
        }
        var plans: [Int: [Int]] = [:]
        var claimed = Set<Int>()
        // Backgrounds named head first (`--color-background-warning`) by their namespace (rule 2a).
        var headFirst: [String: [Int]] = [:]
        for (b, token) in backgrounds.enumerated() where PropertyNaming.parse(token.name) == nil {
            if let namespace = PairFormation.namespace(of: token.name) { headFirst[namespace, default: []].append(b) }
        }
        // The drawn foregrounds of each component, by base key and states key.
        // Rule 12 of `PropertyNaming`: `X-focus-color` beside `X-color` is X's text in its focus state.
        let parsedNames = Dictionary(
            zip(names, PropertyNaming.parse(all: names)), uniquingKeysWith: { first, _ in first })
        var parsedForegrounds: [Int: PropertyNaming.Parsed] = [:]
        var textStates: [String: Set<String>] = [:]
        for (f, token) in foregrounds.enumerated() where !planned.contains(f) {
            guard let role = token.role, Self.drawnRoles.contains(role),
                let parsed = parsedNames[token.name] ?? PropertyNaming.parse(token.name), parsed.property != .focusRing,
                component(parsed)
            else { continue }
            parsedForegrounds[f] = parsed
            textStates[PropertyNaming.key(parsed.numberedBase), default: []].insert(
                PropertyNaming.key(parsed.states))
        }
        var planned = 0
        for (f, parsed) in parsedForegrounds {
            guard planned <= limit else { break }
            // The longest leading part of the base that has backgrounds, keeping a word of its own.
            var length = parsed.base.count
            var found: (key: String, list: [(index: Int, states: String, stateWords: Set<String>)])?
            while length > 0 {
                let key = PropertyNaming.key(Array(parsed.numberedBase.prefix(length)))
                if let list = byKey[key] {
                    found = (key, list)
                    break
                }
                length -= 1
                guard !PropertyNaming.ownWords(Array(parsed.base.prefix(length)), prefix: prefix).isEmpty else { break }
            }
            guard let (key, list) = found else {
                // Rule 2a: `X-text` on the head-first `background-X` (typedoc's `--color-warning-text` on
                // `--color-background-warning`).
                let own = PropertyNaming.ownWords(parsed.base, prefix: prefix)
                if own.count == 1, let targets = headFirst[own[0]], parsed.property == .text {
                    plans[f] = targets
                    claimed.formUnion(targets)
                    planned += targets.count
                }
                continue
            }
            let states = PropertyNaming.key(parsed.states)
            var targets: [Int]
            if !states.isEmpty {
                targets = list.filter { $0.states == states }.map(\.index)
                if targets.isEmpty { targets = list.filter { $0.states.isEmpty }.map(\.index) }
                // The same state's fill hovered or pressed, when no text is named for it (see rule 2).
                let own = Set(parsed.states)
                let ownStates = textStates[key] ?? []
                targets += list.filter { fill in
                    fill.stateWords.isStrictSuperset(of: own) && !ownStates.contains(fill.states)
                        && fill.stateWords.subtracting(own).isSubset(of: Self.interactionWords)
                }.map(\.index)
            } else {
                let ownStates = textStates[key] ?? []
                targets = list.filter { $0.states.isEmpty || !ownStates.contains($0.states) }.map(\.index)
            }
            guard !targets.isEmpty else { continue }
            plans[f] = targets.sorted()
            claimed.formUnion(targets)
            planned += targets.count
        }
        // Rule 3a: a graphic's background with no text of its own is nobody's surface either.
        claimed.formUnion(graphics)
        stoppedAtLimit = planned > limit
        self.plans = stoppedAtLimit ? [:] : plans
        self.claimed = stoppedAtLimit ? [] : claimed
    }

    /// Whether `parsed` names a component (rule 1): its own words, past the library `prefix`, are not only
    /// `generalWords`.
    static func isComponent(_ parsed: PropertyNaming.Parsed, prefix: String?) -> Bool {
        let own = PropertyNaming.ownWords(parsed.base, prefix: prefix)
        return !own.isEmpty && !own.allSatisfy(generalWords.contains)
    }

    /// Whether `token` is a scrim (rule 4): named as one and translucent in some appearance.
    static func isScrim(_ token: ColorToken) -> Bool {
        guard RoleInference.splitWords(token.name).contains(where: scrimWords.contains) else { return false }
        return token.values.values.contains { !$0.color.isOpaque }
    }
}
