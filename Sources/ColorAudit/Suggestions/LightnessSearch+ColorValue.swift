import ColorScience

extension LightnessSearch {
    /// `written(_:original:like:in:passes:)` in the notation of `value`: its `source`, with a translucent
    /// hex result written alpha first (`#AARRGGBB`) when the value's format writes it so (Android).
    public static func written(
        _ candidate: Color, original: Color, like value: ColorValue, in gamut: ColorSpace,
        passes: (Color) -> Bool
    ) -> (color: Color, text: String)? {
        written(
            candidate, original: original, like: value.source, hexAlphaFirst: value.hexAlphaFirst, in: gamut,
            passes: passes)
    }

    /// `written(_:original:like:in:passes:)` for a value written as `source`, alpha first
    /// (`#AARRGGBB`) when `hexAlphaFirst`.
    static func written(
        _ candidate: Color, original: Color, like source: String, hexAlphaFirst: Bool, in gamut: ColorSpace,
        passes: (Color) -> Bool
    ) -> (color: Color, text: String)? {
        written(
            candidate, original: original, like: SourceNotation.Pattern(source), hexAlphaFirst: hexAlphaFirst,
            in: gamut, passes: passes)
    }

    /// `written(_:original:like:hexAlphaFirst:in:passes:)` with the source's notation read already.
    static func written(
        _ candidate: Color, original: Color, like pattern: SourceNotation.Pattern, hexAlphaFirst: Bool,
        in gamut: ColorSpace, passes: (Color) -> Bool
    ) -> (color: Color, text: String)? {
        guard let found = written(candidate, original: original, like: pattern, in: gamut, passes: passes)
        else { return nil }
        guard hexAlphaFirst else { return found }
        return (found.color, SourceNotation.alphaFirst(found.text))
    }
}
