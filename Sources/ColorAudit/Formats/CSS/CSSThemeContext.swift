import ColorScience

/// Which appearance CSS rules apply to, read from selectors and conditional at-rules.
///
/// - **Selectors** (`SelectorScan`, which says which selectors name an appearance and which are root
///   selectors). `selectorThemes` (exact selector text, white space collapsed → appearance) is consulted
///   first and so can map any selector (`.dimmed` → dark). A rule whose selectors all name the same
///   appearance applies to it, and so does a list of root selectors and selectors naming one
///   appearance (Radix Themes' `:root, .light, .light-theme`, Shoelace's `:host, .sl-theme-dark`, Pico's
///   `:root:not([data-theme=dark]), [data-theme=light]`); any other rule with a root selector in its list
///   (`:root`, `html`, `:root:not(.light)`, or selectors naming different appearances beside one) is the
///   base, used in every appearance that does not override it.
/// - **Unmapped rules.** A rule with neither a root selector nor a theme's (`.compact`, `.radix-themes`,
///   `[data-theme="sepia"]`, `.card .dark-text`) is *unmapped* (`isUnmapped`): `CSSCustomProperties`
///   lets its values stand in only where no recognised rule gives the property a value. A class alone that
///   declares nearly the same custom properties as another theme is a named theme (`CSSClassThemes`,
///   which the importer adds to the mapping).
/// - **Component rules.** A rule whose selectors are all component selectors (`SelectorScan.isComponent`:
///   an attribute that names no theme, `[type=file]`, `[aria-invalid=true]`, `[role=switch]`), and any
///   rule nested in one, is a component's (`isComponent`): its custom properties are local to those
///   elements and `CSSCustomProperties` does not read them as theme values.
/// - **`color-scheme`.** A rule whose selectors name no theme and are not all root selectors, and that
///   declares `color-scheme: dark` (or `light`, `only dark`…; one scheme), is that scheme's
///   (`.night-owl`, `:host, .midnight`; `:root { color-scheme: dark }` stays the base)
///   (`entering(selector:block:mapping:)`): CSS says the elements it styles are drawn dark.
/// - **`@media`.** `(prefers-color-scheme: dark|light)` selects that appearance, `(prefers-contrast:
///   more)` its increased-contrast variant, `(color-gamut: p3|rec2020)` a wide-gamut override; media
///   types `all`/`screen` and `and`/`only` are neutral. Any other condition (widths, `print`,
///   `not`, `or`) makes the block irrelevant to colour appearances, and it is not read.
/// - **`@supports`.** A condition naming `display-p3`, `rec2020` or `color(` marks a wide-gamut
///   override; other `@supports` blocks are not read (they hold fallbacks for features ColorAudit does
///   not evaluate, such as `color-mix()`).
/// - `@layer` and `@scope` blocks are read as if their contents were at the top; other at-rules with
///   blocks (`@container`, `@keyframes`, `@font-face`, `@property`, …) are not read.
struct CSSThemeContext: Sendable, Hashable {
    /// The appearance, `nil` for the base.
    var appearance: Appearance?
    /// True inside a wide-gamut override.
    var isWideGamut = false
    /// The innermost style rule's selector list (white space collapsed); `nil` outside style rules.
    var selector: String?
    /// True when the innermost style rule (`selector`) is neither a theme's nor has a root selector.
    var isUnmapped = false
    /// True inside a component rule (see the type).
    var isComponent = false

    /// The context inside a rule with `selector` and the declarations `block` (`nil` when its themes
    /// contradict this context's).
    func entering(
        selector: [CSSSyntax.Component], block: [CSSSyntax.Item] = [], mapping: [String: Appearance]
    ) -> CSSThemeContext? {
        let scans = Self.split(selector).map { SelectorScan($0, mapping: mapping) }
        var result = self
        result.selector = Self.selectorText(selector)
        if scans.allSatisfy(\.isComponent) { result.isComponent = true }
        let named = scans.compactMap(\.appearance)
        if named.isEmpty, !scans.allSatisfy(\.isRoot), let scheme = Self.colorScheme(block) {
            // `color-scheme: dark` in a rule that names no theme: the rule's appearance.
            guard let combined = Self.combine(appearance, scheme) else { return nil }
            result.appearance = combined
            result.isUnmapped = false
            return result
        }
        if let first = named.first, named.allSatisfy({ $0 == first }),
            scans.allSatisfy({ $0.appearance != nil || $0.isRoot })
        {
            guard let combined = Self.combine(appearance, first) else { return nil }
            result.appearance = combined
            result.isUnmapped = false
        } else {
            result.isUnmapped = !scans.contains(where: \.isRoot)
        }
        return result
    }

