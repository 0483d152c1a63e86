import Foundation
import Testing

@testable import ColorScience

/// Seeded palettes of the shapes the search must handle alike: spread out, clustered, greys, duplicates.
enum OraclePaletteShape: String, CaseIterable, CustomStringConvertible {
    /// Uniform random sRGB, as the benchmark draws them.
    case spread
    /// Clusters of close colours, so that many pairs lie near each other and near the threshold; some
    /// Display P3 and some linear values outside sRGB.
    case clustered
    /// Neutral and near-neutral greys.
    case greys
    /// A few colours, each repeated: ΔE00 of 0 and equal distances to many partners (ties).
    case duplicates

    var description: String { rawValue }

    func colors(_ n: Int, seed: UInt64) -> [Color] {
        var rng = SplitMix(state: seed)
        func unit() -> Double { Double.random(in: 0...1, using: &rng) }
        switch self {
        case .spread:
            return (0..<n).map { _ in Color(.srgb, unit(), unit(), unit()) }
        case .clustered:
            var colors: [Color] = []
            while colors.count < n {
                let base = SIMD3(unit(), unit(), unit())
                switch Int.random(in: 0..<6, using: &rng) {
                case 0: colors.append(Color(.displayP3, base.x, base.y, base.z))
                case 1: colors.append(Color(.srgbLinear, base.x * 1.2 - 0.1, base.y, base.z * 1.1))
                default:
                    for _ in 0..<Int.random(in: 2...8, using: &rng) {
                        let jitter = SIMD3((0..<3).map { _ in Double.random(in: -0.04...0.04, using: &rng) })
                        let c = base + jitter
                        colors.append(Color(.srgb, min(max(c.x, 0), 1), min(max(c.y, 0), 1), min(max(c.z, 0), 1)))
                    }
                }
            }
            return Array(colors.prefix(n))
        case .greys:
            return (0..<n).map { k in
                let v = unit()
                // Every third grey is tinted a little, so that only achromatopsia sees all of them neutral.
                return k % 3 == 0 ? Color(.srgb, v, v, min(v + 0.02, 1)) : Color(.srgb, v, v, v)
            }
        case .duplicates:
            let distinct = (0..<Swift.max(n / 4, 2)).map { _ in Color(.srgb, unit(), unit(), unit()) }
            return (0..<n).map { _ in distinct[Int.random(in: 0..<distinct.count, using: &rng)] }
        }
    }
}

private let defaultSimulators: [CVDSimulator] = [
    try! CVDSimulator(.protanopia), try! CVDSimulator(.deuteranopia), try! CVDSimulator(.tritanopia),
    try! CVDSimulator(.achromatopsia),
]

private let moreSimulators: [CVDSimulator] =
    defaultSimulators + [
        try! CVDSimulator(.deuteranomaly, severity: 0.6), try! CVDSimulator(.tritanomaly, severity: 0.5),
    ]

/// Every mode of the search against the plain path (`CVDCollisionOracle`): the same collisions, pairs, counts,
/// order and ΔE00 values, compared with `==` (no tolerance).
private func expectSearchMatchesOracle(
    _ search: CVDCollisionSearch, threshold: Double, among members: [Int]? = nil, worstLimits: [Int] = [0, 1, 40],
    sourceLocation: SourceLocation = #_sourceLocation
) throws {
    let oracle = CVDCollisionOracle(search, threshold: threshold, among: members)
    let expected = oracle.all
    let found = search.collisions(threshold: threshold, among: members)
    #expect(found.count == expected.count, sourceLocation: sourceLocation)
    #expect(found == expected, sourceLocation: sourceLocation)
    let nearest = search.nearestCollisions(threshold: threshold, among: members)
    let nearestExpected = oracle.nearest
    try #require(nearest.count == nearestExpected.count, sourceLocation: sourceLocation)
    for s in nearest.indices {
        let differing = (0..<search.count).filter { nearest[s][$0] != nearestExpected[s][$0] }
        #expect(differing.isEmpty, "simulator \(s): colours \(differing.prefix(5))", sourceLocation: sourceLocation)
    }
    for limit in worstLimits {
        #expect(
            search.worstCollisions(threshold: threshold, among: members, limit: limit) == oracle.worst(limit: limit),
            "limit \(limit)", sourceLocation: sourceLocation)
    }
    // Skipping: pairs whose indices sum to a multiple of 3, and one simulator's pairs with an even first index.
    let chosen = Array(search.simulators.indices.reversed().prefix(3))
    let worst = search.worstCollisions(
        threshold: threshold, among: members, simulators: chosen, limit: 25, skip: { ($0 + $1) % 3 == 0 },
        skipUnder: { p, _, s in s == chosen[0] && p % 2 == 0 })
    let worstExpected = oracle.worst(
        simulators: chosen, limit: 25, skip: { p, q, s in (p + q) % 3 == 0 || (s == chosen[0] && p % 2 == 0) })
    #expect(worst == worstExpected, sourceLocation: sourceLocation)
}

@Suite("Colour-vision collision search against the plain path")
struct CVDCollisionOracleTests {
    @Test("Every mode matches the plain path exactly", arguments: OraclePaletteShape.allCases, [60, 300])
    func smallPalettes(shape: OraclePaletteShape, size: Int) throws {
        for (seed, threshold) in [(UInt64(size), 10.0), (UInt64(size + 1), 3.0), (UInt64(size + 2), 25.0)] {
            let search = CVDCollisionSearch(colors: shape.colors(size, seed: seed), simulators: moreSimulators)
            try expectSearchMatchesOracle(search, threshold: threshold)
        }
    }

