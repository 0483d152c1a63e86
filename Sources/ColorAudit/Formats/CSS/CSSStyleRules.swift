import ColorScience
import Foundation

/// The pairs a stylesheet's own style rules draw: a rule that sets both what is drawn and what it is
/// drawn on through colour custom properties — `.button { color: var(--a); background-color: var(--b) }`
/// — draws `--a` on `--b`, whatever the names say. Read from the parsed CSS (`CSSSyntax`):
///
/// - **Foregrounds.** `color` is text (usage `text`); `border-color`, `border`, `border-top`…,
///   `border-block-start-color`…, `outline` and `outline-color` are non-text (usage `ui`, WCAG 2.2 SC
///   1.4.11), judged against the background of the same rule. A rule whose selector says it is disabled
///   (`:disabled`, `[disabled]`, `.disabled`, `[aria-disabled=true]`) draws its pairs with usage
///   `disabled` (inactive components are exempt, SC 1.4.3 and 1.4.11). A border or outline drawn by the
///   rule of a container whose edge identifies no component (a table part, `hr`, `blockquote`, a panel,
///   card, divider or toolbar: `CSSContainerEdges`, typedoc's `.tsd-page-toolbar` bottom line) is
///   `decorative`, its reason saying so (`edgeReason`). The `color` of a progress bar or meter
///   (`CSSProgressBars`) fills its bar: its pair is non-text (`ui`), with `barReason`. A scrollbar
///   thumb's rule (`CSSScrollbars`) draws its background on its border's colour (`thumbReason`).
/// - **Highlights.** The background of a highlight pseudo-element (`::selection`, `::target-text`,
///   `::highlight()`: `CSSHighlights`) is painted behind the highlighted text: the rule draws its own
///   `color`, else the text colour of the rules around, else the page's — the last `color` of the root
///   element's rules (`:root`, `html`, `body`: `CSSRootRules`) — on it as text, with `highlightReason`,
///   over the page's background (the last background of those rules) when it is translucent. Pico's
///   `::selection { background-color: var(--pico-text-selection-color) }` draws `--pico-color` (from
///   `:where(:root) { color: var(--pico-color) }`) on `--pico-text-selection-color` over
///   `--pico-background-color`.
/// - **Backgrounds.** `background-color`, and `background` when its colour is a `var()`. What a rule does
///   not set, the same selector's other rules may (`CSSSameSelector`, the cascade: `pre { color: var(--b) }`
///   draws `--b` on the `--a` of an earlier `aside, pre { background: var(--a) }`), else the rules around
///   (nesting); a `color` that none of them gives a background is drawn on the page's (`CSSPageText`: the
///   root's background, only for colours with no surface of their own, its reason saying so).
/// - **Values.** The colour of a declaration is the first `var()` at its top level (not inside another
///   function such as a gradient) whose custom property is a colour of the palette (`var(--a, var(--b))`
///   is `--a`); a later declaration of the same property in the rule replaces an earlier one, as the
///   cascade does.
/// - **Nesting.** A nested rule (CSS Nesting; its selector shown in full, `&` replaced by the enclosing
///   one) inherits the text colour and the background of the rules around it (`.card { color: var(--text); &.selected { background: var(--selected) } }` draws `--text`
///   on `--selected`); a pair is drawn by the rule that sets one of its colours. At-rules (`@media`,
///   `@layer`, `@supports`, `@container`, `@scope`) pass their context through; `@keyframes`,
///   `@font-face`, `@property` and `@page` draw nothing.
/// - **Component variables.** A component's rule (neither a theme's nor the root's, `CSSThemeContext`)
///   that redefines a custom property — Pico's `button { --pico-background-color: var(--pico-primary-background) }`
///   — makes its `var()`s in that rule and its nested rules a colour of the component's own, not the
///   palette's: nothing is paired on them.
/// - **Once each.** A foreground, background and usage drawn by several rules is one pair, at its first
///   rule. Pairs of a colour on itself are left out.
///
/// Each pair carries the reason `stylesheet: drawn together in <selector> (<file>:<line>)`
/// (`PairDeclaration.formedBy`). Time and memory grow with the rules and declarations (one pass, each
/// declaration read once; at most one pair per foreground declaration), never with their product.
struct CSSStyleRules {
    /// The file, for locations.
    let path: String
    /// The palette's colour names: only `var()`s of these draw pairs.
    let colors: Set<String>
    /// The importer's extra selector → appearance mappings (`CSSImporter.selectorThemes`), to tell a
    /// theme's rule from a component's.
    var selectorThemes: [String: Appearance] = [:]

