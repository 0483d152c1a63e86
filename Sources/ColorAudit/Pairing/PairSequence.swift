import ColorScience

/// The pairs an audit evaluates. Up to `ResolvedPairStore.limit` pairs (`estimatedCount`) are resolved
/// once, on the first iteration, and held for every later one (every pair rule iterates the sequence);
/// more are produced one at a time on each iteration, so memory stays proportional to the palette's
/// colours and declarations however many pairs there are (roles can form millions).
///
/// Order: pairs whose colours all have one value for every appearance (`ColorToken.isUniform`) first, once,
/// with appearance `any` (when the palette has appearances and `any` is not excluded); then, for each
/// evaluated appearance in canonical order, the other pairs, in declaration order. Without declared pairs,
/// the declarations are formed from roles (`implicitDeclaration`): each foreground-role colour in file
/// order, paired with the backgrounds `PairFormation` chooses for it (its `on` surface, the general
/// surfaces and those of its namespace; never a colour on itself or on an alias of the same colour).
/// With declared pairs, the declared ones come first, then every focus-role colour no declared pair uses
/// as its foreground paired with every background-role colour (`focus-indicator-contrast` checks focus
/// colours against every background); those are formed, not declared. A pair whose colours have no
/// value in the appearance is skipped, and so
/// is a declared pair in an appearance it is not drawn in (`PairDeclaration.isDrawn(in:)`); such a pair
/// counts as uniform only when it is drawn in every appearance of the palette.
public struct PairSequence: Sequence, Sendable {
    /// Which pairs one pass over an appearance yields.
    enum Phase: Sendable {
        /// Only pairs of uniform colours (evaluated once, as `any`).
        case uniformOnly
        /// Only pairs with a colour that is not uniform.
        case nonUniformOnly
        /// Every pair.
        case all
    }

    /// The declared pairs, then the pairs the palette's stylesheet draws (`CSSStyleUsage`); `nil` when
    /// there are neither.
    private let declared: [PairDeclaration]?
    /// How many of `declared` the palette declares (the rest are drawn by its stylesheet).
    private let declaredCount: Int
    /// Whether the palette declares pairs (`pairs:`, pair rules), even none.
    private let hasDeclaredPairs: Bool
    /// The pairs the palette's stylesheet draws: not formed again from roles.
    private let drawn: CSSStyleUsage
    /// Colours whose pairs as a foreground are only the drawn ones (`Palette.drawnOnly`).
    private let drawnOnly: Set<String>
    /// Pairs the palette's stylesheet shows are never drawn (`Palette.clearedPairs`): not formed.
    private let cleared: Set<[String]>
    private let declaredUniform: [Bool]
    /// Tokens whose pairs are formed (foreground roles, or unpaired focus colours when pairs are declared)
    /// with the usage those pairs get, and background-role tokens.
    private let foregrounds: [(token: ColorToken, usage: Usage)]
    /// The surfaces formed pairs are drawn on (`PairFormation.surfaces`).
    private let backgrounds: [ColorToken]
    /// Which surfaces each formed foreground is paired with.
    private let formation: PairFormation
    /// `formedOffsets[f]` is the number of formed pairs of the foregrounds before `f` (one more entry
    /// than foregrounds: the last is `formedCount`).
    private let formedOffsets: [Int]
    /// The formed pairs per pass whose two colours are uniform.
    private let uniformFormedCount: Int
    private let byName: [String: ColorToken]
    /// How the run's stylesheets use each colour (`Palette.stylesheetUses`), for decorative borders'
    /// reasons (`DecorativeBorders`).
    private let stylesheetUses: [String: StylesheetUse]
    private let passes: [(appearance: Appearance, phase: Phase)]
    /// The platform profile the pairs are judged under (`ResolvedPair.platform`).
    private let platform: Platform
    /// For each token name: the declared pairs naming it as foreground, background or backdrop (indices
    /// into `declared`, ascending), the formed foregrounds and the background-role tokens with that name.
    private let declaredByName: [String: [Int]]
    private let foregroundsByName: [String: [Int]]
    private let backgroundsByName: [String: [Int]]
    /// The scheme each formed foreground's and background's name says (`nameScheme`), by index.
    private let foregroundSchemes: [Appearance.Scheme?]
    private let backgroundSchemes: [Appearance.Scheme?]
    /// The canvas each surface is composited over where it is translucent (`PairFormation` rule 5), by
    /// surface index: the surest-named canvas (`PairFormation.canvasRank`) of a compatible scheme.
    private let canvases: [ColorToken?]
    /// Whether each surface's formed pairs look the same in every appearance (the surface is uniform,
    /// and so is its canvas when it is translucent).
    private let surfaceUniform: [Bool]
    /// Whether each surface is named as an inactive component's (`RoleInference.isInactive`:
    /// `bg.action.primary.disabled`): what is drawn on it is inactive too, and it never has focus.
    private let surfaceInactive: [Bool]
    /// Whether each surface is a scrim (`PairFormation.scrimWords`): laid over content, nothing drawn on it.
    private let surfaceScrim: [Bool]
    /// Whether each formed foreground is an image's tint (`Scrims`): a layer over a picture, never text.
    private let foregroundImageTint: [Bool]
    /// The surfaces and the foregrounds named for an Android action-mode bar (`AndroidSystemBars`): such a
    /// surface takes only such foregrounds, its own title text.
    private let actionModeSurfaces: Set<Int>
    private let actionModeForegrounds: Set<Int>
    /// The surfaces that are an AppCompat theme's app bar fill (`AndroidAppBarFill`): only the pairs the
    /// app's styles draw on them are judged (`Palette.drawnPairs`), none formed from roles.
    private let appBarFills: Set<Int>
    /// The interaction states of the foregrounds and surfaces, and the highlights (`PairFormation` rules
    /// 19 and 20).
    private let interactionStates: InteractionStates
    /// The X of each surface that is a Spectrum subtle fill `X-subtle-background-color-default` (`PairFormation`
    /// rule 15), by surface index.
    private let surfaceSubtle: [String?]
    /// The surfaces found to be fills drawn with the palette's on-colours, per appearance
    /// (`PairFormation` rule 9).
    private let onColourFills: OnColourFills
    /// The text named white or black, and where it is of the page's tone (`PairFormation` rule 17).
    private let fixedTone: FixedToneText
    /// The inverse colours' contrast surfaces (`PairFormation` rule 23).
    private let inverseSurfaces: InverseSurfaces
    /// The component fills, which take the palette's default text and icons (`PairFormation` rule 10).
    private let componentFills: ComponentFills
    /// The fills with a label of their own, which take no other fill's label and no other inverse text
    /// (`PairFormation` rule 30).
    private let ownLabels: OwnLabelFills
    /// The components' backgrounds, which take no other component's borders and text (`PairFormation`
    /// rule 34).
    private let ownComponents: OwnComponentFills
    /// The namespaces whose text keeps to their own state tints (`PairFormation` rule 16).
    private let namespaceStates: NamespaceStateSurfaces
    /// The icons' backings and the open Material containers, each for one kind of content (`PairFormation`
    /// rule 36).
    private let specialFills: SpecialPurposeFills
    /// Android fills named for a component or a purpose, which carry that component's content only
    /// (`PairFormation` rule 39).
    private let purposeFills: PurposeNamedFills
    /// A family's tints in a state, which take the family's own colour only, and the neutral state fills,
    /// which take no status message's colour (`PairFormation` rule 35).
    private let familyStateFills: FamilyStateFills
    /// The steps of a symmetric scale, on the side of it they are drawn on (`PairFormation` rule 23).
    private let scaleSteps: SymmetricScaleSteps
    /// The fill of each formed foreground that is a border named for its own component's fill
    /// (`FillBorders`), by foreground index: where its value is a reference to the fill, its pairs are
    /// decorative.
    private let foregroundFills: [ColorToken?]
    /// The resolved pairs once the sequence has been iterated, when it holds them (`holdsPairs`).
    private let store = ResolvedPairStore()

