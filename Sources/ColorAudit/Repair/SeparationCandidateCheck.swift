import ColorScience

/// The colour-vision separations the repair's search for one colour keeps: the other colour of each as it
/// stands, in CIELAB for normal vision and then for each simulator, found once per search, so that a
/// candidate is converted once and compared with each.
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
        /// Each colour's CIELAB as the simulator shows it, and for normal vision, in the same order.
        let simulated: [SIMD3<Double>]
        let normal: [SIMD3<Double>]
        /// Their simulated L*, ascending.
        let reach: LightnessReach

        init(simulator: Int, _ others: [Other]) {
            let sorted = others.sorted { $0.labs[simulator + 1].x < $1.labs[simulator + 1].x }
            self.simulator = simulator
            simulated = sorted.map { $0.labs[simulator + 1] }
            normal = sorted.map { $0.labs[0] }
            reach = LightnessReach(sorted: simulated.map(\.x))
        }
    }

    /// The other colours composited over one backdrop (a translucent candidate is composited over it too),
    /// per simulator they are kept apart under.
    struct Backdrop {
        let color: Color
        let simulators: [Simulated]
    }

    let others: [Other]
    /// The `cvd-collision` threshold (ΔE00).
    let threshold: Double
    /// CIELAB of an opaque colour, as `Other.labs` (the repair's cache).
    let labs: (Color) -> [SIMD3<Double>]
    let backdrops: [Backdrop]

    init(others: [Other], threshold: Double, labs: @escaping (Color) -> [SIMD3<Double>]) {
        self.others = others
        self.threshold = threshold
        self.labs = labs
        var groups: [(color: Color, others: [Other])] = []
        for other in others {
            if let g = groups.firstIndex(where: { $0.color == other.backdrop }) {
                groups[g].others.append(other)
            } else {
                groups.append((other.backdrop, [other]))
            }
        }
        backdrops = groups.map { group in
            Backdrop(
                color: group.color,
                simulators: Set(group.others.flatMap(\.simulators)).sorted().map { k in
                    Simulated(simulator: k, group.others.filter { $0.simulators.contains(k) })
                })
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
