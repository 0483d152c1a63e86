import ColorScience

/// How token sets combine into palettes and appearances: from declared themes (Tokens Studio
/// `$themes`, DTCG resolver modifiers) or, without them, from the sets' names.
///
/// - **Declared themes.** A theme whose name (or, failing that, group) says an appearance
///   (`TokenThemeName`: `Light`, `dark-hc`…) gives that appearance's stack; the other themes are
///   combined one per group (`brand: Casual | Business` × `color: Green | Blue`), and each combination
///   is its own palette, named by its themes (at most `maximumCombinations`: past it, the first ones,
///   with a skipped note on each saying how many there were). A
///   stack is the `shared` sets, the combination's, then the appearance theme's; in `setOrder` order
///   where it names the set, else in the order listed; sets its themes mark `source` and none enables
///   come below the enabled ones (Tokens Studio resolves a theme's enabled sets over its source sets:
///   `getTokenSetsOrder`, tokens-studio/figma-plugin), so a light theme that keeps the dark scheme's set
///   as a source still takes its light values. Several themes of one appearance (Adobe
///   Spectrum's `$themes` lists `light` twice, once for its colour sets and once for its opacity sets)
///   give one stack with all their sets.
/// - **Several appearance switches.** Appearance themes named so (`light`, `dark`) in several groups
///   (Dialtone's `$themes.json`: groups `dp`, `tmo`, `expressive`, `base`, each with a `light` and a
///   `dark` theme) are one brand's switch each: Tokens Studio's theme groups are "either this or that"
///   switches with one theme of a group active (docs.tokens.studio/manage-themes/simple-switch-guide),
///   and a brand's light theme is not stacked with another brand's. Each group is a palette of its own,
///   named by the group, with the appearance themes of no group shared by all.
/// - **Groups without colours.** A theme group none of whose sets holds a colour (Spectrum's `S.Scale`:
///   `mobile`, `desktop`; a Size or Typography group beside the colour groups) is not multiplied into
///   palettes: each would be the same. Its sets are left out.
/// - **Alternatives to the appearances.** A theme that says no appearance but is in the group of one
///   that does (Spectrum's `S.Color-theme` group: `light`, `dark`, `wireframe`, `darkest`) is another
///   choice of the same switch, not a modifier to combine with them: its sets are not audited, and a
///   skipped note at the theme says so (stacking `wireframe` under light and dark would audit a
///   combination never on screen).
/// - **Without themes.** Sets whose names say an appearance are that appearance's; sets named for an
///   alternative theme (`alternativeThemeWords`: `wireframe`, `darkest`, …) beside them are skipped with a
///   note, as above; the others are shared and come first in every stack (in `setOrder`, else file
///   order). With no appearance sets at all, the sets form one stack for every appearance (`.any`).
struct TokenThemes {
    /// One declared theme.
    struct Theme: Sendable {
        /// Its name (`Dark`, `Casual`, a resolver context name).
        var name: String
        /// Its group (`brand`, `color`, a resolver modifier name), if any.
        var group: String?
        /// The sets it uses, as listed.
        var sets: [String]
        /// Where the theme was written (Tokens Studio `$themes`), if known.
        var location: SourceLocation? = nil
        /// Where each of `sets` was written, in the same order (empty when not known).
        var setLocations: [SourceLocation] = []
        /// The sets of `sets` marked `source` (Tokens Studio: "used to resolve references, but excluded
        /// from styles creation"); the others are `enabled`.
        var sources: Set<String> = []
    }

    /// One palette to build: its name suffix (the combination's theme names) and stacks.
    struct Plan {
        /// The combination's theme names (empty for a single palette).
        var themes: [String]
        /// The stacks, one per appearance.
        var stacks: [TokenLayers.Stack]
        /// The themes and sets left out (alternatives to the appearances), as skipped notes.
        var notes: [TokenNote] = []
        /// The brand: the group of the appearance switch of a package with several (Dialtone's `dp`), the
        /// first of `themes`; `nil` otherwise (`Palette.brand`).
        var brand: String? = nil
    }

    /// Last words of set names that name a theme chosen instead of light or dark (Adobe Spectrum's
    /// `wireframe` and `darkest`, older Spectrum's `lightest`).
    static let alternativeThemeWords: Set<String> = ["wireframe", "wireframes", "darkest", "lightest"]

    /// The largest number of theme combinations turned into palettes (more are left out, with a note).
    static let maximumCombinations = 64

