/// The style rules of the root element, whose background is the page's: CSS 2.2 §14.2, "The background of
/// the root element becomes the background of the canvas", and for HTML a `body` background propagates
/// to it when the root has none. A rule is the root's when every selector of its list is one compound
/// selector (no combinator, no pseudo-element) that is `:root`, `:host`, `html` or `body`, possibly
/// qualified (`:root[data-theme=dark]`, `html.dark`) or wrapped in `:where()`/`:is()` (Pico's
/// `:where(:root), :where(:host)`). `CSSStyleUse` marks a colour such a rule draws as its background
/// `StylesheetUse.canvas` (the page, a surface even when other colours alias it, `PostImport`);
/// `CSSStyleRules` takes the page's text and background from these rules for the text a highlight
/// (`CSSHighlights`) sits under.
enum CSSRootRules {
    /// Elements that are the root or whose background becomes the canvas's.
    static let elements: Set<String> = ["html", "body"]

    /// Whether the selector list `selector` is the root's (see the type).
    static func isRoot(_ selector: String) -> Bool {
        let selectors = CSSContainerEdges.topLevelSplit(selector.lowercased(), at: ",")
        return !selectors.isEmpty && selectors.allSatisfy { isRootCompound($0) }
    }

    /// Whether one selector (no list) is a root compound, `:where()`/`:is()` unwrapped.
    private static func isRootCompound(_ complex: Substring) -> Bool {
        if let wrapper = [":where(", ":is("].first(where: { complex.hasPrefix($0) }), complex.hasSuffix(")") {
            let inner = complex.dropFirst(wrapper.count).dropLast()
            let parts = CSSContainerEdges.topLevelSplit(String(inner), at: ",")
            return !parts.isEmpty && parts.allSatisfy { isRootCompound($0) }
        }
        guard !complex.contains("::"), CSSContainerEdges.compoundSelectors(complex).count == 1 else { return false }
        if complex.hasPrefix(":root") || complex.hasPrefix(":host") { return true }
        return CSSContainerEdges.parts(complex).element.map(elements.contains) == true
    }
}
