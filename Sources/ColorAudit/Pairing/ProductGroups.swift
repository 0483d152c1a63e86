import ColorScience

/// Which backgrounds each foreground of a product's group is drawn on, in a token set whose paths hold
/// groups of a product or feature above their role (`PairFormation` rule 32). DTCG groups ("a set of
/// tokens belonging to a specific category", Design Tokens Format Module §6) and Style Dictionary's
/// nested objects put a product's own chrome under a path of its own: Brave Leo's
/// `color.light.desktopbrowser.tabbar.pinned-tab-outline-horizontal`, `…desktopbrowser.tabbar.background`,
/// `…desktopbrowser.toolbar.button.outline`, `…desktopbrowser.chrome-background-desktop`
/// (brave/leo `src/tokens/universal.variables.json`). Those outlines and fills are drawn in that
/// product's UI — Brave's browser-chrome preview draws the pinned tab's outline on the tab strip's frame,
/// `tabbar.background`, and the toolbar button outline as a line on the toolbar,
/// `chrome-background-desktop` — not on the library's page and containers nor on another product's
/// fills.
///
/// **The group path** of a name is read from its `.`- or `/`-separated path: the path segments before the
/// first one holding a category word (`RoleInference.words`: background, outline, button, text…) that
/// are not only qualifier words (`ignoredWords`: `color`, `light`, `dark`, `theme`, Material's scheme
/// words…): `[desktopbrowser, tabbar]` for the pinned tab's outline, `[desktopbrowser]` for
/// `chrome-background-desktop`, none for `color.light.text.primary`. Leading parts every colour with a
/// role shares are the palette's prefix, not groups (`kui.color.…`).
///
/// **Plans.** A foreground of a group is drawn on its group's backgrounds (its fills too: a button's outline
/// around its own state fills), and, when its group has no surface of its own (only fills, scrims or
/// nothing), on the nearest enclosing group's that has one (`desktopbrowser.toolbar.button.outline` on
/// `desktopbrowser.chrome-background-desktop`; its button's hover and active fills are state highlights,
/// which carry no border, `PairFormation` rule 21). A border is the edge
/// between its group and what surrounds it, so it is also drawn on the surfaces around: the nearest
/// enclosing group's that has a surface (the pinned tab's outline on `chrome-background-desktop`, the
/// vertical tab strip), or, for a group enclosed by none, the general surfaces of no group (Dialtone's
/// `inputs.color.border.default` on the page, `components/input.less:29`). A foreground whose group and
/// enclosing groups have no surface keeps its other plans, as do colours without a group. A group's
/// backgrounds stay surfaces of the general colours (the library's text in a product's menu).
struct ProductGroups: Sendable {
    /// The background indices (ascending) of each foreground planned here, by foreground index.
    let plans: [Int: [Int]]

    /// Words that qualify a path segment without naming a group: the colour's kind, its scheme or mode,
    /// the layers a token set names (see the type).
    static let ignoredWords: Set<String> =
        PairFormation.genericWords.union(MaterialColorRoles.affixWords).union(PairFormation.canvasQualifiers)
        .union(["schemes", "alias", "aliases", "semantic", "semantics", "tokens", "token", "global", "core"])

    /// The parts of a name's path: its `.`- or `/`-separated segments.
    static func parts(_ name: String) -> [Substring] { name.split { $0 == "." || $0 == "/" } }

    /// The group path of `name` (see the type), reading past its first `skipping` parts (a prefix every
    /// name shares): empty when it has none.
    static func path(of name: String, skipping: Int = 0) -> [String] {
        let parts = parts(name)
        guard parts.count >= 2 else { return [] }
        var path: [String] = []
        for part in parts.dropFirst(skipping) {
            let words = RoleInference.splitWords(String(part))
            if words.contains(where: { RoleInference.role(ofWord: $0) != nil }) { return path }
            if words.contains(where: { !ignoredWords.contains($0) }) { path.append(words.joined(separator: "-")) }
        }
        // No category word: the name says nothing of what the colour is drawn as.
        return []
    }

