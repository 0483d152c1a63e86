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
/// - **Only names the rules form from roles.** Focus colours (rule 3), names that are not custom
///   properties (token sets' dotted paths) and foregrounds whose plan another convention gives
///   (on-colours, rule 12's own backgrounds, region-first names) are left alone.
struct OwnComponentFills: Sendable {
    /// Words of the page's elements drawn inside every component (see the type).
    static let elementWords: Set<String> = ["link", "links", "title", "heading", "headings"]

    /// The component (base words) of each surface that is a component's background, by surface index.
    let surfaceComponents: [Int: [String]]
    /// The component of each foreground the rule keeps to its own fills, by foreground index.
    let foregroundComponents: [Int: [String]]

    /// Finds the components of `surfaces` and of the `foregrounds` (palette tokens, indexed as
    /// `PairFormation`'s) whose `plans` are formed from roles; `names` are the palette's (for the library
    /// prefix).
    init(foregrounds: [ColorToken], surfaces: [ColorToken], plans: [PairFormation.Plan], names: [String]) {
        let prefix = PropertyNaming.libraryPrefix(names)
        func component(_ token: ColorToken, property: (PropertyNaming.Property) -> Bool) -> [String]? {
            guard token.name.hasPrefix("--"), let parsed = PropertyNaming.parse(token.name), property(parsed.property),
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
            foregroundComponents[f] = base
        }
        // A background with a general word anywhere in its base is no component's here, whatever the prefix
        // found (`--sl-panel-background-color` in a file too small to show Shoelace's `sl`; Bootstrap's
        // `--bs-body-bg` beside another library's names).
        var surfaceComponents: [Int: [String]] = [:]
        if !foregroundComponents.isEmpty {
            for (b, token) in surfaces.enumerated() {
                if let base = component(token, property: { $0 == .background }),
                    !base.contains(where: PropertyNamespaces.generalWords.contains)
                {
                    surfaceComponents[b] = base
                }
            }
        }
        self.foregroundComponents = surfaceComponents.isEmpty ? [:] : foregroundComponents
        self.surfaceComponents = surfaceComponents
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
