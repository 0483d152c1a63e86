import ColorScience

// A moved colour's siblings (`PaletteRepair.isSibling`): who they are, how far apart the repair keeps them
// (`siblingSeparation`), and the solver's look-ups of them as they stand for a search (`siblingCheck`).
// Placing the moved ones together is `SiblingPlacement.swift`.

extension PaletteRepair {
    /// The least ΔE00 the repair keeps between a colour it moves and another colour of its family in an
    /// appearance that differs from it today by as much (`isSibling`; `SiblingCandidateCheck`): 1, one
    /// just-noticeable difference. CIEDE2000 was fitted so that ΔE00 ≈ 1 is a just-noticeable difference for
    /// large patches side by side (CIE 142-2001; below 1 "the observer does not notice the difference",
    /// Mokrzycki & Tatol, *Colour difference ΔE — a survey*, Machine Graphics & Vision 20(4), 2011, the scale
    /// `cvd-collision`'s threshold starts from): nearer than that, `text.secondary` moved to within 1 of
    /// `text.primary` is `text.primary` to everyone, a distinction the design system made and the repair took
    /// away. It is the smallest difference that is still a difference, not a clear one (small marks need
    /// several times more, `cvd-collision`'s 10): the repair keeps what can be told apart at all, and says
    /// so when it cannot (`RepairPlan.Change.sameAs`).
    public static let siblingSeparation = 1.0

    /// Whether two colours are siblings, which a repair keeps apart (`siblingSeparation`): colours of one role
    /// in one namespace, their names the same but for their last word (`color.icon.tertiary` and
    /// `color.icon.secondary`, `text.warning.tertiary` and `text.warning.secondary`); names of one word share
    /// the palette's top level (iOS `secondaryLabel` and `tertiaryLabel`, both text). Two colours of no role
    /// are siblings only in a namespace of their own (`brand.primary`, `brand.secondary`), not at the top
    /// level (`rosewater`, `flamingo`). A colour named as the namespace is its default, a sibling of the
    /// colours in it (Figma SDS `color.text.danger` beside `color.text.danger.secondary` and
    /// `color.text.danger.tertiary`). Not every colour of a role: `text.danger.tertiary` and
    /// `text.warning.tertiary` belong to two statuses, `color.text.primary` and `color.icon.primary` to two
    /// roles, and a repair that kept every text colour apart from every other would move colours nobody
    /// asked it to move.
    static func isSibling(_ a: (name: String, role: Role?), _ b: (name: String, role: Role?)) -> Bool {
        !Set(siblingLookups(name: a.name, role: a.role)).isDisjoint(with: siblingKeys(name: b.name, role: b.role))
    }

    /// The keys a colour is found under by its siblings (`isSibling`): as a colour of its namespace (its role
    /// and its name up to its last word, `familyPrefix`, empty for a name of one word; none for a name of one
    /// word of no role), and as the default of the namespace its own name makes.
    static func siblingKeys(name: String, role: Role?) -> [String] {
        let namespace = familyPrefix(name) ?? ""
        let kind = role?.rawValue ?? ""
        let member = role != nil || !namespace.isEmpty ? ["in\u{0}\(kind)\u{0}\(namespace)"] : []
        return member + ["default\u{0}\(kind)\u{0}\(name)"]
    }

    /// The keys a colour looks its siblings up under (`siblingKeys`): the colours of its namespace, the
    /// namespace's default, and the colours of the namespace its own name makes.
    static func siblingLookups(name: String, role: Role?) -> [String] {
        let namespace = familyPrefix(name) ?? ""
        let kind = role?.rawValue ?? ""
        var keys = role != nil || !namespace.isEmpty ? ["in\u{0}\(kind)\u{0}\(namespace)"] : []
        if !namespace.isEmpty { keys.append("default\u{0}\(kind)\u{0}\(namespace)") }
        keys.append("in\u{0}\(kind)\u{0}\(name)")
        return keys
    }

    /// How near two siblings moved by the repair may stand after its searches and still be placed apart
    /// together (`Solver.placeSiblingsJointly`): ΔE00 3. A search keeps a colour a just-noticeable difference
    /// (`siblingSeparation`) from the siblings moved before it, so the colours of a family moved onto one value
    /// end a step or two apart, each within 3 of the next.
    static let jointReach = 3.0
}

extension Solver {
    /// The colours of each colour's family the repair keeps it apart from (`SiblingCandidateCheck`).
    final class Siblings {
        /// Per palette, the colours under each key of `PaletteRepair.siblingKeys`, found once.
        var index: [Int: [String: [String]]] = [:]
        /// Per slot (and whether the colour its alias names is written too), its siblings that differ from
        /// it today: name, the colour of the slot's they are siblings of, appearance and palette.
        var places: [String: [(token: String, of: String, appearance: Appearance, scope: Int)]] = [:]
        /// Colours as they stand (`currentColor`) with their CIELAB when opaque, until the next move.
        var current: [String: (color: Color, lab: SIMD3<Double>?)?] = [:]
        /// Per slot (and `target`), its check as things stand (`siblingCheck`), until the next move.
        var checks: [String: SiblingCandidateCheck] = [:]
        /// The colours of the failing pairs the repair meets, until the next move.
        var failing: Set<String>?
    }

