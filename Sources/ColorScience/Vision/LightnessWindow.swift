/// How far along lightness order a row of the collision search must look: colours whose ΔE00 is below a
/// threshold have L* closer than the window (`Sweep.window`), and while the window is narrower than 120 the
/// lightness bound |ΔL|/S_L(L̄) grows with the farther L*, so a row may stop at the first colour whose bound
/// reaches the threshold. Shared by `Sweep`, `AchromaticNearestSweep` and `NormalAlikeSweep`.
package struct LightnessWindow: Sendable {
    /// Colours whose L* differ by at least this have a ΔE00 of at least the threshold: threshold × S_L at the
    /// most extreme lightness of the colours (S_L grows with |L̄ − 50|), with a hair of slack for rounding.
    package let width: Double
    /// Whether `width` is below 120, so that the lightness bound grows with the farther L* (`Sweep.window`).
    package let isMonotone: Bool
    /// Lightness bounds at or above this (the threshold with a hair of slack) show ΔE00 ≥ the threshold.
    package let pruneLimit: Double

    /// The window for `threshold` (ΔE00) over colours whose L* are `lightness`.
    package init(threshold: Double, lightness: [Double]) {
        let extreme = lightness.reduce(0.0) { Swift.max($0, abs($1 - 50)) }
        width = threshold * DeltaE2000.lightnessWeight(meanLightness: 50 + extreme) * (1 + 1e-9) + 1e-9
        isMonotone = width < 120
        pruneLimit = threshold * (1 + 1e-9) + 1e-9
    }

    /// Whether a colour of lightness `lj` ≥ `li`, and every lighter one, is out of reach of one of `li`.
    @inline(__always)
    package func beyond(_ li: Double, _ lj: Double) -> Bool {
        if lj - li >= width { return true }
        return isMonotone && DeltaE2000.lightnessBound(li, lj) >= pruneLimit
    }

    /// The first row after `i` that `beyond` puts out of reach of row `i` (`l.count` if none), `l` being
    /// sorted: by bisection, since both of its tests only grow with the row.
    @inline(__always)
    package func end<Lightness: RandomAccessCollection<Double>>(after i: Int, _ l: Lightness) -> Int
    where Lightness.Index == Int {
        let li = l[i]
        return Self.bisect(i + 1, l.endIndex) { beyond(li, l[$0]) }
    }

    /// The first index in `from..<to` for which `test` holds (`to` if none), `test` holding from some index on.
    @inline(__always)
    package static func bisect(_ from: Int, _ to: Int, _ test: (Int) -> Bool) -> Int {
        var (low, high) = (from, to)
        while low < high {
            let middle = low + (high - low) / 2
            if test(middle) { high = middle } else { low = middle + 1 }
        }
        return low
    }
}
