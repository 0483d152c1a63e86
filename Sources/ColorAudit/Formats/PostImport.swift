import ColorScience

/// The pass every imported palette goes through after its importer (`PaletteImporters.importPalettes`),
/// so that each format only reads and every format gets the same treatment:
///
/// 1. **Roles.** A token without a role whose `roleSource` is `unknown` gets
///    `PropertyNaming.roles(names:)` with `RoleSource.inferred` — the CSS property a component library's
///    custom property ends in (`--x-button-primary-background-color`), else `RoleInference.infer(name:)` —
///    or stays unknown when nothing matches. Declared and already inferred roles are kept.
///    Except for **primitives**: a colour that other colours of the palette alias and whose own values
///    are no alias is an input to aliases (a scale step or theme source such as Compound's
///    `color.theme.bg`, which `color.bg.canvas.default` and `color.text.on-solid.primary` both alias;
///    typedoc's `--light-color-background` behind `--color-background`), not a colour drawn as such, so
///    it gets no inferred role and forms no pairs of its own (the semantic colours that alias it do). A
///    role declared or given by a pattern is kept. A theme of region-first names (`RegionNames`) has no
///    such inputs: `--sidebar-fg`, which `--scrollbar` aliases, is still the sidebar's text. A primitive
///    the root element's rule draws as its background (`StylesheetUse.canvas`: Pico's `:where(:root) {
///    background-color: var(--pico-background-color) }`, which `--pico-card-background-color` aliases) is the page itself,
///    drawn as such: it keeps an inferred `background` role, a surface like any other. And in a CSS
///    stylesheet, a semantic custom property that a layer of component custom properties re-exports
///    through `var()` (`reExportedSemantics`: every alias names it in all its appearances and has its
///    role) is drawn as well, directly: it is no input. That is the web's convention (VitePress's
///    `--vp-c-text-1`, "used for primary text", is the body's `color` and behind `--vp-button-alt-text`;
///    Bootstrap 5.3's `--bs-body-color`, the "default foreground … including components"), not that of
///    token files or Android resources, whose aliased colours are a primitive layer (a DTCG `base.ink`
///    behind `color.text`; an Android `@color/accent` behind a theme attribute): they stay inputs.
///    So is a **scale step** (`ScaleSteps`: `blue-100` … `blue-900`, `accent-50` … `accent-950`,
///    `neutral-00` … `neutral-100`) whose own values are no alias, in a palette that has semantic colours
///    (a colour with a role that is neither a step nor an aliased primitive), whether or not a colour
///    aliases it: a step referred to only through a computed value (`rgba({accent.500}, 0.5)`) or not
///    at all is still an option to pick from, not a colour drawn (Wikimedia Codex: "Option tokens are not
///    used to style components"), and its name (`accent-500` interactive, `surface-100` a background)
///    would pair it with every surface. A palette of scales alone (Radix, open-color, Carbon's) has no
///    semantic colours and is left as it was; Radix's 12-step scales are no `ScaleSteps` scales.
///    So is a step of a numbered layer that **re-exports a scale** (`ScaleReexports`: `color.accent.1` …
///    `color.accent.12` aliasing `brand.blue.1` … `brand.blue.12`, one to one): the scale under a theme's
///    name, not an accent colour drawn on every surface; Radix's text steps 11–12 and focus ring 8 excepted.
///    So is a **fixed colour beside colours named for their scheme** (`ModelessPrimitives`:
///    `color.brand.primary: #fb542b` beside `color.light.*` and `color.dark.*`): the same in both themes,
///    it is a brand colour the themes pick from, no role of either.
///    A member of a **categorical run** (`CategoricalRuns`: `--chart-1` … `--chart-5`, a badge's
///    `--x-type-background1` … `10`, numbered names of three or more distinct hues) gets no inferred
///    background role: data colours are no general surfaces; their own `on` colours still find them.
///    And a colour the **stylesheets of the run draw**: when their style rules draw text with some of the
///    palette's colours (`Palette.stylesheetUses`), an inferred text or interactive colour that they use
///    only in borders, outlines and other non-text properties (never in `color`, never through a custom
///    property no rule draws) is non-text — `border` when a border or outline uses it, else `icon` —
///    judged at 3:1 (WCAG 2.2 SC 1.4.11) rather than as text (typedoc's `--color-accent`: borders, SVG
///    fills and the scrollbar, never `color`); one they use only as a fill (`background`, a progress bar's
///    value) is `icon`, a non-text fill judged at 3:1 on the surfaces; one they use only to decorate text
///    (`text-decoration-color`: Pico's `--pico-primary-underline`) is `decorative`: the text's own colour
///    carries its contrast. One they draw only as a highlight's background (`StylesheetUse.highlight`:
///    `::selection { background-color: var(--pico-text-selection-color) }`) gets no inferred role: it is
///    the background of selected text, which the stylesheet pairs on it (`CSSStyleRules`), never a colour
///    drawn on the surfaces. An Android `res/` folder's layouts, drawables and widget styles give the same
///    evidence (`AndroidLayoutUses`): Aegis's own `colorPrimaryAlternative`, only ever a view's
///    `android:background` and a progress bar's `<solid>`, is a fill, not text.
///    A **launcher icon's** colours (`LauncherIconNames`: `ic_launcher_background`; in Android resources
///    also `icon_background`, `icon_highlight`) are `decorative`: the launcher draws them, never the app's
///    text on them. So is a colour **documented as a picture's** (`DocumentedArtwork`: "colors used in the
///    elephant friend drawables", an illustration's, a mascot's, the app icon's).
///    An asset catalog's names are read as apps name their colour sets first (`CatalogRoleNames`: a
///    launch screen's colour and a scrim carry no text, a button's fill, a bar, a layer and a
///    lone scale step lighter than the text are surfaces).
/// 2. **Names.** Two tokens with the same name are an error at the second, naming the first's location.
/// 3. **Pairs and groups.** Every `foreground`, `background`, `backdrop` and `over` colour of a pair and
///    every group member must name a token; otherwise an error at the pair (or group) with a "did you
///    mean". A pair's `appearances` must be appearances the palette has (`Palette.appearances`; any
///    appearance when the palette's colours have one value each), else the pair would never be checked.
///    Groups need at least two distinct members.
enum PostImport {
    /// The palette with roles inferred, after the checks above.
    /// - Throws: `PaletteError` listing every problem (`PaletteError.further`): duplicate names, then
    ///   each unknown name of each pair and group, then groups with too few members.
    public static func finish(_ palette: Palette) throws(PaletteError) -> Palette {
        var palette = palette
        var errors = PaletteErrorList()
        var locationByName: [String: SourceLocation] = [:]
        locationByName.reserveCapacity(palette.tokens.count)
        var inferred = PropertyNaming.roles(names: palette.tokens.map(\.name))
        if palette.sourceKind == .assetCatalog {
            inferred = CatalogRoleNames.roles(palette.tokens, inferred: inferred)
        }
        if palette.format == AndroidResourcesImporter().formatName {
            // An app icon's layers (`icon_background`) are the launcher's, never drawn with the app's text.
            for i in inferred.indices where LauncherIconNames.isAppIconLayer(palette.tokens[i].name) {
                inferred[i] = .decorative
            }
        }
        // A colour documented as a picture's (a mascot's, the app icon's) is never text or an icon on a surface.
        for i in inferred.indices where DocumentedArtwork.documentsArtwork(palette.tokens[i].documentation) {
            inferred[i] = .decorative
        }
        let reExported =
            palette.sourceKind == .stylesheet ? reExportedSemantics(palette.tokens, inferred: inferred) : []
        let aliasedNames = primitiveNames(palette.tokens)
        let aliased = aliasedNames.subtracting(reExported)
            .subtracting(RegionNames.drawnAliases(aliasedNames, names: palette.tokens.map(\.name)))
        let primitives = aliased.union(unaliasedSteps(palette.tokens, inferred: inferred, primitives: aliased))
            .union(ScaleReexports.silentSteps(palette.tokens, inferred: inferred))
            .union(ModelessPrimitives.names(palette.tokens))
        let drawsText = palette.stylesheetUses.values.contains { $0.contains(.text) }
        let categorical = CategoricalRuns.backgroundRuns(palette.tokens, inferred: inferred)
        for index in palette.tokens.indices {
            let token = palette.tokens[index]
            if let first = locationByName[token.name] {
                errors.record(
                    PaletteError(
                        kind: .duplicate,
                        location: token.location,
                        message: "colour '\(token.name)' is defined twice (first at \(first)); expected unique names"))
                continue
            }
            locationByName[token.name] = token.location
            if token.role == nil, token.roleSource == .unknown, let role = inferred[index] {
                let uses = palette.stylesheetUses[token.name]
                let isPage = role == .background && uses?.contains(.canvas) == true
                guard !primitives.contains(token.name) || isPage, uses != .highlight else { continue }
                if role == .background, categorical.contains(index), !isPage { continue }
                // A translucent tint named by its level (`primary.muted`, `#4459ff1a`) is a surface.
                let read = TranslucentTints.isTint(token, role: role) ? Role.background : role
                palette.tokens[index].role = Self.drawnRole(read, uses: drawsText ? uses : nil)
                palette.tokens[index].roleSource = .inferred
            }
        }
        func check(_ name: String, _ context: String, at location: SourceLocation) {
            guard locationByName[name] == nil else { return }
            let names = palette.tokens.map(\.name)
            errors.record(
                PaletteError(
                    kind: .unresolvedReference,
                    location: location,
                    message: "\(context): no colour named '\(name)'" + NodeReader.suggestion(for: name, among: names)))
        }
        for (number, pair) in (palette.pairs ?? []).enumerated() {
            let context = "pair \(number + 1)"
            check(pair.foreground, "\(context) foreground", at: pair.location)
            check(pair.background, "\(context) background", at: pair.location)
            for layer in pair.backdrop { check(layer, "\(context) backdrop", at: pair.location) }
            for layer in pair.over.joined() { check(layer, "\(context) over", at: pair.location) }
            errors.attempt { () throws(PaletteError) in try checkAppearances(pair, context, palette: palette) }
        }
        for group in palette.groups {
            for member in group.members { check(member, "group '\(group.name)'", at: group.location) }
            if Set(group.members).count < 2 {
                errors.record(
                    PaletteError(
                        kind: .structure,
                        location: group.location,
                        message: "group '\(group.name)': expected at least 2 different colours, found "
                            + "\(Set(group.members).count)"))
            }
        }
        try errors.throwIfAny()
        return palette
    }

