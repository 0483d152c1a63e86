import Foundation

/// Finds the pairs of colours a colour-vision deficiency makes look alike: pairs whose ΔE00 after
/// simulation is below a threshold while their ΔE00 for normal vision is at or above it.
///
/// Built once per set of colours: it converts every colour to linear sRGB, simulates it for each
/// simulator, and converts the normal and simulated colours to CIELAB D50 in one LittleCMS batch each
/// (so the search never converts a colour again). Storage is a few arrays of doubles per vision: it
/// grows with the number of colours, never with the number of pairs.
///
/// The search is all-pairs but skips pairs that provably cannot collide. Per simulator, the colours are
/// sorted by simulated lightness L*; since ΔE00 ≥ |ΔL|/S_L(L̄) (`DeltaE2000.lightnessBound`) and
/// S_L(L̄) ≤ S_L at the palette's most extreme lightness (S_L grows with |L̄ − 50|, and L̄ lies between
/// the two L*), a pair whose simulated L* differ by at least `threshold · S_L,max` has a simulated ΔE00
/// of at least `threshold` — so for each colour the scan over lighter colours stops there. Pairs inside
/// that window first meet a single-precision lower bound eight at a time
/// (`DeltaE2000.coarseLowerBoundsSquared`, with a slack derived from `Float` rounding), which discards most
/// of them for good; the rest meet single-precision refined lower and upper bounds eight at a time
/// (`DeltaE2000.fineBoundsSquared`, widened by a derived slack), and those these leave open (within about
/// 0.05% of the threshold) double-precision SIMD lower and upper bounds four at a time
/// (`DeltaE2000.boundsSquared`): a lower bound at or above the threshold discards the pair, an upper bound
/// below it shows that the pair looks alike, and only the pairs in between go to the ΔE00 kernel. Pairs
/// that look alike get the single-precision normal-vision bounds (most are told apart by the coarse one,
/// most of the rest settled either way by the refined ones), then normal-vision lower and upper bounds
/// four at a time, and the kernel only where those leave the threshold between them. Outside keep-all mode, the exact simulated ΔE00 of a pair known to look alike by
/// its bounds is computed only when the pair could be kept: in nearest mode when its lower bound does not
/// exceed the best distance found so far for both colours, in worst mode when it does not exceed the
/// cutoff of the kept few. Every decision is the one the kernel makes on the pair (the bounds leave a
/// relative slack of 1e-9, far above rounding). Each row's window end is found once by bisection (`reach`).
/// When the windows hold tens of millions of pairs (`NeighbourIndex`), a row's partners come instead from the
/// leaves of a k-d tree near it (`NeighbourTree`, whose boxes are pruned by the proven ΔE00 lower bound
/// `DeltaE2000.lowerBound(_:_:)`), still cut at the row's window end and passed to the same pre-filter: the rows it
/// visits grow with the colours near each row, not with its window, and every pair it leaves out has a ΔE00 at or
/// above the threshold, so the decisions are the same.
/// Nearest mode counts by difference: every pair that looks alike simulated is counted for both colours, and
/// one sweep over normal vision for all simulators (`NormalAlikeSweep`) finds the pairs alike in normal vision
/// too, which are taken away; so a pair that looks alike simulated is tested in normal vision only when it
/// could be a colour's closest. Before each simulator's sweep, each row's 32 next rows seed an upper bound of the row's
/// closest collision (`Sweep.seed`: pairs the single-precision bounds show to be collisions), so that pairs above it
/// are counted but not queued for the normal-vision test. Without the seeds, the rows at the far end of a window, whose
/// own close partners lie beyond the rows reached so far, kept about a quarter of the pairs that look alike queued
/// (10,000 random colours: 1.13 M of 4.17 M for protanopia; with them 0.54 M). A simulator that shows only greys
/// (achromatopsia) counts runs of rows instead of visiting each pair (`AchromaticNearestSweep`). The results are the
/// same. Rows are spread over the cores (`RowBlocks`), each worker building its own findings (`SweepFindings`).
public struct CVDCollisionSearch: Sendable {
    /// A pair of colours (indices into the search's colours, `first < second`) that a deficiency makes
    /// look alike.
    public struct Collision: Sendable, Hashable {
        /// The first colour's index.
        public var first: Int
        /// The second colour's index.
        public var second: Int
        /// Index into `simulators` of the deficiency.
        public var simulator: Int
        /// ΔE00 for normal vision (≥ the threshold).
        public var deltaENormal: Double
        /// ΔE00 between the two simulated colours (< the threshold).
        public var deltaESimulated: Double
    }

    /// For one colour and one simulator: its closest look-alike and how many look-alikes it has.
    public struct Nearest: Sendable, Hashable {
        /// The collision with the smallest simulated ΔE00 (ties: the lowest partner index).
        public var collision: Collision
        /// How many colours collide with this one under the simulator.
        public var count: Int
    }

    /// What a search did, for benchmarks.
    public struct Statistics: Sendable, Hashable {
        /// Pair checks covered: pairs × simulators (each skipped or evaluated).
        public var pairChecks: Int
        /// ΔE00 kernel evaluations of simulated pairs (the rest were settled by lightness, lower or upper
        /// bounds).
        public var simulatedEvaluations: Int
        /// ΔE00 evaluations for normal vision (pairs that looked alike simulated).
        public var normalEvaluations: Int
    }

    /// The simulators, in order (`Collision.simulator` indexes them).
    public let simulators: [CVDSimulator]
    /// Number of colours.
    public let count: Int
    /// CIELAB columns: index 0 normal vision, `k + 1` simulator `k`.
    private let visions: [LabColumns]
    /// The colours in linear sRGB (unclipped).
    private let linear: [SIMD3<Double>]
    /// How each sweep finds a row's partners: its lightness window, or a `NeighbourTree` where that visits fewer
    /// pairs (`.automatic`, the default). The results are the same; tests force each.
    package var neighbourIndex = NeighbourIndex.automatic

    /// Prepares the search for colours given as linear-sRGB components (unclipped).
    public init(linearSRGB colors: [SIMD3<Double>], simulators: [CVDSimulator]) {
        self.simulators = simulators
        count = colors.count
        linear = colors
        let engine = ColorEngine.shared
        var visions = [LabColumns(engine.convert(colors, from: .srgbLinear, to: .lab))]
        for simulator in simulators {
            let simulated = colors.map { simulator.simulate(linearSRGB: $0) }
            var lab = engine.convert(simulated, from: .srgbLinear, to: .lab)
            // Achromatopsia gives neutral greys: a* = b* = 0 exactly (LittleCMS's float pipeline leaves
            // noise of the order of 1e-5). Exact zeros let the search use ΔE00 = |ΔL|/S_L for them.
            if simulator.model == .luminance { lab = lab.map { SIMD3($0.x, 0, 0) } }
            visions.append(LabColumns(lab))
        }
        self.visions = visions
    }

