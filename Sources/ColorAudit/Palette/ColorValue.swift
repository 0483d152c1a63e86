/// One colour value of a token for one appearance, as written in the source file.
public struct ColorValue: Sendable, Hashable {
    /// The parsed colour (unclipped, in the space it was written in).
    public var color: Color
    /// The text as written (e.g. `#007aff`, `color(display-p3 0.2 0.5 1)`, `{accent}`).
    public var source: String
    /// Where the value is written.
    public var location: SourceLocation
    /// When the value was written as a reference to another token (`{accent}` in our format, an alias
    /// in design tokens), that token's name; `color` is then the referenced token's value.
    public var aliasOf: String?
    /// An explicit sRGB rendering offered by the source for a wide-gamut value (e.g. an asset catalog's
    /// `display-gamut: sRGB` entry); `nil` when the source gives none.
    public var srgbFallback: Color?

    /// Creates a value; see the properties for units and meaning.
    public init(
        color: Color, source: String, location: SourceLocation, aliasOf: String? = nil, srgbFallback: Color? = nil
    ) {
        self.color = color
        self.source = source
        self.location = location
        self.aliasOf = aliasOf
        self.srgbFallback = srgbFallback
    }
}
