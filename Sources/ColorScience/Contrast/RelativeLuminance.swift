/// WCAG 2 relative luminance.
///
/// Y = 0.2126 R + 0.7152 G + 0.0722 B on linear-light sRGB components (WCAG 2.2, definition of
/// "relative luminance"). The linear values come from `ColorEngine` (LittleCMS), so a Display P3 colour's
/// luminance is computed from its own linear values converted to linear sRGB — never from a clipped
/// sRGB rendering (P3 red has Y ≈ 0.2290, its clipped sRGB rendering 0.2126).
///
/// Note that LittleCMS's own XYZ is adapted to D50 and its Y is *not* this luminance.
public enum RelativeLuminance {
    /// The WCAG coefficients for linear R, G, B (ITU-R BT.709 luminance row).
    public static let coefficients = SIMD3<Double>(0.2126, 0.7152, 0.0722)

    /// Middle grey: the relative luminance of CIE L* 50, Y = ((50 + 16) / 116)³ = 0.1842 (CIE 15:2018,
    /// CIE 1976 L*), the lightness halfway between black and white. A colour below it is on the dark side.
    public static let middleGrey = 0.1842

    /// Relative luminance of linear-light sRGB components (unclipped; wide-gamut values allowed).
    /// - Returns: Y, 0 for black and 1 for white; out-of-gamut colours may fall slightly outside 0…1.
    public static func of(linearSRGB c: SIMD3<Double>) -> Double {
        (c * coefficients).sum()
    }

    /// Relative luminance of a colour, ignoring its alpha (composite first; see `Compositing`).
    public static func of(_ color: Color) -> Double {
        of(linearSRGB: color.linearSRGB)
    }
}
