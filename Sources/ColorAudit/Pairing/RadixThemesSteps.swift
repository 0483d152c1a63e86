import ColorScience

/// Radix Themes' scale steps in a palette that holds more than scales (`PairFormation` rule 13): its
/// semantic layer, `tokens/color.css` read with the scales (`--accent-1: var(--indigo-1)`), or a
/// stylesheet built from it. Radix Themes lists what each step of its scales is
/// ("Color", radix-ui/website `data/themes/docs/theme/color.mdx`, "Accent scale tokens", "Gray scale
/// tokens"):
/// `/* Backgrounds */ var(--accent-1); var(--accent-2); /* Interactive components */ var(--accent-3)` …
/// `var(--accent-5); /* Borders and separators */ var(--accent-6)` … `var(--accent-8); /* Solid colors */
/// var(--accent-9); var(--accent-10); /* Accessible text */ var(--accent-11); var(--accent-12);`, and
/// "Every color has an alpha variant which is designed to appear visually the same when placed over the
/// page background"; of the focus scale, "Most of the components use `--focus-8` for the focus outline
/// color".
///
/// So a step 1–10 of a Radix scale (`--accent-3`, `--gray-a7`, `--red-9`) is a background, a border or a
/// solid fill, never text: whatever role its name suggests (`accent` reads as interactive text), it forms
/// no pair as a foreground. Steps 11 and 12 (and `a11`, `a12`) keep their plans — text on the page, panel
/// and surface backgrounds. Of the focus scale (`--focus-1: var(--accent-1)` …) only `--focus-8` is drawn
/// as a foreground, the focus ring; its other steps form no pair (`--focus-a5` is the `::selection`
/// background, `tokens/color.css`). A scale is Radix's when the palette
/// names all of its steps 1 to 12 (its colours or the references it could not resolve) and no step 0
/// (Open Props' `--gray-0` … `--gray-12` are another scale). The reason is `PairFormation.Reason.radixStep`.
enum RadixThemesSteps {
    /// The scale (with its separator, `--accent-`) and step of a solid or alpha step's name (`--accent-a7`
    /// → `--accent-`, 7), or `nil`.
    static func step(_ name: String) -> (scale: String, step: Int, alpha: Bool)? {
        let digits = name.reversed().prefix { $0.isASCII && $0.isNumber }
        guard (1...2).contains(digits.count), let step = Int(String(digits.reversed())), (1...12).contains(step)
        else { return nil }
        var scale = String(name.dropLast(digits.count))
        let alpha = scale.hasSuffix("-a")
        if alpha { scale.removeLast() }
        guard scale.hasPrefix("--"), scale.hasSuffix("-") else { return nil }
        let hue = scale.dropFirst(2).dropLast()
        guard !hue.isEmpty, hue.allSatisfy({ $0.isASCII && $0.isLetter }) else { return nil }
        return (scale, step, alpha)
    }

    /// Whether `name` is a Radix Themes functional colour drawn as a graphic, `--X-indicator` or
    /// `--X-track` of a Radix scale X (see `isRadixScale`): Radix Themes fills the checked checkbox and
    /// radio and the active tab's underline with `--accent-indicator` (`_internal/base-checkbox.css`,
    /// `base-radio.css`, `base-tab-list.css`: `background-color: var(--accent-indicator)`) and the slider's
    /// range, the progress bar and the switch's track with `--accent-track` (`slider.css`, `progress.css`,
    /// `switch.css`), radix-ui/themes 1faff10. Such a graphic shows a state or a value: non-text, 3:1
    /// (WCAG 2.2 SC 1.4.11), not text.
    static func isGraphic(_ name: String, names: Set<String>) -> Bool {
        for suffix in ["indicator", "track"] where name.hasSuffix("-" + suffix) {
            let scale = String(name.dropLast(suffix.count))
            return scale.hasPrefix("--") && isRadixScale(scale, names: names)
        }
        return false
    }

    /// Whether the palette names the steps 1 to 12 of `scale` (with its separator, `--accent-`) and no
    /// step 0.
    static func isRadixScale(_ scale: String, names: Set<String>) -> Bool {
        (1...12).allSatisfy { names.contains(scale + String($0)) } && !names.contains(scale + "0")
    }

    /// The indices of `foregrounds` that are steps 1–10 of a Radix scale or steps of its focus scale other
    /// than `--focus-8` (see the type). `names` are the names the palette declares: its colours and the colours it could not
    /// resolve (`ImportNote.Kind.unresolved`).
    static func silent(foregrounds: [ColorToken], names: Set<String>) -> Set<Int> {
        var isRadix: [String: Bool] = [:]
        var result = Set<Int>()
        for (f, token) in foregrounds.enumerated() {
            guard let found = step(token.name) else { continue }
            let focus = found.scale == "--focus-"
            if focus ? found.step == 8 && !found.alpha : found.step > 10 { continue }
            let radix = isRadix[found.scale] ?? isRadixScale(found.scale, names: names)
            isRadix[found.scale] = radix
            if radix { result.insert(f) }
        }
        return result
    }
}