    /// The prefix of every reason (`formedBy`) of a stylesheet pair.
    static let reasonPrefix = "stylesheet: drawn together in "

    /// What the reason of a pair drawn as a container's edge adds.
    static let edgeReason = "; a container's edge, decorative (WCAG 1.4.11)"
    /// What the reason of a progress bar's or meter's `color` pair adds.
    static let barReason = "; a progress bar's value, non-text (WCAG 1.4.11)"
    /// What the reason of a scrollbar thumb's pair (`CSSScrollbars`) adds.
    static let thumbReason = "; a scrollbar thumb on its track (WCAG 1.4.11)"
    /// What the reason of a highlight's pair (highlighted text on its highlight) adds.
    static let highlightReason = "; highlighted text on its highlight (WCAG 1.4.3)"

    /// Properties giving the text colour.
    static let textProperties: Set<String> = ["color"]
    /// Properties giving the background colour.
    static let backgroundProperties: Set<String> = ["background-color", "background"]
    /// Properties giving a non-text colour drawn against the background (borders, outlines).
    static let nonTextProperties: Set<String> = {
        var names: Set<String> = ["border", "border-color", "outline", "outline-color"]
        for side in [
            "top", "right", "bottom", "left", "block", "inline", "block-start", "block-end", "inline-start",
            "inline-end",
        ] {
            names.insert("border-\(side)")
            names.insert("border-\(side)-color")
        }
        return names
    }()

    /// At-rules whose blocks hold no drawing style rules.
    static let inertAtRules: Set<String> = [
        "keyframes", "-webkit-keyframes", "font-face", "property", "page",
        "counter-style", "font-feature-values",
    ]

    /// What a declaration says of a colour.
    enum Drawn: Equatable {
        /// A palette colour.
        case colour(String)
        /// Nothing of its own: the enclosing rules' colour shows (`transparent`, `inherit`, `none`…).
        case inherited
        /// A colour that is no palette colour (a literal, a gradient, an image): nothing is paired on it.
        case unknown

        /// The palette colour's name, if any.
        var name: String? {
            if case .colour(let name) = self { return name }
            return nil
        }
    }

    /// Values that leave the colour of the rules around showing.
    static let inheritingKeywords: Set<String> = [
        "transparent", "none", "inherit", "initial", "unset", "revert", "revert-layer", "currentcolor",
    ]

    /// What the enclosing rules set.
    private struct Context {
        var text = Drawn.inherited
        var background = Drawn.inherited
        /// Custom properties a component's rule around redefines (`button { --background: …; }`): their
        /// `var()`s there are not the palette's colours.
        var locals: Set<String> = []
    }

