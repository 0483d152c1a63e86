import ColorScience

/// Radix Colors' scales: the pairs their own documentation says each step is drawn in. Two generations
/// are recognised, each by its step names:
///
/// - **Today's 12 steps** (`--blue-1` … `--blue-12`, or `blue1` … `blue12`), from "Understanding the
///   scale" (radix-ui.com/colors/docs/palette-composition/understanding-the-scale; radix-ui/website
///   `data/colors/docs/palette-composition/understanding-the-scale.mdx`):
///   - steps 11 and 12 on steps 1–5, as text: "Steps `11` and `12` are designed for text", on "app
///     backgrounds and subtle component backgrounds" (1–2) and "UI component backgrounds" (3 normal, 4
///     hover, 5 pressed or selected);
///   - step 6 on steps 1 and 2, as decoration: "Step `6` is designed for subtle borders on components
///     which are not interactive. For example sidebars, headers, cards, alerts, and separators";
///   - steps 7 and 8 ("Step `7` is designed for subtle borders on interactive components", "Step `8` …
///     stronger borders on interactive components and focus rings") form no pair: Radix promises borders
///     no contrast (its only promise is the text steps' on step 2), so none is judged by convention — a
///     design that relies on one to identify a control declares that pair;
///   - the scale's contrast colour (`--blue-contrast`, Radix Themes: white, or dark text for the bright
///     scales) on steps 9 and 10, as text: "Steps `9` and `10` are designed for solid backgrounds".
/// - **The 2021 scales** (`--blue000` … `--blue1000`, or Stitches' `blue000` … `blue1000`; radix-ui/colors
///   up to May 2021), from that generation's README ("Choosing the right scale steps", radix-ui/colors
///   `README.md` at e75b1ce): "Each of the 11 steps are designed for a specific use case":
///   - steps 900 and 1000 on steps 000–400, as text: "900 Low-contrast text", "1000 High-contrast text" on
///     "000 For your main app/site background", "100 For very subtle backgrounds", "200 For static
///     backgrounds" (soft buttons, badges, chips), "300 For UI element background hover states", "400 For
///     UI element background pressed/selected states" — the README's own button draws
///     `backgroundColor: "$blue200", color: "$blue900"`, hovered `$blue300`, active `$blue400`;
///   - step 500 on 000 and 100, as decoration: "500 For subtle lines/borders" (sidebar and header
///     borders, separators, non-interactive card borders).
///   Step 800 ("For solid backgrounds") forms no pair: the files hold no colour drawn on it. Steps 600
///   and 700 (interactive borders) form none either: the README promises them no contrast.
///
/// Each pair stays within one scale. Alpha scales (`--blue-a1`, `blueA1`) are overlays and form no pair.
/// Applied only to a palette without declared pairs whose every colour is a step of a complete scale of
/// one generation (1 to 12; 000 to 1000) or, for today's scales, a scale's contrast colour: a palette of
/// scales has no roles, so no other pair is formed.
enum RadixScale {
    /// A generation of Radix Colors' scales: how its steps are named and which pairs its guide draws.
    struct Generation: Sendable {
        /// Why the pairs are checked (`PairDeclaration.formedBy`).
        let reason: String
        /// The number of steps of a complete scale.
        let count: Int
        /// The step a name's trailing digits write, or `nil` when they write none of this generation's.
        let stepName: @Sendable (Substring) -> String?
        /// Text steps and the backgrounds they are drawn on.
        let text: (foregrounds: [String], backgrounds: [String])
        /// Borders and the backgrounds they are drawn on, each with its usage.
        let borders: [(step: String, usage: Usage, backgrounds: [String])]
        /// The solid steps a scale's contrast colour is drawn on (none: the generation has no contrast
        /// colour).
        let solid: [String]

        /// The step of `name` in this generation, with its scale (the hue with its separator, `--blue-`,
        /// `blue`), or `nil`.
        func step(_ name: String) -> (scale: String, step: String)? {
            let digits = name.reversed().prefix { $0.isASCII && $0.isNumber }
            guard let step = stepName(Substring(digits.reversed())) else { return nil }
            let scale = String(name.dropLast(digits.count))
            let hue = scale.hasPrefix("--") ? scale.dropFirst(2) : Substring(scale)
            let letters = hue.hasSuffix("-") ? hue.dropLast() : hue
            guard !letters.isEmpty, letters.allSatisfy({ $0.isASCII && $0.isLetter }) else { return nil }
            return (scale, step)
        }
    }

