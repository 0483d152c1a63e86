import ColorScience

/// An appearance a palette defines values for: the system's light and dark modes, their
/// increased-contrast variants (iOS "Increase Contrast", CSS `prefers-contrast: more`), and further
/// named **themes** a design system ships (Primer's `dark-dimmed`, `light-colorblind`, `dark-tritanopia`;
/// Material's tonal themes). `any` stands for the single value used when a colour does not vary by
/// appearance.
///
/// An appearance is identified by its name (`rawValue`): two appearances with the same name are equal
/// and hash alike. A named theme also says which scheme it belongs to (its base, light or dark) and
/// whether it is an increased-contrast theme; every rule reads those (backdrops, fallbacks, the
/// increased-contrast rules), never the name. A palette holds at most one theme of a name.
public struct Appearance: Sendable, Hashable, Codable, Comparable, CustomStringConvertible {
    /// The system colour scheme an appearance belongs to.
    public enum Scheme: String, Sendable, Hashable, CaseIterable {
        /// Light mode (white default backdrop).
        case light
        /// Dark mode (black default backdrop).
        case dark
    }

    /// The name used in palettes, reports and finding identities: `any`, `light`, `dark`,
    /// `light-high-contrast`, `dark-high-contrast`, or a theme's name as its palette gives it.
    public let rawValue: String
    /// The scheme it belongs to; `nil` for `any`.
    public let scheme: Scheme?
    /// True for an increased-contrast appearance (`light-high-contrast`, `dark-high-contrast`, and
    /// themes declared with `increasedContrast: true`).
    public let isIncreasedContrast: Bool

    private init(_ name: String, _ scheme: Scheme?, _ increasedContrast: Bool) {
        rawValue = name
        self.scheme = scheme
        isIncreasedContrast = increasedContrast
    }

    /// The value for every appearance (Xcode's "Any Appearance", our `value` key).
    public static let any = Appearance("any", nil, false)
    /// Light mode.
    public static let light = Appearance("light", .light, false)
    /// Dark mode.
    public static let dark = Appearance("dark", .dark, false)
    /// Light mode with increased contrast.
    public static let lightHighContrast = Appearance("light-high-contrast", .light, true)
    /// Dark mode with increased contrast.
    public static let darkHighContrast = Appearance("dark-high-contrast", .dark, true)

    /// The five standard appearances, in canonical order: any, light, dark, light-high-contrast,
    /// dark-high-contrast.
    public static let standard: [Appearance] = [.any, .light, .dark, .lightHighContrast, .darkHighContrast]

    /// The standard appearance named `rawValue` (`any`, `light`, `dark`, `light-high-contrast`,
    /// `dark-high-contrast`), or `nil` for any other name (themes are made with `init(theme:…)`).
    public init?(rawValue: String) {
        guard let found = Appearance.standard.first(where: { $0.rawValue == rawValue }) else { return nil }
        self = found
    }

    /// A named theme belonging to `scheme`, an increased-contrast theme when `increasedContrast`.
    /// A standard name (`dark`, `light-high-contrast`…) gives that standard appearance whatever the other
    /// arguments say, so one name always has one meaning. `name` is kept exactly; callers refuse empty
    /// names.
    public init(theme name: String, scheme: Scheme, increasedContrast: Bool = false) {
        self = Appearance(rawValue: name) ?? Appearance(name, scheme, increasedContrast)
    }

    /// The name (same as `rawValue`).
    public var name: String { rawValue }
    /// The name (same as `rawValue`).
    public var description: String { rawValue }

    /// True for a named theme, false for the five standard appearances.
    public var isTheme: Bool { Appearance(rawValue: rawValue) == nil }

    /// Its base: `light` or `dark` (the scheme as a standard appearance), `any` for `any`.
    public var base: Appearance {
        switch scheme {
        case .light: return .light
        case .dark: return .dark
        case nil: return .any
        }
    }

