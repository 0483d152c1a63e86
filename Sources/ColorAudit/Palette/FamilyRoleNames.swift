/// **Family-first role names** (`PairFormation` rule 38): a token set that names each colour by its family
/// first and its role second, `FAMILY.ROLE[-VARIANT][-STATE]` — `danger.text-strong`,
/// `danger.surface-strong-hover`, `neutral.surface-weakest-selected`, `primary.surface-focus` — with
/// parallel groups of one more level named the same way (`status.option3.border-press`,
/// `decorative.option7.surface-weak-hover`, `status.positive.text`).
///
/// - FAMILY is one word (`neutral`, `primary`, `danger`, `success`, `warning`, `information`, `upsell`…);
///   a *group* is two (`status.option3`: a parent word, then the option). Leading segments of vacuous words
///   (`color.`, `semantic.`) are read past.
/// - ROLE is `text`, `icon`, `border` or `surface` (the last segment's first word);
/// - VARIANT is `weakest`, `weaker` or `weak` (the last two read as one), `strong`, `stronger`, `strongest` or
///   `focus`; `-strong` names the
///   family's *on-fill* colours: `X.surface-strong` is the family's solid fill (a button, a badge) and
///   `X.text-strong`, `X.icon-strong` the text and icons drawn on it, as systems named role-after-family
///   say of their "strong" (bold, emphasis) fills and the colours "on" them (Primer's
///   `bgColor-danger-emphasis` with `fgColor-onEmphasis`, Atlassian's `color.background.danger.bold` with
///   `color.text.inverse`); a `border-strong` stays a border (an invalid input's edge);
///   `border-focus` is the focus ring; `surface-focus` a fill;
/// - STATE is `hover`, `press`, `selected` or `disabled` (`pressed`, `active`, `hovered` read as these).
///
/// **Recognised** from the names alone (`init(names:)`): at least `minimumFamilies` one-word families each
/// with a surface and a text or icon member, each of whose names (past the vacuous prefix, one segment
/// below the family) parses so for at least 80 % (Designsystemet's `color.accent.text-default`,
/// `border-subtle` do not: `default` and `subtle` are no variant here, and rule 19 keeps them); then the
/// two-word groups with a surface and a text or icon member and 80 % of their names parsed. Only the
/// members of recognised families and groups are read so.
struct FamilyRoleNames: Sendable {
    /// The role word of a member.
    enum Part: String, Sendable, Hashable { case text, icon, border, surface }
    /// The variant of a member: rest, weak (`weak`, `weaker`), weakest, strong (`strong`, `stronger`,
    /// `strongest`: the on-fill colours and the fills) or focus.
    enum Variant: Sendable, Hashable { case rest, weak, weakest, strong, focus }

    /// One member: its family's key, its role word, variant and state.
    struct Member: Sendable, Hashable {
        /// The family's words joined with dots (`danger`, `status.option3`).
        let family: String
        /// Whether the family is a group of two words (`status.option3`).
        let isGroup: Bool
        /// Whether the family is the neutral one (`RoleSetGroups.neutralWords`).
        let isNeutral: Bool
        let part: Part
        let variant: Variant
        /// The interaction state (`hover`, `press`, `selected`, `disabled`), `nil` at rest.
        let state: String?

        /// Whether the member is a foreground drawn on its family's strong fills (`text-strong`, `icon-strong`).
        var isOnFill: Bool { part != .border && part != .surface && variant == .strong }
        /// Whether the member is a weak or weakest variant (`danger.text-weak`, `neutral.text-weakest`).
        var isWeak: Bool { variant == .weak || variant == .weakest }
        /// Whether the member is the focus ring (`border-focus`, `text-focus`, `icon-focus`).
        var isFocusRing: Bool { part != .surface && variant == .focus }
    }

    /// The fewest one-word families the convention needs.
    static let minimumFamilies = 3
    /// The share of a family's names that must parse.
    static let minimumShare = 0.8

