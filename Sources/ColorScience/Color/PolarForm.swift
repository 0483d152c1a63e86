import Foundation

/// Rectangular ↔ polar forms of opponent spaces (CIELAB ↔ LCh, OKLab ↔ OKLCH), as in CSS Color 4 §9.
package enum PolarForm {
    /// (L, a, b) → (L, C, h) with C = √(a²+b²) and h = atan2(b, a) in degrees 0…360.
    /// An achromatic input (C below `achromatic`, the conversion noise of the space) gets C = 0 and
    /// h = 0: its hue is powerless (CSS Color 4 §4.4), not a meaningful angle.
    package static func polar(_ c: SIMD3<Double>, achromatic: Double) -> SIMD3<Double> {
        let chroma = (c.y * c.y + c.z * c.z).squareRoot()
        guard chroma >= achromatic else { return SIMD3(c.x, 0, 0) }
        var hue = atan2(c.z, c.y) * 180 / .pi
        if hue < 0 { hue += 360 }
        return SIMD3(c.x, chroma, hue)
    }

    /// (L, C, h°) → (L, a, b). A negative chroma is taken as 0 (CSS clamps C at 0).
    package static func rectangular(_ c: SIMD3<Double>) -> SIMD3<Double> {
        let chroma = Swift.max(c.y, 0)
        let radians = c.z * .pi / 180
        return SIMD3(c.x, chroma * cos(radians), chroma * sin(radians))
    }
}
