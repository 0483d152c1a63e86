/// `PairFormation` rule 29, **a status family's members drawn as their names say** (`StatusFamilyNames`):
/// in a family `error.default`, `error.muted`, `error.inverse` (`error.default-hover`, `error.default-pressed`),
/// `inverse` is drawn on the `default` fill and its states only (a danger button's label, a count badge's
/// number), never on the page; `default` is drawn on the general surfaces and on its own `muted` fill (its
/// namespace, rule 2: danger text, help text, a tag's label); `muted` is a tint of the status's namespace
/// that general text is drawn on too. This type plans the first; rule 2's namespaces give the others
/// (`PairFormation.namespace(of:)` reads a member's status as its namespace). A `primary` family's `inverse`
/// keeps its name's role, interactive, and is planned so too (MetaMask's hero button, `ButtonHero.tsx:14`,
/// `text-primary-inverse` on `bg-primary-default`, pressed `bg-primary-default-pressed`).
enum StatusFamilies {
    /// The names each family's `inverse` colour among `foregrounds` is drawn on, by foreground index: its
    /// family's `default`, then the `default`'s states, in the order of `names` (the palette's colours).
    static func surfaces(foregrounds: [ColorToken], names: [String]) -> [Int: [String]] {
        let members = StatusFamilyNames.members(names)
        guard !members.isEmpty else { return [:] }
        var fills: [String: [String]] = [:]
        for name in names {
            guard let read = members[name] else { continue }
            switch read.member {
            case .base: fills[read.family, default: []].insert(name, at: 0)
            case .state: fills[read.family, default: []].append(name)
            case .tint, .tintState, .inverse: continue
            }
        }
        var result: [Int: [String]] = [:]
        for (f, token) in foregrounds.enumerated() where token.role == .text || token.role == .interactive {
            guard let read = members[token.name], read.member == .inverse, let targets = fills[read.family] else {
                continue
            }
            result[f] = targets
        }
        return result
    }
}
