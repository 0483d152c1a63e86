import Foundation

/// The everyday colour name of a colour's hue, for saying what a colour-vision collision confuses
/// ("red/green", "blue/purple", "green/gray").
///
/// Derived from CIE LCh(ab) (D50, as `Color.converted(to: .lch)`), with these bands:
/// - `gray` when chroma C* < 8 (whatever the hue; pale tints above it keep their hue's name);
/// - by hue angle h (degrees): pink [340, 360) ∪ [0, 25), red [25, 48), orange [48, 78), yellow
///   [78, 112), green [112, 175), teal [175, 230), blue [230, 305), purple [305, 340);
/// - `brown` for an orange or yellow hue with lightness L* < 50 (saddlebrown, sienna, dark olive).
///
/// The bands were placed so that the CSS named colours and Apple's system colours land in the family
/// their names say (e.g. `blue` #0000ff at h ≈ 301°, `mediumpurple` at h ≈ 302° and `indigo` at
/// h ≈ 311°; `crimson` at 26°, Apple's `systemPink` at 23°, `deeppink` at 357°); CIELAB's hue is not
/// uniform in the blue–purple
/// region, hence the wide blue band.
public enum HueFamily: String, Sendable, Hashable, CaseIterable, Codable {
    /// Reds, h 25°–48°.
    case red = "red"
    /// Greens, h 112°–175°.
    case green = "green"
    /// Blues, h 230°–305°.
    case blue = "blue"
    /// Yellows, h 78°–112° (L* ≥ 50).
    case yellow = "yellow"
    /// Oranges, h 48°–78° (L* ≥ 50).
    case orange = "orange"
    /// Browns: orange and yellow hues darker than L* 50.
    case brown = "brown"
    /// Teals and cyans, h 175°–230°.
    case teal = "teal"
    /// Purples and violets, h 305°–340°.
    case purple = "purple"
    /// Pinks and magenta-reds, h 340°–25°.
    case pink = "pink"
    /// Greys, whites and blacks: chroma below 8.
    case gray = "gray"

    /// Chroma C* below which a colour counts as grey.
    public static let grayChroma = 8.0

    /// The family of CIELAB D50 lightness, chroma and hue (degrees).
    public init(lightness: Double, chroma: Double, hue: Double) {
        if chroma < HueFamily.grayChroma {
            self = .gray
            return
        }
        var h = hue.truncatingRemainder(dividingBy: 360)
        if h < 0 { h += 360 }
        switch h {
        case 25..<48: self = .red
        case 48..<78: self = lightness < 50 ? .brown : .orange
        case 78..<112: self = lightness < 50 ? .brown : .yellow
        case 112..<175: self = .green
        case 175..<230: self = .teal
        case 230..<305: self = .blue
        case 305..<340: self = .purple
        default: self = .pink
        }
    }

    /// The family of a colour (its alpha is ignored).
    public init(_ color: Color) {
        self.init(lab: color.converted(to: .lab).components)
    }

    /// The family of a CIELAB D50 value (L, a, b).
    public init(lab: SIMD3<Double>) {
        var hue = atan2(lab.z, lab.y) * 180 / .pi
        if hue < 0 { hue += 360 }
        self.init(lightness: lab.x, chroma: (lab.y * lab.y + lab.z * lab.z).squareRoot(), hue: hue)
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
