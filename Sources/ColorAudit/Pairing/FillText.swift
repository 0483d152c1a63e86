import ColorScience

/// Text named for the fill it is drawn on (`PairFormation` rule 14): beside a colour named X, a
/// foreground named `X-text`, `X-contrast` or `X-invert` (`--accent-text`, `--color-comment-tag-text`,
/// Bulma's `--bulma-primary-invert`) is the text of the fill X. It is drawn on X and on X's states (`X-hover`, `X-active`…), not on the general surfaces
/// nor on a sibling named X plus another word (`X-bg`, `X-surface`), which carries other text — as an
/// `on-X` colour is drawn on X (rule 1).
///
/// The systems' own stylesheets draw it so: Simple.css (kevquirk/simple.css `simple.css`) sets `button,
/// .button … { background-color: var(--accent); color: var(--accent-text) }` and `button:enabled:hover {
/// background-color: var(--accent-hover) }`, while `--accent-bg` is the background of `body > header`,
/// `aside`, `details` and table headers, under the body text `--text`; typedoc (`static/style.css`)
/// draws `--color-comment-tag-text` only in `.tsd-flag { color: var(--color-comment-tag-text);
/// background-color: var(--color-comment-tag) }`. Bulma documents `--bulma-primary-invert` as "a color
/// that will look decent on the primary color (in a foreground/background combination)" and
/// `--bulma-primary-light-invert` as one "that looks good on the `-light` version"
/// (bulma.io/documentation/features/color-palettes): the text of `--bulma-primary` and of
/// `--bulma-primary-light`, not of the page.
///
/// A button's title or label named for its fill (`PrimaryButtonTitle` beside `PrimaryButton`,
/// `FillTextName.fill(ofButtonTitle:)`) is its text the same way.
///
/// The naming (which suffixes, after what) is `FillTextName`'s, which the CSS reader shares
/// (`CSSPageText`). Only the whole suffix counts: `X-text-emphasis` (Bootstrap's
/// `--bs-primary-text-emphasis`, the text on `--bs-primary-bg-subtle`) and a name whose X is not a colour
/// of the palette keep the other rules.
enum FillText {
    /// The names each fill text among `foregrounds` is drawn on, by foreground index: the fill X (a
    /// colour of `names`, the palette's colours) first, then its states in `PairFormation.stateWords`
    /// order that are colours of the palette (`X-hover`; `XHover` after a camel-case suffix).
    static func surfaces(foregrounds: [ColorToken], names: Set<String>) -> [Int: [String]] {
        var result: [Int: [String]] = [:]
        for (f, token) in foregrounds.enumerated() where token.role != .focus && token.role != .border {
            let named = [FillTextName.fill(ofText: token.name), FillTextName.fill(ofButtonTitle: token.name)]
            guard let (fill, separator) = named.compactMap({ $0 }).first(where: { names.contains($0.fill) }) else {
                continue
            }
            var targets = [fill]
            for state in PairFormation.stateWords {
                let camel = fill + state.prefix(1).uppercased() + state.dropFirst()
                let variant = separator.isEmpty ? camel : fill + separator + state
                if names.contains(variant) { targets.append(variant) }
            }
            result[f] = targets
        }
        return result
    }
}
