import ColorScience

/// `PairFormation` rule 24, **inverse colours only on the theme's contrast surfaces**: a foreground named
/// inverse or inverted (rule 7's `inverseForegrounds`: text, links, icons and borders of an inverse family)
/// is drawn on the surfaces that stand out of the page in the other tone, not on every fill.
///
/// The systems say so: Atlassian's `color.text.inverse` is "for text on bold backgrounds"; Primer's
/// `fgColor-onInverse` is "text color for use on inverse backgrounds" (`bgColor-inverse`), beside
/// `fgColor-onEmphasis` for the emphasis fills; Dialpad's Dialtone names a whole family
/// `color.foreground.primary-inverted` … `critical-inverted`, `color.link.primary-inverted-hover`, "text
/// that sits on high-contrast surfaces or backgrounds", and its surfaces for it: `color.surface.contrast`
/// ("an inverted surface …, most likely paired with inverted foreground colors") and the status
/// `color.surface.critical-strong` ("a contrasting critical surface, most likely paired with inverted
/// foreground colors"; `dialpad/dialtone` `packages/dialtone-tokens/tokens/semantic/dp/default.json`),
/// while its `color.surface.bold` (`black.300`, `#d2d2d2` in light) is a light grey that "highlights"
/// an area of the page and takes the page's text. So a name with `bold` or `strong` does not say the
/// surface is the other tone; its values do.
///
/// A formed pair of such a foreground `f` and surface `b` is formed in an appearance only when `b` is not
/// named as a tint (`PairFormation.tintWords`: a subtle tint is never a contrast surface) and:
/// - when `f` is **of the page's tone** there (the usual inverse colour: taken opaque, less contrast with
///   the page canvas than with the body text — light in light, dark in dark), `b` is named inverse,
///   inverted or contrast (`contrastWords`: Primer's `bgColor-inverse`, Dialtone's `color.surface.contrast`)
///   or is **of the other tone** there: taken over its canvas where translucent, at least as much contrast
///   with the page canvas as with the body text — on the body text's side of the midpoint between them
///   (Dialtone's `color.surface.strong` `#535353` and `critical-strong` `#d90a45` in light; not
///   `color.surface.bold` `#d2d2d2` nor `bold-opaque`, 19 % black; not Atlassian's yellow
///   `color.background.warning.bold` `#eed12b` for its white `color.text.inverse`). An inverse colour
///   with a namespace (rule 2: Dialtone's `color.foreground.critical-inverted`, red text "that sits on
///   high-contrast surfaces") is drawn on the neutral ones only, not on another status's fill nor its
///   own (`critical-inverted` `#ff716f` on `critical-strong` `#d90a45` is 1.9:1, drawn by nobody);
/// - when `f` is **of the other tone** there and has a namespace, `b` is a surface of that namespace:
///   Atlassian's `color.text.warning.inverse` (`#292a2e` in light, "text on warning bolder backgrounds")
///   on `color.background.warning.bold`, not on `color.background.neutral.bold`.
/// The page canvas is the surest-named canvas (`PairFormation.canvasRank`) of the surface's scheme, the
/// body text `OnColourFills.bodyText` (of those, the one with the most contrast on the canvas). Where no
/// opaque page canvas or no body text is known in an appearance, nothing is decided there and the pair is
/// formed; so is a pair whose colours are translucent with nothing to decide over. In the pass over `any`
/// of a palette with appearances, a pair is formed when it is in some evaluated appearance. Only the
/// tones decide, never the contrast of the pair itself: a failing inverse colour keeps its pairs.
struct InverseSurfaces: Sendable {
    /// Words that name a surface of the other tone than the page.
    static let contrastWords: Set<String> = ["inverse", "inverted", "contrast"]

    /// What is known of the tones in one appearance.
    private struct Tones: Sendable {
        /// The members of the page's tone, and those of the other tone.
        var pageTone = Set<Int>()
        var otherToneMembers = Set<Int>()
        /// The surfaces of the page's tone (every other judged surface is of the other tone).
        var pageToneSurfaces = Set<Int>()
    }

    /// The inverse foregrounds (formed foreground indices).
    private let members: Set<Int>
    /// The tones per evaluated appearance (`.any` for a palette without appearances).
    private let tones: [Appearance: Tones]
    /// The appearances a pass over `any` stands for (empty for a palette without appearances).
    private let varying: [Appearance]
    /// The surfaces named as a tint, and those named as a contrast surface, by index.
    private let tints: Set<Int>
    private let named: Set<Int>
    /// The namespace of each member that has one (rule 2), and of each surface.
    private let memberNamespaces: [Int: String]
    private let surfaceNamespaces: [String?]

    /// Whether the pair of formed foreground `f` and surface `b` is formed in `appearance` (see the type).
    func keeps(_ f: Int, on b: Int, in appearance: Appearance) -> Bool {
        guard members.contains(f) else { return true }
        guard !tints.contains(b) else { return false }
        if appearance == .any, !varying.isEmpty {
            return varying.contains { keeps(f, b, tones[$0]) }
        }
        return keeps(f, b, tones[appearance])
    }

