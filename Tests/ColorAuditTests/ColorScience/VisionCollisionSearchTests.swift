import Foundation
import Testing

@testable import ColorAudit
@testable import ColorScience

/// Random colours with clusters (so that many pairs are near each other and near the threshold), some
/// greys and some wide-gamut values.
private func palette(_ n: Int, seed: UInt64) -> [Color] {
    var rng = SplitMix(state: seed)
    var colors: [Color] = []
    while colors.count < n {
        let base = SIMD3(
            Double.random(in: 0...1, using: &rng), Double.random(in: 0...1, using: &rng),
            Double.random(in: 0...1, using: &rng))
        switch Int.random(in: 0..<8, using: &rng) {
        case 0:
            colors.append(Color(.srgb, base.x, base.x, base.x))
        case 1:
            colors.append(Color(.displayP3, base.x, base.y, base.z))
        case 2:
            for _ in 0..<4 {
                let jitter = SIMD3(
                    Double.random(in: -0.06...0.06, using: &rng), Double.random(in: -0.06...0.06, using: &rng),
                    Double.random(in: -0.06...0.06, using: &rng))
                let c = base + jitter
                colors.append(Color(.srgb, min(max(c.x, 0), 1), min(max(c.y, 0), 1), min(max(c.z, 0), 1)))
            }
        default:
            colors.append(Color(space: .srgb, components: base))
        }
    }
    return Array(colors.prefix(n))
}

private let allSimulators: [CVDSimulator] = [
    try! CVDSimulator(.protanopia), try! CVDSimulator(.deuteranopia), try! CVDSimulator(.tritanopia),
    try! CVDSimulator(.achromatopsia), try! CVDSimulator(.deuteranomaly, severity: 0.6),
    try! CVDSimulator(.tritanomaly, severity: 0.5),
]

/// Every pair, every simulator, with LittleCMS's ΔE00 and no skipping.
private func bruteForce(_ search: CVDCollisionSearch, threshold: Double, among members: [Int])
    -> [CVDCollisionSearch.Collision]
{
    var result: [CVDCollisionSearch.Collision] = []
    for s in search.simulators.indices {
        for (k, i) in members.enumerated() {
            for j in members[(k + 1)...] {
                let simulated = DeltaE2000.littleCMS(search.lab(i, simulator: s), search.lab(j, simulator: s))
                guard simulated < threshold else { continue }
                let normal = DeltaE2000.littleCMS(search.lab(i), search.lab(j))
                guard normal >= threshold else { continue }
                result.append(
                    .init(
                        first: min(i, j), second: max(i, j), simulator: s, deltaENormal: normal,
                        deltaESimulated: simulated))
            }
        }
    }
    return result.sorted { ($0.simulator, $0.first, $0.second) < ($1.simulator, $1.first, $1.second) }
}

/// Steps `low < high` along a direction where `distance` crosses `target`: `high` doubles from `start`
/// (while below `target`, up to `limit`), then `rounds` halvings keep `distance(low) < target ≤
/// distance(high)` (when `high` reached it).
private func bracket(
    _ target: Double, from start: Double, upTo limit: Double = .infinity, rounds: Int,
    _ distance: (Double) -> Double
) -> (low: Double, high: Double) {
    var (low, high) = (0.0, start)
    while distance(high) < target && high < limit { high *= 2 }
    for _ in 0..<rounds {
        let mid = 0.5 * (low + high)
        if distance(mid) < target { low = mid } else { high = mid }
    }
    return (low, high)
}

@Suite("Colour-vision collision search")
struct VisionCollisionSearchTests {
    @Test("ColorEngine's batch conversion equals converting one by one", arguments: ColorSpace.allCases)
    func engineBatch(source: ColorSpace) {
        let inputs = palette(64, seed: 9).map(\.components) + [SIMD3(-0.2, 1.3, 0.5)]
        for target in ColorSpace.allCases {
            let batch = ColorEngine.shared.convert(inputs, from: source, to: target)
            #expect(batch.count == inputs.count)
            for (input, value) in zip(inputs, batch) {
                let single = ColorEngine.shared.convert(input, from: source, to: target)
                #expect((0..<3).allSatisfy { abs(single[$0] - value[$0]) <= 1e-12 * max(1, abs(single[$0])) })
            }
        }
    }

