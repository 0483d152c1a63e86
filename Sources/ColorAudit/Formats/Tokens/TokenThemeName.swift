/// Which appearance a theme, mode, token-set or file name stands for, read from its words: `dark` →
/// dark, `light` → light; with a high-contrast word (`hc`, `high-contrast`, `highcontrast`,
/// `contrast`, `increased-contrast`, `ic`) → the increased-contrast variant (a high-contrast word alone
/// means light high contrast). Words are split as `RoleInference.splitWords` does (`theme-dark-hc` →
/// theme, dark, hc; `DarkHighContrast` → dark, high, contrast). `nil` when no word says light or dark
/// (`Casual`, `brand`, `theme-semantics`).
enum TokenThemeName {
    /// The appearance `name` stands for, or `nil`.
    static func appearance(of name: String) -> Appearance? {
        let words = RoleInference.splitWords(name)
        let dark = words.contains("dark") || words.contains("night")
        let light = words.contains("light") || words.contains("day")
        let highContrast =
            words.contains("hc") || words.contains("ic") || words.contains("highcontrast") || words.contains("contrast")
        if dark, !light { return highContrast ? .darkHighContrast : .dark }
        if light, !dark { return highContrast ? .lightHighContrast : .light }
        if highContrast, !dark, !light { return .lightHighContrast }
        return nil
    }
}
