import Foundation

/// How a colour that a screen cannot show becomes one it can: the colour the audit then judges.
///
/// A colour inside the destination gamut (within `Color.isInGamut`'s 1e-4) is shown as written. One
/// outside it is mapped:
/// - `css`: CSS Color Module Level 4 §13.2 "CSS gamut mapping" (binary search over OKLCH chroma, the
///   algorithm browsers specify for web colours): OKLCH lightness ≥ 1 gives white and ≤ 0 black;
///   otherwise chroma is reduced at constant lightness and hue until the per-channel clip of the
///   reduced colour is less than the just-noticeable difference ΔEOK 0.02 away from it (search
///   tolerance 0.0001), and that clip is the result. ΔEOK is the Euclidean distance in OKLab.
/// - `clip`: each channel clipped to 0…1 in the destination space — what Apple's renderers do with
///   extended-range components, and Android's `ColorSpace` conversions.
///
/// Conversions go through `ColorEngine` (LittleCMS; OKLab by Ottosson's matrices). The result is in the
/// destination space with components in 0…1 and the colour's alpha. Components that are not finite (no
/// parsed colour has them; a guard for other producers) count as 0 (NaN) or their clipped extreme.
public enum GamutMapping: String, Sendable, Hashable, CaseIterable, Codable {
    /// CSS Color 4 gamut mapping (OKLCH chroma reduction with the ΔEOK 0.02 JND).
    case css = "css"
    /// Per-channel clipping in the destination space.
    case clip = "clip"

    /// Human description for messages: "CSS gamut mapping" or "clipped per channel".
    public var summary: String {
        self == .css ? "CSS gamut mapping" : "clipped per channel"
    }

    /// The just-noticeable difference in ΔEOK the CSS algorithm aims just below (CSS Color 4 §13.2).
    package static let jnd = 0.02
    /// The chroma resolution of the CSS binary search (CSS Color 4 §13.2).
    package static let epsilon = 0.0001
    /// Channel tolerance of the in-gamut test during the search (float32 pipeline noise).
    package static let searchTolerance = 1e-6

    /// `color` as a screen with gamut `gamut` (an RGB space: `.srgb` or `.displayP3`) shows it: the colour
    /// itself when inside, else mapped by this method into `gamut`'s space (components 0…1, alpha kept).
    public func map(_ color: Color, into gamut: ColorSpace) -> Color {
        guard gamut.isRGB else { return color }
        if color.isInGamut(gamut), color.components.isFinite { return color }
        let components: SIMD3<Double>
        switch self {
        case .clip: components = Self.clipped(color.converted(to: gamut).components)
        case .css: components = Self.cssMapped(color, into: gamut)
        }
        return Color(space: gamut, components: components, alpha: color.alpha)
    }

    /// Each channel clamped to 0…1; NaN counts as 0.
    package static func clipped(_ c: SIMD3<Double>) -> SIMD3<Double> {
        func clip(_ v: Double) -> Double { v == v ? Swift.min(Swift.max(v, 0), 1) : 0 }
        return SIMD3(clip(c.x), clip(c.y), clip(c.z))
    }

    /// CSS Color 4 §13.2, steps 2–15, for an origin known to be outside `gamut`.
    package static func cssMapped(_ color: Color, into gamut: ColorSpace) -> SIMD3<Double> {
        let engine = ColorEngine.shared
        let origin = color.converted(to: .oklch).components
        guard origin.isFinite else { return clipped(color.converted(to: gamut).components) }
        if origin.x >= 1 { return SIMD3(1, 1, 1) }
        if origin.x <= 0 { return SIMD3(0, 0, 0) }
        func destination(_ lch: SIMD3<Double>) -> SIMD3<Double> { engine.convert(lch, from: .oklch, to: gamut) }
        func deltaEOK(_ clippedColor: SIMD3<Double>, _ lch: SIMD3<Double>) -> Double {
            let a = engine.convert(clippedColor, from: gamut, to: .oklab)
            let b = PolarForm.rectangular(lch)
            let d = a - b
            return (d * d).sum().squareRoot()
        }
        func inGamut(_ c: SIMD3<Double>) -> Bool {
            (0..<3).allSatisfy { c[$0] >= -searchTolerance && c[$0] <= 1 + searchTolerance }
        }
        var current = origin
        var clippedColor = clipped(destination(current))
        if deltaEOK(clippedColor, current) < jnd { return clippedColor }
        var low = 0.0
        var high = origin.y
        var lowInGamut = true
        while high - low > epsilon {
            let chroma = (low + high) / 2
            current.y = chroma
            let candidate = destination(current)
            if lowInGamut && inGamut(candidate) {
                low = chroma
                continue
            }
            clippedColor = clipped(candidate)
            let difference = deltaEOK(clippedColor, current)
            if difference < jnd {
                if jnd - difference < epsilon { return clippedColor }
                lowInGamut = false
                low = chroma
            } else {
                high = chroma
            }
        }
        return clippedColor
    }
}

extension SIMD3 where Scalar == Double {
    /// True when all three components are finite.
    package var isFinite: Bool { x.isFinite && y.isFinite && z.isFinite }
}

extension Color {
    /// What a screen shows for this colour: the colour as written when it is inside Display P3 (the
    /// widest gamut ColorAudit assumes a screen has), else the colour mapped into Display P3 by
    /// `mapping` (a `.displayP3` colour with components 0…1). Alpha is kept.
    public func displayed(_ mapping: GamutMapping) -> Color {
        mapping.map(self, into: .displayP3)
    }

    /// Whether a screen can show this colour as written: inside Display P3 (within 1e-4 per channel)
    /// with finite components. An sRGB value with components in 0…1 is, without a conversion: Display P3
    /// has sRGB's white point and transfer curve and primaries that enclose sRGB's (SMPTE EG 432-1), so
    /// its conversion lies inside 0…1 up to the pipeline's float error (palettes are mostly sRGB, and
    /// every colour is checked when an audit starts).
    public var isDisplayable: Bool {
        guard components.isFinite else { return false }
        if space == .srgb, (0..<3).allSatisfy({ (0...1).contains(components[$0]) }) { return true }
        return isInGamut(.displayP3)
    }
}
