import ColorScience

// The repair's moved siblings placed together after the greedy (`Solver.placeSiblingsJointly`), so that the
// result keeps their order in lightness and does not depend on which of them moved first.

extension Solver {
    /// The moved slot deciding the colour `name` in `appearance` of palette `scope`: its written value's, or
    /// the nearest moved one along the colours its alias names; `nil` when none moved.
    func movedDecider(_ name: String, _ appearance: Appearance, _ scope: Int) -> Int? {
        guard let token = contexts[scope].token(named: name), let resolved = token.resolve(appearance),
            var slot = firstSlot(
                ResolvedPair.Layer(token: token, value: resolved.value, inheritedFrom: nil), appearance, scope)
        else { return nil }
        for _ in 0..<16 {
            if moves[slot] != nil { return slot }
            guard let next = parent(slot, appearance, scope) else { return nil }
            slot = next
        }
        return nil
    }

    /// Places the moved colours of each family together, in an order their colours decide rather than the
    /// order `solve` happened to move them in. `solve` moves one colour at a time, each kept apart from the
    /// siblings moved before it and not from those still failing, so which sibling gives way depended on
    /// which moved first (`secondary` #6a6a6a, `hint` #686868 and `icon` #666666 failing on #dadada ended as
    /// #5c5c5c, #5f5f5f and #5f5f5f: the first pushed ΔE00 5.2 away, the other two made one colour).
    ///
    /// The moved colours that are siblings (`siblingPlaces`) and stand within `PaletteRepair.jointReach` of
    /// each other after `solve` form a group. A group's moves are undone and its colours searched again one
    /// at a time, each kept a just-noticeable difference from those placed before it (the others fail
    /// again, and a failing sibling is not compared, `siblingCheck`): first the colours `solve` made darker,
    /// from the lightest today down, then those it made lighter, from the darkest up, names breaking ties.
    /// Each takes the nearest value that meets its pairs apart from the ones before it, so the group keeps
    /// its order in lightness on the shortest path: #5f5f5f, #5c5c5c, #595959 (L* 40.32, 39.07, 37.82), the
    /// lightest grey reaching 4.5:1 on #dadada and each next one ΔE00 1 darker. A group whose new places
    /// leave a pair failing that its moves met keeps its moves (what it then makes one is said,
    /// `RepairPlan.Change.sameAs`).
    mutating func placeSiblingsJointly() {
        let moved = moves.keys.sorted()
        guard moved.count > 1 else { return }
        var leader = Dictionary(uniqueKeysWithValues: moved.map { ($0, $0) })
        func root(_ slot: Int) -> Int {
            var slot = slot
            while let next = leader[slot], next != slot { slot = next }
            return slot
        }
        for slot in moved {
            guard let move = moves[slot] else { continue }
            for place in siblingPlaces(slot, target: move.writeAt != nil) {
                guard let other = movedDecider(place.token, place.appearance, place.scope), other != slot,
                    root(other) != root(slot),
                    let mine = currentColor(place.of, place.appearance, place.scope),
                    let theirs = currentColor(place.token, place.appearance, place.scope),
                    SiblingCandidateCheck.distance(mine, theirs) < PaletteRepair.jointReach
                else { continue }
                let (a, b) = (root(slot), root(other))
                leader[Swift.max(a, b)] = Swift.min(a, b)
            }
        }
        var groups: [Int: [Int]] = [:]
        for slot in moved { groups[root(slot), default: []].append(slot) }
        // Groups in the order of their first names, not of where their colours are declared.
        let ordered = groups.values.filter { $0.count > 1 }.map { group in
            (name: group.map { slots[$0].token }.min() ?? "", group: group)
        }.sorted { $0.name < $1.name }
        for each in ordered { placeTogether(each.group) }
    }

    /// `placeSiblingsJointly` for one group of moved siblings.
    mutating func placeTogether(_ group: [Int]) {
        let white = Color(.srgb, 1, 1, 1)
        // L* of a colour of constraint `c` as shown over what the pair is drawn on.
        func lightness(_ color: Color, _ c: Int) -> Double {
            var under = constraints[c].backdrop.first ?? white
            if !under.isOpaque { under = Compositing.sourceOver(under, white) }
            return (color.isOpaque ? color : Compositing.sourceOver(color, under)).converted(to: .lab).components.x
        }
        struct Member {
            var slot: Int
            var darker: Bool
            var today: Double
            var name: String
            var location: String
        }
        var members: [Member] = []
        for slot in group {
            // The first appearance of its first palette, by name (not by the order of the pairs).
            guard let move = moves[slot],
                let c = slots[slot].constraints.min(by: {
                    (constraints[$0].scope, constraints[$0].appearance.rawValue, $0) < (
                        constraints[$1].scope, constraints[$1].appearance.rawValue, $1
                    )
                })
            else { continue }
            let original = isForeground(slot, c) ? constraints[c].foregroundColor : constraints[c].backgroundColor
            let today = lightness(original, c)
            let after = moveColor(move, constraints[c].appearance, constraints[c].scope) ?? original
            members.append(
                Member(
                    slot: slot, darker: lightness(after, c) <= today, today: today, name: slots[slot].token,
                    location: slots[slot].value.location.description))
        }
        members.sort { a, b in
            if a.darker != b.darker { return a.darker }
            if a.today != b.today { return a.darker ? a.today > b.today : a.today < b.today }
            return (a.name, a.location) < (b.name, b.location)
        }
        // The pairs met now that a group's colour decides: its new places must meet them too.
        var met = Set<Int>()
        for slot in group { met.formUnion(slots[slot].constraints.filter { isMet($0) }) }
        let saved = group.compactMap { slot in moves[slot].map { (slot, $0) } }
        for slot in group { moves[slot] = nil }
        standAnew(group)
        for member in members { place(member.slot) }
        guard met.contains(where: { !isMet($0) }) else { return }
        for slot in group { moves[slot] = nil }
        for (slot, move) in saved { moves[slot] = move }
        standAnew(group)
    }

    /// Moves `slot` by its best move as things stand (`placeTogether`), checked against every separation.
    mutating func place(_ slot: Int) {
        for _ in 0..<2 {
            guard let move = bestMove(slot), move.gain > 0 else { return }
            if !slots[slot].exact && move.losesSeparations.isEmpty && !keepsAllSeparations(slot, move) {
                slots[slot].exact = true
                continue
            }
            moves[slot] = move
            standAnew([slot])
            return
        }
    }
}