    /// The pairs drawn by `items` (see the type), in the order of the rules.
    func pairs(_ items: [CSSSyntax.Item]) -> [PairDeclaration] {
        let fileName = path.split(separator: "/").last.map(String.init) ?? path
        let page = self.page(items)
        let sameSelector = CSSSameSelector(items, rules: self)
        var result: [PairDeclaration] = []
        var seen = Set<[String]>()
        // The pairs on the page's background that a colour's own surface may take back (`CSSPageText`), by
        // key and index; the text colours drawn on a background of their own.
        var onPageAt: [[String]: Int] = [:]
        var surfaced = Set<String>()
        // An explicit stack, so deep nesting costs no call stack (the parser bounds the depth anyway).
        var pending:
            [(
                items: [CSSSyntax.Item], context: Context, selector: String?, mark: SourceMark, isComponent: Bool,
                scope: String
            )] = [
                (items, Context(), nil, SourceMark(line: 1, column: 1), false, "")
            ]
        while let (list, outer, selector, mark, isComponent, scope) = pending.popLast() {
            var ownText = Drawn.inherited
            var ownBackground = Drawn.inherited
            var nonText: [String: Drawn] = [:]
            var nonTextOrder: [String] = []
            var nested:
                [(items: [CSSSyntax.Item], selector: String?, mark: SourceMark, isComponent: Bool, scope: String)] = []
            // A component's rule (neither a theme's nor the root's) that redefines a custom property makes
            // its `var()`s there and in its nested rules another colour than the palette's.
            var locals = outer.locals
            if isComponent {
                for case .declaration(let declaration) in list where declaration.name.hasPrefix("--") {
                    locals.insert(declaration.name)
                }
            }
            for item in list {
                switch item {
                case .declaration(let declaration):
                    // Only style rules draw; declarations at the top level or in an at-rule do not.
                    guard selector != nil, !declaration.name.hasPrefix("--") else { continue }
                    let property = declaration.name.lowercased()
                    let isText = Self.textProperties.contains(property)
                    let isBackground = Self.backgroundProperties.contains(property)
                    let isNonText = Self.nonTextProperties.contains(property)
                    guard isText || isBackground || isNonText else { continue }
                    let drawn = self.drawn(declaration.value, locals: locals)
                    if isText {
                        ownText = drawn
                    } else if isBackground {
                        ownBackground = drawn
                    } else {
                        let side = Self.side(of: property)
                        if nonText[side] == nil { nonTextOrder.append(side) }
                        nonText[side] = drawn
                    }
                case .rule(let rule):
                    guard let block = rule.block else { continue }
                    if let keyword = rule.atKeyword {
                        guard !Self.inertAtRules.contains(keyword) else { continue }
                        let inner = scope + "@" + keyword + " " + Self.selectorText(rule.prelude) + ";"
                        nested.append((block, selector, mark, false, inner))
                    } else {
                        let theme = CSSThemeContext().entering(selector: rule.prelude, mapping: selectorThemes)
                        nested.append(
                            (
                                block, Self.nestedSelector(Self.selectorText(rule.prelude), in: selector), rule.mark,
                                theme?.isUnmapped ?? true, scope
                            ))
                    }
                }
            }
            let text = ownText == .inherited ? outer.text : ownText
            let background = ownBackground == .inherited ? outer.background : ownBackground
            if let selector {
                let disabled = Self.isDisabled(selector)
                let edge = !nonTextOrder.isEmpty && CSSContainerEdges.isContainer(selector)
                func add(
                    _ drawn: Drawn, on surface: Drawn, _ drawnUsage: Usage, isBarFill: Bool = false,
                    isHighlight: Bool = false, isThumb: Bool = false, from other: CSSSameSelector.Entry? = nil,
                    onPage: Bool = false, byRoot: Bool = false, ownSurface: Bool = false
                ) {
                    let usage = disabled ? Usage.disabled : drawnUsage
                    guard case .colour(let drawnName) = drawn, let backgroundName = surface.name,
                        drawnName != backgroundName
                    else { return }
                    // A scrollbar thumb's background is what is drawn, on the colour its border insets it in.
                    let (foreground, onto) = isThumb ? (backgroundName, drawnName) : (drawnName, backgroundName)
                    let key = [foreground, onto, usage.rawValue]
                    if ownSurface { surfaced.insert(foreground) }
                    guard seen.insert(key).inserted else {
                        // Drawn on the same colour as the page's by a rule that sets it: kept.
                        if !onPage || byRoot { onPageAt[key] = nil }
                        return
                    }
                    if onPage, !byRoot { onPageAt[key] = result.count }
                    let location = SourceLocation(file: path, line: mark.line, column: mark.column)
                    var pair = PairDeclaration(
                        foreground: foreground, background: onto, usage: usage, location: location)
                    pair.formedBy =
                        Self.reasonPrefix + "\(Self.shortened(selector)) (\(fileName):\(location.line))"
                        + (other.map { Self.sameSelectorReason(Self.shortened($0.rule), "\(fileName):\($0.mark.line)") }
                            ?? "")
                        + (usage == .decorative ? Self.edgeReason : "") + (isBarFill ? Self.barReason : "")
                        + (isHighlight ? Self.highlightReason : "") + (isThumb ? Self.thumbReason : "")
                        + (onPage ? CSSPageText.reason : "")
                    if isHighlight, let canvas = page.background.name, canvas != backgroundName {
                        pair.backdrop = [canvas]
                    }
                    result.append(pair)
                }
                if ownBackground != .inherited, CSSHighlights.isHighlight(selector) {
                    // The highlighted text: the rule's own colour, else the text around, else the page's.
                    var highlighted = ownText
                    if highlighted == .inherited { highlighted = outer.text == .inherited ? page.text : outer.text }
                    add(highlighted, on: background, .text, isHighlight: true)
                } else if ownText != .inherited || ownBackground != .inherited {
                    // Text inherited from the rules around is drawn by this rule only when it sets the
                    // background. What the rule does not set, the same selector's other rules may
                    // (`CSSSameSelector`), before the rules around.
                    let bar = CSSProgressBars.isBar(selector)
                    for single in CSSSameSelector.selectors(selector) {
                        var drawnText = text
                        var surface = background
                        var other: CSSSameSelector.Entry?
                        if ownText == .inherited, let found = sameSelector.text(of: single, in: scope),
                            found.drawn != drawnText
                        {
                            drawnText = found.drawn
                            other = found
                        }
                        if ownBackground == .inherited,
                            let found = sameSelector.background(of: single, in: scope), found.drawn != surface
                        {
                            surface = found.drawn
                            other = found
                        }
                        // Nothing gives the element a background: the page's shows (`CSSPageText`).
                        var onPage = false
                        if surface == .inherited, ownText != .inherited, !bar, !CSSPageText.isFormControl(single),
                            page.background.name != nil
                        {
                            surface = page.background
                            onPage = true
                        }
                        add(
                            drawnText, on: surface, bar ? .ui : .text, isBarFill: bar, from: other, onPage: onPage,
                            byRoot: onPage && CSSRootRules.isRoot(single),
                            ownSurface: !bar && ownText != .inherited && ownBackground != .inherited)
                    }
                }
                let thumb = CSSScrollbars.isThumb(selector)
                for side in nonTextOrder {
                    add(nonText[side] ?? .inherited, on: background, edge ? .decorative : .ui, isThumb: thumb && !edge)
                }
            }
            let context = Context(text: text, background: background, locals: locals)
            // Nested rules in file order (the stack pops the last first).
            for entry in nested.reversed() {
                pending.append((entry.items, context, entry.selector, entry.mark, entry.isComponent, entry.scope))
            }
        }
        // A colour with a surface of its own keeps to it (`CSSPageText`).
        let dropped = Set(
            onPageAt.filter { key, _ in
                surfaced.contains(key[0]) || CSSPageText.hasOwnSurface(key[0], colors: colors)
            }.values)
        guard !dropped.isEmpty else { return result }
        return result.indices.filter { !dropped.contains($0) }.map { result[$0] }
    }

