import Foundation

/// The style rules whose borders are the edges of containers, not the boundaries of user interface
/// components: table cells and rows, thematic breaks (`hr`), block quotes, and the panels, cards,
/// dividers and toolbars a class or id names. WCAG 2.2 SC 1.4.11 (Non-text Contrast) asks 3:1 only of
/// "visual information required to identify user interface components and states"; a table rule, a
/// quote's bar, a panel's or a card's outline and a toolbar's bottom line identify none (Understanding
/// SC 1.4.11 keeps the 3:1 for the boundaries of controls such as text inputs, checkboxes and buttons).
/// Read by `CSSStyleUse` (a colour whose every border is such an edge is `StylesheetUse.edge`) and
/// `CSSStyleRules` (a pair a container's rule draws with its border is `decorative`).
///
/// A selector (a list: each of its selectors) is a container's when the last compound of every
/// selector of the list is a table part (`table`, `thead`, `tbody`, `tfoot`, `tr`, `th`, `td`,
/// `caption`), `hr` or `blockquote`, or has a class, id or custom element name with one of `words` (a
/// menu, dropdown or popover panel too); and
/// nothing in it names a control or a state — an element such as `input`, `select`, `textarea`,
/// `button`, `summary`, a `[role]`, `[type]` or `[aria-…]` attribute, `:focus`, `:checked`, `:invalid`…,
/// or a class word such as `selected`, `active`, `current`, `checked`, `focus`, `invalid` or `error` (a
/// selected card's border shows a state, which SC 1.4.11 judges). Examples: typedoc's
/// `.tsd-page-toolbar { border-bottom: … var(--color-accent) }`, `.tsd-typography th`, `th, td`.
enum CSSContainerEdges {
    /// Elements whose borders are containers' edges.
    static let elements: Set<String> = [
        "table", "thead", "tbody", "tfoot", "tr", "th", "td", "caption", "hr", "blockquote",
    ]

    /// Words of a class, id or custom element that names a container drawn with an edge.
    /// A menu, dropdown or popover is the panel a toggle opens: Bootstrap 5.3's `.dropdown-menu { border:
    /// var(--bs-dropdown-border-width) solid var(--bs-dropdown-border-color) }` (twbs/bootstrap
    /// `scss/_dropdown.scss`), its items identified by their text; the toggle (`.dropdown-toggle`, a
    /// `button`) is a control (`stateWords`, `controls`).
    static let words: Set<String> = [
        "panel", "card", "table", "divider", "separator", "toolbar", "blockquote", "menu", "dropdown", "popover",
    ]

    /// Elements that are controls: a selector naming one anywhere is a control's.
    static let controls: Set<String> = [
        "input", "select", "textarea", "button", "summary", "option", "progress", "meter", "details", "a",
        "label",
    ]

    /// Pseudo-classes and attributes that name a control or a state.
    static let stateMarkers: [String] = [
        "[role", "[type", "[aria-", "[contenteditable", "[tabindex", "[href", ":focus", ":checked", ":invalid",
        ":user-invalid", ":indeterminate", ":active", ":target", ":current", ":selected", ":open",
    ]

    /// Class words that name a state (`.card.selected`, `.panel-active`).
    static let stateWords: Set<String> = [
        "selected", "active", "current", "checked", "focus", "focused", "invalid", "error", "pressed", "open",
        "expanded", "input", "field", "button", "btn", "trigger", "control", "checkbox", "switch", "toggle", "radio",
        "range", "slider", "select", "textarea", "tab", "link", "item",
    ]

    /// Whether `selector` (a selector list, as `CSSStyleRules.selectorText` gives it) is a container's
    /// whose borders are decorative edges (see the type).
    static func isContainer(_ selector: String) -> Bool {
        let lowered = selector.lowercased()
        guard !stateMarkers.contains(where: lowered.contains) else { return false }
        let selectors = topLevelSplit(lowered, at: ",")
        guard !selectors.isEmpty else { return false }
        for complex in selectors {
            let compounds = compoundSelectors(complex)
            guard let subject = compounds.last else { return false }
            for compound in compounds {
                let (element, names) = parts(compound)
                if let element, controls.contains(element) { return false }
                if names.contains(where: { words(of: $0).contains(where: stateWords.contains) }) { return false }
            }
            let (element, names) = parts(subject)
            let named = names.contains { words(of: $0).contains(where: words.contains) }
            let customElement = element.map { $0.contains("-") && words(of: $0).contains(where: words.contains) }
            guard named || customElement == true || element.map(elements.contains) == true else { return false }
        }
        return true
    }

    /// The compound selectors of a complex selector (split at descendant, child and sibling
    /// combinators), outside brackets and parentheses.
    static func compoundSelectors(_ complex: Substring) -> [Substring] {
        pieces(of: complex, splitAt: { $0 == " " || $0 == ">" || $0 == "+" || $0 == "~" }).filter { !$0.isEmpty }
    }

    /// The element name (`nil` for `*`, `&` or none) and the class and id names of a compound
    /// selector; what pseudo-classes and attribute selectors hold is not read.
    static func parts(_ compound: Substring) -> (element: String?, names: [String]) {
        var element = ""
        var names: [String] = []
        var current: String?
        var depth = 0
        var readingElement = true
        for character in compound {
            if character == "(" || character == "[" {
                depth += 1
                readingElement = false
                if let name = current { names.append(name) }
                current = nil
                continue
            }
            if character == ")" || character == "]" {
                depth -= 1
                continue
            }
            guard depth == 0 else { continue }
            if character == "." || character == "#" {
                readingElement = false
                if let name = current { names.append(name) }
                current = ""
            } else if character == ":" {
                readingElement = false
                if let name = current { names.append(name) }
                current = nil
            } else if readingElement {
                element.append(character)
            } else if current != nil {
                current!.append(character)
            }
        }
        if let name = current { names.append(name) }
        let isElement = !element.isEmpty && element != "*" && !element.contains("&")
        return (isElement ? element : nil, names.filter { !$0.isEmpty })
    }

    /// A name's words: split at `-` and `_` (`tsd-page-toolbar` → tsd, page, toolbar).
    static func words(of name: String) -> [String] {
        name.split(whereSeparator: { $0 == "-" || $0 == "_" }).map(String.init)
    }

    /// `text` split at `separator` outside brackets and parentheses, pieces trimmed, empty ones dropped.
    static func topLevelSplit(_ text: String, at separator: Character) -> [Substring] {
        pieces(of: text[...], splitAt: { $0 == separator })
            .map { $0.trimmingCharacters(in: .whitespaces)[...] }.filter { !$0.isEmpty }
    }

    /// `text` split at every character `isSeparator` accepts outside brackets and parentheses; the
    /// pieces as they are, empty ones included.
    static func pieces(of text: Substring, splitAt isSeparator: (Character) -> Bool) -> [Substring] {
        var result: [Substring] = []
        var depth = 0
        var start = text.startIndex
        var index = text.startIndex
        while index < text.endIndex {
            let character = text[index]
            if character == "(" || character == "[" {
                depth += 1
            } else if character == ")" || character == "]" {
                depth -= 1
            } else if depth == 0, isSeparator(character) {
                result.append(text[start..<index])
                start = text.index(after: index)
            }
            index = text.index(after: index)
        }
        result.append(text[start...])
        return result
    }
}
