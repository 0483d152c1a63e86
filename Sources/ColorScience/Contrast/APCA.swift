import Foundation

/// APCA lightness contrast Lc, base algorithm 0.0.98G-4g (APCA-W3 0.1.9, Andrew Somers / Myndex).
///
/// A second opinion beside WCAG 2, never a pass/fail gate by default: APCA is the candidate contrast
/// method of the WCAG 3 *working draft*, not a W3C recommendation, and its reference code is licensed
/// by Myndex with restrictions (see the README).
///
/// Signed result, about −108…106: positive for dark text on a light background, negative for light
/// text on dark ("reverse polarity"); |Lc| < 7.5 is clipped to 0 by the 0.1 low clip.
/// Screen luminance: each gamma-encoded channel raised to 2.4 (APCA's simple exponent, not the sRGB
/// piecewise curve), weighted by the sRGB coefficients; a colour outside the sRGB gamut uses its Display P3
/// components with the P3 coefficients from APCA-W3's `displayP3toY`.
public enum APCA {
    /// The base algorithm's version, shown wherever an Lc value is: `0.0.98G-4g`.
    public static let version = "0.0.98G-4g"

    // 0.0.98G-4g constants.
    package static let mainTRC = 2.4
    package static let srgbCoefficients = SIMD3<Double>(0.2126729, 0.7151522, 0.0721750)
    package static let p3Coefficients = SIMD3<Double>(0.2289829594805780, 0.6917492625852380, 0.0792677779341829)
    package static let normBG = 0.56
    package static let normTXT = 0.57
    package static let revTXT = 0.62
    package static let revBG = 0.65
    package static let blkThrs = 0.022
    package static let blkClmp = 1.414
    package static let scaleBoW = 1.14
    package static let scaleWoB = 1.14
    package static let loBoWoffset = 0.027
    package static let loWoBoffset = 0.027
    package static let deltaYmin = 0.0005
    package static let loClip = 0.1

    /// APCA's screen luminance Ys of an opaque colour (alpha ignored), 0…1 for in-gamut colours.
    public static func screenLuminance(_ color: Color) -> Double {
        var c = color.converted(to: .srgb).components
        var coefficients = srgbCoefficients
        let tolerance = 1e-4  // as `Color.isInGamut`
        if (0..<3).contains(where: { c[$0] < -tolerance || c[$0] > 1 + tolerance }) {
            c = color.converted(to: .displayP3).components
            coefficients = p3Coefficients
        }
        func linearize(_ v: Double) -> Double { pow(Swift.max(v, 0), mainTRC) }
        return (SIMD3(linearize(c.x), linearize(c.y), linearize(c.z)) * coefficients).sum()
    }

    /// Lc of `text` on `background` (both opaque; composite translucent colours first).
    public static func lightnessContrast(text: Color, background: Color) -> Double {
        lightnessContrast(textY: screenLuminance(text), backgroundY: screenLuminance(background))
    }

    /// Lc from two screen luminances (see `screenLuminance`).
    public static func lightnessContrast(textY: Double, backgroundY: Double) -> Double {
        func softClamp(_ y: Double) -> Double { y > blkThrs ? y : y + pow(blkThrs - y, blkClmp) }
        let txt = softClamp(textY)
        let bg = softClamp(backgroundY)
        guard abs(bg - txt) >= deltaYmin else { return 0 }
        if bg > txt {
            let sapc = (pow(bg, normBG) - pow(txt, normTXT)) * scaleBoW
            return sapc < loClip ? 0 : (sapc - loBoWoffset) * 100
        } else {
            let sapc = (pow(bg, revBG) - pow(txt, revTXT)) * scaleWoB
            return sapc > -loClip ? 0 : (sapc + loWoBoffset) * 100
        }
    }
}