    /// Large enough that every worker of the search has many blocks of rows, and the rows of a lightness
    /// window are many.
    @Test("Every mode matches the plain path exactly on 1,500 colours", arguments: OraclePaletteShape.allCases)
    func largePalettes(shape: OraclePaletteShape) throws {
        let search = CVDCollisionSearch(colors: shape.colors(1_500, seed: 1_500), simulators: defaultSimulators)
        try expectSearchMatchesOracle(search, threshold: 10, worstLimits: [100])
    }

    /// A few thousand colours: minutes in a debug build on two busy cores, so only when
    /// `COLORAUDIT_LONG_TESTS` is set (`COLORAUDIT_LONG_TESTS=1 swift test --filter CVDCollisionOracleTests`).
    @Test(
        "Every mode matches the plain path exactly on 4,000 colours",
        .enabled(if: ProcessInfo.processInfo.environment["COLORAUDIT_LONG_TESTS"] != nil),
        arguments: [OraclePaletteShape.spread, .clustered])
    func fewThousand(shape: OraclePaletteShape) throws {
        let search = CVDCollisionSearch(colors: shape.colors(4_000, seed: 4_000), simulators: defaultSimulators)
        try expectSearchMatchesOracle(search, threshold: 10, worstLimits: [100])
    }

    /// The same search with every sweep's partners taken from a `NeighbourTree` (which `.automatic` builds only
    /// for tens of millions of window pairs): the same answers in every mode, whole palettes and subsets.
    @Test("Partners from the neighbour tree give the plain path's answers", arguments: OraclePaletteShape.allCases)
    func neighbourTree(shape: OraclePaletteShape) throws {
        for (size, threshold) in [(300, 10.0), (300, 3.0), (1_500, 10.0), (1_500, 2.5)] {
            var search = CVDCollisionSearch(
                colors: shape.colors(size, seed: UInt64(size) + 17),
                simulators: size > 300 ? defaultSimulators : moreSimulators)
            search.neighbourIndex = .tree
            try expectSearchMatchesOracle(search, threshold: threshold, worstLimits: [0, 40])
        }
        var subset = CVDCollisionSearch(colors: shape.colors(600, seed: 71), simulators: defaultSimulators)
        subset.neighbourIndex = .tree
        try expectSearchMatchesOracle(subset, threshold: 6, among: Array(stride(from: 1, to: 600, by: 3)))
    }

    @Test("A subset matches the plain path on the subset", arguments: OraclePaletteShape.allCases)
    func subset(shape: OraclePaletteShape) throws {
        let search = CVDCollisionSearch(colors: shape.colors(600, seed: 70), simulators: defaultSimulators)
        try expectSearchMatchesOracle(search, threshold: 10, among: Array(stride(from: 1, to: 600, by: 3)))
    }

    /// A threshold above about 68 widens the grey sweep's lightness window past 120, where its in-row stop no
    /// longer holds (`LightnessWindow`): the general path.
    @Test("Greys under a wide threshold match the plain path")
    func wideThreshold() throws {
        let search = CVDCollisionSearch(
            colors: OraclePaletteShape.greys.colors(300, seed: 3), simulators: defaultSimulators)
        try expectSearchMatchesOracle(search, threshold: 75)
    }

    @Test("Alpha is ignored: a translucent palette gives the opaque palette's answer")
    func translucent() throws {
        let opaque = OraclePaletteShape.clustered.colors(300, seed: 9)
        let translucent = opaque.enumerated().map { k, c in
            Color(space: c.space, components: c.components, alpha: Double(k % 5) / 5)
        }
        let a = CVDCollisionSearch(colors: opaque, simulators: defaultSimulators)
        let b = CVDCollisionSearch(colors: translucent, simulators: defaultSimulators)
        let expected = CVDCollisionOracle(a, threshold: 10).all
        #expect(!expected.isEmpty)
        #expect(b.collisions(threshold: 10) == expected)
    }

    /// The oracle itself, on a palette small enough to decide by hand: black, white and two colours that
    /// protanopia makes alike (red and green of equal simulated lightness).
    @Test("The plain path finds the pairs a deficiency makes alike and no others")
    func oracleOnKnownPairs() throws {
        // Protanopia maps these to nearly the same olive: a red and a green whose simulated L*, a*, b* agree.
        let colors = [
            Color(.srgb, 0, 0, 0), Color(.srgb, 1, 1, 1), Color(.srgb, 0.8, 0.3, 0), Color(.srgb, 0.4, 0.5, 0),
        ]
        let search = CVDCollisionSearch(colors: colors, simulators: [try CVDSimulator(.protanopia)])
        let oracle = CVDCollisionOracle(search, threshold: 10)
        let normal = DeltaE2000.littleCMS(search.lab(2), search.lab(3))
        let simulated = DeltaE2000.littleCMS(search.lab(2, simulator: 0), search.lab(3, simulator: 0))
        try #require(normal >= 10 && simulated < 10)
        let pairs = oracle.all.map { [$0.first, $0.second] }
        #expect(pairs == [[2, 3]])
        let nearest = try #require(oracle.nearest[0][2])
        #expect(nearest.count == 1 && nearest.collision.second == 3)
        #expect(abs(nearest.collision.deltaESimulated - simulated) < 1e-9)
        #expect(oracle.nearest[0][0] == nil && oracle.nearest[0][1] == nil)
    }
}
