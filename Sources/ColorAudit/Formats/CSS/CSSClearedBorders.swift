import Foundation

/// Borders and outlines a state of the same element takes away: the pairs of a border colour on the
/// background of a state that makes that border transparent are never drawn. typedoc's search field
/// (TypeStrong/typedoc `static/style.css`) has an accent border at rest, and in the state that gives it
/// the active background the border turns transparent:
///
/// ```css
/// #tsd-search-input { border: 2px solid var(--color-accent); background-color: transparent; }
/// #tsd-search-input:focus-visible {
///     background-color: var(--color-background-active);
///     border-color: transparent;
/// }
/// ```
///
/// so `--color-accent` is not drawn on `--color-background-active` by this element. A pair formed from
/// roles (`PairSequence`: a border on every general surface) is left out when a rule shows that
/// the border is cleared where that background is drawn and no rule of the stylesheet draws the two
/// together (`CSSStyleRules`); declared pairs and pair rules are never left out.
///
/// Read from the parsed CSS (`CSSSyntax`), each selector of a list on its own, CSS Nesting's `&`
/// replaced (`CSSStyleRules.nestedSelector`) and at-rules passed through:
/// - **Rest.** A selector's rules that set a border or outline side (`border`, `border-color`,
///   `border-top`…, `outline`, `outline-color`: `CSSStyleRules.nonTextProperties`) to a palette colour.
/// - **State.** The same selector with a state added to its last compound and no combinator after it —
///   `S:focus`, `S:focus-visible`, `S:hover`, `S:active`, `S.active`, `S[aria-selected=true]`; not a
///   pseudo-element (`S::placeholder` is another box) — whose rules set the background to a palette colour
///   and clear that side: `transparent`, `none`, `hidden` or `0` with no palette colour
///   (`border-color: transparent`, `border: none`, `outline: 0`). Clearing `border` or
///   `border-color` clears every border side; a later declaration of a side in the state's rules gives it
///   back.
///
/// Time grows with the rules and the length of their selectors (each state selector looks up its
/// prefixes), never with their product.
struct CSSClearedBorders {
    /// The rules' reading of values (`CSSStyleRules.drawn`) and the file, for reasons.
    let rules: CSSStyleRules

    /// What one selector's rules set, in file order.
    private struct Facts {
        /// The last background set to a palette colour.
        var background: String?
        /// Border and outline sides set to a palette colour, with the line of the declaring rule.
        var coloured: [String: (colour: String, line: Int)] = [:]
        /// Sides cleared (`transparent`, `none`, `0`).
        var cleared: Set<String> = []
        /// The line of the first rule that cleared a side.
        var clearedLine: Int?
    }

    /// Keywords and values that leave a border undrawn.
    static let clearingKeywords: Set<String> = ["transparent", "none", "hidden"]

    /// The pairs never drawn (see the type): foreground, the cleared border's colour; background, the
    /// state's; `formedBy` the reason, `location` the state's rule. In the order the states appear.
    func pairs(_ items: [CSSSyntax.Item]) -> [PairDeclaration] {
        var facts: [String: Facts] = [:]
        var order: [String] = []
        var pending: [(items: [CSSSyntax.Item], selector: String?, line: Int)] = [(items, nil, 1)]
        while let (list, selector, line) = pending.popLast() {
            var nested: [(items: [CSSSyntax.Item], selector: String?, line: Int)] = []
            let parts = selector.map { CSSContainerEdges.topLevelSplit($0, at: ",").map(String.init) } ?? []
            for item in list {
                switch item {
                case .declaration(let declaration):
                    guard !parts.isEmpty, !declaration.name.hasPrefix("--") else { continue }
                    let property = declaration.name.lowercased()
                    let isBackground = CSSStyleRules.backgroundProperties.contains(property)
                    guard isBackground || CSSStyleRules.nonTextProperties.contains(property) else { continue }
                    let drawn = rules.drawn(declaration.value)
                    let clears = drawn.name == nil && Self.clears(declaration.value)
                    for part in parts {
                        if facts[part] == nil { order.append(part) }
                        var fact = facts[part] ?? Facts()
                        if isBackground {
                            if let name = drawn.name { fact.background = name }
                        } else {
                            let side = CSSStyleRules.side(of: property)
                            for covered in Self.sides(coveredBy: side, in: fact) {
                                fact.coloured[covered] = nil
                                fact.cleared.remove(covered)
                            }
                            if let name = drawn.name {
                                fact.coloured[side] = (name, line)
                            } else if clears {
                                fact.cleared.insert(side)
                                if fact.clearedLine == nil { fact.clearedLine = line }
                            }
                        }
                        facts[part] = fact
                    }
                case .rule(let rule):
                    guard let block = rule.block else { continue }
                    if let keyword = rule.atKeyword {
                        guard !CSSStyleRules.inertAtRules.contains(keyword) else { continue }
                        nested.append((block, selector, line))
                    } else {
                        let text = CSSStyleRules.selectorText(rule.prelude)
                        nested.append((block, Self.nested(text, in: selector), rule.mark.line))
                    }
                }
            }
            pending += nested.reversed()
        }
        let fileName = rules.path.split(separator: "/").last.map(String.init) ?? rules.path
        var result: [PairDeclaration] = []
        var seen = Set<[String]>()
        for state in order {
            guard let fact = facts[state], let background = fact.background, !fact.cleared.isEmpty,
                let line = fact.clearedLine
            else { continue }
            for rest in Self.restSelectors(of: state) {
                guard let base = facts[rest] else { continue }
                for (side, drawn) in base.coloured.sorted(by: { $0.key < $1.key })
                where Self.isCleared(side, by: fact.cleared) && drawn.colour != background
                    && seen.insert([drawn.colour, background]).inserted
                {
                    var pair = PairDeclaration(
                        foreground: drawn.colour, background: background, usage: .ui,
                        location: SourceLocation(file: rules.path, line: line, column: 1))
                    pair.formedBy =
                        "stylesheet: the \(side) of \(CSSStyleRules.shortened(rest)) (\(fileName):\(drawn.line)) "
                        + "is cleared in \(CSSStyleRules.shortened(state)) (\(fileName):\(line)), "
                        + "where \(background) is drawn"
                    result.append(pair)
                }
            }
        }
        return result
    }

