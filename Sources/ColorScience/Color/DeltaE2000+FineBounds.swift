extension DeltaE2000 {
    /// Whether `fineBoundsSquared` may be used on colours whose |L| is at most `lightness` and whose chroma C
    /// is at most `chroma`: the error derivation there assumes |L| ≤ 200 and C ≤ 10,000 (no `Float` overflow in
    /// C̄'⁷, and an S_L error that stays small).
    package static func fineBoundsApply(lightness: Double, chroma: Double) -> Bool {
        lightness <= 200 && chroma <= 10_000
    }

    /// The `Float` above which a lower bound of `fineBoundsSquared` shows ΔE00² ≥ `limit2`: `limit2` rounded up.
    package static func fineRejectLimit(limit2: Double) -> Float { Float(limit2).nextUp }

    /// The `Float` below which an upper bound of `fineBoundsSquared` shows ΔE00² < `accept2`: `accept2` rounded
    /// down.
    package static func fineAcceptLimit(accept2: Double) -> Float {
        let accept = Float(accept2)
        return Double(accept) < accept2 ? accept : accept.nextDown
    }

    /// Lower and upper bounds of ΔE00² between one colour and eight others in single precision, each already
    /// widened by its derived rounding slack, so that they bound the exact ΔE00² (and so the kernel's, which is
    /// exact to about 1e-12): `lower ≤ ΔE00² ≤ upper` lane by lane. L, a, b and chroma C of each colour rounded
    /// to `Float`, as in `kernel`; only for palettes where `fineBoundsApply` holds. Lanes whose hues are more
    /// than about 151° apart, or where a colour is (nearly) achromatic (C1'C2' < 1e-6), get 0 and +∞.
    ///
    /// The bounds are bound 3 of `kernel(…limit:)` and its mirror, as in `boundsSquared`: ΔE00² = (ΔL/S_L)² +
    /// x² + y² + R_T·x·y with x = ΔC'/S_C, y = ΔH'/S_H, and |R_T| ≤ sin(2Δθ)·R_C, so with σ = (ΔL/S_L)² + x² + y²,
    /// σ − s·R_C·|x·y| ≤ ΔE00² ≤ σ + s·R_C·|x·y| for any s ≥ sin(2Δθ). Here s is sin 60° (rounded up), or 0.2456,
    /// 0.0411, 0.00331 and 2.6e-6 when the mean hue is at least 30°, 45°, 60° or 90° from 275° (the values of
    /// `boundsSquared`), a tier being taken only when cos(H̄' − 275°) is below its edge by 1e-4, far more than
    /// its rounding error (about 1e-5, below). The kernel measures that distance without wrapping round 360°
    /// (never less than ours) and leaves the rotation out beyond 130°: both inside the bounds. |ΔH'| takes the
    /// kernel's forms: 2|C1'C2' sin Δh'|/√(2(C1'C2' + C1'C2' cos Δh')) for hues less than 90° apart, else
    /// √(2(C1'C2' − C1'C2' cos Δh')), which lose nothing to cancellation.
    ///
    /// Slack (u = 2⁻²⁴ ≈ 6e-8, each input rounded once and each operation adding a relative u). With |L| ≤ 200:
    /// - ΔL/S_L is off by at most 400u + 19u·|ΔL/S_L| (the inputs' rounding, 2u·200, and S_L's relative 17u);
    /// - ΔC'/S_C by at most 580u + 17u·|ΔC'/S_C|: C1', C2' are within a relative 13u (G within 9u), so ΔC' is
    ///   within 26u·C̄', and S_C = 1 + 0.045·C̄' ≥ 0.045·C̄';
    /// - C1'C2' cos Δh' and C1'C2' sin Δh' (dot and cross products) are within 24u·C1'C2', since
    ///   |a1'a2'| + |b1b2| ≤ C1'C2' (Cauchy–Schwarz); so |ΔH'| is within 34u·C̄' + 30u·|ΔH'| in either form;
    /// - the mean-hue direction z = C1'C2'·(z1/C1' + z2/C2') is within 74u·C1'C2' while |z| ≥ 0.5·C1'C2' (the
    ///   lanes used: hues at most about 151° apart), so its angle is within 150u radians; T, whose slope is at
    ///   most 1.98 per radian, is within 300u plus 85u from its own operations, and T ≥ 0.362 (both found on a
    ///   0.01° grid), so S_H = 1 + 0.015·C̄'·T is within a relative 1100u, and ΔH'/S_H is within
    ///   6300u + 1100u·|ΔH'/S_H| (34u·C̄'/S_H ≤ 34u/(0.015·0.362));
    /// - a term x with error at most α + β|x| has x² within (ε + 2β)·x² + α²/ε + α²; with ε = 1e-4, σ is within
    ///   2.3e-4·σ + 1.5e-3, and the rotation term (R_T ≤ 1.73, |x·y| ≤ σ/2, R_C within 40u) within
    ///   2.4e-4·σ + 6.3e-4; the final additions add 5u·σ.
    /// Together each bound is within 4.8e-4·σ + 2.2e-3 of its exact value. The slack applied,
    /// 1e-3·σ + 5e-3 (σ as computed), is more than twice that, which also covers the rounding of applying it.
    @inline(__always)
    package static func fineBoundsSquared(
        _ l1: Float, _ a1: Float, _ b1: Float, _ c1: Float,
        _ l2: SIMD8<Float>, _ a2: SIMD8<Float>, _ b2: SIMD8<Float>, _ c2: SIMD8<Float>
    ) -> (lower: SIMD8<Float>, upper: SIMD8<Float>) {
        // Four lanes at a time: one 128-bit register per value, so the many intermediates stay in registers.
        let low = quadFineBoundsSquared(l1, a1, b1, c1, l2.lowHalf, a2.lowHalf, b2.lowHalf, c2.lowHalf)
        let high = quadFineBoundsSquared(l1, a1, b1, c1, l2.highHalf, a2.highHalf, b2.highHalf, c2.highHalf)
        return (SIMD8(lowHalf: low.lower, highHalf: high.lower), SIMD8(lowHalf: low.upper, highHalf: high.upper))
    }

    /// `fineBoundsSquared` for four lanes.
    @inline(__always)
    package static func quadFineBoundsSquared(
        _ l1: Float, _ a1: Float, _ b1: Float, _ c1: Float,
        _ l2: SIMD4<Float>, _ a2: SIMD4<Float>, _ b2: SIMD4<Float>, _ c2: SIMD4<Float>
    ) -> (lower: SIMD4<Float>, upper: SIMD4<Float>) {
        let terms = Terms(l1, a1, b1, c1, l2, a2, b2, c2)
        let (termL, termC, cBarP) = (terms.termL, terms.termC, terms.meanChroma)
        let rc = root(rotationScaleSquared(meanChroma: cBarP))
        let product = terms.chromaProduct
        let dot = terms.hueDot
        let cross = terms.hueCross
        // The mean hue's direction, as in the kernel.
        let (ux, uy) = terms.meanHueDirection
        let u2 = ux * ux + uy * uy
        let valid = (u2 .>= 0.25 * product * product) .& (product .>= 1e-6)
        let inverse = 1 / root(u2.replacing(with: 1, where: .!valid))
        let c = ux * inverse
        let s = uy * inverse
        let sH = hueWeight(meanChroma: cBarP, t: hueWeighting(cos: c, sin: s))
        let near = dot .>= 0
        let sumDot = (2 * (product + dot)).replacing(with: 1, where: .!near)
        let dH = (2 * absolute(cross) / root(sumDot)).replacing(with: root(2 * (product - dot)), where: .!near)
        let termH = dH / sH
        let sum: SIMD4<Float> = termL * termL + termC * termC + termH * termH
        // sin(2Δθ) by tiers of cos(H̄' − 275°), each edge lowered by 1e-4 (see above).
        let toBlue = c * 0.087_155_74 - s * 0.996_194_7
        var sine = SIMD4<Float>(repeating: 0.866_025_4)
        sine.replace(with: 0.245_6, where: toBlue .<= 0.866_025_4 - 1e-4)  // 30°
        sine.replace(with: 0.041_1, where: toBlue .<= 0.707_106_8 - 1e-4)  // 45°
        sine.replace(with: 0.003_31, where: toBlue .<= 0.5 - 1e-4)  // 60°
        sine.replace(with: 2.6e-6, where: toBlue .<= -1e-4)  // 90°
        let rotation: SIMD4<Float> = sine * rc * absolute(termC * termH)
        let slack: SIMD4<Float> = 1e-3 * sum + 5e-3
        let lower = (sum - rotation - slack).replacing(with: 0, where: .!valid)
        let upper = (sum + rotation + slack).replacing(with: .infinity, where: .!valid)
        return (lower, upper)
    }

    /// `root` on four `Float` lanes.
    @inline(__always)
    package static func root(_ x: SIMD4<Float>) -> SIMD4<Float> {
        let magnitude = unsafeBitCast(x, to: SIMD4<UInt32>.self) & 0x7fff_ffff
        return unsafeBitCast(magnitude, to: SIMD4<Float>.self).squareRoot()
    }

    /// |x| on four `Float` lanes.
    @inline(__always)
    private static func absolute(_ x: SIMD4<Float>) -> SIMD4<Float> {
        unsafeBitCast(unsafeBitCast(x, to: SIMD4<UInt32>.self) & 0x7fff_ffff, to: SIMD4<Float>.self)
    }
}
