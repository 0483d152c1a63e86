import ColorScience

/// Light and dark colours that one resources file defines side by side under names that differ only by
/// a scheme word, read as one colour with a light and a dark value.
///
/// Material Components' generated `tokens.xml` defines `m3_sys_color_light_primary` and
/// `m3_sys_color_dark_primary` (the light and dark schemes' roles) in one `values/` file; read name by
/// name they are two colours of one appearance, so a dark role was judged against a light surface. Here
/// `light` or `dark` as a whole `_`-separated word *inside* a name (not its first or last word: `light_gray`
/// and `dark_gray` are two shades, not a scheme) beside the same name with the other word makes one colour,
/// named without the word (`m3_sys_color_primary`), each value at its own line. Only a unit without
/// `values-night` values and theme styles (which say the appearances themselves) is folded, and only when at
/// least `minimumPairs` names pair up; the other colours are left as they are.
enum AndroidSchemeNames {
    /// The fewest light/dark name pairs for a unit to be read so.
    static let minimumPairs = 4

    /// The name without its scheme word and the appearance the word says, or `nil`.
    static func scheme(of name: String) -> (key: String, appearance: Appearance)? {
        let words = name.split(separator: "_", omittingEmptySubsequences: false)
        guard words.count >= 3 else { return nil }
        for index in 1..<(words.count - 1) {
            let appearance: Appearance
            switch words[index] {
            case "light": appearance = .light
            case "dark": appearance = .dark
            default: continue
            }
            var rest = words
            rest.remove(at: index)
            return (rest.joined(separator: "_"), appearance)
        }
        return nil
    }

    /// `tokens` with each light/dark pair of uniform colours folded into one, in the place of the first.
    static func fold(_ tokens: [ColorToken]) -> [ColorToken] {
        var byKey: [String: [Appearance: Int]] = [:]
        for (index, token) in tokens.enumerated() where token.isUniform {
            guard let (key, appearance) = scheme(of: token.name) else { continue }
            byKey[key, default: [:]][appearance] = index
        }
        let pairs = byKey.filter { $0.value[.light] != nil && $0.value[.dark] != nil }
        guard pairs.count >= minimumPairs else { return tokens }
        let names = Set(tokens.map(\.name))
        var folded: [Int: (key: String, light: Int, dark: Int)] = [:]
        var skipped = Set<Int>()
        for (key, indices) in pairs where !names.contains(key) {
            guard let light = indices[.light], let dark = indices[.dark] else { continue }
            folded[min(light, dark)] = (key, light, dark)
            skipped.insert(max(light, dark))
        }
        var result: [ColorToken] = []
        for (index, token) in tokens.enumerated() where !skipped.contains(index) {
            guard let (key, light, dark) = folded[index],
                let lightValue = tokens[light].values[.any], let darkValue = tokens[dark].values[.any]
            else {
                result.append(token)
                continue
            }
            var merged = token
            merged.name = key
            merged.values = [.light: lightValue, .dark: darkValue]
            merged.documentation = tokens[light].documentation ?? tokens[dark].documentation
            for suppression in tokens[light].suppressions + tokens[dark].suppressions
            where !merged.suppressions.contains(where: { $0.rule == suppression.rule }) {
                merged.suppressions.append(suppression)
            }
            result.append(merged)
        }
        return result
    }
}
