/// `CVDCollisionSearch.collides` for many pairs: whether two of a search's colours collide under a simulator
/// (simulated ΔE00 below the threshold, normal ΔE00 at or above it), the same decision for every pair, made
/// cheaper for a re-check that asks it of millions of pairs (`wide-gamut-fallback` asks it of every collision
/// of one rendering in the other).
///
/// Two things make it cheaper than `collides`, neither changing a decision:
/// - each colour's L*, a*, b* and chroma of every vision sit together in one block read through a pointer:
///   no reference counting (reading `collides`'s columns retained and released four arrays twice a pair, from
///   both cores at once) and both colours of a pair in two cache lines;
/// - a pair's lower and upper bounds of ΔE00² (`DeltaE2000.pairBoundsSquared`, the bounds the search settles
///   its pairs with) decide first, simulated and then normal: a lower bound at or above threshold²·(1 + 2e-9)
///   means "at or above the threshold", an upper bound below threshold²·(1 − 4e-9) − 1e-9 "below it", as
///   the kernel says (see `DeltaE2000.boundsSquared`); only a pair they leave open goes to the kernel, with
///   the colours in `collides`'s order (the lower simulated L* first) and its limit.
public final class CollisionVerdicts: @unchecked Sendable {
    /// The threshold every verdict is for.
    public let threshold: Double
    /// Number of colours.
    private let count: Int
    /// Per vision (0 normal, `k + 1` simulator `k`), per colour: L*, a*, b*, C* (vision-major).
    private let rows: UnsafeMutablePointer<SIMD4<Double>>
    /// threshold²·(1 + 2e-9): squared lower bounds at or above it settle "ΔE00 ≥ threshold".
    private let limit2: Double
    /// threshold²·(1 − 4e-9) − 1e-9: squared upper bounds below it settle "ΔE00 < threshold".
    private let accept2: Double

    /// The verdicts at `threshold` for colours whose CIELAB values are `visions` (index 0 normal vision, `k + 1`
    /// simulator `k`; every vision of equal length).
    package init(visions: [LabColumns], threshold: Double) {
        self.threshold = threshold
        count = visions.first?.l.count ?? 0
        rows = .allocate(capacity: Swift.max(visions.count * count, 1))
        for (v, vision) in visions.enumerated() {
            for i in 0..<count {
                (rows + v * count + i).initialize(to: SIMD4(vision.l[i], vision.a[i], vision.b[i], vision.c[i]))
            }
        }
        limit2 = threshold * threshold * (1 + 2e-9)
        accept2 = threshold * threshold * (1 - 4e-9) - 1e-9
    }

    deinit { rows.deallocate() }

    /// Whether colours `first` and `second` collide under simulator `simulator`: `CVDCollisionSearch.collides`
    /// at `threshold`.
    public func collides(_ first: Int, _ second: Int, simulator: Int) -> Bool {
        let simulated = rows + (simulator + 1) * count
        let (i, j) = (simulated[first].x, first) < (simulated[second].x, second) ? (first, second) : (second, first)
        let (p, q) = (simulated[i], simulated[j])
        if p.y == 0 && p.z == 0 && q.y == 0 && q.z == 0 {
            guard DeltaE2000.lightnessBound(p.x, q.x) < threshold else { return false }
        } else {
            guard below(p, q) else { return false }
        }
        return !below(rows[i], rows[j])
    }

    /// Whether ΔE00 of `p` and `q` (L*, a*, b*, C*) is below the threshold, as `DeltaE2000.kernel(p, q, limit:
    /// threshold)` says: by the bounds where they settle it, else by the kernel.
    @inline(__always)
    private func below(_ p: SIMD4<Double>, _ q: SIMD4<Double>) -> Bool {
        let bounds = DeltaE2000.pairBoundsSquared(
            p.x, p.y, p.z, p.w, SIMD2(repeating: q.x), SIMD2(repeating: q.y), SIMD2(repeating: q.z),
            SIMD2(repeating: q.w), limit2: limit2)
        if bounds.lower[0] >= limit2 { return false }
        if bounds.upper[0] < accept2 { return true }
        return DeltaE2000.kernel(p.x, p.y, p.z, p.w, q.x, q.y, q.z, q.w, limit: threshold) < threshold
    }
}
