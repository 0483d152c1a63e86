import ColorScience

/// `PairFormation` rule 9, **fills found from values**: a background on which the palette's on-colours
/// pass and its body text fails is a fill drawn with those on-colours, and only they are judged on it.
///
/// Design systems name a family of colours for what is drawn on solid fills — Compound's
/// `text.on-solid.primary` and `icon.on-solid.primary` ("on solid backgrounds"), Primer's
/// `fgColor-onEmphasis`, Gestalt's `text.inverse` and `text.light`, Material's inverse roles — and name the
/// fills themselves freely (Compound's `bg.action.primary.rest`, `bg.critical.primary`, `bg.accent.rest`;
/// Gestalt's `background.primary.base`, `background.selected.base`). Where the name says nothing, the
/// values do. Per appearance, a background `b` is such a fill when all of these hold:
/// - the palette has an **on-family**: text or icon colours that are `on` colours whose name found no
///   surface or only fills (`text.on-solid.primary`, `fgColor-onEmphasis`), colours named inverse
///   (`text.inverse`, `inverse_on_surface`) or text and icons named for a fixed tone (`text.light`,
///   `icon.dark`, not a scheme's source token); colours named disabled are left out. Colours of one
///   family share the words that made them one (`on solid`, `inverse`, `light`);
/// - the palette's **body text** — of the general text colours (no namespace, not disabled, not in the
///   on-family, scheme compatible with `b`) those named as the default text when there are any
///   (`isBodyName`: `text.default`, `text.primary`, `fgColor-default`, `--text`, `--pico-color`), the one
///   with the most contrast on `b`'s canvas — reaches 4.5:1 on the canvas (so the text itself is sound)
///   and fails 4.5:1 on `b`;
/// - some family reaches the WCAG AA requirement on `b` (4.5:1 for a text member, 3:1 for an icon
///   member when the family has no text) and beats the body text there, its member of the other tone
///   than the body text (on the canvas's side of it: a fixed `text.dark` beside a lighter body text is
///   a stronger text, not an on-colour). The family with the most contrast is the one drawn on `b`.
/// Every colour is taken opaque in that appearance (a translucent colour decides nothing) and `b` must be
/// a general, namespaced or tinted surface, or a fill by name that no `on` colour claims (rule 7), with a
/// canvas (rule 5); disabled surfaces and scrims are left alone, and so is the **page canvas** itself (the
/// surest-named canvas of its scheme, `PairFormation.canvasRank`: Gestalt's `background.default`, Primer's
/// `bgColor-default`), the surface the body text is designed on. A surface found so in one appearance is
/// a fill in every appearance where the body text is sound, a family reaches the requirement on it and
/// does at least as well as the body text (Gestalt's `background.primary.base` in dark, where white body
/// text and `text.light` are equal). Then on `b`, in such an appearance, only the family with the most
/// contrast forms pairs, with a reason that gives the figures; every other foreground (text, icons,
/// borders, focus rings) forms none there.
/// In the pass over `any` of a palette with appearances (uniform pairs, judged once for every appearance),
/// the members drawn on `b` in some appearance are paired with it, and the other foregrounds are left out
/// only when `b` is a fill in every evaluated appearance.
///
/// So the pairs formed do not shrink as a text colour gets worse: the body text is chosen by name, not by
/// which text has the most contrast (a lighter secondary text does not become the body text), the page
/// canvas is never a fill, and in an appearance where the body text fails on its canvas (a broken theme)
/// no surface is a fill: every pair is formed and the failures are reported, and the family that reaches
/// the requirement on a surface is paired with it too (`Decision.complete` false), so the on-colours keep
/// the fills they had.
///
/// The thresholds are WCAG 2.2 AA's (SC 1.4.3, 1.4.11) whatever the rules are configured to, so that what
/// is paired does not depend on how strictly it is judged. Cost: one pass over the surfaces per
/// appearance, the families summarised by their lightest and darkest members (the most contrast with any
/// colour is with one of them); the found fills are one list shared by every member
/// (`PairFormation.addFills`), so time and memory grow with the colours, not with members × fills.
struct OnColourFills: Sendable {
    /// A surface found to be a fill in one appearance.
    struct Decision: Sendable, Hashable {
        /// The families drawn on it (indices into `familyNames`): one, or in the pass over `any` those of
        /// every appearance.
        var families: Set<Int>
        /// Why they are paired with it (`PairDeclaration.formedBy`).
        var reason: String
        /// Whether no other foreground is drawn on it: false for the pass over `any` when the surface is a
        /// fill in only some appearances (see the type).
        var complete = true
    }