    /// The colours of palette `scope` under each key of `PaletteRepair.siblingKeys` (found once).
    func siblingIndex(_ scope: Int) -> [String: [String]] {
        if let known = siblings.index[scope] { return known }
        var index: [String: [String]] = [:]
        for token in contexts[scope].palette.tokens {
            for key in PaletteRepair.siblingKeys(name: token.name, role: token.role) {
                index[key, default: []].append(token.name)
            }
        }
        siblings.index[scope] = index
        return index
    }

    /// The siblings a move of `slot` must keep apart from (`PaletteRepair.isSibling`), in each appearance
    /// of its pairs: those of its colour and of the colours aliasing it (they follow it), and, with
    /// `target`, of the colour its alias names (a new value written there, `soleTarget`), that differ from
    /// that colour today (ΔE00 over 0.005, the difference below which the plan says "is the colour of"): a
    /// sibling one just-noticeable difference or less from it today (`hint` #686868 beside `icon` #666666,
    /// ΔE00 0.76) is still a colour of its own, kept `PaletteRepair.siblingSeparation` apart once either
    /// moves. Found once per slot.
    func siblingPlaces(_ slot: Int, target: Bool) -> [(token: String, of: String, appearance: Appearance, scope: Int)] {
        let cacheKey = "\(slot)\u{0}\(target)"
        if let known = siblings.places[cacheKey] { return known }
        var members = [slots[slot].token]
        if target, let alias = slots[slot].value.aliasOf { members.append(alias) }
        var index = 0
        while index < members.count && members.count < 64 {
            for name in (aliasNames[members[index]] ?? []).sorted() where !members.contains(name) {
                members.append(name)
            }
            index += 1
        }
        let memberSet = Set(members)
        var seen = Set<String>()
        var places: [(token: String, of: String, appearance: Appearance, scope: Int)] = []
        for c in slots[slot].constraints {
            let (appearance, scope) = (constraints[c].appearance, constraints[c].scope)
            guard seen.insert("\(scope)\u{0}\(appearance.rawValue)").inserted else { continue }
            let context = contexts[scope]
            let family = siblingIndex(scope)
            var compared = Set<String>()
            for member in members {
                guard let token = context.token(named: member), let today = token.resolve(appearance)?.value.color
                else { continue }
                for key in PaletteRepair.siblingLookups(name: member, role: token.role) {
                    for name in family[key] ?? [] where !memberSet.contains(name) && compared.insert(name).inserted {
                        guard let other = context.token(named: name)?.resolve(appearance)?.value.color,
                            SiblingCandidateCheck.distance(today, other) > 0.005
                        else { continue }
                        places.append((name, member, appearance, scope))
                    }
                }
            }
        }
        siblings.places[cacheKey] = places
        return places
    }

    /// The siblings of `slot` as they stand, for a search (`siblingPlaces`). A sibling that fails a pair the
    /// repair meets is not compared while it does (`all` false): it is searched for itself, and kept apart
    /// from this colour then (`hint` #7a7a7a beside `caption` `{gray.500}` #777777, both failing on white:
    /// `caption` goes to `gray.600`, and `hint` to #767676, not to #747474 around where `caption` stood).
    func siblingCheck(_ slot: Int, target: Bool, all: Bool = false) -> SiblingCandidateCheck {
        let checkKey = "\(slot)\u{0}\(target)\u{0}\(all)"
        if let known = siblings.checks[checkKey] { return known }
        if !all && siblings.failing == nil {
            var failing = Set<String>()
            for c in failingTargets {
                failing.insert(slots[constraints[c].foreground].token)
                failing.insert(slots[constraints[c].background].token)
            }
            siblings.failing = failing
        }
        let failing = all ? [] : siblings.failing ?? []
        let others = siblingPlaces(slot, target: target).compactMap { place -> SiblingCandidateCheck.Other? in
            guard !failing.contains(place.token) else { return nil }
            let key = "\(place.scope)\u{0}\(place.appearance.rawValue)\u{0}\(place.token)"
            let found: (color: Color, lab: SIMD3<Double>?)?
            if let known = siblings.current[key] {
                found = known
            } else {
                found = currentColor(place.token, place.appearance, place.scope).map {
                    ($0, $0.isOpaque ? $0.converted(to: .lab).components : nil)
                }
                siblings.current[key] = .some(found)
            }
            guard let found else { return nil }
            return SiblingCandidateCheck.Other(
                token: place.token, of: place.of, appearance: place.appearance, scope: place.scope, color: found.color,
                lab: found.lab)
        }
        let check = SiblingCandidateCheck(others: others)
        siblings.checks[checkKey] = check
        return check
    }
}
