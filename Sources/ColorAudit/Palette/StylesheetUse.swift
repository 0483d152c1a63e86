/// How a stylesheet's own style rules use a colour custom property, read from the declarations that
/// reference it (`CSSStyleUse`), or how an Android app's layouts, drawables and widget styles use a
/// colour or theme attribute (`AndroidLayoutUses`: `android:textColor` text, `android:background` and
/// `<solid>` background, `<stroke>` boundary, tints graphic). Lets the audit trust what is drawn over
/// what a name suggests (`PostImport`, rule 1).
public struct StylesheetUse: OptionSet, Sendable, Hashable {
    /// The uses as bits.
    public let rawValue: UInt16
    /// The uses whose bits `rawValue` holds.
    public init(rawValue: UInt16) { self.rawValue = rawValue }

    /// In a text colour: `color`, `-webkit-text-fill-color`.
    public static let text = StylesheetUse(rawValue: 1 << 0)
    /// In a background: `background`, `background-color`.
    public static let background = StylesheetUse(rawValue: 1 << 1)
    /// In a border or outline (WCAG 2.2 SC 1.4.11 boundaries) of an element that is no container's
    /// edge (`edge`).
    public static let boundary = StylesheetUse(rawValue: 1 << 2)
    /// In any other property: SVG `fill` and `stroke`, `scrollbar-color`, `box-shadow`, `caret-color`,
    /// `accent-color`…
    public static let graphic = StylesheetUse(rawValue: 1 << 3)
    /// In another custom property's value (`--link: var(--accent)`) that no rule draws: unknown.
    public static let indirect = StylesheetUse(rawValue: 1 << 4)
    /// In a decoration of text: `text-decoration-color`, `text-emphasis-color`.
    public static let decoration = StylesheetUse(rawValue: 1 << 5)
    /// In a border or outline of a container that identifies no component: a table part, `hr`,
    /// `blockquote`, a panel, card, divider or toolbar (`CSSContainerEdges`): decorative under WCAG 2.2
    /// SC 1.4.11, which judges what is "required to identify user interface components and states".
    public static let edge = StylesheetUse(rawValue: 1 << 6)
    /// In the background of a highlight pseudo-element (`::selection`, `::target-text`, `::highlight()`…:
    /// `CSSHighlights`): painted behind highlighted text, the background of that text, never a component of
    /// its own (`background` is not set for it).
    public static let highlight = StylesheetUse(rawValue: 1 << 7)
    /// In the background of the root element's rule (`:root`, `html`, `body`: `CSSRootRules`), directly,
    /// not through another custom property: the page (CSS 2.2 §14.2, the canvas's background). Set with
    /// `background`; not passed on through custom properties' values (`CSSStyleUse`).
    public static let canvas = StylesheetUse(rawValue: 1 << 8)
}
