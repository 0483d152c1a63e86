import Foundation

/// A box of CIELAB values, for bounding ΔE00 from a colour to a whole group of colours at once (a leaf of the
/// collision search's `NeighbourTree`): every colour whose L*, a* and b* lie in the ranges and whose chroma
/// C*ab = √(a*² + b*²) lies between `minChroma` and `maxChroma`.
package struct LabBox: Sendable, Equatable {
    package var lightness: ClosedRange<Double>
    package var a: ClosedRange<Double>
    package var b: ClosedRange<Double>
    package var minChroma: Double
    package var maxChroma: Double
    /// An arc of less than 180° holding every hue h' = atan2(b*, a') of the box's colours for any 1 + G in
    /// [1, 1.5] (a' = (1 + G)·a*), or `nil` when none is known (a box at or around the neutral axis).
    package var hues: HueArc?

    package init(
        lightness: ClosedRange<Double>, a: ClosedRange<Double>, b: ClosedRange<Double>, minChroma: Double,
        maxChroma: Double
    ) {
        self.lightness = lightness
        self.a = a
        self.b = b
        self.minChroma = minChroma
        self.maxChroma = maxChroma
        // (a', b) lies in the rectangle of a* scaled by 1…1.5; its hues are those of its corners unless it
        // holds the neutral axis.
        let scaled = Swift.min(a.lowerBound, 1.5 * a.lowerBound)...Swift.max(a.upperBound, 1.5 * a.upperBound)
        if minChroma > 0 && !(scaled.contains(0) && b.contains(0)) {
            hues = HueArc(
                corners: [
                    (scaled.lowerBound, b.lowerBound), (scaled.lowerBound, b.upperBound),
                    (scaled.upperBound, b.lowerBound), (scaled.upperBound, b.upperBound),
                ])
        }
    }

    /// The box of every colour in the ranges: its chroma lies between the distances from the neutral axis to
    /// the a*–b* rectangle and to its farthest corner.
    package init(lightness: ClosedRange<Double>, a: ClosedRange<Double>, b: ClosedRange<Double>) {
        let (nearA, nearB) = (Self.gap(a, 0...0), Self.gap(b, 0...0))
        let farA = Swift.max(abs(a.lowerBound), abs(a.upperBound))
        let farB = Swift.max(abs(b.lowerBound), abs(b.upperBound))
        self.init(
            lightness: lightness, a: a, b: b, minChroma: (nearA * nearA + nearB * nearB).squareRoot(),
            maxChroma: (farA * farA + farB * farB).squareRoot())
    }

    /// The box of one colour (L*, a*, b* and its chroma).
    package init(_ l: Double, _ a: Double, _ b: Double, chroma: Double) {
        self.init(lightness: l...l, a: a...a, b: b...b, minChroma: chroma, maxChroma: chroma)
    }

    /// A box holding both boxes (their hue arcs joined, not recomputed from the corners: an arc holds the hues of
    /// every colour of a box, so the joined arc holds those of both).
    package func union(_ other: LabBox) -> LabBox {
        func hull(_ x: ClosedRange<Double>, _ y: ClosedRange<Double>) -> ClosedRange<Double> {
            Swift.min(x.lowerBound, y.lowerBound)...Swift.max(x.upperBound, y.upperBound)
        }
        var box = self
        box.lightness = hull(lightness, other.lightness)
        box.a = hull(a, other.a)
        box.b = hull(b, other.b)
        box.minChroma = Swift.min(minChroma, other.minChroma)
        box.maxChroma = Swift.max(maxChroma, other.maxChroma)
        box.hues = hues.flatMap { own in other.hues.flatMap { own.union($0) } }
        return box
    }

    /// A hue arc: from `start` (degrees, 0…360) counterclockwise through `width` degrees (< 180).
    package struct HueArc: Sendable, Equatable {
        package var start: Double
        package var width: Double

        /// The arc of the points (a', b) of a convex region that leaves out the origin, from its corners.
        package init?(corners: [(Double, Double)]) {
            let angles = corners.map { atan2($0.1, $0.0) * 57.295_779_513_082_32 }
            let offsets = angles.map { Self.signed($0 - angles[0]) }
            let (low, high) = (offsets.min()!, offsets.max()!)
            guard high - low < 179 else { return nil }
            start = Self.positive(angles[0] + low)
            width = high - low
        }

        /// The smallest of the two arcs from one start to the other end that hold both arcs, or `nil` if it
        /// spans 179° or more (then the mean hue of a pair could lie outside).
        package func union(_ other: HueArc) -> HueArc? {
            let fromSelf = Swift.max(width, Self.positive(other.start - start) + other.width)
            let fromOther = Swift.max(other.width, Self.positive(start - other.start) + width)
            var arc = fromSelf <= fromOther ? self : other
            arc.width = Swift.min(fromSelf, fromOther)
            return arc.width < 179 ? arc : nil
        }

        /// The angular distance from `hue` (degrees) to the arc: 0 inside.
        package func distance(to hue: Double) -> Double {
            let along = Self.positive(hue - start)
            if along <= width { return 0 }
            return Swift.min(along - width, 360 - along)
        }

        static func signed(_ x: Double) -> Double {
            let y = positive(x)
            return y > 180 ? y - 360 : y
        }

        static func positive(_ x: Double) -> Double {
            let y = x.truncatingRemainder(dividingBy: 360)
            return y < 0 ? y + 360 : y
        }
    }

    /// The distance between the closest points of two ranges (0 when they overlap).
    @inline(__always)
    package static func gap(_ x: ClosedRange<Double>, _ y: ClosedRange<Double>) -> Double {
        Swift.max(0, x.lowerBound - y.upperBound, y.lowerBound - x.upperBound)
    }
}