    init(
        declared: [PairDeclaration]?, palette: Palette, byName: [String: ColorToken],
        passes: [(appearance: Appearance, phase: Phase)], platform: Platform, spectrumVocabulary: Bool
    ) {
        // Rule 25: an inverted ramp's steps drawn by their distance from the page (pairs of its own).
        let ramps = declared == nil ? InvertedRamps(palette: palette, byName: byName).pairs : []
        let drawn = CSSStyleUsage(palette: palette, byName: byName, declared: declared, formed: ramps)
        self.drawn = drawn
        drawnOnly = palette.drawnOnly
        cleared = Set(palette.clearedPairs.map { [$0.foreground, $0.background] })
        self.declared = drawn.listing(declared)
        declaredCount = declared?.count ?? 0
        hasDeclaredPairs = declared != nil
        self.platform = platform
        self.byName = byName
        self.stylesheetUses = palette.stylesheetUses
        self.passes = passes
        // A pair limited to some appearances is evaluated once as `any` only when it is drawn in every
        // appearance the palette has; otherwise in each appearance it is drawn in.
        let varying = palette.appearances.filter { $0 != .any }
        declaredUniform = (self.declared ?? []).map { declaration in
            declaration.colorNames.allSatisfy { byName[$0]?.isUniform ?? false }
                && varying.allSatisfy(declaration.isDrawn(in:))
        }
        let formed: [ColorToken]
        if let declared {
            let used = Set(declared.map(\.foreground))
            formed = palette.tokens.filter { $0.role == .focus && !used.contains($0.name) }
        } else {
            formed = palette.tokens.filter { $0.role?.isForeground ?? false }
        }
        // Rule 15: Spectrum's visual colours are non-text. Rule 13: so are Radix Themes' indicator and track
        // colours.
        let spectrumVisuals = spectrumVocabulary
        let radixNames =
            formed.contains { $0.name.hasSuffix("-indicator") || $0.name.hasSuffix("-track") }
            ? Set(palette.tokens.map(\.name)).union(RadixContrast.unresolvedNames(palette)) : []
        foregrounds = formed.compactMap { token in
            token.role.map { role in
                let usage = PairSequence.implicitUsage(
                    role, token, in: byName, uses: palette.stylesheetUses[token.name])
                guard usage == .text else { return (token, usage) }
                let graphic =
                    (spectrumVisuals && SpectrumColors.isVisual(token.name))
                    || (!radixNames.isEmpty && RadixThemesSteps.isGraphic(token.name, names: radixNames))
                return (token, graphic ? .ui : usage)
            }
        }
        var formation = PairFormation(
            foregrounds: foregrounds.map(\.token), backgrounds: palette.tokens.filter { $0.role == .background },
            tokens: palette.tokens, unresolved: RadixContrast.unresolvedNames(palette),
            spectrumVocabulary: spectrumVocabulary)
        backgrounds = formation.surfaces
        let surfaceSchemes = formation.surfaces.map { PairSequence.nameScheme($0.name) }
        let nameWords = palette.tokens.map { RoleInference.splitWords($0.name) }
        // The prefix the colours with a role share (Kong's `kui-`): primitives named otherwise
        // (`color.alias.blue.60`, inputs to aliases with no role) do not hide it.
        let sharedPrefix = PairFormation.sharedPrefixWord(
            zip(palette.tokens, nameWords).compactMap { token, words in token.role == nil ? nil : words })
        let canvasCandidates = zip(palette.tokens, nameWords).compactMap { token, words in
            let unprefixed = sharedPrefix != nil && words.first == sharedPrefix ? Array(words.dropFirst()) : words
            return PairFormation.canvasRank(unprefixed, isBackground: token.role == .background).map {
                (rank: $0, token: token)
            }
        }.enumerated().sorted { ($0.element.rank, $0.offset) < ($1.element.rank, $1.offset) }.map(\.element.token)
        let canvases: [ColorToken?] = zip(formation.surfaces, surfaceSchemes).map { surface, scheme in
            canvasCandidates.first { canvas in
                guard canvas.name != surface.name else { return false }
                let canvasScheme = PairSequence.nameScheme(canvas.name)
                return canvasScheme == nil || scheme == nil || canvasScheme == scheme
            }
        }
        self.canvases = canvases
        // The page canvas of each scheme: a surface that is its own surest-named canvas (rule 9 never
        // makes it a fill).
        var pageCanvases = Set<Int>()
        for (b, (surface, scheme)) in zip(formation.surfaces, surfaceSchemes).enumerated() {
            let page = canvasCandidates.first { canvas in
                let canvasScheme = PairSequence.nameScheme(canvas.name)
                return canvasScheme == nil || scheme == nil || canvasScheme == scheme
            }
            if page?.name == surface.name { pageCanvases.insert(b) }
        }
        // Rule 9: fills found from values, drawn with the palette's on-colours (formed pairs only).
        let foregroundSchemes = foregrounds.map { PairSequence.nameScheme($0.token.name) }
        var evaluated: [Appearance] = []
        for pass in passes where pass.appearance != .any && !evaluated.contains(pass.appearance) {
            evaluated.append(pass.appearance)
        }
        let onColourFills = OnColourFills(
            foregrounds: declared == nil ? foregrounds : [], formation: formation, canvases: canvases,
            pageCanvases: pageCanvases,
            prefix: sharedPrefix,
            foregroundSchemes: foregroundSchemes, surfaceSchemes: surfaceSchemes,
            appearances: evaluated.isEmpty ? [.any] : evaluated)
        formation.addFills(onColourFills.fills, to: onColourFills.members)
        self.onColourFills = onColourFills
        // Rule 17: text named white or black is not drawn on the page's surfaces where it is of their tone.
        fixedTone = FixedToneText(
            foregrounds: foregrounds.map(\.token), formation: formation, bodyText: onColourFills.bodyText,
            canvases: canvasCandidates.map { ($0, PairSequence.nameScheme($0.name)) },
            foregroundSchemes: foregroundSchemes,
            appearances: evaluated.isEmpty ? [.any] : evaluated)
        // Rule 24: inverse colours only on the surfaces of the other tone than the page.
        inverseSurfaces = InverseSurfaces(
            formation: formation, surfaces: formation.surfaces, canvases: canvases,
            foregrounds: foregrounds.map(\.token), bodyText: onColourFills.bodyText,
            pageCanvases: canvasCandidates.map { ($0, PairSequence.nameScheme($0.name)) },
            foregroundSchemes: foregroundSchemes, surfaceSchemes: surfaceSchemes,
            appearances: evaluated.isEmpty ? [.any] : evaluated)
        componentFills = ComponentFills(foregrounds: foregrounds.map(\.token), surfaces: formation.surfaces)
        // Rule 30: a fill with a label of its own takes it, not another fill's label nor other inverse text.
        // Colour groups sharing one role set pair by their groups instead (rule 19: a group's text on the
        // page, `color.danger.text-default` on `color.neutral.background-default`).
        let sharesRoleSets = !formation.roleSetGroups.isEmpty
        ownLabels = OwnLabelFills(
            foregrounds: foregrounds.map(\.token), surfaces: sharesRoleSets ? [] : formation.surfaces,
            prefix: sharedPrefix)
        // Rule 34: a component's borders and text on its own fills and the page's, not on another's.
        ownComponents = OwnComponentFills(
            foregrounds: foregrounds.map(\.token), surfaces: formation.surfaces, plans: formation.plans,
            names: palette.tokens.map(\.name))
        // Rule 23: a symmetric scale's steps on the side of it their values put them.
        scaleSteps = SymmetricScaleSteps(
            families: formation.scaleFamilies, foregrounds: foregrounds.map(\.token), surfaces: formation.surfaces,
            canvases: canvasCandidates.map { ($0, PairSequence.nameScheme($0.name)) },
            appearances: evaluated.isEmpty ? [.any] : evaluated)
        let fillBorders = FillBorders(tokens: palette.tokens)
        foregroundFills = foregrounds.map { fillBorders.fills[$0.token.name].flatMap { byName[$0] } }
        namespaceStates = NamespaceStateSurfaces(formation: formation)
        specialFills = SpecialPurposeFills(surfaces: formation.surfaces, openContainers: formation.openContainers)
        purposeFills = PurposeNamedFills(
            foregrounds: foregrounds.map(\.token), surfaces: formation.surfaces, platform: palette.platform)
        familyStateFills = FamilyStateFills(
            foregrounds: foregrounds.map(\.token), surfaces: formation.surfaces, general: formation.general,
            names: palette.tokens.map(\.name))
        self.formation = formation
        // A translucent surface over a canvas that varies looks different in every appearance.
        let surfaceUniform = zip(formation.surfaces, canvases).map { surface, canvas in
            surface.isUniform && (canvas?.isUniform ?? true || surface.resolve(.any)?.value.color.isOpaque ?? true)
        }
        var offsets = [0]
        offsets.reserveCapacity(foregrounds.count + 1)
        var uniform = 0
        let uniformSurfaces = formation.counter(where: surfaceUniform)
        for f in foregrounds.indices {
            let count = formation.count(f)
            let (sum, overflow) = offsets[f].addingReportingOverflow(count)
            offsets.append(overflow ? Int.max : sum)
            if foregrounds[f].token.isUniform { uniform += uniformSurfaces(f) }
        }
        formedOffsets = offsets
        uniformFormedCount = uniform
        var declaredByName: [String: [Int]] = [:]
        for (k, declaration) in (self.declared ?? []).enumerated() {
            for name in Set([declaration.foreground, declaration.background] + declaration.backdrop) {
                declaredByName[name, default: []].append(k)
            }
        }
        self.declaredByName = declaredByName
        let (formedForegrounds, roleBackgrounds) = (foregrounds, backgrounds)
        foregroundsByName = Dictionary(grouping: formedForegrounds.indices, by: { formedForegrounds[$0].token.name })
        backgroundsByName = Dictionary(grouping: roleBackgrounds.indices, by: { roleBackgrounds[$0].name })
        self.foregroundSchemes = foregroundSchemes
        backgroundSchemes = surfaceSchemes
        self.surfaceUniform = surfaceUniform
        surfaceInactive = roleBackgrounds.map { RoleInference.isInactive(name: $0.name) }
        let modalBackdrops = Scrims.modalBackdrops(Array(roleBackgrounds.prefix(formation.backgroundCount)))
        surfaceScrim = roleBackgrounds.map {
            let words = RoleInference.splitWords($0.name)
            return words.contains(where: PairFormation.scrimWords.contains) || Scrims.isImageTint(words)
                || modalBackdrops.contains($0.name) || PropertyNamespaces.isScrim($0)
                || formation.spectrum.scrims.contains($0.name)
        }
        foregroundImageTint = formedForegrounds.map { Scrims.isImageTint(RoleInference.splitWords($0.token.name)) }
        actionModeSurfaces = Set(
            roleBackgrounds.indices.filter {
                AndroidSystemBars.namesActionMode(RoleInference.splitWords(roleBackgrounds[$0].name))
            })
        actionModeForegrounds =
            actionModeSurfaces.isEmpty
            ? []
            : Set(
                formedForegrounds.indices.filter {
                    AndroidSystemBars.namesActionMode(RoleInference.splitWords(formedForegrounds[$0].token.name))
                })
        appBarFills = Set(roleBackgrounds.indices.filter { AndroidAppBarFill.isFill(roleBackgrounds[$0]) })
        interactionStates = InteractionStates(
            foregrounds: formedForegrounds.map(\.token), surfaces: roleBackgrounds,
            backgroundCount: formation.backgroundCount)
        let subtle = formation.spectrum.subtleFills
        surfaceSubtle = subtle.isEmpty ? roleBackgrounds.map { _ in nil } : roleBackgrounds.map { subtle[$0.name] }
    }

