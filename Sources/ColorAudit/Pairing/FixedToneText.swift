import ColorScience

/// `PairFormation` rule 17, **text named white or black is drawn on fills of the other tone**: a text
/// or icon colour whose name says a fixed colour — Primer's `fgColor-white` and `fgColor-black`, white
/// and black in every theme (`base.color.neutral.0` light and `neutral.13` dark for white, the other way
/// round for black) — is not paired with the page's general surfaces in an appearance where it is of the
/// page's own tone. Primer draws `fgColor.white` on its emphasis fills (`button.primary.fgColor.rest` is
/// `{fgColor.white}` on `button.primary.bgColor.rest`, `{bgColor.success.emphasis}`), and none of
/// Primer's contrast checks pairs `fgColor-white` or `fgColor-black` with a background; white text on
/// the light theme's `bgColor-muted` or black text on the dark theme's `bgColor-default` is drawn by
/// nobody.
///
/// A formed foreground is such a colour when its role is text or icon, a word of its name is `white` or
/// `black`, and it is no `on` colour, no inverse colour and no scheme's source token (`--dark-…`). It is
/// **of the page's tone** in an appearance when, taken opaque there, it has less contrast with the page
/// canvas (the surest-named canvas, `PairFormation.canvasRank`, of the scheme the surface's name or the
/// appearance says, if any) than with the palette's body text (`OnColourFills.bodyText`: of that scheme,
/// the one with the most contrast on that canvas): white on a white page, black on a near-black one. There it forms no pair with a surface that is not a fill (a
/// fill by name, rule 7, or found from values, rule 9) — the general surfaces and tints; in the other
/// appearances it keeps them (`fgColor-white` on the dark theme's surfaces, `fgColor-black` on the light
/// theme's). Without a body text or an opaque canvas nothing is decided and every pair is formed. In the
/// pass over `any` of a palette with appearances, the pairs are left out only when the colour is of the
/// page's tone in every evaluated appearance.
///
/// Only the words white and black decide: `light` and `dark` also name a lighter or darker shade of the
/// body text (Water.css's `--text-light`), which is drawn on the page.
struct FixedToneText: Sendable {
    /// The formed foregrounds that are of the page's tone, per appearance and the scheme a surface's name
    /// says (`nil`: none).
    private let pageTone: [Appearance: [Appearance.Scheme?: Set<Int>]]

    /// The words that name a fixed colour.
    static let toneWords: Set<String> = ["white", "black"]

    /// Whether formed foreground `f` is of the page's tone in `appearance`, on a surface whose name says
    /// `scheme` (see the type).
    func isOfPageTone(_ f: Int, in appearance: Appearance, surfaceScheme scheme: Appearance.Scheme?) -> Bool {
        pageTone[appearance]?[scheme]?.contains(f) ?? false
    }

    /// Whether a formed foreground's name says a fixed colour (see the type).
    static func isFixedTone(
        _ token: ColorToken, index f: Int, formation: PairFormation, scheme: Appearance.Scheme?
    ) -> Bool {
        guard token.role == .text || token.role == .icon, scheme == nil, formation.onColours[f] == nil,
            !formation.inverseForegrounds.contains(f)
        else { return false }
        let words = RoleInference.splitWords(token.name)
        return words.contains(where: toneWords.contains) && !words.contains(where: PairFormation.inverseWords.contains)
    }

    /// - Parameters:
    ///   - foregrounds: the formed foregrounds, as indexed by `formation`.
    ///   - bodyText: the body text colours (`OnColourFills.bodyText`).
    ///   - canvases: the canvas candidates, surest first (`PairFormation.canvasRank`), with the scheme each
    ///     name says: the page canvas of an appearance is the first of no scheme or of the appearance's.
    ///   - foregroundSchemes: the scheme each foreground's name says (`PairSequence.nameScheme`).
    ///   - appearances: the evaluated appearances; `[.any]` for a palette without appearances.
    init(
        foregrounds: [ColorToken], formation: PairFormation, bodyText: [Int],
        canvases: [(token: ColorToken, scheme: Appearance.Scheme?)], foregroundSchemes: [Appearance.Scheme?],
        appearances: [Appearance]
    ) {
        let members = foregrounds.indices.filter {
            Self.isFixedTone(foregrounds[$0], index: $0, formation: formation, scheme: foregroundSchemes[$0])
        }
        guard !members.isEmpty, !bodyText.isEmpty else {
            pageTone = [:]
            return
        }
        func luminance(_ token: ColorToken, _ appearance: Appearance) -> Double? {
            guard let color = token.resolve(appearance)?.value.color, color.isOpaque else { return nil }
            return RelativeLuminance.of(color)
        }
        func fits(_ a: Appearance.Scheme?, _ b: Appearance.Scheme?) -> Bool { a == nil || b == nil || a == b }
        var pageTone: [Appearance: [Appearance.Scheme?: Set<Int>]] = [:]
        for appearance in appearances {
            // Per scheme a surface's name may say (none, light, dark) that this appearance draws.
            for scheme in [nil, Appearance.Scheme.light, .dark] where fits(scheme, appearance.scheme) {
                let effective = scheme ?? appearance.scheme
                guard let canvas = canvases.first(where: { fits($0.scheme, effective) })?.token,
                    let canvasY = luminance(canvas, appearance)
                else { continue }
                // The body text of that scheme with the most contrast on the canvas.
                let body = bodyText.filter { fits(foregroundSchemes[$0], effective) }
                    .compactMap { luminance(foregrounds[$0], appearance) }
                    .max { ContrastRatio.of($0, canvasY) < ContrastRatio.of($1, canvasY) }
                guard let bodyY = body else { continue }
                pageTone[appearance, default: [:]][scheme] = Set(
                    members.filter { f in
                        luminance(foregrounds[f], appearance).map {
                            ContrastRatio.of($0, canvasY) < ContrastRatio.of($0, bodyY)
                        } ?? false
                    })
            }
        }
        // The pass over `any`: only a colour of the page's tone in every appearance.
        let varying = appearances.filter { $0 != .any }
        if !varying.isEmpty {
            for scheme in [nil, Appearance.Scheme.light, .dark] {
                pageTone[.any, default: [:]][scheme] = varying.map { pageTone[$0]?[scheme] ?? [] }
                    .reduce(Set(members)) { $0.intersection($1) }
            }
        }
        self.pageTone = pageTone
    }
}
