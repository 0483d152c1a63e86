import ColorScience

/// `PairFormation` rule 34, **a component's colours keep off other components' fills**: in a stylesheet
/// theme whose custom properties name a component first and a CSS property last (`PropertyNaming`:
/// `--category-border-color`, `--feed-has-unread-background-color`, `--item-status-read-title-link-color`),
/// a component's border or text is drawn on its own component's backgrounds and on the page's general
/// surfaces (the body and panel backgrounds, `PropertyNamespaces.generalWords`), not on another component's
/// background. Rule 12 (`PropertyNamespaces`) keeps a background that its component's text is paired with
/// for that text; a component background with no text of its own (a feed row's
/// `--feed-has-unread-background-color`) stayed a general surface, and every other component's borders
/// and text were judged on it.
///
/// Miniflux's stylesheet draws each component's colours in that component's rules (miniflux/v2 @
/// 106cdd09e1557222303f3ed1376e1dadf0638621, `internal/ui/static/css/common.css`): `article.feed-has-unread`
/// sets `background-color: var(--feed-has-unread-background-color)` with `border-color:
/// var(--feed-has-unread-border-color)` (962–965), `.category` its own background and border (733–736),
/// `.alert` its own (614–619), `hr` its rule on the page (20–23); no rule sets `--category-border-color`,
/// `--alert-border-color` or `--item-status-read-title-link-color` (`.item-status-read .item-title a`,
/// 875–876, entry rows) on a feed row's background.
///
/// - **Components.** A colour's component is its name's base (`PropertyNaming.Parsed.numberedBase`) when
///   its own words are not only general ones (`PropertyNamespaces.isComponent`); a background's, when none
///   of its words is general (`--x-panel-background-color`, `--bs-body-bg` are the page's whatever the
///   library prefix). A background is the
///   foreground's component's when the foreground's base begins with the background's, as rule 12 finds a
///   component's background (its own, else a leading part's): `--feed-has-unread-border-color` on
///   `--feed-has-unread-background-color`, `--input-placeholder-color` on `--input-background`. Not the
///   other way: `--category-border-color`, the category label's (733–736), is not drawn on
///   `--category-has-unread-background-color`, the categories page's rows (962–982,
///   `templates/views/categories.html` 26–28, which hold no label). A background whose base ends with the
///   whole of the foreground's holds that component: `--parsing-error-color` on
///   `--feed-parsing-error-background-color` (`.parsing-error` inside the feed's error block, 971).
/// - **The page's elements.** A colour of a link or a heading alone (`elementWords`: `--link-color`,
///   `--link-hover-color`, `--title-color`) is set by an element selector (`a { color: var(--link-color) }`
///   37–38, `h1, h2, h3 { color: var(--title-color) }` 27–28) wherever the element is, inside every
///   component: the feed rows hold an `h2` and an `a` (`internal/template/templates/common/feed_list.html`
///   9–10). It keeps its plan.
/// - **The page's text in a variant.** A colour whose own words are only variant words
///   (`PropertyNaming.variantWords`: Trilium's `--muted-text-color`) is the page's secondary text, drawn
///   in every component: the input group's addon on `--accented-background-color` (zadam/trilium @ 82a437f,
///   `src/public/stylesheets/style.css` 72–75), the dropdown's shortcut hints (215–217). It keeps its plan.
/// - **A box of the page with text of its own.** A background named only for a box of the page
///   (`boxWords`: `--panel-background`) is a general surface — a component library's panel holds its
///   components. When the theme names text of its own for that box (`--panel-color` beside it), the box
///   is one component of the page: Miniflux's `.panel` sets `color: var(--panel-color)`,
///   `background-color: var(--panel-background)` and its own border (`common.css` 653–656), and its
///   panels hold headings, lists, links and code (`templates/views/about.html` 11–56, `api_keys.html`
///   56, `integrations.html` 721–733, `edit_feed.html` 282–291): no header link, category label, alert,
///   feed row or entry's abbreviation. Other components' borders and text keep off it; the page's
///   links, headings and general text stay (a box with no component words in it is no component's
///   colour, rule 12).
/// - **Only names the rules form from roles.** Focus colours (rule 3), names that are not custom
///   properties (token sets' dotted paths) and foregrounds whose plan another convention gives
///   (on-colours, rule 12's own backgrounds, region-first names) are left alone.
struct OwnComponentFills: Sendable {
    /// Words of the page's elements drawn inside every component (see the type).
    static let elementWords: Set<String> = ["link", "links", "title", "heading", "headings"]
    /// General words naming a box on the page rather than the page itself (see the type).
    static let boxWords: Set<String> = ["panel", "panels", "layer", "elevated", "raised", "sunken", "inset"]

