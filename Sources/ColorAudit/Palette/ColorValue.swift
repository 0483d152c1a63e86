import ColorScience

/// One colour value of a token for one appearance, as written in the source file.
public struct ColorValue: Sendable, Hashable {
    /// The parsed colour (unclipped, in the space it was written in). In an `AuditContext` it is the
    /// colour a screen shows (`Color.displayed(_:)`): the same colour when it is inside Display P3, else
    /// its mapping into Display P3, with the colour as written kept in `writtenColor`.
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
    public var srgbFallback: Color? {
        get { rare?.srgbFallback }
        set { rare = Rare.make(srgbFallback: newValue, writtenColor: writtenColor) }
    }
    /// The colour as written when no screen can show it (outside Display P3) and `color` holds what the
    /// screen shows instead (set by `AuditContext`); `nil` otherwise.
    public var writtenColor: Color? {
        get { rare?.writtenColor }
        set { rare = Rare.make(srgbFallback: srgbFallback, writtenColor: newValue) }
    }
    /// `srgbFallback` and `writtenColor`, which few values have, held apart: `nil` when neither is set.
    /// Stored in the value, the two took 128 of its 288 bytes in every token's dictionary of values and
    /// every resolved layer (330,002 Android colours: `scripts/scale-inputs.py android`).
    private var rare: Rare?
    /// True when the source writes 8-digit hex alpha first (`#AARRGGBB`, Android resources), so that a
    /// suggested colour is written that way too (`SourceNotation`, `LightnessSearch.written`).
    public var hexAlphaFirst = false
    /// The colour components (`red`, `green`, `blue`, `white`) an asset catalog entry writes as bare JSON
    /// numbers (`"red" : 1`, a float 0…1) rather than strings (`"red" : "1"`, an 8-bit value 1/255), so
    /// that a new colour is written the same way (`ColorSetNotation`); empty for other formats.
    public var bareNumberComponents: Set<String> = []
    /// Other places the same text gives this value in the same appearance: a theme chosen by two rules
    /// (CSS `@media (prefers-color-scheme: dark) { :root }` and `:root[data-theme="dark"]`), where the
    /// later is `location`. A repair writes its change at each of them too.
    public var alsoWrittenAt: [SourceLocation] = []

    /// The colour as written: `writtenColor` when the audit mapped it, else `color`.
    public var colorAsWritten: Color { writtenColor ?? color }

    /// The value for messages: `source` as written, or for an alias the colour it resolves to and the alias
    /// (`#1b1d22, the value of {color.gray.1400}`), so a fix suggestion names a colour a designer can compare.
    public var describedSource: String {
        guard aliasOf != nil else { return source }
        let shown = colorAsWritten
        let text = shown.space == .srgb ? shown.cssString(preferHex: true) : shown.cssString()
        return "\(text), the value of \(source)"
    }

    /// `ColorValue.rare`: immutable, so a value holding one keeps value semantics; equal by contents.
    private final class Rare: Sendable, Hashable {
        let srgbFallback: Color?
        let writtenColor: Color?

        private init(srgbFallback: Color?, writtenColor: Color?) {
            self.srgbFallback = srgbFallback
            self.writtenColor = writtenColor
        }

        /// The two colours held apart, or `nil` when neither is set.
        static func make(srgbFallback: Color?, writtenColor: Color?) -> Rare? {
            srgbFallback == nil && writtenColor == nil
                ? nil : Rare(srgbFallback: srgbFallback, writtenColor: writtenColor)
        }

        static func == (a: Rare, b: Rare) -> Bool {
            a.srgbFallback == b.srgbFallback && a.writtenColor == b.writtenColor
        }

        func hash(into hasher: inout Hasher) {
            hasher.combine(srgbFallback)
            hasher.combine(writtenColor)
        }
    }

    /// Creates a value; see the properties for units and meaning.
    public init(
        color: Color, source: String, location: SourceLocation, aliasOf: String? = nil, srgbFallback: Color? = nil
    ) {
        self.color = color
        self.source = source
        self.location = location
        self.aliasOf = aliasOf
        rare = Rare.make(srgbFallback: srgbFallback, writtenColor: nil)
    }
}
