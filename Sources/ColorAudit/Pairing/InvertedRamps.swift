import ColorScience

/// `PairFormation` rule 25, **a theme's ramp inverted between appearances is drawn by its distance from
/// the page**. Some themes have their components draw the steps of a small scale directly, the meaning of
/// a step being how far it is from the page, kept between light and dark by inverting the scale:
/// Starlight's `--sl-color-white`, `--sl-color-gray-1` … `-gray-7`, `--sl-color-black` are white to near
/// black in its dark `:root` and near black to white in `:root[data-theme='light']` — "a range of gray
/// shades used for text and background colors and an accent color used for links and to highlight current
/// items in navigation" (Starlight, "CSS & Styling › Theming", withastro/starlight
/// `docs/src/content/docs/guides/css-and-tailwind.mdx`, 3999be7); its theme designer keeps "`gray-2` …
/// used against `gray-5` in inline code snippets" and "`gray-3` … used in the table of contents" against
/// `black` at 4.5:1 in both (`docs/src/components/theme-designer/color-lib.ts`). Radix Colors inverts its
/// scales the same way ("Steps 1 and 2 are designed for app backgrounds", "Steps 11 and 12 are designed for
/// text", in light and dark alike; radix-ui.com/colors/docs/palette-composition/understanding-the-scale).
///
/// **Recognised by structure** (names and values, no prefix): a *ramp* is two ends named `white` and
/// `black` after one prefix (`P-white`, `P-black`) with at least three numbered steps of one stem after it
/// (`P-gray-1` …), whose values, in every appearance of a light or dark scheme, are opaque and ordered by
/// relative luminance from one end to the other, the same named end lying on the page's side (the lighter
/// end in light, the darker in dark) in all of them, with at least one light and one dark appearance: the
/// ends are swapped between the schemes. In each appearance the *page* is that end and the *text end* the
/// other; a step is on the text side when it has at least as much contrast against the page as against
/// the text end (WCAG contrast ratio), else on the page side. Beside the ramp, `P-X-low`, `P-X-high` (and
/// `P-X`) are a hue's *tint steps* when `-low` has less contrast against the page than `-high` in every
/// appearance both have (Starlight's `--sl-color-blue-low` behind an aside, `--sl-color-blue-high` its
/// title).
///
/// **Pairs**, each in the appearances where its condition holds, a surface *under* a foreground meaning
/// it has less contrast against the page than against that foreground (on the page's side of it, as
/// `SymmetricScaleSteps` reads a family's tints):
/// - the text-side steps, and the palette's text, interactive and icon colours not named `on`, inverse or
///   invert, on the ramp's *surfaces* under them: the page end, the page-side steps a background-role
///   colour aliases in that appearance (`--sl-color-bg-nav: var(--sl-color-gray-6)`) and those backgrounds
///   (`white` on `black`, `gray-3` on `gray-6`, `--sl-color-text` on `--sl-color-bg-inline-code`); the other
///   page-side steps are lines (`gray-4`, a border), not surfaces;
/// - the page-side steps between the ends on the ramp's surfaces nearer the page, as decorative lines
///   (Radix's step 6, "subtle borders on components which are not interactive": `gray-5` borders of
///   cards on `black`);
/// - a hue's `-high` step, and the ramp's text end, on its `-low` tint, as text, under them;
/// - text named `invert`, and the page end, on the colours named `accent` (not tint steps) that lie on
///   the text's side of the ramp, as text: the accent "to highlight current items" is a fill under
///   inverted text (`--sl-color-text-invert` on `--sl-color-text-accent`).
/// Pairs of two aliases of one colour are not formed. The pairs are listed after the stylesheet's drawn
/// ones and are not formed again from roles (`CSSStyleUsage`, `PairSequence`); a palette that declares
/// pairs gets none.
struct InvertedRamps: Sendable {
    /// Why a ramp's text is checked on its surfaces.
    static let textReason =
        "convention: an inverted ramp (white, gray-N, black swapped between light and dark) is drawn by distance from the page: text-side steps on surfaces under them (Starlight, Radix)"
    /// Why a ramp's middle steps are decorative lines.
    static let lineReason =
        "convention: an inverted ramp's middle steps are lines on the steps nearer the page, decorative (Radix step 6; Starlight)"
    /// Why a hue's high step and the text end are checked on its low tint.
    static let tintReason =
        "convention: a hue's X-high step and the ramp's text end on its X-low tint (Starlight asides)"
    /// Why inverted text is checked on the accent.
    static let invertReason =
        "convention: inverted text (X-invert, the ramp's page end) on the accent used as a fill (Starlight current item)"

