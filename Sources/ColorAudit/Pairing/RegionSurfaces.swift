import ColorScience

/// Which backgrounds each foreground is drawn on in a palette of region-first names (`RegionNames`:
/// `--bg`, `--fg`, `--sidebar-bg`, `--sidebar-fg`, `--quote-border`, `--search-mark-bg`), `PairFormation`
/// rule 28. Such a theme has no namespaces, so without this every foreground met every background; the
/// regions its names say are where each colour is drawn:
/// - **The page** is the backgrounds with no region and no state (`--bg`).
/// - **A region's text and icons** (`--sidebar-fg`, `--sidebar-active`, `--searchbar-fg`) go on the
///   backgrounds of their region and the regions it contains (`--table-…` on `--table-header-bg` and
///   `--table-alternate-bg`), or on the page when their region has none (`--inline-code-color`,
///   `--blockquote-note-color`, `--footnote-highlight`: text set in the page's flow).
/// - **A region's border** (`--quote-border`, `--theme-popup-border`, `--table-border-color`) is the edge
///   between its region's background and the page: on both, and on no other region's fill. A control's
///   (`controlWords`: `--searchbar-border-color`) is its boundary, drawn around its own fill and judged
///   against the colour outside it, the page ("Understanding SC 1.4.11": a boundary against its adjacent
///   colours), not on its fill.
/// - **The page's own colours** (no region: `--fg`, `--icons`, `--links`) go on the page, and its text,
///   icons and links in no state also on every region's background that has no foreground of that kind
///   of its own (the page's `--icons` on `--sidebar-bg`, its `--links` in a quote; not `--fg` nor
///   `--links` on a sidebar that has `--sidebar-fg`: a region's own text is its links' colour, mdBook's
///   `.chapter li a { color: var(--sidebar-fg) }`). A region's foreground whose region has no background
///   (`--sidebar-header-border-color`) goes on the nearest enclosing region's (`--sidebar-bg`); one whose
///   region has none at all and that is defined as a region's colour (`--scrollbar: var(--sidebar-fg)`)
///   goes on the page and that region's backgrounds.
/// - **A text highlight** (a background of a region with a highlight word, `RegionNames.highlightWords`:
///   `--search-mark-bg`) carries only the text its own region names (`--search-mark-fg`), no icon,
///   border or link, and not the page's text: HTML's `mark` element is a run of text that the UA style
///   sheet draws `color: MarkText` (black) on `background-color: Mark` (HTML Living Standard §4.5.23,
///   §15.3.4; CSS Color 4 §6.2), so a theme that sets only the mark's background draws no colour of its
///   own on it.
/// - **A state's fill** (a background named by a state, no property word: `--theme-hover`) carries the
///   page's text and the foregrounds named with an interaction state (`--icons-hover`,
///   `--sidebar-active`): what a hovered or active entry shows; not a negated one (`--sidebar-non-existant`).
/// Focus colours keep `PairFormation`'s plans.
struct RegionSurfaces: Sendable {
    /// Words of a control, whose border is its boundary against the page: `DecorativeBorders.controlWords`
    /// and a search field's names (HTML `<input type=search>`: mdBook's `#mdbook-searchbar`).
    static let controlWords = DecorativeBorders.controlWords.union([
        "searchbar", "searchbox", "searchfield", "textarea",
    ])

    /// The background indices (ascending) of each foreground planned here, by foreground index.
    let plans: [Int: [Int]]

