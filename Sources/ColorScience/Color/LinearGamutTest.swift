import Foundation

/// Whether a colour whose linear-light sRGB components are known without LittleCMS (an `srgbLinear`,
/// `oklab` or `oklch` colour: `OKLab` is our algebra) lies inside the sRGB or Display P3 gamut, decided
/// by arithmetic wherever the answer is certain, so that the lightness searches of the fix suggestions
/// (thousands of gamut tests per finding, most of them on the gamut's edge by bisection) need no
/// LittleCMS call per step. LittleCMS stays the converter of record: `Color.isInGamut` asks it
/// (`isInGamutByLittleCMS`) whenever `decide` gives `nil`, so the answer is always LittleCMS's.
///
/// `Color.isInGamut` allows each gamma-encoded channel −`Color.gamutTolerance`…1 + `Color.gamutTolerance`.
/// Encoded, a linear channel v is 12.92 v near 0 and 1.055 v^(1/2.4) − 0.055 near 1 (the sRGB curve,
/// IEC 61966-2-1, which Display P3 shares; negative values by odd symmetry, CSS Color 4 §10.2, as
/// `ColorEngine` mirrors them), so the edges are linear values. Display P3's linear components come from
/// linear sRGB by the CSS Color 4 matrices (§10.4 sRGB → XYZ D65, §10.5 XYZ D65 → Display P3).
/// LittleCMS's float32 pipelines differ from this exact arithmetic by at most about 1.1e-7 in an encoded
/// channel (measured on 2,000,000 colours next to each edge, LittleCMS 2.14); a channel within `margin`
/// (5e-7 encoded, 4.5 times that) of an edge is left to LittleCMS.
package enum LinearGamutTest {
    /// The encoded distance from an edge within which LittleCMS decides.
    package static let margin = 5e-7

    /// Linear sRGB → linear Display P3: CSS Color 4's XYZ D65 → linear Display P3 matrix times its
    /// linear sRGB → XYZ D65 matrix.
    package static let srgbToDisplayP3: Matrix3 = {
        let srgbToXYZ = Matrix3(
            SIMD3(0.41239079926595934, 0.357584339383878, 0.1804807884018343),
            SIMD3(0.21263900587151027, 0.715168678767756, 0.07219231536073371),
            SIMD3(0.01933081871559182, 0.11919477979462598, 0.9505321522496607))
        let xyzToP3 = Matrix3(
            SIMD3(2.4934969119414254, -0.9313836179191239, -0.40271078445071684),
            SIMD3(-0.8294889695615747, 1.7626640603183465, 0.02362468584194358),
            SIMD3(0.03584583024378446, -0.0761723892680418, 0.9568845240076872))
        return xyzToP3 * srgbToXYZ
    }()

    /// The linear value whose encoded value is `encoded` (≥ 0.04045, so above the curve's linear toe).
    private static func decoded(_ encoded: Double) -> Double { pow((encoded + 0.055) / 1.055, 2.4) }

    /// Linear values at or above which a channel is certainly inside (encoded ≥ −tolerance + margin) and
    /// below which it is certainly outside (encoded < −tolerance − margin); the same at the top.
    private struct Edges {
        let lowInside = -(Color.gamutTolerance - margin) / 12.92
        let lowOutside = -(Color.gamutTolerance + margin) / 12.92
        let highInside = decoded(1 + Color.gamutTolerance - margin)
        let highOutside = decoded(1 + Color.gamutTolerance + margin)
    }

    /// The edges, computed once. A test reads them once (a global initialized on first use costs a check
    /// at each read: one per test, not one per channel and edge, in searches of millions of tests).
    private static let edges = Edges()

    /// `true` when every channel of `linear` (linear-light components of the gamut's RGB) is certainly
    /// inside, `false` when one is certainly outside, `nil` when LittleCMS must decide (a channel next to
    /// an edge, or not a number).
    package static func decide(linear: SIMD3<Double>) -> Bool? {
        let edges = Self.edges
        var certain = true
        for channel in 0..<3 {
            let value = linear[channel]
            if value < edges.lowOutside || value > edges.highOutside { return false }
            if !(value >= edges.lowInside && value <= edges.highInside) { certain = false }
        }
        return certain ? true : nil
    }

    /// `decide(linear:)` for a colour given by its linear sRGB components, in `gamut` (`.srgb` or
    /// `.displayP3`; `nil` for other gamuts).
    package static func decide(linearSRGB: SIMD3<Double>, in gamut: ColorSpace) -> Bool? {
        switch gamut {
        case .srgb: return decide(linear: linearSRGB)
        case .displayP3: return decide(linear: srgbToDisplayP3 * linearSRGB)
        default: return nil
        }
    }

    /// `decide` for `color` in `gamut`: `nil` also when the colour's linear sRGB components need LittleCMS
    /// (spaces other than `srgbLinear`, `oklab`, `oklch`).
    package static func decide(_ color: Color, in gamut: ColorSpace) -> Bool? {
        let linear: SIMD3<Double>
        switch color.space {
        case .srgbLinear: linear = color.components
        case .oklab: linear = OKLab.linearSRGB(fromOKLab: color.components)
        case .oklch: linear = OKLab.linearSRGB(fromOKLab: PolarForm.rectangular(color.components))
        default: return nil
        }
        return decide(linearSRGB: linear, in: gamut)
    }
}
