import Foundation
import Testing

@testable import ColorAudit
@testable import ColorScience

/// `DeltaE2000.lowerBound(_:_:)`, the bound an index uses to skip whole boxes of colours, against ΔE00 by
/// LittleCMS (`cmsCIE2000DeltaE`, an implementation independent of ours) and by our kernel, on random boxes.
@Suite("ΔE00 lower bound between boxes of CIELAB values")
struct DeltaE2000BoxBoundTests {
    /// A random box: its centre anywhere in L* 0…100, a*, b* −130…130 (beyond sRGB too), its sides from a
    /// point to half the range, sometimes flat in one axis.
    private func randomBox(_ rng: inout SplitMix) -> LabBox {
        func range(_ low: Double, _ high: Double) -> ClosedRange<Double> {
            let centre = Double.random(in: low...high, using: &rng)
            let side =
                Bool.random(using: &rng) ? 0 : (high - low) * pow(10, Double.random(in: -3 ... -0.3, using: &rng))
            return centre - side / 2...centre + side / 2
        }
        return LabBox(lightness: range(0, 100), a: range(-130, 130), b: range(-130, 130))
    }

    /// Colours of a box: its eight corners and random points inside.
    private func samples(_ box: LabBox, _ rng: inout SplitMix) -> [SIMD3<Double>] {
        let corners = [box.lightness.lowerBound, box.lightness.upperBound].flatMap { l in
            [box.a.lowerBound, box.a.upperBound].flatMap { a in
                [box.b.lowerBound, box.b.upperBound].map { b in SIMD3(l, a, b) }
            }
        }
        let inside = (0..<12).map { _ in
            SIMD3(
                Double.random(in: box.lightness, using: &rng), Double.random(in: box.a, using: &rng),
                Double.random(in: box.b, using: &rng))
        }
        return corners + inside
    }

    private func chroma(_ x: SIMD3<Double>) -> Double { (x.y * x.y + x.z * x.z).squareRoot() }

    @Test("No pair of colours of two boxes is closer than the bound, in either order")
    func boundHoldsOnRandomBoxes() {
        var rng = SplitMix(state: 2005)
        var positive = 0
        var tightest = Double.infinity
        for _ in 0..<4_000 {
            let p = randomBox(&rng)
            let q = randomBox(&rng)
            let bound = DeltaE2000.lowerBound(p, q)
            #expect(bound == DeltaE2000.lowerBound(q, p))
            var smallest = Double.infinity
            for x in samples(p, &rng) {
                for y in samples(q, &rng) {
                    let exact = DeltaE2000.littleCMS(x, y)
                    let kernel = DeltaE2000.kernel(x.x, x.y, x.z, chroma(x), y.x, y.y, y.z, chroma(y))
                    smallest = min(smallest, exact, kernel)
                }
            }
            #expect(bound <= smallest * (1 + 1e-12), "boxes \(p) and \(q): bound \(bound), smallest \(smallest)")
            if bound > 0 {
                positive += 1
                tightest = min(tightest, smallest / bound)
            }
        }
        // The bound separates most pairs of random boxes (which rarely overlap), and it is not vacuous.
        #expect(positive > 2_000)
        #expect(tightest < 2)
    }

    /// A single colour's box: for two neutral greys a* = b* = 0 the chroma terms vanish and ΔE00 is exactly
    /// |ΔL*|/S_L(L̄) (Sharma et al. eq. 22 with ΔC' = ΔH' = 0), which the bound must reach.
    @Test("Between two greys the bound is ΔE00 itself")
    func greysAreExact() {
        for (l1, l2) in [(20.0, 80.0), (50.0, 53.0), (0.0, 100.0), (95.0, 35.5)] {
            let bound = DeltaE2000.lowerBound(LabBox(l1, 0, 0, chroma: 0), LabBox(l2, 0, 0, chroma: 0))
            let exact = DeltaE2000.littleCMS(SIMD3(l1, 0, 0), SIMD3(l2, 0, 0))
            #expect(abs(bound - exact) <= 1e-12 * exact)
        }
    }

    /// Overlapping boxes share colours: the bound must be 0.
    @Test("Overlapping boxes bound nothing")
    func overlapIsZero() {
        let p = LabBox(lightness: 40...60, a: -10...10, b: 0...30)
        let q = LabBox(lightness: 55...70, a: 5...20, b: 25...40)
        #expect(DeltaE2000.lowerBound(p, q) == 0)
    }
}