    /// The group of a status family's member (`StatusFamilyNames`), which names no category word:
    /// the parts before its status word that are not only qualifier words, past the first `skipping`
    /// parts — `[paaaa]` for `color.light.paaaa.error.muted`, none for `color.light.error.muted`.
    static func statusGroup(of name: String, skipping: Int = 0) -> [String] {
        guard let read = StatusFamilyNames.read(name) else { return [] }
        var group: [String] = []
        for part in parts(name).dropFirst(skipping) {
            let words = RoleInference.splitWords(String(part))
            if words == [read.status] { return group }
            if words.contains(where: { !ignoredWords.contains($0) }) { group.append(words.joined(separator: "-")) }
        }
        return []
    }

    /// The group of `name`: its group path (`path(of:skipping:)`), else its status family's group.
    static func group(of name: String, skipping: Int = 0) -> [String] {
        let path = path(of: name, skipping: skipping)
        return path.isEmpty ? statusGroup(of: name, skipping: skipping) : path
    }

    /// How many leading parts every name of `names` shares (the palette's prefix, see the type).
    static func sharedPrefix(_ names: some Sequence<String>) -> Int {
        var prefix: [Substring]?
        for name in names {
            let parts = parts(name)
            guard let known = prefix else {
                prefix = parts
                continue
            }
            if known.isEmpty { return 0 }
            prefix = Array(zip(known, parts).prefix { $0 == $1 }.map(\.0))
        }
        return prefix?.count ?? 0
    }

    /// Whether a colour of group `foreground` may be drawn on a surface of group `surface`: a colour of no
    /// group on any surface (a group's backgrounds stay surfaces of the general colours), a group's colour
    /// on its own group's surfaces and its enclosing groups', not on another product's nor the general ones.
    static func draws(_ foreground: [String], on surface: [String]) -> Bool {
        foreground.isEmpty || (!surface.isEmpty && foreground.starts(with: surface))
    }

    /// Plans `foregrounds` on `backgrounds` by their groups (see the type). `planned` (foreground indices)
    /// have plans from another convention and are left out; `fills` (background indices) are fills;
    /// `excluded` (background indices) are no surface for anything (scrims, shadows, Material's
    /// `surfaceTint`); `general` (background indices) are the general surfaces, those of no group around a
    /// group enclosed by none. Time grows with the colours and the pairs planned.
    init(
        foregrounds: [ColorToken], backgrounds: [ColorToken], planned: Set<Int>, fills: Set<Int>,
        excluded: Set<Int>, general: [Int]
    ) {
        // The leading parts every name shares are the palette's prefix.
        let prefix = Self.sharedPrefix((foregrounds + backgrounds).lazy.map(\.name))
        let foregroundPaths = foregrounds.map { Self.path(of: $0.name, skipping: prefix) }
        guard foregroundPaths.contains(where: { !$0.isEmpty }) else {
            plans = [:]
            return
        }
        let backgroundPaths = backgrounds.map { Self.path(of: $0.name, skipping: prefix) }
        var byPath: [[String]: [Int]] = [:]
        var hasSurface = Set<[String]>()
        for (b, path) in backgroundPaths.enumerated() where !path.isEmpty && !excluded.contains(b) {
            let words = RoleInference.splitWords(backgrounds[b].name)
            guard !words.contains(where: PairFormation.scrimWords.contains) else { continue }
            byPath[path, default: []].append(b)
            if !fills.contains(b) { hasSurface.insert(path) }
        }
        var plans: [Int: [Int]] = [:]
        for (f, path) in foregroundPaths.enumerated()
        where !path.isEmpty && !planned.contains(f) && foregrounds[f].role != .focus {
            var level = path[...]
            while !level.isEmpty && !hasSurface.contains(Array(level)) { level = level.dropLast() }
            guard !level.isEmpty else { continue }
            var targets = Set(byPath[path] ?? [])
            targets.formUnion(byPath[Array(level)] ?? [])
            if foregrounds[f].role == .border {
                // The surfaces around the group: the nearest enclosing group's, else the general ones.
                var around = path.count == level.count ? level.dropLast() : level
                while !around.isEmpty && !hasSurface.contains(Array(around)) { around = around.dropLast() }
                if around.isEmpty {
                    targets.formUnion(general.filter { backgroundPaths[$0].isEmpty })
                } else {
                    targets.formUnion((byPath[Array(around)] ?? []).filter { !fills.contains($0) })
                }
            }
            plans[f] = targets.sorted()
        }
        self.plans = plans
    }
}
