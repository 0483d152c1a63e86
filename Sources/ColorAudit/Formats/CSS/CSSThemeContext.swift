import ColorScience

/// Which appearance CSS rules apply to, read from selectors and conditional at-rules.
///
/// - **Selectors.** A selector names a theme when it has a class whose words say an appearance
///   (`.dark`, `.dark-theme`, `.theme-dark`, `.light-high-contrast`; `TokenThemeName`), or an
///   attribute selector whose attribute name contains `theme`, `mode`, `scheme` or `appearance` with a
///   value that says one (`[data-theme="dark"]`, `[data-color-mode=light]`, `:root[data-theme='dark']`).
///   `selectorThemes` (exact selector text, white space collapsed → appearance) is consulted first and
///   so can map any selector (`.dimmed` → dark). A rule whose selectors all name the same appearance
///   applies to it; any other rule (`:root`, `html`, `.radix-themes`, or selectors naming different
///   appearances) is the base, used in every appearance that does not override it.
/// - **Root selectors.** A rule with a root selector in its list (`:root`, `html`, `:host`, `body`, `*`,
///   also inside `:where()`/`:is()`) or a theme's is recognised; any other (`.compact`,
///   `[data-theme="sepia"]`, `.radix-themes`) is *unmapped* (`isUnmapped`): `CSSCustomProperties`
///   lets its values stand in only where no recognised rule gives the property a value.
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

    /// Selectors that match the document's root or every element (lowercased).
    static let rootSelectors: Set<String> = [":root", "html", ":host", "body", "*"]

    /// The context inside a rule with `selector` (`nil` when its themes contradict this context's).
    func entering(selector: [CSSSyntax.Component], mapping: [String: Appearance]) -> CSSThemeContext? {
        let selectors = Self.split(selector)
        let found = selectors.map { Self.appearance(ofSelector: $0, mapping: mapping) }
        var result = self
        let text = Self.selectorText(selector)
        result.selector = text
        if let first = found.first, let named = first, found.allSatisfy({ $0 == named }) {
            guard let combined = Self.combine(appearance, named) else { return nil }
            result.appearance = combined
            result.isUnmapped = false
        } else {
            result.isUnmapped = !selectors.contains(where: Self.isRootSelector)
        }
        return result
    }

    /// Whether one selector is a root selector (`rootSelectors`), also as the only argument of `:where()`
    /// or `:is()`.
    static func isRootSelector(_ selector: [CSSSyntax.Component]) -> Bool {
        var text = selectorText(selector).lowercased()
        for wrapper in [":where(", ":is("] where text.hasPrefix(wrapper) && text.hasSuffix(")") {
            text = String(text.dropFirst(wrapper.count).dropLast()).trimmingCharacters(in: .whitespaces)
        }
        return rootSelectors.contains(text)
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

    /// The appearance one selector names (see the type), or `nil`. An attribute whose name says `theme`
    /// names the theme the rule holds and wins over one that says the mode or scheme, which names the
    /// slot it fills: `[data-color-mode=light][data-light-theme=dark]` is Primer's dark theme serving
    /// the light slot, so its values are dark's, not light's.
    static func appearance(ofSelector selector: [CSSSyntax.Component], mapping: [String: Appearance]) -> Appearance? {
        if let mapped = mapping[selectorText(selector)] { return mapped }
        var found: Appearance?
        var theme: Appearance?
        var stack = selector[...].reversed().map { $0 }
        var previousWasDot = false
        while let component = stack.popLast() {
            switch component {
            case .token(let token):
                if case .delim(".") = token.kind {
                    previousWasDot = true
                    continue
                }
                if previousWasDot, case .ident(let name) = token.kind,
                    let appearance = TokenThemeName.appearance(of: name)
                {
                    found = more(found, appearance)
                }
            case .function(_, let arguments, _):
                stack.append(contentsOf: arguments.reversed())
            case .block(let opening, let contents, _):
                if opening == "[", let attribute = attributeAppearance(contents) {
                    found = more(found, attribute.appearance)
                    if attribute.namesTheme { theme = more(theme, attribute.appearance) }
                } else if opening != "[" {
                    stack.append(contentsOf: contents.reversed())
                }
            }
            previousWasDot = false
        }
        return theme ?? found
    }

    /// Of two appearances one selector names, the one that refines the other
    /// (`[data-color-mode=dark][data-dark-theme=dark_dimmed]` → dark-dimmed), else the first.
    private static func more(_ found: Appearance?, _ next: Appearance) -> Appearance {
        guard let found else { return next }
        return next.refines(found) ? next : found
    }

    /// `[data-theme="dark"]` → dark (attribute names containing theme, mode, scheme or appearance), and
    /// whether the attribute's name says `theme`.
    private static func attributeAppearance(_ contents: [CSSSyntax.Component]) -> (
        appearance: Appearance, namesTheme: Bool
    )? {
        let meaningful = contents.filter { !$0.isWhitespace }
        guard case .token(let nameToken) = meaningful.first, case .ident(let attribute) = nameToken.kind,
            let last = meaningful.last, case .token(let valueToken) = last
        else { return nil }
        let lowered = attribute.lowercased()
        guard ["theme", "mode", "scheme", "appearance"].contains(where: { lowered.contains($0) }) else { return nil }
        switch valueToken.kind {
        case .ident(let value), .string(let value):
            return TokenThemeName.appearance(of: value).map { (appearance: $0, namesTheme: lowered.contains("theme")) }
        default: return nil
        }
    }
}