    /// The scheme a colour's name puts it in (`SchemeNames.scheme(of:)`).
    static func nameScheme(_ name: String) -> Appearance.Scheme? { SchemeNames.scheme(of: name) }

    /// Whether formed foreground `f` and background `b` make a pair in `appearance`: colours whose names
    /// say different schemes (typedoc's `--light-color-text` and `--dark-color-background`) are never
    /// paired, and a colour whose name says a scheme is paired only in appearances of that scheme (and
    /// in `any`): those are a theme's source tokens, drawn only in it. No designer means light text on
    /// the dark theme's background. Nor is a colour paired with itself by reference (`PairFormation`
    /// rule 4: one an alias of the other, or both aliases of one colour in `appearance`).
    private func forms(_ f: Int, _ b: Int, in appearance: Appearance) -> Bool {
        // A scrim dims the content under a modal; what is read is drawn on the modal's own surface.
        if surfaceScrim[b] || foregroundImageTint[f] { return false }
        // An action-mode bar's background carries its own title text (`AndroidSystemBars`).
        if actionModeSurfaces.contains(b), !actionModeForegrounds.contains(f) { return false }
        // An AppCompat theme's app bar carries what the app's styles draw on it (`AndroidAppBarFill`).
        if !appBarFills.isEmpty, appBarFills.contains(b) { return false }
        // Rule 38: family-first role names are planned exactly; the readings of other names do not apply.
        if formation.familyFirst.plans[f] == nil, namingKeepsOff(f, b, in: appearance) { return false }
        for token in [foregrounds[f].token, backgrounds[b]] {
            if let alpha = token.resolve(appearance)?.value.color.alpha, alpha <= 1e-9 { return false }
        }
        let schemes = [foregroundSchemes[f], backgroundSchemes[b]].compactMap { $0 }
        if let first = schemes.first {
            if schemes.contains(where: { $0 != first }) { return false }
            guard appearance.scheme == nil || appearance.scheme == first else { return false }
        }
        // A pair the stylesheet draws is judged as drawn, not again as formed; a colour an app's layouts
        // place over known backgrounds only as drawn (`AndroidLayoutSurfaces`).
        if drawn.draws(foregrounds[f].token.name, on: backgrounds[b].name) { return false }
        if !drawnOnly.isEmpty, drawnOnly.contains(foregrounds[f].token.name) { return false }
        // A border a state of its element clears where it draws this background (`CSSClearedBorders`).
        if !cleared.isEmpty, cleared.contains([foregrounds[f].token.name, backgrounds[b].name]) { return false }
        return Self.aliasRoot(foregrounds[f].token, appearance, byName)
            != Self.aliasRoot(backgrounds[b], appearance, byName)
    }

