import ColorScience

/// Material 3's colour roles, exactly as Material documents which role is drawn on which
/// (m3.material.io/styles/color/roles: "on" roles are "text and icons against" their paired fill; "text
/// and icons typically use on surface and on surface variant on all types of surfaces"; the inverse
/// roles are for "elements that contrast against the surrounding UI" such as snackbars; "outline" marks
/// important boundaries, "outline variant" decorative elements such as dividers; container and fixed
/// roles are fills that "shouldn't be used for text or icons"). `PairFormation` takes these pairs in place
/// of its name heuristics (rule 1) for the colours it recognises here.
///
/// **Names.** A colour is a Material role when its words (`RoleInference.splitWords`) are a role's words
/// with only affix words (`affixWords`: `m3 sys color`, `md theme light`, `color`, Android's
/// `android:color…`, a scheme or contrast level) before and after them, in any spelling:
/// `md_theme_light_onPrimary`, `m3_sys_color_light_on_primary_container`, `--md-sys-color-on-primary`,
/// the Android theme attribute `colorOnPrimary`, Thunderbird's `lightOnPrimary`, Material Theme Builder's
/// `onPrimaryLightMediumContrast`, an Android theme family's `Theme.App/colorOnPrimary`; the inverse
/// roles also as Android's `colorSurfaceInverse`,
/// `colorOnSurfaceInverse`, `colorPrimaryInverse`. The affix words form the colour's **group** (its
/// scheme and contrast level): roles are paired only within their group, so a light scheme's
/// `on_surface` is never judged on the dark scheme's `surface`. The convention applies only to a palette
/// that uses Material's own vocabulary: at least `minimumSpecificRoles` distinct roles that only
/// Material names (containers, surface levels, inverse, fixed, outline variant), so a palette that merely
/// has a `primary` and an `on-primary` keeps the general rules.
///
/// **Pairs** (foreground role → the surfaces of its group):
/// - `onX` → `X`, `onXContainer` → `XContainer` (X: primary, secondary, tertiary, error);
/// - `onXFixed`, `onXFixedVariant` → `XFixed`, `XFixedDim`;
/// - `onSurface`, `onSurfaceVariant` → every surface level: `surface`, `surfaceDim`, `surfaceBright`,
///   `surfaceContainerLowest` … `surfaceContainerHighest`, and the older `surfaceVariant` and `background`
///   (Material's tone-based surfaces replace them; Android's `colorBackground` is the surface);
///   `onBackground` → `background`;
/// - `inverseOnSurface`, `inversePrimary` → `inverseSurface`;
/// - `primary`, `secondary`, `tertiary`, `error` (text and icons in their own right: "high-emphasis fills,
///   texts, and icons against surface") and `outline` (non-text) → the surface levels;
///   `outlineVariant` too, as decorative (`PairSequence.implicitUsage`);
/// - the fills themselves (`XContainer`, `XFixed`, `XFixedDim`, `surfaceTint`, `scrim`, `shadow`) form no
///   pair as foregrounds, and `surfaceTint` (an elevation tint laid over surfaces), `scrim` and `shadow`
///   are no surface for anything.
///
/// **Theme attributes that alias a role.** An Android theme attribute whose value is another attribute
/// (`?attr/colorPrimary`, `?colorPrimary`, `?android:attr/colorBackground`) is that attribute's colour:
/// Android resolves the reference in the theme ("Referencing style attributes",
/// developer.android.com/guide/topics/resources/accessing-resources#ReferencesToThemeAttributes), so an
/// app's own attribute with no role in its name (`colorPrimaryAlternative` set to `?attr/colorPrimary`)
/// is drawn as the role it aliases. A foreground whose name is no Material role and has no category word
/// (`RoleInference` rule 4; a brand word such as `primary` is none) and whose every value is
/// such a reference to a Material role takes, in each appearance, the pairs of the role its value there
/// names (`aliases`: `PairSequence` forms only those there); a reference to a fill role (`primaryContainer`)
/// forms none in that appearance.
struct MaterialColorRoles: Sendable {
    /// A Material role, by its canonical words.
    typealias RoleWords = [String]

    /// Words that may stand before or after a role's words (see the type).
    /// `schemes` is Material Theme Builder's own group: its JSON export holds the roles under `schemes.light`,
    /// `schemes.dark` (…`light-medium-contrast`), which a token set keeps as `color.light.schemes.on-surface`
    /// (Brave Leo's `universal.variables.json`).
    static let affixWords: Set<String> = [
        "m", "md", "sys", "color", "colour", "colors", "theme", "scheme", "schemes", "android", "mat", "light",
        "dark", "medium", "high", "contrast",
    ]

    /// Material's accent roles.
    static let accents = ["primary", "secondary", "tertiary", "error"]

    /// The surface levels (`onSurface`, `onSurfaceVariant`, the accents and `outline` are drawn on them).
    static let surfaceLevels: [RoleWords] = [
        ["surface"], ["surface", "dim"], ["surface", "bright"], ["surface", "container", "lowest"],
        ["surface", "container", "low"], ["surface", "container"], ["surface", "container", "high"],
        ["surface", "container", "highest"], ["surface", "variant"], ["background"],
    ]

