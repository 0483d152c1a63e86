import CLCMS

/// A display white point shifted to another correlated colour temperature — what a "True Tone" or
/// night-shift display does — applied to colours by Bradford chromatic adaptation through LittleCMS
/// (`cmsWhitePointFromTemp` for the white of a daylight illuminant at that temperature,
/// `cmsAdaptToIlluminant` for the von Kries–Bradford transform from D65).
///
/// `shown(_:)` gives the colour a D65 sRGB display would emit after the shift, as seen by an observer who
/// stays adapted to D65 (so white looks warm): XYZ D65 → Bradford to the new white → shown as XYZ D65.
public struct WhitePoint: Sendable, Hashable {
    /// Correlated colour temperature in kelvin (4000…25000, LittleCMS's daylight range).
    public var kelvin: Double
    /// The white's XYZ (Y = 1).
    public let white: SIMD3<Double>

    /// A white point at `kelvin` (clamped to 4000…25000).
    public init(kelvin: Double) {
        let k = Swift.min(Swift.max(kelvin, 4000), 25000)
        self.kelvin = k
        var xyY = cmsCIExyY()
        cmsWhitePointFromTemp(&xyY, k)
        var xyz = cmsCIEXYZ()
        cmsxyY2XYZ(&xyz, &xyY)
        white = SIMD3(xyz.X / xyz.Y, 1, xyz.Z / xyz.Y)
    }

    /// 5000 K, a warm white (about CIE D50) — the example for warm ambient light and True Tone.
    public static let warm = WhitePoint(kelvin: 5000)

    /// The colour shown with this white point instead of D65 (alpha kept), in `.xyzD65`.
    public func shown(_ color: Color) -> Color {
        let xyz = color.converted(to: .xyzD65).components
        var result = cmsCIEXYZ()
        var value = cmsCIEXYZ(X: xyz.x, Y: xyz.y, Z: xyz.z)
        var d65xyY = cmsCIExyY(x: 0.3127, y: 0.3290, Y: 1)
        var d65 = cmsCIEXYZ()
        cmsxyY2XYZ(&d65, &d65xyY)
        var target = cmsCIEXYZ(X: white.x, Y: white.y, Z: white.z)
        cmsAdaptToIlluminant(&result, &d65, &target, &value)
        return Color(.xyzD65, result.X, result.Y, result.Z, alpha: color.alpha)
    }
}
