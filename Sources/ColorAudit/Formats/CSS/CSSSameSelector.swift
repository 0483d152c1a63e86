import Foundation

/// The text colour and background that other rules give the same element (CSS Cascade 4 §6: every
/// declaration that applies to an element takes part in its cascade, whichever rule holds it; of two with
/// the same selector, hence the same specificity, the later in the file wins). Simple.css gives `pre` its
/// background in `aside, details, pre, progress { background-color: var(--accent-bg) }` and its colour in a
/// later `pre { color: var(--preformatted) }`: `pre` draws `--preformatted` on `--accent-bg`.
///
/// Read per selector of a list (`.a, .b` is `.a` and `.b`), the nested ones in full (CSS Nesting): the
/// last `color` and the last background (`CSSStyleRules.backgroundProperties`) each selector is given,
/// at the top level or inside at-rules. A rule looks up what its own at-rules and the top level give:
/// `@media print { pre {…} }` does not style `pre` on the screen. A selector that is an element's state
/// (`.tag:hover`) or a part of it (`input::placeholder`, `li::marker`) matches only elements that the
/// selector without its pseudo-classes and pseudo-elements (`.tag`, `input`) matches as well, so when
/// the selector itself is given nothing, that one's colours are the element's (Selectors 4 §3.6: a
/// pseudo-element's box is inside its originating element, on its background). A colour that is no
/// palette colour (a literal, a gradient) is remembered as such: it hides an earlier palette colour.
///
/// One pass over the rules keeps, per selector and at-rules, the last declaration; a lookup reads one
/// entry per at-rule around the rule. Time and memory grow with the rules and their selectors.
struct CSSSameSelector {
    /// One declaration of a selector: in which at-rules (`scope`), where, and what it draws.
    struct Entry {
        /// Its place in the file (rules in file order).
        var order: Int
        /// The at-rules around the declaration, outermost first, each written `@` + its name (lowercase) +
        /// a space + its prelude (white space collapsed) + `;`; "" at the top level. In
        /// `@media (prefers-color-scheme: dark) { @supports (color: red) { pre { color: var(--x) } } }` it is
        /// `@media (prefers-color-scheme: dark);@supports (color: red);`. A rule sees the entries of its own
        /// scope and of each chain that begins it (here "", `@media (prefers-color-scheme: dark);` and the
        /// whole), not those of other at-rules. Inert at-rules (`@keyframes`, `@font-face`,
        /// `CSSStyleRules.inertAtRules`) are never entered.
        var scope: String
        /// What the declaration draws: a palette colour, or a colour that is none (a literal, a gradient).
        var drawn: CSSStyleRules.Drawn
        /// Where the rule holding the declaration starts (its selector), or the at-rule nested in a style
        /// rule that holds it (`pre { @media print { color: … } }`: at `@media`); a reason names its line
        /// ("with what pre sets (style.css:12, the cascade)", `CSSStyleRules.sameSelectorReason`).
        var mark: SourceMark
        /// The selector list of that rule, white space collapsed, a nested one in full (CSS Nesting:
        /// `.card { & .title {…} }` gives `.card .title`): `aside, details, pre, progress`. The entry is kept
        /// under each selector of the list; a reason quotes the list (cut to 60 characters).
        var rule: String
    }

    /// The last `color` declaration of each selector, by the at-rules it is in (`scope`).
    private(set) var texts: [String: [String: Entry]] = [:]
    /// The last background declaration of each selector, by the at-rules it is in.
    private(set) var backgrounds: [String: [String: Entry]] = [:]

    /// Reads `items` with `rules` (for the palette's colours and the properties).
    init(_ items: [CSSSyntax.Item], rules: CSSStyleRules) {
        // As `CSSStyleRules.pairs` reads them: a component's rule that redefines a custom property makes
        // its `var()`s there and in its nested rules no palette colour.
        typealias Pending = (
            items: [CSSSyntax.Item], selector: String?, scope: String, mark: SourceMark, isComponent: Bool,
            locals: Set<String>
        )
        var pending: [Pending] = [(items, nil, "", SourceMark(line: 1, column: 1), false, [])]
        var order = 0
        while let (list, selector, scope, mark, isComponent, outerLocals) = pending.popLast() {
            var nested: [Pending] = []
            var locals = outerLocals
            if isComponent {
                for case .declaration(let declaration) in list where declaration.name.hasPrefix("--") {
                    locals.insert(declaration.name)
                }
            }
            var text: CSSStyleRules.Drawn?
            var background: CSSStyleRules.Drawn?
            for item in list {
                switch item {
                case .declaration(let declaration):
                    guard selector != nil, !declaration.name.hasPrefix("--") else { continue }
                    let property = declaration.name.lowercased()
                    if CSSStyleRules.textProperties.contains(property) {
                        text = rules.drawn(declaration.value, locals: locals)
                    } else if CSSStyleRules.backgroundProperties.contains(property) {
                        background = rules.drawn(declaration.value, locals: locals)
                    }
                case .rule(let rule):
                    guard let block = rule.block else { continue }
                    if let keyword = rule.atKeyword {
                        guard !CSSStyleRules.inertAtRules.contains(keyword) else { continue }
                        let inner = scope + "@" + keyword + " " + CSSStyleRules.selectorText(rule.prelude) + ";"
                        nested.append((block, selector, inner, rule.mark, false, locals))
                    } else {
                        let full = CSSStyleRules.nestedSelector(CSSStyleRules.selectorText(rule.prelude), in: selector)
                        let theme = CSSThemeContext().entering(selector: rule.prelude, mapping: rules.selectorThemes)
                        nested.append((block, full, scope, rule.mark, theme?.isUnmapped ?? true, locals))
                    }
                }
            }
            order += 1
            if let selector, text != nil || background != nil {
                for single in Self.selectors(selector) {
                    if let text {
                        texts[single, default: [:]][scope] = Entry(
                            order: order, scope: scope, drawn: text, mark: mark, rule: selector)
                    }
                    if let background {
                        backgrounds[single, default: [:]][scope] = Entry(
                            order: order, scope: scope, drawn: background, mark: mark, rule: selector)
                    }
                }
            }
            pending += nested.reversed()
        }
    }

