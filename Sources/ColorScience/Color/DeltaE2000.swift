import CLCMS
import Foundation

/// CIEDE2000 colour difference ΔE00 (CIE 142-2001; formulas as in G. Sharma, W. Wu & E. N. Dalal,
/// *The CIEDE2000 color-difference formula: implementation notes, supplementary test data, and
/// mathematical observations*, Color Research & Application 30(1), 2005), with kL = kC = kH = 1, on
/// CIELAB relative to D50 (the ICC connection space, as CSS `lab()`).
///
/// `between(_:_:)` and `littleCMS(_:_:)` are the reference: LittleCMS's `cmsCIE2000DeltaE`. `fast(_:_:)`
/// is our own kernel for the all-pairs collision search, algebraically equal and agreeing with
/// LittleCMS to about 1e-12 (tested on the Sharma table and on random pairs): it computes the hue
/// difference and the mean hue from dot and cross products instead of two `atan2` calls, and the
/// hue-weighting function T from the mean hue's cosine and sine by multiple-angle identities instead of
/// four cosines. Values above 100 are possible (yellow vs blue is about 101.7) and never clamped.
public enum DeltaE2000 {
    /// ΔE00 between two colours by LittleCMS, each converted to CIELAB D50 (a `lab()` colour is taken
    /// as given). Alpha is ignored (composite translucent colours first).
    public static func between(_ a: Color, _ b: Color) -> Double {
        littleCMS(a.converted(to: .lab).components, b.converted(to: .lab).components)
    }

    /// ΔE00 between two CIELAB D50 values (L, a, b) by LittleCMS's `cmsCIE2000DeltaE` (kL = kC = kH = 1).
    public static func littleCMS(_ lab1: SIMD3<Double>, _ lab2: SIMD3<Double>) -> Double {
        var x = cmsCIELab(L: lab1.x, a: lab1.y, b: lab1.z)
        var y = cmsCIELab(L: lab2.x, a: lab2.y, b: lab2.z)
        return cmsCIE2000DeltaE(&x, &y, 1, 1, 1)
    }

    /// ΔE00 between two CIELAB D50 values by our kernel (see the type's documentation).
    public static func fast(_ lab1: SIMD3<Double>, _ lab2: SIMD3<Double>) -> Double {
        kernel(
            lab1.x, lab1.y, lab1.z, (lab1.y * lab1.y + lab1.z * lab1.z).squareRoot(),
            lab2.x, lab2.y, lab2.z, (lab2.y * lab2.y + lab2.z * lab2.z).squareRoot())
    }

    /// The CIEDE2000 lightness weight S_L = 1 + 0.015 (L̄ − 50)² / √(20 + (L̄ − 50)²) at mean lightness
    /// `meanLightness` (`lightnessWeight(_:)`). It grows with |L̄ − 50|.
    public static func lightnessWeight(meanLightness: Double) -> Double { lightnessWeight(meanLightness - 50) }

    /// A lower bound of ΔE00 from lightness alone: |L2 − L1| / S_L(L̄) ≤ ΔE00.
    ///
    /// Why: ΔE00² = (ΔL'/S_L)² + x² + y² + R_T·x·y with x = ΔC'/S_C, y = ΔH'/S_H and ΔL' = ΔL. Since
    /// |R_T| = 2·|sin 2Δθ|·√(C̄'⁷/(C̄'⁷ + 25⁷)) < 2, the form x² + y² + R_T·x·y ≥ (1 − |R_T|/2)(x² + y²) is
    /// never negative, so ΔE00 ≥ |ΔL|/S_L.
    public static func lightnessBound(_ l1: Double, _ l2: Double) -> Double {
        abs(l2 - l1) / lightnessWeight(meanLightness: 0.5 * (l1 + l2))
    }

