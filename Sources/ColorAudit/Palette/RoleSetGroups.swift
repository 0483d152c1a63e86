/// **Colour groups that share one role set** (`PairFormation` rule 19): a set whose names are
/// `<prefix>.<group>.<role>`, where several groups (accent, neutral, brand1, success, danger…) have the same
/// role names, because a component takes all its colours from one group chosen where it is used:
/// - Designsystemet (Digdir): "The color names in Designsystemet are divided into 3 parts: Name of the color
///   scale, group (area of use), and variant", each scale with the same 16 colours (`background-default`,
///   `background-tinted`, `surface-default`, `surface-tinted`, `surface-hover`, `surface-active`,
///   `border-subtle`, `border-default`, `border-strong`, `text-subtle`, `text-default`, `base-default`,
///   `base-hover`, `base-active`, `base-contrast-subtle`, `base-contrast-default`;
///   designsystemet.no/en/fundamentals/designelements/colors), chosen with "the attribute data-color"
///   (designsystemet.no/en/fundamentals/theme/variables); "Text-default always has sufficient contrast
///   against all background and surface colors. Text-subtle always has sufficient contrast against all
///   background colors and surface-default" — of its own scale (designsystemet.no/en/fundamentals/
///   themebuilder/contrast);
/// - Chakra UI v3's colour palettes, `colors.<palette>.{solid, contrast, fg, muted, subtle, emphasized,
///   focusRing}`, chosen with `colorPalette`: "solid: The bold fill color of the color. contrast: The text
///   color that goes on solid color. fg: The foreground color used for text, icons, etc."
///   (chakra-ui.com/docs/theming/customization/colors); its button recipe draws `colorPalette.fg` on
///   `colorPalette.muted` and `colorPalette.subtle` and on the page, `colorPalette.contrast` on
///   `colorPalette.solid`, and `colorPalette.emphasized` as the outline's border (chakra-ui/chakra-ui
///   `packages/react/src/theme/recipes/button.ts`).
///
/// **Recognised** from the names alone (`init(names:)`): for some prefix, at least two group words (not
/// a role, state, scheme or vacuous word: `light` and `dark` groups are schemes) whose role sets are the
/// same or nearly so — the *core* roles are those at least half the groups (and two) have; a group
/// belongs when it has at least 80 % of the core and at least 80 % of its roles are core — with at least
/// `minimumRoles` core roles, among them a foreground role (text, icon, border, focus or a contrast text)
/// and a surface role (a background or a fill), read from the role's words alone. When several prefixes
/// qualify, the one covering the most names is taken, then others over names not taken.
///
/// **Roles** of a member come from its role words, not the group word (`accent` is no interactive
/// colour in `color.accent.surface-default`): `RoleInference` on those words, when they hold a category
/// word; a role `X-contrast-…` (`base-contrast-default`) is the text of the group's roles named X that are
/// not contrast roles (its *fills*: `base-default`, `base-hover`, `base-active`); in Chakra's role set
/// (`solid`, `contrast` and `fg` all present) `contrast` is the text on `solid`, `solid` a fill, `muted`
/// and `subtle` backgrounds, `emphasized` a border. A name of a group whose role words are digits (the
/// scale steps `color.accent.1` … `color.accent.16` beside the roles, Designsystemet's theme file) gets no
/// role from its group word (`isSilent`).
///
/// **Pairs** (`PairFormation`): a group's foregrounds on its own group's surfaces (not its fills) and on
/// the page — the general surfaces outside every group, and the page backgrounds (a role with a page word:
/// `background`, `bg`, `canvas`, `page`) of a neutral group (`neutralWords`), where components of every
/// group are placed; a contrast role only on its group's fills. Never a group's text on another group's
/// surfaces (danger text on a success surface is drawn by no component).
struct RoleSetGroups: Sendable {
    /// What a member is drawn as, from its role words.
    enum Kind: Sendable, Hashable {
        /// Text, icon, border, focus or interactive colour: drawn on its group's surfaces and the page.
        case foreground(Role)
        /// The text of the group's fills (the role keys of the group it is drawn on).
        case contrastText(fills: [String])
        /// A background of the group (`page` when it is a neutral group's page background).
        case surface(page: Bool)
        /// A fill that a contrast role of the group is drawn on: only those are drawn on it.
        case fill
    }

