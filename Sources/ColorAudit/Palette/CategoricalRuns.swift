import ColorScience

/// Categorical runs: a numbered run of distinct hues under one stem — shadcn/ui's `--chart-1` …
/// `--chart-5` ("All theme-aware via var(--chart-1) through var(--chart-5)", shadcn.io/chart-examples),
/// Gestalt's `color-data-visualization-01` … `-12` (each step with its own documented text colour, light or
/// dark: gestalt docs `DataVisualization` page, `MAIN_STEPS` with `lightText`/`darkText`), Carbon's
/// categorical palette ("Categorical palettes are best used to differentiate between discrete categories of
/// data", carbondesignsystem.com/data-visualization/color-palettes), a badge's numbered backgrounds
/// (`--x-type-background1` … `10`). Such colours are data colours: what is drawn on one of them is a
/// literal or its own documented `on` colour, never every text, border and outline colour of the theme.
///
/// A stem (the name without its trailing number, `ScaleSteps.split`) with at least `minimumMembers` names
/// is **categorical** when, in some appearance, the hues of its chromatic members (OKLCH chroma at least
/// `chromaFloor`) fall into at least `minimumHueGroups` groups, a group ending where the next hue round the
/// circle is `hueGap` degrees or more away. A tonal scale of one hue is one group however far its hue
/// drifts from light to dark (Tailwind's `yellow-50` … `yellow-950`, OKLCH h 102° down to 54° by steps
/// under 12°; Radix's amber 1–12), and a grey scale has no chromatic member.
///
/// `PostImport` gives a categorical member no inferred background role: it is no general surface. Its
/// documented `on` and `-text` colours still find it by name (`PairFormation` rules 1 and 14).
enum CategoricalRuns {
    /// The fewest numbered names of a categorical run.
    static let minimumMembers = 3
    /// The OKLCH chroma below which a colour has no hue to count (a little above `HueFamily.grayChroma`:
    /// the palest tints of a scale carry little hue).
    static let chromaFloor = 0.04
    /// The hue gap (degrees) that separates two groups of hues.
    static let hueGap = 25.0
    /// The fewest hue groups of a categorical run.
    static let minimumHueGroups = 3

    /// The indices of `tokens` that are members of a categorical run of which some member's name makes it
    /// a background (`inferred`, index for index: the runs `PostImport` asks about). Linear in the tokens
    /// and their values, and the members' hues sorted per stem.
    static func backgroundRuns(_ tokens: [ColorToken], inferred: [Role?]) -> Set<Int> {
        var runs: [Substring: [Int]] = [:]
        var withBackground = Set<Substring>()
        for (index, token) in tokens.enumerated() {
            guard let (stem, _) = ScaleSteps.split(token.name) else { continue }
            runs[stem, default: []].append(index)
            if inferred[index] == .background { withBackground.insert(stem) }
        }
        var result = Set<Int>()
        for stem in withBackground {
            guard let run = runs[stem], run.count >= minimumMembers, isCategorical(run.map { tokens[$0] }) else {
                continue
            }
            result.formUnion(run)
        }
        return result
    }

    /// Whether the hues of `members` fall into `minimumHueGroups` groups in some appearance.
    static func isCategorical(_ members: [ColorToken]) -> Bool {
        var appearances = Set<Appearance>()
        for member in members { appearances.formUnion(member.values.keys) }
        for appearance in appearances {
            let hues = members.compactMap { member -> Double? in
                guard let value = member.values[appearance] ?? member.values[.any] else { return nil }
                let lch = value.color.converted(to: .oklch).components
                return lch.y >= chromaFloor && lch.z.isFinite ? lch.z : nil
            }
            if hueGroups(hues) >= minimumHueGroups { return true }
        }
        return false
    }

    /// The number of groups `hues` (degrees) fall into round the circle (see the type); 0 for none.
    static func hueGroups(_ hues: [Double]) -> Int {
        let sorted = hues.map { angle -> Double in
            let h = angle.truncatingRemainder(dividingBy: 360)
            return h < 0 ? h + 360 : h
        }.sorted()
        guard let first = sorted.first, let last = sorted.last else { return 0 }
        var gaps = sorted.count > 1 && first + 360 - last >= hueGap ? 1 : 0
        for (a, b) in zip(sorted, sorted.dropFirst()) where b - a >= hueGap { gaps += 1 }
        return max(1, gaps)
    }
}