    /// A nested rule's selector list in full: each selector of the list nested in each of the outer
    /// list's (`CSSStyleRules.nestedSelector`).
    static func nested(_ selector: String, in outer: String?) -> String {
        guard let outer else { return selector }
        let outers = CSSContainerEdges.topLevelSplit(outer, at: ",").map(String.init)
        let inners = CSSContainerEdges.topLevelSplit(selector, at: ",").map(String.init)
        return outers.flatMap { o in inners.map { CSSStyleRules.nestedSelector($0, in: o) } }
            .joined(separator: ", ")
    }

    /// Whether a declaration's value leaves its border undrawn: a clearing keyword or `0`, and no
    /// other colour.
    static func clears(_ value: [CSSSyntax.Component]) -> Bool {
        var clearing = false
        for component in value where !component.isWhitespace {
            guard case .token(let token) = component else { return false }
            switch token.kind {
            case .ident(let word):
                if clearingKeywords.contains(word.lowercased()) { clearing = true }
            case .number(let number):
                if number == 0 { clearing = true }
            case .dimension(let number, _):
                if number == 0 { clearing = true }
            case .hash:
                return false
            default:
                continue
            }
        }
        return clearing
    }

    /// The sides of `fact` that a declaration of `side` replaces: `border` and `border-color` every
    /// border side, others themselves.
    private static func sides(coveredBy side: String, in fact: Facts) -> [String] {
        guard side == "border" else { return [side] }
        return (Array(fact.coloured.keys) + Array(fact.cleared)).filter { $0.hasPrefix("border") }
    }

    /// Whether rest side `side` is cleared by the state's cleared sides.
    static func isCleared(_ side: String, by cleared: Set<String>) -> Bool {
        cleared.contains(side) || (side.hasPrefix("border") && cleared.contains("border"))
    }

    /// The selectors `state` adds a state to: each prefix of it that ends where a pseudo-class, class or
    /// attribute selector of its last compound starts (`#a.b:focus` → `#a.b`, `#a`), when what follows
    /// holds no combinator and no pseudo-element.
    static func restSelectors(of state: String) -> [String] {
        var result: [String] = []
        var depth = 0
        var index = state.endIndex
        while index > state.startIndex {
            index = state.index(before: index)
            let character = state[index]
            if character == ")" || character == "]" {
                depth += 1
                continue
            }
            if character == "(" || character == "[" {
                depth -= 1
                if character == "[", depth == 0, index > state.startIndex {
                    result.append(String(state[..<index]))
                }
                continue
            }
            guard depth == 0 else { continue }
            if character == " " || character == ">" || character == "+" || character == "~" { break }
            if character == ":" || character == "." {
                guard index > state.startIndex else { break }
                let before = state[state.index(before: index)]
                if character == ":" && before == ":" { return [] }
                if character == ":" && state[state.index(after: index)...].hasPrefix(":") { return [] }
                let prefix = String(state[..<index])
                if before != " " && before != ">" && before != "+" && before != "~" { result.append(prefix) }
            }
        }
        return result
    }
}