    /// One name of a recognised family.
    struct Member: Sendable, Hashable {
        /// The group's key: the prefix's words and the group word, joined with dots (`color.accent`).
        let group: String
        /// The role's words joined with dots (`base.contrast.default`).
        let role: String
        let kind: Kind
    }

    /// The fewest core roles a family has.
    static let minimumRoles = 3
    /// Group words of the neutral group, whose page backgrounds every group's components are placed on.
    static let neutralWords: Set<String> = ["neutral", "gray", "grey", "default"]
    /// Words of a page background.
    static let pageWords: Set<String> = ["background", "bg", "canvas", "page"]
    /// Words that are never a group: schemes and vacuous words.
    static let notGroupWords: Set<String> = [
        "color", "colour", "colors", "colours", "theme", "mode", "scheme", "light", "dark", "sys", "ref", "semantic",
        "token", "tokens", "value", "on", "contrast", "hc", "high", "low",
    ]

    /// Interaction-state words, never a group (`X.hover` is X in a state).
    static let stateWords = InteractionStateWords.all
    /// Every category word of `RoleInference.words`: a role's words must hold one to say what it is.
    static let categoryWords: Set<String> = RoleInference.words.values.reduce(into: ["fg"]) { $0.formUnion($1) }

    /// The members by name.
    let members: [String: Member]
    /// The scale steps of a recognised group (`color.accent.1`: role words all digits): no role is
    /// inferred for them from the group word.
    let silent: Set<String>
    /// The keys of the recognised groups.
    let groups: Set<String>

    /// Whether some family was recognised.
    var isEmpty: Bool { members.isEmpty }

    /// Recognises the families among `names` (see the type).
    init(names: [String]) {
        var table: [String: [String: [(index: Int, role: [String])]]] = [:]
        // Family-first role names (`FamilyRoleNames`, rule 38) are that convention's, not a role set's.
        let familyFirst = FamilyRoleNames(names: names).members
        let words = names.map { familyFirst[$0] == nil ? Self.words($0) : [] }
        for (i, w) in words.enumerated() where w.count >= 2 {
            for p in 0..<(w.count - 1) where Self.isGroupWord(w[p]) {
                let prefix = w[..<p].joined(separator: ".")
                table[prefix, default: [:]][w[p], default: []].append((i, Array(w[(p + 1)...])))
            }
        }
        var candidates: [(prefix: String, groups: [String], coverage: Int)] = []
        var kindsByPrefix: [String: [String: Kind]] = [:]
        for (prefix, groups) in table where groups.count >= 2 {
            let roleSets = groups.mapValues { Set($0.map { $0.role.joined(separator: ".") }) }
            var counts: [String: Int] = [:]
            for set in roleSets.values { for role in set { counts[role, default: 0] += 1 } }
            let threshold = max(2, (groups.count + 1) / 2)
            let core = Set(counts.filter { $0.value >= threshold }.keys)
            guard core.count >= Self.minimumRoles else { continue }
            let qualifying = roleSets.filter { _, set in
                let shared = set.intersection(core).count
                return Double(shared) >= 0.8 * Double(core.count) && Double(shared) >= 0.8 * Double(set.count)
            }.keys.sorted()
            guard qualifying.count >= 2 else { continue }
            let kinds = Self.kinds(Array(core))
            let hasForeground = kinds.values.contains {
                switch $0 {
                case .foreground, .contrastText: return true
                default: return false
                }
            }
            let hasSurface = kinds.values.contains {
                switch $0 {
                case .surface, .fill: return true
                default: return false
                }
            }
            guard hasForeground, hasSurface else { continue }
            kindsByPrefix[prefix] = kinds
            candidates.append((prefix, qualifying, qualifying.reduce(0) { $0 + (groups[$1]?.count ?? 0) }))
        }
        var members: [String: Member] = [:]
        var silent = Set<String>()
        var groupKeys = Set<String>()
        var taken = Set<Int>()
        for candidate in candidates.sorted(by: { ($0.coverage, $1.prefix) > ($1.coverage, $0.prefix) }) {
            guard let kinds = kindsByPrefix[candidate.prefix], let groups = table[candidate.prefix] else { continue }
            let entries = candidate.groups.flatMap { group in (groups[group] ?? []).map { (group, $0) } }
            guard entries.allSatisfy({ !taken.contains($0.1.index) }) else { continue }
            for (group, entry) in entries {
                let role = entry.role.joined(separator: ".")
                guard var kind = kinds[role] else {
                    // A scale step of the group (`color.accent.1`) takes no role from its group word (`accent`
                    // is no interactive colour here).
                    if entry.role.allSatisfy({ $0.allSatisfy(\.isNumber) }) {
                        silent.insert(names[entry.index])
                    }
                    continue
                }
                if case .surface = kind {
                    kind = .surface(
                        page: Self.neutralWords.contains(group) && entry.role.contains(where: Self.pageWords.contains))
                }
                let key = candidate.prefix.isEmpty ? group : candidate.prefix + "." + group
                taken.insert(entry.index)
                groupKeys.insert(key)
                members[names[entry.index]] = Member(group: key, role: role, kind: kind)
            }
        }
        self.members = members
        self.silent = silent
        groups = groupKeys
    }

