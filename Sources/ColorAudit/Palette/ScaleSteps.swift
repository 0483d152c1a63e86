import ColorScience

/// The steps of a palette's colour scales: `blue-100` … `blue-900`, Tailwind's `sky-50` … `sky-950`,
/// tonal palettes' `neutral-00` … `neutral-100`, `color.gray.100` … `color.gray.1400` — the option
/// (primitive) tokens a design system picks its semantic colours from. Design systems document such
/// steps as raw options, not colours to draw: "Option tokens are not used to style components. Their only
/// purpose is to document raw values, and to be consumed by the next token typology: decision tokens"
/// (Wikimedia Codex, "Design tokens: Definition and structure", option tokens such as `color.blue700`);
/// Mozilla's stylelint rule `no-base-design-tokens` "checks that CSS declarations do not use base color
/// token variables directly. Instead, developers should reference higher-level, semantic tokens" (it
/// rejects `color: var(--color-blue-60)` for `color: var(--text-color-link)`; firefox-source-docs,
/// stylelint-plugin-mozilla rules).
///
/// A name is a **step** when it ends in a number (ASCII digits) after a *stem* (the name without those
/// digits, with at least one letter) that at least `minimumSteps` names of the palette share, the
/// largest of whose numbers is at least `minimumLargestStep`: 100-, 50- and 10-based scales are steps;
/// Radix's 12 steps (`--gray-1` … `--gray-12`), open-color's `gray 0` … `gray 9` and a pair of numbered
/// colours (`Delivery Status BG 1`, `2`) are not — Radix has conventions of its own (`RadixScale`,
/// `RadixThemesSteps`), the others name no scale.
enum ScaleSteps {
    /// The fewest names a stem needs to be a scale.
    static let minimumSteps = 3
    /// The smallest largest step of a scale (50: `X-50` … `X-950`, `X-00` … `X-100`).
    static let minimumLargestStep = 50

    /// The indices of the names among `names` that are scale steps (see the type). Linear in the names.
    static func steps(_ names: [String]) -> Set<Int> {
        var byStem: [Substring: (count: Int, largest: Int)] = [:]
        let parsed = names.map(split)
        for case let (stem, number)? in parsed {
            let entry = byStem[stem] ?? (0, 0)
            byStem[stem] = (entry.count + 1, max(entry.largest, number))
        }
        var steps = Set<Int>()
        for (i, step) in parsed.enumerated() {
            guard let (stem, _) = step, let scale = byStem[stem] else { continue }
            if scale.count >= minimumSteps && scale.largest >= minimumLargestStep { steps.insert(i) }
        }
        return steps
    }

    /// The most names a stem may number and still be *levels* (`text-1` … `text-3`, `layout-color0` …
    /// `layout-color4`): semantic colours a theme draws by rank, not a scale to pick from.
    static let maximumLevels = 6

    /// The indices of the names among `names` that are members of a numbered run longer than
    /// `maximumLevels`, whatever its numbers (Radix's 12 steps, a 1 … 16 scale). Linear in the names.
    static func longRuns(_ names: [String]) -> Set<Int> {
        let parsed = names.map(split)
        var counts: [Substring: Int] = [:]
        for case let (stem, _)? in parsed { counts[stem, default: 0] += 1 }
        var members = Set<Int>()
        for (i, step) in parsed.enumerated() {
            if let (stem, _) = step, counts[stem, default: 0] > maximumLevels { members.insert(i) }
        }
        return members
    }

    /// The stem and number of a name that ends in one to six ASCII digits after a stem with a letter.
    static func split(_ name: String) -> (stem: Substring, number: Int)? {
        let utf8 = name.utf8
        let digits = utf8.reversed().prefix { $0 >= 0x30 && $0 <= 0x39 }.count
        guard digits > 0, digits <= 6, digits < utf8.count else { return nil }
        let end = utf8.index(utf8.endIndex, offsetBy: -digits)
        let stem = name[..<end]
        guard stem.contains(where: \.isLetter), let number = Int(name[end...]) else { return nil }
        return (stem, number)
    }
}