    /// Whether the conventions read from names other than rule 38's keep formed foreground `f` off
    /// background `b` in `appearance` (rules 9–11, 15–17, 19–21, 23, 24, 29; part of `forms`).
    private func namingKeepsOff(_ f: Int, _ b: Int, in appearance: Appearance) -> Bool {
        // Rules 19–20: state text keeps to its state; a highlight carries its element's content only.
        if interactionStates.keepsOff(
            f, role: foregrounds[f].token.role, usage: foregrounds[f].usage, surface: b)
        {
            return true
        }
        // Rule 29: a fill with a label of its own takes no other fill's label and no other inverse text.
        if ownLabels.keepsOff(f, surface: b) { return true }
        // Rule 36: an icon's backing takes icons, an open Material container text, besides explicit plans.
        if specialFills.keepsOff(role: foregrounds[f].token.role, surface: b), !formation.plansExplicitly(f, b) {
            return true
        }
        // Rule 39: an Android fill named for a component or a purpose carries that component's content.
        if purposeFills.keepsOff(f, surface: b), !formation.plansExplicitly(f, b) { return true }
        // Rule 34: a component's borders and text keep off other components' fills.
        if ownComponents.keepsOff(f, surface: b) { return true }
        // Rule 35: a family's tint in a state takes the family's own colour only; a neutral state fill no
        // status message's colour.
        if familyStateFills.keepsOff(f, surface: b) { return true }
        // Rule 9: on a fill found from values only its on-colours are drawn; a fill added to an on-colour's
        // plan is drawn on only where it is one.
        var drawnOnFill = false
        if let decision = onColourFills.decisions[b]?[appearance] {
            drawnOnFill = onColourFills.draws(f, on: b, decision)
            if !drawnOnFill && (decision.complete || formation.isAddedFill(f, b)) { return true }
        } else if formation.isAddedFill(f, b) {
            return true
        }
        // Rule 17: text named white or black, of the page's tone here, is drawn only on fills.
        if !drawnOnFill, fixedTone.isOfPageTone(f, in: appearance, surfaceScheme: backgroundSchemes[b]),
            !formation.fills.contains(b)
        {
            return true
        }
        // Rule 23: a symmetric scale's steps on their side of it; a family's backgrounds take its own text.
        if !drawnOnFill, !scaleSteps.forms(f, role: foregrounds[f].token.role, b, in: appearance) { return true }
        // Rule 24: an inverse colour is drawn only on the surfaces of the other tone than the page.
        if !inverseSurfaces.keeps(f, on: b, in: appearance) { return true }
        // Rule 10: a component fill takes the default text and icons (and the on-colours drawn on it).
        if !drawnOnFill, componentFills.isFill(b), !componentFills.takes(f, on: b),
            !(formation.onColours[f]?.contains(b) ?? false)
        {
            return true
        }
        // Rule 16: a namespace with state tints of its own draws its text on them, not on the neutral tints.
        if namespaceStates.keepsOff(foregrounds[f].token, plan: formation.plans[f], surface: b)
            || namespaceStates.keepsOffHover(foregrounds[f].token, surface: b)
        {
            return true
        }
        // Rule 15: a Spectrum subtle fill carries body text and its own colour's icons.
        if let x = surfaceSubtle[b],
            !SpectrumColors.drawsOnSubtle(foregrounds[f].token, usage: foregrounds[f].usage, x: x)
        {
            return true
        }
        // A disabled control takes no focus (HTML: disabled form controls are not focusable).
        if surfaceInactive[b] && foregrounds[f].usage == .focus { return true }
        // Rule 11: a theme attribute aliasing a Material role is drawn, here, as the role its value names.
        if let aliases = formation.materialAliases[f] {
            guard let source = foregrounds[f].token.resolve(appearance)?.value.source,
                let attribute = MaterialColorRoles.attributeReference(source),
                aliases[attribute]?.contains(backgrounds[b].name) == true
            else { return true }
        }
        return false
    }

