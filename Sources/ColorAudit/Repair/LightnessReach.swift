import ColorScience

/// The colours of a list held in order of lightness that can come within ΔE00 `separation` of a colour: those
/// nearer to it in L* than `separation` × S_L, S_L at the largest |L̄ − 50| the pair can have. ΔE00 ≥ |ΔL|/S_L
/// (`DeltaE2000.lightnessBound`; Sharma, Wu & Dalal 2005, eq. 19: the chroma and hue terms are squares, and the
/// rotation term R_T·(ΔC'/S_C)(ΔH'/S_H) never outweighs them, |R_T| ≤ 2 sin 60° < 2), and S_L (eq. 16) grows
/// with |L̄ − 50|, so a colour further in L* cannot come that near. The colours in reach are then judged
/// exactly by the kernel; the width has a margin (× 1.001, + 1e-6) over the bound, so rounding cannot leave out
/// one the kernel would find near.
struct LightnessReach {
    /// The colours' L*, ascending.
    private(set) var lightness: [Double]

    init(sorted lightness: [Double]) {
        self.lightness = lightness
    }

    /// The largest |L* − 50| among them: at one end, the L* being in order (0 for none).
    var extreme: Double {
        guard let first = lightness.first, let last = lightness.last else { return 0 }
        return max(abs(first - 50), abs(last - 50))
    }

    /// Adds a colour of L* `value` where its order puts it (before those of the same L*), and says where.
    mutating func insert(_ value: Double) -> Int {
        let index = firstIndex(notBelow: value)
        lightness.insert(value, at: index)
        return index
    }

    /// Removes the colour at `index`.
    mutating func remove(at index: Int) {
        lightness.remove(at: index)
    }

    /// The indices of `lightness` that can be within ΔE00 `separation` of a colour of L* `from`.
    func range(from: Double, separation: Double) -> Range<Int> {
        let width = Self.width(from: from, extreme: extreme, separation: separation)
        return firstIndex(notBelow: from - width)..<firstIndex(notBelow: from + width)
    }

    /// How far in L* a colour can be from one of L* `lightness` and still be within ΔE00 `separation` of it,
    /// when |L* − 50| of the other is at most `extreme`. L̄ lies between the two lightnesses, so |L̄ − 50| is at
    /// most the larger of `extreme` and the colour's own |L − 50| (a first width); and, the other being within
    /// that width, L̄ is within half of it from L: the smaller of the two bounds gives the width (a colour of L*
    /// 50 among colours from black to white, at separation 3, compares those within ±3.06 L*, not ±5.3).
    static func width(from lightness: Double, extreme: Double, separation: Double) -> Double {
        let own = abs(lightness - 50)
        let outer = max(extreme, own)
        let first = separation * DeltaE2000.lightnessWeight(meanLightness: 50 + outer) * 1.001 + 1e-6
        let weight = DeltaE2000.lightnessWeight(meanLightness: 50 + min(outer, own + 0.5 * first))
        return separation * weight * 1.001 + 1e-6
    }

    /// The index of the first L* of `lightness` that is `value` or more (binary search).
    func firstIndex(notBelow value: Double) -> Int {
        var (low, high) = (0, lightness.count)
        while low < high {
            let middle = (low + high) / 2
            if lightness[middle] < value { low = middle + 1 } else { high = middle }
        }
        return low
    }
}
