/// The style rules of a scrollbar's thumb (`::-webkit-scrollbar-thumb`): the thumb is the graphic, its
/// `background` what is drawn and the track (`::-webkit-scrollbar-track`) what it is drawn on. A border
/// in such a rule insets the thumb in the track's colour (typedoc's `border: 0.25rem solid
/// var(--color-icon-background)` around `background-color: var(--color-accent)`), so `CSSStyleRules` pairs
/// the thumb's background as the non-text foreground (WCAG 2.2 SC 1.4.11) on the border's colour, not the
/// border on the thumb.
enum CSSScrollbars {
    /// The thumb's pseudo-element.
    static let thumb = "::-webkit-scrollbar-thumb"

    /// Whether every selector of the list `selector` has a scrollbar thumb as its subject.
    static func isThumb(_ selector: String) -> Bool {
        let selectors = CSSContainerEdges.topLevelSplit(selector.lowercased(), at: ",")
        return !selectors.isEmpty
            && selectors.allSatisfy { complex in
                guard let subject = CSSContainerEdges.compoundSelectors(complex).last else { return false }
                return subject.contains(thumb)
            }
    }
}
