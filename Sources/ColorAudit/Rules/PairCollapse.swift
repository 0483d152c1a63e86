import ColorScience

/// The deficiencies that collapse a pair of `cvd-collision`'s role colours, so that a pair is reported
/// once, under its worst deficiency, listing the others.
///
/// A deficiency collapses a pair when the pair collides under it (`CVDCollisionSearch.collides`: simulated
/// ΔE00 below the threshold, normal at or above it) and the simulation takes away at least half the
/// threshold (5 ΔE00 at the default 10, the large-patch "clearly different" step the threshold doubles).
/// A pair at 11.6 for normal vision and 8.1 simulated is close for everyone: the deficiency changes
/// little, and such a pair is not a colour-vision problem of that deficiency (`indistinct-colors` reports
/// pairs too close for anyone).
struct PairCollapse: Sendable {
    /// A deficiency's simulator (index into the search's) and the pair's ΔE00 under it.
    struct Simulated: Sendable, Equatable {
        let simulator: Int
        let deltaE: Double
    }

    /// The search whose colours are compared.
    let search: CVDCollisionSearch
    /// The simulators considered (indices into `search.simulators`).
    let simulators: [Int]
    /// The rule's threshold (ΔE00).
    let threshold: Double

    /// The simulators that collapse colours `p` and `q`, worst (smallest simulated ΔE00) first; ties
    /// in simulator order.
    func deficiencies(_ p: Int, _ q: Int) -> [Simulated] {
        let normal = DeltaE2000.littleCMS(search.lab(p), search.lab(q))
        var result: [Simulated] = []
        for s in simulators where search.collides(p, q, simulator: s, threshold: threshold) {
            let simulated = DeltaE2000.littleCMS(search.lab(p, simulator: s), search.lab(q, simulator: s))
            guard normal - simulated >= threshold / 2 else { continue }
            result.append(Simulated(simulator: s, deltaE: simulated))
        }
        return result.sorted { ($0.deltaE, $0.simulator) < ($1.deltaE, $1.simulator) }
    }

    /// The worst collapsing deficiency of `p` and `q`, if any.
    func worst(_ p: Int, _ q: Int) -> Simulated? { deficiencies(p, q).first }
}