    /// Prepares the search for colours (alpha ignored: composite translucent colours first). Each colour
    /// goes to linear sRGB through LittleCMS, batched by colour space.
    public init(colors: [Color], simulators: [CVDSimulator]) {
        var linear = [SIMD3<Double>](repeating: .zero, count: colors.count)
        let bySpace = Dictionary(grouping: colors.indices, by: { colors[$0].space })
        for (space, indices) in bySpace {
            let converted = ColorEngine.shared.convert(
                indices.map { colors[$0].components }, from: space, to: .srgbLinear)
            for (k, index) in indices.enumerated() { linear[index] = converted[k] }
        }
        self.init(linearSRGB: linear, simulators: simulators)
    }

    /// Whether colours `first` and `second` collide under simulator `simulator`: simulated ΔE00 below
    /// `threshold` and normal ΔE00 at or above it — the decision the search makes for the pair, by the same
    /// kernel on the same CIELAB values, in the same order (the lower simulated L* first).
    public func collides(_ first: Int, _ second: Int, simulator: Int, threshold: Double) -> Bool {
        let simulated = visions[simulator + 1]
        let (i, j) = (simulated.l[first], first) < (simulated.l[second], second) ? (first, second) : (second, first)
        let distance: Double
        if simulated.a[i] == 0 && simulated.b[i] == 0 && simulated.a[j] == 0 && simulated.b[j] == 0 {
            distance = DeltaE2000.lightnessBound(simulated.l[i], simulated.l[j])
        } else {
            distance = DeltaE2000.kernel(
                simulated.l[i], simulated.a[i], simulated.b[i], simulated.c[i], simulated.l[j], simulated.a[j],
                simulated.b[j], simulated.c[j], limit: threshold)
        }
        guard distance < threshold else { return false }
        let normal = visions[0]
        return DeltaE2000.kernel(
            normal.l[i], normal.a[i], normal.b[i], normal.c[i], normal.l[j], normal.a[j], normal.b[j], normal.c[j],
            limit: threshold) >= threshold
    }

    /// `collides` at `threshold` for many pairs: the same verdicts, cheaper per pair (`CollisionVerdicts`).
    public func verdicts(threshold: Double) -> CollisionVerdicts {
        CollisionVerdicts(visions: visions, threshold: threshold)
    }

    /// CIELAB D50 of colour `index` for normal vision (`simulator == nil`) or as simulator `simulator`
    /// shows it.
    public func lab(_ index: Int, simulator: Int? = nil) -> SIMD3<Double> {
        let v = simulator.map { visions[$0 + 1] } ?? visions[0]
        return SIMD3(v.l[index], v.a[index], v.b[index])
    }

    /// Colour `index` in linear sRGB (unclipped) for normal vision (`simulator == nil`) or as simulator
    /// `simulator` shows it.
    public func linearSRGB(_ index: Int, simulator: Int? = nil) -> SIMD3<Double> {
        guard let simulator else { return linear[index] }
        return simulators[simulator].simulate(linearSRGB: linear[index])
    }

    /// Every colliding pair among `indices` (all colours when `nil`), for every simulator, sorted by
    /// simulator, then first, then second index. A pair collides when its simulated ΔE00 is below
    /// `threshold` and its normal ΔE00 at or above it.
    public func collisions(threshold: Double, among indices: [Int]? = nil) -> [Collision] {
        search(threshold: threshold, among: indices, keepAll: true).collisions
    }

    /// For each simulator and colour, the colour's closest collision (or `nil`) and its number of
    /// collisions: `result[simulator][colour]`. Memory grows with colours × simulators, however many
    /// pairs collide.
    public func nearestCollisions(threshold: Double, among indices: [Int]? = nil) -> [[Nearest?]] {
        search(threshold: threshold, among: indices, keepAll: false).nearest
    }

    /// The worst collisions among `indices` and how many there are, in memory that does not grow with
    /// the number of collisions.
    public struct Worst: Sendable, Hashable {
        /// At most `limit` collisions with the smallest simulated ΔE00 (ties: lower simulator, first, second
        /// index), sorted by simulator, then first, then second index; `deltaENormal` is exact.
        public var collisions: [Collision]
        /// How many collisions there are in all (not skipped).
        public var found: Int
    }

    /// Which pairs of the colours searched a worst-collisions search visits.
    public enum Pairs: Sendable, Hashable {
        /// Every pair.
        case all
        /// Only the pairs with at least one of these colours (indices): a pair of two other colours is never
        /// visited, so with k such colours among n the search costs about k·n pairs, not n²/2.
        case withAnyOf(Set<Int>)
    }

    /// The `limit` worst collisions among `indices` (all colours when `nil`) for the simulators
    /// `simulatorIndices` (all when `nil`), and the number of all of them. Only pairs that `pairs` names are
    /// visited; of those, pairs for which `skip(first, second)` is true (`first < second`, colour indices), or
    /// `skipUnder(first, second, simulator)`, are neither kept nor counted.
    public func worstCollisions(
        threshold: Double, among indices: [Int]? = nil, simulators simulatorIndices: [Int]? = nil, limit: Int,
        pairs: Pairs = .all, skip: (@Sendable (Int, Int) -> Bool)? = nil,
        skipUnder: (@Sendable (Int, Int, Int) -> Bool)? = nil
    ) -> Worst {
        let combined: (@Sendable (Int, Int, Int) -> Bool)?
        switch (skip, skipUnder) {
        case (nil, nil): combined = nil
        case (let skip?, nil): combined = { p, q, _ in skip(p, q) }
        case (nil, let skipUnder?): combined = skipUnder
        case (let skip?, let skipUnder?): combined = { p, q, s in skip(p, q) || skipUnder(p, q, s) }
        }
        let result = search(
            threshold: threshold, among: indices, simulators: simulatorIndices, mode: .worst(Swift.max(limit, 0)),
            pairs: pairs, skip: combined)
        return Worst(collisions: result.collisions, found: result.found)
    }

    /// The search, returning what it found and how much it evaluated.
    /// - Parameter keepAll: keep every collision (`collisions`) or only the nearest per colour (`nearest`).
    public func search(threshold: Double, among indices: [Int]? = nil, keepAll: Bool)
        -> (collisions: [Collision], nearest: [[Nearest?]], statistics: Statistics)
    {
        let result = search(threshold: threshold, among: indices, simulators: nil, mode: keepAll ? .all : .nearest)
        return (result.collisions, result.nearest, result.statistics)
    }

    /// What a sweep keeps: every collision, the nearest per colour, or the `limit` worst.
    package enum Mode: Sendable {
        case all
        case nearest
        case worst(Int)
    }