    /// What the reason of a pair adds when one of its colours comes from another rule of the same
    /// selector (`CSSSameSelector`): that rule and where it is.
    static func sameSelectorReason(_ rule: String, _ location: String) -> String {
        "; with what \(rule) sets (\(location), the cascade)"
    }

    /// The page's text colour and background: the last `color` and the last background that the root
    /// element's rules (`CSSRootRules`, inside at-rules and nested rules too) set to a palette colour.
    func page(_ items: [CSSSyntax.Item]) -> (text: Drawn, background: Drawn) {
        var text = Drawn.inherited
        var background = Drawn.inherited
        var pending: [(items: [CSSSyntax.Item], selector: String?)] = [(items, nil)]
        while let (list, selector) = pending.popLast() {
            let isRoot = selector.map(CSSRootRules.isRoot) ?? false
            // Nested rules after this rule's declarations, in file order (the stack pops the last first).
            var nested: [(items: [CSSSyntax.Item], selector: String?)] = []
            for item in list {
                switch item {
                case .declaration(let declaration):
                    guard isRoot else { continue }
                    let property = declaration.name.lowercased()
                    let isText = Self.textProperties.contains(property)
                    guard isText || Self.backgroundProperties.contains(property) else { continue }
                    let value = drawn(declaration.value)
                    guard value.name != nil else { continue }
                    if isText { text = value } else { background = value }
                case .rule(let rule):
                    guard let block = rule.block else { continue }
                    if let keyword = rule.atKeyword {
                        guard !Self.inertAtRules.contains(keyword) else { continue }
                        nested.append((block, selector))
                    } else {
                        nested.append((block, Self.nestedSelector(Self.selectorText(rule.prelude), in: selector)))
                    }
                }
            }
            pending += nested.reversed()
        }
        return (text, background)
    }