    /// The pairs the rule forms (see the type), in the palette's order of foregrounds.
    let pairs: [PairDeclaration]

    /// One recognised ramp: its members in name order, the `white` end first, then the steps by number,
    /// then the `black` end.
    private struct Ramp {
        let prefix: String
        let members: [ColorToken]
        /// Index into `members` of the page end (0 or `members.count - 1`).
        let pageEnd: Int
    }

    /// Forms the pairs of `palette`'s inverted ramps (none when it declares pairs or has no ramp).
    init(palette: Palette, byName: [String: ColorToken]) {
        let schemed = palette.appearances.filter { $0.scheme != nil }
        guard palette.pairs == nil, schemed.contains(where: { $0.scheme == .light }),
            schemed.contains(where: { $0.scheme == .dark })
        else {
            pairs = []
            return
        }
        let ramps = Self.ramps(palette.tokens, byName: byName, appearances: schemed)
        guard !ramps.isEmpty else {
            pairs = []
            return
        }
        var builder = Builder(appearances: schemed, byName: byName)
        for ramp in ramps { builder.add(ramp, palette: palette) }
        pairs = builder.declarations()
    }

    /// The relative luminance of `token` in `appearance` when written for it (not inherited from another:
    /// Starlight's `--sl-color-gray-7` is a light step only) and opaque there.
    private static func luminance(_ token: ColorToken, _ appearance: Appearance) -> Double? {
        guard let resolved = token.resolve(appearance), resolved.inheritedFrom == nil,
            resolved.value.color.isOpaque
        else { return nil }
        return RelativeLuminance.of(resolved.value.color)
    }

    /// The name less its last word when that word is `word` (lowercase), written last: `--x-white` →
    /// `--x-`, `colorWhite` → `color`.
    private static func prefix(_ name: String, endingIn word: String) -> String? {
        guard name.count > word.count, name.lowercased().hasSuffix(word),
            RoleInference.splitWords(name).last == word
        else { return nil }
        return String(name.dropLast(word.count))
    }

    /// The ramps among `tokens` (see the type).
    private static func ramps(_ tokens: [ColorToken], byName: [String: ColorToken], appearances: [Appearance])
        -> [Ramp]
    {
        var whites: [String: ColorToken] = [:]
        for token in tokens {
            if let p = prefix(token.name, endingIn: "white"), whites[p] == nil { whites[p] = token }
        }
        var ramps: [Ramp] = []
        for token in tokens {
            guard let p = prefix(token.name, endingIn: "black"), let white = whites[p] else { continue }
            // The numbered steps of each stem right after the prefix: `P` + letters (+ one separator) + digits.
            var stems: [String: [(number: Int, token: ColorToken)]] = [:]
            var order: [String] = []
            for candidate in tokens {
                guard candidate.name.hasPrefix(p), let (stem, number) = ScaleSteps.split(candidate.name) else {
                    continue
                }
                var word = stem.dropFirst(p.count)
                if let last = word.last, !last.isLetter { word = word.dropLast() }
                guard !word.isEmpty, word.allSatisfy({ $0.isASCII && $0.isLetter }) else { continue }
                let key = String(stem)
                if stems[key] == nil { order.append(key) }
                stems[key, default: []].append((number, candidate))
            }
            for stem in order {
                guard let steps = stems[stem], Set(steps.map(\.number)).count == steps.count, steps.count >= 3
                else { continue }
                let members = [white] + steps.sorted { $0.number < $1.number }.map(\.token) + [token]
                if let pageEnd = invertedPageEnd(members, appearances) {
                    ramps.append(Ramp(prefix: p, members: members, pageEnd: pageEnd))
                }
            }
        }
        return ramps
    }

