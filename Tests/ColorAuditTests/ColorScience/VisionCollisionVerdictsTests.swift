import Foundation
import Testing

@testable import ColorScience

/// `CollisionVerdicts` (the re-check `wide-gamut-fallback` asks of every collision in the other rendering)
/// against `CVDCollisionSearch.collides`, which it replaces: the same verdict for every pair, in both orders,
/// for every simulator, at thresholds where the bounds settle most pairs and at thresholds equal to a pair's
/// own ΔE00, where only the kernel can.
@Suite("Colour-vision collision verdicts for many pairs")
struct VisionCollisionVerdictsTests {
    /// Random sRGB and Display P3 colours (fixed seed), a few neutral greys and a repeated colour.
    private static func colours(_ n: Int, seed: UInt64) -> [Color] {
        var rng = SplitMix(state: seed)
        var colours: [Color] = []
        for k in 0..<n {
            let components = SIMD3(
                Double.random(in: 0...1, using: &rng), Double.random(in: 0...1, using: &rng),
                Double.random(in: 0...1, using: &rng))
            colours.append(Color(space: k % 2 == 0 ? .srgb : .displayP3, components: components))
        }
        for grey in [0.2, 0.21, 0.5, 0.52, 0.9] {
            colours.append(Color(space: .srgb, components: SIMD3(repeating: grey)))
        }
        colours.append(colours[3])
        return colours
    }

    @Test("The same verdict as collides for every pair, simulator and order, kernel-band thresholds included")
    func sameVerdictsAsCollides() throws {
        let colours = Self.colours(70, seed: 20_261_206)
        let simulators = try [
            CVDSimulator(.protanopia), CVDSimulator(.deuteranopia), CVDSimulator(.tritanopia),
            CVDSimulator(.achromatopsia), CVDSimulator(.deuteranomaly, severity: 0.6),
        ]
        let search = CVDCollisionSearch(colors: colours, simulators: simulators)
        // Thresholds equal to the simulated and normal ΔE00 of a few pairs (as the kernel computes them), and
        // the doubles next to them: there the bounds cannot settle the pair and the kernel decides.
        var thresholds: Set<Double> = [2, 10, 30]
        for (p, q, s) in [(0, 1, 0), (5, 9, 1), (12, 40, 2), (7, 8, nil), (60, 61, 4)] {
            let (x, y) = (search.lab(p, simulator: s), search.lab(q, simulator: s))
            let distance = DeltaE2000.kernel(
                x.x, x.y, x.z, (x.y * x.y + x.z * x.z).squareRoot(), y.x, y.y, y.z, (y.y * y.y + y.z * y.z).squareRoot()
            )
            thresholds.formUnion([distance, distance.nextUp, distance.nextDown])
        }
        var collisions = 0
        for threshold in thresholds.sorted() {
            let verdicts = search.verdicts(threshold: threshold)
            #expect(verdicts.threshold == threshold)
            for s in simulators.indices {
                for p in colours.indices {
                    for q in colours.indices where q != p {
                        let expected = search.collides(p, q, simulator: s, threshold: threshold)
                        if expected { collisions += 1 }
                        guard verdicts.collides(p, q, simulator: s) == expected else {
                            Issue.record(
                                "pair \(p), \(q), simulator \(s), threshold \(threshold): expected \(expected)")
                            continue
                        }
                    }
                }
            }
        }
        #expect(collisions > 200)
    }

    @Test("Hand-derived: a colour never collides with itself or its copy; black and white never collide")
    func handDerived() throws {
        let colours = [
            Color(space: .srgb, components: SIMD3(0.8, 0.1, 0.1)),
            Color(space: .srgb, components: SIMD3(0.8, 0.1, 0.1)),
            Color(space: .srgb, components: .zero), Color(space: .srgb, components: .one),
        ]
        let simulators = try [Deficiency.protanopia, .deuteranopia, .tritanopia, .achromatopsia].map {
            try CVDSimulator($0)
        }
        let verdicts = CVDCollisionSearch(colors: colours, simulators: simulators).verdicts(threshold: 10)
        for s in simulators.indices {
            // ΔE00 0 for normal vision: alike in both, no collision.
            #expect(!verdicts.collides(0, 1, simulator: s))
            #expect(!verdicts.collides(0, 0, simulator: s))
            // Black (L* 0) and white (L* 100) in every vision: ΔE00 ≥ |ΔL|/S_L(50) = 100 (S_L(50) = 1).
            #expect(!verdicts.collides(2, 3, simulator: s))
        }
    }
}