    /// `role`, or the non-text role the stylesheets' `uses` of the colour show (rule 1).
    /// `uses` is `nil` when the stylesheets draw no text with the palette's colours.
    static func drawnRole(_ role: Role, uses: StylesheetUse?) -> Role {
        guard role == .text || role == .interactive, let uses, uses.isDisjoint(with: [.text, .indirect]) else {
            return role
        }
        if !uses.isDisjoint(with: [.boundary, .edge]) { return .border }
        if uses.contains(.graphic) || uses.contains(.background) { return .icon }
        return uses == .decoration ? .decorative : role
    }

    /// The names of the primitives among `tokens` (rule 1): aliased by another token, no alias themselves.
    static func primitiveNames(_ tokens: [ColorToken]) -> Set<String> {
        var aliased = Set<String>()
        for token in tokens {
            for value in token.values.values {
                if let target = value.aliasOf, target != token.name { aliased.insert(target) }
            }
        }
        guard !aliased.isEmpty else { return [] }
        var primitives = Set<String>()
        for token in tokens where aliased.contains(token.name) && token.values.values.allSatisfy({ $0.aliasOf == nil })
        {
            primitives.insert(token.name)
        }
        return primitives
    }

    /// Words that name an input to aliases, never a colour drawn: a theme's or scheme's source
    /// (Compound's `color.theme.bg`; typedoc's `--light-color-background`), a base or reference palette.
    static let inputWords: Set<String> = [
        "theme", "base", "ref", "reference", "core", "primitive", "primitives", "palette", "source", "light",
        "dark",
    ]

