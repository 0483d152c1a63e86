/// The style rules of highlight pseudo-elements (CSS Pseudo-Elements 4 §3): `::selection` (and the
/// prefixed `::-moz-selection`), `::target-text`, `::spelling-error`, `::grammar-error` and
/// `::highlight(name)` style a stretch of text, not a box — their `background-color` is painted behind the
/// highlighted text, and their `color` (when the rule sets one; otherwise the text keeps its own) is
/// that text's. So a highlight's background is the background of text, never a component judged against
/// the surfaces around it (WCAG 2.2 SC 1.4.11): `CSSStyleUse` counts it as `StylesheetUse.highlight`, a
/// colour so drawn only gets no role of its own (`PostImport`), and `CSSStyleRules` pairs the highlighted
/// text on it — the rule's own `color`, else the text colour of the rules around, else the page's
/// (`CSSRootRules`) — as text (SC 1.4.3), over the page's background when the highlight is translucent.
/// MDN (`::selection`, Accessibility): "ensure that the contrast ratio between the text and background
/// colors of the selection is high enough".
enum CSSHighlights {
    /// The highlight pseudo-elements, lowercase (`::highlight(` takes a name).
    static let pseudoElements: [String] = [
        "::selection", "::-moz-selection", "::target-text", "::spelling-error", "::grammar-error", "::highlight(",
    ]

    /// Whether every selector of the list `selector` has a highlight pseudo-element in its subject.
    static func isHighlight(_ selector: String) -> Bool {
        let lowered = selector.lowercased()
        guard pseudoElements.contains(where: lowered.contains) else { return false }
        let selectors = CSSContainerEdges.topLevelSplit(lowered, at: ",")
        return !selectors.isEmpty
            && selectors.allSatisfy { complex in
                guard let subject = CSSContainerEdges.compoundSelectors(complex).last else { return false }
                let bare = withoutAttributeSelectors(subject)
                return pseudoElements.contains(where: bare.contains)
            }
    }

    /// `compound` without its attribute selectors (`[title="::selection"]`): what an attribute selector
    /// holds is a name and a string to match (Selectors 4 §6), never a pseudo-element of the subject. A
    /// quoted string inside the brackets may hold `]`.
    static func withoutAttributeSelectors(_ compound: Substring) -> String {
        var result = ""
        var depth = 0
        var quote: Character?
        for character in compound {
            if let open = quote {
                if character == open { quote = nil }
                continue
            }
            if character == "[" {
                depth += 1
            } else if character == "]", depth > 0 {
                depth -= 1
            } else if depth > 0 {
                if character == "\"" || character == "'" { quote = character }
            } else {
                result.append(character)
            }
        }
        return result
    }
}