    private func search(
        threshold: Double, among indices: [Int]?, simulators simulatorIndices: [Int]?, mode: Mode,
        pairs: Pairs = .all, skip: (@Sendable (Int, Int, Int) -> Bool)? = nil
    ) -> (collisions: [Collision], nearest: [[Nearest?]], statistics: Statistics, found: Int) {
        let members = indices ?? Array(0..<count)
        let m = members.count
        let chosen = simulatorIndices ?? Array(simulators.indices)
        var statistics = Statistics(
            pairChecks: m * (m - 1) / 2 * chosen.count, simulatedEvaluations: 0, normalEvaluations: 0)
        var collisions: [Collision] = []
        var nearest: [[Nearest?]] = []
        var found = 0
        let workers = Swift.max(1, Swift.min(ProcessInfo.processInfo.activeProcessorCount, (m + 255) / 256))
        let isNearest: Bool
        if case .nearest = mode { isNearest = true } else { isNearest = false }
        // Nearest mode counts every pair that looks alike simulated, then takes away those alike in normal
        // vision too, found once for all simulators (`NormalAlikeSweep`).
        let sweeps = chosen.map { s in
            var skipPair: (@Sendable (Int, Int) -> Bool)?
            if let skip { skipPair = { p, q in skip(p, q, s) } }
            return Sweep(
                members: members, simulated: visions[s + 1], normal: visions[0], threshold: threshold,
                simulator: s, mode: mode, pairs: pairs, skip: skipPair, neighbourIndex: neighbourIndex)
        }
        var alikeInBoth: [Int: [Int]] = [:]
        let counted = sweeps.filter(\.countsByDifference)
        if !counted.isEmpty {
            let counts = NormalAlikeSweep(
                members: members, normal: visions[0], simulated: counted.map { visions[$0.simulator + 1] },
                grey: counted.map(\.achromatic), threshold: threshold, neighbourIndex: neighbourIndex
            ).counts(workers: workers)
            for (k, sweep) in counted.enumerated() { alikeInBoth[sweep.simulator] = counts[k] }
        }
        for sweep in sweeps {
            let s = sweep.simulator
            let findings: [SweepFindings]
            if isNearest && sweep.achromatic && sweep.boundIsMonotone {
                findings = [AchromaticNearestSweep(sweep: sweep).run(workers: workers)]
            } else {
                let seeded = sweep.seeds ? Self.seed(sweep, workers: workers) : CollisionBounds(rows: isNearest ? m : 0)
                findings = RowBlocks.map(workers: workers) { w in sweep.run(worker: w, of: workers, seeded: seeded) }
            }
            for part in findings {
                statistics.simulatedEvaluations += part.simulatedEvaluations
                statistics.normalEvaluations += part.normalEvaluations
                collisions += part.collisions
                found += part.found
            }
            if case .worst(let limit) = mode { collisions = Self.worst(collisions, limit) }
            if isNearest {
                nearest.append(
                    mergeNearest(findings.map(\.nearest), rows: sweep.index, simulator: s, lessAlike: alikeInBoth[s]))
            }
        }
        if case .worst = mode {
            // The sweep settled "normal ΔE00 ≥ threshold" with bounds; the kept few get the exact value.
            let normal = visions[0]
            collisions = collisions.map { c in
                var exact = c
                let (p, q) = (c.first, c.second)
                exact.deltaENormal = DeltaE2000.kernel(
                    normal.l[p], normal.a[p], normal.b[p], normal.c[p], normal.l[q], normal.a[q], normal.b[q],
                    normal.c[q])
                return exact
            }
        } else {
            found = collisions.count
        }
        collisions.sort { ($0.simulator, $0.first, $0.second) < ($1.simulator, $1.first, $1.second) }
        return (collisions, nearest, statistics, found)
    }

    /// The `limit` collisions with the smallest simulated ΔE00 (ties: simulator, first, second).
    package static func worst(_ collisions: [Collision], _ limit: Int) -> [Collision] {
        guard collisions.count > limit else { return collisions }
        return Array(
            collisions.sorted {
                ($0.deltaESimulated, $0.simulator, $0.first, $0.second)
                    < ($1.deltaESimulated, $1.simulator, $1.first, $1.second)
            }.prefix(limit))
    }

    /// The seeded bounds of every row (`Sweep.seed`): each worker seeds from its own rows, and a row keeps the
    /// smallest bound any of them found, so that each worker prunes by what all of them found.
    private static func seed(_ sweep: Sweep, workers: Int) -> CollisionBounds {
        let seeded = RowBlocks.map(workers: workers) { w in sweep.seed(worker: w, of: workers) }
        return seeded.dropFirst().reduce(seeded[0]) { $0.tightened(by: $1) }
    }

    /// Combines the workers' per-row bests (`tables`) into per-colour results (`rows[row]` is the colour of a row;
    /// colours outside the search get `nil`), computing ΔE00 for normal vision of each best pair. With `lessAlike`
    /// (by colour), the workers counted every pair that looks alike simulated, and a colour's collisions are
    /// those less its pairs alike in normal vision too.
    private func mergeNearest(_ tables: [NearestRows], rows: [Int], simulator: Int, lessAlike: [Int]?)
        -> [Nearest?]
    {
        var result = [Nearest?](repeating: nil, count: count)
        for (row, colour) in rows.enumerated() {
            var best: NearestRows.Closest?
            var hits = 0
            if let lessAlike {
                hits = tables.reduce(-lessAlike[colour]) { $0 + $1.hits[row] }
            }
            for table in tables {
                guard let candidate = table.closest[row] else { continue }
                if lessAlike == nil { hits += table.hits[row] }
                if let current = best, (current.distance, current.partner) <= (candidate.distance, candidate.partner) {
                    continue
                }
                best = candidate
            }
            guard let best else { continue }
            let normal = visions[0]
            let (p, q) = (colour, best.partner)
            let distance = DeltaE2000.kernel(
                normal.l[p], normal.a[p], normal.b[p], normal.c[p], normal.l[q], normal.a[q], normal.b[q], normal.c[q])
            let collision = Collision(
                first: Swift.min(p, q), second: Swift.max(p, q), simulator: simulator, deltaENormal: distance,
                deltaESimulated: best.distance)
            result[colour] = Nearest(collision: collision, count: hits)
        }
        return result
    }
}

/// Lab values of one vision, by columns, with chroma precomputed.
package struct LabColumns: Sendable {
    package var l: [Double]
    package var a: [Double]
    package var b: [Double]
    package var c: [Double]

    package init(_ lab: [SIMD3<Double>]) {
        l = lab.map(\.x)
        a = lab.map(\.y)
        b = lab.map(\.z)
        c = lab.map { ($0.y * $0.y + $0.z * $0.z).squareRoot() }
    }

    package init(l: [Double], a: [Double], b: [Double], c: [Double]) {
        self.l = l
        self.a = a
        self.b = b
        self.c = c
    }
}

