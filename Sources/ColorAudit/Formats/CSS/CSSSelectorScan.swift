import ColorScience

/// What one selector of a rule's selector list says about themes (`CSSThemeContext`): the appearance it
/// names and whether it is a root selector.
///
/// A selector is read compound by compound (split at its combinators: white space, `>`, `+`, `~`). Only
/// the first compound can match the document's root element — anything after a combinator is a
/// descendant or a sibling of something — so only it names a theme:
/// - `.dark`, `.dark-theme`, `.theme-dark`, `.sl-theme-dark` (a class whose words say an appearance,
///   `TokenThemeName`) and `[data-theme=dark]`, `[data-color-mode=light]` (an attribute whose name
///   contains `theme`, `mode`, `scheme` or `appearance` with a value that says one), alone or with
///   `:root`, `html`, `body`, `:host`, `*`, `&` or other classes (`html.dark`, `:root[data-theme=dark]`,
///   `.radix-themes:where(.dark, .dark-theme)`), name that appearance — also as the ancestor of the rule's
///   subject (`.dark .card`, Radix Themes' `:is(.dark, .dark-theme) :where(.radix-themes)`);
/// - a compound with another type selector (`div.dark`), an id or a pseudo-element names none, and a
///   class after a combinator never does (`.card .dark-text` is a component's class, not a theme);
/// - **a component's modifier names none.** A class `is-X` or `has-X` is a modifier, never a theme: Bulma
///   gives its components "color variations thanks to modifiers with syntax `.is-$color`, like
///   `is-primary` or `is-dark`" (bulma.io/documentation/overview/colors; `.button.is-dark`,
///   `.notification.is-light`, `.tag.is-dark`) and colours text and backgrounds with helpers
///   (`.has-text-light`, `.has-background-dark`), while its themes are `:root`, `@media
///   (prefers-color-scheme)`, `[data-theme=dark]` and `.theme-dark`
///   (bulma.io/documentation/features/dark-mode). And a compound without a root that has a
///   *component class* — one that names no appearance and no theme (`themeWords`: `.button`, `.card`;
///   not Radix Themes' `.radix-themes`) — or a modifier is a component's variant: a bare scheme class
///   beside it (`.card.dark`, `.button.is-dark`) names none; only a class or attribute that says it is a
///   theme does (`.section.theme-dark`, Bulma's theme scoped to a section; `.navbar[data-bs-theme=dark]`);
/// - the contents of `:not()` (and `:has()`) say nothing: `:root:not(.light)` is a root selector, not a
///   light one; `:is()`/`:where()` name what all their root-applicable alternatives name.
///
/// A **root selector** is one compound of `:root`, `html`, `body`, `:host` or `*` (also as the only
/// contents of `:where()`/`:is()`) with nothing else but `:not(…)` (`:root:not([data-theme])`,
/// Pico CSS's `:root:not([data-theme=dark])`).
///
/// A **component selector** is one with an attribute selector that names no theme (neither its name
/// says `theme`, `mode`, `scheme` or `appearance` — or a colour choice: `color`, `accent`, `palette`,
/// `brand`, `contrast` — nor its value an appearance) in a compound without a root: `[type=file]`, `[aria-invalid=true]`, `[role=switch]`, `details.dropdown > summary[aria-invalid]`.
/// It selects elements by what they are or their state (HTML's `type`, ARIA's states and roles), never
/// a theme, so the custom properties set there are local to those elements (Pico CSS sets
/// `--pico-background-color` for `[type=file]`), not theme values. A root with such an attribute
/// (`:root[dir=rtl]`, `html[data-accent=blue]`) is not one: it may be a variant a user maps as a theme.
///
/// An attribute whose name says `theme` names the theme the rule holds and wins over one that says the
/// mode or scheme, which names the slot it fills: `[data-color-mode=light][data-light-theme=dark]` is
/// Primer's dark theme serving the light slot, so its values are dark's, not light's.
struct SelectorScan: Sendable, Equatable {
    /// The appearance the selector names, or `nil`.
    var appearance: Appearance?
    /// True for a root selector (see the type).
    var isRoot = false
    /// True for a component selector (see the type).
    var isComponent = false

    /// Selectors that match the document's root or every element (lowercased).
    static let rootNames: Set<String> = ["html", "body", "*"]
    /// Pseudo-classes that match the root (`:root`, `:host`).
    static let rootPseudoClasses: Set<String> = ["root", "host"]

