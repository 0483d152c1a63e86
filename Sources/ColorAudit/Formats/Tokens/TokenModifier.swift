import ColorScience
import Foundation

/// A Tokens Studio colour modifier (`$extensions["studio.tokens"].modify`), applied to the token's
/// resolved colour as Tokens Studio's `@tokens-studio/sd-transforms` does (`src/color-modifiers/`):
///
/// - `lighten` by `amount` in `srgb`/`p3`: each channel c → min(1, c + amount·(1 − c)); in `hsl`: L →
///   min(100, L + amount·(100 − L)); in `lch`: L → min(100, L + amount·(100 − L)) and C → max(0, C −
///   amount·C).
/// - `darken`: c → max(0, c − amount·c) in `srgb`/`p3`; L → max(0, L − amount·L) in `hsl`; in `lch`
///   L and C both → max(0, x − amount·x).
/// - `mix` with `color` by `amount` (clamped to 0…1; 0 is the token's colour, 1 the other): each
///   component interpolated in the space, hue along the shorter arc (an achromatic colour's hue, which
///   has none, takes the other's), alpha likewise.
/// - `alpha`: the alpha becomes `amount` clamped to 0…1.
///
/// The result is held in the modifier's space (`hsl` as sRGB, which it is a way of writing). Spaces are
/// CSS Color 4's: `srgb`, `display-p3` (`p3`), CIE LCh D50 (`lch`); HSL per CSS Color 4 §7.
struct TokenModifier: Sendable, Hashable {
    /// The operation.
    enum Kind: String, Sendable, CaseIterable {
        case lighten, darken, mix, alpha
    }

    /// The space it works in.
    enum Space: String, Sendable, CaseIterable {
        case srgb, hsl, lch, p3
    }

    /// The operation.
    var kind: Kind
    /// The space.
    var space: Space
    /// The amount, as written (a number, usually 0…1).
    var amount: Double
    /// For `mix`: the colour mixed in.
    var mixColor: Color?

    /// A short description for the value's source text (`lighten 0.1 in srgb`).
    var summary: String {
        let number = DTCGReader.format(amount)
        switch kind {
        case .mix: return "mix \(number) of \(mixColor.map { $0.hex } ?? "?") in \(space.rawValue)"
        case .alpha: return "alpha \(number)"
        default: return "\(kind.rawValue) \(number) in \(space.rawValue)"
        }
    }

    /// `color` modified.
    func apply(to color: Color) -> Color {
        switch kind {
        case .alpha:
            var result = color
            result.alpha = Swift.min(Swift.max(amount, 0), 1)
            return result
        case .lighten, .darken:
            let lighten = kind == .lighten
            switch space {
            case .srgb, .p3:
                let target: ColorSpace = space == .srgb ? .srgb : .displayP3
                var c = color.converted(to: target)
                c.components = SIMD3(
                    Self.shift(c.components.x, amount, lighten, top: 1),
                    Self.shift(c.components.y, amount, lighten, top: 1),
                    Self.shift(c.components.z, amount, lighten, top: 1))
                return c
            case .hsl:
                var hsl = SourceNotation.hsl(color.converted(to: .srgb).components)
                hsl.z = Self.shift(hsl.z, amount, lighten, top: 100)
                return Color(
                    space: .srgb, components: HSL.srgb(hue: hsl.x, saturation: hsl.y, lightness: hsl.z),
                    alpha: color.alpha)
            case .lch:
                var c = color.converted(to: .lch)
                c.components.x = Self.shift(c.components.x, amount, lighten, top: 100)
                c.components.y = Swift.max(0, c.components.y - amount * c.components.y)
                return c
            }
        case .mix:
            guard let other = mixColor else { return color }
            let p = Swift.min(Swift.max(amount, 0), 1)
            let alpha = color.alpha + (other.alpha - color.alpha) * p
            switch space {
            case .srgb, .p3:
                let target: ColorSpace = space == .srgb ? .srgb : .displayP3
                let a = color.converted(to: target).components
                let b = other.converted(to: target).components
                return Color(space: target, components: a + (b - a) * p, alpha: alpha)
            case .hsl:
                let a = SourceNotation.hsl(color.converted(to: .srgb).components)
                let b = SourceNotation.hsl(other.converted(to: .srgb).components)
                let mixed = Self.polarMix(a, b, p, achromaticA: a.y == 0, achromaticB: b.y == 0)
                return Color(
                    space: .srgb, components: HSL.srgb(hue: mixed.x, saturation: mixed.y, lightness: mixed.z),
                    alpha: alpha)
            case .lch:
                let a = color.converted(to: .lch).components
                let b = other.converted(to: .lch).components
                let mixed = Self.polarMix(
                    SIMD3(a.z, a.y, a.x), SIMD3(b.z, b.y, b.x), p, achromaticA: a.y < Self.achromaticChroma,
                    achromaticB: b.y < Self.achromaticChroma)
                return Color(.lch, mixed.z, mixed.y, mixed.x, alpha: alpha)
            }
        }
    }

    /// Below this LCh chroma a colour's hue is taken as missing when mixing (the conversion noise of a
    /// grey; colorjs.io, which sd-transforms uses, treats such a hue as `none`).
    static let achromaticChroma = 0.02

    /// `value` moved toward `top` (lighten) or toward 0 (darken) by `amount` of the distance, clamped.
    private static func shift(_ value: Double, _ amount: Double, _ lighten: Bool, top: Double) -> Double {
        lighten ? Swift.min(top, value + amount * (top - value)) : Swift.max(0, value - amount * value)
    }

    /// Interpolates (hue, x, y) vectors: hue (component 0) along the shorter arc, a missing hue taking
    /// the other's; the other components linearly.
    private static func polarMix(
        _ a: SIMD3<Double>, _ b: SIMD3<Double>, _ p: Double, achromaticA: Bool, achromaticB: Bool
    ) -> SIMD3<Double> {
        var h1 = a.x
        var h2 = b.x
        if achromaticA && !achromaticB { h1 = h2 }
        if achromaticB && !achromaticA { h2 = h1 }
        if achromaticA && achromaticB { h2 = h1 }
        let difference = h2 - h1
        if difference > 180 { h1 += 360 } else if difference < -180 { h2 += 360 }
        var hue = h1 + (h2 - h1) * p
        hue = hue.truncatingRemainder(dividingBy: 360)
        if hue < 0 { hue += 360 }
        return SIMD3(hue, a.y + (b.y - a.y) * p, a.z + (b.z - a.z) * p)
    }
}
