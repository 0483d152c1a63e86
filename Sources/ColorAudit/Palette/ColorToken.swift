import ColorScience

/// A named colour of a palette with its values per appearance and its role.
public struct ColorToken: Sendable, Hashable {
    /// The token's name as written (e.g. `label`, `systemBlue`, `--accent-9`).
    public var name: String
    /// What it is used for, when known.
    public var role: Role?
    /// Whether `role` was declared, inferred from the name, or is unknown.
    public var roleSource: RoleSource
    /// Values keyed by the appearance they were written for (`.any` for a single value / `value:`).
    public var values: [Appearance: ColorValue]
    /// Where the token is defined (its key).
    public var location: SourceLocation
    /// Rules silenced for this colour where it is written (`ignore:`), with their reasons.
    public var suppressions: [Suppression] = []
    /// What the file says the colour is for, as written (a DTCG `$description`, a Tokens Studio
    /// `description`, the XML comment beside an Android `<color>`), when it says it: Compound's "⚠️ Lowest contrast non-accessible icons, <3:1. Only use
    /// for non-essential icons." (`DocumentedNonEssential` and `DocumentedInactive` read it).
    public var documentation: String? = nil
    /// Appearances whose value is written but could not be resolved (a CSS theme's `var(--x)` naming
    /// nothing read): the colour has no value there, and none is inherited in its place.
    public var unresolvedAppearances: Set<Appearance> = []

    /// Creates a token; see the properties.
    public init(
        name: String, role: Role?, roleSource: RoleSource, values: [Appearance: ColorValue],
        location: SourceLocation
    ) {
        self.name = name
        self.role = role
        self.roleSource = roleSource
        self.values = values
        self.location = location
    }

    /// True when the token has one value for every appearance (only `.any`: a plain string or `value:`).
    public var isUniform: Bool { values.count == 1 && values[.any] != nil }

    /// The value used in `appearance`, following `Appearance.fallbackChain`.
    /// - Returns: the value and, when it was inherited, the appearance it came from; `nil` when the
    ///   token has no value at all. A value is *not* inherited when the token is uniform (one value meant
    ///   for every appearance) or when light mode uses the `any` value (Xcode's "Any Appearance" is what
    ///   light mode shows); every other fallback is (e.g. dark ← light, light-high-contrast ← light).
    public func resolve(_ appearance: Appearance) -> (value: ColorValue, inheritedFrom: Appearance?)? {
        if unresolvedAppearances.contains(appearance) { return nil }
        for candidate in appearance.fallbackChain {
            if let value = values[candidate] {
                let intended = candidate == appearance || isUniform || (appearance == .light && candidate == .any)
                return (value, intended ? nil : candidate)
            }
        }
        return nil
    }
}
