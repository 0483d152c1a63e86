import ColorScience

/// How the style rules of a stylesheet use its colour custom properties (`StylesheetUse`): every
/// `var(--name)` in a declaration's value (inside functions and fallbacks too) counts for the
/// declaration's property — `color` and `-webkit-text-fill-color` as text, `background` and
/// `background-color` as background, the border and outline properties of `CSSStyleRules` as boundary,
/// any other standard property as graphic, a custom property's value (in any rule, `:root` included) as
/// indirect. Declarations outside a style rule draw nothing and are not read.
///
/// One pass over the rules and, per declaration, over its component values (an explicit stack, no call
/// recursion): time and memory grow with the stylesheet.
enum CSSStyleUse {
    /// Properties whose colour is the text's.
    static let textProperties: Set<String> = ["color", "-webkit-text-fill-color"]

    /// The use of every custom property `items` reference, by name (with its `--`).
    static func uses(_ items: [CSSSyntax.Item]) -> [String: StylesheetUse] {
        var result: [String: StylesheetUse] = [:]
        var pending: [(items: [CSSSyntax.Item], inRule: Bool)] = [(items, false)]
        while let (list, inRule) = pending.popLast() {
            for item in list {
                switch item {
                case .rule(let rule):
                    guard let block = rule.block else { continue }
                    if let keyword = rule.atKeyword {
                        guard !CSSStyleRules.inertAtRules.contains(keyword) else { continue }
                        pending.append((block, inRule))
                    } else {
                        pending.append((block, true))
                    }
                case .declaration(let declaration):
                    let use: StylesheetUse
                    if declaration.name.hasPrefix("--") {
                        use = .indirect
                    } else {
                        guard inRule else { continue }
                        use = Self.use(of: declaration.name.lowercased())
                    }
                    for name in references(declaration.value) { result[name, default: []].insert(use) }
                }
            }
        }
        return result
    }

    /// What a standard property's colour is used for.
    static func use(of property: String) -> StylesheetUse {
        if textProperties.contains(property) { return .text }
        if CSSStyleRules.backgroundProperties.contains(property) { return .background }
        if CSSStyleRules.nonTextProperties.contains(property) { return .boundary }
        return .graphic
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