    static let variants: [String: Variant] = [
        "weakest": .weakest, "weaker": .weak, "weak": .weak, "strong": .strong, "stronger": .strong,
        "strongest": .strong, "focus": .focus,
    ]
    static let states: [String: String] = [
        "hover": "hover", "hovered": "hover", "press": "press", "pressed": "press", "active": "press",
        "selected": "selected", "disabled": "disabled",
    ]

    /// The members by name.
    let members: [String: Member]

    /// Whether the convention was recognised.
    var isEmpty: Bool { members.isEmpty }

    /// Recognises the convention among `names` (see the type).
    init(names: [String]) {
        var read: [(name: String, member: Member)] = []
        var counts: [String: (parsed: Int, all: Int, surface: Bool, content: Bool, group: Bool)] = [:]
        for name in names {
            guard let (family, last) = Self.split(name) else { continue }
            var entry = counts[family] ?? (0, 0, false, false, family.contains("."))
            entry.all += 1
            if let member = Self.member(family: family, last: last) {
                entry.parsed += 1
                if member.part == .surface { entry.surface = true }
                if member.part == .text || member.part == .icon { entry.content = true }
                read.append((name, member))
            }
            counts[family] = entry
        }
        func qualifies(_ family: String) -> Bool {
            guard let entry = counts[family] else { return false }
            return entry.surface && entry.content && Double(entry.parsed) >= Self.minimumShare * Double(entry.all)
        }
        let families = counts.keys.filter { counts[$0]?.group == false && qualifies($0) }
        guard families.count >= Self.minimumFamilies else {
            members = [:]
            return
        }
        var members: [String: Member] = [:]
        for (name, member) in read where qualifies(member.family) {
            members[name] = member
        }
        self.members = members
    }

    /// The role of the member named `name`, `nil` when it is none: `text`, `icon`, `border` (the focus
    /// ring: `focus`), `surface` a background.
    func role(of name: String) -> Role? {
        guard let member = members[name] else { return nil }
        if member.isFocusRing { return .focus }
        switch member.part {
        case .text: return .text
        case .icon: return .icon
        case .border: return .border
        case .surface: return .background
        }
    }

    /// The family key (one or two segments of one word each, vacuous leading segments read past) and the
    /// last segment's words of `name`, or `nil` when it is not shaped so.
    static func split(_ name: String) -> (family: String, last: [String])? {
        var segments = name.split(whereSeparator: { $0 == "." || $0 == "/" }).map(String.init)
        guard segments.count >= 2 else { return nil }
        while segments.count > 2, RoleSetGroups.notGroupWords.contains(segments[0].lowercased()) {
            segments.removeFirst()
        }
        guard segments.count <= 3 else { return nil }
        let head = segments.dropLast().map { RoleSetGroups.words($0) }
        guard head.allSatisfy({ $0.count == 1 }) else { return nil }
        let familyWords = head.map { $0[0] }
        guard familyWords.allSatisfy({ Part(rawValue: $0) == nil && variants[$0] == nil && states[$0] == nil })
        else { return nil }
        return (familyWords.joined(separator: "."), RoleSetGroups.words(segments[segments.count - 1]))
    }

    /// The member of `family` whose last segment's words are `last`, or `nil` when they are no
    /// `ROLE[-VARIANT][-STATE]`.
    static func member(family: String, last: [String]) -> Member? {
        guard let first = last.first, let part = Part(rawValue: first), last.count <= 3 else { return nil }
        var rest = last.dropFirst()
        var variant = Variant.rest
        if let word = rest.first, let v = variants[word] {
            variant = v
            rest = rest.dropFirst()
        }
        var state: String?
        if let word = rest.first, let s = states[word] {
            state = s
            rest = rest.dropFirst()
        }
        guard rest.isEmpty else { return nil }
        let isGroup = family.contains(".")
        return Member(
            family: family, isGroup: isGroup, isNeutral: !isGroup && RoleSetGroups.neutralWords.contains(family),
            part: part, variant: variant, state: state)
    }
}
