import Foundation
import Testing

@testable import ColorAudit
@testable import ColorScience

private struct SharmaPair {
    var lab1: SIMD3<Double>
    var lab2: SIMD3<Double>
    var expected: Double
}

private func sharmaPairs() throws -> [SharmaPair] {
    let rows = try #require(try Fixture.json("reference/ciede2000-sharma2005.json") as? [[Any]])
    return try rows.map { row in
        let a = try #require(row[0] as? [Double])
        let b = try #require(row[1] as? [Double])
        let expected = try #require(row[2] as? Double)
        return SharmaPair(lab1: SIMD3(a[0], a[1], a[2]), lab2: SIMD3(b[0], b[1], b[2]), expected: expected)
    }
}

/// Random CIELAB values, with extra weight on the hard cases: greys (C = 0), equal hues, near-opposite
/// hues, the blue region where the rotation term acts, and out-of-range values.
private func randomLab(_ rng: inout SplitMix) -> SIMD3<Double> {
    switch Int.random(in: 0..<10, using: &rng) {
    case 0: return SIMD3(Double.random(in: 0...100, using: &rng), 0, 0)
    case 1:
        let c = Double.random(in: 0...130, using: &rng)
        let h = Double.random(in: 250...300, using: &rng) * .pi / 180
        return SIMD3(Double.random(in: 0...100, using: &rng), c * cos(h), c * sin(h))
    case 2:
        return SIMD3(
            Double.random(in: -10...140, using: &rng), Double.random(in: -200...200, using: &rng),
            Double.random(in: -200...200, using: &rng))
    default:
        return SIMD3(
            Double.random(in: 0...100, using: &rng), Double.random(in: -128...128, using: &rng),
            Double.random(in: -128...128, using: &rng))
    }
}

@Suite("CIEDE2000")
struct DeltaE2000Tests {
    @Test("LittleCMS matches all 34 pairs of Sharma, Wu & Dalal 2005, Table 1, to 4 decimals")
    func littleCMSSharma() throws {
        let pairs = try sharmaPairs()
        #expect(pairs.count == 34)
        for (i, pair) in pairs.enumerated() {
            let value = DeltaE2000.littleCMS(pair.lab1, pair.lab2)
            #expect(abs(value - pair.expected) < 0.000_05, "pair \(i + 1): \(value) vs \(pair.expected)")
        }
    }

    @Test("Our kernel matches all 34 Sharma pairs to 4 decimals, both orders")
    func fastSharma() throws {
        for (i, pair) in try sharmaPairs().enumerated() {
            let forward = DeltaE2000.fast(pair.lab1, pair.lab2)
            let backward = DeltaE2000.fast(pair.lab2, pair.lab1)
            #expect(abs(forward - pair.expected) < 0.000_05, "pair \(i + 1): \(forward) vs \(pair.expected)")
            #expect(abs(backward - pair.expected) < 0.000_05, "pair \(i + 1) reversed: \(backward)")
        }
    }

    @Test("Our kernel agrees with cmsCIE2000DeltaE on 300,000 random pairs to 1e-9")
    func fastAgreesWithLittleCMS() {
        var rng = SplitMix(state: 2005)
        var worst = 0.0
        var worstPair = (SIMD3<Double>(), SIMD3<Double>())
        for _ in 0..<300_000 {
            let a = randomLab(&rng)
            var b = randomLab(&rng)
            switch Int.random(in: 0..<6, using: &rng) {
            case 0: b = SIMD3(b.x, -a.y * Double.random(in: 0.5...2, using: &rng), -a.z * 0.999_999)  // ~opposite
            case 1: b = SIMD3(b.x, a.y * 1.3, a.z * 1.3)  // same hue
            case 2: b = a + SIMD3(Double.random(in: -3...3, using: &rng), 1e-3, -1e-3)  // near
            default: break
            }
            let difference = abs(DeltaE2000.fast(a, b) - DeltaE2000.littleCMS(a, b))
            if difference > worst {
                worst = difference
                worstPair = (a, b)
            }
        }
        #expect(worst < 1e-9, "worst difference \(worst) for \(worstPair)")
    }

