import ColorScience

/// How token sets combine into palettes and appearances: from declared themes (Tokens Studio
/// `$themes`, DTCG resolver modifiers) or, without them, from the sets' names.
///
/// - **Declared themes.** A theme whose name (or, failing that, group) says an appearance
///   (`TokenThemeName`: `Light`, `dark-hc`…) gives that appearance's stack; the other themes are
///   combined one per group (`brand: Casual | Business` × `color: Green | Blue`), and each combination
///   is its own palette, named by its themes (at most `maximumCombinations`; more is an error). A
///   stack is the `shared` sets, the combination's, then the appearance theme's; in `setOrder` order
///   where it names the set, else in the order listed.
/// - **Without themes.** Sets whose names say an appearance are that appearance's; the others are
///   shared and come first in every stack (in `setOrder`, else file order). With no appearance sets at
///   all, the sets form one stack for every appearance (`.any`).
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
    }

    /// One palette to build: its name suffix (the combination's theme names) and stacks.
    struct Plan {
        /// The combination's theme names (empty for a single palette).
        var themes: [String]
        /// The stacks, one per appearance.
        var stacks: [TokenLayers.Stack]
    }

    /// The largest number of theme combinations turned into palettes.
    static let maximumCombinations = 64

    /// The palettes to build from `sets`.
    /// - Throws: `PaletteError` at `location` when the themes combine into more than
    ///   `maximumCombinations` palettes.
    static func plans(
        sets: [TokenSet], themes: [Theme]?, shared: [String], setOrder: [String], location: SourceLocation
    ) throws(PaletteError) -> [Plan] {
        let setsByName = Dictionary(sets.map { ($0.name, $0) }, uniquingKeysWith: { first, _ in first })
        func ordered(_ names: [String]) -> [TokenSet] {
            var unique: [String] = []
            for name in names where !unique.contains(name) { unique.append(name) }
            let rank = Dictionary(setOrder.enumerated().map { ($1, $0) }, uniquingKeysWith: { first, _ in first })
            let sorted = unique.enumerated().sorted { a, b in
                let ra = rank[a.element] ?? Int.max
                let rb = rank[b.element] ?? Int.max
                return ra != rb ? ra < rb : a.offset < b.offset
            }
            return sorted.compactMap { setsByName[$0.element] }
        }
        guard let themes, !themes.isEmpty else {
            var shared: [String] = []
            var byAppearance: [Appearance: [String]] = [:]
            for set in sets {
                let last = set.name.split(separator: "/").last.map(String.init) ?? set.name
                if let appearance = TokenThemeName.appearance(of: last) {
                    byAppearance[appearance, default: []].append(set.name)
                } else {
                    shared.append(set.name)
                }
            }
            if byAppearance.isEmpty {
                return [Plan(themes: [], stacks: [TokenLayers.Stack(appearance: .any, sets: ordered(shared))])]
            }
            let stacks = byAppearance.keys.sorted().map {
                TokenLayers.Stack(appearance: $0, sets: ordered(shared + byAppearance[$0]!))
            }
            return [Plan(themes: [], stacks: stacks)]
        }
        var appearanceThemes: [(Appearance, Theme)] = []
        var groups: [(name: String, themes: [Theme])] = []
        for theme in themes {
            if let appearance = TokenThemeName.appearance(of: theme.name)
                ?? theme.group.flatMap(TokenThemeName.appearance(of:))
            {
                appearanceThemes.append((appearance, theme))
                continue
            }
            let group = theme.group ?? theme.name
            if let index = groups.firstIndex(where: { $0.name == group }) {
                groups[index].themes.append(theme)
            } else {
                groups.append((group, [theme]))
            }
        }
        var combinations: [[Theme]] = [[]]
        for group in groups {
            guard combinations.count * group.themes.count <= maximumCombinations else {
                throw PaletteError(
                    location: location,
                    message: "the themes combine into more than \(maximumCombinations) palettes; "
                        + "expected fewer theme groups or themes")
            }
            combinations = combinations.flatMap { combination in group.themes.map { combination + [$0] } }
        }
        return combinations.map { combination in
            let base = shared + combination.flatMap(\.sets)
            if appearanceThemes.isEmpty {
                return Plan(
                    themes: combination.map(\.name),
                    stacks: [TokenLayers.Stack(appearance: .any, sets: ordered(base))])
            }
            var stacks: [TokenLayers.Stack] = []
            for (appearance, theme) in appearanceThemes where !stacks.contains(where: { $0.appearance == appearance }) {
                stacks.append(TokenLayers.Stack(appearance: appearance, sets: ordered(base + theme.sets)))
            }
            return Plan(themes: combination.map(\.name), stacks: stacks.sorted { $0.appearance < $1.appearance })
        }
    }
}
