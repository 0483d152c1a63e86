/// **Status text keeps to its own states** (`PairFormation` rule 16): in a system whose status namespace
/// has tinted surfaces of its own for interaction states, that namespace's text is not judged on the
/// neutral tints and neutral state surfaces.
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
/// `bg.critical.subtle-hovered` — a text colour of that namespace (`color.text.critical.primary`) forms no
/// pair with the general surfaces named with a tint or a state word (`bg.subtle-primary`,
/// `bg.subtle-secondary`, a neutral `…-hover`); the canvas and other general surfaces keep it.
/// A namespace with tints but no state tint (Primer's `bgColor-danger-muted`, whose `fgColor-danger` its
/// own contrast checks judge on the neutral `bgColor-muted`: primer/primitives
/// `scripts/colorContrast.config.ts`) is left alone, and so are icons, borders, general text, declared
/// pairs and pair rules.
struct NamespaceStateSurfaces: Sendable {
    /// The namespaces that have an interaction-state tint of their own.
    let namespaces: Set<String>
    /// The general surfaces (indices into `PairFormation.surfaces`) named with a tint or state word.
    let neutralStates: Set<Int>

    /// Finds the namespaces with state tints and the neutral tints and state surfaces of `formation`.
    init(formation: PairFormation) {
        guard !formation.pairsEverything else {
            namespaces = []
            neutralStates = []
            return
        }
        let words = { (b: Int) in RoleInference.splitWords(formation.surfaces[b].name) }
        let states = Set(PairFormation.stateWords)
        var namespaces = Set<String>()
        for (namespace, surfaces) in formation.byNamespace {
            let hasStateTint = surfaces.contains { b in
                let name = words(b)
                return name.contains(where: PairFormation.tintWords.contains) && name.contains(where: states.contains)
            }
            if hasStateTint { namespaces.insert(namespace) }
        }
        self.namespaces = namespaces
        neutralStates =
            namespaces.isEmpty
            ? []
            : Set(
                formation.general.filter { b in
                    words(b).contains { PairFormation.tintWords.contains($0) || states.contains($0) }
                })
    }

    /// Whether text foreground `token`, planned by its namespace, is kept off surface `b`.
    func keepsOff(_ token: ColorToken, plan: PairFormation.Plan, surface b: Int) -> Bool {
        guard token.role == .text, case .namespace(let namespace) = plan else { return false }
        return namespaces.contains(namespace) && neutralStates.contains(b)
    }
}