    @Test("Exactly opposite hues (Sharma's pair-14 trap) agree with LittleCMS")
    func oppositeHues() {
        let cases: [(SIMD3<Double>, SIMD3<Double>)] = [
            (SIMD3(50, 2.5, 0), SIMD3(50, -2.5, 0)),
            (SIMD3(50, 0, 2.5), SIMD3(50, 0, -2.5)),
            (SIMD3(60, -30, 40), SIMD3(40, 30, -40)),
            (SIMD3(50, -0.001, 2.49), SIMD3(50, 0.0011, -2.49)),
        ]
        for (a, b) in cases {
            #expect(abs(DeltaE2000.fast(a, b) - DeltaE2000.littleCMS(a, b)) < 1e-9)
            #expect(abs(DeltaE2000.fast(b, a) - DeltaE2000.littleCMS(b, a)) < 1e-9)
        }
    }

    @Test("Yellow vs blue (sRGB) is 101.72 in CIELAB D50, not clamped at 100")
    func yellowBlue() throws {
        let spot = try #require(try Fixture.json("reference/spot-values.json") as? [String: Any])
        let ciede = try #require(spot["ciede2000"] as? [String: Any])
        let pair = try #require(ciede["yellow_vs_blue_srgb"] as? [String: Any])
        let expected = try #require(pair["deltaE2000_lab_d50"] as? Double)
        let value = DeltaE2000.between(Color(.srgb, 1, 1, 0), Color(.srgb, 0, 0, 1))
        #expect(abs(value - expected) < 0.005, "\(value)")
        let lab1 = Color(.srgb, 1, 1, 0).converted(to: .lab).components
        let lab2 = Color(.srgb, 0, 0, 1).converted(to: .lab).components
        #expect(abs(DeltaE2000.fast(lab1, lab2) - expected) < 0.005)
    }

    @Test("lab() colours are compared as given (Sharma pair 1 as Color values)")
    func labTakenAsGiven() {
        let a = Color(.lab, 50, 2.6772, -79.7751)
        let b = Color(.lab, 50, 0, -82.7485)
        #expect(abs(DeltaE2000.between(a, b) - 2.0425) < 0.000_05)
    }

    @Test("Identical colours differ by 0; the difference is symmetric")
    func identityAndSymmetry() {
        var rng = SplitMix(state: 7)
        for _ in 0..<1000 {
            let a = randomLab(&rng)
            let b = randomLab(&rng)
            #expect(DeltaE2000.fast(a, a) == 0)
            #expect(abs(DeltaE2000.fast(a, b) - DeltaE2000.fast(b, a)) < 1e-9)
        }
    }

    @Test("The lightness bound |ΔL|/S_L never exceeds ΔE00 (random pairs)")
    func lightnessBoundIsALowerBound() {
        var rng = SplitMix(state: 42)
        for _ in 0..<200_000 {
            let a = randomLab(&rng)
            let b = randomLab(&rng)
            let bound = DeltaE2000.lightnessBound(a.x, b.x)
            #expect(bound <= DeltaE2000.littleCMS(a, b) * (1 + 1e-12) + 1e-12)
        }
    }

    @Test("S_L is 1 at L̄ = 50 and 1 + 0.015·2500/√2520 at L̄ = 0 and 100")
    func lightnessWeight() {
        #expect(DeltaE2000.lightnessWeight(meanLightness: 50) == 1)
        // By hand: 0.015 · 2500 / √2520 = 37.5 / 50.199 6… = 0.747 017…
        let expected = 1 + 37.5 / 2520.0.squareRoot()
        #expect(abs(DeltaE2000.lightnessWeight(meanLightness: 0) - expected) < 1e-12)
        #expect(abs(DeltaE2000.lightnessWeight(meanLightness: 100) - expected) < 1e-12)
    }
}