    // Constants as literals (computed ones would be lazily initialised and checked on every use).
    private static let pow25to7 = 6_103_515_625.0  // 25⁷
    private static let degrees = 57.295_779_513_082_32  // 180/π
    private static let cos275 = 0.087_155_742_747_658_17
    private static let sin275 = -0.996_194_698_091_745_5
    /// cos 130°. Beyond 130° of (wrapped) hue distance from 275°, 30·exp(−((H̄ − 275)/25)²) < 6e-11
    /// degrees, and the rotation term changes ΔE00² by less than 1e-11 of its value: skip it.
    private static let rotationCutoff = -0.642_787_609_686_539_4

    /// The kernel on L, a, b and chroma C = √(a² + b²) of both colours (C precomputed by callers that
    /// reuse a colour against many others).
    ///
    /// With a finite `limit`, the result is exact only when ΔE00 < `limit`; otherwise it is some value
    /// ≥ `limit` (a lower bound of ΔE00), found without the costlier steps. The bounds used, in order:
    /// 1. ΔE00² ≥ (ΔL/S_L)² + (ΔC'/S_C)²·(1 − R_T²/4), minimising x² + y² + R_T·x·y over y, with
    ///    R_T² ≤ sin²(60°)·R_C² (|Δθ| ≤ 30°);
    /// 2. ΔE00² ≥ (ΔL/S_L)² + (1 − |R_T|/2)·((ΔC'/S_C)² + ΔH'²/S_H,max²), since x² + y² + R_T·x·y ≥
    ///    (1 − |R_T|/2)(x² + y²), with ΔH'² = 2(C1'C2' − C1'C2' cos Δh') and S_H,max = 1 + 0.015·C̄'·1.5725
    ///    (the largest T);
    /// 3. ΔE00² ≥ (ΔL/S_L)² + (ΔC'/S_C)² + (ΔH'/S_H)² − |R_T|·|ΔC'/S_C|·|ΔH'/S_H|, with |R_T| ≤ sin 60°·R_C.
    /// A bound only settles the answer when it clears `limit` by a relative 1e-9, far more than the
    /// kernel's rounding, so the decision "ΔE00 < limit" is the same as with the exact value.
    @inline(__always)
    package static func kernel(
        _ l1: Double, _ a1: Double, _ b1: Double, _ c1: Double,
        _ l2: Double, _ a2: Double, _ b2: Double, _ c2: Double,
        limit: Double = .infinity
    ) -> Double {
        let limit2 = limit * limit * (1 + 2e-9)
        let terms = Terms<Double>(l1, a1, b1, c1, l2, a2, b2, c2)
        let (a1p, a2p, c1p, c2p) = (terms.a1p, terms.a2p, terms.c1p, terms.c2p)
        let (termL, termC, cBarP) = (terms.termL, terms.termC, terms.meanChroma)
        let termL2 = termL * termL
        let termC2 = termC * termC
        let product = terms.chromaProduct
        // An achromatic colour: ΔH' = 0, so the hue terms vanish whatever the mean hue.
        if product == 0 { return (termL2 + termC2).squareRoot() }
        let rc2 = rotationScaleSquared(meanChroma: cBarP)
        let bound1 = chromaBound(termL2: termL2, termC2: termC2, rc2: rc2)
        if bound1 >= limit2 { return bound1.squareRoot() }
        let dot = terms.hueDot  // C1'C2' cos Δh'
        let rc = rc2.squareRoot()
        // ΔH'² = 2(C1'C2' − dot).
        let bound2 = hueBound(
            termL2: termL2, termC2: termC2, dH2: 2 * Swift.max(product - dot, 0), rc: rc,
            sHMax: maximalHueWeight(meanChroma: cBarP))
        if bound2 >= limit2 { return bound2.squareRoot() }
        let cross = terms.hueCross  // C1'C2' sin Δh'
        // Mean hue: the bisector of the two hue directions (the shorter arc, as Sharma's rule).
        let (ux, uy) = terms.meanHueDirection
        let u2 = ux * ux + uy * uy
        // Hues within ~0.06° of opposite (|z1/C1' + z2/C2'| < 1e-3): the bisector loses precision (and
        // is undefined at exactly 180°); use the textbook formula for these rare pairs.
        if u2 < 1e-6 * product * product { return reference(l1, a1p, b1, c1p, l2, a2p, b2, c2p, termL, termC, cBarP) }
        // ΔH' = 2√(C1'C2') sin(Δh'/2) without angles. Near equal hues (dot ≥ 0) use
        // sin(Δh'/2) = sin Δh' / (2 cos(Δh'/2)), i.e. ΔH' = 2·cross/√(2(P + dot)); otherwise
        // |ΔH'| = √(2(P − dot)) from sin²(Δh'/2) = (1 − cos Δh')/2, signed like sin Δh'. Each form avoids
        // cancellation where it is used.
        let dH: Double
        if dot >= 0 {
            dH = 2 * cross / (2 * (product + dot)).squareRoot()
        } else {
            let magnitude = (2 * (product - dot)).squareRoot()
            dH = cross < 0 ? -magnitude : magnitude
        }
        let inverse = 1 / u2.squareRoot()
        let c = ux * inverse  // cos H̄'
        let s = uy * inverse  // sin H̄'
        let termH = dH / hueWeight(meanChroma: cBarP, t: hueWeighting(cos: c, sin: s))
        let sum = termL2 + termC2 + termH * termH
        guard c * cos275 + s * sin275 > rotationCutoff else { return sum.squareRoot() }
        let cross2 = termC * termH
        let bound3 = sum - 0.866_025_404 * rc * abs(cross2)
        if bound3 >= limit2 { return bound3.squareRoot() }
        var hue = atan2(s, c) * degrees
        if hue < 0 { hue += 360 }
        let x = (hue - 275) / 25
        let dTheta = 30 * exp(-x * x)
        let rT = -sin(2 * dTheta / degrees) * rc
        return Swift.max(sum + rT * cross2, 0).squareRoot()
    }

