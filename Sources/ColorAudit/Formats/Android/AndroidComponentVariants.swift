/// A component's text on the variants of its own background, in an Android app's colour resources.
///
/// An app names a component's text and fill `X_text_color` and `X_background_color`, and a variant of
/// that fill with a qualifier before it, `Q_X_background_color`: NewPipe's `duration_text_color` is drawn
/// on `duration_background_color` and, on a live stream, the same label on `live_duration_background_color`
/// (`values/colors.xml:48-52`; `StreamMiniInfoItemHolder.java:78-81` swaps only the background). The
/// pairing pairs `X_text_color` with its own fill (`PropertyNamespaces`); this adds the qualified
/// variants of that fill, as drawn pairs (`Palette.drawnPairs`).
enum AndroidComponentVariants {
    /// The words of a colour resource named `X_text_color` / `X_background_color` (`kind` text or
    /// background), without the last two: `X`'s words; `nil` for any other name.
    static func component(_ name: String, kind: String) -> [String]? {
        let words = name.split(separator: "_").map(String.init)
        guard words.count >= 3, words.last == "color", words[words.count - 2] == kind else { return nil }
        return Array(words.dropLast(2))
    }

    /// The text pairs of each `X_text_color` among `tokens` on the fills `Q_X_background_color` (see the
    /// type), when `X_background_color` is there too.
    static func pairs(_ tokens: [ColorToken]) -> [PairDeclaration] {
        var fills: [[String]: [ColorToken]] = [:]
        for token in tokens {
            guard let words = component(token.name, kind: "background") else { continue }
            fills[words, default: []].append(token)
        }
        var pairs: [PairDeclaration] = []
        for token in tokens {
            guard let own = component(token.name, kind: "text"), fills[own] != nil else { continue }
            for (words, variants) in fills where words.count > own.count && Array(words.suffix(own.count)) == own {
                for variant in variants {
                    var pair = PairDeclaration(
                        foreground: token.name, background: variant.name, usage: .text, location: token.location)
                    pair.formedBy =
                        "convention: a component's text on a qualified variant of its own fill "
                        + "(\(own.joined(separator: "_"))_background_color)"
                    pairs.append(pair)
                }
            }
        }
        return pairs.sorted { ($0.foreground, $0.background) < ($1.foreground, $1.background) }
    }
}
