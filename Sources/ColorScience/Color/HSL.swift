import Foundation

/// HSL and HWB → gamma-encoded sRGB, as in the sample code of CSS Color 4 §7.1 "Converting HSL colors to
/// sRGB colors" (`hslToRgb.js`) and §8.1 "Converting HWB colors to sRGB colors" (`hwbToRgb.js`).
/// HSL and HWB are only other ways of writing sRGB, so this is syntax, not colour science.
public enum HSL {
    /// HSL → sRGB.
    /// - Parameters:
    ///   - hue: degrees, any value (taken modulo 360; 0 = red, 120 = green, 240 = blue).
    ///   - saturation: percent, 0…100.
    ///   - lightness: percent, 0…100 (50 = the "normal" colour, 100 = white).
    /// - Returns: gamma-encoded sRGB R, G, B in 0…1 for inputs in range (the caller clamps inputs).
    public static func srgb(hue: Double, saturation: Double, lightness: Double) -> SIMD3<Double> {
        var h = hue.truncatingRemainder(dividingBy: 360)
        if h < 0 { h += 360 }
        let s = saturation / 100
        let l = lightness / 100
        func channel(_ n: Double) -> Double {
            let k = (n + h / 30).truncatingRemainder(dividingBy: 12)
            let a = s * Swift.min(l, 1 - l)
            return l - a * Swift.max(-1, Swift.min(k - 3, 9 - k, 1))
        }
        return SIMD3(channel(0), channel(8), channel(4))
    }

    /// HWB → sRGB. When whiteness + blackness ≥ 100 the result is the grey whiteness / (whiteness +
    /// blackness), i.e. the two are normalised to sum to 100 % (CSS Color 4 §8).
    /// - Parameters:
    ///   - hue: degrees, any value (taken modulo 360).
    ///   - whiteness: percent, 0…100.
    ///   - blackness: percent, 0…100.
    /// - Returns: gamma-encoded sRGB R, G, B in 0…1 for inputs in range.
    public static func srgb(hue: Double, whiteness: Double, blackness: Double) -> SIMD3<Double> {
        let w = whiteness / 100
        let b = blackness / 100
        if w + b >= 1 {
            let gray = w / (w + b)
            return SIMD3(repeating: gray)
        }
        return srgb(hue: hue, saturation: 100, lightness: 50) * (1 - w - b) + SIMD3(repeating: w)
    }
}