    /// Plans `foregrounds` on `backgrounds` when `names` (the palette's) are region-first names; the
    /// foregrounds `planned` (indices) have plans from another convention and are left out.
    init(foregrounds: [ColorToken], backgrounds: [ColorToken], names: [String], planned: Set<Int>) {
        guard RegionNames.isUsed(names) else {
            plans = [:]
            return
        }
        var page: [Int] = []
        var highlights: [(index: Int, region: [String])] = []
        var stateFills: [Int] = []
        var regions: [(index: Int, region: [String])] = []
        for (b, token) in backgrounds.enumerated() {
            let read = RegionNames.read(token.name)
            if !read.states.isEmpty, read.property == nil || read.region.isEmpty {
                stateFills.append(b)
            } else if read.region.isEmpty {
                page.append(b)
            } else if read.region.contains(where: RegionNames.highlightWords.contains) {
                highlights.append((b, read.region))
            } else {
                regions.append((b, read.region))
            }
        }
        // The backgrounds of each region and of the regions inside it, by the region's words (`["table"]`:
        // `--table-header-bg`, `--table-alternate-bg`), and of each region exactly: looked up by name, so
        // the plans cost grows with the colours, not with foregrounds times regions.
        var within: [[String]: [Int]] = [:]
        var exactly: [[String]: [Int]] = [:]
        for (b, region) in regions {
            exactly[region, default: []].append(b)
            for length in 1...region.count { within[Array(region.prefix(length)), default: []].append(b) }
        }
        var highlightsWithin: [[String]: [Int]] = [:]
        for (b, region) in highlights {
            for length in 1...region.count { highlightsWithin[Array(region.prefix(length)), default: []].append(b) }
        }
        // The regions and roles of the foregrounds named for a region, in no state (`--sidebar-fg`: text).
        var regionKinds: Set<RegionKind> = []
        for token in foregrounds {
            let read = RegionNames.read(token.name)
            if !read.region.isEmpty, read.states.isEmpty { regionKinds.insert(RegionKind(read.region, token.role)) }
        }
        /// Whether the region `inner` has a foreground of `role` of its own or of a region enclosing it
        /// (for links, its own text too).
        func hasOwn(_ role: Role?, in inner: [String]) -> Bool {
            (1...inner.count).contains { length in
                let enclosing = Array(inner.prefix(length))
                return regionKinds.contains(RegionKind(enclosing, role))
                    || role == .interactive && regionKinds.contains(RegionKind(enclosing, .text))
            }
        }
        var plans: [Int: [Int]] = [:]
        for (f, token) in foregrounds.enumerated() where !planned.contains(f) && token.role != .focus {
            let read = RegionNames.read(token.name)
            let isText = token.role == .text
            var targets: [Int] = []
            if read.region.isEmpty {
                targets += page
                if read.states.isEmpty, isText || token.role == .icon || token.role == .interactive {
                    targets += regions.filter { !hasOwn(token.role, in: $0.region) }.map(\.index)
                }
            } else {
                // Its own region's backgrounds (and those of the regions inside it), else the background of
                // the nearest enclosing region (`sidebar-bg` for `sidebar-header-…`), not its other parts'.
                var own = within[read.region] ?? []
                var region = read.region.dropLast()
                while own.isEmpty && !region.isEmpty {
                    own = exactly[Array(region)] ?? []
                    region = region.dropLast()
                }
                // No region of its own: the regions of the colours it is defined as, besides the page.
                var aliased: [Int] = []
                if own.isEmpty {
                    for name in Set(token.values.values.compactMap(\.aliasOf)) {
                        let target = RegionNames.read(name).region
                        guard !target.isEmpty else { continue }
                        aliased += within[target] ?? []
                    }
                }
                if token.role == .border {
                    let isControl = read.region.contains(where: Self.controlWords.contains)
                    targets += page + (isControl ? [] : own)
                } else {
                    targets += own.isEmpty ? page + aliased : own
                }
                if isText {
                    targets += highlightsWithin[read.region] ?? []
                }
            }
            if isText && read.region.isEmpty || RegionNames.isInteraction(read.states) { targets += stateFills }
            plans[f] = Array(Set(targets)).sorted()
        }
        self.plans = plans
    }

    /// A region's words and the role of a foreground named for it.
    private struct RegionKind: Hashable {
        let region: [String]
        let role: Role?
        init(_ region: [String], _ role: Role?) {
            self.region = region
            self.role = role
        }
    }
}