    /// The selectors of a list, white space collapsed (`.a, .b` → `.a`, `.b`).
    static func selectors(_ list: String) -> [String] {
        CSSContainerEdges.topLevelSplit(list, at: ",").map(String.init)
    }

    /// `selector` without the pseudo-classes and pseudo-elements of its last compound (`.tag:hover` →
    /// `.tag`, `input::placeholder` → `input`), `nil` when it has none or nothing is left; what a
    /// functional pseudo-class holds (`:not(.a)`) goes with it.
    static func originating(_ selector: String) -> String? {
        let compounds = CSSContainerEdges.compoundSelectors(selector[...])
        guard let last = compounds.last else { return nil }
        var depth = 0
        var cut: String.Index?
        var index = last.startIndex
        while index < last.endIndex {
            let character = last[index]
            if character == "(" || character == "[" {
                depth += 1
            } else if character == ")" || character == "]" {
                depth = max(0, depth - 1)
            } else if character == ":", depth == 0 {
                cut = index
                break
            }
            index = last.index(after: index)
        }
        guard let cut, cut > last.startIndex else { return nil }
        let head = selector[..<last.startIndex] + last[..<cut]
        return head.trimmingCharacters(in: .whitespaces)
    }

    /// The last background `selector` is given that a rule in `scope` sees (see the type): the
    /// selector's own, else its originating element's, else its nearest ancestor's that the selector
    /// names (`.card .title` is inside a `.card`, on its background: CSS 2.2 §14.2, a box's transparent
    /// background shows what is behind it).
    func background(of selector: String, in scope: String) -> Entry? {
        var candidate: String? = selector
        while let current = candidate {
            if let found = Self.last(backgrounds, current, scope) { return found }
            candidate = Self.ancestor(current)
        }
        return nil
    }

    /// The selector of the nearest ancestor `selector` names: what stands before its last descendant or
    /// child combinator (`.card > .title` → `.card`); for a sibling combinator, that sibling's ancestor
    /// (`.a .b + .c` → `.a`); `nil` for a single compound.
    static func ancestor(_ selector: String) -> String? {
        var current = selector.trimmingCharacters(in: .whitespaces)
        while true {
            let pieces = CSSContainerEdges.pieces(of: current[...], splitAt: { " >+~".contains($0) })
            guard let last = pieces.last(where: { !$0.isEmpty }), last.startIndex > current.startIndex else {
                return nil
            }
            let before = current[..<last.startIndex]
            let combinator = before.last(where: { !$0.isWhitespace })
            let head = before.trimmingCharacters(in: .whitespaces.union(CharacterSet(charactersIn: ">+~")))
            guard !head.isEmpty else { return nil }
            if combinator == "+" || combinator == "~" {
                current = head
                continue
            }
            return head
        }
    }

    /// The last text colour `selector` is given that a rule in `scope` sees (see `background`).
    func text(of selector: String, in scope: String) -> Entry? {
        Self.last(texts, selector, scope)
    }

    /// The latest entry of `selector` (else of its originating element's) in `scope` or an at-rule
    /// around it: one lookup per at-rule `scope` is in, whatever the number of rules.
    private static func last(_ table: [String: [String: Entry]], _ selector: String, _ scope: String) -> Entry? {
        var scopes = [""]
        var index = scope.startIndex
        while let end = scope[index...].firstIndex(of: ";") {
            scopes.append(String(scope[...end]))
            index = scope.index(after: end)
        }
        var candidate: String? = selector
        while let current = candidate {
            if let byScope = table[current] {
                let found = scopes.compactMap { byScope[$0] }.max { $0.order < $1.order }
                if let found { return found }
            }
            candidate = originating(current)
        }
        return nil
    }
}