/// One simulator's sweep over the members sorted by simulated lightness.
package struct Sweep: Sendable {
    /// The colour of each row: the members sorted by simulated L*, then index.
    package let index: [Int]
    /// The rows' simulated L, a, b, C (columns 0–3) and normal-vision L, a, b, C (columns 4–7), in double
    /// precision for the kernel and `DeltaE2000.boundsSquared`, and in single precision for
    /// `DeltaE2000.coarseLowerBoundsSquared` and `DeltaE2000.fineBoundsSquared`.
    package let doubles: DoubleColumns
    package let singles: SingleColumns
    package let threshold: Double
    /// Rows whose simulated L* differ by at least this cannot collide (see `CVDCollisionSearch`).
    ///
    /// Within a row the scan also stops at the first colour whose exact bound |ΔL|/S_L(L̄) reaches the
    /// threshold when `boundIsMonotone`: for a fixed L1 and ΔL = L2 − L1 ≥ 0 the bound grows with L2,
    /// because its derivative (S_L − ΔL·S_L′(L̄)/2)/S_L² is positive while ΔL < 120: S_L ≥ 1, and
    /// S_L′(x) = 0.015·x(x² + 40)/(x² + 20)^(3/2) peaks at x = √40 with 0.015 × 1.0887 = 0.01633, so
    /// ΔL·S_L′/2 < 1 for ΔL < 122.4.
    package var window: Double { lightness.width }
    /// Whether the window is narrow enough (< 120) for the in-row stop above.
    package var boundIsMonotone: Bool { lightness.isMonotone }
    /// The threshold with a hair of slack: lower bounds at or above it settle "no collision".
    package var pruneLimit: Double { lightness.pruneLimit }
    /// The window, its in-row stop and its limit (`LightnessWindow`).
    package let lightness: LightnessWindow
    /// The leaves near each row, when they hold fewer pairs than its window (`NeighbourIndex`); never for greys.
    package let neighbourTree: NeighbourTree?
    /// Squared ΔE00 upper bounds below this (threshold²·(1 − 4e-9) − 1e-9, see
    /// `DeltaE2000.boundsSquared`) settle "ΔE00 < threshold" as the kernel would.
    package let acceptLimit2: Double
    package let simulator: Int
    /// Keep every collision with its exact normal ΔE00.
    package let keepAll: Bool
    /// Keep the nearest collision per colour (normal ΔE00 need only be known to be ≥ the threshold).
    package let nearest: Bool
    /// Keep at most this many collisions per worker (the smallest simulated ΔE00), counting all.
    package let worstLimit: Int?
    /// Pairs (colour indices, first < second) neither kept nor counted.
    package let skip: (@Sendable (Int, Int) -> Bool)?
    /// The marked rows, when only pairs with a marked colour are visited (`CVDCollisionSearch.Pairs.withAnyOf`).
    package let marked: MarkedRows?
    /// Every simulated colour is a neutral grey (a* = b* = 0): ΔE00 is then exactly |ΔL|/S_L.
    package let achromatic: Bool
    /// Nearest mode by difference: every pair that looks alike simulated is counted for both rows (hits), and
    /// only those that could be a row's closest are tested in normal vision; the pairs alike in normal vision
    /// too are taken away afterwards (`NormalAlikeSweep`).
    package let countsAlike: Bool
    /// Lanes of `DeltaE2000.coarseLowerBoundsSquared` above this have a ΔE00 at or above the threshold
    /// (`DeltaE2000.coarseRejectLimit` for the largest |L| and chroma of both visions).
    package let coarseReject: Float
    /// Whether `DeltaE2000.fineBoundsSquared` applies to the sweep's colours (`DeltaE2000.fineBoundsApply`).
    package let fineBounds: Bool
    /// Lanes of `DeltaE2000.fineBoundsSquared` whose lower bound is above this (threshold²·(1 + 2e-9) rounded
    /// up to a `Float`, `DeltaE2000.fineRejectLimit`) have a ΔE00 at or above the threshold, by the kernel too.
    package let fineReject: Float
    /// Lanes of `DeltaE2000.fineBoundsSquared` whose upper bound is below this (`acceptLimit2` rounded down to
    /// a `Float`, `DeltaE2000.fineAcceptLimit`) have a kernel ΔE00 below the threshold.
    package let fineAccept: Float

    /// The rows' simulated colours (`doubles`).
    package var simulatedLab: LabRows<Double> { LabRows(doubles, first: 0, count: index.count) }
    /// The rows' normal-vision colours (`doubles`).
    package var normalLab: LabRows<Double> { LabRows(doubles, first: 4, count: index.count) }
    /// The rows' simulated colours in single precision (`singles`).
    package var simulatedSingle: LabRows<Float> { LabRows(singles, first: 0, count: index.count) }
    /// The rows' normal-vision colours in single precision (`singles`).
    package var normalSingle: LabRows<Float> { LabRows(singles, first: 4, count: index.count) }

    /// How many rows after each row `seed` tries (within the lightness window): a fixed cost per row. The
    /// rows nearest in lightness hold a close collision of most rows; 16, 32 and 64 rows pruned as well on
    /// 10,000 random colours.
    package static let seedRows = 32

    /// Whether the sweep seeds the rows' bounds (`seed`) before it runs: in nearest mode by difference
    /// (`countsAlike`), where the refined bounds apply.
    package var seeds: Bool { countsAlike && fineBounds }

    /// The rows, handed out to workers in blocks of 16 (`RowBlocks`).
    package var rows: RowBlocks { RowBlocks(count: index.count, blockSize: 16) }

    /// Whether nearest mode counts by difference (hits for every pair that looks alike, less those that
    /// `NormalAlikeSweep` finds): a chromatic sweep does (`countsAlike`), and so does a grey one whose in-row
    /// stop holds (`AchromaticNearestSweep`); a grey one with a window of 120 or more (thresholds above about
    /// 68) takes the general path.
    package var countsByDifference: Bool { nearest && (!achromatic || boundIsMonotone) }

    package init(
        members: [Int], simulated: LabColumns, normal: LabColumns, threshold: Double, simulator: Int,
        mode: CVDCollisionSearch.Mode, pairs: CVDCollisionSearch.Pairs = .all, skip: (@Sendable (Int, Int) -> Bool)?,
        neighbourIndex: NeighbourIndex = .automatic
    ) {
        let order = members.sorted { (simulated.l[$0], $0) < (simulated.l[$1], $1) }
        index = order
        switch pairs {
        case .all: marked = nil
        case .withAnyOf(let colours): marked = MarkedRows(order.map { colours.contains($0) })
        }
        let (l, a, b, c) = (
            order.map { simulated.l[$0] }, order.map { simulated.a[$0] }, order.map { simulated.b[$0] },
            order.map { simulated.c[$0] }
        )
        let sorted = LabColumns(
            l: order.map { normal.l[$0] }, a: order.map { normal.a[$0] }, b: order.map { normal.b[$0] },
            c: order.map { normal.c[$0] })
        doubles = DoubleColumns([l, a, b, c, sorted.l, sorted.a, sorted.b, sorted.c])
        singles = SingleColumns([l, a, b, c, sorted.l, sorted.a, sorted.b, sorted.c])
        self.threshold = threshold
        self.simulator = simulator
        switch mode {
        case .all: (keepAll, nearest, worstLimit) = (true, false, nil)
        case .nearest: (keepAll, nearest, worstLimit) = (false, true, nil)
        case .worst(let limit): (keepAll, nearest, worstLimit) = (false, false, limit)
        }
        self.skip = skip
        achromatic = a.allSatisfy { $0 == 0 } && b.allSatisfy { $0 == 0 }
        countsAlike = nearest && !achromatic
        // S_L at the most extreme lightness bounds S_L(L̄) of every pair; a hair of slack keeps rounding
        // from ever skipping a pair the kernel would put below the threshold.
        lightness = LightnessWindow(threshold: threshold, lightness: l)
        neighbourTree =
            achromatic
            ? nil
            : neighbourIndex.tree(l: l, a: a, b: b, c: c, threshold: threshold, window: lightness)
        acceptLimit2 = threshold * threshold * (1 - 4e-9) - 1e-9
        let lightness = (l + sorted.l).reduce(0.0) { Swift.max($0, abs($1)) }
        let chroma = (c + sorted.c).reduce(0.0) { Swift.max($0, $1) }
        coarseReject = DeltaE2000.coarseRejectLimit(
            limit2: threshold * threshold * (1 + 2e-9), lightness: lightness, chroma: chroma)
        fineBounds = DeltaE2000.fineBoundsApply(lightness: lightness, chroma: chroma)
        fineReject = DeltaE2000.fineRejectLimit(limit2: threshold * threshold * (1 + 2e-9))
        fineAccept = DeltaE2000.fineAcceptLimit(accept2: acceptLimit2)
    }

    /// What worker `worker` of `workers` finds in its rows, pruning by the rows' seeded bounds (`seeded`).
    package func run(worker: Int, of workers: Int, seeded: CollisionBounds) -> SweepFindings {
        var pass = SweepWorker(sweep: self, seeded: seeded)
        pass.run(worker: worker, of: workers)
        return pass.finished()
    }

    /// Nearest mode by difference: the bounds worker `worker` of `workers` seeds from its rows' pairs within
    /// `seedWindow` — the pairs that single-precision bounds show to be collisions, by the squared refined upper
    /// bound of their simulated ΔE00 — so that the sweep prunes pairs that cannot be a row's closest from its
    /// start, not only by the bests of the rows it has reached (which the far rows of a window lack).
    package func seed(worker: Int, of workers: Int) -> CollisionBounds {
        var pass = SweepWorker(sweep: self, seeded: CollisionBounds(rows: index.count))
        pass.seed(worker: worker, of: workers)
        return pass.seeded
    }
}