    /// The decisions by surface index, then appearance.
    let decisions: [Int: [Appearance: Decision]]
    /// The family of each on-family foreground (index into `familyNames`), by foreground index.
    let familyOf: [Int: Int]
    /// The families' names (`on solid`, `inverse`, `light`…), sorted.
    let familyNames: [String]
    /// The palette's body text (indices into the formed foregrounds): the general text colours named
    /// as the default text when there are any, else every general text colour (see the type).
    let bodyText: [Int]
    private let foregroundSchemes: [Appearance.Scheme?]
    private let surfaceSchemes: [Appearance.Scheme?]
    /// The product group (`ProductGroups.group(of:skipping:)`) of each member and of each surface
    /// (empty when none of the palette's names has one).
    private let memberGroups: [Int: [String]]
    private let surfaceGroups: [[String]]

    /// Every foreground of an on-family (indices into the formed foregrounds).
    var members: Set<Int> { Set(familyOf.keys) }

    /// The surfaces that are a fill in some appearance, ascending.
    var fills: [Int] { decisions.keys.sorted() }

    /// Whether foreground `f` is drawn on surface `b` under `decision`: one of its families, of a
    /// compatible scheme, and of no product group or of `b`'s (`ProductGroups.draws`: a product's
    /// `error.inverse` is not drawn on another product's fills).
    func draws(_ f: Int, on b: Int, _ decision: Decision) -> Bool {
        guard let family = familyOf[f], decision.families.contains(family) else { return false }
        if let group = memberGroups[f], !ProductGroups.draws(group, on: surfaceGroups[b]) { return false }
        return Self.compatible(foregroundSchemes[f], surfaceSchemes[b])
    }

    /// The foregrounds drawn on some found fill.
    var drawnMembers: Set<Int> {
        var families = Set<Int>()
        for byAppearance in decisions.values {
            for decision in byAppearance.values { families.formUnion(decision.families) }
        }
        return Set(familyOf.filter { families.contains($0.value) }.keys)
    }

    private static func compatible(_ a: Appearance.Scheme?, _ b: Appearance.Scheme?) -> Bool {
        a == nil || b == nil || a == b
    }

    /// The WCAG 2.2 AA requirements the decision uses: text (SC 1.4.3) and non-text (SC 1.4.11).
    static let textRequirement = 4.5
    static let nonTextRequirement = 3.0

    /// The family of a formed foreground, or `nil` when it is in none (see the type).
    static func family(
        _ token: ColorToken, usage: Usage, index f: Int, formation: PairFormation, scheme: Appearance.Scheme?
    ) -> String? {
        guard token.role == .text || token.role == .icon, usage == .text || usage == .ui else { return nil }
        let words = RoleInference.splitWords(token.name)
        if let surface = PairFormation.onSurface(words), let targets = formation.onColours[f],
            targets.allSatisfy(formation.fills.contains), let first = surface.after.first
        {
            return "on \(first)"
        }
        if formation.inverseForegrounds.contains(f) || words.contains(where: PairFormation.inverseWords.contains) {
            return "inverse"
        }
        if scheme == nil, !formation.onColours.keys.contains(f) {
            if words.contains("light") { return "light" }
            if words.contains("dark") { return "dark" }
        }
        return nil
    }

    /// Words of a text colour's name that say it is the default text: `text.default`, `text.primary`,
    /// `fgColor-default`, Water.css's `--text-main`, `body-text`.
    static let bodyWords: Set<String> = ["default", "primary", "main", "base", "body"]
    /// Words that name a text colour's role or nothing at all (`color`, `text`, `fg`, `theme`…).
    static let textRoleWords: Set<String> = ["text", "fg", "foreground", "font", "content", "ink", "copy"]

    /// Whether a general text colour's name says it is the palette's default (body) text: past the
    /// palette's prefix, its words are only `bodyWords`, `textRoleWords` and words that say nothing
    /// (`PairFormation.vacuousWords`, scheme words such as `sys` or `md`) — `color.text.default`,
    /// `color.text.primary`, `fgColor-default`, `--text`, `--pico-color`; not `text.subtle`,
    /// `text.default.secondary` or `--text-light`.
    static func isBodyName(_ name: String, prefix: String?) -> Bool {
        var words = RoleInference.splitWords(name)
        if let prefix, words.first == prefix { words.removeFirst() }
        return !words.isEmpty && words.allSatisfy(bodyNameWords.contains)
    }

