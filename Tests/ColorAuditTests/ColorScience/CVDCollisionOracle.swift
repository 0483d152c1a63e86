@testable import ColorScience

/// The colour-vision collision search done the plain way, as the test oracle of `CVDCollisionSearch`:
/// every pair of the members under every simulator, decided by `DeltaE2000.kernel` on the search's own
/// CIELAB values, O(n²) pairs, no bounds, no index.
///
/// It states what the search computes, so that any faster search can be held to exactly the same
/// answer (the same doubles, not values within a tolerance):
/// - Per simulator the members are ordered by simulated L*, ties by colour index ("rows"); each pair is
///   evaluated with the lower row first, for simulated and normal vision alike.
/// - Simulated ΔE00: `DeltaE2000.lightnessBound` when every member is a neutral grey under the simulator
///   (a* = b* = 0, as achromatopsia gives), otherwise the kernel with `limit: threshold`.
/// - A pair collides when its simulated ΔE00 is below the threshold and its normal-vision ΔE00 (kernel,
///   `limit: threshold`) is at or above it.
/// - `all`: every collision with the exact normal ΔE00 in row order, sorted by simulator, first, second.
/// - `nearest`: per simulator and colour the collision with the smallest simulated ΔE00 (ties: the lower
///   partner index) and the number of collisions; its normal ΔE00 is the kernel from the colour to the
///   partner.
/// - `worst`: the `limit` collisions with the smallest simulated ΔE00 (ties: simulator, first, second)
///   among those not skipped, sorted by simulator, first, second, with the normal ΔE00 from first to
///   second, and the number of all collisions not skipped.
struct CVDCollisionOracle {
    /// One collision as the plain path finds it: the lower row `low`, the other `high` (colour indices).
    struct Pair {
        var low: Int
        var high: Int
        var simulated: Double
        var first: Int { Swift.min(low, high) }
        var second: Int { Swift.max(low, high) }
    }

    let search: CVDCollisionSearch
    let threshold: Double
    let members: [Int]
    /// The collisions per simulator (`search.simulators` order), in row order.
    let pairs: [[Pair]]

    init(_ search: CVDCollisionSearch, threshold: Double, among members: [Int]? = nil) {
        self.search = search
        self.threshold = threshold
        let members = members ?? Array(0..<search.count)
        self.members = members
        pairs = search.simulators.indices.map { s in
            Self.collisions(search, simulator: s, threshold: threshold, members: members)
        }
    }

    /// The kernel between colours `p` and `q` (`simulator == nil`: normal vision), from `p` to `q`.
    static func kernel(
        _ search: CVDCollisionSearch, _ p: Int, _ q: Int, simulator: Int?, limit: Double = .infinity
    ) -> Double {
        let x = search.lab(p, simulator: simulator)
        let y = search.lab(q, simulator: simulator)
        return DeltaE2000.kernel(
            x.x, x.y, x.z, (x.y * x.y + x.z * x.z).squareRoot(), y.x, y.y, y.z, (y.y * y.y + y.z * y.z).squareRoot(),
            limit: limit)
    }

    private static func collisions(_ search: CVDCollisionSearch, simulator s: Int, threshold: Double, members: [Int])
        -> [Pair]
    {
        let simulated = (0..<search.count).map { search.lab($0, simulator: s) }
        let normal = (0..<search.count).map { search.lab($0) }
        func kernel(_ x: SIMD3<Double>, _ y: SIMD3<Double>) -> Double {
            DeltaE2000.kernel(
                x.x, x.y, x.z, (x.y * x.y + x.z * x.z).squareRoot(), y.x, y.y, y.z,
                (y.y * y.y + y.z * y.z).squareRoot(), limit: threshold)
        }
        let rows = members.sorted { (simulated[$0].x, $0) < (simulated[$1].x, $1) }
        let grey = rows.allSatisfy { simulated[$0].y == 0 && simulated[$0].z == 0 }
        var found: [Pair] = []
        for (k, i) in rows.enumerated() {
            for j in rows[(k + 1)...] {
                let distance =
                    grey
                    ? DeltaE2000.lightnessBound(simulated[i].x, simulated[j].x) : kernel(simulated[i], simulated[j])
                guard distance < threshold, kernel(normal[i], normal[j]) >= threshold else { continue }
                found.append(Pair(low: i, high: j, simulated: distance))
            }
        }
        return found
    }

    /// What `CVDCollisionSearch.collisions(threshold:among:)` returns.
    var all: [CVDCollisionSearch.Collision] {
        pairs.enumerated().flatMap { s, pairs in
            pairs.map { pair in
                CVDCollisionSearch.Collision(
                    first: pair.first, second: pair.second, simulator: s,
                    deltaENormal: Self.kernel(search, pair.low, pair.high, simulator: nil),
                    deltaESimulated: pair.simulated)
            }
        }.sorted { ($0.simulator, $0.first, $0.second) < ($1.simulator, $1.first, $1.second) }
    }

    /// What `CVDCollisionSearch.nearestCollisions(threshold:among:)` returns.
    var nearest: [[CVDCollisionSearch.Nearest?]] {
        pairs.enumerated().map { s, pairs in
            var best = [(partner: Int, simulated: Double)?](repeating: nil, count: search.count)
            var count = [Int](repeating: 0, count: search.count)
            for pair in pairs {
                for (colour, partner) in [(pair.low, pair.high), (pair.high, pair.low)] {
                    count[colour] += 1
                    if let current = best[colour], (current.simulated, current.partner) <= (pair.simulated, partner) {
                        continue
                    }
                    best[colour] = (partner, pair.simulated)
                }
            }
            return (0..<search.count).map { colour -> CVDCollisionSearch.Nearest? in
                guard let best = best[colour] else { return nil }
                let collision = CVDCollisionSearch.Collision(
                    first: Swift.min(colour, best.partner), second: Swift.max(colour, best.partner), simulator: s,
                    deltaENormal: Self.kernel(search, colour, best.partner, simulator: nil),
                    deltaESimulated: best.simulated)
                return CVDCollisionSearch.Nearest(collision: collision, count: count[colour])
            }
        }
    }

    /// What `CVDCollisionSearch.worstCollisions` returns for the same arguments (`skip` combines its two
    /// predicates: colour indices first < second, and the simulator).
    func worst(simulators chosen: [Int]? = nil, limit: Int, skip: ((Int, Int, Int) -> Bool)? = nil)
        -> CVDCollisionSearch.Worst
    {
        let chosen = chosen ?? Array(search.simulators.indices)
        let kept = chosen.flatMap { s in
            pairs[s].filter { !(skip?($0.first, $0.second, s) ?? false) }.map { (pair: $0, simulator: s) }
        }
        let smallest = kept.sorted {
            ($0.pair.simulated, $0.simulator, $0.pair.first, $0.pair.second)
                < ($1.pair.simulated, $1.simulator, $1.pair.first, $1.pair.second)
        }.prefix(Swift.max(limit, 0))
        let collisions = smallest.map { pair, s in
            CVDCollisionSearch.Collision(
                first: pair.first, second: pair.second, simulator: s,
                deltaENormal: Self.kernel(search, pair.first, pair.second, simulator: nil),
                deltaESimulated: pair.simulated)
        }.sorted { ($0.simulator, $0.first, $0.second) < ($1.simulator, $1.first, $1.second) }
        return CVDCollisionSearch.Worst(collisions: collisions, found: kept.count)
    }
}
