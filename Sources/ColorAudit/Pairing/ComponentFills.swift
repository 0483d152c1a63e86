import ColorScience

/// **Component fills** (`PairFormation` rule 10): the background fills of buttons, tags and boxes take
/// the palette's default text and icons, not every text colour of the palette.
///
/// Design systems name the fills of their components as levels of emphasis, and say which text goes on
/// each:
/// - **Gestalt** (pinterest/gestalt, `docs/pages/foundations/color/usage.js`, "Color usage"):
///   `$color-background-primary-base` "when conveying a primary action", `$color-background-secondary-base`
///   "for secondary, medium to low-emphasis actions", `$color-background-tertiary-base` "on medium to
///   low-emphasis actions", each shown with one text colour (light, default, inverse); an earlier
///   version of the page (its "Behavior color" section, now commented out) calls the `strong` tokens
///   their hover states ("use for primary hover purposes") and `selected` base/weak/strong the selected
///   state ("such as a selected iconButton"). Names: `color.background.{primary, secondary, tertiary,
///   selected}.{base, strong, weak}`.
/// - **Figma Simple Design System** (figma/sds, `src/ui/primitives`): `background.default.secondary`
///   and its hover are the neutral Button's, Accordion's, Tag's and Switch's fill, drawn with
///   `text.default.default` (button.css, accordion.css, tag.css) and, in the Avatar group's overflow
///   tile and the Switch, with `text.default.secondary` and `icon.default.secondary` (avatar.css,
///   switch.css); `background.default.tertiary` and its hover are the neutral Tag's fill with
///   `text.default.default` and `icon.default.default` (tag.css) and the neutral Section's background
///   (section.css, which sets no text colour: the default text). The tertiary text is placeholder text
///   on input fields (input.css, select.css), never on these fills. Names: `background.default.
///   {secondary, tertiary}` with an optional state word (`secondary-hover`).
///
/// So on a component fill only these foregrounds form pairs: the **default content** — text and icon
/// colours named `default` and nothing else besides colour and role words (Gestalt's `color.text.default`,
/// `color.icon.default`; SDS's `color.text.default`) — and, on a `secondary` fill at rest, the secondary
/// content (`text.default.secondary`, `icon.default.secondary`: SDS's avatar overflow and switch). Borders, focus rings and the other text colours
/// (Gestalt's `text.subtle`, `text.success`; SDS's `text.default.tertiary`) form none there. The on-colours
/// a fill is found to take from values (rule 9, `OnColourFills`: Gestalt's `text.light` on
/// `background.primary.base`) are paired as before. A palette with no default content is left alone.
///
/// Only pairs formed from roles are affected; declared pairs and pair rules are judged as written.
struct ComponentFills: Sendable {
    /// Words that name a component fill's level of emphasis (Gestalt's `background.secondary.base`).
    static let levelWords: Set<String> = ["primary", "secondary", "tertiary", "selected"]
    /// Words that name a Gestalt fill's step: base, and its hover (`strong`) and weak variants.
    static let stepWords: Set<String> = ["base", "strong", "weak"]
    /// Levels of an SDS neutral fill (`background.default.secondary`).
    static let defaultLevelWords: Set<String> = ["secondary", "tertiary"]
    /// Words that say nothing about which text a colour is: prefixes and the role words of text and
    /// icons.
    static let contentNoise: Set<String> = [
        "color", "colour", "colors", "sds", "theme", "semantic", "sys", "ref", "md", "ui", "text", "icon", "fg",
        "foreground", "label", "content", "ink",
    ]

    /// Why a pair on a component fill is checked (`PairDeclaration.formedBy`).
    static let reason =
        "convention: a component fill takes its default text (Gestalt background.*.base, Figma SDS background.default.*)"

    /// The surfaces (indices) that are component fills, with their level word (`nil`-free) and whether
    /// the name is a state variant (`secondary-hover`).
    let fills: [Int: (level: String, state: Bool)]
    /// The default content: foregrounds (indices) drawn on every component fill.
    let defaults: Set<Int>
    /// The secondary content: foregrounds drawn on `secondary` fills too.
    let secondaries: Set<Int>

    /// Finds the component fills among `surfaces` and the default content among `foregrounds` (both
    /// palette tokens, indexed as `PairFormation`'s); no fills when no default content exists.
    init(foregrounds: [ColorToken], surfaces: [ColorToken]) {
        var defaults = Set<Int>()
        var secondaries = Set<Int>()
        for (f, token) in foregrounds.enumerated() where token.role == .text || token.role == .icon {
            let words = RoleInference.splitWords(token.name).filter { !Self.contentNoise.contains($0) }
            if words == ["default"] {
                defaults.insert(f)
            } else if words == ["default", "secondary"] || words == ["secondary"] {
                secondaries.insert(f)
            }
        }
        self.defaults = defaults
        self.secondaries = secondaries
        var fills: [Int: (level: String, state: Bool)] = [:]
        if !defaults.isEmpty {
            for (b, token) in surfaces.enumerated() {
                if let level = Self.level(RoleInference.splitWords(token.name)) { fills[b] = level }
            }
        }
        self.fills = fills
    }

    /// The level of a background whose name (its words) is a component fill (see the type), and whether
    /// it names a state (Gestalt's `strong`, "for hover purposes"; SDS's `-hover`), or `nil`.
    static func level(_ words: [String]) -> (level: String, state: Bool)? {
        guard let background = words.lastIndex(where: { $0 == "background" || $0 == "bg" }) else { return nil }
        var rest = Array(words[(background + 1)...])
        // Gestalt: `background.secondary.base`, `background.primary.strong`.
        if rest.count == 2, levelWords.contains(rest[0]), stepWords.contains(rest[1]) {
            return (rest[0], rest[1] != "base")
        }
        // SDS: `background.default.secondary`, `background.default.tertiary-hover`.
        var state = false
        if let last = rest.last, PairFormation.stateWords.contains(last) {
            rest.removeLast()
            state = true
        }
        if rest.count == 2, rest[0] == "default", defaultLevelWords.contains(rest[1]) { return (rest[1], state) }
        return nil
    }

    /// Whether surface `b` is a component fill.
    func isFill(_ b: Int) -> Bool { fills[b] != nil }

    /// Whether foreground `f` is drawn on component fill `b`: the default content, and on a `secondary`
    /// fill at rest (not its hover) the secondary content.
    func takes(_ f: Int, on b: Int) -> Bool {
        if defaults.contains(f) { return true }
        guard let fill = fills[b] else { return false }
        return fill.level == "secondary" && !fill.state && secondaries.contains(f)
    }
}