/// What the sweep knows of the simulated ΔE00 of a pair that looks alike: the kernel's value, or only that bounds
/// put it below the threshold, with a lower bound of its square (the exact value is computed when it could matter).
private enum SimulatedDistance {
    case exact(Double)
    case bounded(lower2: Double)
}

/// What the sweep knows of a collision's ΔE00 for normal vision: the kernel's value (keep-all mode), or only that it
/// is at or above the threshold (by a bound, or by the kernel with the threshold as its limit), which is all that
/// nearest and worst modes need.
private enum NormalDistance {
    case exact(Double)
    case atLeastThreshold
}

/// One worker's scratch rows, which it owns. `row` and `simulated`: one row's pairs that look alike simulated,
/// waiting for the normal-vision test: the other row and what is known of their simulated ΔE00. `open` and
/// `openValue`: the rows of the row's window that the single-precision pre-filter left open (and their simulated
/// ΔE00 for achromatopsia).
private struct CandidateRows: ~Copyable {
    var row: ScratchList<Int>
    var simulated: ScratchList<SimulatedDistance>
    var open: ScratchList<Int>
    var openValue: ScratchList<Double>

    /// Room for every row of a sweep of `rows` rows.
    init(rows: Int) {
        row = ScratchList(capacity: rows)
        simulated = ScratchList(capacity: rows)
        // The pre-filter writes each lane of eight before it knows whether to keep it: room for eight more.
        open = ScratchList(capacity: rows + 8)
        openValue = ScratchList(capacity: rows + 8)
    }
}

/// One worker's pass over its rows of a `Sweep`. A struct with mutating methods, so that the hot loop's
/// counters and results need no dynamic exclusivity checks (captured variables of local functions would).
private struct SweepWorker: ~Copyable {
    let sweep: Sweep
    /// The sweep's rows: simulated and normal vision, in double and in single precision (`Sweep.doubles`,
    /// `Sweep.singles`).
    let simulatedLab: LabRows<Double>
    let normalLab: LabRows<Double>
    let simulatedSingle: LabRows<Float>
    let normalSingle: LabRows<Float>
    /// Nearest mode: the rows' seeded bounds (`Sweep.seed`, which writes them; the sweep only reads them).
    var seeded: CollisionBounds
    /// What the worker has found so far; its rows' counts of collisions are in `hits` until `finished`.
    var findings: SweepFindings
    /// Nearest mode: per row, its number of collisions (`NearestRows.hits`).
    var hits: ScratchList<Int>
    var candidates: CandidateRows
    /// Worst mode: a collision must have a simulated ΔE00 at most this to be kept (the largest kept after the
    /// last trim; `nil` before the first).
    var cutoff: Double?

    init(sweep: Sweep, seeded: CollisionBounds) {
        self.sweep = sweep
        self.seeded = seeded
        simulatedLab = sweep.simulatedLab
        normalLab = sweep.normalLab
        simulatedSingle = sweep.simulatedSingle
        normalSingle = sweep.normalSingle
        findings = SweepFindings(rows: sweep.nearest ? sweep.index.count : 0)
        hits = ScratchList(repeating: 0, count: sweep.nearest ? sweep.index.count : 0)
        candidates = CandidateRows(rows: sweep.index.count)
    }

    /// What the worker found, with its rows' counts.
    consuming func finished() -> SweepFindings {
        var findings = findings
        if sweep.nearest { findings.nearest.hits = hits.array }
        return findings
    }

    /// Whether rows from `j` on are out of reach of row `i` (see `Sweep.window`).
    @inline(__always)
    package func beyond(_ i: Int, _ j: Int) -> Bool { sweep.lightness.beyond(simulatedLab.l[i], simulatedLab.l[j]) }

    /// The first row after `i` that `beyond(i, _)` puts out of reach (`index.count` if none), found once per
    /// row, so the scan over eight rows at a time compares indices instead of computing the bound (a
    /// division and a square root) for every eight.
    @inline(__always)
    package func reach(_ i: Int) -> Int { sweep.lightness.end(after: i, simulatedLab.l) }

