import ColorScience

/// `PairFormation` rule 23, **the steps of a symmetric scale are drawn on the other side of it**. In a
/// palette of step families (`ScaleStepFamilies`: `color.text.info.weaker`, `color.background.info.
/// weakest`, `icon.color.info`), each family's text and icon colours are paired only with the general
/// surfaces and that family's own backgrounds (`PairFormation`), and, in each appearance, by the values
/// there (relative luminance, WCAG contrast, against the page canvas: `PairFormation.canvasRank`):
/// - a text or icon step **of the page's tone** — with less contrast against the page than against its
///   family's base text (the step with no step word; else the one nearest it) — is drawn inversely:
///   only on its family's *strong fills* (a background with at least as much contrast against the page as
///   against the base text), never on the page nor on a tint. Kong draws `kui-color-text-primary-weakest`
///   (blue.10, `#eefaff`) as a link's hover colour on its dark navigation bar (`.github-link:hover`, beside
///   `kui-color-text-inverse`; Kong/design-tokens `TOKENS.md`: "Weakest text color for primary actions or
///   messages (blue.10)"); a near-white step on a near-white tint is drawn by nobody;
/// - every other step (the base, the strong steps, a weak step still apart from the page) is drawn on the
///   page and on each background of its family that lies on the page's side of it (less contrast against
///   the page than against the text): "`color.text.accent.red`: Use for red text on subtlest and subtler
///   red accent backgrounds", "`color.text.accent.red.bolder`: Use for red text on subtle red accent
///   backgrounds" (Atlassian, `@atlaskit/tokens` descriptions) — `#AE2E24` is nearer the white page than
///   `subtle` (`#F87168`) is, `#5D1F1A` is not — and not on the family's bold fills, which take
///   `color.text.inverse` ("Use for text on bold backgrounds").
/// Reading the values, not the words, keeps the sides right where a theme inverts a scale (a dark theme's
/// `weakest` is its darkest tint) and where a system's base background is the tint (Atlassian's
/// `color.background.danger`, the banner's) or the fill (Kong's `kui-color-background-danger`, red.60).
///
/// **A status's backgrounds take its own text** (and neutral text): a member background is not paired
/// with another family's text or icons (no system draws danger text on a success tint), and the neutral
/// text and icons (no family: `color.text.default`; or a family named `neutral`, `gray`, `grey`,
/// `RoleSetGroups.neutralWords`) only with the family's backgrounds on the page's side of them. Borders,
/// focus rings and interactive colours keep their pairs, and so do the on- and inverse colours (no
/// family's members: `color.text.inverse` on the bold fills; their own rules 7 and 24 pair them).
///
/// Where an appearance has no opaque canvas, or a colour or its family's base text no opaque value, the
/// step words decide: a weak step (negative `ScaleStepFamilies.stepRanks`) is drawn inversely, and a
/// background on the weak side, or the base not named as a fill (`PairFormation.fillWords`), is a tint.
/// The pass over `any` of a palette with appearances forms a pair some evaluated appearance forms.
struct SymmetricScaleSteps: Sendable {
    /// The names' families.
    let families: ScaleStepFamilies
    /// The relative luminance of each opaque text and icon colour, member background and page canvas, per
    /// appearance.
    private let values: [Appearance: Values]
    /// The base text of each family (a formed foreground's index).
    private let pivot: [String: Int]
    /// The step rank of each member foreground and background, by index.
    private let foregroundRank: [Int: Int]
    private let backgroundRank: [Int: Int]
    /// The member backgrounds named as fills (`PairFormation.fillWords`).
    private let fillNamed: Set<Int>
    /// The formed foregrounds named as on- or inverse colours (`on`, `PairFormation.inverseWords`), by index.
    private let onColours: Set<Int>
    /// The evaluated appearances other than `any`: the pass over `any` forms what one of them forms.
    private let varying: [Appearance]

    /// What one appearance's values say.
    private struct Values: Sendable {
        var page: Double?
        var foregrounds: [Int: Double] = [:]
        var backgrounds: [Int: Double] = [:]
    }

