import Foundation

/// WCAG 2.2's relative luminance and contrast ratio written out from the spec's definitions, for tests
/// that derive expected ratios without ColorScience.
enum HandWCAG {
    /// The relative luminance of gamma-encoded sRGB bytes (0…255): each channel c/255 linearised as
    /// c/12.92 at or below 0.04045, else ((c + 0.055)/1.055)^2.4; Y = 0.2126 R + 0.7152 G + 0.0722 B.
    static func luminance(_ r: Double, _ g: Double, _ b: Double) -> Double {
        func linear(_ v: Double) -> Double {
            let c = v / 255
            return c <= 0.04045 ? c / 12.92 : pow((c + 0.055) / 1.055, 2.4)
        }
        return 0.2126 * linear(r) + 0.7152 * linear(g) + 0.0722 * linear(b)
    }

    /// The relative luminance of the grey whose three bytes are `v`.
    static func luminance(_ v: Double) -> Double { luminance(v, v, v) }

    /// The contrast ratio of two relative luminances, (L1 + 0.05) / (L2 + 0.05) with L1 the lighter.
    static func ratio(_ a: Double, _ b: Double) -> Double { (max(a, b) + 0.05) / (min(a, b) + 0.05) }
}
