/// Reflected ambient light ("glare") on a screen, as a luminance added to every colour, and the WCAG 2
/// contrast ratio it leaves.
///
/// Model. A screen of diffuse reflectance ρ lit by an illuminance E (lux) reflects, for a Lambertian
/// surface, a luminance ρ·E/π cd/m² towards the viewer, on top of what the display emits. Expressed as a
/// fraction of the display's white luminance Lw, that is the glare term
///
///     G = ρ · E / (π · Lw)        (dimensionless, 0 = dark room)
///
/// which is added to both relative luminances before the WCAG ratio:
///
///     ratio = (L1 + 0.05 + G) / (L2 + 0.05 + G)     with L1 ≥ L2 (WCAG 2.2 relative luminances)
///
/// The 0.05 already in WCAG's formula is itself such a flare term for a typical viewing environment, so
/// G is what a brighter environment adds beyond it; G = 0 gives the plain WCAG ratio. The model is the
/// one behind IEC 61966-2-1 (sRGB)'s "viewing flare": its reference environment — 64 lx ambient, 80 cd/m²
/// display white, 1.0 % viewing flare — corresponds to ρ ≈ 0.039 (64 · 0.039 / (π · 80) ≈ 0.010).
/// Specular reflections (a bright window mirrored in the glass) are not modelled: they are local and
/// can wipe out any contrast.
///
/// Presets (all inputs documented so that they can be replaced with `init(illuminance:reflectance:
/// whiteLuminance:)` or a plain fraction):
/// - `indoor`: E = 500 lx — the maintained illuminance EN 12464-1 / ISO 8995-1 recommend for office
///   reading and writing; ρ = 0.045 — smartphone screen reflectance as measured by DisplayMate
///   (4.4–4.7 % for 2018–2022 flagship phones); Lw = 500 cd/m² — a phone's typical indoor SDR white.
///   G = 0.045 · 500 / (π · 500) ≈ 0.0143.
/// - `outdoor`: E = 10 000 lx — full daylight, not direct sun (direct sun is 30 000–100 000 lx);
///   ρ = 0.045 as above; Lw = 1000 cd/m² — the full-screen high-ambient brightness of current phones
///   (DisplayMate measured 1026 cd/m² for the iPhone 14 Pro Max). G = 0.045 · 10 000 / (π · 1000) ≈ 0.143.
public struct Glare: Sendable, Hashable {
    /// The added luminance as a fraction of the display's white luminance (≥ 0).
    public var fraction: Double

    /// Glare of `fraction` × the display's white luminance (finite, ≥ 0; negative values are taken as 0).
    public init(fraction: Double) {
        self.fraction = Swift.max(fraction, 0)
    }

    /// Glare from the viewing conditions: ambient `illuminance` in lux on the screen, the screen's
    /// diffuse `reflectance` (0…1) and the display's white `whiteLuminance` in cd/m² (> 0).
    /// `fraction` = reflectance · illuminance / (π · whiteLuminance).
    public init(illuminance: Double, reflectance: Double, whiteLuminance: Double) {
        self.init(fraction: reflectance * illuminance / (Double.pi * whiteLuminance))
    }

    /// Office lighting: 500 lx, 4.5 % reflectance, 500 cd/m² white; fraction ≈ 0.0143 (see the type).
    public static let indoor = Glare(illuminance: 500, reflectance: 0.045, whiteLuminance: 500)

    /// Daylight out of direct sun: 10 000 lx, 4.5 % reflectance, 1000 cd/m² white; fraction ≈ 0.143.
    public static let outdoor = Glare(illuminance: 10_000, reflectance: 0.045, whiteLuminance: 1000)

    /// The largest fraction accepted from the command line: direct sunlight (100 000 lx) on a phone
    /// (ρ 0.045, white 1000 cd/m²) gives about 1.4; 5 leaves room for dimmer screens.
    public static let maximumFraction = 5.0

    /// Parses `indoor`, `outdoor` or a decimal fraction from 0 to `maximumFraction` (e.g. `0.1`).
    /// - Returns: `nil` for anything else (negative, too large, not finite, unknown word).
    public init?(argument: String) {
        switch argument {
        case "indoor": self = .indoor
        case "outdoor": self = .outdoor
        default:
            guard let value = Double(argument), value.isFinite, value >= 0, value <= Glare.maximumFraction else {
                return nil
            }
            self.init(fraction: value)
        }
    }

    /// The WCAG 2 contrast ratio of two relative luminances under this glare (order does not matter);
    /// equals `ContrastRatio.of` when `fraction` is 0 and tends to 1 as glare grows. Luminances are clamped
    /// to 0…1 and the result rounded to `ContrastRatio.resolution`, as `ContrastRatio.of`.
    public func ratio(_ luminanceA: Double, _ luminanceB: Double) -> Double {
        let a = ContrastRatio.clampedLuminance(luminanceA)
        let b = ContrastRatio.clampedLuminance(luminanceB)
        return ContrastRatio.rounded((Swift.max(a, b) + 0.05 + fraction) / (Swift.min(a, b) + 0.05 + fraction))
    }

    /// The ratio of two opaque colours under this glare (alpha ignored: composite first).
    public func ratio(_ a: Color, _ b: Color) -> Double {
        ratio(RelativeLuminance.of(a), RelativeLuminance.of(b))
    }

    /// The lowest ratio over the cases of a layer stack (each case's seen foreground and background),
    /// i.e. the ratio judged for a translucent stack of unknown backdrop.
    public func worstRatio(_ stack: LayerStack) -> Double {
        stack.cases.map { ratio($0.foreground, $0.background) }.min()!
    }
}