    /// Rows `i` and `j`: simulated ΔE00, then normal ΔE00 if they look alike.
    @inline(__always)
    package mutating func check(_ i: Int, _ j: Int) {
        let threshold = sweep.threshold
        let simulated: Double
        if sweep.achromatic {
            simulated = DeltaE2000.lightnessBound(simulatedLab.l[i], simulatedLab.l[j])
        } else {
            findings.simulatedEvaluations += 1
            simulated = simulatedLab.deltaE(i, j, limit: threshold)
        }
        guard simulated < threshold else { return }
        if sweep.countsAlike {
            hits[i] += 1
            hits[j] += 1
        }
        findings.normalEvaluations += 1
        // Keep-all mode records the exact normal ΔE00; the others only need to know that it is not below the
        // threshold.
        let normalDistance = sweep.keepAll ? normalLab.deltaE(i, j) : normalLab.deltaE(i, j, limit: threshold)
        guard normalDistance >= threshold else { return }
        record(i, j, simulated, sweep.keepAll ? .exact(normalDistance) : .atLeastThreshold)
    }

    /// A collision of rows `i` and `j` at simulated ΔE00 `simulated` (`normal` is exact in keep-all mode).
    @inline(__always)
    package mutating func record(_ i: Int, _ j: Int, _ simulated: Double, _ normal: NormalDistance) {
        let p = sweep.index[i]
        let q = sweep.index[j]
        if let limit = sweep.worstLimit {
            let (first, second) = (Swift.min(p, q), Swift.max(p, q))
            if let skip = sweep.skip, skip(first, second) { return }
            findings.found += 1
            guard limit > 0 else { return }
            if let cutoff, !(simulated <= cutoff) { return }
            // The threshold, which the normal ΔE00 is at least: `search` computes the kept few's exact value.
            findings.collisions.append(
                CVDCollisionSearch.Collision(
                    first: first, second: second, simulator: sweep.simulator, deltaENormal: sweep.threshold,
                    deltaESimulated: simulated))
            if findings.collisions.count >= 2 * Swift.min(limit, Int.max / 4) {
                findings.collisions = CVDCollisionSearch.worst(findings.collisions, limit)
                cutoff = findings.collisions.last?.deltaESimulated
            }
        } else if sweep.keepAll {
            guard case .exact(let normalDistance) = normal else {
                preconditionFailure("keep-all mode computes the normal ΔE00 of every collision")
            }
            findings.collisions.append(
                CVDCollisionSearch.Collision(
                    first: Swift.min(p, q), second: Swift.max(p, q), simulator: sweep.simulator,
                    deltaENormal: normalDistance, deltaESimulated: simulated))
        } else {
            if !sweep.countsAlike {
                hits[i] += 1
                hits[j] += 1
            }
            findings.nearest.note(i, q, simulated)
            findings.nearest.note(j, p, simulated)
        }
    }

    /// Worker `worker` of `workers`: its rows (`Sweep.rows`), each scanned, then its candidates settled.
    package mutating func run(worker: Int, of workers: Int) {
        sweep.rows.forEach(worker: worker, of: workers) { i in
            scan(i)
            if candidates.row.count > 0 { settleCandidates(i) }
        }
    }

    /// Worker `worker` of `workers`: seeds from its rows (`Sweep.seed`).
    package mutating func seed(worker: Int, of workers: Int) {
        sweep.rows.forEach(worker: worker, of: workers) { i in seedRow(i) }
    }

    /// Row `i` against the rows after it within `Sweep.seedRows`, eight at a time: a pair whose coarse
    /// normal-vision bound shows it apart and whose refined simulated upper bound is below `Sweep.fineAccept`
    /// (looks alike, as the kernel would say) is a collision, and that upper bound bounds both rows' closest.
    package mutating func seedRow(_ i: Int) {
        let end = Swift.min(i + 1 + Sweep.seedRows, reach(i))
        var nearest: Float?
        var j = i + 1
        while j + 8 <= end {
            let apart = normalSingle.coarseLowerBoundsSquared(i, j) .> sweep.coarseReject
            if any(apart) {
                let bounds = simulatedSingle.fineBoundsSquared(i, j)
                let collision = apart .& (bounds.upper .< sweep.fineAccept)
                for k in 0..<8 where collision[k] {
                    let upper = bounds.upper[k]
                    seeded.tighten(j + k, to: upper)
                    nearest = Swift.min(nearest ?? upper, upper)
                }
            }
            j += 8
        }
        if let nearest { seeded.tighten(i, to: nearest) }
    }

    /// Whether a pair of row `row` whose squared simulated ΔE00 is at least `lower2` cannot be the row's
    /// closest: it is above the seeded bound of a collision of the row, or clearly above its best so far.
    @inline(__always)
    package func fartherThanBest(_ lower2: Double, _ row: Int) -> Bool {
        if let bound = seeded[row], lower2 > Double(bound) { return true }
        guard let closest = findings.nearest.closest[row] else { return false }
        return clearlyAbove(lower2, closest.distance)
    }

    /// Row `i` against the rows after it, up to the end of the lightness window. Eight rows at a time, a
    /// single-precision lower bound (`DeltaE2000.coarseLowerBoundsSquared`) discards most pairs for good; the
    /// rows it leaves open get the double-precision bounds four at a time (`settleOpen`, `settleAchromatic`).
    package mutating func scan(_ i: Int) {
        if let marked = sweep.marked, !marked.isMarked[i] {
            scanMarked(i, marked)
            return
        }
        let n = sweep.index.count
        let threshold = sweep.threshold
        let reject = sweep.coarseReject
        var j = i + 1
        var ended = false
        let end = reach(i)
        candidates.open.removeAll()
        if sweep.achromatic {
            candidates.openValue.removeAll()
            // Simulated ΔE00 is the lightness term; a normal-vision lower bound at or above the threshold
            // settles a collision (nearest and worst modes need no exact normal value).
            while j + 8 <= n {
                if j >= end {
                    ended = true
                    break
                }
                let normalBounds = normalSingle.coarseLowerBoundsSquared(i, j)
                let li = simulatedLab.l[i]
                for pair in 0..<4 {
                    // ΔL'/S_L of two rows (one 128-bit register of doubles).
                    let lj: SIMD2<Double> = simulatedLab.l.vector(from: j + 2 * pair)
                    let termL = (lj - li) / DeltaE2000.lightnessWeight(0.5 * (lj + li) - 50)
                    for k in 0..<2 {
                        let simulated = abs(termL[k])
                        guard simulated < threshold else { continue }
                        let row = j + 2 * pair + k
                        if normalBounds[2 * pair + k] > reject && !sweep.keepAll {
                            findings.normalEvaluations += 1
                            record(i, row, simulated, .atLeastThreshold)
                        } else {
                            candidates.open.append(row)
                            candidates.openValue.append(simulated)
                        }
                    }
                }
                j += 8
            }
            settleAchromatic(i)
        } else if let tree = sweep.neighbourTree {
            tree.candidates(of: i, single: simulatedSingle.row(i), end: end, reject: reject, into: &candidates.open)
            settleOpen(i)
            return
        } else {
            while j + 8 <= n {
                if j >= end {
                    ended = true
                    break
                }
                let bounds = simulatedSingle.coarseLowerBoundsSquared(i, j)
                for k in 0..<8 { candidates.open.append(j + k, if: !(bounds[k] > reject)) }
                j += 8
            }
            settleOpen(i)
        }
        if ended { return }
        while j < n {
            if beyond(i, j) {
                if sweep.boundIsMonotone || simulatedLab.l[j] - simulatedLab.l[i] >= sweep.window { return }
                j += 1
                continue
            }
            check(i, j)
            j += 1
        }
    }