    /// Scans one selector (a part of a selector list, trimmed). `mapping` (exact selector text, white
    /// space collapsed → appearance; `CSSImporter.selectorThemes`) is consulted first.
    init(_ selector: [CSSSyntax.Component], mapping: [String: Appearance] = [:]) {
        if let mapped = mapping[CSSThemeContext.selectorText(selector)] {
            appearance = mapped
            return
        }
        let compounds = Self.compounds(selector)
        guard let first = compounds.first else { return }
        let compound = Self.compound(first)
        isComponent = compounds.indices.contains { index in
            let scanned = index == 0 ? compound : Self.compound(compounds[index])
            return scanned.hasComponentAttribute && !scanned.hasRoot
        }
        guard compound.canBeRoot else { return }
        // A component's variant: only what says it is a theme names one.
        let variant = compound.hasComponentClass && !compound.hasRoot
        appearance = compound.theme ?? (variant ? compound.declared : compound.found)
        isRoot = compounds.count == 1 && compound.hasRoot && compound.onlyRootAndNot
    }

    /// A selector split at its top-level combinators.
    static func compounds(_ selector: [CSSSyntax.Component]) -> [[CSSSyntax.Component]] {
        var result: [[CSSSyntax.Component]] = [[]]
        for component in CSSSyntax.trimmed(selector) {
            if case .token(let token) = component {
                switch token.kind {
                case .whitespace, .delim(">"), .delim("+"), .delim("~"):
                    if !(result.last?.isEmpty ?? true) { result.append([]) }
                    continue
                default: break
                }
            }
            result[result.count - 1].append(component)
        }
        return result.filter { !$0.isEmpty }
    }

    /// What one compound selector holds.
    struct Compound {
        /// False when it cannot match the root element (another type selector, an id, a pseudo-element).
        var canBeRoot = true
        /// True when it has `:root`, `html`, `body`, `:host`, `*` or a `:where()`/`:is()` of them only.
        var hasRoot = false
        /// True when every simple selector but the root one is `:not(…)`.
        var onlyRootAndNot = true
        /// The appearance a class or a mode/scheme attribute names.
        var found: Appearance?
        /// The appearance an attribute whose name says `theme` names.
        var theme: Appearance?
        /// True when it has an attribute selector that names no theme (`[type=file]`, `[aria-invalid]`).
        var hasComponentAttribute = false
        /// True when it has a class that names neither an appearance nor a theme (`.button`), or a
        /// modifier (`.is-dark`, `.has-text-light`).
        var hasComponentClass = false
        /// The appearance a class or attribute that says it is a theme names (`.theme-dark`,
        /// `[data-theme=dark]`, `[data-color-mode=light]`; not `.dark`).
        var declared: Appearance?
    }

    /// Words of a class or attribute name that say it is a theme (or holds themes: Radix Themes'
    /// `.radix-themes`), not a component.
    static let themeWords: Set<String> = [
        "theme", "themes", "mode", "modes", "scheme", "schemes", "appearance", "palette",
    ]

    /// Whether a class is a component's modifier: `is-…` or `has-…` (Bulma's `.is-dark`, `.has-text-light`).
    static func isModifier(_ className: String) -> Bool {
        let lowered = className.lowercased()
        return lowered.hasPrefix("is-") || lowered.hasPrefix("has-")
    }

    /// Reads one compound selector (see the type).
    static func compound(_ components: [CSSSyntax.Component]) -> Compound {
        var result = Compound()
        var index = 0
        while index < components.count {
            let component = components[index]
            index += 1
            switch component {
            case .token(let token):
                switch token.kind {
                case .delim("."):
                    result.onlyRootAndNot = false
                    guard index < components.count, case .token(let next) = components[index],
                        case .ident(let name) = next.kind
                    else { continue }
                    index += 1
                    let saysTheme = RoleInference.splitWords(name).contains(where: themeWords.contains)
                    if isModifier(name) {
                        result.hasComponentClass = true
                    } else if let appearance = TokenThemeName.appearance(of: name) {
                        result.found = more(result.found, appearance)
                        if saysTheme { result.declared = more(result.declared, appearance) }
                    } else if !saysTheme {
                        result.hasComponentClass = true
                    }
                case .delim("*"):
                    result.hasRoot = true
                case .delim("&"):
                    // The nesting selector: the enclosing rule already said what it names.
                    result.onlyRootAndNot = false
                case .ident(let name):
                    if rootNames.contains(name.lowercased()) {
                        result.hasRoot = true
                    } else {
                        result.canBeRoot = false
                    }
                case .hash:
                    result.canBeRoot = false
                case .colon:
                    // `::name` is a pseudo-element; `:name` a pseudo-class; `:name(` a function (below).
                    if index < components.count, case .token(let next) = components[index] {
                        if next.kind == .colon {
                            result.canBeRoot = false
                            index += 1
                            if index < components.count, case .token = components[index] { index += 1 }
                            continue
                        }
                        if case .ident(let name) = next.kind {
                            index += 1
                            if rootPseudoClasses.contains(name.lowercased()) {
                                result.hasRoot = true
                            } else {
                                result.onlyRootAndNot = false
                            }
                            continue
                        }
                    }
                    if index < components.count, case .function(let name, let arguments, _) = components[index] {
                        index += 1
                        pseudoFunction(name.lowercased(), arguments, into: &result)
                    }
                default:
                    result.onlyRootAndNot = false
                }
            case .function(let name, let arguments, _):
                // A function without its colon (not a selector); read as a pseudo-class function.
                pseudoFunction(name.lowercased(), arguments, into: &result)
            case .block(let opening, let contents, _):
                result.onlyRootAndNot = false
                guard opening == "[" else { continue }
                guard let attribute = attributeAppearance(contents) else {
                    if !namesThemeOrColor(contents) { result.hasComponentAttribute = true }
                    continue
                }
                result.found = more(result.found, attribute.appearance)
                if attribute.namesTheme { result.theme = more(result.theme, attribute.appearance) }
                if namesThemeOrColor(contents) { result.declared = more(result.declared, attribute.appearance) }
            }
        }
        return result
    }