    /// Whether `name` is in a recognised group as a scale step (`silent`): it gets no role.
    func isSilent(_ name: String) -> Bool { silent.contains(name) }

    /// The role of the member named `name`, or `nil` when it is none (its role is then inferred as usual).
    func role(of name: String) -> Role? {
        guard let member = members[name] else { return nil }
        switch member.kind {
        case .foreground(let role): return role
        case .contrastText: return .text
        case .surface, .fill: return .background
        }
    }

    /// The lowercase words of a name for grouping: split at every character that is no letter or digit and
    /// at a lowercase-to-uppercase hump, digits kept (`brand1` is not `brand2`).
    static func words(_ name: String) -> [String] {
        var result: [String] = []
        var current = ""
        var previousLower = false
        for character in name {
            guard character.isLetter || character.isNumber else {
                if !current.isEmpty { result.append(current) }
                current = ""
                previousLower = false
                continue
            }
            if character.isUppercase, previousLower, !current.isEmpty {
                result.append(current)
                current = ""
            }
            current += character.lowercased()
            previousLower = character.isLowercase || character.isNumber
        }
        if !current.isEmpty { result.append(current) }
        return result
    }

    /// Whether `word` may name a group: no role, state, scheme or vacuous word, not only digits.
    static func isGroupWord(_ word: String) -> Bool {
        guard word.count > 1, !word.allSatisfy(\.isNumber), !notGroupWords.contains(word),
            !stateWords.contains(word), !RoleInference.inactiveWords.contains(word)
        else { return false }
        return groupRoleWords.contains(word) || !RoleInference.words.values.contains { $0.contains(word) }
    }

    /// Interactive words that name a group all the same (Designsystemet's and Radix Themes' `accent`).
    static let groupRoleWords: Set<String> = ["accent", "tint"]

    /// What each core role (words joined with dots) is drawn as; roles that say nothing are left out.
    static func kinds(_ roles: [String]) -> [String: Kind] {
        let split = roles.map { ($0, $0.split(separator: ".").map(String.init)) }
        let chakra = ["solid", "contrast", "fg"].allSatisfy(roles.contains)
        var kinds: [String: Kind] = [:]
        var fills = Set<String>()
        for (role, words) in split {
            if let c = words.firstIndex(of: "contrast") {
                let head = Array(words[..<c])
                let targets: [String]
                if head.isEmpty {
                    targets = chakra ? ["solid"] : []
                } else {
                    targets = split.filter { other in
                        !other.1.contains("contrast") && other.1.count >= head.count
                            && Array(other.1.prefix(head.count)) == head
                    }.map(\.0).sorted()
                }
                guard !targets.isEmpty else { continue }
                kinds[role] = .contrastText(fills: targets)
                fills.formUnion(targets)
            }
        }
        for (role, words) in split where kinds[role] == nil {
            if fills.contains(role) {
                kinds[role] = .fill
                continue
            }
            if chakra {
                switch role {
                case "muted", "subtle": kinds[role] = .surface(page: false)
                case "emphasized": kinds[role] = .foreground(.border)
                default: break
                }
                if kinds[role] != nil { continue }
            }
            guard words.contains(where: categoryWords.contains),
                let role0 = RoleInference.infer(name: words.joined(separator: "-"))
            else { continue }
            kinds[role] = role0 == .background ? .surface(page: false) : .foreground(role0)
        }
        return kinds
    }
}
