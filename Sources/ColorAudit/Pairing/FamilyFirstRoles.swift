/// `PairFormation` rule 38, **family-first role names drawn as the components draw them**
/// (`FamilyRoleNames`: `danger.text-strong`, `neutral.surface-weakest-selected`, `status.option3.border-press`).
/// A component takes its colours from one family, and the role after the family says where each goes:
/// - a family's rest `text` and `icon` on its own family's rest, weak and focus surfaces (`X.surface`,
///   `X.surface-weak`, `X.surface-weakest`, `X.surface-focus`), and on the page — the neutral family's rest,
///   weak and weakest surfaces at rest — unless the family names a weak variant of it, which is then the one
///   drawn on the page (`FamilyWeakForegrounds`: `danger.text-weak`, a field's error message); the weak
///   variants on the page only, a group's nowhere;
/// - a family's borders against the page, not on its own fills (`FamilyEdgesOnPage`: the edge of a callout
///   or an invalid field, judged against what is adjacent outside it, WCAG 1.4.11); a group's form no pair;
///   the neutral family's borders on its own surfaces (the page and the neutral controls' fills);
/// - `X.text-strong` and `X.icon-strong`, the on-fill colours, only on `X.surface-strong` and its states (a
///   button's label, a badge's count); a family with no on-fill colour draws its rest `text` and `icon` on
///   its strong surface (a group's avatar initials on `decorative.optionN.surface-strong`);
/// - the neutral family's rest and weak text and icons also on the other families' rest and weak surfaces at
///   rest (an alert's body text), not on their strong fills, their state fills (which take their own
///   family's colour, as rule 35's) nor on a group's surfaces; its `-weakest` (a placeholder) and its state
///   colours only on the neutral surfaces;
/// - a group's colours (`status.option3`, `decorative.option7`) only on its own surfaces, as above: never on
///   another group's or family's, nor on the page;
/// - a foreground named with a state only on surfaces of that state (`X.text-press` on `X.surface-press`,
///   not on `X.surface`) — a family's hovered text and icons on `neutral.surface-hover` too (a hovered ghost
///   button), its hovered and pressed ones on the page where its rest text is (a link, `FamilyWeakForegrounds`)
///   — a foreground at rest
///   on every state of its surfaces (`X.text-strong` on `X.surface-strong-hover`) but those its family names
///   a colour of its own for (with `X.text-press`, `X.text` is not drawn on `X.surface-press`: the component
///   switches to it);
/// - the focus ring (`X.border-focus`) on the page only: it is drawn around a control, on the surface outside
///   it (WCAG 2.2 SC 2.4.13, rule 3).
/// Nothing else is drawn on the convention's surfaces (the page's excepted, which stay general surfaces),
/// and its foregrounds form no other pair. The plans are explicit lists; a neutral foreground's list of the
/// families' surfaces is built once and shared, so memory grows with the colours.
struct FamilyFirstRoles: Sendable {
    /// Why a pair of the convention is formed (`PairFormation.Reason`).
    enum Kind: Sendable { case own, page, neutralOnFamily }

    /// The planned surfaces (indices into the formation's surfaces, ascending) of each member foreground.
    let plans: [Int: [Int]]
    /// The member surfaces that are the page (the neutral family's rest, weak and weakest surfaces at rest).
    let pages: Set<Int>
    /// Every member surface other than the pages: nobody else's surface.
    let reserved: Set<Int>
    /// The member of each planned foreground and of each member surface, by index.
    private let foregroundMembers: [Int: FamilyRoleNames.Member]
    private let surfaceMembers: [Int: FamilyRoleNames.Member]

    /// Whether no palette colour is named so.
    var isEmpty: Bool { plans.isEmpty }