    /// - Parameters:
    ///   - foregrounds: the formed foregrounds, as indexed by the families.
    ///   - surfaces: the surfaces, as indexed by the families.
    ///   - canvases: the canvas candidates, surest first (`PairFormation.canvasRank`), with the scheme each
    ///     name says: the page canvas of an appearance is the first of no scheme or of the appearance's.
    ///   - appearances: the evaluated appearances; `[.any]` for a palette without appearances.
    init(
        families: ScaleStepFamilies, foregrounds: [ColorToken], surfaces: [ColorToken],
        canvases: [(token: ColorToken, scheme: Appearance.Scheme?)], appearances: [Appearance]
    ) {
        self.families = families
        varying = appearances.filter { $0 != .any }
        guard families.isActive else {
            (values, pivot, foregroundRank, backgroundRank, fillNamed, onColours) = ([:], [:], [:], [:], [], [])
            return
        }
        onColours = Set(
            foregrounds.indices.filter { f in
                let words = RoleInference.splitWords(foregrounds[f].name)
                return words.contains("on") || words.contains(where: PairFormation.inverseWords.contains)
            })
        func luminance(_ token: ColorToken, _ appearance: Appearance) -> Double? {
            guard let color = token.resolve(appearance)?.value.color, color.isOpaque else { return nil }
            return RelativeLuminance.of(color)
        }
        foregroundRank = families.foregroundFamily.keys.reduce(into: [:]) { ranks, f in
            ranks[f] = families.steps[foregrounds[f].name]?.rank ?? 0
        }
        backgroundRank = families.backgroundFamily.keys.reduce(into: [:]) { ranks, b in
            ranks[b] = families.steps[surfaces[b].name]?.rank ?? 0
        }
        fillNamed = Set(
            families.backgroundFamily.keys.filter {
                RoleInference.splitWords(surfaces[$0].name).contains(where: PairFormation.fillWords.contains)
            })
        // The base text of each family: the step with no step word and no state, else the nearest.
        var pivot: [String: Int] = [:]
        for (f, family) in families.foregroundFamily.sorted(by: { $0.key < $1.key }) {
            guard let step = families.steps[foregrounds[f].name] else { continue }
            if let p = pivot[family], let current = families.steps[foregrounds[p].name],
                (abs(current.rank), current.isState ? 1 : 0) <= (abs(step.rank), step.isState ? 1 : 0)
            {
                continue
            }
            pivot[family] = f
        }
        self.pivot = pivot
        var values: [Appearance: Values] = [:]
        for appearance in appearances {
            var here = Values()
            let canvas = canvases.first { $0.scheme == nil || $0.scheme == appearance.scheme }?.token
            here.page = canvas.flatMap { luminance($0, appearance) }
            for (f, token) in foregrounds.enumerated() where token.role == .text || token.role == .icon {
                here.foregrounds[f] = luminance(token, appearance)
            }
            for b in families.backgroundFamily.keys {
                here.backgrounds[b] = luminance(surfaces[b], appearance)
            }
            values[appearance] = here
        }
        self.values = values
    }

    /// Whether a family is neutral (its text is drawn on every family's tints).
    static func isNeutral(_ family: String) -> Bool {
        family.split(separator: ".").contains { RoleSetGroups.neutralWords.contains(String($0)) }
    }

    /// Whether formed foreground `f` (of role `role`) and surface `b` make a pair in `appearance` under
    /// the rule (see the type); `true` when the rule says nothing of them.
    func forms(_ f: Int, role: Role?, _ b: Int, in appearance: Appearance) -> Bool {
        guard families.isActive else { return true }
        if appearance == .any, !varying.isEmpty {
            return varying.contains { forms(f, role: role, b, here: values[$0]) }
        }
        return forms(f, role: role, b, here: values[appearance])
    }

    /// `forms` with one appearance's values.
    private func forms(_ f: Int, role: Role?, _ b: Int, here: Values?) -> Bool {
        let foregroundFamily = families.foregroundFamily[f]
        let inverse = foregroundFamily.map { isInverse(f, $0, here) } ?? false
        guard let backgroundFamily = families.backgroundFamily[b] else {
            // A general surface: not for a step drawn inversely.
            return !inverse
        }
        guard role == .text || role == .icon else { return true }
        if let foregroundFamily, !Self.isNeutral(foregroundFamily) || foregroundFamily == backgroundFamily {
            // A family's own colours; never on another family's backgrounds.
            guard foregroundFamily == backgroundFamily else { return false }
            return inverse ? isStrongFill(b, foregroundFamily, here) : isUnder(b, f, here)
        }
        // On- and inverse colours: their own rules pair them.
        if onColours.contains(f) { return true }
        // Neutral text and icons: on a family's tints.
        return !inverse && isUnder(b, f, here)
    }

    /// Whether member foreground `f` of `family` is drawn inversely (see the type): of the page's tone,
    /// or, where the values do not say, named as a weak step.
    private func isInverse(_ f: Int, _ family: String, _ here: Values?) -> Bool {
        guard let p = pivot[family], p != f else { return false }
        if let page = here?.page, let y = here?.foregrounds[f], let base = here?.foregrounds[p] {
            return ContrastRatio.of(y, page) < ContrastRatio.of(y, base)
        }
        return (foregroundRank[f] ?? 0) < 0
    }

    /// Whether member background `b` is drawn under foreground `f`: it has less contrast against the page
    /// than against `f` (on the page's side of it), or, where the values do not say, is named as a tint.
    private func isUnder(_ b: Int, _ f: Int, _ here: Values?) -> Bool {
        if let page = here?.page, let y = here?.backgrounds[b], let text = here?.foregrounds[f] {
            return ContrastRatio.of(y, page) < ContrastRatio.of(y, text)
        }
        return isTintByName(b)
    }

    /// Whether member background `b` is a strong fill of `family`: it has at least as much contrast against
    /// the page as against the family's base text, or, where the values do not say, is not named as a tint.
    private func isStrongFill(_ b: Int, _ family: String, _ here: Values?) -> Bool {
        if let page = here?.page, let y = here?.backgrounds[b], let p = pivot[family],
            let base = here?.foregrounds[p]
        {
            return ContrastRatio.of(y, page) >= ContrastRatio.of(y, base)
        }
        return !isTintByName(b)
    }

    /// A weak step, or the base not named as a fill.
    private func isTintByName(_ b: Int) -> Bool {
        let rank = backgroundRank[b] ?? 0
        return rank < 0 || (rank == 0 && !fillNamed.contains(b))
    }
}
