/// **Status text and borders keep to their own states** (`PairFormation` rule 16): in a system whose status namespace
/// has tinted surfaces of its own for interaction states, that namespace's text and borders are not
/// judged on the neutral tints and neutral state surfaces.
///
/// Compound (element-hq/compound-design-tokens `tokens/theme-semantics.json`) gives the critical namespace
/// its own tints for rest and hover — `color.bg.critical.subtle` "Default subtle critical surfaces.
/// State: Rest.", `color.bg.critical.subtle-hovered` "… State: Hover." — and compound-web (element-hq/
/// compound-web 58c320b) switches its critical controls to them where the neutral controls take the
/// neutral tints `bg.subtle-secondary` (hover) and `bg.subtle-primary` (pressed):
/// - `Button.module.css`: `.button[data-kind="secondary"]:active { background: var(--cpd-color-bg-subtle-
///   primary) }` but `.button[data-kind="secondary"].destructive:active { background: var(--cpd-color-bg-
///   critical-subtle-hovered) }` (and `:hover` on `bg-critical-subtle`); the same for tertiary buttons;
/// - `Link.module.css`: `.link[data-kind="primary"]:active { background: var(--cpd-color-bg-subtle-primary) }`,
///   `.link[data-kind="critical"]:active { background: var(--cpd-color-bg-critical-subtle-hovered) }`;
/// - `MenuItem.module.css`: critical items on `bg-critical-subtle` (hover, open) and
///   `bg-critical-subtle-hovered` (active).
/// At rest that text is on the page (`form.module.css` `.error-message`, labels, the secondary button on
/// `bg-canvas-default`), which stays judged, as do the namespace's own surfaces.
///
/// So when a namespace has an **interaction-state tint** — an unclaimed background of the namespace named
/// with a tint word (`PairFormation.tintWords`) and a state word (`PairFormation.stateWords`):
/// `bg.critical.subtle-hovered` — a text or border colour of that namespace (`color.text.critical.primary`) forms no
/// pair with the general surfaces named with a tint or a state word (`bg.subtle-primary`,
/// `bg.subtle-secondary`, a neutral `…-hover`); the canvas and other general surfaces keep it.
/// A status namespace whose tints are named by **level** rather than by a tint word has them too: Figma's
/// Simple Design System (figma/sds `src/theme.css`) gives each status `background.{danger, positive,
/// warning, neutral}.{secondary, tertiary}` (the 200 and 100 steps of its hue) with a `-hover` each, and
/// its components draw a status's content on those in their states, never on the neutral hover
/// `background.default.hover`, which only its neutral and brand controls take (figma/sds 6529aab):
/// - `button.css`: `.button-variant-danger-subtle { --button-color: var(--sds-color-text-danger-default);
///   &[data-hovered] { --button-background-color: var(--sds-color-background-danger-tertiary-hover) } }`,
///   where `.button-variant-subtle` (brand text, `text-brand-default`) hovers on `background-default-
///   default-hover`;
/// - `tag.css` and `notification.css`: the status schemes on `background-{status}-{secondary, tertiary}`
///   and their hovers, with `border-danger-default` around the danger notification;
/// - the neutral hover's own uses (`navigation.css`, `tab.css`, `cards.css`, `accordion.css`,
///   `table.css`, `headers.css`, `button.css`) draw `text-default-default`, `text-default-secondary`,
///   `text-brand-default`, the default and brand icons and `border-default-default` on it, and no status
///   colour.
/// So a background of a **status** namespace (`PropertyNaming.statusWords`) named with a level word
/// (`levelWords`) and a state word is an interaction-state tint as well. Brand and other non-status
/// namespaces are not read this way: SDS draws `text-brand-default` on the neutral hover.
/// Compound's secondary destructive button takes its border to the critical tints with its text
/// (`Button.module.css`: `.destructive:hover { border-color: var(--cpd-color-border-critical-hovered);
/// background: var(--cpd-color-bg-critical-subtle) }`), and SDS draws no status border on the neutral
/// hover, so the namespace's borders keep off the neutral states with its text. Its icons do not:
/// compound-web's destructive icon button, pressed, draws `icon-critical-primary` on the neutral
/// `bg-subtle-primary` (`IconButton.module.css`: `.icon-button:not([aria-disabled="true"]):active {
/// background: var(--cpd-color-bg-subtle-primary) }` and `.destructive * { color: var(--cpd-color-icon-
/// critical-primary) }`), so icons stay judged there.
/// A family named by its members (`StatusFamilyNames`: `error.muted-hover`) is not read so (rule 35).
/// A namespace with tints but no state tint (Primer's `bgColor-danger-muted`, whose `fgColor-danger` its
/// own contrast checks judge on the neutral `bgColor-muted`: primer/primitives
/// `scripts/colorContrast.config.ts`) is left alone, and so are focus colours, general text and borders,
/// declared pairs and pair rules.
///
/// **The neutral hover carries a hovered item's rest content** (SDS, found with the level tints above).
/// What SDS draws on `background-default-default-hover` is the content of the item hovered: navigation
/// items (`navigation.css`: `text-default-default`, `text-default-secondary`, `icon-default-secondary`,
/// selected `text-brand-default`/`icon-brand-default`), tabs (`tab.css`: `text-default-secondary` and
/// their `border-default-default` underline), cards and accordions (`cards.css`, `accordion.css`:
/// `text-default-default`, `icon-default-default`, the `border-default-default` stroke), table rows
/// (`table.css`: cell borders `border-default-default`), the avatar button (`headers.css`) and the subtle
/// button (`button.css`: `text-brand-default`). Its tertiary levels are drawn elsewhere: the placeholder
/// `text-default-tertiary` in inputs, text areas and selects on `background-default-default`, which do
/// not change on hover (`input.css`, `textarea.css`, `select.css`); `text-brand-tertiary` in brand tags on
/// `background-brand-tertiary` (`tag.css`); no component draws `icon-default-tertiary` or a status's
/// tertiary icon. The one secondary border, `border-default-secondary`, is the selected tab's underline,
/// and a selected tab is never hovered (`tab.css`: `&[data-hovered]:not([data-selected])`). So, in a
/// system whose status tints are named by level, a text, icon or border colour of the `tertiary` level,
/// and a border of the `secondary` level, forms no pair with the general surfaces named with a state word
/// (`background.default.hover`); the rest surfaces keep them.
struct NamespaceStateSurfaces: Sendable {
    /// Words that name a lighter level of a status's colour (SDS `background.danger.tertiary`).
    static let levelWords: Set<String> = ["secondary", "tertiary"]
    /// The roles of a namespace's content kept off the neutral states: its text and borders (not icons).
    static let contentRoles: Set<Role> = [.text, .border]

