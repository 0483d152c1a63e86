/// A colour space a `Color` can be expressed in, named as in CSS Color 4 `color()` / functions.
///
/// Component conventions (CSS units, never clipped):
/// - `srgb`, `displayP3`: gamma-encoded R, G, B, nominally 0…1 (values outside mean out of gamut).
/// - `srgbLinear`: linear-light R, G, B, nominally 0…1.
/// - `lab`: CIELAB relative to D50 (as CSS `lab()` and the ICC connection space); L 0…100, a/b about ±125.
/// - `lch`: polar CIELAB (D50); L 0…100, C ≥ 0, h in degrees 0…360.
/// - `oklab`: Ottosson's OKLab; L 0…1, a/b about ±0.4.
/// - `oklch`: polar OKLab; L 0…1, C ≥ 0, h in degrees.
/// - `xyzD65`, `xyzD50`: CIE XYZ with Y = 1 for the reference white.
public enum ColorSpace: String, Sendable, Hashable, CaseIterable, Codable {
    /// sRGB, gamma-encoded (IEC 61966-2-1).
    case srgb = "srgb"
    /// sRGB primaries and D65 white with linear-light components.
    case srgbLinear = "srgb-linear"
    /// Display P3: SMPTE EG 432-1 primaries, D65 white, sRGB transfer curve.
    case displayP3 = "display-p3"
    /// CIELAB, D50.
    case lab = "lab"
    /// CIE LCh(ab), D50.
    case lch = "lch"
    /// OKLab (Ottosson 2020).
    case oklab = "oklab"
    /// OKLCh (Ottosson 2020).
    case oklch = "oklch"
    /// CIE XYZ, D65 white, unadapted.
    case xyzD65 = "xyz-d65"
    /// CIE XYZ, D50 white (Bradford-adapted; the ICC profile connection space).
    case xyzD50 = "xyz-d50"

    /// True for the RGB spaces (components 0…1 are the gamut).
    public var isRGB: Bool { self == .srgb || self == .srgbLinear || self == .displayP3 }

    /// True when the third component is a hue angle in degrees.
    public var isPolar: Bool { self == .lch || self == .oklch }
}