    /// The name of the colour `token` is in `appearance` by reference (its alias chain's last name):
    /// following its alias (and the alias's alias…) through `byName` to a colour written as a value, or to
    /// a name the palette does not have; the token's own name when its value is no alias. At most 64 links
    /// are followed (the importers refuse cycles).
    static func aliasRoot(_ token: ColorToken, _ appearance: Appearance, _ byName: [String: ColorToken]) -> String {
        var name = token.name
        var current = token
        for _ in 0..<64 {
            guard let target = current.resolve(appearance)?.value.aliasOf else { break }
            name = target
            guard let next = byName[target] else { break }
            current = next
        }
        return name
    }

    /// The formed foreground and its plan position for formed index `i` (0 ..< `formedCount`).
    private func locate(_ i: Int) -> (f: Int, j: Int) {
        let f = formedOffsets.lowerBound { $0 <= i } - 1
        return (f, i - formedOffsets[f])
    }

    /// The usage of pairs formed from roles: text for `text` and `interactive` colours, focus for `focus`,
    /// non-text UI for the other foreground roles; `disabled` for a colour named as inactive
    /// (`RoleInference.isInactive`) or whose description documents it so (`DocumentedInactive`);
    /// `decorative` for a border named subtle, muted, as a divider or as a container's edge, or that the
    /// run's stylesheets (`uses`) draw only as containers' edges (`DecorativeBorders`: Material's outline
    /// variant, Primer's `borderColor-muted`, `separator`, Shoelace's `--sl-panel-border-color`) and for a
    /// border or icon its description (or the one it defers to, among `byName`) documents as
    /// non-essential, and for a text, icon or border colour it documents as not accessible
    /// (`DocumentedNonEssential`).
    static func implicitUsage(
        _ role: Role, _ token: ColorToken, in byName: [String: ColorToken] = [:], uses: StylesheetUse? = nil
    ) -> Usage {
        if RoleInference.isInactive(name: token.name) || DocumentedInactive.quote(token, role: role) != nil {
            return .disabled
        }
        if role == .border, DecorativeBorders.decorativeReason(name: token.name, uses: uses) != nil {
            return .decorative
        }
        if DocumentedNonEssential.quote(token, role: role, in: byName) != nil { return .decorative }
        switch role {
        case .text, .interactive: return .text
        case .focus: return .focus
        default: return .ui
        }
    }

    /// The names of the on-colours drawn on some fill found from values (`PairFormation` rule 9): an `on`
    /// colour whose name found no surface is checked there.
    var drawnOnFoundFills: Set<String> {
        Set(onColourFills.drawnMembers.map { foregrounds[$0].token.name })
    }

    /// True when the palette declares `pairs:` (the sequence may still hold formed focus pairs).
    public var isDeclared: Bool { hasDeclaredPairs }

    /// True when the conventions' plans would form more than `PairFormation.planningLimit` pairs per
    /// pass: planning stopped there and no pair is formed (`PairFormation.stoppedAtLimit`); the audit
    /// refuses the palette (`Auditor.validate`).
    public var formationStoppedAtLimit: Bool { formation.stoppedAtLimit }

    /// Number of formed pairs per appearance pass (before the per-appearance exclusions of `forms`):
    /// each formed foreground (without `pairs:` every foreground-role colour; with them, the unpaired
    /// focus colours) times the backgrounds `PairFormation` gives it.
    public var formedCount: Int { formedOffsets[formedOffsets.count - 1] }

    /// Number of declarations per appearance pass: the declared pairs, then the formed ones.
    public var declarationCount: Int { (declared?.count ?? 0) + formedCount }