    @Test("The search's Lab values are the colours' (through linear sRGB) and the simulated colours'")
    func batchConversion() {
        let colors = palette(300, seed: 1)
        let search = CVDCollisionSearch(colors: colors, simulators: [])
        for (i, color) in colors.enumerated() {
            let single = color.converted(to: .srgbLinear).converted(to: .lab).components
            let batch = search.lab(i)
            #expect((0..<3).allSatisfy { abs(single[$0] - batch[$0]) < 1e-9 })
        }
        let simulator = allSimulators[1]
        let simulated = CVDCollisionSearch(colors: colors, simulators: [simulator])
        for (i, color) in colors.enumerated().prefix(50) {
            let single = simulator.simulate(color).converted(to: .lab).components
            let batch = simulated.lab(i, simulator: 0)
            #expect((0..<3).allSatisfy { abs(single[$0] - batch[$0]) < 1e-9 })
        }
    }

    @Test("Skipping pairs never changes the result (random palettes, several thresholds)", arguments: [2.0, 10, 25])
    func skippingIsExact(threshold: Double) {
        for seed in [UInt64(11), 12] {
            let search = CVDCollisionSearch(colors: palette(260, seed: seed), simulators: allSimulators)
            let expected = bruteForce(search, threshold: threshold, among: Array(0..<search.count))
            let found = search.search(threshold: threshold, keepAll: true)
            #expect(found.collisions.count == expected.count)
            #expect(!expected.isEmpty)
            for (a, b) in zip(found.collisions, expected) {
                #expect(a.first == b.first && a.second == b.second && a.simulator == b.simulator)
                #expect(abs(a.deltaENormal - b.deltaENormal) < 1e-9)
                #expect(abs(a.deltaESimulated - b.deltaESimulated) < 1e-9)
            }
            // It did skip: fewer ΔE00 evaluations than pair checks.
            #expect(found.statistics.simulatedEvaluations < found.statistics.pairChecks)
        }
    }

    @Test("Nearest mode gives each colour its closest look-alike and the number of look-alikes")
    func nearestMatchesBruteForce() {
        let search = CVDCollisionSearch(colors: palette(240, seed: 5), simulators: allSimulators)
        #expect(expectNearestMatchesBruteForce(search, among: Array(0..<search.count)) > 0)
    }

