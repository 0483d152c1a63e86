import ColorScience

/// Which appearance a theme, mode, token-set, selector or file name stands for, read from its words
/// (split as `RoleInference.splitWords` does: `theme-dark-hc` → theme, dark, hc; `DarkHighContrast` →
/// dark, high, contrast):
///
/// - `dark`/`night` → dark, `light`/`day` → light (both, or neither, → `nil`: `Casual`, `brand`,
///   `theme-semantics`), with a high-contrast word (`hc`, `ic`, `highcontrast`, or `contrast` after
///   `high`, `increased`, `more` or `enhanced`: `high-contrast`, `increased-contrast`, `more-contrast`)
///   → the increased-contrast variant; a high-contrast word alone means light high contrast. `contrast`
///   alone says nothing (Pico CSS's `.contrast` is a button variant, not a theme);
/// - a **named theme** when other words say what kind of theme it is: the words after the scheme word
///   (`dark_dimmed`, `light-tritanopia`, `dark-colorblind-high-contrast`), and the theme words
///   `dimmed`, `dim`, `colorblind`, `protanopia`, `deuteranopia`, `tritanopia`, `achromatopsia`,
///   `monochrome` anywhere (`colorblind-dark`). Words before the scheme word are a prefix and say
///   nothing (`theme-light`, `sema-color-light`, `theme-semantics-dark-hc`), and so do the filler
///   words `theme`, `mode`, `scheme`, `color(s)`, `colour(s)`, `tokens`, `palette`, `default`, `base`
///   after it (`light-mode`). The theme's name is `light` or `dark`, its words and `high-contrast`
///   when it is an increased-contrast theme, joined by `-` (`dark_dimmed` → `dark-dimmed`, Primer's
///   `light_colorblind_high_contrast` → `light-colorblind-high-contrast`); `color blind` is
///   `colorblind`.
enum TokenThemeName {
    /// Words that say increased contrast alone (`contrast` does only after a `contrastCompanions` word).
    private static let highContrastWords: Set<String> = ["hc", "ic", "highcontrast"]
    /// Words that go with a high-contrast word and say nothing more (`high contrast`, `increased contrast`).
    private static let contrastCompanions: Set<String> = ["high", "increased", "more", "enhanced"]
    private static let themeWords: Set<String> = [
        "dimmed", "dim", "colorblind", "colourblind", "protanopia", "deuteranopia", "tritanopia", "achromatopsia",
        "monochrome",
    ]
    private static let fillerWords: Set<String> = [
        "theme", "themes", "mode", "modes", "scheme", "color", "colors", "colour", "colours", "tokens", "token",
        "palette", "default", "base",
    ]

    /// The appearance `name` stands for, or `nil`.
    static func appearance(of name: String) -> Appearance? {
        var words = RoleInference.splitWords(name)
        // "color blind" / "colour-blind" is one word.
        var index = 0
        while index + 1 < words.count {
            if ["color", "colour"].contains(words[index]), words[index + 1] == "blind" {
                words.replaceSubrange(index...index + 1, with: ["colorblind"])
            }
            index += 1
        }
        let darkIndex = words.firstIndex { $0 == "dark" || $0 == "night" }
        let lightIndex = words.firstIndex { $0 == "light" || $0 == "day" }
        // `contrast` right after `high`, `increased`, `more` or `enhanced`.
        let qualifiedContrast = words.indices.contains {
            $0 > 0 && words[$0] == "contrast" && contrastCompanions.contains(words[$0 - 1])
        }
        let highContrast = qualifiedContrast || words.contains(where: highContrastWords.contains)
        let scheme: Appearance.Scheme
        let schemeIndex: Int
        switch (lightIndex, darkIndex) {
        case (nil, let dark?):
            scheme = .dark
            schemeIndex = dark
        case (let light?, nil):
            scheme = .light
            schemeIndex = light
        case (nil, nil):
            return highContrast ? .lightHighContrast : nil
        default:
            return nil
        }
        var variant: [String] = []
        for (position, word) in words.enumerated() where position != schemeIndex {
            if highContrastWords.contains(word)
                || (word == "contrast" || contrastCompanions.contains(word)) && highContrast
            {
                continue
            }
            if themeWords.contains(word) || (position > schemeIndex && !fillerWords.contains(word)) {
                variant.append(word == "colourblind" ? "colorblind" : word)
            }
        }
        if variant.isEmpty {
            switch scheme {
            case .light: return highContrast ? .lightHighContrast : .light
            case .dark: return highContrast ? .darkHighContrast : .dark
            }
        }
        let themeName = ([scheme.rawValue] + variant + (highContrast ? ["high", "contrast"] : [])).joined(
            separator: "-")
        return Appearance(theme: themeName, scheme: scheme, increasedContrast: highContrast)
    }
}