    /// Roles that are fills, never drawn as foregrounds (see the type).
    static let fillRoles: Set<RoleWords> = Set(
        accents.map { [$0, "container"] } + accents.dropLast().flatMap { [[$0, "fixed"], [$0, "fixed", "dim"]] }
            + [["surface", "tint"], ["scrim"], ["shadow"], ["inverse", "surface"]] + surfaceLevels)

    /// Roles that are no surface for anything.
    static let nonSurfaces: Set<RoleWords> = [["surface", "tint"], ["scrim"], ["shadow"]]

    /// Each foreground role with the roles it is drawn on (see the type).
    static let drawnOn: [RoleWords: [RoleWords]] = {
        var table: [RoleWords: [RoleWords]] = [:]
        for accent in accents {
            table[["on", accent]] = [[accent]]
            table[["on", accent, "container"]] = [[accent, "container"]]
            table[[accent]] = surfaceLevels
            guard accent != "error" else { continue }
            table[["on", accent, "fixed"]] = [[accent, "fixed"], [accent, "fixed", "dim"]]
            table[["on", accent, "fixed", "variant"]] = [[accent, "fixed"], [accent, "fixed", "dim"]]
        }
        table[["on", "surface"]] = surfaceLevels
        table[["on", "surface", "variant"]] = surfaceLevels
        table[["on", "background"]] = [["background"]]
        table[["inverse", "on", "surface"]] = [["inverse", "surface"]]
        table[["inverse", "primary"]] = [["inverse", "surface"]]
        table[["outline"]] = surfaceLevels
        table[["outline", "variant"]] = surfaceLevels
        return table
    }()

    /// Other spellings of roles (Android's theme attributes put `inverse` last).
    static let synonyms: [RoleWords: RoleWords] = [
        ["surface", "inverse"]: ["inverse", "surface"], ["on", "surface", "inverse"]: ["inverse", "on", "surface"],
        ["primary", "inverse"]: ["inverse", "primary"],
    ]

    /// Every role's words by their first word, longest first (the longest match wins: `surface container
    /// high`, not `surface container` with `high` as a contrast word).
    static let patterns: [String: [RoleWords]] = {
        var all = Set(drawnOn.keys).union(fillRoles).union(synonyms.keys)
        for targets in drawnOn.values { all.formUnion(targets) }
        let sorted = all.sorted { ($0.count, $0.joined(separator: " ")) > ($1.count, $1.joined(separator: " ")) }
        return Dictionary(grouping: sorted, by: { $0[0] })
    }()

    /// Roles only Material names (see the type): containers, surface levels other than `surface` and
    /// `background`, inverse, fixed and `outline variant`, `surface tint`.
    static func isSpecific(_ role: RoleWords) -> Bool {
        role.contains("container") || role.contains("fixed") || role.contains("inverse")
            || role == ["outline", "variant"] || role == ["surface", "tint"] || role == ["surface", "dim"]
            || role == ["surface", "bright"] || role == ["on", "surface", "variant"]
    }

    /// How many distinct Material-only roles a palette must name for the convention to apply.
    static let minimumSpecificRoles = 3

    /// The role and group of a colour name, or `nil` when it is no Material role (see the type).
    static func parse(_ name: String) -> (role: RoleWords, group: String)? {
        // Android theme families (`Theme.App/colorOnPrimary`, the importer's `FAMILY/attribute` names) and
        // `/`-separated groups (`md/sys/color/on-primary`): the role is in the last part, the rest is part
        // of the group.
        let slash = name.lastIndex(of: "/")
        let family = slash.map { String(name[...$0]) } ?? ""
        let words = RoleInference.splitWords(slash.map { String(name[name.index(after: $0)...]) } ?? name)
        var start = 0
        while start < words.count {
            for pattern in patterns[words[start]] ?? [] where start + pattern.count <= words.count {
                guard words[start..<(start + pattern.count)].elementsEqual(pattern) else { continue }
                let rest = words[(start + pattern.count)...]
                guard rest.allSatisfy(affixWords.contains) else { continue }
                // Android's `android:` namespace says nothing of the scheme (`android:colorBackground` is in
                // the group of `colorOnBackground`).
                func affixes(_ words: ArraySlice<String>) -> String {
                    words.filter { $0 != "android" }.joined(separator: " ")
                }
                let group = family + affixes(words[..<start]) + "|" + affixes(rest)
                return (synonyms[pattern] ?? pattern, group)
            }
            guard affixWords.contains(words[start]) else { return nil }
            start += 1
        }
        return nil
    }