    /// The namespaces that have an interaction-state tint of their own.
    let namespaces: Set<String>
    /// The general surfaces (indices into `PairFormation.surfaces`) named with a tint or state word.
    let neutralStates: Set<Int>
    /// The general surfaces named with a state word, when a status's tints are named by level (SDS
    /// `background.default.hover`): only a hovered item's rest content is drawn on them.
    let neutralHovers: Set<Int>

    /// Finds the namespaces with state tints and the neutral tints and state surfaces of `formation`.
    init(formation: PairFormation) {
        guard !formation.pairsEverything else {
            namespaces = []
            neutralStates = []
            neutralHovers = []
            return
        }
        let words = { (b: Int) in RoleInference.splitWords(formation.surfaces[b].name) }
        let states = Set(PairFormation.stateWords)
        // A family named by its members has tints in a state that say nothing of its text elsewhere (rule 35,
        // `FamilyStateFills`): MetaMask draws `error.default` on the neutral `background.muted-hover` too.
        var namespaces = Set<String>()
        for (namespace, surfaces) in formation.byNamespace {
            let hasStateTint = surfaces.contains { b in
                guard StatusFamilyNames.read(formation.surfaces[b].name)?.member != .tintState else { return false }
                let name = words(b)
                return name.contains(where: PairFormation.tintWords.contains) && name.contains(where: states.contains)
            }
            if hasStateTint { namespaces.insert(namespace) }
        }
        // A status's level tints in a state (SDS `background.danger.tertiary-hover`), claimed by an
        // on-colour or not.
        var levelTints = false
        for b in 0..<formation.backgroundCount {
            let name = words(b)
            guard name.contains(where: Self.levelWords.contains), name.contains(where: states.contains),
                let namespace = PairFormation.namespace(of: formation.surfaces[b].name),
                PropertyNaming.statusWords.contains(namespace)
            else { continue }
            namespaces.insert(namespace)
            levelTints = true
        }
        self.namespaces = namespaces
        neutralHovers =
            levelTints ? Set(formation.general.filter { b in words(b).contains(where: states.contains) }) : []
        neutralStates =
            namespaces.isEmpty
            ? []
            : Set(
                formation.general.filter { b in
                    words(b).contains { PairFormation.tintWords.contains($0) || states.contains($0) }
                })
    }

    /// Whether foreground `token` (text or border), planned by its namespace, is kept off surface `b`.
    func keepsOff(_ token: ColorToken, plan: PairFormation.Plan, surface b: Int) -> Bool {
        guard let role = token.role, Self.contentRoles.contains(role), case .namespace(let namespace) = plan else {
            return false
        }
        return namespaces.contains(namespace) && neutralStates.contains(b)
    }

    /// Whether foreground `token` is a level no hovered item draws, kept off neutral hover `b` (see the
    /// type): a `tertiary` text, icon or border, a `secondary` border.
    func keepsOffHover(_ token: ColorToken, surface b: Int) -> Bool {
        guard !neutralHovers.isEmpty, neutralHovers.contains(b), let role = token.role else { return false }
        let words = RoleInference.splitWords(token.name)
        switch role {
        case .text, .icon: return words.contains("tertiary")
        case .border: return words.contains(where: Self.levelWords.contains)
        default: return false
        }
    }
}
