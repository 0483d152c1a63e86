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

    /// A key colours are found under by their siblings (`siblingKeys`, `siblingLookups`): the colours of a
    /// namespace (`member`), or its default, the colour named as the namespace; of one role (or of none).
    struct SiblingKey: Hashable {
        enum Kind: Hashable {
            case member
            case namespaceDefault
        }
        var kind: Kind
        var role: Role?
        var namespace: String
    }

    /// The keys a colour is found under by its siblings (`isSibling`): as a colour of its namespace (its role
    /// and its name up to its last word, `familyPrefix`, empty for a name of one word; none for a name of one
    /// word of no role), and as the default of the namespace its own name makes.
    static func siblingKeys(name: String, role: Role?) -> [SiblingKey] {
        let namespace = familyPrefix(name) ?? ""
        let member =
            role != nil || !namespace.isEmpty ? [SiblingKey(kind: .member, role: role, namespace: namespace)] : []
        return member + [SiblingKey(kind: .namespaceDefault, role: role, namespace: name)]
    }

    /// The keys a colour looks its siblings up under (`siblingKeys`): the colours of its namespace, the
    /// namespace's default, and the colours of the namespace its own name makes.
    static func siblingLookups(name: String, role: Role?) -> [SiblingKey] {
        let namespace = familyPrefix(name) ?? ""
        var keys =
            role != nil || !namespace.isEmpty ? [SiblingKey(kind: .member, role: role, namespace: namespace)] : []
        if !namespace.isEmpty { keys.append(SiblingKey(kind: .namespaceDefault, role: role, namespace: namespace)) }
        keys.append(SiblingKey(kind: .member, role: role, namespace: name))
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
        var index: [Int: [PaletteRepair.SiblingKey: [String]]] = [:]
        /// Per slot (and whether the colour its alias names is written too), its siblings that differ from
        /// it today: name, the colour of the slot's they are siblings of, appearance and palette.
        var places: [PlacesKey: [(token: String, of: String, appearance: Appearance, scope: Int)]] = [:]
        /// Colours as they stand (`currentColor`), per name and then per appearance of a palette (`nil`
        /// inside: no colour there), until a move draws that name (`Solver.drawn`).
        var standing: [String: [Place: SiblingCandidateCheck.Shown?]] = [:]
        /// Per slot (and `target`, `all`), its check as things stand (`siblingCheck`), kept as colours move:
        /// `Solver.standAnew` sets the siblings a move changes.
        var checks: [CheckKey: SiblingCandidateCheck] = [:]
        /// Per colour, where it is a sibling in `checks`: the check and its index among the check's others.
        var entries: [String: [(check: CheckKey, index: Int)]] = [:]
        /// The failing pairs the repair meets and the colours they name, from the first search that asks on,
        /// kept as colours move.
        var failing: FailingPairs?
    }

    struct PlacesKey: Hashable {
        var slot: Int
        var target: Bool
    }

    struct CheckKey: Hashable {
        var slot: Int
        var target: Bool
        var all: Bool
    }

    /// The failing target pairs (constraints) and, per colour, how many of them name it.
    struct FailingPairs {
        var pairs: Set<Int> = []
        var namedBy: [String: Int] = [:]

        func names(_ token: String) -> Bool {
            namedBy[token, default: 0] > 0
        }
    }

    /// The colours of palette `scope` under each key of `PaletteRepair.siblingKeys` (found once).
    func siblingIndex(_ scope: Int) -> [PaletteRepair.SiblingKey: [String]] {
        if let known = siblings.index[scope] { return known }
        var index: [PaletteRepair.SiblingKey: [String]] = [:]
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
        let cacheKey = PlacesKey(slot: slot, target: target)
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
        var seen = Set<Place>()
        var places: [(token: String, of: String, appearance: Appearance, scope: Int)] = []
        for c in slots[slot].constraints {
            let (appearance, scope) = (constraints[c].appearance, constraints[c].scope)
            guard seen.insert(Place(appearance: appearance, scope: scope)).inserted else { continue }
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
    /// Built once, then kept as colours move (`standAnew` sets the siblings a move changes): a search ran
    /// after most moves, and building its check anew, every sibling's colour looked up, grew with the family
    /// (the 300-colour bench palette's 100 text colours are one).
    func siblingCheck(_ slot: Int, target: Bool, all: Bool = false) -> SiblingCandidateCheck {
        let checkKey = CheckKey(slot: slot, target: target, all: all)
        if let known = siblings.checks[checkKey] { return known }
        let others = siblingPlaces(slot, target: target).enumerated().map { i, place in
            siblings.entries[place.token, default: []].append((checkKey, i))
            return SiblingCandidateCheck.Other(
                token: place.token, of: place.of, appearance: place.appearance, scope: place.scope,
                shown: siblingShown(place.token, Place(appearance: place.appearance, scope: place.scope), all: all))
        }
        let check = SiblingCandidateCheck(others: others)
        siblings.checks[checkKey] = check
        return check
    }

    /// Sibling `name` in `place` as a check compares it: its colour as it stands, or `nil` when it has none
    /// there or fails a pair the repair meets (unless `all`).
    func siblingShown(_ name: String, _ place: Place, all: Bool) -> SiblingCandidateCheck.Shown? {
        if !all && failingPairs().names(name) { return nil }
        if let known = siblings.standing[name]?[place] { return known }
        let found = currentColor(name, place.appearance, place.scope).map(SiblingCandidateCheck.Shown.init)
        siblings.standing[name, default: [:]][place] = .some(found)
        return found
    }

    /// The failing target pairs and the colours they name (found at the first call, then kept by
    /// `standSiblingsAnew`).
    func failingPairs() -> FailingPairs {
        if let known = siblings.failing { return known }
        var failing = FailingPairs()
        for c in failingTargets {
            failing.pairs.insert(c)
            for slot in [constraints[c].foreground, constraints[c].background] {
                failing.namedBy[slots[slot].token, default: 0] += 1
            }
        }
        siblings.failing = failing
        return failing
    }

    /// The colours whose colour as it stands a move of `slot` changes: its own and those whose aliases name
    /// it, through the chain (`currentColor` follows the aliases to the first colour written as a slot).
    func drawn(by slot: Int) -> Set<String> {
        var drawn: Set<String> = [slots[slot].token]
        var pending = [slots[slot].token]
        while let name = pending.popLast() {
            for alias in aliasNames[name] ?? [] where drawn.insert(alias).inserted { pending.append(alias) }
        }
        return drawn
    }

    /// Brings the sibling checks up to date after the colours of `changed` moved or were put back: the
    /// colours they draw are looked up again, and the colours whose pairs the moves made fail or pass are
    /// compared again or no longer.
    func standSiblingsAnew(_ changed: [Int]) {
        var names = Set<String>()
        for slot in changed { names.formUnion(drawn(by: slot)) }
        for name in names { siblings.standing[name] = nil }
        if var failing = siblings.failing {
            var counted = Set<String>()
            var before: [String: Bool] = [:]
            for c in Set(changed.flatMap { slots[$0].constraints }) where constraints[c].target {
                guard isMet(c) == failing.pairs.contains(c) else { continue }
                let step = failing.pairs.contains(c) ? -1 : 1
                if step > 0 { failing.pairs.insert(c) } else { failing.pairs.remove(c) }
                for slot in [constraints[c].foreground, constraints[c].background] {
                    let name = slots[slot].token
                    if counted.insert(name).inserted { before[name] = failing.names(name) }
                    failing.namedBy[name, default: 0] += step
                }
            }
            siblings.failing = failing
            names.formUnion(counted.filter { before[$0] != failing.names($0) })
        }
        for name in names {
            for (key, i) in siblings.entries[name] ?? [] {
                guard let other = siblings.checks[key]?.others[i] else { continue }
                let shown = siblingShown(name, Place(appearance: other.appearance, scope: other.scope), all: key.all)
                siblings.checks[key]?.others[i].shown = shown
            }
        }
    }
}