    /// What counting the formed pairs found (`formedPairs(upTo:looking:)`).
    enum FormedTally: Sendable, Hashable {
        /// The formed pairs over all passes: no more than the limit.
        case formed(Int)
        /// More than the limit: the count stopped at the first pair past it.
        case pastLimit
        /// More planned pairs than the budget to look at: the count stopped there, undecided.
        case pastBudget
    }

    /// The formed pairs the sequence yields over all passes, counted as iterating it lists them (each
    /// plan's surfaces kept or left by the conventions, `forms`; none resolved): what the conventions in
    /// force form, where `estimatedFormedCount` is the plans' length. The count stops at the first pair
    /// past `limit`, or once it has looked at `budget` planned pairs, so its time is bounded by both.
    func formedPairs(upTo limit: Int, looking budget: Int) -> FormedTally {
        var formed = 0
        var looked = 0
        for pass in passes {
            for (f, (token, _)) in foregrounds.enumerated() {
                for j in 0..<formation.count(f) where !formation.repeats(f, j) {
                    looked += 1
                    guard looked <= budget else { return .pastBudget }
                    let b = formation.background(f, j)
                    guard pass.phase.includes(token.isUniform && surfaceUniform[b]), forms(f, b, in: pass.appearance)
                    else { continue }
                    formed += 1
                    guard formed <= limit else { return .pastLimit }
                }
            }
        }
        return .formed(formed)
    }

    /// An upper bound of the formed pairs the sequence yields over all passes (see `estimatedCount`).
    public var estimatedFormedCount: Int {
        var total = 0
        let uniform = uniformFormedCount
        for pass in passes {
            switch pass.phase {
            case .all: total += formedCount
            case .uniformOnly: total += uniform
            case .nonUniformOnly: total += formedCount - uniform
            }
        }
        return total
    }

    /// An upper bound of the pairs the sequence yields (declarations × passes), computed without
    /// resolving any pair; exact when every colour has a value in every appearance.
    public var estimatedCount: Int {
        var total = estimatedFormedCount
        let declaredCount = declared?.count ?? 0
        let uniformDeclarations = declaredUniform.filter { $0 }.count
        for pass in passes {
            switch pass.phase {
            case .all: total += declaredCount
            case .uniformOnly: total += uniformDeclarations
            case .nonUniformOnly: total += declaredCount - uniformDeclarations
            }
        }
        return total
    }

    /// Whether the pairs are few enough to be resolved once and held (see the type).
    private var holdsPairs: Bool { estimatedCount <= ResolvedPairStore.limit }

    /// The held pairs (resolved on first use), or `nil` when there are too many to hold.
    private var held: [ResolvedPair]? {
        guard holdsPairs else { return nil }
        return store.pairs(resolveAll)
    }

    /// Every pair of the sequence, resolved: the declarations are listed in order, then resolved on
    /// every core (building the layer stacks is most of the work); the order and the pairs are those of
    /// resolving one by one.
    /// Each colour's layer resolved once and shared by every pair that draws it
    /// (`ResolvedPair.SharedLayer`): held pairs hold no copy of a colour's token or value.
    private func resolveAll() -> [ResolvedPair] {
        var pending: [(declaration: PairDeclaration, appearance: Appearance, isDeclared: Bool)] = []
        var layers = SharedLayers()
        var resolver = Resolver(self)
        while let next = resolver.nextDeclaration() {
            pending.append(next)
            for name in next.declaration.colorNames { layers.add(name, in: next.appearance, from: byName) }
        }
        let (listed, shared) = (pending, layers)
        return ParallelWork.map(listed.count) { k in
            resolve(listed[k].declaration, listed[k].appearance, isDeclared: listed[k].isDeclared) { name in
                shared.layer(name, in: listed[k].appearance)
            }
        }.compactMap { $0 }
    }

    /// Resolves and holds the pairs now (on every core) when they are few enough to hold, so rules that
    /// then run at once find them resolved; otherwise does nothing.
    func prepare() {
        guard holdsPairs else { return }
        store.fill(resolveAll)
    }

    /// The number of pairs the sequence yields (resolves every pair's tokens, builds no contrast stack,
    /// unless the pairs are held).
    public var count: Int {
        if let held { return held.count }
        var total = 0
        forEachDeclaration { declaration, appearance in
            if declaration.colorNames.allSatisfy({ byName[$0]?.resolve(appearance) != nil }) { total += 1 }
        }
        return total
    }

    /// The declaration formed from roles for foreground `token` on background `background`, located at the
    /// foreground token.
    static func implicitDeclaration(_ token: ColorToken, _ usage: Usage, _ background: ColorToken) -> PairDeclaration {
        PairDeclaration(foreground: token.name, background: background.name, usage: usage, location: token.location)
    }

    /// The declaration formed for foreground `f` on surface `b` in `appearance`: `implicitDeclaration`, over
    /// the surface's canvas when the surface is translucent there and its canvas is opaque there
    /// (`PairFormation` rule 5); with no such canvas the stack is judged over black and white.
    private func formedDeclaration(_ f: Int, _ b: Int, in appearance: Appearance) -> PairDeclaration {
        let (token, usage) = foregrounds[f]
        // On an inactive component's surface, what is drawn is inactive too: exempt (WCAG 2.2 SC 1.4.3 and
        // 1.4.11 exempt inactive user interface components), listed under inactive components.
        let drawn = surfaceInactive[b] && usage != .decorative ? Usage.disabled : usage
        var declaration = PairSequence.implicitDeclaration(token, drawn, backgrounds[b])
        declaration.formedBy =
            onColourFills.decisions[b]?[appearance].flatMap { onColourFills.draws(f, on: b, $0) ? $0.reason : nil }
            ?? (componentFills.isFill(b) && componentFills.takes(f, on: b) ? ComponentFills.reason : nil)
            ?? (formation.plansExplicitly(f, b) ? nil : specialFills.reason(surface: b)?.rawValue)
            ?? (formation.plansExplicitly(f, b) ? nil : purposeFills.reason(surface: b)?.rawValue)
            ?? formation.reason(f, surface: b, isFocus: token.role == .focus).rawValue
        if usage == .decorative, let quote = DocumentedNonEssential.quote(token, role: token.role, in: byName) {
            declaration.formedBy = DocumentedNonEssential.reason(quote)
        } else if usage == .decorative, token.role == .border,
            let reason = DecorativeBorders.decorativeReason(name: token.name, uses: stylesheetUses[token.name])
        {
            declaration.formedBy = reason
        } else if usage == .disabled, !RoleInference.isInactive(name: token.name),
            let quote = DocumentedInactive.quote(token, role: token.role)
        {
            declaration.formedBy = DocumentedInactive.reason(quote)
        } else if declaration.usage == .ui, let fill = foregroundFills[f],
            FillBorders.aliases(token, fill, in: appearance)
        {
            declaration.usage = .decorative
            declaration.formedBy = FillBorders.reason(fill.name)
        }
        if let canvas = canvases[b], let surface = backgrounds[b].resolve(appearance)?.value.color, !surface.isOpaque,
            canvas.resolve(appearance)?.value.color.isOpaque == true
        {
            declaration.backdrop = [canvas.name]
        }
        return declaration
    }