    /// The words `isBodyName` allows.
    private static let bodyNameWords = PairFormation.canvasQualifiers
        .subtracting(["light", "dark", "bg", "background", "backgrounds"])
        .union(PairFormation.vacuousWords).union(textRoleWords).union(bodyWords)

    /// Finds the fills of `formation`'s surfaces in `appearances` (see the type).
    /// - Parameters:
    ///   - foregrounds: the formed foregrounds with their usages, as indexed by `formation`.
    ///   - canvases: each surface's canvas (`PairSequence`, rule 5), by surface index.
    ///   - pageCanvases: the surfaces that are the page canvas of their scheme (never a fill).
    ///   - prefix: the palette's shared prefix word (`PairFormation.sharedPrefixWord`), read past in names.
    ///   - foregroundSchemes, surfaceSchemes: the scheme each name says (`PairSequence.nameScheme`).
    ///   - appearances: the evaluated appearances; `[.any]` for a palette without appearances.
    init(
        foregrounds: [(token: ColorToken, usage: Usage)], formation: PairFormation, canvases: [ColorToken?],
        pageCanvases: Set<Int> = [], prefix: String? = nil, foregroundSchemes: [Appearance.Scheme?],
        surfaceSchemes: [Appearance.Scheme?], appearances: [Appearance]
    ) {
        self.foregroundSchemes = foregroundSchemes
        self.surfaceSchemes = surfaceSchemes
        var familyByName: [String: [Int]] = [:]
        var bodyText: [Int] = []
        for (f, (token, usage)) in foregrounds.enumerated() {
            if let family = Self.family(
                token, usage: usage, index: f, formation: formation, scheme: foregroundSchemes[f])
            {
                familyByName[family, default: []].append(f)
                continue
            }
            guard token.role == .text, usage == .text, !formation.fillForegrounds.contains(f) else { continue }
            switch formation.plans[f] {
            case .general, .generalAndTints, .all: bodyText.append(f)
            case .namespace, .explicit: continue
            }
        }
        // The body text by name when the palette names one: a worse secondary text never takes its place.
        let namedBody = bodyText.filter { Self.isBodyName(foregrounds[$0].token.name, prefix: prefix) }
        if !namedBody.isEmpty { bodyText = namedBody }
        self.bodyText = bodyText
        familyNames = familyByName.keys.sorted()
        var familyOf: [Int: Int] = [:]
        for (index, name) in familyNames.enumerated() {
            for f in familyByName[name] ?? [] { familyOf[f] = index }
        }
        self.familyOf = familyOf
        // Rule 32: the members' and surfaces' product groups, read past the prefix every name shares.
        let groupPrefix = ProductGroups.sharedPrefix(
            foregrounds.map(\.token.name) + formation.surfaces.map(\.name))
        var memberGroups: [Int: [String]] = [:]
        for f in familyOf.keys {
            let group = ProductGroups.group(of: foregrounds[f].token.name, skipping: groupPrefix)
            if !group.isEmpty { memberGroups[f] = group }
        }
        self.memberGroups = memberGroups
        surfaceGroups =
            memberGroups.isEmpty
            ? [] : formation.surfaces.map { ProductGroups.group(of: $0.name, skipping: groupPrefix) }
        guard !familyOf.isEmpty, !bodyText.isEmpty else {
            decisions = [:]
            return
        }
        // Candidate surfaces: the backgrounds some plan pairs general or namespaced text with.
        var candidates = Set(formation.general)
        for list in formation.byNamespace.values { candidates.formUnion(list) }
        // And the fills named so that no `on` colour claims (rule 7: paired with the inverse colours): the
        // values say which family is drawn on them in each appearance (Gestalt's `background.primary.strong`
        // takes white `text.light` in dark, where `text.inverse` is black).
        let claimed = Set(formation.onColours.values.joined())
        candidates.formUnion(formation.fills.subtracting(claimed))
        let surfaces = formation.surfaces
        let candidateList = candidates.filter { b in
            b < formation.backgroundCount && canvases[b] != nil && !pageCanvases.contains(b)
                && !RoleInference.isInactive(name: surfaces[b].name)
                && !RoleInference.splitWords(surfaces[b].name).contains(where: PairFormation.scrimWords.contains)
        }.sorted()
        let textFamilies = Set(familyOf.filter { foregrounds[$0.key].usage == .text }.values)

        func opaqueLuminance(_ token: ColorToken, _ appearance: Appearance) -> Double? {
            guard let color = token.resolve(appearance)?.value.color, color.isOpaque else { return nil }
            return RelativeLuminance.of(color)
        }
        /// The lightest and darkest members of a set of families (ties: the first family).
        struct Extremes {
            var lightest: (f: Int, family: Int, y: Double)?
            var darkest: (f: Int, family: Int, y: Double)?
            mutating func add(_ f: Int, _ family: Int, _ y: Double) {
                if lightest.map({ y > $0.y || (y == $0.y && family < $0.family) }) ?? true { lightest = (f, family, y) }
                if darkest.map({ y < $0.y || (y == $0.y && family < $0.family) }) ?? true { darkest = (f, family, y) }
            }
            /// The member with the most contrast with luminance `y` (ties: the first family).
            func best(against y: Double) -> (f: Int, family: Int, ratio: Double)? {
                let both = [lightest, darkest].compactMap { $0 }.map { ($0.f, $0.family, ContrastRatio.of($0.y, y)) }
                return both.min { ($1.2, $0.1) < ($0.2, $1.1) }
            }
        }
        // What each candidate surface measures in each appearance.
        struct Measure {
            /// The body text, its contrast on the surface, and whether it reaches 4.5:1 on the canvas.
            var body: (f: Int, ratio: Double, sound: Bool)?
            /// The family with the most contrast that reaches the requirement, its best member and ratio.
            var chosen: (f: Int, family: Int, ratio: Double)?
            /// Whether the family's member is of the other tone than the body text (on the canvas's side
            /// of it: white `text.inverse` for dark body text on a white page), not a stronger text of
            /// the same tone (Gestalt's fixed `text.dark` beside a lighter body text).
            var oppositeTone = false
            /// Whether the surface is a fill by its values here: sound body text fails on it and the
            /// family, of the other tone, reaches the requirement and beats it.
            var inverted: Bool {
                guard let body, let chosen, body.sound, oppositeTone else { return false }
                return !ContrastRatio.meets(body.ratio, OnColourFills.textRequirement) && chosen.ratio > body.ratio
            }
        }
        var measures: [Appearance: [Int: Measure]] = [:]
        for appearance in appearances {
            // The extremes of the text families and of the icon-only families, per scheme: the family with
            // the most contrast on any colour has one of them.
            var text: [Appearance.Scheme?: Extremes] = [:]
            var icon: [Appearance.Scheme?: Extremes] = [:]
            for (f, family) in familyOf.sorted(by: { $0.key < $1.key }) {
                guard let y = opaqueLuminance(foregrounds[f].token, appearance) else { continue }
                if textFamilies.contains(family) {
                    if foregrounds[f].usage == .text {
                        text[foregroundSchemes[f], default: Extremes()].add(f, family, y)
                    }
                } else {
                    icon[foregroundSchemes[f], default: Extremes()].add(f, family, y)
                }
            }
            let bodyLuminance = bodyText.compactMap { f in
                opaqueLuminance(foregrounds[f].token, appearance).map { (f: f, y: $0) }
            }
            var bodyOnCanvas: [String: (f: Int, y: Double, sound: Bool)?] = [:]
            var measured: [Int: Measure] = [:]
            for b in candidateList {
                guard let canvas = canvases[b], let canvasY = opaqueLuminance(canvas, appearance),
                    let surfaceY = opaqueLuminance(surfaces[b], appearance)
                else { continue }
                let scheme = surfaceSchemes[b]
                let key = "\(canvas.name)\u{0}\(scheme.map { "\($0)" } ?? "")"
                if bodyOnCanvas[key] == nil {
                    let best = bodyLuminance.filter { Self.compatible(foregroundSchemes[$0.f], scheme) }
                        .max { ContrastRatio.of($0.y, canvasY) < ContrastRatio.of($1.y, canvasY) }
                    bodyOnCanvas[key] = .some(
                        best.map {
                            ($0.f, $0.y, ContrastRatio.meets(ContrastRatio.of($0.y, canvasY), Self.textRequirement))
                        })
                }
                var measure = Measure()
                if let body = bodyOnCanvas[key] ?? nil {
                    measure.body = (body.f, ContrastRatio.of(body.y, surfaceY), body.sound)
                }
                func best(_ table: [Appearance.Scheme?: Extremes], _ requirement: Double) -> (
                    f: Int, family: Int, ratio: Double
                )? {
                    let found = table.filter { Self.compatible($0.key, scheme) }.values
                        .compactMap { $0.best(against: surfaceY) }.min { ($1.ratio, $0.family) < ($0.ratio, $1.family) }
                    return found.flatMap { ContrastRatio.meets($0.ratio, requirement) ? $0 : nil }
                }
                let candidates = [best(text, Self.textRequirement), best(icon, Self.nonTextRequirement)].compactMap {
                    $0
                }
                measure.chosen = candidates.min { ($1.ratio, $0.family) < ($0.ratio, $1.family) }
                if let chosen = measure.chosen, let body = bodyOnCanvas[key] ?? nil,
                    let chosenY = opaqueLuminance(foregrounds[chosen.f].token, appearance)
                {
                    measure.oppositeTone = (chosenY - body.y) * (canvasY - body.y) > 0
                }
                measured[b] = measure
            }
            measures[appearance] = measured
        }
        // A surface that is a fill by its values in some appearance is one in every appearance where an
        // on-family reaches the requirement on it and does at least as well as the body text (Gestalt's
        // `background.primary.base`: black body text fails on it in light, where white `text.inverse`
        // passes; in dark the body text is white, as `text.light` is, and the secondary texts are still
        // not drawn on it).
        var decisions: [Int: [Appearance: Decision]] = [:]
        func name(_ f: Int) -> String { foregrounds[f].token.name }
        func ratio(_ r: Double) -> String { ContrastRatio.format(r) + ":1" }
        for b in candidateList {
            // A broken theme (its body text fails on its canvas) finds no fill: every colour is judged on
            // every surface, and the family that reaches the requirement on `b` is drawn on it as well.
            for appearance in appearances {
                guard let measure = measures[appearance]?[b], let body = measure.body, !body.sound,
                    let chosen = measure.chosen
                else { continue }
                decisions[b, default: [:]][appearance] = Decision(
                    families: [chosen.family],
                    reason: "convention: a fill drawn with its on-colours (\(name(chosen.f)) \(ratio(chosen.ratio)) "
                        + "here; body text \(name(body.f)) fails on its canvas, so every colour is judged here)",
                    complete: false)
            }
            // Without a witness, a broken appearance where a family reaches the requirement stands in for
            // it (the fill it would have been keeps its on-colours elsewhere), leaving the others drawn.
            let found = appearances.first { measures[$0]?[b]?.inverted == true }
            let stand = appearances.first { measures[$0]?[b]?.body?.sound == false && measures[$0]?[b]?.chosen != nil }
            guard let witness = found ?? stand, let proof = measures[witness]?[b], let proofBody = proof.body,
                let proofFamily = proof.chosen
            else { continue }
            for appearance in appearances {
                guard let measure = measures[appearance]?[b], let chosen = measure.chosen,
                    measure.body?.sound ?? true, chosen.ratio >= (measure.body?.ratio ?? 0)
                else { continue }
                var reason =
                    "convention: a fill drawn with its on-colours (\(name(chosen.f)) \(ratio(chosen.ratio)) here"
                if let body = measure.body { reason += ", body text \(name(body.f)) \(ratio(body.ratio))" }
                if appearance != witness {
                    reason +=
                        "; in \(witness.name) \(name(proofFamily.f)) \(ratio(proofFamily.ratio)), "
                        + "\(name(proofBody.f)) \(ratio(proofBody.ratio))"
                }
                reason += ")"
                decisions[b, default: [:]][appearance] = Decision(
                    families: [chosen.family], reason: reason, complete: found != nil)
            }
        }
        // The pass over `any` (uniform pairs of a palette with appearances, judged once for all): the
        // families drawn on the fill in some appearance are paired with it; another foreground is left out
        // only when the surface is a fill in every appearance.
        let varying = appearances.filter { $0 != .any }
        if !varying.isEmpty {
            for (b, byAppearance) in decisions {
                let all = varying.compactMap { byAppearance[$0] }
                guard let first = all.first else { continue }
                decisions[b]?[.any] = Decision(
                    families: all.reduce(into: Set<Int>()) { $0.formUnion($1.families) }, reason: first.reason,
                    complete: all.count == varying.count && all.allSatisfy(\.complete))
            }
        }
        self.decisions = decisions
    }
}
