/// The style rules of progress bars and meters: HTML's `<progress>` ("the completion progress of a task")
/// and `<meter>` ("a scalar measurement within a known range") show no text of their own — what they draw
/// is a bar, whose value some engines fill with the element's `color` and others with the background of
/// a pseudo-element (`::-webkit-progress-value`, `::-moz-progress-bar`, `::-webkit-meter-optimum-value`).
/// So in their rules `color` is a fill, not text: `CSSStyleUse` counts it as a background, and
/// `CSSStyleRules` judges the pair it draws on the track as non-text (WCAG 2.2 SC 1.4.11, a graphical
/// object needed to understand the content) rather than as text.
enum CSSProgressBars {
    /// The elements that draw a bar.
    static let elements: Set<String> = ["progress", "meter"]

    /// Whether every selector of the list `selector` has a progress bar or meter (or one of its
    /// pseudo-elements) as its subject.
    static func isBar(_ selector: String) -> Bool {
        let selectors = CSSContainerEdges.topLevelSplit(selector.lowercased(), at: ",")
        return !selectors.isEmpty
            && selectors.allSatisfy { complex in
                guard let subject = CSSContainerEdges.compoundSelectors(complex).last else { return false }
                return CSSContainerEdges.parts(subject).element.map(elements.contains) == true
            }
    }
}