    /// Plans the members among `foregrounds` on the members among `surfaces` (the formation's surfaces),
    /// as `names` reads them.
    init(foregrounds: [ColorToken], surfaces: [ColorToken], names: FamilyRoleNames) {
        guard !names.isEmpty else {
            (plans, pages, reserved, foregroundMembers, surfaceMembers) = ([:], [], [], [:], [:])
            return
        }
        var surfaceMembers: [Int: FamilyRoleNames.Member] = [:]
        var byFamily: [String: [Int]] = [:]
        var pages: [Int] = []
        // The non-neutral families' rest and weak surfaces at rest: neutral text is drawn on them.
        var familyTints: [Int] = []
        // The neutral family's rest hover surface (a ghost button's hover fill, `neutral.surface-hover`), by
        // state: a family's hovered text is drawn on it.
        var neutralStates: [String: [Int]] = [:]
        for (b, surface) in surfaces.enumerated() {
            guard let member = names.members[surface.name], member.part == .surface else { continue }
            surfaceMembers[b] = member
            byFamily[member.family, default: []].append(b)
            guard member.variant != .strong else { continue }
            if member.isNeutral {
                if let state = member.state {
                    if member.variant == .rest, state == "hover" { neutralStates[state, default: []].append(b) }
                } else if member.variant != .focus {
                    pages.append(b)
                }
            } else if !member.isGroup, member.state == nil {
                familyTints.append(b)
            }
        }
        var onFillFamilies = Set<String>()
        var foregroundMembers: [Int: FamilyRoleNames.Member] = [:]
        // The foregrounds named with a state: at rest, their family's colour gives way to them there.
        var stateColours = Set<FamilyRoleNames.Member>()
        // The families' parts with a weak variant (`danger text`): that one, not the rest one, is on the page.
        var weakParts = Set<String>()
        for (f, token) in foregrounds.enumerated() {
            guard let member = names.members[token.name], member.part != .surface else { continue }
            foregroundMembers[f] = member
            if member.isOnFill { onFillFamilies.insert(member.family) }
            if member.state != nil { stateColours.insert(member) }
            if member.isWeak { weakParts.insert(FamilyWeakForegrounds.key(member)) }
        }
        func fits(_ fg: FamilyRoleNames.Member, _ b: Int) -> Bool {
            guard let s = surfaceMembers[b] else { return false }
            guard fg.state == nil else { return fg.state == s.state }
            guard let state = s.state else { return true }
            let own = FamilyRoleNames.Member(
                family: fg.family, isGroup: fg.isGroup, isNeutral: fg.isNeutral, part: fg.part, variant: fg.variant,
                state: state)
            return !stateColours.contains(own)
        }
        var plans: [Int: [Int]] = [:]
        for (f, member) in foregroundMembers {
            if member.isFocusRing {
                plans[f] = pages
                continue
            }
            if FamilyEdgesOnPage.isEdge(member) {
                plans[f] = FamilyEdgesOnPage.targets(member, pages: pages)
                continue
            }
            if FamilyWeakForegrounds.isBesideComponent(member) {
                plans[f] = member.isGroup ? [] : pages
                continue
            }
            let own = byFamily[member.family] ?? []
            var targets: [Int]
            if member.isOnFill {
                targets = own.filter { surfaceMembers[$0]?.variant == .strong && fits(member, $0) }
            } else {
                let drawsOnFill =
                    !onFillFamilies.contains(member.family) && member.variant == .rest && member.part != .border
                targets = own.filter { b in
                    (surfaceMembers[b]?.variant != .strong || drawsOnFill) && fits(member, b)
                }
                if !member.isGroup, !member.isNeutral {
                    if let state = member.state {
                        if FamilyWeakForegrounds.isInteractionOnPage(member) {
                            targets += neutralStates[state, default: []]
                            if !weakParts.contains(FamilyWeakForegrounds.key(member)) { targets += pages }
                        }
                    } else if !weakParts.contains(FamilyWeakForegrounds.key(member)) {
                        targets += pages
                    }
                }
                if member.isNeutral, member.part != .border, member.state == nil, member.variant != .weakest {
                    targets += familyTints
                }
            }
            plans[f] = Array(Set(targets)).sorted()
        }
        self.plans = plans
        self.pages = Set(pages)
        reserved = Set(surfaceMembers.keys).subtracting(pages)
        self.foregroundMembers = foregroundMembers
        self.surfaceMembers = surfaceMembers
    }

    /// Why member foreground `f` is drawn on surface `b`: its own family's surface, the page, or neutral
    /// text on another family's surface.
    func kind(_ f: Int, _ b: Int) -> Kind {
        guard let fg = foregroundMembers[f], let surface = surfaceMembers[b] else { return .own }
        if fg.family == surface.family { return .own }
        return surface.isNeutral ? .page : .neutralOnFamily
    }
}