    /// Declared or drawn pair `k` (`declaration`) as judged in `appearance`: a border a stylesheet's rule
    /// draws on a background of the same colour there is its fill's own edge, decorative (`FillBorders`);
    /// a declared pair keeps its written usage.
    private func listedDeclaration(_ k: Int, _ declaration: PairDeclaration, in appearance: Appearance)
        -> PairDeclaration
    {
        guard k >= declaredCount, declaration.usage == .ui,
            declaration.formedBy?.hasSuffix(CSSStyleRules.barReason) != true,
            let foreground = byName[declaration.foreground], let background = byName[declaration.background],
            FillBorders.sameColour(foreground, background, in: appearance)
        else { return declaration }
        var edge = declaration
        edge.usage = .decorative
        edge.formedBy = (declaration.formedBy ?? "") + FillBorders.drawnReason
        return edge
    }

    /// Calls `body` with every (declaration, appearance) of the sequence, in order, before resolution.
    private func forEachDeclaration(_ body: (PairDeclaration, Appearance) -> Void) {
        for pass in passes {
            for (k, (declaration, uniform)) in zip(declared ?? [], declaredUniform).enumerated()
            where pass.phase.includes(uniform) && declaration.isDrawn(in: pass.appearance) {
                body(listedDeclaration(k, declaration, in: pass.appearance), pass.appearance)
            }
            for (f, (token, _)) in foregrounds.enumerated() {
                for j in 0..<formation.count(f) where !formation.repeats(f, j) {
                    let b = formation.background(f, j)
                    guard pass.phase.includes(token.isUniform && surfaceUniform[b]), forms(f, b, in: pass.appearance)
                    else { continue }
                    body(formedDeclaration(f, b, in: pass.appearance), pass.appearance)
                }
            }
        }
    }

    /// Iterates the pairs: the held ones, or else resolving each when it is reached.
    public struct Iterator: IteratorProtocol {
        private var held: IndexingIterator<[ResolvedPair]>?
        private var resolver: Resolver

        init(_ sequence: PairSequence) {
            held = sequence.held?.makeIterator()
            resolver = Resolver(sequence)
        }

        /// An iterator that resolves each pair when it is reached and holds none (`OneByOne`).
        init(resolvingEach sequence: PairSequence) {
            held = nil
            resolver = Resolver(sequence)
        }

        /// The next resolved pair, or `nil` at the end.
        public mutating func next() -> ResolvedPair? {
            if held != nil { return held!.next() }
            return resolver.next()
        }
    }

    /// Resolves the pairs in sequence order, one at a time; the pairs it gives of the same colour in the
    /// same appearance share that colour's layer (`SharedLayers`, which grows with the colours, not the
    /// pairs), as held pairs do.
    struct Resolver {
        private let sequence: PairSequence
        private var pass = 0
        private var index = 0
        private var layers = SharedLayers()

        init(_ sequence: PairSequence) { self.sequence = sequence }

        /// The next resolved pair, or `nil` at the end.
        mutating func next() -> ResolvedPair? {
            while let (declaration, appearance, isDeclared) = nextDeclaration() {
                for name in declaration.colorNames { layers.add(name, in: appearance, from: sequence.byName) }
                let shared = layers
                if let pair = sequence.resolve(
                    declaration, appearance, isDeclared: isDeclared,
                    layer: { name in
                        shared.layer(name, in: appearance)
                    })
                {
                    return pair
                }
            }
            return nil
        }

        /// The next declaration to resolve with its appearance and whether it was declared, or `nil` at
        /// the end (resolving it may still find that a colour has no value in that appearance).
        mutating func nextDeclaration() -> (declaration: PairDeclaration, appearance: Appearance, isDeclared: Bool)? {
            while pass < sequence.passes.count {
                let (appearance, phase) = sequence.passes[pass]
                let declaredCount = sequence.declared?.count ?? 0
                while index < sequence.declarationCount {
                    let k = index
                    index += 1
                    let declaration: PairDeclaration
                    let isDeclared = k < sequence.declaredCount
                    if k < declaredCount, let declared = sequence.declared {
                        guard phase.includes(sequence.declaredUniform[k]), declared[k].isDrawn(in: appearance)
                        else { continue }
                        declaration = sequence.listedDeclaration(k, declared[k], in: appearance)
                    } else {
                        let (f, j) = sequence.locate(k - declaredCount)
                        let token = sequence.foregrounds[f].token
                        let b = sequence.formation.background(f, j)
                        guard !sequence.formation.repeats(f, j),
                            phase.includes(token.isUniform && sequence.surfaceUniform[b]),
                            sequence.forms(f, b, in: appearance)
                        else { continue }
                        declaration = sequence.formedDeclaration(f, b, in: appearance)
                    }
                    return (declaration, appearance, isDeclared)
                }
                pass += 1
                index = 0
            }
            return nil
        }
    }