    /// The index of the end on the page's side in every appearance, when `members` are ordered by
    /// luminance in each and that end is the lighter in light and the darker in dark; else `nil`.
    private static func invertedPageEnd(_ members: [ColorToken], _ appearances: [Appearance]) -> Int? {
        var pageEnd: Int?
        for appearance in appearances {
            let values = members.map { luminance($0, appearance) }
            guard let first = values.first ?? nil, let last = values.last ?? nil, first != last else { return nil }
            let present = values.compactMap { $0 }
            guard present.count >= 4 else { return nil }
            let rising = last > first
            for (a, b) in zip(present, present.dropFirst()) where rising ? b <= a : b >= a { return nil }
            let lighterEnd = rising ? members.count - 1 : 0
            let here = appearance.scheme == .light ? lighterEnd : members.count - 1 - lighterEnd
            if let pageEnd, pageEnd != here { return nil }
            pageEnd = here
        }
        return pageEnd
    }

    /// Collects the pairs with the appearances each holds in.
    private struct Builder {
        let appearances: [Appearance]
        let byName: [String: ColorToken]
        private var order: [Key] = []
        private var held: [Key: (location: SourceLocation, appearances: Set<Appearance>)] = [:]

        struct Key: Hashable {
            let foreground: String
            let background: String
            let usage: Usage
            let reason: String
        }

        init(appearances: [Appearance], byName: [String: ColorToken]) {
            self.appearances = appearances
            self.byName = byName
        }

        /// The name of the colour `token` is by reference in `appearance` (`PairSequence.aliasRoot`).
        func root(_ token: ColorToken, _ appearance: Appearance) -> String {
            PairSequence.aliasRoot(token, appearance, byName)
        }

        mutating func add(
            _ foreground: ColorToken, _ background: ColorToken, _ usage: Usage, _ reason: String,
            in appearance: Appearance
        ) {
            guard foreground.name != background.name,
                root(foreground, appearance) != root(background, appearance)
            else { return }
            let key = Key(foreground: foreground.name, background: background.name, usage: usage, reason: reason)
            if held[key] == nil {
                order.append(key)
                held[key] = (foreground.location, [])
            }
            held[key]?.appearances.insert(appearance)
        }

        /// Adds the pairs of `ramp` in `palette` (see the type).
        mutating func add(_ ramp: Ramp, palette: Palette) {
            let memberNames = Set(ramp.members.map(\.name))
            let tints = InvertedRamps.tints(palette.tokens, prefix: ramp.prefix, excluding: memberNames)
            let tintNames = Set(tints.flatMap { [$0.low.name, $0.high.name] + ($0.base.map { [$0.name] } ?? []) })
            let foregrounds = palette.tokens.filter { token in
                guard let role = token.role, [.text, .interactive, .icon].contains(role),
                    !memberNames.contains(token.name)
                else { return false }
                let words = RoleInference.splitWords(token.name)
                return !words.contains("on") && !words.contains("invert")
                    && !words.contains(where: PairFormation.inverseWords.contains)
            }
            let inverted = palette.tokens.filter { token in
                token.role == .text && RoleInference.splitWords(token.name).contains("invert")
            }
            let accents = palette.tokens.filter { token in
                token.role != nil && !tintNames.contains(token.name) && !memberNames.contains(token.name)
                    && RoleInference.splitWords(token.name).contains("accent")
            }
            let backgrounds = palette.tokens.filter { $0.role == .background && !memberNames.contains($0.name) }
            for appearance in appearances {
                guard let page = luminance(ramp.members[ramp.pageEnd], appearance),
                    let text = luminance(ramp.members[ramp.members.count - 1 - ramp.pageEnd], appearance)
                else { continue }
                func y(_ token: ColorToken) -> Double? { luminance(token, appearance) }
                /// Whether surface `s` is under foreground luminance `f`.
                func under(_ s: Double, _ f: Double) -> Bool { ContrastRatio.of(s, page) < ContrastRatio.of(s, f) }
                let pageSide = ramp.members.filter { member in
                    guard let m = y(member) else { return false }
                    return ContrastRatio.of(m, page) < ContrastRatio.of(m, text)
                        || member.name == ramp.members[ramp.pageEnd].name
                }
                let pageSideNames = Set(pageSide.map(\.name))
                let textSide = ramp.members.filter { y($0) != nil && !pageSideNames.contains($0.name) }
                // The ramp's surfaces: the page end, the page-side steps a background aliases here (the
                // others are lines), and those backgrounds.
                let aliased = Set(backgrounds.map { root($0, appearance) })
                let pageEndName = ramp.members[ramp.pageEnd].name
                let surfaces =
                    pageSide.filter { $0.name == pageEndName || aliased.contains($0.name) }
                    + backgrounds.filter { background in
                        let target = root(background, appearance)
                        return pageSideNames.contains(target) && y(background) != nil
                    }
                for foreground in textSide + foregrounds {
                    guard let f = y(foreground) else { continue }
                    let usage = foreground.role.map { PairSequence.implicitUsage($0, foreground) } ?? .text
                    for surface in surfaces {
                        guard let s = y(surface), under(s, f) else { continue }
                        add(foreground, surface, usage, InvertedRamps.textReason, in: appearance)
                    }
                }
                for line in pageSide where line.name != pageEndName {
                    guard let l = y(line) else { continue }
                    for surface in surfaces {
                        guard let s = y(surface), ContrastRatio.of(s, page) < ContrastRatio.of(l, page) else {
                            continue
                        }
                        add(line, surface, .decorative, InvertedRamps.lineReason, in: appearance)
                    }
                }
                let textEnd = ramp.members[ramp.members.count - 1 - ramp.pageEnd]
                for tint in tints {
                    guard let low = y(tint.low), let high = y(tint.high),
                        ContrastRatio.of(low, page) < ContrastRatio.of(high, page)
                    else { continue }
                    for foreground in [tint.high, textEnd] {
                        guard let f = y(foreground), under(low, f) else { continue }
                        add(foreground, tint.low, .text, InvertedRamps.tintReason, in: appearance)
                    }
                }
                for accent in accents {
                    guard let a = y(accent), ContrastRatio.of(a, page) >= ContrastRatio.of(a, text) else { continue }
                    for foreground in inverted + [ramp.members[ramp.pageEnd]] {
                        guard y(foreground) != nil else { continue }
                        add(foreground, accent, .text, InvertedRamps.invertReason, in: appearance)
                    }
                }
            }
        }

