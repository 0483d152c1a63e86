import ColorScience

extension Finding {
    /// A number a rule measured or compared against, with its kind and unit, so reporters format and label
    /// it without guessing from its name. Values are unrounded.
    public struct Measurement: Sendable, Hashable {
        /// What a measurement is.
        public enum Kind: String, Sendable, Hashable, CaseIterable {
            /// A WCAG 2.2 contrast ratio, 1…21 (written "4.5:1"); unit `:1`.
            case ratio
            /// An APCA lightness contrast Lc, about −108…106; unit `Lc`.
            case lc
            /// A CIEDE2000 colour difference (CIE 142-2001), ≥ 0; unit `ΔE00`.
            case deltaE00
            /// A font size in the platform's unit (pt on iOS, px on the web, sp on Android).
            case fontSize
            /// A font weight on the CSS scale 1…1000 (400 regular, 700 bold); no unit.
            case fontWeight
            /// A count of things (colours, hue families); no unit.
            case count
            /// A fraction 0…1 (e.g. glare as a fraction of white's luminance, an anomaly's severity); no unit.
            case fraction
        }

        /// The value, unrounded.
        public var value: Double
        /// What the value is.
        public var kind: Kind
        /// The unit as shown to people: `:1`, `Lc`, `ΔE00`, `pt`, `px`, `sp`, or empty for plain numbers.
        public var unit: String
        /// True for a limit the rule compared against (a required ratio, a ΔE00 threshold, a minimum size)
        /// rather than something measured; limits are shown as configured, measured values truncated.
        public var isLimit: Bool

        /// Creates a measurement; `unit` defaults to the kind's (see `Kind`; font sizes default to `pt`).
        public init(_ value: Double, kind: Kind, unit: String? = nil, isLimit: Bool = false) {
            self.value = value
            self.kind = kind
            self.unit = unit ?? Measurement.defaultUnit(kind)
            self.isLimit = isLimit
        }

        /// A contrast ratio (1…21), measured or (`isLimit`) required.
        public static func ratio(_ value: Double, isLimit: Bool = false) -> Measurement {
            Measurement(value, kind: .ratio, isLimit: isLimit)
        }
        /// An APCA Lc value.
        public static func lc(_ value: Double) -> Measurement { Measurement(value, kind: .lc) }
        /// A ΔE00 colour difference, measured or (`isLimit`) a threshold.
        public static func deltaE00(_ value: Double, isLimit: Bool = false) -> Measurement {
            Measurement(value, kind: .deltaE00, isLimit: isLimit)
        }
        /// A count.
        public static func count(_ value: Int) -> Measurement { Measurement(Double(value), kind: .count) }
        /// A fraction 0…1.
        public static func fraction(_ value: Double) -> Measurement { Measurement(value, kind: .fraction) }
        /// A font weight (CSS 1…1000).
        public static func fontWeight(_ value: Double) -> Measurement { Measurement(value, kind: .fontWeight) }
        /// A font size in `platform`'s unit (pt on iOS, px on the web, sp on Android).
        public static func fontSize(_ value: Double, platform: Platform, isLimit: Bool = false) -> Measurement {
            Measurement(value, kind: .fontSize, unit: platform.textSizeUnit, isLimit: isLimit)
        }

        private static func defaultUnit(_ kind: Kind) -> String {
            switch kind {
            case .ratio: return ":1"
            case .lc: return "Lc"
            case .deltaE00: return "ΔE00"
            case .fontSize: return "pt"
            case .fontWeight, .count, .fraction: return ""
            }
        }
    }
}
