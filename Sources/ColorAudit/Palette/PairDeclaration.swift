import ColorScience

/// A declared "what is drawn on what": a foreground on a background, optionally over a stack of
/// backdrop layers (bottom first), with its usage and text size.
public struct PairDeclaration: Sendable, Hashable {
    /// Name of the foreground token.
    public var foreground: String
    /// Name of the background token.
    public var background: String
    /// Names of the layers under the background, bottom first (for translucent backgrounds).
    public var backdrop: [String]
    /// Alternative backdrops (`over: [canvas, canvas-muted]`): the background is drawn over each of them
    /// in turn, and each alternative is checked and reported as a pair of its own
    /// (`alternatives`). Each entry is a stack of layer names, bottom first; empty when the pair has one
    /// backdrop (`backdrop`, possibly empty). A declaration never has both `over` and `backdrop`.
    public var over: [[String]]
    /// The appearances the pair is drawn in (`appearances: [light, dark]`), in canonical order; `nil` for
    /// every appearance of the palette. Never holds `any`.
    public var appearances: [Appearance]?
    /// What the pair draws.
    public var usage: Usage
    /// Text size as written: a number in `fontSizeUnit`, or in the platform's unit (pt on iOS, CSS px on
    /// the web and Android) when the unit is `nil`; `nil` = unknown. Rules read `fontSize(on:)`.
    public var fontSize: Double?
    /// The unit `fontSize` was written in (`17pt`, `1.25rem`); `nil` for a bare number.
    public var fontSizeUnit: FontSizeUnit?
    /// CSS-style numeric weight 100…900 (700 = bold); `nil` = regular.
    public var fontWeight: Double?
    /// For a `link` pair: the name of the body-text colour around the link, drawn on the same background
    /// (WCAG 2.2 SC 1.4.1, technique G183); `nil` otherwise.
    public var surroundingText: String?
    /// For a `link` pair: true when links carry a non-colour cue (an underline), so only their contrast
    /// against the background applies.
    public var underlined: Bool
    /// For a `focus` pair: the name of the colour the same control shows when it is not focused (its
    /// unfocused border), compared with the focus colour under WCAG 2.2 SC 2.4.13; `nil` when not declared.
    public var unfocused: String?
    /// Where the pair is declared.
    public var location: SourceLocation
    /// Why the pair is checked when ColorAudit formed it from roles (`PairFormation.Reason`, e.g.
    /// `convention: on-X is drawn on X`); `nil` for a declared pair.
    public var formedBy: String? = nil
    /// True for a pair a convention forms at its foreground token (a Radix scale's steps, `RadixScale`):
    /// its findings point at the foreground's value in the appearance judged, as those of pairs formed
    /// from roles do, not at `location` (the token's first value, of another appearance's file).
    public var locatedAtForeground = false

    /// Creates a pair declaration; see the properties for units.
    public init(
        foreground: String, background: String, backdrop: [String] = [], usage: Usage,
        fontSize: Double? = nil, fontSizeUnit: FontSizeUnit? = nil, fontWeight: Double? = nil,
        surroundingText: String? = nil, underlined: Bool = false,
        unfocused: String? = nil, over: [[String]] = [], appearances: [Appearance]? = nil,
        location: SourceLocation
    ) {
        self.foreground = foreground
        self.background = background
        self.backdrop = backdrop
        self.over = over
        self.appearances = appearances
        self.usage = usage
        self.fontSize = fontSize
        self.fontSizeUnit = fontSizeUnit
        self.fontWeight = fontWeight
        self.surroundingText = surroundingText
        self.underlined = underlined
        self.unfocused = unfocused
        self.location = location
    }

    /// Every colour name the pair uses: foreground, background, backdrop (bottom first), the
    /// alternative backdrops of `over` in order, then the surrounding text and the unfocused colour when
    /// declared.
    public var colorNames: [String] {
        [foreground, background] + backdrop + over.flatMap { $0 } + [surroundingText, unfocused].compactMap { $0 }
    }

    /// The pairs actually drawn: `self` when there is no `over`, else one declaration per alternative
    /// backdrop, in the order written, each with that stack as its `backdrop` and `over` empty (same
    /// location, usage and sizes). The audit evaluates these, so every alternative gets its own checks
    /// and findings, told apart by their tokens (the backdrop is among them).
    public var alternatives: [PairDeclaration] {
        guard !over.isEmpty else { return [self] }
        return over.map { stack in
            var alternative = self
            alternative.backdrop = stack
            alternative.over = []
            return alternative
        }
    }

    /// Whether the pair is drawn in `appearance`: always for `any` (a palette or pair that does not vary
    /// by appearance), else when `appearances` is `nil` or lists it.
    public func isDrawn(in appearance: Appearance) -> Bool {
        appearance == .any || (appearances?.contains(appearance) ?? true)
    }

    /// The text size in `platform`'s unit (pt on iOS, CSS px on the web and Android; `FontSizeUnit`
    /// converts), `nil` when not declared.
    public func fontSize(on platform: Platform) -> Double? {
        guard let fontSize else { return nil }
        return fontSizeUnit?.size(fontSize, on: platform) ?? fontSize
    }

    /// True when `fontWeight` is 600 or more (CSS "semibold" and heavier count as bold).
    public var isBold: Bool { (fontWeight ?? 400) >= 600 }
}