    /// The standard appearance a theme varies — its base, or its base's increased-contrast appearance
    /// for an increased-contrast theme (`dark-dimmed` → `dark`, an increased-contrast dark theme →
    /// `dark-high-contrast`); a standard appearance is its own.
    public var standardAppearance: Appearance {
        guard isTheme else { return self }
        if isIncreasedContrast { return scheme == .dark ? .darkHighContrast : .lightHighContrast }
        return base
    }

    /// The appearances a value is looked up in, in order, when this one is missing — the way Xcode
    /// falls back: high contrast → its base appearance → `any`; dark → `any`; as a last resort the
    /// other base appearance (a colour given only for `light` is used as is in dark mode). A theme
    /// looks in itself, then follows its standard appearance's chain (`dark-dimmed` → dark → any →
    /// light; an increased-contrast dark theme → dark-high-contrast → dark → any → light).
    public var fallbackChain: [Appearance] {
        if isTheme { return [self] + standardAppearance.fallbackChain }
        switch rawValue {
        case Appearance.light.rawValue: return [.light, .any, .dark]
        case Appearance.dark.rawValue: return [.dark, .any, .light]
        case Appearance.lightHighContrast.rawValue: return [.lightHighContrast, .light, .any, .dark]
        case Appearance.darkHighContrast.rawValue: return [.darkHighContrast, .dark, .any, .light]
        default: return [.any, .light, .dark]
        }
    }

    /// This appearance and the ones it varies, most specific first: the fallback chain up to `any`
    /// (`dark-dimmed` → [dark-dimmed, dark]; `dark-high-contrast` → [dark-high-contrast, dark]); empty
    /// for `any`.
    public var variantChain: [Appearance] { Array(fallbackChain.prefix { $0 != .any }) }

    /// True when this appearance is `other` or a variant of it (`other` is in `variantChain`):
    /// `dark-dimmed` refines `dark`, `dark-high-contrast` refines `dark`, `light` does not refine `dark`.
    public func refines(_ other: Appearance) -> Bool { variantChain.contains(other) }

    /// The standard appearance an increased-contrast one raises — its base, `light` or `dark` (`nil` for
    /// appearances that are not increased-contrast).
    public var standardVariant: Appearance? { isIncreasedContrast ? base : nil }

    private var order: (Int, String) {
        (Appearance.standard.firstIndex(of: self) ?? Appearance.standard.count, rawValue)
    }

    /// Orders appearances as declared: any, light, dark, light-high-contrast, dark-high-contrast, then
    /// themes by name.
    public static func < (lhs: Appearance, rhs: Appearance) -> Bool { lhs.order < rhs.order }

    /// Equal when the names are.
    public static func == (lhs: Appearance, rhs: Appearance) -> Bool { lhs.rawValue == rhs.rawValue }

    /// Hashes the name.
    public func hash(into hasher: inout Hasher) { hasher.combine(rawValue) }

    /// Encodes the name as a JSON string.
    public func encode(to encoder: any Encoder) throws {
        var container = encoder.singleValueContainer()
        try container.encode(rawValue)
    }

    /// Decodes a name: a standard appearance, or a theme whose scheme and contrast are read from its
    /// words as importers read theme names (`dark-dimmed` is a dark theme). Equality is by name, so a
    /// decoded theme matches the palette's theme of that name (baselines, finding identities).
    public init(from decoder: any Decoder) throws {
        let name = try decoder.singleValueContainer().decode(String.self)
        self = Appearance(named: name)
    }

    /// The standard appearance of that name, else a theme whose scheme and contrast come from its words
    /// (`TokenThemeName`; light when no word says dark). For names given without a palette (command
    /// line, baselines), where only the name matters.
    public init(named name: String) {
        if let standard = Appearance(rawValue: name) {
            self = standard
        } else {
            let read = TokenThemeName.appearance(of: name)
            self = Appearance(name, read?.scheme ?? .light, read?.isIncreasedContrast ?? false)
        }
    }
}
