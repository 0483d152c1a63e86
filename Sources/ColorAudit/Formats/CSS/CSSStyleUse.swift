import ColorScience

/// How the style rules of a stylesheet use its colour custom properties (`StylesheetUse`): every
/// `var(--name)` in a declaration's value (inside functions and fallbacks too) counts for the
/// declaration's property — `color` and `-webkit-text-fill-color` as text, `background` and
/// `background-color` as background, the border and outline properties of `CSSStyleRules` as boundary,
/// `text-decoration-color` and `text-emphasis-color` as decoration, any other standard property as
/// graphic. A border or outline in the rule of a container whose edge identifies no component (a table
/// part, `hr`, `blockquote`, a panel, card, divider or toolbar: `CSSContainerEdges`) is an edge, not a
/// boundary; `color` in the rule of a progress bar or meter is the fill of its bar, a background
/// (`CSSProgressBars`). A background in the rule of a highlight pseudo-element (`::selection`,
/// `CSSHighlights`) is a highlight, the background of the highlighted text, not a background of its own;
/// one in the root element's rule (`:root`, `html`, `body`: `CSSRootRules`) is also the canvas, the page.
/// A custom property's value (in any rule, `:root` included) passes on the uses of the property
/// it is assigned to (but `canvas`, which only the property the root's rule names is): Pico's `a { --pico-underline: var(--pico-primary-underline) }` with
/// `text-decoration-color: var(--pico-underline)` uses `--pico-primary-underline` as decoration. Only
/// when that property is drawn by no rule of the stylesheet (or the assignments loop) is the use
/// indirect: unknown. Declarations outside a style rule draw nothing and are not read.
///
/// One pass over the rules and, per declaration, over its component values, then one walk of the
/// assignments (explicit stacks, no call recursion): time and memory grow with the stylesheet.
enum CSSStyleUse {
    /// Properties whose colour is the text's.
    static let textProperties: Set<String> = ["color", "-webkit-text-fill-color"]

    /// Properties whose colour marks text that its own colour already carries (CSS Text Decoration 3).
    static let decorationProperties: Set<String> = ["text-decoration-color", "text-emphasis-color"]

    /// The use of every custom property `items` reference, by name (with its `--`).
    static func uses(_ items: [CSSSyntax.Item]) -> [String: StylesheetUse] {
        var direct: [String: StylesheetUse] = [:]
        // For each custom property, the custom properties whose values name it.
        var assignedTo: [String: Set<String>] = [:]
        // The selector of the style rule around (nested rules in full), `nil` outside style rules.
        var pending: [(items: [CSSSyntax.Item], selector: String?)] = [(items, nil)]
        // Whether a selector is a container's, once per selector.
        var containers: [String: Bool] = [:]
        // Whether a selector is a progress bar's, once per selector.
        var bars: [String: Bool] = [:]
        // What a background is in a selector's rule (a highlight, the canvas too, or a background), once
        // per selector.
        var backgrounds: [String: StylesheetUse] = [:]
        while let (list, selector) = pending.popLast() {
            for item in list {
                switch item {
                case .rule(let rule):
                    guard let block = rule.block else { continue }
                    if let keyword = rule.atKeyword {
                        guard !CSSStyleRules.inertAtRules.contains(keyword) else { continue }
                        pending.append((block, selector))
                    } else {
                        let own = CSSStyleRules.selectorText(rule.prelude)
                        pending.append((block, CSSStyleRules.nestedSelector(own, in: selector)))
                    }
                case .declaration(let declaration):
                    if declaration.name.hasPrefix("--") {
                        for name in references(declaration.value) {
                            assignedTo[name, default: []].insert(declaration.name)
                        }
                    } else {
                        guard let selector else { continue }
                        var use = Self.use(of: declaration.name.lowercased())
                        if use == .boundary {
                            let isContainer = containers[selector] ?? CSSContainerEdges.isContainer(selector)
                            containers[selector] = isContainer
                            if isContainer { use = .edge }
                        } else if use == .text {
                            let isBar = bars[selector] ?? CSSProgressBars.isBar(selector)
                            bars[selector] = isBar
                            if isBar { use = .background }
                        } else if use == .background {
                            let drawn = backgrounds[selector] ?? Self.background(in: selector)
                            backgrounds[selector] = drawn
                            use = drawn
                        }
                        for name in references(declaration.value) { direct[name, default: []].insert(use) }
                    }
                }
            }
        }
        return followingAssignments(direct: direct, assignedTo: assignedTo)
    }

    /// Each property's direct uses plus, for every property its value is assigned to, that property's
    /// uses (`indirect` when it has none, or when the assignments loop back).
    static func followingAssignments(direct: [String: StylesheetUse], assignedTo: [String: Set<String>])
        -> [String: StylesheetUse]
    {
        enum Visit {
            case open
            case done(StylesheetUse)
        }
        var visits: [String: Visit] = [:]
        for start in Set(direct.keys).union(assignedTo.keys) where visits[start] == nil {
            // Depth-first, post-order: a property is resolved after every property it is assigned to.
            var stack: [(name: String, expanded: Bool)] = [(start, false)]
            while let (name, expanded) = stack.popLast() {
                let targets = assignedTo[name, default: []].sorted()
                if expanded {
                    var use = direct[name] ?? []
                    for target in targets {
                        if case .done(let targetUse) = visits[target], !targetUse.isEmpty {
                            use.formUnion(targetUse.subtracting(.canvas))
                        } else {
                            use.insert(.indirect)
                        }
                    }
                    visits[name] = .done(use)
                    continue
                }
                guard visits[name] == nil else { continue }
                visits[name] = .open
                stack.append((name, true))
                for target in targets where visits[target] == nil { stack.append((target, false)) }
            }
        }
        return visits.compactMapValues { visit in
            guard case .done(let use) = visit, !use.isEmpty else { return nil }
            return use
        }
    }

    /// What a standard property's colour is used for.
    static func use(of property: String) -> StylesheetUse {
        if textProperties.contains(property) { return .text }
        if decorationProperties.contains(property) { return .decoration }
        if CSSStyleRules.backgroundProperties.contains(property) { return .background }
        if CSSStyleRules.nonTextProperties.contains(property) { return .boundary }
        return .graphic
    }

    /// What a background in the rule of `selector` is: a highlight (`CSSHighlights`), the canvas
    /// (`CSSRootRules`, with `background`) or a background.
    static func background(in selector: String) -> StylesheetUse {
        if CSSHighlights.isHighlight(selector) { return .highlight }
        return CSSRootRules.isRoot(selector) ? [.background, .canvas] : .background
    }

    /// The custom properties every `var()` of `value` names, fallbacks included.
    static func references(_ value: [CSSSyntax.Component]) -> [String] {
        var names: [String] = []
        var pending: [ArraySlice<CSSSyntax.Component>] = [value[...]]
        while let components = pending.popLast() {
            for component in components {
                switch component {
                case .token: continue
                case .block(_, let contents, _): pending.append(contents[...])
                case .function(let name, let arguments, _):
                    if name.lowercased() == "var",
                        let first = arguments.first(where: { !$0.isWhitespace }),
                        case .token(let token) = first, case .ident(let property) = token.kind, property.hasPrefix("--")
                    {
                        names.append(property)
                    }
                    pending.append(arguments[...])
                }
            }
        }
        return names
    }
}
