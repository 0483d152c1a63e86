/// **Status families named by their members**: a status word with no role word, then a member word
/// (`error.default`, `error.muted`, `error.inverse`, `error.default-hover`, `warning.default`,
/// `success.muted`…, after any words that name no role: `color.error.default`). Where a family has its
/// `default` and its `muted` or `inverse` member, the member words give the roles the names leave out:
/// - `default` is the status colour drawn as text and icons (danger text, help text, an error icon):
///   `text`, on the general surfaces and on its own family's `muted` fill (`PairFormation` rule 29);
/// - `muted` is the family's light fill (tags, banners): a `background` of the status's namespace, a tint
///   (`PairFormation.tintWords`) that general text is drawn on too;
/// - `inverse` is the text and icons on the family's `default` fill (a danger button, a count badge): `text`,
///   drawn on `default` and its states only (`PairFormation` rule 29);
/// - states (`hover`, `pressed`, `default-hover`, `default-pressed`) are the `default` fill's states: no role
///   of their own, `inverse` is drawn on them;
/// - `muted-hover`, `muted-pressed` are the `muted` fill's states ("Hover state surface for error/muted"): a
///   `background` too, drawn with the family's `default` only (`PairFormation` rule 35, `FamilyStateFills`).
///
/// The `primary` family of such a package is read the same way when it has all of `default`, `muted` and
/// `inverse` (MetaMask: `primary.inverse` "For elements placed on top of primary/default fill"): its
/// `inverse` is drawn on `default` and its states, and its `muted` fill's states take its `default` only
/// (rule 35); the members keep the role their name gives (`primary.default`, interactive). Whether its
/// `muted` members are surfaces is `TranslucentTints`' decision, from their values (MetaMask's
/// `primary.muted` #4459ff1a, the info banner's fill, is), not this reading's (`isStatusTint`).
///
/// A token package that names its colours so says so in its descriptions: its `error.inverse` is "for
/// elements placed on top of error/default fill" (as quoted in issue 23 from a package judged there), its
/// danger buttons and count badges draw `inverse` on `default`, its tags `default` on `muted`. The same
/// members with a role word (`text.error.default`, `background.error.muted`)
/// keep the other rules; other member words (`alternative`) get no role.
enum StatusFamilyNames {
    /// What a member word makes of a family's colour.
    enum Member: Sendable, Hashable {
        /// `default`: the status colour, text and icons.
        case base
        /// `muted`: the family's light fill.
        case tint
        /// `inverse`: the text on the `default` fill.
        case inverse
        /// A state of the `default` fill (`hover`, `pressed`, `default-hover`).
        case state
        /// A state of the `muted` fill (`muted-hover`, `muted-pressed`).
        case tintState
    }

    /// A name read as a family member: the family's key (the words up to the status word), the status
    /// word, and the member.
    struct Read: Sendable, Hashable {
        var family: String
        var status: String
        var member: Member
    }

    /// The status words of families: the statuses `DistinguishedColors` tells apart but `accent` and
    /// `neutral`, which it tells apart from them (Primer's and Atlassian's sets) and which name no status:
    /// the brand's colour and the grey, like `primary` and `gray`, whose families are not read so either.
    static let statusWords = StatusWords.all.subtracting(["accent", "neutral"])

    /// Family words that are no status, read as a family only with all of `default`, `muted` and `inverse`.
    static let accentWords: Set<String> = ["primary"]

    /// State words of the `default` fill: the interaction states (`InteractionStateWords`) but focus, a
    /// ring drawn around the fill (WCAG 2.4.7's indicator) that nothing is drawn on.
    static let stateWords = InteractionStateWords.all.subtracting(["focus", "focused"])

    /// The name read as a family member, or `nil` (see the type).
    static func read(_ name: String) -> Read? {
        let segments = RoleInference.segments(name)
        guard
            let s = segments.lastIndex(where: {
                $0.count == 1 && (statusWords.contains($0[0]) || accentWords.contains($0[0]))
            })
        else { return nil }
        let head = segments[..<s].joined()
        guard !head.contains(where: { RoleInference.role(ofWord: $0) != nil || $0 == "on" }) else { return nil }
        let member = Array(segments[(s + 1)...].joined())
        let kind: Member
        switch member {
        case ["default"]: kind = .base
        case ["muted"]: kind = .tint
        case ["inverse"]: kind = .inverse
        case let words where !words.isEmpty && words.count <= 2:
            guard words.last.map(stateWords.contains) == true,
                words.count == 1 || words[0] == "default" || words[0] == "muted"
            else {
                return nil
            }
            kind = words.count == 2 && words[0] == "muted" ? .tintState : .state
        default: return nil
        }
        return Read(family: PropertyNaming.key(head + [segments[s][0]]), status: segments[s][0], member: kind)
    }

    /// The members of the families among `names` that have their `default` and their `muted` or `inverse`
    /// member (a family of `accentWords` all three), by name.
    static func members(_ names: [String]) -> [String: Read] {
        var reads: [String: Read] = [:]
        var kinds: [String: Set<Member>] = [:]
        for name in names {
            guard let read = read(name) else { continue }
            reads[name] = read
            kinds[read.family, default: []].insert(read.member)
        }
        return reads.filter { _, read in
            let members = kinds[read.family] ?? []
            guard statusWords.contains(read.status) else { return members.isSuperset(of: [.base, .tint, .inverse]) }
            return members.contains(.base) && (members.contains(.tint) || members.contains(.inverse))
        }
    }

    /// Whether a member is a `muted` fill or one of its states.
    static func isTint(_ member: Member) -> Bool { member == .tint || member == .tintState }

    /// Whether a read is a status family's `muted` fill or one of its states, a background of its status's
    /// namespace by its name alone; a `primary` family's are `TranslucentTints`' to decide (see the type).
    static func isStatusTint(_ read: Read) -> Bool { isTint(read.member) && statusWords.contains(read.status) }

    /// The role a member's word gives (see the type): `nil` for a state.
    static func role(of member: Member) -> Role? {
        switch member {
        case .base, .inverse: return .text
        case .tint, .tintState: return .background
        case .state: return nil
        }
    }
}
