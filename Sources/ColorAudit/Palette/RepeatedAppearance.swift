/// An appearance of a palette whose colours are those of an appearance of another palette read before it:
/// the same names with the same values (`system.css`'s light `:root` beside `light.css`). It is judged
/// there, once, and left out of this palette's audit (`Palette.repeatedAppearances`, set at load by
/// `RepeatedAppearances`).
public struct RepeatedAppearance: Sendable, Hashable {
    /// The appearance of this palette.
    public var appearance: Appearance
    /// Where its colours are judged, as a note names it: `'themes/light.css'`, `'app.css' in light`.
    public var judgedIn: String

    /// Creates a repeat; see the properties.
    public init(appearance: Appearance, judgedIn: String) {
        self.appearance = appearance
        self.judgedIn = judgedIn
    }

    /// How a set of colours judged once where first met is said, in every format: "`what` is not audited
    /// again: it sets the same colours as `first`" (an Android theme beside the theme it copies, a theme
    /// file beside the files whose light and dark it repeats).
    public static func reason(_ what: String, sameAs first: String) -> String {
        "\(what) is not audited again: it sets the same colours as \(first)"
    }
}
