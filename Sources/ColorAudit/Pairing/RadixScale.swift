import ColorScience

/// Radix Colors' 12-step scales (`--blue-1` … `--blue-12`, or `blue1` … `blue12`): the pairs their own
/// documentation says each step is drawn in ("Understanding the scale", radix-ui.com/colors/docs/
/// palette-composition/understanding-the-scale):
/// - steps 11 and 12 (low- and high-contrast text) on steps 1–5 (app and subtle backgrounds, UI element
///   backgrounds normal, hovered, pressed/selected), as text;
/// - steps 7 and 8 (UI element border and focus rings, hovered border) on steps 1 and 2, as non-text UI;
///   step 6 (subtle borders and separators) on steps 1 and 2, as decoration;
/// - the scale's contrast colour (`--blue-contrast`, Radix Themes: white, or dark text for the bright
///   scales) on steps 9 and 10 (solid backgrounds, hovered), as text.
/// Each pair stays within one scale. Alpha scales (`--blue-a1`) are overlays and form no pair.
/// (The 2021 scales, `--blue000` … `--blue1000`, are not recognised: their README's step table is not
/// at hand.)
///
/// Applied only to a palette without declared pairs whose every colour is a step of a complete scale
/// (1 to 12) or a scale's contrast colour: a palette of scales has no roles, so no other pair is formed.
enum RadixScale {
    /// Why the pairs are checked (`PairDeclaration.formedBy`).
    static let reason =
        "convention: Radix Colors scale (steps 11-12 text on 1-5, 6-8 borders on 1-2, 9-10 fills under the contrast colour)"

    /// A scale step name split: the hue with its separator (`--blue-`, `blue`) and the step, or `nil`.
    static func step(_ name: String) -> (scale: String, step: Int)? {
        let digits = name.reversed().prefix { $0.isASCII && $0.isNumber }
        guard (1...2).contains(digits.count), let step = Int(String(digits.reversed())), (1...12).contains(step)
        else { return nil }
        let scale = String(name.dropLast(digits.count))
        let hue = scale.hasPrefix("--") ? scale.dropFirst(2) : Substring(scale)
        let letters = hue.hasSuffix("-") ? hue.dropLast() : hue
        guard !letters.isEmpty, letters.allSatisfy({ $0.isASCII && $0.isLetter }) else { return nil }
        return (scale, step)
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
        var steps: [String: [Int: ColorToken]] = [:]
        var contrast: [String: ColorToken] = [:]
        var order: [String] = []
        for token in palette.tokens {
            if token.name.hasSuffix("-contrast") {
                contrast[String(token.name.dropLast("contrast".count))] = token
                continue
            }
            if isAlphaStep(token.name) { continue }
            guard let found = step(token.name) else { return nil }
            if steps[found.scale] == nil { order.append(found.scale) }
            steps[found.scale, default: [:]][found.step] = token
        }
        guard !order.isEmpty, order.allSatisfy({ steps[$0]?.count == 12 }),
            contrast.keys.allSatisfy({ steps[$0] != nil })
        else { return nil }
        var pairs: [PairDeclaration] = []
        func add(_ foreground: ColorToken, _ background: ColorToken, _ usage: Usage) {
            var pair = PairDeclaration(
                foreground: foreground.name, background: background.name, usage: usage, location: foreground.location)
            pair.formedBy = reason
            pairs.append(pair)
        }
        for scale in order {
            guard let byStep = steps[scale] else { continue }
            for text in [11, 12] {
                for surface in 1...5 { if let f = byStep[text], let b = byStep[surface] { add(f, b, .text) } }
            }
            for (border, usage) in [(6, Usage.decorative), (7, .ui), (8, .ui)] {
                for surface in 1...2 { if let f = byStep[border], let b = byStep[surface] { add(f, b, usage) } }
            }
            if let onSolid = contrast[scale] {
                for solid in [9, 10] { if let b = byStep[solid] { add(onSolid, b, .text) } }
            }
        }
        return pairs
    }
}