    /// Lower bounds of ΔE00² between one colour and four others at once (SIMD): the larger of bounds 1
    /// and 2 of `kernel(…limit:)`. Lets the collision search discard most pairs four at a time; pairs it
    /// cannot discard go to `kernel`. L, a, b and chroma C of each colour, as in `kernel`.
    @inline(__always)
    package static func lowerBoundsSquared(
        _ l1: Double, _ a1: Double, _ b1: Double, _ c1: Double,
        _ l2: SIMD4<Double>, _ a2: SIMD4<Double>, _ b2: SIMD4<Double>, _ c2: SIMD4<Double>
    ) -> SIMD4<Double> {
        // No lane is below −∞: the refinement is never entered, what remains is bounds 1 and 2.
        boundsSquared(l1, a1, b1, c1, l2, a2, b2, c2, limit2: -.infinity).lower
    }

    /// Lower bounds of ΔE00² between one colour and four others, as `lowerBoundsSquared`, tightened for
    /// lanes that bounds 1 and 2 leave below `limit2` (a squared limit): the `lower` of `boundsSquared`.
    @inline(__always)
    package static func refinedLowerBoundsSquared(
        _ l1: Double, _ a1: Double, _ b1: Double, _ c1: Double,
        _ l2: SIMD4<Double>, _ a2: SIMD4<Double>, _ b2: SIMD4<Double>, _ c2: SIMD4<Double>, limit2: Double
    ) -> SIMD4<Double> {
        boundsSquared(l1, a1, b1, c1, l2, a2, b2, c2, limit2: limit2).lower
    }

