import ColorScience

/// Which deficiency simulators `cvd-collision` judges two colours of one appearance under, as `fix` keeps
/// their separations and reports the ones it gives up: every simulator for two members of a declared
/// group or when every pair is compared, the role simulators (achromatopsia only when named) for colours
/// `DistinguishedColors` says must be told apart, none otherwise.
struct ComparedPairSimulators {
    /// The declared groups of each compared colour, by index into `ComparedColors.layers`.
    private let groupsOf: [[Int]]
    private let distinguished: DistinguishedColors
    private let all: [Int]
    private let roles: [Int]
    private let allPairs: Bool

    init(_ context: AuditContext, _ compared: ComparedColors, simulators: [CVDSimulator]) {
        var groupsOf = [[Int]](repeating: [], count: compared.layers.count)
        for (g, group) in context.palette.groups.enumerated() {
            for member in compared.indices(of: group) { groupsOf[member].append(g) }
        }
        self.groupsOf = groupsOf
        distinguished = compared.distinguished
        all = Array(simulators.indices)
        let namesDeficiencies = CVDCollisionRule.namesDeficiencies(context.settings)
        roles = simulators.indices.filter { simulators[$0].deficiency != .achromatopsia || namesDeficiencies }
        allPairs = CVDCollisionRule.comparesAllPairs(context.settings)
    }

    /// The simulators colours `p` and `q` are judged under and whether they share a declared group;
    /// `nil` when the rule does not compare them.
    func simulators(_ p: Int, _ q: Int) -> (indices: [Int], declared: Bool)? {
        let declared = groupsOf[p].contains { groupsOf[q].contains($0) }
        if declared || allPairs { return (all, declared) }
        return distinguished.mustDistinguish(p, q) ? (roles, false) : nil
    }
}