extension DeltaE2000 {
    /// A lower bound of ΔE00 between any colour of box `p` and any colour of box `q` (either order, by the
    /// formula; compare with a relative slack, see below), so that an index can skip whole groups of colours.
    ///
    /// With G. Sharma, W. Wu & E. N. Dalal's numbering (2005; kL = kC = kH = 1), ΔE00² = (ΔL'/S_L)² + x² + y²
    /// + R_T·x·y with x = ΔC'/S_C and y = ΔH'/S_H (eq. 22), ΔL' = ΔL* (eq. 8). Then:
    /// 1. R_T = −sin(2Δθ)·R_C with Δθ ≤ 30° (eqs. 20, 23), so |R_T| ≤ sin 60°·R_C, and |x·y| ≤ (x² + y²)/2
    ///    gives x² + y² + R_T·x·y ≥ (1 − sin 60°·R_C/2)·(x² + y²) (bound 2 of `kernel`; R_C ≤ 2, so the
    ///    factor is at least 1 − sin 60° > 0). When every hue h' of both boxes lies on one arc shorter than 180°
    ///    (`LabBox.hues`, for any G), so does the mean hue H̄' (eq. 14 takes the midpoint of the shorter arc
    ///    between h1' and h2'), and Δθ = 30°·exp(−((H̄' − 275°)/25°)²) (eq. 20) is at most its value at the
    ///    arc's distance d from 275°: |R_T| ≤ sin(60°·exp(−(d/25°)²))·R_C.
    /// 2. S_H = 1 + 0.015·C̄'·T ≤ 1 + 0.045·C̄' = S_C (eqs. 18, 19), since T ≤ 1 + 0.17 + 0.24 + 0.32 + 0.20 < 3
    ///    (eq. 15; `hueWeighting` in `DeltaE2000+Terms.swift`), so x² + y² ≥ (ΔC'² + ΔH'²)/S_C².
    /// 3. ΔC'² + ΔH'² = C1'² + C2'² − 2·C1'C2'·cos Δh' (eqs. 10, 12: ΔH' = 2√(C1'C2')·sin(Δh'/2); both
    ///    vanish with C1'C2' as eq. 11 sets Δh' = 0) = (a1' − a2')² + (b1 − b2)², and a1' − a2' =
    ///    (1 + G)·(a1 − a2) with one G for the pair and 1 + G ≥ 1 (eqs. 3, 4): at least Δa*² + Δb*².
    /// 4. Over the boxes: |ΔL*| is at least the gap between their lightness ranges; S_L (eq. 17) grows with
    ///    |L̄' − 50| and L̄' lies between the means of the ranges' ends; Δa*² + Δb*² is at least the squared
    ///    gap between their a*–b* rectangles. G (eq. 2) falls as C̄ = (C1 + C2)/2 grows, so 1 + G is at most
    ///    its value g at the boxes' smallest C̄; C' = √((1 + G)²·a² + b²) ≤ (1 + G)·C (eq. 5), so
    ///    C̄' = (C1' + C2')/2 ≤ g·(C1,max + C2,max)/2; S_C (eq. 18) and R_C (eq. 21) grow with C̄'.
    ///
    /// So ΔE00² ≥ (gap_L/S_L,max)² + (1 − sin 60°·R_C,max/2)·gap_ab²/S_C,max². It is computed in double
    /// precision a few operations deep: callers compare it with their limit with a relative slack of 1e-9
    /// (as `LightnessWindow.pruneLimit`), far above its rounding and the kernel's.
    package static func lowerBound(_ p: LabBox, _ q: LabBox) -> Double {
        let gapL = LabBox.gap(p.lightness, q.lightness)
        let gapA = LabBox.gap(p.a, q.a)
        let gapB = LabBox.gap(p.b, q.b)
        // L̄' − 50 over the pairs lies between these two; S_L is largest at the one farther from 0.
        let lowMean = 0.5 * (p.lightness.lowerBound + q.lightness.lowerBound) - 50
        let highMean = 0.5 * (p.lightness.upperBound + q.lightness.upperBound) - 50
        let lightnessWeight = lightnessWeight(meanLightness: 50 + Swift.max(abs(lowMean), abs(highMean)))
        let g = onePlusG(meanChroma: 0.5 * (p.minChroma + q.minChroma))
        let meanChroma = g * 0.5 * (p.maxChroma + q.maxChroma)  // ≥ C̄'
        let chromaWeight = chromaWeight(meanChroma: meanChroma)  // ≥ S_C
        let rotationScale = rotationScaleSquared(meanChroma: meanChroma).squareRoot()  // ≥ R_C
        // sin(2Δθ) at most: sin 60°, or its value at the joined hue arc's distance from 275°.
        var sine = 0.866_025_403_784_438_7
        if let own = p.hues, let other = q.hues, let arc = own.union(other) {
            let d = Swift.max(arc.distance(to: 275) - 1e-6, 0) / 25
            sine = Swift.min(sine, sin(60 * exp(-d * d) / 57.295_779_513_082_32) * (1 + 1e-9) + 1e-12)
        }
        let termL = gapL / lightnessWeight
        let planar = (gapA * gapA + gapB * gapB) / (chromaWeight * chromaWeight)
        let sum = termL * termL + (1 - 0.5 * sine * rotationScale) * planar
        return Swift.max(sum, 0).squareRoot()
    }
}
