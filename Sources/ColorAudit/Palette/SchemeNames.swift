/// The colour scheme a colour's name puts it in, for sets that group a theme's source tokens by scheme
/// in their names (Material's `m3_sys_color_light_primary`, typedoc's `--light-color-text`, a Style
/// Dictionary source's `color.light.text.primary`).
enum SchemeNames {
    /// Words a token name may start with before its scheme word: Material's `m3_sys_color_light_*`
    /// (`m3` splits to `m`), `md_sys_color_dark_*`, `md_theme_light_*`; `color-light-*`.
    static let prefixWords: Set<String> = ["m", "md", "sys", "ref", "color", "colour", "theme", "mode", "scheme"]

    /// The scheme a colour's name puts it in: `light` or `dark` when its first word not among
    /// `prefixWords` is (`--light-color-text`, `dark-bg`, Material's `m3_sys_color_light_primary` and
    /// `md_theme_dark_primary`) or when the word follows `theme`, `mode` or `scheme`; `nil` otherwise
    /// (`lightGray` is light by its first word: names that start with light/dark are taken as theme
    /// source tokens).
    static func scheme(of name: String) -> Appearance.Scheme? {
        let words = RoleInference.splitWords(name)
        var candidates = words.first { !prefixWords.contains($0) }.map { [$0] } ?? []
        for (i, word) in words.enumerated().dropLast() where ["theme", "mode", "scheme"].contains(word) {
            candidates.append(words[i + 1])
        }
        for word in candidates {
            if word == "light" { return .light }
            if word == "dark" { return .dark }
        }
        return nil
    }
}