    /// The palettes to build from `sets`; past `maximumCombinations`, the first combinations, each plan
    /// with a note saying so.
    static func plans(
        sets: [TokenSet], themes: [Theme]?, shared: [String], setOrder: [String], location: SourceLocation
    ) -> [Plan] {
        let setsByName = Dictionary(sets.map { ($0.name, $0) }, uniquingKeysWith: { first, _ in first })
        let rank = Dictionary(setOrder.enumerated().map { ($1, $0) }, uniquingKeysWith: { first, _ in first })
        // `sources`: the sets only `source` in the themes of the stack, below every enabled set.
        func ordered(_ names: [String], sources: Set<String> = []) -> [TokenSet] {
            var unique: [String] = []
            var seen = Set<String>()
            for name in names where seen.insert(name).inserted { unique.append(name) }
            let sorted = unique.enumerated().sorted { a, b in
                let sa = sources.contains(a.element)
                let sb = sources.contains(b.element)
                if sa != sb { return sa }
                let ra = rank[a.element] ?? Int.max
                let rb = rank[b.element] ?? Int.max
                return ra != rb ? ra < rb : a.offset < b.offset
            }
            return sorted.compactMap { setsByName[$0.element] }
        }
        guard let themes, !themes.isEmpty else {
            var shared: [String] = []
            var alternatives: [TokenSet] = []
            var byAppearance: [Appearance: [String]] = [:]
            for set in sets {
                let last = set.name.split(separator: "/").last.map(String.init) ?? set.name
                if let appearance = TokenThemeName.appearance(of: last) {
                    byAppearance[appearance, default: []].append(set.name)
                } else if alternativeThemeWords.contains(last.lowercased()) {
                    alternatives.append(set)
                } else {
                    shared.append(set.name)
                }
            }
            if byAppearance.isEmpty {
                let all = shared + alternatives.map(\.name)
                return [Plan(themes: [], stacks: [TokenLayers.Stack(appearance: .any, sets: ordered(all))])]
            }
            let stacks = byAppearance.keys.sorted().map {
                TokenLayers.Stack(appearance: $0, sets: ordered(shared + byAppearance[$0]!))
            }
            let notes = alternatives.map { set in
                TokenNote(
                    isUnresolved: false, token: nil,
                    reason: "token set '\(set.name)' is named for a theme chosen instead of light or dark, not an "
                        + "appearance: it is not audited (its colours are not stacked under light and dark)",
                    location: SourceLocation(file: set.file, line: 1, column: 1))
            }
            return [Plan(themes: [], stacks: stacks, notes: notes)]
        }
        var appearanceThemes: [(Appearance, Theme)] = []
        var groups: [(name: String, themes: [Theme])] = []
        var groupIndex: [String: Int] = [:]
        func appearance(of theme: Theme) -> Appearance? {
            TokenThemeName.appearance(of: theme.name) ?? theme.group.flatMap(TokenThemeName.appearance(of:))
        }
        // The groups holding an appearance theme (Spectrum's `S.Color-theme`).
        let appearanceGroups = Set(themes.compactMap { appearance(of: $0) == nil ? nil : $0.group })
        let ungroupedAppearance = themes.contains { $0.group == nil && appearance(of: $0) != nil }
        var notes: [TokenNote] = []
        for theme in themes {
            if let appearance = appearance(of: theme) {
                appearanceThemes.append((appearance, theme))
                continue
            }
            let isAlternative =
                theme.group.map(appearanceGroups.contains)
                ?? (ungroupedAppearance && alternativeThemeWords.contains(theme.name.lowercased()))
            if isAlternative {
                let group = theme.group.map { " of group '\($0)'" } ?? ""
                notes.append(
                    TokenNote(
                        isUnresolved: false, token: nil,
                        reason: "theme '\(theme.name)'\(group) is chosen instead of the light and dark themes, not an "
                            + "appearance: its sets are not audited",
                        location: theme.location ?? location))
                continue
            }
            let group = theme.group ?? theme.name
            if let index = groupIndex[group] {
                groups[index].themes.append(theme)
            } else {
                groupIndex[group] = groups.count
                groups.append((group, [theme]))
            }
        }
        // A group none of whose themes uses a set with a colour (Spectrum's `S.Scale`: `mobile`, `desktop`
        // choose sizes; a Size or Typography group) would only repeat the same palette once per theme: it
        // is no dimension of the audit, with appearance themes or without.
        let colourGroups = groups.filter { group in
            group.themes.contains { theme in theme.sets.contains { !(setsByName[$0]?.entries.isEmpty ?? true) } }
        }
        // Past `maximumCombinations`, the first ones (the last group's themes changing first), and a note on
        // each palette saying how many there were: a capped run says so, and still audits.
        var total = 1
        var overflow = false
        for group in colourGroups where !overflow {
            let (product, overflowed) = total.multipliedReportingOverflow(by: group.themes.count)
            overflow = overflowed
            total = product
        }
        // Combination `number`'s theme of each group: its digits in the mixed radix of the groups' sizes,
        // the last group's the lowest; each combination is built once, in time linear in the groups.
        let combinations: [[Theme]] = (0..<(overflow ? maximumCombinations : min(total, maximumCombinations))).map {
            number in
            var rest = number
            var picks = [Int](repeating: 0, count: colourGroups.count)
            for index in colourGroups.indices.reversed() {
                picks[index] = rest % colourGroups[index].themes.count
                rest /= colourGroups[index].themes.count
            }
            return colourGroups.indices.map { colourGroups[$0].themes[picks[$0]] }
        }
        if overflow || total > maximumCombinations {
            let count = overflow ? "more than \(Int.max)" : "\(total)"
            let groupSizes = colourGroups.filter { $0.themes.count > 1 }
            let listed =
                groupSizes.prefix(5).map { "\($0.name) (\($0.themes.count))" }.joined(separator: ", ")
                + (groupSizes.count > 5 ? ", … (\(groupSizes.count) groups)" : "")
            notes.append(
                TokenNote(
                    isUnresolved: false, token: nil,
                    reason: "the themes combine into \(count) palettes (theme groups \(listed)): only the first "
                        + "\(maximumCombinations) are audited, in the order the themes are listed, the last group's "
                        + "changing first",
                    location: location))
        }
        // Appearance themes named so in several groups (Dialtone's `dp: light, dark`, `tmo: light, dark`):
        // one switch per group, each group a palette of its own (see the type).
        var switchGroups: [String] = []
        for (_, theme) in appearanceThemes {
            if let group = Self.switchGroup(theme), !switchGroups.contains(group) { switchGroups.append(group) }
        }
        func plan(_ switchGroup: String?, _ combination: [Theme]) -> Plan {
            let base = shared + combination.flatMap(\.sets)
            let names = (switchGroup.map { [$0] } ?? []) + combination.map(\.name)
            if appearanceThemes.isEmpty {
                let sets = ordered(base, sources: Self.sources(combination))
                return Plan(
                    themes: names, stacks: [TokenLayers.Stack(appearance: .any, sets: sets)], notes: notes,
                    brand: switchGroup)
            }
            // The themes of every appearance, in the order they are listed: of this switch's group, or of no
            // other switch's.
            var themesByAppearance: [(appearance: Appearance, themes: [Theme])] = []
            for (appearance, theme) in appearanceThemes
            where switchGroup == nil || Self.switchGroup(theme).map({ $0 == switchGroup }) ?? true {
                if let index = themesByAppearance.firstIndex(where: { $0.appearance == appearance }) {
                    themesByAppearance[index].themes.append(theme)
                } else {
                    themesByAppearance.append((appearance, [theme]))
                }
            }
            let stacks = themesByAppearance.map {
                TokenLayers.Stack(
                    appearance: $0.appearance,
                    sets: ordered(base + $0.themes.flatMap(\.sets), sources: Self.sources(combination + $0.themes)))
            }
            return Plan(
                themes: names, stacks: stacks.sorted { $0.appearance < $1.appearance }, notes: notes,
                brand: switchGroup)
        }
        let switches: [String?] = switchGroups.count > 1 ? switchGroups : [nil]
        let plans = switches.flatMap { switchGroup in combinations.map { plan(switchGroup, $0) } }
        return Array(plans.prefix(maximumCombinations))
    }

    /// The sets `source` in `themes` and enabled in none of them: Tokens Studio resolves a theme's enabled
    /// sets over its source sets, whatever their set order (its `getTokenSetsOrder` sorts source before
    /// enabled; of several themes applied together, a set enabled in one is enabled).
    private static func sources(_ themes: [Theme]) -> Set<String> {
        let enabled = Set(themes.flatMap { theme in theme.sets.filter { !theme.sources.contains($0) } })
        return Set(themes.flatMap(\.sources)).subtracting(enabled)
    }

    /// The group of an appearance theme whose own name says the appearance (`dp` for Dialtone's `light` of
    /// group `dp`); `nil` for one without a group, or named otherwise (a theme found by its group's name).
    private static func switchGroup(_ theme: Theme) -> String? {
        TokenThemeName.appearance(of: theme.name) == nil ? nil : theme.group
    }
}