@Suite("CIEDE2000 kernel with a limit")
struct DeltaE2000LimitTests {
    @Test("With a limit the kernel is exact below it and a lower bound at or above it")
    func limitedKernel() {
        var rng = SplitMix(state: 99)
        for _ in 0..<200_000 {
            let a = randomLab(&rng)
            var b = randomLab(&rng)
            if Bool.random(using: &rng) {
                b =
                    a
                    + SIMD3(
                        Double.random(in: -8...8, using: &rng), Double.random(in: -15...15, using: &rng),
                        Double.random(in: -15...15, using: &rng))
            }
            let limit = Double.random(in: 0.5...40, using: &rng)
            let ca = (a.y * a.y + a.z * a.z).squareRoot()
            let cb = (b.y * b.y + b.z * b.z).squareRoot()
            let exact = DeltaE2000.kernel(a.x, a.y, a.z, ca, b.x, b.y, b.z, cb)
            let limited = DeltaE2000.kernel(a.x, a.y, a.z, ca, b.x, b.y, b.z, cb, limit: limit)
            if exact < limit {
                #expect(limited == exact)
            } else {
                #expect(limited >= limit)
                #expect(limited <= exact * (1 + 1e-12) + 1e-12)
            }
        }
    }

    /// One colour, four others (two thirds of them near it: ΔL ±6, Δa, Δb ±25, so that bounds are tested
    /// where they are tight) and a limit in 1…30, for the SIMD bound tests.
    func boundCase(_ rng: inout SplitMix) -> (SIMD3<Double>, [SIMD3<Double>], Double) {
        let a = randomLab(&rng)
        var others: [SIMD3<Double>] = []
        for _ in 0..<4 {
            var b = randomLab(&rng)
            if Int.random(in: 0..<3, using: &rng) > 0 {
                b =
                    a
                    + SIMD3(
                        Double.random(in: -6...6, using: &rng), Double.random(in: -25...25, using: &rng),
                        Double.random(in: -25...25, using: &rng))
            }
            others.append(b)
        }
        return (a, others, Double.random(in: 1...30, using: &rng))
    }

    func chroma(_ v: SIMD3<Double>) -> Double { (v.y * v.y + v.z * v.z).squareRoot() }

    /// The collision search discards four pairs at a time when `refinedLowerBoundsSquared` reaches the
    /// squared limit: each lane must then be a true lower bound of the kernel's (and LittleCMS's) ΔE00²,
    /// and a lane the refinement settles must be one whose exact ΔE00 is at or above the limit. Pairs are
    /// drawn near each other and near blue (hue 250–300°, where the rotation term is largest), opposite
    /// hues and greys included (`randomLab`).
    @Test("The refined SIMD lower bounds never exceed ΔE00², and never discard a pair below the limit")
    func refinedBoundsAreLowerBounds() {
        var rng = SplitMix(state: 7)
        var settledByRefinement = 0
        for _ in 0..<30_000 {
            let (a, others, limit) = boundCase(&rng)
            let limit2 = limit * limit * (1 + 2e-9)
            let l2 = SIMD4(others.map(\.x))
            let a2 = SIMD4(others.map(\.y))
            let b2 = SIMD4(others.map(\.z))
            let c2 = SIMD4(others.map(chroma))
            let coarse = DeltaE2000.lowerBoundsSquared(a.x, a.y, a.z, chroma(a), l2, a2, b2, c2)
            let refined = DeltaE2000.refinedLowerBoundsSquared(
                a.x, a.y, a.z, chroma(a), l2, a2, b2, c2, limit2: limit2)
            for k in 0..<4 {
                let exact = DeltaE2000.littleCMS(a, others[k])
                #expect(refined[k] >= coarse[k])
                #expect(refined[k].squareRoot() <= exact * (1 + 1e-10) + 1e-10)
                if refined[k] >= limit2 {
                    #expect(exact >= limit)
                    if coarse[k] < limit2 { settledByRefinement += 1 }
                }
            }
        }
        // The refinement does settle pairs the coarse bounds leave open.
        #expect(settledByRefinement > 1_000)
    }