    /// The aliased custom properties of a stylesheet that are semantic colours re-exported, not inputs
    /// (rule 1; `finish` asks it for CSS only): a colour with an inferred role and no `inputWords` in its
    /// name, whose every alias names it in each of its appearances and has a role that `agrees` with its
    /// own or none, at least one agreeing (VitePress's `--vp-c-text-1` behind `--vp-code-tab-text-color`
    /// and `--vp-button-alt-text`, all text; `--vp-c-bg` behind `--vp-nav-bg-color`, all backgrounds;
    /// Bootstrap's `--bs-body-color` behind a dropdown's text and a button's label). Components draw it
    /// directly, as the aliases say: the layer that aliases it names where, not what. An input is aliased
    /// with another role (Compound's `color.theme.bg`, behind a
    /// canvas and an on-solid text), in one appearance only (typedoc's `--light-color-background`, behind
    /// `--color-background` in light while dark takes `--dark-color-background`), named as one, or a step
    /// of a numbered run longer than levels are (`ScaleSteps.longRuns`: `accent.1` … `accent.16`).
    static func reExportedSemantics(_ tokens: [ColorToken], inferred: [Role?]) -> Set<String> {
        var roleOf: [String: Role] = [:]
        let scales = ScaleSteps.longRuns(tokens.map(\.name))
        var inputs: Set<String> = []
        for (index, token) in tokens.enumerated() {
            if let role = token.role ?? inferred[index] { roleOf[token.name] = role }
            if scales.contains(index) || RoleInference.splitWords(token.name).contains(where: inputWords.contains) {
                inputs.insert(token.name)
            }
        }
        // Per aliased name: no alias so far names it in some appearances only or has another role
        // (`consistent`), and some alias has its role (`confirmed`). An alias with no role says nothing.
        var consistent: [String: Bool] = [:]
        var confirmed: Set<String> = []
        for token in tokens {
            let targets = Set(token.values.values.compactMap(\.aliasOf)).subtracting([token.name])
            for target in targets where !inputs.contains(target) {
                guard let role = roleOf[target] else { continue }
                let whole = token.values.values.allSatisfy { $0.aliasOf == target }
                let aliasRole = roleOf[token.name]
                let agreeing = aliasRole.map { agrees($0, role) }
                consistent[target] = (consistent[target] ?? true) && whole && agreeing != false
                if agreeing == true { confirmed.insert(target) }
            }
        }
        return confirmed.filter { consistent[$0] == true }
    }