    /// What a colour declaration's value draws (see `Drawn`): its first top-level `var()` naming a
    /// palette colour; an inheriting keyword; else `unknown`.
    func drawn(_ value: [CSSSyntax.Component], locals: Set<String> = []) -> Drawn {
        if let name = colorReference(value, locals: locals) { return .colour(name) }
        let words = value.filter { !$0.isWhitespace }
        if words.isEmpty { return .inherited }
        if words.count == 1, case .token(let token) = words[0], case .ident(let word) = token.kind,
            Self.inheritingKeywords.contains(word.lowercased())
        {
            return .inherited
        }
        return .unknown
    }

    /// The colour a declaration's value names: its first top-level `var()` whose property (or, failing
    /// that, whose fallback's) is a palette colour; `nil` when there is none.
    func colorReference(_ value: [CSSSyntax.Component], locals: Set<String> = []) -> String? {
        for component in value {
            if case .function(let name, let arguments, _) = component, name.lowercased() == "var",
                let found = variable(arguments, locals: locals)
            {
                return found
            }
        }
        return nil
    }

    /// The palette colour a `var()`'s arguments name: its property, else its fallback's `var()`.
    private func variable(_ arguments: [CSSSyntax.Component], locals: Set<String>) -> String? {
        var index = 0
        while index < arguments.count, arguments[index].isWhitespace { index += 1 }
        guard index < arguments.count, case .token(let token) = arguments[index], case .ident(let name) = token.kind,
            name.hasPrefix("--")
        else { return nil }
        // Redefined by a component's rule: a colour of its own, and the fallback is not used.
        if locals.contains(name) { return nil }
        if colors.contains(name) { return name }
        // The fallback after the comma: `var(--a, var(--b))`.
        guard
            let comma = arguments.firstIndex(where: {
                if case .token(let t) = $0 { return t.kind == .comma }
                return false
            })
        else { return nil }
        return colorReference(Array(arguments[(comma + 1)...]), locals: locals)
    }

    /// The border side a non-text property sets (`border-top-color` and `border-top` → `border-top`),
    /// so that a later declaration of the same side replaces an earlier one.
    static func side(of property: String) -> String {
        property.hasSuffix("-color") ? String(property.dropLast("-color".count)) : property
    }

    /// The selector's text, white space collapsed.
    static func selectorText(_ prelude: [CSSSyntax.Component]) -> String {
        CSSSyntax.text(prelude).split(whereSeparator: \.isWhitespace).joined(separator: " ")
    }

    /// A nested rule's selector in full (CSS Nesting): `&` stands for the enclosing selector
    /// (`.panel { &:hover {…} }` is `.panel:hover`), and a selector without `&` is a descendant of it.
    static func nestedSelector(_ selector: String, in outer: String?) -> String {
        guard let outer else { return selector }
        if selector.contains("&") { return selector.replacingOccurrences(of: "&", with: outer) }
        return outer + " " + selector
    }

    /// The selector cut to 60 characters for a reason.
    static func shortened(_ selector: String) -> String {
        selector.count > 60 ? String(selector.prefix(59)) + "…" : selector
    }

    /// Whether every selector of a list names a disabled state (see the type); what `:not()` holds does
    /// not count (`.button:not(:disabled)` is enabled).
    static func isDisabled(_ selector: String) -> Bool {
        var kept = ""
        var depth = 0
        var rest = Substring(selector.lowercased())
        while let first = rest.first {
            if depth == 0, rest.hasPrefix(":not(") {
                depth = 1
                rest = rest.dropFirst(5)
                continue
            }
            if depth > 0 {
                if first == "(" { depth += 1 } else if first == ")" { depth -= 1 }
            } else {
                kept.append(first)
            }
            rest = rest.dropFirst()
        }
        let markers = [":disabled", "[disabled", ".disabled", "aria-disabled=\"true\"", "aria-disabled=true"]
        let parts = kept.split(separator: ",")
        return !parts.isEmpty && parts.allSatisfy { part in markers.contains { part.contains($0) } }
    }
}