    /// The one scheme a block's `color-scheme` declaration says (`dark`, `only light`), or `nil`
    /// (none, `normal`, `light dark`).
    static func colorScheme(_ block: [CSSSyntax.Item]) -> Appearance? {
        var scheme: Appearance?
        for item in block {
            guard case .declaration(let declaration) = item, declaration.name.lowercased() == "color-scheme" else {
                continue
            }
            let words = declaration.value.compactMap { component -> String? in
                guard case .token(let token) = component, case .ident(let word) = token.kind else { return nil }
                return word.lowercased()
            }.filter { $0 != "only" }
            switch words {
            case ["dark"]: scheme = .dark
            case ["light"]: scheme = .light
            default: scheme = nil
            }
        }
        return scheme
    }

    /// Whether one selector is a root selector (`SelectorScan.isRoot`).
    static func isRootSelector(_ selector: [CSSSyntax.Component]) -> Bool {
        SelectorScan(selector).isRoot
    }

    /// The context inside `@media prelude`, or `nil` when the block is not read.
    func entering(media prelude: [CSSSyntax.Component]) -> CSSThemeContext? {
        var result = self
        for component in prelude {
            switch component {
            case .token(let token):
                switch token.kind {
                case .whitespace, .comma: continue
                case .ident(let word) where ["all", "screen", "and", "only"].contains(word.lowercased()): continue
                default: return nil
                }
            case .block(let opening, let contents, _) where opening == "(":
                let parts = CSSSyntax.text(contents).lowercased().split(separator: ":").map {
                    $0.trimmingCharacters(in: .whitespaces)
                }
                guard parts.count == 2 else { return nil }
                switch (parts[0], parts[1]) {
                case ("prefers-color-scheme", "dark"):
                    guard let combined = Self.combine(result.appearance, .dark) else { return nil }
                    result.appearance = combined
                case ("prefers-color-scheme", "light"):
                    guard let combined = Self.combine(result.appearance, .light) else { return nil }
                    result.appearance = combined
                case ("prefers-contrast", "more"), ("prefers-contrast", "high"):
                    result.appearance = Self.increasedContrast(result.appearance)
                case ("color-gamut", "p3"), ("color-gamut", "rec2020"):
                    result.isWideGamut = true
                default:
                    return nil
                }
            default:
                return nil
            }
        }
        return result
    }

    /// The context inside `@supports prelude`, or `nil` when the block is not read.
    func entering(supports prelude: [CSSSyntax.Component]) -> CSSThemeContext? {
        let text = CSSSyntax.text(prelude).lowercased()
        guard text.contains("display-p3") || text.contains("rec2020") || text.contains("color(") else { return nil }
        var result = self
        result.isWideGamut = true
        return result
    }

    /// Two appearances met on the way into a rule: the more specific, or `nil` when they differ.
    static func combine(_ outer: Appearance?, _ inner: Appearance) -> Appearance? {
        guard let outer else { return inner }
        if outer == inner { return inner }
        if inner.refines(outer) { return inner }
        if outer.refines(inner) { return outer }
        return nil
    }

    /// The increased-contrast variant of `appearance` (`prefers-contrast: more` inside it): the standard
    /// one of its scheme, or for a theme the increased-contrast theme `NAME-high-contrast`.
    static func increasedContrast(_ appearance: Appearance?) -> Appearance {
        guard let appearance, appearance.isTheme, !appearance.isIncreasedContrast else {
            return appearance?.scheme == .dark ? .darkHighContrast : .lightHighContrast
        }
        return Appearance(
            theme: appearance.name + "-high-contrast", scheme: appearance.scheme ?? .light, increasedContrast: true)
    }

    /// A selector list split at its top-level commas, each part trimmed.
    static func split(_ prelude: [CSSSyntax.Component]) -> [[CSSSyntax.Component]] {
        var parts: [[CSSSyntax.Component]] = [[]]
        for component in prelude {
            if case .token(let token) = component, token.kind == .comma {
                parts.append([])
            } else {
                parts[parts.count - 1].append(component)
            }
        }
        return parts.map(CSSSyntax.trimmed)
    }

    /// The text of one selector with its white space collapsed: the key of `selectorThemes`
    /// (`CSSThemeMapping.selector`).
    static func selectorText(_ selector: [CSSSyntax.Component]) -> String {
        CSSSyntax.text(selector).split(whereSeparator: \.isWhitespace).joined(separator: " ")
    }

    /// The appearance one selector names (`SelectorScan`), or `nil`.
    static func appearance(ofSelector selector: [CSSSyntax.Component], mapping: [String: Appearance]) -> Appearance? {
        SelectorScan(selector, mapping: mapping).appearance
    }
}