    /// The collision search discards pairs for good when the single-precision bound of
    /// `coarseLowerBoundsSquared` is above `coarseRejectLimit`: that bound must stay within the error derived
    /// in `coarseRejectLimit`'s documentation of the double-precision bounds 1 and 2 (a relative 1.1e-3 and
    /// 0.024 + 3.2e-11·L² + 2.9e-8·C² absolute, L and C the largest |L| and chroma of the five colours), and
    /// a rejected pair must have LittleCMS's and the kernel's ΔE00 at or above the limit. Pairs near each
    /// other, near blue, opposite hues, greys and out-of-range values (`randomLab`); a third of the limits
    /// put a lane just above the limit (the double bound 1.0001–1.01 times limit²), where the slack
    /// decides.
    @Test("The single-precision pre-filter is within its derived error and rejects only pairs at or above the limit")
    func singlePrecisionBounds() {
        var rng = SplitMix(state: 2401)
        var rejected = 0
        var coarseRejected = 0
        for round in 0..<30_000 {
            var (a, others, limit) = boundCase(&rng)
            let l2 = SIMD4(others.map(\.x))
            let a2 = SIMD4(others.map(\.y))
            let b2 = SIMD4(others.map(\.z))
            let c2 = SIMD4(others.map(chroma))
            let coarse = DeltaE2000.lowerBoundsSquared(a.x, a.y, a.z, chroma(a), l2, a2, b2, c2)
            if round % 3 == 0 && coarse[0] > 0 {
                limit = (coarse[0] / Double.random(in: 1.0001...1.01, using: &rng)).squareRoot()
            }
            // Eight lanes: the four others, then the same in reverse order.
            func lanes(_ v: SIMD4<Double>) -> SIMD8<Float> {
                SIMD8(
                    lowHalf: SIMD4<Float>(v), highHalf: SIMD4<Float>(Float(v[3]), Float(v[2]), Float(v[1]), Float(v[0]))
                )
            }
            let eight = DeltaE2000.coarseLowerBoundsSquared(
                Float(a.x), Float(a.y), Float(a.z), Float(chroma(a)), lanes(l2), lanes(a2), lanes(b2), lanes(c2))
            #expect((0..<4).allSatisfy { eight[$0] == eight[7 - $0] || eight[$0].isNaN })
            let single = eight.lowHalf
            let lightness = ([a] + others).map { abs($0.x) }.max()!
            let largest = ([a] + others).map(chroma).max()!
            let limit2 = limit * limit * (1 + 2e-9)
            let reject = DeltaE2000.coarseRejectLimit(limit2: limit2, lightness: lightness, chroma: largest)
            for k in 0..<4 {
                let error = 1.1e-3 * coarse[k] + 0.024 + 3.2e-11 * lightness * lightness + 2.9e-8 * largest * largest
                #expect(Double(single[k]) <= coarse[k] + error)
                let counted = round % 3 != 0
                if coarse[k] >= limit2 && counted { coarseRejected += 1 }
                guard single[k] > reject else { continue }
                if counted { rejected += 1 }
                let b = others[k]
                #expect(coarse[k] >= limit2)
                #expect(DeltaE2000.littleCMS(a, b) >= limit)
                #expect(DeltaE2000.kernel(a.x, a.y, a.z, chroma(a), b.x, b.y, b.z, chroma(b), limit: limit) >= limit)
            }
        }
        // The pre-filter rejects nearly every pair that the double-precision bounds 1 and 2 reject.
        #expect(Double(rejected) >= 0.98 * Double(coarseRejected))
        #expect(rejected > 10_000)
    }