    @Test("A subset is searched on its own")
    func subset() {
        let search = CVDCollisionSearch(colors: palette(200, seed: 8), simulators: allSimulators)
        let members = Array(stride(from: 0, to: 200, by: 3))
        let expected = bruteForce(search, threshold: 10, among: members)
        let found = search.collisions(threshold: 10, among: members)
        #expect(
            found.map { [$0.simulator, $0.first, $0.second] } == expected.map { [$0.simulator, $0.first, $0.second] })
    }

    /// The per-row tables of nearest mode belong to the subset's rows; every colour outside the subset gets
    /// `nil`, and each member its closest look-alike among the members only.
    @Test("Nearest mode on a subset matches every pair of the subset, and nothing outside it")
    func nearestSubset() {
        let search = CVDCollisionSearch(colors: palette(220, seed: 31), simulators: allSimulators)
        #expect(expectNearestMatchesBruteForce(search, among: Array(stride(from: 1, to: 220, by: 2))) > 50)
    }

    /// Checks nearest mode among `members` against every pair of them (`bruteForce`, LittleCMS's ΔE00): each
    /// member gets its closest look-alike (ties: the lower partner index) and its number of look-alikes, every
    /// other colour `nil`. Returns the number of collisions among the members.
    private func expectNearestMatchesBruteForce(_ search: CVDCollisionSearch, among members: [Int]) -> Int {
        let all = bruteForce(search, threshold: 10, among: members)
        let nearest = search.nearestCollisions(threshold: 10, among: members)
        #expect(nearest.count == allSimulators.count)
        for s in allSimulators.indices {
            #expect(nearest[s].count == search.count)
            for colour in 0..<search.count {
                let mine = all.filter { $0.simulator == s && ($0.first == colour || $0.second == colour) }
                func partner(_ c: CVDCollisionSearch.Collision) -> Int { c.first == colour ? c.second : c.first }
                guard let best = mine.min(by: { ($0.deltaESimulated, partner($0)) < ($1.deltaESimulated, partner($1)) })
                else {
                    #expect(nearest[s][colour] == nil)
                    continue
                }
                let found = nearest[s][colour]
                #expect(found?.count == mine.count)
                #expect(found?.collision.first == best.first && found?.collision.second == best.second)
                #expect(abs((found?.collision.deltaENormal ?? 0) - best.deltaENormal) < 1e-9)
                #expect(abs((found?.collision.deltaESimulated ?? 0) - best.deltaESimulated) < 1e-9)
            }
        }
        return all.count
    }

    @Test("Memory grows with colours: per-colour tables only (nearest mode holds colours × simulators)")
    func nearestShape() {
        let search = CVDCollisionSearch(colors: palette(50, seed: 2), simulators: allSimulators)
        let nearest = search.nearestCollisions(threshold: 60)
        #expect(nearest.count == allSimulators.count)
        #expect(nearest.allSatisfy { $0.count == 50 })
    }

    /// Simulated ΔE00 of colours `p` and `q` under simulator `s` as the search computes it: lower simulated L*
    /// first, kernel (or the lightness term for two neutral greys).
    private func simulatedDistance(
        _ search: CVDCollisionSearch, _ p: Int, _ q: Int, _ s: Int, _ threshold: Double
    ) -> Double {
        let (x, y) = (search.lab(p, simulator: s), search.lab(q, simulator: s))
        let (u, v) = (x.x, p) < (y.x, q) ? (x, y) : (y, x)
        if u.y == 0 && u.z == 0 && v.y == 0 && v.z == 0 { return DeltaE2000.lightnessBound(u.x, v.x) }
        return DeltaE2000.kernel(
            u.x, u.y, u.z, (u.y * u.y + u.z * u.z).squareRoot(), v.x, v.y, v.z, (v.y * v.y + v.z * v.z).squareRoot(),
            limit: threshold)
    }

    /// Every colliding pair, decided one by one by `collides` (no bounds, no skipping), with the exact ΔE00s.
    private func pairByPair(_ search: CVDCollisionSearch, threshold: Double) -> [CVDCollisionSearch.Collision] {
        var pairs: [CVDCollisionSearch.Collision] = []
        for s in search.simulators.indices {
            for p in 0..<search.count {
                for q in (p + 1)..<search.count where search.collides(p, q, simulator: s, threshold: threshold) {
                    pairs.append(
                        .init(
                            first: p, second: q, simulator: s,
                            deltaENormal: DeltaE2000.fast(search.lab(p), search.lab(q)),
                            deltaESimulated: simulatedDistance(search, p, q, s, threshold)))
                }
            }
        }
        return pairs
    }

    /// Nearest mode against `pairs` (from `pairByPair`): each colour's number of collisions, closest partner
    /// (ties: the lower index) and its simulated ΔE00, exactly.
    private func expectNearest(
        _ search: CVDCollisionSearch, threshold: Double, matches pairs: [CVDCollisionSearch.Collision]
    ) {
        let n = search.count
        let nearest = search.nearestCollisions(threshold: threshold)
        for s in search.simulators.indices {
            var best = [(partner: Int, distance: Double)?](repeating: nil, count: n)
            var hits = [Int](repeating: 0, count: n)
            for c in pairs where c.simulator == s {
                for (colour, partner) in [(c.first, c.second), (c.second, c.first)] {
                    hits[colour] += 1
                    if let b = best[colour], (b.distance, b.partner) <= (c.deltaESimulated, partner) { continue }
                    best[colour] = (partner, c.deltaESimulated)
                }
            }
            for colour in 0..<n {
                let found = nearest[s][colour]
                guard let expected = best[colour] else {
                    #expect(found == nil)
                    continue
                }
                #expect(found?.count == hits[colour])
                let partner = found.map { $0.collision.first == colour ? $0.collision.second : $0.collision.first }
                #expect(partner == expected.partner)
                #expect(found?.collision.deltaESimulated == expected.distance)
            }
        }
    }

    /// Uniform random sRGB colours (as the benchmark draws them: many rows in every lightness window, so
    /// the single-precision pre-filter runs four rows at a time) and colours placed just beyond the
    /// threshold of others in normal vision (CIELAB partners at ΔE00 = threshold·(1 + 1e-4…5e-3), found by
    /// bisection along a random direction): every mode must match the pairs decided one by one.
    @Test("Dense palettes with pairs just beyond the threshold: every mode matches the pairs decided one by one")
    func denseNearThresholdMatchesPairByPair() {
        var rng = SplitMix(state: 77)
        let threshold = 10.0
        var colors = (0..<300).map { _ in
            Color(
                .srgb, Double.random(in: 0...1, using: &rng), Double.random(in: 0...1, using: &rng),
                Double.random(in: 0...1, using: &rng))
        }
        for k in 0..<120 {
            let base = colors[k].converted(to: .lab).components
            let direction = SIMD3(
                Double.random(in: -1...1, using: &rng), Double.random(in: -3...3, using: &rng),
                Double.random(in: -3...3, using: &rng))
            let target = threshold * (1 + Double.random(in: 1e-4...5e-3, using: &rng))
            let (_, high) = bracket(target, from: 1.0, rounds: 60) { DeltaE2000.fast(base, base + $0 * direction) }
            colors.append(Color(space: .lab, components: base + high * direction))
        }
        let search = CVDCollisionSearch(colors: colors, simulators: allSimulators)
        let pairs = pairByPair(search, threshold: threshold)
        #expect(pairs.count > 10_000)
        expectNearest(search, threshold: threshold, matches: pairs)
        let all = search.collisions(threshold: threshold)
        #expect(all.map { [$0.simulator, $0.first, $0.second] } == pairs.map { [$0.simulator, $0.first, $0.second] })
        for (a, b) in zip(all, pairs) {
            #expect(abs(a.deltaESimulated - b.deltaESimulated) < 1e-9)
            #expect(abs(a.deltaENormal - b.deltaENormal) < 1e-9)
        }
        let worst = search.worstCollisions(threshold: threshold, limit: 50)
        #expect(worst.found == pairs.count)
    }

    /// Pairs placed just either side of the threshold in simulated vision and in normal vision, so that the
    /// search's single-precision bounds (`DeltaE2000.fineBoundsSquared`) and its double-precision bounds meet
    /// pairs they cannot settle as well as pairs they can: uniform random sRGB colours, and for 160 of them a
    /// partner in linear sRGB along a random direction, found by bisection, whose ΔE00 (simulated for the
    /// first 120, normal for the rest) is threshold·(1 ± δ), δ from 1e-8 to 1e-2 (log-uniform). The search
    /// in every mode must match the pairs decided one by one by the kernel (`collides`), and those with a
    /// ΔE00 not within 1e-9 of the threshold must match LittleCMS's decision (`bruteForce`).
    @Test("Pairs just either side of the threshold, simulated and normal: every mode matches the plain path")
    func eitherSideOfThresholdMatchesPlainPath() {
        var rng = SplitMix(state: 2026)
        let threshold = 10.0
        let simulators = Array(allSimulators.prefix(3))
        let engine = ColorEngine.shared
        var linear = (0..<300).map { _ in
            SIMD3(
                Double.random(in: 0...1, using: &rng), Double.random(in: 0...1, using: &rng),
                Double.random(in: 0...1, using: &rng))
        }
        for k in 0..<160 {
            let simulator = k < 120 ? simulators[k % simulators.count] : nil
            func lab(_ x: SIMD3<Double>) -> SIMD3<Double> {
                engine.convert([simulator?.simulate(linearSRGB: x) ?? x], from: .srgbLinear, to: .lab)[0]
            }
            let base = linear[k]
            let direction = SIMD3(
                Double.random(in: -1...1, using: &rng), Double.random(in: -1...1, using: &rng),
                Double.random(in: -1...1, using: &rng))
            let delta = pow(10, Double.random(in: -8 ... -2, using: &rng))
            let target = threshold * (Bool.random(using: &rng) ? 1 + delta : 1 - delta)
            let (_, high) = bracket(target, from: 0.05, upTo: 100, rounds: 80) {
                DeltaE2000.fast(lab(base), lab(base + $0 * direction))
            }
            linear.append(base + high * direction)
        }
        let search = CVDCollisionSearch(linearSRGB: linear, simulators: simulators)
        let pairs = pairByPair(search, threshold: threshold)
        #expect(pairs.count > 10_000)
        expectNearest(search, threshold: threshold, matches: pairs)
        let all = search.collisions(threshold: threshold)
        #expect(all.map { [$0.simulator, $0.first, $0.second] } == pairs.map { [$0.simulator, $0.first, $0.second] })
        let worst = search.worstCollisions(threshold: threshold, limit: 50)
        #expect(worst.found == pairs.count)
        // LittleCMS decides the same wherever its ΔE00 is not within rounding of the threshold.
        func clear(_ c: CVDCollisionSearch.Collision) -> Bool {
            abs(c.deltaENormal - threshold) > 1e-9 && abs(c.deltaESimulated - threshold) > 1e-9
        }
        let reference = Set(bruteForce(search, threshold: threshold, among: Array(0..<search.count)).filter(clear))
        let ours = Set(all.filter(clear).map { [$0.simulator, $0.first, $0.second] })
        #expect(ours == Set(reference.map { [$0.simulator, $0.first, $0.second] }))
    }

    /// Achromatopsia's nearest mode counts the runs of rows that look alike instead of visiting each pair
    /// (`AchromaticNearestSweep`), so it is tried where the runs end: uniform random sRGB colours, and for
    /// 150 of them a partner along a random direction in linear sRGB whose simulated ΔE00 (the lightness
    /// term of the two greys) is threshold·(1 ± δ), δ from 1e-13 to 1e-4 (log-uniform), found by bisection
    /// on the greys' CIELAB L*; some partners are copies of their colour (equal distances, ties broken by
    /// the lower index) and some lie close in normal vision too (alike there, so no collision). Every count,
    /// partner and simulated ΔE00 must match the pairs decided one by one, at this threshold and at the
    /// simulated ΔE00 of a placed pair (which then does not collide).
    @Test("Achromatopsia, lightness differences just either side of the threshold: nearest mode matches the plain path")
    func achromaticRunsMatchPlainPath() throws {
        var rng = SplitMix(state: 1999)
        let simulator = try CVDSimulator(.achromatopsia)
        let engine = ColorEngine.shared
        func lightness(_ x: SIMD3<Double>) -> Double {
            engine.convert([simulator.simulate(linearSRGB: x)], from: .srgbLinear, to: .lab)[0].x
        }
        var linear = (0..<400).map { _ in
            SIMD3(
                Double.random(in: 0...1, using: &rng), Double.random(in: 0...1, using: &rng),
                Double.random(in: 0...1, using: &rng))
        }
        for k in 0..<150 {
            let base = linear[k]
            if k % 10 == 0 {
                linear.append(base)
                continue
            }
            // Mostly towards another hue (apart in normal vision); every fifth a small step (alike there too).
            let spread = k % 5 == 0 ? 0.02 : 1.0
            let direction = SIMD3(
                Double.random(in: -spread...spread, using: &rng), Double.random(in: -spread...spread, using: &rng),
                Double.random(in: -spread...spread, using: &rng))
            let delta = pow(10, Double.random(in: -13 ... -4, using: &rng))
            let target = 10 * (Bool.random(using: &rng) ? 1 + delta : 1 - delta)
            let l0 = lightness(base)
            func distance(_ t: Double) -> Double { DeltaE2000.lightnessBound(l0, lightness(base + t * direction)) }
            let (low, high) = bracket(target, from: 0.05, upTo: 1e4, rounds: 90, distance)
            guard distance(high) >= target else { continue }
            linear.append(base + (Bool.random(using: &rng) ? low : high) * direction)
        }
        let search = CVDCollisionSearch(linearSRGB: linear, simulators: [simulator])
        let placed = simulatedDistance(search, 1, search.count - 1, 0, .infinity)
        for threshold in [10.0, placed] {
            let pairs = pairByPair(search, threshold: threshold)
            #expect(pairs.count > 2_000)
            expectNearest(search, threshold: threshold, matches: pairs)
        }
    }

    /// The search against every pair decided by `collides` (the kernel on the same values in the same
    /// order), so that pairs exactly at the threshold are decided as the search must decide them. The
    /// palette has exact duplicates (equal distances: ties broken by the lower partner index), greys, and
    /// thresholds equal to the simulated or the normal ΔE00 of some pair (a pair at the threshold does
    /// not collide; the pair at the normal threshold does).
    @Test("Nearest and worst modes match every pair decided one by one, at and near the threshold")
    func boundedModesMatchPairByPair() {
        var colors = palette(130, seed: 23)
        colors += colors.prefix(20)  // duplicates
        colors += (0..<12).map { k in Color(.srgb, Double(k) / 11, Double(k) / 11, Double(k) / 11) }
        let search = CVDCollisionSearch(colors: colors, simulators: allSimulators)
        let atSimulated = simulatedDistance(search, 3, 100, 0, .infinity)
        let atNormal = DeltaE2000.fast(search.lab(5), search.lab(77))
        for threshold in [10.0, atSimulated, atNormal] {
            let pairs = pairByPair(search, threshold: threshold)
            #expect(pairs.count > 100)
            expectNearest(search, threshold: threshold, matches: pairs)
            // Worst mode, with and without skipped pairs, for several limits.
            let skip: @Sendable (Int, Int) -> Bool = { p, q in (p + q) % 3 == 0 }
            for (skipping, limit) in [(false, 0), (false, 7), (true, 7), (true, 100_000)] {
                let kept = pairs.filter { !skipping || !skip($0.first, $0.second) }
                let expected = kept.sorted {
                    ($0.deltaESimulated, $0.simulator, $0.first, $0.second)
                        < ($1.deltaESimulated, $1.simulator, $1.first, $1.second)
                }.prefix(limit).sorted { ($0.simulator, $0.first, $0.second) < ($1.simulator, $1.first, $1.second) }
                let worst = search.worstCollisions(threshold: threshold, limit: limit, skip: skipping ? skip : nil)
                #expect(worst.found == kept.count)
                #expect(
                    worst.collisions.map { [$0.simulator, $0.first, $0.second] }
                        == expected.map { [$0.simulator, $0.first, $0.second] })
                for (a, b) in zip(worst.collisions, expected) {
                    #expect(a.deltaESimulated == b.deltaESimulated)
                    #expect(abs(a.deltaENormal - b.deltaENormal) < 1e-9)
                }
            }
        }
    }
}