    /// Row `i`, whose colour is not marked, against the marked rows after it up to the end of its lightness
    /// window (`MarkedRows`): those of the leaves near it when the sweep has a `NeighbourTree`, else all of them
    /// in the window; then the same pre-filter and bounds as `scan`, so every pair is decided as there.
    package mutating func scanMarked(_ i: Int, _ marked: MarkedRows) {
        let end = reach(i)
        candidates.open.removeAll()
        if let tree = sweep.neighbourTree {
            tree.candidates(
                of: i, single: simulatedSingle.row(i), end: end, reject: sweep.coarseReject, into: &candidates.open)
            var kept = 0
            for k in 0..<candidates.open.count where marked.isMarked[candidates.open[k]] {
                candidates.open[kept] = candidates.open[k]
                kept += 1
            }
            candidates.open.removeLast(candidates.open.count - kept)
            settleOpen(i)
            return
        }
        var k = LightnessWindow.bisect(0, marked.rows.count) { marked.rows[$0] > i }
        while k < marked.rows.count && marked.rows[k] < end {
            candidates.open.append(marked.rows[k])
            k += 1
        }
        // Kept rows move to the front of `candidates.open`, each written at or before the place it was read from.
        let open = candidates.open.count
        var kept = 0
        if sweep.achromatic {
            // Simulated ΔE00 is the lightness term (`check`).
            candidates.openValue.removeAll()
            for k in 0..<open {
                let j = candidates.open[k]
                let simulated = DeltaE2000.lightnessBound(simulatedLab.l[i], simulatedLab.l[j])
                guard simulated < sweep.threshold else { continue }
                candidates.open[kept] = j
                candidates.openValue.append(simulated)
                kept += 1
            }
            candidates.open.removeLast(open - kept)
            settleAchromatic(i)
        } else {
            var start = 0
            while start < open {
                let lanes = Swift.min(8, open - start)
                let bounds = simulatedSingle.coarseLowerBoundsSquared(
                    i, simulatedSingle.gather(LaneGather.rows8(candidates.open, from: start, lanes: lanes)))
                for lane in 0..<lanes where !(bounds[lane] > sweep.coarseReject) {
                    candidates.open[kept] = candidates.open[start + lane]
                    kept += 1
                }
                start += 8
            }
            candidates.open.removeLast(open - kept)
            settleOpen(i)
        }
    }

    /// The rows of row `i`'s window that the pre-filter left open (`candidates.open`), simulated: the SIMD lower
    /// bounds of `DeltaE2000.boundsSquared` four at a time discard most of them, the rest are candidates (or,
    /// keeping all, checked).
    @inline(__always)
    package mutating func settleOpen(_ i: Int) {
        let limit2 = sweep.threshold * sweep.threshold * (1 + 2e-9)
        if sweep.fineBounds && !sweep.keepAll { settleFine(i) }
        let count = candidates.open.count
        var start = 0
        while start < count {
            let lanes = Swift.min(4, count - start)
            if sweep.keepAll {
                let bounds = simulatedLab.refinedLowerBoundsSquared(
                    i, candidates.open, from: start, lanes: lanes, limit2: limit2)
                for k in 0..<lanes where bounds[k] < limit2 { check(i, candidates.open[start + k]) }
            } else {
                let bounds = simulatedLab.boundsSquared(i, candidates.open, from: start, lanes: lanes, limit2: limit2)
                for k in 0..<lanes where bounds.lower[k] < limit2 {
                    candidate(i, candidates.open[start + k], lower: bounds.lower[k], upper: bounds.upper[k])
                }
            }
            start += 4
        }
    }

    /// The rows of row `i`'s window that the pre-filter left open (`candidates.open`), simulated, eight at a time
    /// by the single-precision bounds of `DeltaE2000.fineBoundsSquared`: a lower bound above `Sweep.fineReject`
    /// discards the pair, an upper bound below `Sweep.fineAccept` makes it a candidate that looks alike (its lower
    /// bound kept for `settleCandidates`, no kernel run). The rows the bounds leave open stay in `candidates.open`
    /// (moved to its front, each written at or before the place it was read from) for the double-precision bounds.
    @inline(__always)
    package mutating func settleFine(_ i: Int) {
        let count = candidates.open.count
        var left = 0
        var start = 0
        while start < count {
            let lanes = Swift.min(8, count - start)
            let bounds = simulatedSingle.fineBoundsSquared(
                i, simulatedSingle.gather(LaneGather.rows8(candidates.open, from: start, lanes: lanes)))
            for k in 0..<lanes {
                let j = candidates.open[start + k]
                if bounds.lower[k] > sweep.fineReject { continue }
                if bounds.upper[k] < sweep.fineAccept {
                    lookAlike(i, j, lower: Double(Swift.max(bounds.lower[k], 0)), exact: nil)
                } else {
                    candidates.open[left] = j
                    left += 1
                }
            }
            start += 8
        }
        candidates.open.removeLast(count - left)
    }

    /// Achromatopsia: the rows of row `i`'s window that look alike simulated and that the pre-filter did not show
    /// to be told apart in normal vision (`candidates.open`, with their simulated ΔE00 in `candidates.openValue`):
    /// normal-vision bounds four at a time, the kernel for the rest.
    @inline(__always)
    package mutating func settleAchromatic(_ i: Int) {
        let limit2 = sweep.threshold * sweep.threshold * (1 + 2e-9)
        let count = candidates.open.count
        var start = 0
        while start < count {
            let lanes = Swift.min(4, count - start)
            let bounds = normalLab.boundsSquared(i, candidates.open, from: start, lanes: lanes, limit2: limit2)
            for k in 0..<lanes {
                let j = candidates.open[start + k]
                if bounds.upper[k] < sweep.acceptLimit2 {
                    // Alike in normal vision too (the kernel would say so): no collision.
                    findings.normalEvaluations += 1
                    continue
                }
                if bounds.lower[k] >= limit2 && !sweep.keepAll {
                    findings.normalEvaluations += 1
                    record(i, j, candidates.openValue[start + k], .atLeastThreshold)
                } else {
                    check(i, j)
                }
            }
            start += 4
        }
    }

