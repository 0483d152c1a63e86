// The arithmetic of `DeltaE2000Number` as operators, lane by lane, a scalar on either side standing for itself in
// every lane (as `SIMD`'s own operators take it): for the terms below only.
@inline(__always) private func + <V: DeltaE2000Number>(x: V, y: V) -> V { .sum(x, y) }
@inline(__always) private func - <V: DeltaE2000Number>(x: V, y: V) -> V { .difference(x, y) }
@inline(__always) private func * <V: DeltaE2000Number>(x: V, y: V) -> V { .product(x, y) }
@inline(__always) private func / <V: DeltaE2000Number>(x: V, y: V) -> V { .quotient(x, y) }
@inline(__always) private func + <V: DeltaE2000Number>(x: V.Scalar, y: V) -> V { .sum(V(lanes: x), y) }
@inline(__always) private func - <V: DeltaE2000Number>(x: V.Scalar, y: V) -> V { .difference(V(lanes: x), y) }
@inline(__always) private func * <V: DeltaE2000Number>(x: V.Scalar, y: V) -> V { .product(V(lanes: x), y) }
@inline(__always) private func + <V: DeltaE2000Number>(x: V, y: V.Scalar) -> V { .sum(x, V(lanes: y)) }
@inline(__always) private func - <V: DeltaE2000Number>(x: V, y: V.Scalar) -> V { .difference(x, V(lanes: y)) }
@inline(__always) private func * <V: DeltaE2000Number>(x: V, y: V.Scalar) -> V { .product(x, V(lanes: y)) }

extension DeltaE2000 {
    /// The terms of ΔE00 from one colour to others (one per lane) that the kernel and every bound share, as
    /// G. Sharma, W. Wu & E. N. Dalal (2005) number them, with kL = kC = kH = 1: from the mean chroma
    /// C̄ = (C1 + C2)/2, G (eq. 3, `onePlusG`), a' = (1 + G)·a (eq. 4) and C' = √(a'² + b²) (eq. 5); then ΔL'/S_L
    /// (eqs. 8, 17, `lightnessWeight`) and ΔC'/S_C (eqs. 9, 18, `chromaWeight`) with C̄' = (C1' + C2')/2 (eq. 14);
    /// and, without angles, the products of the two hue directions (a', b) from which ΔH' (eqs. 10, 12) and the
    /// mean hue H̄' (eq. 14) follow: `chromaProduct`, `hueDot`, `hueCross`, `meanHueDirection`.
    package struct Terms<V: DeltaE2000Number> {
        /// a1' and a2' (eq. 4).
        package let a1p: V
        package let a2p: V
        /// b1 and b2 (b' = b*, eq. 4 leaves it as it is).
        package let b1: V.Scalar
        package let b2: V
        /// C1' and C2' (eq. 5).
        package let c1p: V
        package let c2p: V
        /// C̄' (eq. 14).
        package let meanChroma: V
        /// ΔL'/S_L: the other colours' L* minus the first's, over the lightness weight.
        package let termL: V
        /// ΔC'/S_C: C2' − C1' over the chroma weight.
        package let termC: V

        /// The terms from colour 1 (L, a, b and chroma C = √(a² + b²)) to the colours of the lanes.
        @inline(__always)
        package init(_ l1: V.Scalar, _ a1: V.Scalar, _ b1: V.Scalar, _ c1: V.Scalar, _ l2: V, _ a2: V, _ b2: V, _ c2: V)
        {
            let onePlusG = DeltaE2000.onePlusG(meanChroma: 0.5 * (c2 + c1))
            a1p = a1 * onePlusG
            a2p = a2 * onePlusG
            self.b1 = b1
            self.b2 = b2
            c1p = (a1p * a1p + b1 * b1).root
            c2p = (a2p * a2p + b2 * b2).root
            termL = (l2 - l1) / DeltaE2000.lightnessWeight(0.5 * (l2 + l1) - 50)
            meanChroma = 0.5 * (c1p + c2p)
            termC = (c2p - c1p) / DeltaE2000.chromaWeight(meanChroma: meanChroma)
        }

        /// C1'C2': ΔH'² = 2(C1'C2' − C1'C2'·cos Δh') (eq. 12 squared), and 0 for an achromatic colour (eq. 10).
        @inline(__always)
        package var chromaProduct: V { c1p * c2p }

        /// C1'C2'·cos Δh': the dot product of the hue directions (a1', b1) and (a2', b2).
        @inline(__always)
        package var hueDot: V { a1p * a2p + b1 * b2 }

        /// C1'C2'·sin Δh': the cross product of the hue directions (a1', b1) and (a2', b2).
        @inline(__always)
        package var hueCross: V { a1p * b2 - b1 * a2p }

        /// The mean hue's direction C1'C2'·(z1/C1' + z2/C2') with z = (a', b): the bisector of the two hues, so
        /// the midpoint of the shorter arc between them as eq. 14 takes it (the positive factor C1'C2' saves four
        /// divisions).
        @inline(__always)
        package var meanHueDirection: (x: V, y: V) { (a1p * c2p + a2p * c1p, b1 * c2p + b2 * c1p) }
    }

