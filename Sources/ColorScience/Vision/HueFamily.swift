import Foundation

/// The everyday colour name of a colour's hue, for saying what a colour-vision collision confuses
/// ("red/green", "blue/purple", "green/gray") and which hue families key colours span.
///
/// Derived from OKLCH (Ottosson's OKLab in polar form, as `Color.converted(to: .oklch)`), whose hue
/// follows what people call colours far better than CIELAB's (CIELAB bends blues towards purple: pure
/// blue sits at 301° there and `mediumpurple` at 302°, so purples read as "blue"). Bands:
/// - `gray` when OKLCH chroma C < 0.025 (whatever the hue; pale tints above it keep their hue's name);
/// - by hue angle h (degrees): pink [340, 360) ∪ [0, 19), red [19, 42), orange [42, 78), yellow
///   [78, 115), green [115, 170), teal [170, 220), blue [220, 290), purple [290, 340);
/// - `brown` for an orange or yellow hue with OKLCH lightness L < 0.56 (about CIELAB L* 49).
///
/// The edges sit between CSS named colours (CSS Color 4 §6.1) and Apple's system colours whose names say
/// which side they belong to (OKLCH hues): systemPink 17.9° | crimson 20.1°; coral 40.3° | sienna 44.6°
/// (brown); tan 74.6° | darkgoldenrod 81.6°; yellow 109.8° | darkolivegreen 126.2°; mediumseagreen
/// 155.0° | turquoise 185.1°; systemTeal 212.7° | skyblue 225.8°; slateblue 285.5° | `#6f42c1` 295.0°,
/// mediumpurple 297.3°; magenta 328.4° | mediumvioletred 349.7°; lavender (C 0.027) keeps its hue,
/// ivory (C 0.020) is grey; sienna (L 0.526) is brown, olive (L 0.581) yellow.
public enum HueFamily: String, Sendable, Hashable, CaseIterable, Codable {
    /// Reds, h 19°–42°.
    case red = "red"
    /// Greens, h 115°–170°.
    case green = "green"
    /// Blues, h 220°–290°.
    case blue = "blue"
    /// Yellows, h 78°–115° (L ≥ 0.56).
    case yellow = "yellow"
    /// Oranges, h 42°–78° (L ≥ 0.56).
    case orange = "orange"
    /// Browns: orange and yellow hues darker than L 0.56.
    case brown = "brown"
    /// Teals and cyans, h 170°–220°.
    case teal = "teal"
    /// Purples and violets, h 290°–340°.
    case purple = "purple"
    /// Pinks and magenta-reds, h 340°–19°.
    case pink = "pink"
    /// Greys, whites and blacks: chroma below 0.025.
    case gray = "gray"

    /// OKLCH chroma below which a colour counts as grey.
    public static let grayChroma = 0.025
    /// OKLCH lightness below which orange and yellow hues are brown.
    public static let brownLightness = 0.56

    /// The family of OKLCH lightness (0…1), chroma and hue (degrees, any angle).
    public init(lightness: Double, chroma: Double, hue: Double) {
        if !(chroma >= HueFamily.grayChroma) || !hue.isFinite {
            self = .gray
            return
        }
        var h = hue.truncatingRemainder(dividingBy: 360)
        if h < 0 { h += 360 }
        let dark = lightness < HueFamily.brownLightness
        switch h {
        case 19..<42: self = .red
        case 42..<78: self = dark ? .brown : .orange
        case 78..<115: self = dark ? .brown : .yellow
        case 115..<170: self = .green
        case 170..<220: self = .teal
        case 220..<290: self = .blue
        case 290..<340: self = .purple
        default: self = .pink
        }
    }

    /// The family of a colour (its alpha is ignored), from its OKLCH values.
    public init(_ color: Color) {
        let lch = color.converted(to: .oklch).components
        self.init(lightness: lch.x, chroma: lch.y, hue: lch.z)
    }

    /// The family of a CIELAB D50 value (L, a, b), converted to OKLCH first.
    public init(lab: SIMD3<Double>) {
        self.init(Color(space: .lab, components: lab))
    }

    /// The kind of confusion between two families, in a fixed order (red, green, blue, yellow, orange,
    /// brown, teal, purple, pink, gray): `red/green`, `blue/orange`, `yellow/pink`, `green/gray`;
    /// the same family twice gives e.g. `green/green`.
    public static func confusion(_ a: HueFamily, _ b: HueFamily) -> String {
        let order = HueFamily.allCases
        let (first, second) = order.firstIndex(of: a)! <= order.firstIndex(of: b)! ? (a, b) : (b, a)
        return "\(first.rawValue)/\(second.rawValue)"
    }
}