    /// Lower and upper bounds of ΔE00² between one colour and four others (SIMD). L, a, b and chroma C of
    /// each colour, as in `kernel`.
    ///
    /// `lower` is the larger of bounds 1 and 2 of `kernel(…limit:)`; lanes these leave below `limit2` (a
    /// squared limit) are tightened by bound 3 with the exact hue weighting T and a rotation term bounded
    /// from the mean hue. ΔE00² = (ΔL/S_L)² + x² + y² + R_T·x·y with x = ΔC'/S_C and y² = ΔH'²/S_H²
    /// (ΔH'² = 2(C1'C2' − C1'C2' cos Δh'), S_H from T at the mean hue, computed as the kernel does), so
    /// (ΔL/S_L)² + x² + y² − |R_T|·|x|·|y| ≤ ΔE00² ≤ (ΔL/S_L)² + x² + y² + |R_T|·|x|·|y|. Here
    /// |R_T| = sin(2Δθ)·R_C where Δθ = 30°·exp(−((H̄' − 275°)/25°)²) is at most its value at the nearest of
    /// 30°, 45°, 60° or 90° from 275° that the mean hue is beyond (its cosine to 275° tells): at 90°
    /// R_T ≤ 2.6e-6·R_C, otherwise up to sin 60°·R_C. The kernel leaves the rotation out beyond 130° from
    /// 275° (its ΔE00² is then the sum without it), which the upper bound covers too. `upper` is that
    /// upper bound for the same lanes (+∞ for the others): lanes whose hues are within about 0.06° of
    /// opposite (the kernel's textbook case) or achromatic, and both lanes of a half (lanes 0–1, 2–3) when
    /// bounds 1 and 2 already reach `limit2` in both, keep bounds 1 and 2 below and +∞ above.
    ///
    /// In the rotation term |x·y| = |ΔC'|/S_C·|ΔH'|/S_H takes |ΔH'| in the kernel's forms:
    /// 2|C1'C2' sin Δh'|/√(2(C1'C2' + C1'C2' cos Δh')) for hues less than 90° apart, else
    /// √(2(C1'C2' − C1'C2' cos Δh')), each accurate where it is used. (From the cosine alone, the small
    /// |ΔH'| of nearly equal hues is lost to cancellation; the term is linear in it, so the lower bound could
    /// exceed ΔE00² by a relative 1e-7, as it did before 2026-12-01 for nearly equal blue hues.)
    ///
    /// When a lane of a half is still open (below `limit2` and not below it by its upper bound), both lanes
    /// are narrowed by the sign of the rotation term and finer tiers. R_T·x·y = −sin(2Δθ)·R_C·x·y, where
    /// x·y has the sign of ΔC'·sin Δh' (termC times the cross product C1'C2' sin Δh', both computed as the
    /// kernel does). With sin(2Δθ) in [s_lo, s_hi]: x·y ≥ 0 gives
    /// −s_hi·R_C·|x·y| ≤ R_T·x·y ≤ −s_lo·R_C·|x·y|, and x·y < 0 the mirror. Since 2Δθ ≤ 60°, sin(2Δθ)
    /// falls with the distance d of the mean hue from 275°: for d in [5k°, 5k° + 5°] (k = 0…11, read from
    /// cos d ≤ cos 5k°), s_hi = sin(60°·exp(−(5k/25)²)) and s_lo = sin(60°·exp(−((5k + 5)/25)²)), rounded
    /// outwards by 1e-6 of their value (far above the effect of rounding d near a tier's edge; s_hi of the
    /// first tier is sin 60° rounded up); from 60° on s_lo = 0 (the kernel measures d without wrapping, so
    /// its d may exceed ours there, and beyond 130° it leaves the rotation out) and s_hi is the value at
    /// 60°, from 90° on 2.4637e-6. The result keeps the tighter of the two bounds on each side.
    ///
    /// Rounding: the terms are computed as in the kernel (`Terms`, `hueWeighting`) but for ΔH'² in the sum
    /// (from the cosine, not the sine); the difference is of the order of 1e-15·(ΔE00² + C1'C2'/S_H²), below
    /// 1e-10 for any chroma, so a lane at or above `limit2` = limit²·(1 + 2e-9) has ΔE00² ≥ limit² by the
    /// kernel too, and a lane below limit²·(1 − 4e-9) − 1e-9 (the search's test) has a kernel ΔE00 below
    /// the limit.
    @inline(__always)
    package static func boundsSquared(
        _ l1: Double, _ a1: Double, _ b1: Double, _ c1: Double,
        _ l2: SIMD4<Double>, _ a2: SIMD4<Double>, _ b2: SIMD4<Double>, _ c2: SIMD4<Double>, limit2: Double
    ) -> (lower: SIMD4<Double>, upper: SIMD4<Double>) {
        // Two lanes at a time: the width of the baseline x86-64 vector registers, so that the many
        // intermediate values stay in registers (four-lane values take two each and spill).
        let low = pairBoundsSquared(
            l1, a1, b1, c1, l2.lowHalf, a2.lowHalf, b2.lowHalf, c2.lowHalf, limit2: limit2)
        let high = pairBoundsSquared(
            l1, a1, b1, c1, l2.highHalf, a2.highHalf, b2.highHalf, c2.highHalf, limit2: limit2)
        return (SIMD4(lowHalf: low.lower, highHalf: high.lower), SIMD4(lowHalf: low.upper, highHalf: high.upper))
    }

