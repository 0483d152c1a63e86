import ColorScience

/// What the set names of Spectrum tokens mean, and a token's value in one theme.
///
/// Spectrum's colour sets (`color-set.json`: `light`, `dark`, `wireframe`; `darkest` and `lightest`
/// in releases before Spectrum 2) are the colour themes one switch chooses between:
/// - `light` and `dark` (and any name `TokenThemeName` reads as an appearance) are those appearances;
///   `darkest` is a theme of its own on the dark scheme and `lightest` one on the light scheme (values
///   they do not give are their scheme's);
/// - `wireframe` is the low-fidelity theme for mock-ups, chosen instead of light or dark: it is not
///   audited, and one skipped note says so (as a Tokens Studio `wireframe` theme);
/// - any other set name is a choice of another kind — a system (`spectrum`, `express`:
///   `system-set.json`) or a platform scale (`mobile`, `desktop`) — and names that appear together in
///   the `sets` of a colour token form a group; each combination of one name per group is a palette of
///   its own (`tokens (express)`).
///
/// A token's value in a theme and combination descends its sets: at colour-theme sets the theme's (none
/// when it has no such set: the palette's stack then takes its scheme's), at other sets the
/// combination's name, as style-dictionary-sets resolves nested sets and their aliases.
enum SpectrumThemes {
    /// What a set name stands for.
    enum Meaning: Hashable {
        /// A colour theme audited as this appearance.
        case appearance(Appearance)
        /// A colour theme chosen instead of light or dark that is not audited (`wireframe`).
        case alternative
        /// A choice of another kind (a system, a scale).
        case choice
    }

    /// The meaning of set name `name`.
    static func meaning(of name: String) -> Meaning {
        switch name.lowercased() {
        case "wireframe", "wireframes": return .alternative
        case "darkest": return .appearance(Appearance(theme: "darkest", scheme: .dark))
        case "lightest": return .appearance(Appearance(theme: "lightest", scheme: .light))
        default: return TokenThemeName.appearance(of: name).map { .appearance($0) } ?? .choice
        }
    }

    /// True when some of `sets` are colour themes (audited or not).
    static func isThemeLevel(_ sets: [(name: String, location: SourceLocation, value: SpectrumReader.Value)]) -> Bool {
        sets.contains { meaning(of: $0.name) != .choice }
    }

    /// The leaf `value` takes in `appearance` (`nil`: none of its own there) with the choices `chosen`,
    /// and whether a colour-theme set was met on the way (false: the value is the same in every theme).
    static func leaf(
        _ value: SpectrumReader.Value, in appearance: Appearance?, chosen: Set<String>
    ) -> (leaf: SpectrumReader.Leaf?, themed: Bool) {
        var current = value
        var themed = false
        while true {
            switch current {
            case .leaf(let leaf): return (leaf, themed)
            case .sets(let sets):
                if isThemeLevel(sets) {
                    themed = true
                    guard let appearance,
                        let next = sets.first(where: { meaning(of: $0.name) == .appearance(appearance) })
                    else { return (nil, true) }
                    current = next.value
                } else {
                    guard let next = sets.first(where: { chosen.contains($0.name) }) else { return (nil, themed) }
                    current = next.value
                }
            }
        }
    }

    /// Every leaf of `value`.
    static func leaves(_ value: SpectrumReader.Value) -> [SpectrumReader.Leaf] {
        var found: [SpectrumReader.Leaf] = []
        var pending = [value]
        while let next = pending.popLast() {
            switch next {
            case .leaf(let leaf): found.append(leaf)
            case .sets(let sets): pending.append(contentsOf: sets.map(\.value).reversed())
            }
        }
        return found
    }

    /// Every `sets` object of `value` (outermost first).
    static func setLists(_ value: SpectrumReader.Value) -> [[(
        name: String, location: SourceLocation, value: SpectrumReader.Value
    )]] {
        var found: [[(name: String, location: SourceLocation, value: SpectrumReader.Value)]] = []
        var pending = [value]
        while let next = pending.popLast() {
            if case .sets(let sets) = next {
                found.append(sets)
                pending.append(contentsOf: sets.map(\.value).reversed())
            }
        }
        return found
    }
}
