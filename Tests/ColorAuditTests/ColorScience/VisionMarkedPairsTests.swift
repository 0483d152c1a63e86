import Foundation
import Testing

@testable import ColorScience

/// `CVDCollisionSearch.worstCollisions(pairs: .withAnyOf(_))`, which `wide-gamut-fallback` uses to re-check only
/// the pairs with a colour outside sRGB, against the search it replaced: every pair visited, and those with no
/// marked colour skipped (`skip`).
@Suite("Colour-vision collision search over pairs with a marked colour")
struct VisionMarkedPairsTests {
    /// Half sRGB colours, half Display P3 colours (fixed seed), so that about a third of them lie outside sRGB,
    /// and the same colours as an sRGB screen shows them (each channel clipped to 0…1).
    private static func palette(_ n: Int, seed: UInt64) -> (asWritten: [Color], clipped: [Color], outside: Set<Int>) {
        var rng = SplitMix(state: seed)
        var asWritten: [Color] = []
        for k in 0..<n {
            let components = SIMD3(
                Double.random(in: 0...1, using: &rng), Double.random(in: 0...1, using: &rng),
                Double.random(in: 0...1, using: &rng))
            asWritten.append(Color(space: k % 2 == 0 ? .srgb : .displayP3, components: components))
        }
        let srgb = asWritten.map { ColorEngine.shared.convert([$0.components], from: $0.space, to: .srgb)[0] }
        let outside = Set(srgb.indices.filter { srgb[$0].min() < -1e-9 || srgb[$0].max() > 1 + 1e-9 })
        let clipped = srgb.indices.map { k in
            outside.contains(k)
                ? Color(space: .srgb, components: srgb[k].clamped(lowerBound: .zero, upperBound: .one)) : asWritten[k]
        }
        return (asWritten, clipped, outside)
    }

    @Test("Both directions of the sRGB re-check, window and tree, all colours and a subset: the same worst and count")
    func markedPairsMatchWholeSearch() throws {
        let (asWritten, clipped, outside) = Self.palette(240, seed: 20_261_206)
        #expect(outside.count > 40 && outside.count < 200)
        let simulators = try [
            CVDSimulator(.protanopia), CVDSimulator(.deuteranopia), CVDSimulator(.tritanopia),
            CVDSimulator(.achromatopsia),
        ]
        let threshold = 10.0
        for index in [NeighbourIndex.window, .tree] {
            var written = CVDCollisionSearch(colors: asWritten, simulators: simulators)
            var onSRGB = CVDCollisionSearch(colors: clipped, simulators: simulators)
            written.neighbourIndex = index
            onSRGB.neighbourIndex = index
            for (search, other) in [(written, onSRGB), (onSRGB, written)] {
                let changed: @Sendable (Int, Int, Int) -> Bool = { p, q, s in
                    other.collides(p, q, simulator: s, threshold: threshold)
                }
                for members in [nil, Array(stride(from: 0, to: 240, by: 3))] {
                    for limit in [7, 100_000] {
                        let whole = search.worstCollisions(
                            threshold: threshold, among: members, limit: limit,
                            skip: { p, q in !outside.contains(p) && !outside.contains(q) }, skipUnder: changed)
                        let marked = search.worstCollisions(
                            threshold: threshold, among: members, limit: limit, pairs: .withAnyOf(outside),
                            skipUnder: changed)
                        #expect(whole.found > 20, "\(index), \(members?.count ?? 240) colours, limit \(limit)")
                        #expect(marked == whole)
                    }
                }
            }
            // Every colour marked is the whole search; none marked visits no pair.
            let all = Set(0..<asWritten.count)
            #expect(
                written.worstCollisions(threshold: threshold, limit: 50, pairs: .withAnyOf(all))
                    == written.worstCollisions(threshold: threshold, limit: 50))
            #expect(written.worstCollisions(threshold: threshold, limit: 50, pairs: .withAnyOf([])).found == 0)
        }
    }
}