    /// `boundsSquared` for two lanes (the same computation lane by lane; a pair of lanes that bounds 1 and
    /// 2 settle at `limit2` skips the refinement).
    @inline(__always)
    package static func pairBoundsSquared(
        _ l1: Double, _ a1: Double, _ b1: Double, _ c1: Double,
        _ l2: SIMD2<Double>, _ a2: SIMD2<Double>, _ b2: SIMD2<Double>, _ c2: SIMD2<Double>, limit2: Double
    ) -> (lower: SIMD2<Double>, upper: SIMD2<Double>) {
        let terms = Terms(l1, a1, b1, c1, l2, a2, b2, c2)
        let (termL, termC, cBarP) = (terms.termL, terms.termC, terms.meanChroma)
        let termL2 = termL * termL
        let termC2 = termC * termC
        let rc2 = rotationScaleSquared(meanChroma: cBarP)
        let product = terms.chromaProduct
        let dot = terms.hueDot
        let cosine = product - dot
        let dH2 = 2 * cosine.replacing(with: 0, where: cosine .< 0)
        let rc = root(rc2)
        let bound1 = chromaBound(termL2: termL2, termC2: termC2, rc2: rc2)
        let bound2 = hueBound(
            termL2: termL2, termC2: termC2, dH2: dH2, rc: rc, sHMax: maximalHueWeight(meanChroma: cBarP))
        let coarse = bound1.replacing(with: bound2, where: bound2 .> bound1)
        let unknown = SIMD2<Double>(repeating: .infinity)
        guard any(coarse .< limit2) else { return (coarse, unknown) }
        // The mean hue's direction, as in the kernel.
        let (ux, uy) = terms.meanHueDirection
        let u2 = ux * ux + uy * uy
        let valid = (u2 .>= 1e-6 * product * product) .& (product .> 0)
        guard any(valid) else { return (coarse, unknown) }
        let inverse = 1 / root(u2.replacing(with: 1, where: .!valid))
        let c = ux * inverse
        let s = uy * inverse
        let sH = hueWeight(meanChroma: cBarP, t: hueWeighting(cos: c, sin: s))
        let termH2 = dH2 / (sH * sH)
        // sin(2Δθ) at the tier the mean hue is in: cos(H̄' − 275°) ≤ cos 90°, 60°, 45°, 30°.
        let toBlue = c * cos275 + s * sin275
        var sine = SIMD2<Double>(repeating: 0.866_025_404)
        sine.replace(with: 0.245_6, where: toBlue .<= 0.866_025_403_784_438_6)  // 30°: 2Δθ ≤ 14.22°
        sine.replace(with: 0.041_1, where: toBlue .<= 0.707_106_781_186_547_6)  // 45°: 2Δθ ≤ 2.350°
        sine.replace(with: 0.003_31, where: toBlue .<= 0.5)  // 60°: 2Δθ ≤ 0.1891°
        sine.replace(with: 2.6e-6, where: toBlue .<= 0)  // 90°: 2Δθ ≤ 1.4e-4°
        let sum: SIMD2<Double> = termL2 + termC2 + termH2
        // |x·y| with |ΔH'| in the kernel's forms (see above): the cosine form loses the small |ΔH'| of nearly
        // equal hues to cancellation, and the rotation term is linear in it.
        let cross = terms.hueCross
        let nearHues = dot .>= 0
        let sumDot = (2 * (product + dot)).replacing(with: 1, where: .!nearHues)
        let dH = (2 * absolute(cross) / root(sumDot)).replacing(with: root(dH2), where: .!nearHues)
        let magnitude: SIMD2<Double> = rc * absolute(termC) * dH / sH
        let rotation: SIMD2<Double> = sine * magnitude
        let bound3: SIMD2<Double> = sum - rotation
        let lower = coarse.replacing(with: bound3, where: valid .& (bound3 .> coarse))
        var upper = unknown.replacing(with: sum + rotation, where: valid)
        // Lanes the bounds leave on both sides of the limit: bound the rotation term by its sign and
        // 5° tiers of the mean hue's distance from 275°.
        guard any(valid .& (lower .< limit2) .& (upper .>= limit2 * (1 - 1e-8))) else { return (lower, upper) }
        var high = SIMD2<Double>(repeating: 0.866_025_404)
        var low = SIMD2<Double>(repeating: 0.8447697595)
        (high, low) = tier(toBlue, 0.9961946980917455, 0.8447714491, 0.778556029, high, low)  // 5°
        (high, low) = tier(toBlue, 0.984807753012208, 0.7785575863, 0.6673196315, high, low)  // 10°
        (high, low) = tier(toBlue, 0.9659258262890683, 0.6673209663, 0.5245433983, high, low)  // 15°
        (high, low) = tier(toBlue, 0.9396926207859084, 0.5245444475, 0.3757834521, high, low)  // 20°
        (high, low) = tier(toBlue, 0.9063077870366499, 0.3757842038, 0.2455721919, high, low)  // 25°
        (high, low) = tier(toBlue, 0.8660254037844387, 0.2455726832, 0.1469721152, high, low)  // 30°
        (high, low) = tier(toBlue, 0.8191520442889918, 0.1469724092, 0.0808648624, high, low)  // 35°
        (high, low) = tier(toBlue, 0.766044443118978, 0.0808650243, 0.0410007978, high, low)  // 40°
        (high, low) = tier(toBlue, 0.7071067811865476, 0.0410008799, 0.019178897, high, low)  // 45°
        (high, low) = tier(toBlue, 0.6427876096865394, 0.0191789355, 0.0082801447, high, low)  // 50°
        (high, low) = tier(toBlue, 0.5735764363510462, 0.0082801614, 0.003299827, high, low)  // 55°
        (high, low) = tier(toBlue, 0.5000000000000001, 0.0032998337, 0, high, low)  // 60°
        (high, low) = tier(toBlue, 0, 2.4637e-06, 0, high, low)  // 90°
        let positive = termC * cross .>= 0
        let lowTerm = (low * magnitude).replacing(with: -high * magnitude, where: positive)
        let highTerm = (high * magnitude).replacing(with: -low * magnitude, where: positive)
        let fineLower = sum + lowTerm
        let fineUpper = sum + highTerm
        let finer = lower.replacing(with: fineLower, where: valid .& (fineLower .> lower))
        upper.replace(with: fineUpper, where: valid .& (fineUpper .< upper))
        return (finer, upper)
    }