    /// The component (base words) of each surface that is a component's background, by surface index.
    let surfaceComponents: [Int: [String]]
    /// The component of each foreground the rule keeps to its own fills, by foreground index.
    let foregroundComponents: [Int: [String]]

    /// Finds the components of `surfaces` and of the `foregrounds` (palette tokens, indexed as
    /// `PairFormation`'s) whose `plans` are formed from roles; `names` are the palette's (for the library
    /// prefix).
    init(foregrounds: [ColorToken], surfaces: [ColorToken], plans: [PairFormation.Plan], names: [String]) {
        let prefix = PropertyNaming.libraryPrefix(names)
        // Read as rule 12 reads them: `--header-link-focus-color` beside `--header-link-color` is the header
        // link's text in its focus state, not a focus ring.
        let parsedNames = Dictionary(
            zip(names, PropertyNaming.parse(all: names)), uniquingKeysWith: { first, _ in first })
        func component(_ token: ColorToken, property: (PropertyNaming.Property) -> Bool) -> [String]? {
            guard token.name.hasPrefix("--"),
                let parsed = parsedNames[token.name] ?? PropertyNaming.parse(token.name), property(parsed.property),
                PropertyNamespaces.isComponent(parsed, prefix: prefix)
            else { return nil }
            return parsed.numberedBase
        }
        var foregroundComponents: [Int: [String]] = [:]
        for (f, token) in foregrounds.enumerated() where token.role != .focus && f < plans.count {
            if case .explicit = plans[f] { continue }
            guard let base = component(token, property: { $0 != .background && $0 != .focusRing }) else { continue }
            let own = PropertyNaming.ownWords(base, prefix: prefix)
            if own.count == 1, Self.elementWords.contains(own[0]) { continue }
            // The page's text in a variant (`--muted-text-color`) is no component's.
            if own.allSatisfy(PropertyNaming.variantWords.contains) { continue }
            foregroundComponents[f] = base
        }
        // A background with a general word anywhere in its base is no component's here, whatever the prefix
        // found (`--sl-panel-background-color` in a file too small to show Shoelace's `sl`; Bootstrap's
        // `--bs-body-bg` beside another library's names).
        var surfaceComponents: [Int: [String]] = [:]
        if !foregroundComponents.isEmpty {
            // The boxes with text of their own (`--panel-color`), by base key.
            var boxesWithText = Set<String>()
            for token in foregrounds where token.role == .text && token.name.hasPrefix("--") {
                guard let parsed = PropertyNaming.parse(token.name), parsed.states.isEmpty,
                    parsed.property == .color || parsed.property == .text,
                    Self.isBox(parsed.numberedBase, prefix: prefix)
                else { continue }
                boxesWithText.insert(PropertyNaming.key(parsed.numberedBase))
            }
            for (b, token) in surfaces.enumerated() {
                if let base = component(token, property: { $0 == .background }),
                    !base.contains(where: PropertyNamespaces.generalWords.contains)
                {
                    surfaceComponents[b] = base
                } else if !boxesWithText.isEmpty, token.name.hasPrefix("--"),
                    let parsed = PropertyNaming.parse(token.name), parsed.property == .background,
                    boxesWithText.contains(PropertyNaming.key(parsed.numberedBase))
                {
                    surfaceComponents[b] = parsed.numberedBase
                }
            }
        }
        self.foregroundComponents = surfaceComponents.isEmpty ? [:] : foregroundComponents
        self.surfaceComponents = surfaceComponents
    }

    /// Whether a base (`PropertyNaming.Parsed.numberedBase`) names only a box of the page (`boxWords`),
    /// past the library `prefix`.
    static func isBox(_ base: [String], prefix: String?) -> Bool {
        let own = PropertyNaming.ownWords(base, prefix: prefix)
        return !own.isEmpty && own.allSatisfy(boxWords.contains)
    }

    /// Whether foreground `f` is kept off surface `b`: both belong to components, the foreground's base
    /// does not begin with the background's, nor does the background's end with the foreground's (see the
    /// type).
    func keepsOff(_ f: Int, surface b: Int) -> Bool {
        guard let own = foregroundComponents[f], let other = surfaceComponents[b] else { return false }
        let holdsIt = other.count > own.count && other.suffix(own.count).elementsEqual(own)
        return !own.starts(with: other) && !holdsIt
    }
}
