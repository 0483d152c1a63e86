import ColorScience

/// The colour-vision separations the repair's search for one colour keeps: the other colour of each as it
/// stands, in CIELAB for normal vision and then for each simulator, so that a candidate is converted once and
/// compared with each. The repair keeps one per colour, and sets again only the separations of a colour that
/// moves (`set`).
///
/// A candidate breaks a separation when, under one of its simulators, the two colours are less than the
/// threshold apart (ΔE00) while for normal vision they are not: `CVDCollisionSearch.collides`' decision,
/// by the same kernel (`DeltaE2000.kernel`, exact below the threshold).
///
/// Per simulator, the other colours kept apart under it are held in order of their simulated L* (`Simulated`),
/// and a candidate meets the kernel only for those within reach of its own simulated L* (`LightnessReach`:
/// ΔE00 ≥ |ΔL|/S_L, so one further away cannot be less than the threshold apart). Each candidate met every
/// separation under every simulator before: 63 % of the CPU of `fix` on a 300-colour palette (debug, perf).
struct SeparationCandidateCheck {
    struct Other {
        /// CIELAB of the other colour (composited over `backdrop` when translucent): normal vision first,
        /// then each simulator, by index.
        var labs: [SIMD3<Double>]
        /// The simulators the separation is kept under (indices into `labs`, less one).
        var simulators: [Int]
        /// What a translucent candidate is composited over.
        var backdrop: Color
    }

    /// The other colours of one backdrop kept apart under one simulator, in order of their simulated L*.
    struct Simulated {
        /// The simulator (an index into `Other.labs`, less one).
        let simulator: Int
        /// Each colour's key (`set`), its CIELAB as the simulator shows it, and for normal vision, in the same
        /// order.
        private(set) var keys: [Int] = []
        private(set) var simulated: [SIMD3<Double>] = []
        private(set) var normal: [SIMD3<Double>] = []
        /// Their simulated L*, ascending.
        private(set) var reach = LightnessReach(sorted: [])

        init(simulator: Int) {
            self.simulator = simulator
        }

        mutating func insert(_ key: Int, _ other: Other) {
            let lab = other.labs[simulator + 1]
            let index = reach.insert(lab.x)
            keys.insert(key, at: index)
            simulated.insert(lab, at: index)
            normal.insert(other.labs[0], at: index)
        }

        /// Removes `other`, inserted as `key`: found among the colours of its simulated L*.
        mutating func remove(_ key: Int, _ other: Other) {
            var index = reach.firstIndex(notBelow: other.labs[simulator + 1].x)
            while keys[index] != key { index += 1 }
            reach.remove(at: index)
            keys.remove(at: index)
            simulated.remove(at: index)
            normal.remove(at: index)
        }
    }

    /// The other colours composited over one backdrop (a translucent candidate is composited over it too),
    /// per simulator they are kept apart under.
    struct Backdrop {
        let color: Color
        var simulators: [Simulated]
    }

    /// The other colours, by key (`set`).
    private(set) var others: [Int: Other] = [:]
    /// The `cvd-collision` threshold (ΔE00).
    let threshold: Double
    /// CIELAB of an opaque colour, as `Other.labs` (the repair's cache).
    let labs: (Color) -> [SIMD3<Double>]
    /// The other colours per backdrop and simulator; none without a colour.
    private(set) var backdrops: [Backdrop] = []

    init(threshold: Double, labs: @escaping (Color) -> [SIMD3<Double>]) {
        self.threshold = threshold
        self.labs = labs
    }

    /// The check of `others`, keyed by their indices.
    init(others: [Other], threshold: Double, labs: @escaping (Color) -> [SIMD3<Double>]) {
        self.init(threshold: threshold, labs: labs)
        for (key, other) in others.enumerated() { set(key, to: other) }
    }

    /// Keeps the searched colour apart from `other` under the key `key` (the repair's: the separation's
    /// index), in place of the colour that key named before; from none under it when `other` is `nil`. The
    /// repair keeps one check per colour and sets the separations a move changes (`Solver.standAnew`),
    /// rather than sorting every other colour again for each search.
    mutating func set(_ key: Int, to other: Other?) {
        if let old = others.removeValue(forKey: key) {
            let b = backdrops.firstIndex { $0.color == old.backdrop }!
            for k in old.simulators {
                let s = backdrops[b].simulators.firstIndex { $0.simulator == k }!
                backdrops[b].simulators[s].remove(key, old)
                if backdrops[b].simulators[s].keys.isEmpty { backdrops[b].simulators.remove(at: s) }
            }
            if backdrops[b].simulators.isEmpty { backdrops.remove(at: b) }
        }
        guard let other, !other.simulators.isEmpty else { return }
        others[key] = other
        if !backdrops.contains(where: { $0.color == other.backdrop }) {
            backdrops.append(Backdrop(color: other.backdrop, simulators: []))
        }
        let b = backdrops.firstIndex { $0.color == other.backdrop }!
        for k in other.simulators {
            if !backdrops[b].simulators.contains(where: { $0.simulator == k }) {
                backdrops[b].simulators.append(Simulated(simulator: k))
            }
            let s = backdrops[b].simulators.firstIndex { $0.simulator == k }!
            backdrops[b].simulators[s].insert(key, other)
        }
    }

    /// Whether the searched colour drawn in `candidate` keeps every separation.
    func keeps(_ candidate: Color) -> Bool {
        guard !others.isEmpty else { return true }
        let opaque = candidate.isOpaque ? labs(candidate) : nil
        for backdrop in backdrops {
            let mine = opaque ?? labs(Compositing.sourceOver(candidate, backdrop.color))
            for each in backdrop.simulators {
                let own = mine[each.simulator + 1]
                for i in each.reach.range(from: own.x, separation: threshold)
                where Self.distance(own, each.simulated[i], limit: threshold) < threshold {
                    if Self.distance(mine[0], each.normal[i], limit: threshold) >= threshold { return false }
                }
            }
        }
        return true
    }

    /// CIEDE2000 between two CIELAB colours (`DeltaE2000.kernel`, exact below `limit`).
    static func distance(_ p: SIMD3<Double>, _ q: SIMD3<Double>, limit: Double) -> Double {
        DeltaE2000.kernel(
            p.x, p.y, p.z, (p.y * p.y + p.z * p.z).squareRoot(), q.x, q.y, q.z, (q.y * q.y + q.z * q.z).squareRoot(),
            limit: limit)
    }
}