    private func keeps(_ f: Int, _ b: Int, _ tones: Tones?) -> Bool {
        guard let tones else { return true }
        let namespace = memberNamespaces[f]
        if tones.otherToneMembers.contains(f), let namespace { return surfaceNamespaces[b] == namespace }
        if namespace != nil, surfaceNamespaces[b] != nil { return false }
        return named.contains(b) || !tones.pageToneSurfaces.contains(b)
    }

    /// - Parameters:
    ///   - formation: the palette's pair formation (its `inverseForegrounds` are the members).
    ///   - surfaces: the formation's surfaces; `canvases` the canvas of each (rule 5), by index.
    ///   - foregrounds: the formed foregrounds; `bodyText` the body text among them (`OnColourFills`).
    ///   - pageCanvases: the canvas candidates, surest first, with the scheme each name says.
    ///   - foregroundSchemes, surfaceSchemes: the scheme each name says (`PairSequence.nameScheme`).
    ///   - appearances: the evaluated appearances; `[.any]` for a palette without appearances.
    init(
        formation: PairFormation, surfaces: [ColorToken], canvases: [ColorToken?], foregrounds: [ColorToken],
        bodyText: [Int], pageCanvases: [(token: ColorToken, scheme: Appearance.Scheme?)],
        foregroundSchemes: [Appearance.Scheme?], surfaceSchemes: [Appearance.Scheme?], appearances: [Appearance]
    ) {
        members = formation.inverseForegrounds
        varying = appearances.filter { $0 != .any }
        var memberNamespaces: [Int: String] = [:]
        for f in members { memberNamespaces[f] = PairFormation.namespace(of: foregrounds[f].name) }
        self.memberNamespaces = memberNamespaces
        surfaceNamespaces = members.isEmpty ? [] : surfaces.map { PairFormation.namespace(of: $0.name) }
        var named = Set<Int>()
        var tints = Set<Int>()
        for (b, surface) in surfaces.enumerated() where !members.isEmpty {
            let words = RoleInference.splitWords(surface.name)
            if words.contains(where: PairFormation.tintWords.contains) {
                tints.insert(b)
            } else if words.contains(where: Self.contrastWords.contains) {
                named.insert(b)
            }
        }
        self.tints = tints
        self.named = named
        guard !members.isEmpty, !bodyText.isEmpty else {
            tones = [:]
            return
        }
        func opaque(_ token: ColorToken, _ appearance: Appearance) -> Color? {
            guard let color = token.resolve(appearance)?.value.color, color.isOpaque else { return nil }
            return color
        }
        func fits(_ a: Appearance.Scheme?, _ b: Appearance.Scheme?) -> Bool { a == nil || b == nil || a == b }
        // The page canvas's and body text's luminances of a scheme in an appearance.
        func page(_ scheme: Appearance.Scheme?, _ appearance: Appearance) -> (canvas: Double, body: Double)? {
            guard let canvas = pageCanvases.first(where: { fits($0.scheme, scheme) })?.token,
                let canvasColor = opaque(canvas, appearance)
            else { return nil }
            let canvasY = RelativeLuminance.of(canvasColor)
            let body = bodyText.filter { fits(foregroundSchemes[$0], scheme) }
                .compactMap { opaque(foregrounds[$0], appearance).map(RelativeLuminance.of) }
                .max { ContrastRatio.of($0, canvasY) < ContrastRatio.of($1, canvasY) }
            return body.map { (canvasY, $0) }
        }
        /// Whether luminance `y` is of the page's tone (less contrast with the canvas than with the body
        /// text).
        func isPageTone(_ y: Double, _ page: (canvas: Double, body: Double)) -> Bool {
            ContrastRatio.of(y, page.canvas) < ContrastRatio.of(y, page.body)
        }
        var tones: [Appearance: Tones] = [:]
        for appearance in appearances {
            var pages: [Appearance.Scheme?: (canvas: Double, body: Double)?] = [:]
            func pageOf(_ scheme: Appearance.Scheme?) -> (canvas: Double, body: Double)? {
                if let found = pages[scheme] { return found }
                let found = page(scheme, appearance)
                pages[scheme] = .some(found)
                return found
            }
            var known = Tones()
            for f in members {
                guard let found = pageOf(foregroundSchemes[f] ?? appearance.scheme),
                    let color = opaque(foregrounds[f], appearance)
                else { continue }
                if isPageTone(RelativeLuminance.of(color), found) {
                    known.pageTone.insert(f)
                } else {
                    known.otherToneMembers.insert(f)
                }
            }
            for (b, surface) in surfaces.enumerated() where !tints.contains(b) && !named.contains(b) {
                guard let found = pageOf(surfaceSchemes[b] ?? appearance.scheme),
                    var color = surface.resolve(appearance)?.value.color
                else { continue }
                if !color.isOpaque {
                    guard let canvas = canvases[b].flatMap({ opaque($0, appearance) }) else { continue }
                    color = Compositing.sourceOver(color, canvas)
                }
                if isPageTone(RelativeLuminance.of(color), found) { known.pageToneSurfaces.insert(b) }
            }
            if pages.values.contains(where: { $0 != nil }) { tones[appearance] = known }
        }
        self.tones = tones
    }
}