    /// Rows `i` and `j`, which the lower bound `lower` (of the simulated ΔE00²) leaves open: an upper bound
    /// `upper` below the threshold (with the slack of `DeltaE2000.boundsSquared`) shows that they look alike
    /// without the kernel; otherwise the kernel decides. Pairs that look alike wait for `settleCandidates`.
    @inline(__always)
    package mutating func candidate(_ i: Int, _ j: Int, lower: Double, upper: Double) {
        let threshold = sweep.threshold
        var exact: Double?
        if !(upper < sweep.acceptLimit2) {
            findings.simulatedEvaluations += 1
            let distance = simulatedLab.deltaE(i, j, limit: threshold)
            guard distance < threshold else { return }
            exact = distance
        }
        lookAlike(i, j, lower: lower, exact: exact)
    }

    /// Rows `i` and `j` look alike simulated (`lower`: a lower bound of the simulated ΔE00², `exact`: the
    /// simulated ΔE00 if the kernel computed it): a candidate for `settleCandidates`. When the sweep counts
    /// every such pair (`Sweep.countsAlike`) it is counted here, and only kept if it could be the closest of
    /// either row (its lower bound does not clear both rows' best so far, which only shrink).
    @inline(__always)
    package mutating func lookAlike(_ i: Int, _ j: Int, lower: Double, exact: Double?) {
        if sweep.countsAlike {
            hits[i] += 1
            hits[j] += 1
            if fartherThanBest(lower, i) && fartherThanBest(lower, j) { return }
        }
        candidates.row.append(j)
        if let exact {
            candidates.simulated.append(.exact(exact))
        } else {
            candidates.simulated.append(.bounded(lower2: lower))
        }
    }

    /// Whether a squared lower bound shows a ΔE00 strictly above `distance` (a kernel value), with a slack far
    /// above rounding.
    @inline(__always)
    package func clearlyAbove(_ lower2: Double, _ distance: Double) -> Bool {
        lower2 > distance * distance * (1 + 4e-9) + 1e-9
    }

    /// Worst mode: whether a squared lower bound shows a ΔE00 clearly above the cutoff (`cutoff`), so that the
    /// pair would not be kept.
    @inline(__always)
    package func beyondCutoff(_ lower2: Double) -> Bool {
        guard let cutoff else { return false }
        return clearlyAbove(lower2, cutoff)
    }

    /// The pairs of row `i` that look alike simulated: normal-vision bounds four at a time settle
    /// "normal ΔE00 ≥ threshold" (lower bound) or "< threshold" (upper bound) for most, the kernel decides
    /// the rest. The exact simulated ΔE00 of a pair
    /// known only by bounds is computed when it could matter: in nearest mode when its lower bound does
    /// not clear both colours' best so far (bests only shrink, so a pair above both can be no colour's
    /// closest), in worst mode when it does not clear the cutoff (such a pair would not be kept).
    package mutating func settleCandidates(_ i: Int) {
        var start = 0
        while start < candidates.row.count {
            let count = Swift.min(8, candidates.row.count - start)
            // Most pairs that look alike simulated are told apart in normal vision: the single-precision
            // bound settles that for eight at a time; the refined single-precision bounds settle most of the
            // rest either way, and the double-precision bounds run only for a group of four with a lane still
            // open (missing lanes repeat the first).
            let (apart, alike) = normalMasks(
                i, normalSingle.gather(LaneGather.rows8(candidates.row, from: start, lanes: count)))
            for group in stride(from: 0, to: count, by: 4) {
                settleGroup(i, at: start + group, lanes: Swift.min(4, count - group), apart, alike, offset: group)
            }
            start += 8
        }
        candidates.row.removeAll()
        candidates.simulated.removeAll()
    }

    /// Row `i` against eight rows given by their normal-vision L, a, b, C in single precision: the lanes the
    /// coarse bound shows apart (normal ΔE00 at or above the threshold), then, when some lane is left, those
    /// the refined bounds show apart or alike (below the threshold).
    @inline(__always)
    package func normalMasks(_ i: Int, _ lanes: LabRows<Float>.Lanes8)
        -> (apart: SIMDMask<SIMD8<Int32>>, alike: SIMDMask<SIMD8<Int32>>)
    {
        let apart = normalSingle.coarseLowerBoundsSquared(i, lanes) .> sweep.coarseReject
        guard sweep.fineBounds && !all(apart) else { return (apart, SIMDMask(repeating: false)) }
        let fine = normalSingle.fineBoundsSquared(i, lanes)
        return (apart .| (fine.lower .> sweep.fineReject), fine.upper .< sweep.fineAccept)
    }

    /// Up to four candidates of row `i` from `candidates.row[at]` on (see `settleCandidates`); lanes of
    /// `apart8` and `alike8` from `offset` on are those the single-precision bounds showed apart (normal
    /// ΔE00 at or above the threshold) or alike (below it) in normal vision.
    @inline(__always)
    package mutating func settleGroup(
        _ i: Int, at start: Int, lanes: Int, _ apart8: SIMDMask<SIMD8<Int32>>, _ alike8: SIMDMask<SIMD8<Int32>>,
        offset: Int
    ) {
        let threshold = sweep.threshold
        let limit2 = threshold * threshold * (1 + 2e-9)
        var settled = SIMDMask<SIMD4<Int64>>(repeating: false)
        var alike = SIMDMask<SIMD4<Int64>>(repeating: false)
        for k in 0..<4 {
            settled[k] = apart8[offset + (k < lanes ? k : 0)]
            alike[k] = alike8[offset + (k < lanes ? k : 0)]
        }
        // The lanes the single-precision bounds left open (none alike, none apart) get the double-precision ones.
        let bounds =
            all(settled .| alike)
            ? nil : normalLab.boundsSquared(i, candidates.row, from: start, lanes: lanes, limit2: limit2)
        for k in 0..<lanes {
            let j = candidates.row[start + k]
            findings.normalEvaluations += 1
            if alike[k] { continue }
            if !settled[k], let bounds {
                // An upper bound below the threshold: alike in normal vision too, no collision.
                if bounds.upper[k] < sweep.acceptLimit2 { continue }
                if !(bounds.lower[k] >= limit2) {
                    guard normalLab.deltaE(i, j, limit: threshold) >= threshold else { continue }
                }
            }
            let simulated: Double
            switch candidates.simulated[start + k] {
            case .exact(let distance):
                simulated = distance
            case .bounded(let lower):
                let p = sweep.index[i]
                let q = sweep.index[j]
                if let limit = sweep.worstLimit {
                    let (first, second) = (Swift.min(p, q), Swift.max(p, q))
                    if let skip = sweep.skip, skip(first, second) { continue }
                    if limit == 0 || beyondCutoff(lower) {
                        findings.found += 1
                        continue
                    }
                } else if fartherThanBest(lower, i) && fartherThanBest(lower, j) {
                    if !sweep.countsAlike {
                        hits[i] += 1
                        hits[j] += 1
                    }
                    continue
                }
                findings.simulatedEvaluations += 1
                let distance = simulatedLab.deltaE(i, j, limit: threshold)
                guard distance < threshold else { continue }
                simulated = distance
            }
            record(i, j, simulated, .atLeastThreshold)
        }
    }
}