    /// Today's 12 steps.
    static let twelveSteps = Generation(
        reason:
            "convention: Radix Colors scale (steps 11-12 text on 1-5, 6 lines on 1-2, 9-10 fills under the contrast colour)",
        count: 12,
        stepName: { digits in
            guard (1...2).contains(digits.count), let step = Int(digits), (1...12).contains(step) else { return nil }
            return String(step)
        },
        text: (["11", "12"], ["1", "2", "3", "4", "5"]),
        borders: [("6", .decorative, ["1", "2"])],
        solid: ["9", "10"])

    /// The 2021 scales, 000 to 1000.
    static let scales2021 = Generation(
        reason: "convention: Radix Colors 2021 scale (steps 900-1000 text on 000-400, 500 lines on 000-100)",
        count: 11,
        stepName: { digits in
            ["000", "100", "200", "300", "400", "500", "600", "700", "800", "900", "1000"].contains(String(digits))
                ? String(digits) : nil
        },
        text: (["900", "1000"], ["000", "100", "200", "300", "400"]),
        borders: [("500", .decorative, ["000", "100"])],
        solid: [])

    /// Whether `pairs` are the pairs of a palette's Radix scales (formed by a generation's convention).
    static func formed(_ pairs: [PairDeclaration]) -> Bool {
        guard let reason = pairs.first?.formedBy else { return false }
        return reason == twelveSteps.reason || reason == scales2021.reason
    }

    /// Whether `name` is a step of an alpha scale (`--blue-a7`, `blueA7`).
    static func isAlphaStep(_ name: String) -> Bool {
        let scale = name.reversed().drop { $0.isASCII && $0.isNumber }.reversed()
        return scale.count < name.count && (String(scale).hasSuffix("-a") || String(scale).hasSuffix("A"))
    }

    /// The pairs of `palette`'s Radix scales, or `nil` when the palette is not made of them only (see
    /// the type).
    static func pairs(of palette: Palette) -> [PairDeclaration]? {
        guard palette.pairs == nil, !palette.tokens.isEmpty else { return nil }
        for generation in [twelveSteps, scales2021] {
            if let pairs = pairs(of: palette, generation) { return pairs }
        }
        return nil
    }

    /// The pairs of `palette`'s scales of `generation`, or `nil` when it is not made of them only.
    private static func pairs(of palette: Palette, _ generation: Generation) -> [PairDeclaration]? {
        var steps: [String: [String: ColorToken]] = [:]
        var contrast: [String: ColorToken] = [:]
        var order: [String] = []
        for token in palette.tokens {
            if !generation.solid.isEmpty, token.name.hasSuffix("-contrast") {
                contrast[String(token.name.dropLast("contrast".count))] = token
                continue
            }
            if isAlphaStep(token.name) { continue }
            guard let found = generation.step(token.name) else { return nil }
            if steps[found.scale] == nil { order.append(found.scale) }
            steps[found.scale, default: [:]][found.step] = token
        }
        guard !order.isEmpty, order.allSatisfy({ steps[$0]?.count == generation.count }),
            contrast.keys.allSatisfy({ steps[$0] != nil })
        else { return nil }
        var pairs: [PairDeclaration] = []
        func add(_ foreground: ColorToken?, _ background: ColorToken?, _ usage: Usage) {
            guard let foreground, let background else { return }
            var pair = PairDeclaration(
                foreground: foreground.name, background: background.name, usage: usage, location: foreground.location)
            pair.formedBy = generation.reason
            pair.locatedAtForeground = true
            pairs.append(pair)
        }
        for scale in order {
            guard let byStep = steps[scale] else { continue }
            for text in generation.text.foregrounds {
                for surface in generation.text.backgrounds { add(byStep[text], byStep[surface], .text) }
            }
            for border in generation.borders {
                for surface in border.backgrounds { add(byStep[border.step], byStep[surface], border.usage) }
            }
            for solid in generation.solid { add(contrast[scale], byStep[solid], .text) }
        }
        return pairs
    }
}