    /// Lower bounds of ΔE00² between one colour and eight others in single precision: bounds 1 and 2 of
    /// `kernel(…limit:)` (the `lower` of `boundsSquared` before its refinement), four lanes in each 128-bit
    /// register, where square roots and divisions cost about half as much per lane as in `pairBoundsSquared`
    /// (eight lanes: two independent halves keep the divider busy).
    /// A pre-filter for the collision search: a lane above `coarseRejectLimit(…)` has an exact ΔE00 at or above
    /// the limit, so the kernel would say so too; the other lanes go to the double-precision bounds. L, a, b and
    /// chroma C of each colour (rounded to `Float`), as in `kernel`. Lanes with values too large for `Float`
    /// give infinity or NaN, which no test rejects.
    @inline(__always)
    package static func coarseLowerBoundsSquared(
        _ l1: Float, _ a1: Float, _ b1: Float, _ c1: Float,
        _ l2: SIMD8<Float>, _ a2: SIMD8<Float>, _ b2: SIMD8<Float>, _ c2: SIMD8<Float>
    ) -> SIMD8<Float> {
        let terms = Terms(l1, a1, b1, c1, l2, a2, b2, c2)
        let (termL, termC, cBarP) = (terms.termL, terms.termC, terms.meanChroma)
        let termL2 = termL * termL
        let termC2 = termC * termC
        let rc2 = rotationScaleSquared(meanChroma: cBarP)
        let cosine = terms.chromaProduct - terms.hueDot
        let dH2 = 2 * cosine.replacing(with: 0, where: cosine .< 0)
        let bound1 = chromaBound(termL2: termL2, termC2: termC2, rc2: rc2)
        let bound2 = hueBound(
            termL2: termL2, termC2: termC2, dH2: dH2, rc: root(rc2), sHMax: maximalHueWeight(meanChroma: cBarP))
        return bound1.replacing(with: bound2, where: bound2 .> bound1)
    }

