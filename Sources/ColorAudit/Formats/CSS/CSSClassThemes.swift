import ColorScience

/// **Themes named by a class** beyond light and dark: a stylesheet that declares the same custom properties
/// under several class selectors (`.light`, `.coal`, `.navy`, `.sepia`: the body class a theme picker sets)
/// ships one theme per class. A class whose name says no appearance (`TokenThemeName`) would otherwise be
/// an unmapped rule (`CSSThemeContext.isUnmapped`), read only where nothing else gives a value.
///
/// A rule is a *theme class* when its selector is one class alone (`.coal`, also with `:root`, `html` or
/// `body`: `html.coal`), the class names no appearance, it is not mapped (`cssThemes:`), and its custom
/// properties — at least `minimumProperties` — are nearly the set of another such rule or of a rule the
/// reader already takes for a theme or the root (`.light`, `:root`): they share at least `minimumShare` of
/// the larger set. Rules of the same selector count as one.
///
/// Each theme class is read as the named theme of its class name, on the scheme its page background says
/// (`scheme(of:)`): dark when the relative luminance of its page background (`--bg`, `--background`,
/// `--page-bg`, `--canvas`…: `pageBackgroundWords`) is below middle grey (CIE L* 50, Y 0.1842), else light.
enum CSSClassThemes {
    /// The fewest custom properties a theme class declares.
    static let minimumProperties = 8
    /// The share of the larger set two rules' custom properties must have in common.
    static let minimumShare = 0.8

    /// The theme classes of `items` (top-level rules and those in `@media`, `@layer` blocks): selector text
    /// (`CSSThemeContext.selectorText`) → class name, for selectors `mapping` does not hold.
    static func classes(_ items: [CSSSyntax.Item], mapping: [String: Appearance]) -> [String: String] {
        var candidates: [String: (name: String, properties: Set<String>)] = [:]
        var recognised: [Set<String>] = []
        var pending = items[...]
        var nested: [CSSSyntax.Item] = []
        while true {
            guard let item = pending.popFirst() else {
                guard !nested.isEmpty else { break }
                pending = nested[...]
                nested = []
                continue
            }
            guard case .rule(let rule) = item, let block = rule.block else { continue }
            if let keyword = rule.atKeyword {
                if ["media", "layer", "supports", "scope"].contains(keyword) { nested += block }
                continue
            }
            let properties = Set(
                block.compactMap { item -> String? in
                    guard case .declaration(let declaration) = item, declaration.name.hasPrefix("--") else {
                        return nil
                    }
                    return declaration.name
                })
            guard !properties.isEmpty else { continue }
            let selectors = CSSThemeContext.split(rule.prelude)
            if selectors.count == 1, let name = themeClass(selectors[0]),
                mapping[CSSThemeContext.selectorText(selectors[0])] == nil
            {
                let key = CSSThemeContext.selectorText(selectors[0])
                candidates[key, default: (name, [])].properties.formUnion(properties)
            } else if selectors.allSatisfy({
                let scan = SelectorScan($0, mapping: mapping)
                return scan.appearance != nil || scan.isRoot
            }) {
                recognised.append(properties)
            }
        }
        func alike(_ a: Set<String>, _ b: Set<String>) -> Bool {
            Double(a.intersection(b).count) >= minimumShare * Double(max(a.count, b.count))
        }
        var result: [String: String] = [:]
        for (key, candidate) in candidates where candidate.properties.count >= minimumProperties {
            let others = candidates.filter { $0.key != key }.map(\.value.properties) + recognised
            if others.contains(where: { alike(candidate.properties, $0) }) { result[key] = candidate.name }
        }
        return result
    }

    /// The class of a selector that is one class alone, with `:root`, `html` or `body` at most (`.coal`,
    /// `html.coal`), when the class names no appearance and no component modifier; `nil` otherwise.
    static func themeClass(_ selector: [CSSSyntax.Component]) -> String? {
        var name: String?
        var index = 0
        while index < selector.count {
            guard case .token(let token) = selector[index] else { return nil }
            index += 1
            switch token.kind {
            case .delim("."):
                guard name == nil, index < selector.count, case .token(let next) = selector[index],
                    case .ident(let className) = next.kind
                else { return nil }
                name = className
                index += 1
            case .ident(let element) where ["html", "body"].contains(element.lowercased()):
                continue
            case .colon:
                guard index < selector.count, case .token(let next) = selector[index],
                    case .ident(let pseudo) = next.kind,
                    pseudo.lowercased() == "root"
                else { return nil }
                index += 1
            default:
                return nil
            }
        }
        guard let name, TokenThemeName.appearance(of: name) == nil, !SelectorScan.isModifier(name) else { return nil }
        return name
    }

    /// Words of a page background's name, besides `color`: `--bg`, `--background`, `--page-bg`,
    /// `--body-background`, `--canvas`.
    static let pageBackgroundWords: Set<String> = ["bg", "background", "page", "body", "canvas", "main", "base"]

    /// The scheme of `theme` in `tokens`: dark when the first page background (a name of only
    /// `pageBackgroundWords` and `color`, with `bg`, `background` or `canvas`) is opaque there and darker
    /// than middle grey; light otherwise.
    static func scheme(of theme: Appearance, tokens: [ColorToken]) -> Appearance.Scheme {
        for token in tokens {
            let words = RoleInference.splitWords(token.name).filter { $0 != "color" && $0 != "colour" }
            guard !words.isEmpty, words.allSatisfy(pageBackgroundWords.contains),
                words.contains(where: ["bg", "background", "canvas"].contains),
                let color = token.resolve(theme)?.value.color, color.isOpaque
            else { continue }
            return RelativeLuminance.of(color) < RelativeLuminance.middleGrey ? .dark : .light
        }
        return .light
    }
}
