/// A palette: named colour tokens with values per appearance, the pairs drawn on each other, groups
/// of colours that must be distinguishable, and per-palette settings. Importers produce it; rules read it.
public struct Palette: Sendable {
    /// Display name (`name:`), or `nil`.
    public var name: String?
    /// The file it was read from, as given by the user.
    public var file: String
    /// The threshold profile declared in the file (`platform:`), or `nil` (the audit then uses web
    /// unless the configuration says otherwise).
    public var platform: Platform?
    /// Tokens in file order.
    public var tokens: [ColorToken]
    /// Declared pairs; `nil` when the file declares none (the audit then pairs every foreground colour
    /// with every background colour).
    public var pairs: [PairDeclaration]?
    /// Declared groups of colours that must be told apart.
    public var groups: [ColorGroup]
    /// Rule settings written in the palette file (`rules:`), applied over the defaults.
    public var settings: RuleSettings
    /// The `formatName` of the importer that read it (e.g. `coloraudit`, `xcassets`); `nil` for
    /// palettes built in code.
    public var format: String?
    /// Entries read but not turned into colours (unresolved references, skipped variants), in file order.
    public var importNotes: [ImportNote] = []

    /// Creates a palette; see the properties.
    public init(
        name: String? = nil, file: String, platform: Platform? = nil, tokens: [ColorToken],
        pairs: [PairDeclaration]? = nil, groups: [ColorGroup] = [], settings: RuleSettings = RuleSettings()
    ) {
        self.name = name
        self.file = file
        self.platform = platform
        self.tokens = tokens
        self.pairs = pairs
        self.groups = groups
        self.settings = settings
    }

    /// The token with this exact name, if any.
    public func token(named name: String) -> ColorToken? {
        tokens.first { $0.name == name }
    }

    /// The appearances this palette defines, in canonical order: every appearance key used by some
    /// token, plus light when a high-contrast light value or any dark value is used (light mode shows
    /// the `any` value); `[.any]` when every colour has a single value.
    public var appearances: [Appearance] {
        var used = Set<Appearance>()
        for token in tokens { used.formUnion(token.values.keys) }
        used.remove(.any)
        if used.isEmpty { return [.any] }
        // A palette with high-contrast variants but no explicit light value still has a light appearance.
        if used.contains(.lightHighContrast) { used.insert(.light) }
        // Light mode is what "Any" shows (Xcode's Any + Dark colours): a palette with dark values has a
        // light appearance too.
        if used.contains(.dark) || used.contains(.darkHighContrast) { used.insert(.light) }
        if used.contains(.darkHighContrast) { used.insert(.dark) }
        return used.sorted()
    }
}