    /// Pairs near blue (hue 255–295°, chroma 30–90, where the rotation term R_T is largest) with nearly
    /// equal hues (1e-7° to 15° apart) and chroma differences up to ±20: the rotation term is linear in
    /// ΔH', so a |ΔH'| lost to cancellation (1 − cos Δh' for tiny Δh') would put the lower bound above
    /// ΔE00² (hand-found: L 55.79/54.17, a 18.95/15.67, b −82.45/−68.15 has ΔE00 3.619698, by LittleCMS
    /// and by Sharma's formulas, and a bound from the cosine alone of 3.6196989). Both bounds must
    /// enclose LittleCMS's ΔE00². The limit is 2–30% above the first pair's ΔE00; with sin 2Δθ taken as
    /// sin 60° on both sides of the rotation term (its largest value) the upper bound would leave many of
    /// these pairs open, with the sign of x·y and 5° tiers nearly all are settled below the limit.
    @Test("Near blue, nearly equal hues: the SIMD bounds enclose ΔE00² and settle pairs below the limit")
    func boundsNearBlue() {
        var rng = SplitMix(state: 41)
        var below = 0
        var settled = 0
        func lab(_ l: Double, _ c: Double, _ h: Double) -> SIMD3<Double> {
            SIMD3(l, c * cos(h * .pi / 180), c * sin(h * .pi / 180))
        }
        for _ in 0..<5_000 {
            let hue = Double.random(in: 255...295, using: &rng)
            let c1 = Double.random(in: 30...90, using: &rng)
            let c2 = max(0, c1 + Double.random(in: -20...20, using: &rng))
            let sign: Double = Bool.random(using: &rng) ? 1 : -1
            let dh = sign * pow(10, Double.random(in: -7...log10(15), using: &rng))
            let l1 = Double.random(in: 20...80, using: &rng)
            let a = lab(l1, c1, hue)
            let others = (0..<4).map { _ in
                lab(
                    l1 + Double.random(in: -5...5, using: &rng), c2 + Double.random(in: -2...2, using: &rng),
                    hue + dh * Double.random(in: 0.5...1, using: &rng))
            }
            let limit = DeltaE2000.littleCMS(a, others[0]) * Double.random(in: 1.02...1.3, using: &rng)
            let bounds = DeltaE2000.boundsSquared(
                a.x, a.y, a.z, chroma(a), SIMD4(others.map(\.x)), SIMD4(others.map(\.y)), SIMD4(others.map(\.z)),
                SIMD4(others.map(chroma)), limit2: limit * limit * (1 + 2e-9))
            for k in 0..<4 {
                let exact = DeltaE2000.littleCMS(a, others[k])
                #expect(bounds.lower[k].squareRoot() <= exact * (1 + 1e-10) + 1e-10)
                #expect(bounds.upper[k].squareRoot() >= exact * (1 - 1e-10) - 1e-10)
                guard exact < limit * (1 - 1e-6) else { continue }
                below += 1
                if bounds.upper[k] < limit * limit * (1 - 4e-9) - 1e-9 { settled += 1 }
            }
        }
        #expect(below > 10_000)
        #expect(Double(settled) >= 0.99 * Double(below))
    }

    /// The collision search takes "ΔE00 below the limit" without the kernel when the `upper` of
    /// `boundsSquared` is below limit²·(1 − 4e-9) − 1e-9: each finite lane must be an upper bound of
    /// LittleCMS's ΔE00², and a lane under that test must be a pair whose kernel and LittleCMS ΔE00 are
    /// both below the limit. Same pairs as above (near each other, near blue, opposite hues, greys).
    @Test("The SIMD upper bounds are never below ΔE00², and settle only pairs below the limit")
    func upperBoundsAreUpperBounds() {
        var rng = SplitMix(state: 17)
        var settled = 0
        for _ in 0..<30_000 {
            let (a, others, limit) = boundCase(&rng)
            let limit2 = limit * limit * (1 + 2e-9)
            let bounds = DeltaE2000.boundsSquared(
                a.x, a.y, a.z, chroma(a), SIMD4(others.map(\.x)), SIMD4(others.map(\.y)), SIMD4(others.map(\.z)),
                SIMD4(others.map(chroma)), limit2: limit2)
            for k in 0..<4 {
                let b = others[k]
                let exact = DeltaE2000.littleCMS(a, b)
                #expect(bounds.lower[k] <= bounds.upper[k])
                #expect(bounds.upper[k].squareRoot() >= exact * (1 - 1e-10) - 1e-10)
                if bounds.upper[k] < limit * limit * (1 - 4e-9) - 1e-9 {
                    settled += 1
                    #expect(exact < limit)
                    #expect(DeltaE2000.kernel(a.x, a.y, a.z, chroma(a), b.x, b.y, b.z, chroma(b), limit: limit) < limit)
                }
            }
        }
        // The upper bound does settle pairs.
        #expect(settled > 1_000)
    }