    /// The limit above which a lane of `coarseLowerBoundsSquared` shows ΔE00² ≥ `limit2`, for colours whose
    /// |L| is at most `lightness` and whose chroma C is at most `chroma`: limit2·(1 + 4e-3) + 0.05 +
    /// 1e-10·lightness² + 1e-7·chroma², rounded up to a `Float`.
    ///
    /// Why (u = 2⁻²⁴ ≈ 6e-8, the unit roundoff of `Float`): each input is rounded once (relative u) and each
    /// of the about 30 operations adds a relative u, so every factor that is not a difference (G, C', C̄', S_L,
    /// S_C, S_H,max, R_C and the weights 1 − 0.1875·R_C², 1 − 0.433·R_C, which are at least 0.134) is off by
    /// a relative 40u at most: together under 300u = 1.8e-5 of the bound. The three differences have absolute
    /// errors. ΔL is off by at most δ = 3u·lightness, ΔC' by at most 90u·chroma (C' ≤ 1.5·C), and
    /// 2(C1'C2' − C1'C2' cos Δh') by at most 220u·C1'C2' ≤ 220u·C̄'², which divided by S_H,max² ≥ (0.0236·C̄')² is
    /// below 0.024 whatever the chroma. A squared difference with error δ is at most (1 + ε)·x² + (1 + 1/ε)·δ²
    /// (from 2|x|δ ≤ εx² + δ²/ε); with ε = 1e-3 that is a relative 1e-3 and 3.2e-11·lightness² and
    /// 2.9e-8·chroma². So the computed bound is at most (1 + 1.1e-3)·B + 0.024 + 3.2e-11·lightness² +
    /// 2.9e-8·chroma², B being the exact bound (≤ the exact ΔE00², which the kernel computes to about 1e-12).
    /// A lane above this function's value (which is larger) thus has B ≥ limit2.
    package static func coarseRejectLimit(limit2: Double, lightness: Double, chroma: Double) -> Float {
        let limit = limit2 * (1 + 4e-3) + 0.05 + 1e-10 * lightness * lightness + 1e-7 * chroma * chroma
        return Float(limit).nextUp
    }