    /// `:not()`, `:has()` (ignored), `:is()`/`:where()` (their alternatives), `:host()` (a root with a
    /// compound inside) and other pseudo-class functions.
    private static func pseudoFunction(_ name: String, _ arguments: [CSSSyntax.Component], into result: inout Compound)
    {
        switch name {
        case "not": return
        case "is", "where", "matches", "-webkit-any", "-moz-any":
            let scans = CSSThemeContext.split(arguments).map { (scan: SelectorScan($0), parts: compounds($0)) }
            if !scans.isEmpty, scans.allSatisfy(\.scan.isRoot) {
                result.hasRoot = true
                return
            }
            result.onlyRootAndNot = false
            // The alternatives that can be the root element (a single compound that can) name a theme
            // when they all name the same one.
            let named = scans.filter { $0.parts.count == 1 && compound($0.parts[0]).canBeRoot }.map(\.scan.appearance)
            if let first = named.first, let appearance = first, named.allSatisfy({ $0 == appearance }) {
                result.found = more(result.found, appearance)
            }
        case "host":
            result.hasRoot = true
            let inner = compound(CSSSyntax.trimmed(arguments))
            result.onlyRootAndNot = result.onlyRootAndNot && inner.onlyRootAndNot
            if let found = inner.found { result.found = more(result.found, found) }
            if let theme = inner.theme { result.theme = more(result.theme, theme) }
        case "has": result.onlyRootAndNot = false
        default: result.onlyRootAndNot = false
        }
    }

    /// Of two appearances one selector names, the one that refines the other
    /// (`[data-color-mode=dark][data-dark-theme=dark_dimmed]` → dark-dimmed), else the first. A
    /// high-contrast class with no scheme word (read alone as light high contrast) raises a dark one
    /// beside it: `.dark.high-contrast` and `.high-contrast.dark` are dark high contrast.
    private static func more(_ found: Appearance?, _ next: Appearance) -> Appearance {
        guard let found else { return next }
        if Set([found, next]) == [.dark, .lightHighContrast] { return .darkHighContrast }
        return next.refines(found) ? next : found
    }

    /// Words an attribute's name may say that make it a theme's (`data-theme`, `data-color-mode`,
    /// `color-scheme`, `data-appearance`) or a colour choice's (Radix Themes' `data-accent-color`,
    /// `data-gray-color`; a brand or palette switch): either may be a theme a user maps, never a component.
    private static let themeOrColorAttributeWords = [
        "theme", "mode", "scheme", "appearance", "color", "colour", "accent", "palette", "brand", "contrast",
    ]

    /// Whether the attribute selector's name says a theme or a colour choice (`themeOrColorAttributeWords`),
    /// whatever its value (`[data-theme]`, `[data-theme="sepia"]`, `[data-accent-color='amber']`).
    private static func namesThemeOrColor(_ contents: [CSSSyntax.Component]) -> Bool {
        guard case .token(let nameToken) = contents.first(where: { !$0.isWhitespace }),
            case .ident(let attribute) = nameToken.kind
        else { return false }
        let lowered = attribute.lowercased()
        return themeOrColorAttributeWords.contains(where: { lowered.contains($0) })
    }

    /// `[data-theme="dark"]` → dark (attribute names containing theme, mode, scheme or appearance, or any
    /// attribute whose value says an appearance: `[data-ui=dark]`), and whether the attribute's name says
    /// `theme`.
    private static func attributeAppearance(_ contents: [CSSSyntax.Component]) -> (
        appearance: Appearance, namesTheme: Bool
    )? {
        let meaningful = contents.filter { !$0.isWhitespace }
        guard meaningful.count >= 3, case .token(let nameToken) = meaningful.first,
            case .ident(let attribute) = nameToken.kind, let last = meaningful.last, case .token(let valueToken) = last
        else { return nil }
        let lowered = attribute.lowercased()
        switch valueToken.kind {
        case .ident(let value), .string(let value):
            return TokenThemeName.appearance(of: value).map { (appearance: $0, namesTheme: lowered.contains("theme")) }
        default: return nil
        }
    }
}
