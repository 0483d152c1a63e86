/// SIMD vectors on which the collision search's bounds compute the terms of CIEDE2000 several pairs at a time:
/// two `Double` lanes (`DeltaE2000.boundsSquared`), four and eight `Float` lanes (`fineBoundsSquared`,
/// `coarseLowerBoundsSquared`). The arithmetic is `SIMD`'s, lane by lane (no operators of its own, which would
/// burden the type checking of every expression); `root` is `DeltaE2000.root`, one vector square root.
package protocol DeltaE2000Vector: SIMD where Scalar: BinaryFloatingPoint {
    /// √x of lanes that are never negative.
    var root: Self { get }
}

extension SIMD2: DeltaE2000Vector where Scalar == Double {
    @inline(__always)
    package var root: SIMD2<Double> { DeltaE2000.root(self) }
}

extension SIMD4: DeltaE2000Vector where Scalar == Float {
    @inline(__always)
    package var root: SIMD4<Float> { DeltaE2000.root(self) }
}

extension SIMD8: DeltaE2000Vector where Scalar == Float {
    @inline(__always)
    package var root: SIMD8<Float> { DeltaE2000.root(self) }
}

extension DeltaE2000 {
    /// The terms of ΔE00 from one colour to several (one per lane) that every bound shares, as G. Sharma,
    /// W. Wu & E. N. Dalal (2005) number them, with kL = kC = kH = 1: from the mean chroma C̄ = (C1 + C2)/2,
    /// G = 0.5·(1 − √(C̄⁷/(C̄⁷ + 25⁷))) (eq. 3), a' = (1 + G)·a (eq. 4) and C' = √(a'² + b²) (eq. 5); then
    /// ΔL'/S_L (eqs. 8, 17) and ΔC'/S_C (eqs. 9, 18) with C̄' = (C1' + C2')/2 (eq. 14). Each is computed
    /// with the same operations in the same order as in `kernel`, so every lane holds the kernel's value
    /// (in the lanes' precision).
    package struct Terms<V: DeltaE2000Vector> {
        /// a1' and a2' (eq. 4).
        package let a1p: V
        package let a2p: V
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
            c1p = (a1p * a1p + b1 * b1).root
            c2p = (a2p * a2p + b2 * b2).root
            termL = (l2 - l1) / DeltaE2000.lightnessWeight(0.5 * (l2 + l1) - 50)
            meanChroma = 0.5 * (c1p + c2p)
            termC = (c2p - c1p) / (1 + 0.045 * meanChroma)
        }
    }

    /// 1 + G at mean chroma C̄ (eq. 3): 1.5 − 0.5·√(C̄⁷/(C̄⁷ + 25⁷)).
    @inline(__always)
    package static func onePlusG<V: DeltaE2000Vector>(meanChroma c: V) -> V {
        let c2 = c * c
        let c7 = c2 * c2 * c2 * c
        return 1.5 - 0.5 * (c7 / (c7 + 6_103_515_625)).root
    }

    /// The lightness weight S_L (eq. 17) at L̄' − 50 = `d`: 1 + 0.015·d²/√(20 + d²).
    @inline(__always)
    package static func lightnessWeight<V: DeltaE2000Vector>(_ d: V) -> V {
        let d2 = d * d
        return 1 + 0.015 * d2 / (20 + d2).root
    }

    /// R_C² (eq. 21 squared): 4·C̄'⁷/(C̄'⁷ + 25⁷).
    @inline(__always)
    package static func rotationScaleSquared<V: DeltaE2000Vector>(meanChroma c: V) -> V {
        let c2 = c * c
        let c7 = c2 * c2 * c2 * c
        return 4 * c7 / (c7 + 6_103_515_625)
    }

    /// The hue weighting T (eq. 15) at the mean hue H̄' given by its cosine and sine, as `kernel` computes it:
    /// 1 − 0.17·cos(H̄' − 30°) + 0.24·cos 2H̄' + 0.32·cos(3H̄' + 6°) − 0.20·cos(4H̄' − 63°), the multiple angles by
    /// their identities and each shifted cosine as cos x·cos δ ± sin x·sin δ, summed left to right.
    @inline(__always)
    package static func hueWeighting<V: DeltaE2000Vector>(cos c: V, sin s: V) -> V {
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
        t += 0.24 * cos2
        t += 0.32 * shifted3
        return t - 0.20 * shifted4
    }
}
