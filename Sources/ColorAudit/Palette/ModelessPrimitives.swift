/// Fixed colours beside a theme's colours grouped by scheme are primitives (`PostImport`): in a set whose
/// semantic colours are named for their scheme (`color.light.text.primary`, `color.dark.text.primary`:
/// `SchemeNames`), a colour named for no scheme with one literal value (`color.brand.primary: #fb542b`) is
/// the same in both themes, so it is no role of either: it is a brand or palette colour the themes' own
/// colours are picked from, as Material's `m3_ref_palette_*` beside `m3_sys_color_light_*` are. It gets no
/// inferred role and forms no pair, as an aliased primitive does; the colours named for a scheme are judged.
///
/// A set counts as grouped by scheme when at least `minimumPerScheme` names say light and as many say
/// dark. Only a name with no role word, no `on` and no `fixed` is such a colour (`namesNoRole`). A colour
/// that refers to another (typedoc's `--color-text: var(--light-color-text)`, which each theme's rule
/// points at its own scheme's colour) or has values per appearance keeps its role.
enum ModelessPrimitives {
    /// The fewest names of each scheme that make a set grouped by scheme.
    static let minimumPerScheme = 2

    /// The names among `tokens` that are such primitives (see the type).
    static func names(_ tokens: [ColorToken]) -> Set<String> {
        var schemed: [Appearance.Scheme: Int] = [:]
        var candidates: [String] = []
        for token in tokens {
            if let scheme = SchemeNames.scheme(of: token.name) {
                schemed[scheme, default: 0] += 1
            } else if token.isUniform, token.values.values.allSatisfy({ $0.aliasOf == nil }),
                namesNoRole(token.name)
            {
                candidates.append(token.name)
            }
        }
        guard Appearance.Scheme.allCases.allSatisfy({ schemed[$0, default: 0] >= minimumPerScheme }) else {
            return []
        }
        return Set(candidates)
    }

    /// Whether `name` has no role word (`RoleInference.decide` finds none) and is no `on` colour and no
    /// fixed role: Material 3's `m3_sys_color_primary_fixed` and `on_primary_fixed` are named for no
    /// scheme because they "stay the same color in light and dark themes" (m3.material.io/styles/color/
    /// roles, Fixed accent colors), and a shared `color.focus.ring` is a focus ring in both.
    static func namesNoRole(_ name: String) -> Bool {
        let words = RoleInference.splitWords(name)
        guard !words.contains("on"), !words.contains("fixed") else { return false }
        let segments = RoleInference.segments(name)
        return RoleInference.decide(segments, words: words.count) == nil
    }
}