        /// The pairs collected, each limited to the appearances it holds in (none listed when all).
        func declarations() -> [PairDeclaration] {
            order.compactMap { key in
                guard let entry = held[key] else { return nil }
                let listed = appearances.filter(entry.appearances.contains)
                var pair = PairDeclaration(
                    foreground: key.foreground, background: key.background, usage: key.usage,
                    appearances: listed.count == appearances.count ? nil : listed, location: entry.location)
                pair.formedBy = key.reason
                pair.locatedAtForeground = true
                return pair
            }
        }
    }

    /// A hue's tint steps: `P-X-low`, `P-X-high` and `P-X` when it is a colour.
    private struct Tint {
        let low: ColorToken
        let high: ColorToken
        let base: ColorToken?
    }

    /// The tint steps after `prefix` among `tokens` (not members of a ramp), whose `-low` has less contrast
    /// against the page than `-high` where both have values: checked by `Builder.add` per appearance.
    private static func tints(_ tokens: [ColorToken], prefix: String, excluding: Set<String>) -> [Tint] {
        var lows: [String: ColorToken] = [:]
        var highs: [String: ColorToken] = [:]
        var order: [String] = []
        var byName: [String: ColorToken] = [:]
        for token in tokens where token.name.hasPrefix(prefix) && !excluding.contains(token.name) {
            byName[token.name] = token
            for (word, into) in [("low", 0), ("high", 1)] {
                guard let stem = Self.prefix(token.name, endingIn: word) else { continue }
                var hue = stem.dropFirst(prefix.count)
                if let last = hue.last, !last.isLetter { hue = hue.dropLast() }
                guard !hue.isEmpty, hue.allSatisfy({ $0.isASCII && $0.isLetter }) else { continue }
                let key = String(stem)
                if lows[key] == nil && highs[key] == nil { order.append(key) }
                if into == 0 { lows[key] = token } else { highs[key] = token }
            }
        }
        return order.compactMap { stem in
            guard let low = lows[stem], let high = highs[stem] else { return nil }
            var base = stem
            if let last = base.last, !last.isLetter { base.removeLast() }
            return Tint(low: low, high: high, base: byName[base])
        }
    }
}
