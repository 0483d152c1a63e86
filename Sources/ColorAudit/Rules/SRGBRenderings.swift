import ColorScience

/// What an sRGB screen shows for the colours of one palette's audit (`WideGamutFallbackRule.srgbRendering`),
/// each colour outside sRGB mapped once: `wide-gamut-fallback` asks for a colour's rendering in every
/// contrast pair the colour is in and again for its colour-vision comparisons, and mapping a colour is a
/// search (CSS gamut mapping: a bisection over OKLCH chroma, two LittleCMS conversions a step), the same
/// for every ask. Kept for one evaluation of the rule (one thread), keyed by the colour as written.
final class SRGBRenderings {
    /// How colours outside sRGB are mapped into it (the context's).
    let mapping: GamutMapping
    /// The mapped colours by the colour as written.
    private var mapped: [Color: Color] = [:]

    /// Renderings by `mapping`.
    init(_ mapping: GamutMapping) { self.mapping = mapping }

    /// `WideGamutFallbackRule.srgbRendering(value, mapping)`: its explicit sRGB variant if the source gives
    /// one, else the colour itself when inside sRGB, else the colour as written mapped into sRGB (once).
    func of(_ value: ColorValue) -> Color {
        if let fallback = value.srgbFallback { return fallback }
        if value.color.isInGamut(.srgb) { return value.color }
        let written = value.colorAsWritten
        if let known = mapped[written] { return known }
        let rendering = mapping.map(written, into: .srgb)
        mapped[written] = rendering
        return rendering
    }
}