    /// For each foreground (index into the foregrounds given), the tokens it is drawn on (indices into
    /// the tokens given, ascending), when it is a Material role with pairs.
    let targets: [Int: [Int]]
    /// The foregrounds that are Material fills: no pairs as foregrounds.
    let silent: Set<Int>
    /// The tokens (indices into the tokens given) that are no surface: `surfaceTint`, `scrim`, `shadow`.
    let nonSurfaceTokens: Set<Int>
    /// The tokens (indices into the tokens given) that are Material roles, when the palette uses Material's
    /// vocabulary (empty otherwise).
    let roleTokens: Set<Int>
    /// The foregrounds (indices into the foregrounds given) Material draws on every surface level
    /// (`onSurface`, `onSurfaceVariant`, the accents, `outline`, `outlineVariant`): "on all types of
    /// surfaces".
    let surfaceDrawn: Set<Int>
    /// For each foreground that aliases Material roles (see the type), the names of the surfaces each
    /// attribute it refers to is drawn on, by that attribute's name: its pairs in an appearance are those
    /// of the attribute its value there refers to.
    let aliases: [Int: [String: Set<String>]]

    /// The attribute a theme attribute's value refers to (`?attr/colorPrimary` → `colorPrimary`,
    /// `?android:attr/colorBackground` → `android:colorBackground`), `nil` for any other value.
    static func attributeReference(_ source: String) -> String? {
        guard source.hasPrefix("?") else { return nil }
        var rest = source.dropFirst()
        var prefix = ""
        if rest.hasPrefix("android:") {
            prefix = "android:"
            rest = rest.dropFirst("android:".count)
        }
        if rest.hasPrefix("attr/") { rest = rest.dropFirst("attr/".count) }
        guard !rest.isEmpty, !rest.contains("/") else { return nil }
        return prefix + rest
    }

    /// Recognises the Material roles among `tokens` (all the palette's colours) and plans the pairs of
    /// `foregrounds` (see the type). Time grows with the colours.
    init(foregrounds: [ColorToken], tokens: [ColorToken]) {
        var byGroup: [String: [RoleWords: Int]] = [:]
        var specific = Set<RoleWords>()
        var nonSurfaceTokens = Set<Int>()
        var roleTokens = Set<Int>()
        for (t, token) in tokens.enumerated() {
            guard let (role, group) = Self.parse(token.name) else { continue }
            roleTokens.insert(t)
            if Self.isSpecific(role) { specific.insert(role) }
            if byGroup[group]?[role] == nil { byGroup[group, default: [:]][role] = t }
            if Self.nonSurfaces.contains(role) { nonSurfaceTokens.insert(t) }
        }
        guard specific.count >= Self.minimumSpecificRoles else {
            targets = [:]
            silent = []
            self.nonSurfaceTokens = []
            self.roleTokens = []
            surfaceDrawn = []
            aliases = [:]
            return
        }
        self.nonSurfaceTokens = nonSurfaceTokens
        self.roleTokens = roleTokens
        var targets: [Int: [Int]] = [:]
        var silent = Set<Int>()
        var surfaceDrawn = Set<Int>()
        var aliases: [Int: [String: Set<String>]] = [:]
        var tokenByName: [String: Int] = [:]
        for (t, token) in tokens.enumerated() where tokenByName[token.name] == nil { tokenByName[token.name] = t }
        for (f, token) in foregrounds.enumerated() {
            guard let (role, group) = Self.parse(token.name) else {
                // A theme attribute aliasing Material roles (see the type), whose name has no role word.
                let segments = RoleInference.segments(token.name)
                guard RoleInference.decide(segments, words: segments.joined().count) == nil else { continue }
                let referred = token.values.values.map { Self.attributeReference($0.source) }
                guard !referred.isEmpty, referred.allSatisfy({ $0 != nil }) else { continue }
                var surfacesByAttribute: [String: Set<String>] = [:]
                var all = Set<Int>()
                for name in Set(referred.compactMap { $0 }) {
                    // The attribute as the palette names it (`android:colorBackground` or `colorBackground`).
                    let bare = name.hasPrefix("android:") ? String(name.dropFirst(8)) : name
                    guard let t = tokenByName[name] ?? tokenByName[bare] ?? tokenByName["android:" + bare],
                        let (aliased, aliasGroup) = Self.parse(tokens[t].name)
                    else {
                        surfacesByAttribute = [:]
                        break
                    }
                    var found = Set<Int>()
                    if let surfaces = Self.drawnOn[aliased] {
                        found = Set(surfaces.compactMap { byGroup[aliasGroup]?[$0] })
                    } else if !Self.fillRoles.contains(aliased) {
                        surfacesByAttribute = [:]
                        break
                    }
                    surfacesByAttribute[name] = Set(found.map { tokens[$0].name })
                    all.formUnion(found)
                }
                guard !surfacesByAttribute.isEmpty else { continue }
                aliases[f] = surfacesByAttribute
                if all.isEmpty { silent.insert(f) } else { targets[f] = all.sorted() }
                continue
            }
            if let surfaces = Self.drawnOn[role] {
                // A role none of whose surfaces its group has is left to the general rules.
                let found = Set(surfaces.compactMap { byGroup[group]?[$0] })
                if !found.isEmpty { targets[f] = found.sorted() }
                if !found.isEmpty, surfaces == Self.surfaceLevels { surfaceDrawn.insert(f) }
            } else if Self.fillRoles.contains(role) {
                silent.insert(f)
            }
        }
        self.targets = targets
        self.silent = silent
        self.surfaceDrawn = surfaceDrawn
        self.aliases = aliases
    }
}