    /// √x lane by lane for lanes that are never negative (or NaN), computed on |x|: the same values, but the
    /// compiler then emits one vector square root. On Linux `squareRoot()` goes through C's `sqrt`, which must
    /// set `errno` for a negative argument, so a vector whose lanes it cannot prove non-negative gets a scalar
    /// square root, a test and a branch to the C library per lane.
    @inline(__always)
    package static func root(_ x: SIMD2<Double>) -> SIMD2<Double> {
        let magnitude = unsafeBitCast(x, to: SIMD2<UInt64>.self) & 0x7fff_ffff_ffff_ffff
        return unsafeBitCast(magnitude, to: SIMD2<Double>.self).squareRoot()
    }

    /// `root` in single precision.
    @inline(__always)
    package static func root(_ x: SIMD8<Float>) -> SIMD8<Float> {
        let magnitude = unsafeBitCast(x, to: SIMD8<UInt32>.self) & 0x7fff_ffff
        return unsafeBitCast(magnitude, to: SIMD8<Float>.self).squareRoot()
    }

    /// |x| lane by lane.
    @inline(__always)
    private static func absolute(_ x: SIMD2<Double>) -> SIMD2<Double> { x.replacing(with: -x, where: x .< 0) }

    /// `high` and `low` set to `tierHigh` and `tierLow` in the lanes where `toBlue` ≤ `cosine` (the mean hue is
    /// at least that far from 275°).
    @inline(__always)
    private static func tier(
        _ toBlue: SIMD2<Double>, _ cosine: Double, _ tierHigh: Double, _ tierLow: Double, _ high: SIMD2<Double>,
        _ low: SIMD2<Double>
    ) -> (SIMD2<Double>, SIMD2<Double>) {
        let inside = toBlue .<= cosine
        return (high.replacing(with: tierHigh, where: inside), low.replacing(with: tierLow, where: inside))
    }

    /// The textbook hue part (two `atan2`, Sharma's wrap rules, LittleCMS's 1e-6° tolerance) for the
    /// rare near-opposite hues.
    private static func reference(
        _ l1: Double, _ a1p: Double, _ b1: Double, _ c1p: Double,
        _ l2: Double, _ a2p: Double, _ b2: Double, _ c2p: Double,
        _ termL: Double, _ termC: Double, _ cBarP: Double
    ) -> Double {
        func hueAngle(_ b: Double, _ a: Double) -> Double {
            var h = atan2(b, a) * degrees
            if h < 0 { h += 360 }
            return h
        }
        let h1 = hueAngle(b1, a1p)
        let h2 = hueAngle(b2, a2p)
        let sum = h1 + h2
        let difference = h2 - h1
        let meanHue =
            abs(difference) <= 180.000001 ? sum / 2 : (sum < 360 ? (sum + 360) / 2 : (sum - 360) / 2)
        let dh = difference <= -180.000001 ? difference + 360 : (difference > 180 ? difference - 360 : difference)
        let dH = 2 * (c1p * c2p).squareRoot() * sin(dh / degrees / 2)
        let t =
            1 - 0.17 * cos((meanHue - 30) / degrees) + 0.24 * cos(2 * meanHue / degrees)
            + 0.32 * cos((3 * meanHue + 6) / degrees) - 0.20 * cos((4 * meanHue - 63) / degrees)
        let termH = dH / hueWeight(meanChroma: cBarP, t: t)
        let x = (meanHue - 275) / 25
        let dTheta = 30 * exp(-x * x)
        let cp7 = pow(cBarP, 7)
        let rT = -sin(2 * dTheta / degrees) * 2 * (cp7 / (cp7 + pow25to7)).squareRoot()
        return Swift.max(termL * termL + termC * termC + termH * termH + rT * termC * termH, 0).squareRoot()
    }
}
