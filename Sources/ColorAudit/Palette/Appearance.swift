/// An appearance a palette defines values for: the system's light and dark modes and their
/// increased-contrast variants (iOS "Increase Contrast", CSS `prefers-contrast: more`).
/// `any` stands for the single value used when a colour does not vary by appearance.
public enum Appearance: String, Sendable, Hashable, CaseIterable, Codable, Comparable {
    /// The value for every appearance (Xcode's "Any Appearance", our `value` key).
    case any = "any"
    /// Light mode.
    case light = "light"
    /// Dark mode.
    case dark = "dark"
    /// Light mode with increased contrast.
    case lightHighContrast = "light-high-contrast"
    /// Dark mode with increased contrast.
    case darkHighContrast = "dark-high-contrast"

    /// The appearances a value is looked up in, in order, when this one is missing — the way Xcode
    /// falls back: high contrast → its base appearance → `any`; dark → `any`; as a last resort the
    /// other base appearance (a colour given only for `light` is used as is in dark mode).
    public var fallbackChain: [Appearance] {
        switch self {
        case .any: return [.any, .light, .dark]
        case .light: return [.light, .any, .dark]
        case .dark: return [.dark, .any, .light]
        case .lightHighContrast: return [.lightHighContrast, .light, .any, .dark]
        case .darkHighContrast: return [.darkHighContrast, .dark, .any, .light]
        }
    }

    /// The standard appearance an increased-contrast one varies (`nil` for the others).
    public var standardVariant: Appearance? {
        switch self {
        case .lightHighContrast: return .light
        case .darkHighContrast: return .dark
        default: return nil
        }
    }

    private var order: Int { Appearance.allCases.firstIndex(of: self)! }

    /// Orders appearances as declared: any, light, dark, light-high-contrast, dark-high-contrast.
    public static func < (lhs: Appearance, rhs: Appearance) -> Bool { lhs.order < rhs.order }
}