    /// Whether an alias with role `alias` draws its target, of role `role`, as that role: the same role,
    /// or text and interactive either way (a control's label is text: Bootstrap 5.3's `.btn` sets
    /// `--bs-btn-color: var(--bs-body-color)`, the body text, which `RoleInference` reads as the button's
    /// interactive colour by its word `btn`).
    static func agrees(_ alias: Role, _ role: Role) -> Bool {
        let labels: Set<Role> = [.text, .interactive]
        return alias == role || (labels.contains(alias) && labels.contains(role))
    }

    /// The scale steps that are primitives though no colour aliases them (rule 1): in a palette with
    /// semantic colours (a colour that is no scale step and no aliased primitive with a role declared,
    /// given by a pattern or inferred: `inferred`, index for index), every step of a scale
    /// (`ScaleSteps`) whose own values are no alias.
    static func unaliasedSteps(_ tokens: [ColorToken], inferred: [Role?], primitives: Set<String>) -> Set<String> {
        let steps = ScaleSteps.steps(tokens.map(\.name))
        guard !steps.isEmpty else { return [] }
        let hasSemantic = tokens.indices.contains { i in
            !steps.contains(i) && !primitives.contains(tokens[i].name) && (tokens[i].role ?? inferred[i]) != nil
        }
        guard hasSemantic else { return [] }
        var names = Set<String>()
        for i in steps where tokens[i].values.values.allSatisfy({ $0.aliasOf == nil }) {
            names.insert(tokens[i].name)
        }
        return names
    }

    /// See rule 3: a pair limited to appearances the palette does not have.
    private static func checkAppearances(_ pair: PairDeclaration, _ context: String, palette: Palette)
        throws(PaletteError)
    {
        guard let limited = pair.appearances else { return }
        let available = palette.appearances
        guard available != [.any] else { return }
        for appearance in limited where !available.contains(appearance) {
            throw PaletteError(
                kind: .unresolvedReference,
                location: pair.location,
                message: "\(context) appearances: the palette has no '\(appearance.rawValue)' appearance (it has "
                    + available.map(\.rawValue).joined(separator: ", ") + ")")
        }
    }
}
