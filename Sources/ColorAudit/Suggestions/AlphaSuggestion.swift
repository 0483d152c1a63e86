import ColorScience

/// A translucent colour that no colour of its hue reaches a ratio with at its own alpha (Material's
/// `rgba(0,0,0,0.38)`-style secondary text, a hint at 40 %): the same colour made more opaque. The
/// smallest alpha that passes is found by bisection (a colour over what is under it moves monotonically
/// from what is under it to itself as alpha grows, so its contrast with what is under it does too), then
/// written in the value's notation with the alpha rounded up to a step the notation keeps (hundredths,
/// then the next step while the text read back fails), and re-checked on the colour read back.
enum AlphaSuggestion {
    /// The colour `original` with the least alpha above its own that `passes`, written like `source`
    /// (alpha first for `#AARRGGBB` when `hexAlphaFirst`); `nil` for an opaque colour or when even alpha 1
    /// fails.
    static func raised(
        _ original: Color, like source: String, hexAlphaFirst: Bool, passes: (Color) -> Bool
    ) -> (color: Color, text: String)? {
        guard !original.isOpaque else { return nil }
        func with(_ alpha: Double) -> Color {
            var color = original
            color.alpha = alpha
            return color
        }
        guard passes(with(1)) else { return nil }
        var low = original.alpha
        var high = 1.0
        for _ in 0..<30 {
            let middle = (low + high) / 2
            if passes(with(middle)) { high = middle } else { low = middle }
        }
        for hundredths in Int((high * 100).rounded(.up))...100 {
            let alpha = Double(hundredths) / 100
            var text = SourceNotation.text(with(alpha), like: source)
            // Read back the way the source's format reads it (alpha first for Android's `#AARRGGBB`).
            var readable = text
            if hexAlphaFirst {
                text = SourceNotation.alphaFirst(text)
                if text != readable { readable = "#" + text.dropFirst(3) + text.dropFirst().prefix(2) }
            }
            if let parsed = try? CSSColorParser.parse(readable), passes(parsed) { return (parsed, text) }
        }
        return nil
    }
}