    /// 1 + G at mean chroma C̄ (eq. 3): 1.5 − 0.5·√(C̄⁷/(C̄⁷ + 25⁷)).
    @inline(__always)
    package static func onePlusG<V: DeltaE2000Number>(meanChroma c: V) -> V {
        let c2 = c * c
        let c7 = c2 * c2 * c2 * c
        return 1.5 - 0.5 * (c7 / (c7 + 6_103_515_625)).root
    }

    /// The lightness weight S_L (eq. 17) at L̄' − 50 = `d`: 1 + 0.015·d²/√(20 + d²). It grows with |d|.
    @inline(__always)
    package static func lightnessWeight<V: DeltaE2000Number>(_ d: V) -> V {
        let d2 = d * d
        return 1 + 0.015 * d2 / (20 + d2).root
    }

    /// The chroma weight S_C (eq. 18) at mean chroma C̄': 1 + 0.045·C̄'.
    @inline(__always)
    package static func chromaWeight<V: DeltaE2000Number>(meanChroma c: V) -> V { 1 + 0.045 * c }

    /// The hue weight S_H (eq. 19) at mean chroma C̄' and hue weighting T (`hueWeighting`): 1 + 0.015·C̄'·T.
    @inline(__always)
    package static func hueWeight<V: DeltaE2000Number>(meanChroma c: V, t: V) -> V { 1 + 0.015 * c * t }

    /// The largest hue weight S_H at mean chroma C̄' over all hues: 1 + 0.015·1.5725·C̄', T being at most 1.57247
    /// (at h ≈ 234°).
    @inline(__always)
    package static func maximalHueWeight<V: DeltaE2000Number>(meanChroma c: V) -> V { 1 + 0.015 * 1.5725 * c }

    /// R_C² (eq. 21 squared): 4·C̄'⁷/(C̄'⁷ + 25⁷).
    @inline(__always)
    package static func rotationScaleSquared<V: DeltaE2000Number>(meanChroma c: V) -> V {
        let c2 = c * c
        let c7 = c2 * c2 * c2 * c
        return 4 * c7 / (c7 + 6_103_515_625)
    }

    /// The hue weighting T (eq. 15) at the mean hue H̄' given by its cosine and sine, as `kernel` computes it:
    /// 1 − 0.17·cos(H̄' − 30°) + 0.24·cos 2H̄' + 0.32·cos(3H̄' + 6°) − 0.20·cos(4H̄' − 63°), the multiple angles by
    /// their identities and each shifted cosine as cos x·cos δ ± sin x·sin δ, summed left to right.
    @inline(__always)
    package static func hueWeighting<V: DeltaE2000Number>(cos c: V, sin s: V) -> V {
        let cos2 = c * c - s * s
        let sin2 = 2 * s * c
        let cos3 = c * (4 * c * c - 3)
        let sin3 = s * (3 - 4 * s * s)
        let cos4 = cos2 * cos2 - sin2 * sin2
        let sin4 = 2 * sin2 * cos2
        let shifted1: V = c * 0.866_025_403_784_438_6 + s * 0.5  // cos(H̄' − 30°)
        let shifted3: V = cos3 * 0.994_521_895_368_273_3 - sin3 * 0.104_528_463_267_653_47  // cos(3H̄' + 6°)
        let shifted4: V = cos4 * 0.453_990_499_739_546_75 + sin4 * 0.891_006_524_188_367_9  // cos(4H̄' − 63°)
        var t: V = 1 - 0.17 * shifted1
        t = t + 0.24 * cos2
        t = t + 0.32 * shifted3
        return t - 0.20 * shifted4
    }

    /// Bound 1 of `kernel(…limit:)` (ΔE00² at least this): (ΔL'/S_L)² + (ΔC'/S_C)²·(1 − sin²60°·R_C²/4), from
    /// the squared terms and R_C².
    @inline(__always)
    package static func chromaBound<V: DeltaE2000Number>(termL2: V, termC2: V, rc2: V) -> V {
        termL2 + termC2 * (1 - 0.1875 * rc2)
    }

    /// Bound 2 of `kernel(…limit:)` (ΔE00² at least this): (ΔL'/S_L)² + (1 − sin 60°·R_C/2)·((ΔC'/S_C)² +
    /// ΔH'²/S_H,max²), from the squared terms, ΔH'², R_C and `maximalHueWeight`.
    @inline(__always)
    package static func hueBound<V: DeltaE2000Number>(termL2: V, termC2: V, dH2: V, rc: V, sHMax: V) -> V {
        termL2 + (1 - 0.433_012_702 * rc) * (termC2 + dH2 / (sHMax * sHMax))
    }
}
