/// A declared "what is drawn on what": a foreground on a background, optionally over a stack of
/// backdrop layers (bottom first), with its usage and text size.
public struct PairDeclaration: Sendable, Hashable {
    /// Name of the foreground token.
    public var foreground: String
    /// Name of the background token.
    public var background: String
    /// Names of the layers under the background, bottom first (for translucent backgrounds).
    public var backdrop: [String]
    /// What the pair draws.
    public var usage: Usage
    /// Text size in the platform's unit (pt on iOS, px on the web, sp on Android); `nil` = unknown.
    public var fontSize: Double?
    /// CSS-style numeric weight 100…900 (700 = bold); `nil` = regular.
    public var fontWeight: Double?
    /// Where the pair is declared.
    public var location: SourceLocation

    /// Creates a pair declaration; see the properties for units.
    public init(
        foreground: String, background: String, backdrop: [String] = [], usage: Usage,
        fontSize: Double? = nil, fontWeight: Double? = nil, location: SourceLocation
    ) {
        self.foreground = foreground
        self.background = background
        self.backdrop = backdrop
        self.usage = usage
        self.fontSize = fontSize
        self.fontWeight = fontWeight
        self.location = location
    }

    /// True when `fontWeight` is 600 or more (CSS "semibold" and heavier count as bold).
    public var isBold: Bool { (fontWeight ?? 400) >= 600 }
}