    /// The pairs of the passes over `appearance` and over `any` that name `token` as foreground,
    /// background or backdrop, in sequence order: the same pairs as filtering the whole sequence, found
    /// through an index by name, so the cost grows with the pairs the token is in (for fix suggestions,
    /// which ask this for many tokens), not with all pairs.
    public func pairs(using token: String, in appearance: Appearance) -> [ResolvedPair] {
        let declaredCount = declared?.count ?? 0
        var indices = declaredByName[token] ?? []
        if !backgrounds.isEmpty {
            var formed = Set<Int>()
            for f in foregroundsByName[token] ?? [] {
                for j in 0..<formation.count(f) { formed.insert(formedOffsets[f] + j) }
            }
            for b in backgroundsByName[token] ?? [] {
                for f in foregrounds.indices {
                    if let j = formation.position(of: b, in: f) { formed.insert(formedOffsets[f] + j) }
                }
            }
            indices += formed.sorted().map { declaredCount + $0 }
        }
        var result: [ResolvedPair] = []
        for (passAppearance, phase) in passes where passAppearance == appearance || passAppearance == .any {
            for k in indices {
                let declaration: PairDeclaration
                let isDeclared = k < self.declaredCount
                if k < declaredCount, let declared {
                    guard phase.includes(declaredUniform[k]) else { continue }
                    declaration = listedDeclaration(k, declared[k], in: passAppearance)
                } else {
                    let (f, j) = locate(k - declaredCount)
                    let b = formation.background(f, j)
                    guard !formation.repeats(f, j), phase.includes(foregrounds[f].token.isUniform && surfaceUniform[b]),
                        forms(f, b, in: passAppearance)
                    else { continue }
                    declaration = formedDeclaration(f, b, in: passAppearance)
                }
                if let pair = resolve(declaration, passAppearance, isDeclared: isDeclared) { result.append(pair) }
            }
        }
        return result
    }

    /// The first pair, or `nil` when there is none.
    public var first: ResolvedPair? {
        var iterator = makeIterator()
        return iterator.next()
    }

    /// An iterator from the first pair.
    public func makeIterator() -> Iterator { Iterator(self) }

    /// The same pairs in the same order, each resolved when it is reached and none held, for a single pass
    /// that must not hold every pair: a report's `PaletteSheet`, made after the audit from a context of its
    /// own, while the audit's failing pairs are still held by their findings (holding 96,000 pairs again
    /// took the HTML report of issue #26's input past its 200 MB).
    public var oneByOne: OneByOne { OneByOne(sequence: self) }

    /// The pairs of a `PairSequence`, resolved one at a time and not held (`oneByOne`).
    public struct OneByOne: Sequence, Sendable {
        let sequence: PairSequence

        /// An iterator from the first pair.
        public func makeIterator() -> Iterator { Iterator(resolvingEach: sequence) }
    }

    /// `declaration` resolved in `appearance`, each colour's layer a new box.
    private func resolve(_ declaration: PairDeclaration, _ appearance: Appearance, isDeclared: Bool)
        -> ResolvedPair?
    {
        resolve(declaration, appearance, isDeclared: isDeclared) { name in
            SharedLayers.resolve(name, in: appearance, from: byName).map(ResolvedPair.SharedLayer.init)
        }
    }

    /// `declaration` resolved in `appearance` with the layers `layer` gives by colour name (`nil` when the
    /// colour has no value there: then there is no pair).
    private func resolve(
        _ declaration: PairDeclaration, _ appearance: Appearance, isDeclared: Bool,
        layer: (String) -> ResolvedPair.SharedLayer?
    ) -> ResolvedPair? {
        guard let foreground = layer(declaration.foreground), let background = layer(declaration.background)
        else { return nil }
        let backdrop = declaration.backdrop.compactMap { layer($0)?.value }
        guard backdrop.count == declaration.backdrop.count else { return nil }
        let surroundingText = declaration.surroundingText.flatMap(layer)
        let unfocused = declaration.unfocused.flatMap(layer)
        guard (surroundingText == nil) == (declaration.surroundingText == nil),
            (unfocused == nil) == (declaration.unfocused == nil)
        else { return nil }
        let stack = LayerStack(
            foreground: foreground.value.value.color, background: background.value.value.color,
            backdrop: backdrop.map(\.value.color))
        return ResolvedPair(
            appearance: appearance, platform: platform, declaration: declaration, isDeclared: isDeclared,
            shared: foreground, background, backdrop: backdrop, surroundingText: surroundingText,
            unfocused: unfocused, stack: stack)
    }

    /// The layers of the colours a sequence's pairs draw, one per colour and appearance, each in a box the
    /// pairs share (`resolveAll`).
    private struct SharedLayers: Sendable {
        private struct Key: Hashable {
            var name: String
            var appearance: Appearance
        }

        private var layers: [Key: ResolvedPair.SharedLayer] = [:]

        /// Resolves `name` in `appearance` unless it is resolved already (a colour with no value there
        /// has no layer).
        mutating func add(_ name: String, in appearance: Appearance, from byName: [String: ColorToken]) {
            let key = Key(name: name, appearance: appearance)
            guard layers[key] == nil, let layer = Self.resolve(name, in: appearance, from: byName) else { return }
            layers[key] = ResolvedPair.SharedLayer(layer)
        }

        /// The layer of `name` in `appearance` (added first), or `nil` when it has no value there.
        func layer(_ name: String, in appearance: Appearance) -> ResolvedPair.SharedLayer? {
            layers[Key(name: name, appearance: appearance)]
        }

        /// Token `name`'s layer in `appearance`, or `nil` when there is no such token or it has no value
        /// there.
        static func resolve(_ name: String, in appearance: Appearance, from byName: [String: ColorToken])
            -> ResolvedPair.Layer?
        {
            guard let token = byName[name], let resolved = token.resolve(appearance) else { return nil }
            return ResolvedPair.Layer(token: token, value: resolved.value, inheritedFrom: resolved.inheritedFrom)
        }
    }
}

extension PairSequence.Phase {
    /// Whether a declaration whose colours are all uniform (`uniform`) belongs to this pass.
    func includes(_ uniform: Bool) -> Bool {
        switch self {
        case .all: return true
        case .uniformOnly: return uniform
        case .nonUniformOnly: return !uniform
        }
    }
}