    /// The collision search discards a pair when the `lower` of the single-precision `fineBoundsSquared` is
    /// above `fineRejectLimit(limit²·(1 + 2e-9))`, and takes it as below the limit when the `upper` is below
    /// `fineAcceptLimit(limit²·(1 − 4e-9) − 1e-9)`. Each valid lane must enclose LittleCMS's ΔE00² (the bounds
    /// carry their derived slack), and the two tests must agree with LittleCMS and the kernel. The pairs are
    /// those of the other bound tests (`boundCase`: near each other, near blue, opposite hues, greys,
    /// out-of-range values) and, in eight lanes of every round, the first four's ΔE00 placed just either side
    /// of the limit: limit = ΔE00·(1 ± δ) with δ from 1e-7 to 1e-2 (log-uniform), so that the slack, about 5e-4
    /// of ΔE00 at these sizes, is crossed both ways.
    @Test("The single-precision refined bounds enclose ΔE00², and settle pairs near the limit only on their side")
    func fineBoundsEncloseDeltaE() {
        var rng = SplitMix(state: 4242)
        var (accepted, rejected, nearAccepted, nearRejected, open) = (0, 0, 0, 0, 0)
        for round in 0..<30_000 {
            var (a, others, limit) = boundCase(&rng)
            others += others  // lanes 4–7 repeat lanes 0–3 (the first colour's partner gives the limit)
            let nearLimit = round % 2 == 0
            if nearLimit {
                let exact = DeltaE2000.littleCMS(a, others[0])
                guard exact > 0.5 else { continue }
                let delta = pow(10, Double.random(in: -7 ... -2, using: &rng))
                limit = exact * (Bool.random(using: &rng) ? 1 + delta : 1 - delta)
            }
            let lightness = ([a] + others).map { abs($0.x) }.max()!
            let largest = ([a] + others).map(chroma).max()!
            guard DeltaE2000.fineBoundsApply(lightness: lightness, chroma: largest) else { continue }
            func lanes(_ value: (SIMD3<Double>) -> Double) -> SIMD8<Float> {
                SIMD8<Float>(others.map { Float(value($0)) })
            }
            let bounds = DeltaE2000.fineBoundsSquared(
                Float(a.x), Float(a.y), Float(a.z), Float(chroma(a)), lanes(\.x), lanes(\.y), lanes(\.z),
                lanes(chroma))
            let reject = DeltaE2000.fineRejectLimit(limit2: limit * limit * (1 + 2e-9))
            let accept = DeltaE2000.fineAcceptLimit(accept2: limit * limit * (1 - 4e-9) - 1e-9)
            for k in 0..<8 {
                let b = others[k]
                let exact = DeltaE2000.littleCMS(a, b)
                let kernel = DeltaE2000.kernel(a.x, a.y, a.z, chroma(a), b.x, b.y, b.z, chroma(b), limit: limit)
                #expect(Double(bounds.lower[k]) <= exact * exact * (1 + 1e-9) + 1e-9)
                #expect(Double(bounds.upper[k]) >= exact * exact * (1 - 1e-9) - 1e-9)
                if bounds.lower[k] > reject {
                    #expect(exact >= limit)
                    #expect(kernel >= limit)
                    rejected += 1
                    if nearLimit && k % 4 == 0 { nearRejected += 1 }
                } else if bounds.upper[k] < accept {
                    #expect(exact < limit)
                    #expect(kernel < limit)
                    accepted += 1
                    if nearLimit && k % 4 == 0 { nearAccepted += 1 }
                } else {
                    open += 1
                }
            }
        }
        // The bounds settle most pairs either way, also pairs within 1% of the limit on both sides, and leave
        // some open (the double-precision bounds and the kernel decide those).
        #expect(accepted > 20_000)
        #expect(rejected > 20_000)
        #expect(nearAccepted > 1_000)
        #expect(nearRejected > 1_000)
        #expect(open > 1_000)
    }
}
