import Testing

@testable import ColorAudit
@testable import ColorScience

/// The checks the repair's search makes of each candidate (`ContrastCandidateCheck`, `SeparationCandidateCheck`), against
/// values worked by hand:
/// - WCAG 2.2 relative luminance: #767676 (118/255) is ((0.46275 + 0.055) / 1.055)^2.4 = 0.18116, so
///   4.54:1 on white and 4.62:1 on black; #777777 is 0.18447, 4.48:1 on white;
/// - CIEDE2000 between neutral greys (a* = b* = 0) is ΔL / S_L with S_L = 1 + 0.015 (L̄ − 50)² /
///   √(20 + (L̄ − 50)²) (Sharma, Wu & Dalal 2005, eq. 16): L* 50 and 70 give 20 / 1.1369 = 17.6; 50 and
///   52 give 2 / 1.0033 = 1.99; 50 and 55 give 5 / 1.0183 = 4.91.
@Suite("Repair: candidate checks")
struct CandidateChecksTests {
    static let white = Color(.srgb, 1, 1, 1)
    static let black = Color(.srgb, 0, 0, 0)
    static let grey118 = Color(.srgb, 118.0 / 255, 118.0 / 255, 118.0 / 255)
    static let grey119 = Color(.srgb, 119.0 / 255, 119.0 / 255, 119.0 / 255)

    static func pair(foreground: Bool, other: Color, lighter: Bool?) -> ContrastCandidateCheck {
        ContrastCandidateCheck(
            isForeground: foreground, other: other, otherLuminance: RelativeLuminance.of(other), lighter: lighter,
            backdrop: [], required: 4.5)
    }

    @Test("A text colour on white: #767676 meets 4.5:1, #777777 does not")
    func foreground() {
        let check = Self.pair(foreground: true, other: Self.white, lighter: nil)
        #expect(check.meets(Self.grey118))
        #expect(!check.meets(Self.grey119))
    }

    @Test("A background keeps its side of the foreground: black under #767676 text has 4.62:1 but flips it")
    func backgroundSide() {
        // The background was white, lighter than its #767676 text.
        let kept = Self.pair(foreground: false, other: Self.grey118, lighter: true)
        #expect(kept.meets(Self.white))
        #expect(!kept.meets(Self.black))
        // Without a side to keep (a translucent colour today), black meets the ratio.
        let free = Self.pair(foreground: false, other: Self.grey118, lighter: nil)
        #expect(free.meets(Self.black))
    }

    @Test("A separation breaks only when the simulated colours collide and the normal ones do not")
    func separation() {
        // One simulator; the other colour is the grey L* 50 for normal vision and simulated.
        let other = SeparationCandidateCheck.Other(
            labs: [SIMD3(50, 0, 0), SIMD3(50, 0, 0)], simulators: [0], backdrop: Self.white)
        // Candidates stand for their CIELAB pairs (normal, simulated), looked up by their red component.
        let labs: [Double: [SIMD3<Double>]] = [
            0.1: [SIMD3(70, 0, 0), SIMD3(52, 0, 0)],  // 17.6 apart, simulated 1.99: collides
            0.2: [SIMD3(70, 0, 0), SIMD3(70, 0, 0)],  // apart both ways
            0.3: [SIMD3(55, 0, 0), SIMD3(52, 0, 0)],  // alike (4.91) already for normal vision
        ]
        let check = SeparationCandidateCheck(others: [other], threshold: 10) { labs[$0.components.x]! }
        #expect(!check.keeps(Color(.srgb, 0.1, 0, 0)))
        #expect(check.keeps(Color(.srgb, 0.2, 0, 0)))
        #expect(check.keeps(Color(.srgb, 0.3, 0, 0)))
        #expect(SeparationCandidateCheck(others: [], threshold: 10) { _ in [] }.keeps(Color(.srgb, 0.1, 0, 0)))
    }

    @Test("Separations judged within reach in simulated lightness: the same verdict as a walk over every one")
    func separationsWithinReach() {
        // A fixed pseudo-random set (`SplitMix`) of 12 other colours over two backdrops, each kept apart under
        // some of three simulators, and 500 opaque candidates: CIELAB spread over the whole lightness range,
        // candidates standing for theirs (normal, then each simulator) by their red component. The walk is the
        // definition (every separation under every one of its simulators: simulated ΔE00 below the threshold
        // and normal ΔE00 not, by the exact kernel); the check meets the kernel only for the colours within
        // reach in simulated L* (ΔE00 ≥ |ΔL|/S_L).
        var random = SplitMix(state: 0x5DEE_CE66_D1CE_4E5B)
        func next() -> Double { Double.random(in: 0..<1, using: &random) }
        func labs() -> [SIMD3<Double>] {
            (0..<4).map { _ in SIMD3(100 * next(), 120 * next() - 60, 120 * next() - 60) }
        }
        let others = (0..<12).map { n in
            SeparationCandidateCheck.Other(
                labs: labs(), simulators: [0, 1, 2].filter { _ in next() < 0.6 },
                backdrop: n % 3 == 0 ? Self.black : Self.white)
        }
        var candidates: [Double: [SIMD3<Double>]] = [:]
        for i in 0..<500 { candidates[Double(i) / 1000] = labs() }
        let threshold = 10.0
        let check = SeparationCandidateCheck(others: others, threshold: threshold) { candidates[$0.components.x]! }
        func walk(_ mine: [SIMD3<Double>]) -> Bool {
            for other in others {
                for k in other.simulators
                where SeparationCandidateCheck.distance(mine[k + 1], other.labs[k + 1], limit: .infinity) < threshold
                    && SeparationCandidateCheck.distance(mine[0], other.labs[0], limit: .infinity) >= threshold
                {
                    return false
                }
            }
            return true
        }
        var broken = 0
        for i in 0..<500 {
            let x = Double(i) / 1000
            let expected = walk(candidates[x]!)
            #expect(check.keeps(Color(.srgb, x, 0, 0)) == expected)
            if !expected { broken += 1 }
        }
        // Both outcomes occur.
        #expect(broken > 50 && broken < 450)
    }

    @Test("Separations set one at a time as colours move: the same verdict as a walk over those that stand")
    func separationsSetAsColoursMove() {
        // The repair keeps one check per colour and sets the separations a move changes (`set`): a fixed
        // pseudo-random run (`SplitMix`) of 300 changes to 16 keys — a new other colour, another colour for the
        // same key, or none — over two backdrops and three simulators, each followed by 40 candidates judged by
        // the check and by the walk over the colours the keys name then (the definition, as in
        // `separationsWithinReach`: simulated ΔE00 below the threshold and normal ΔE00 not, by the exact kernel).
        var random = SplitMix(state: 0x2F6B_5D3A_91C4_E807)
        func next() -> Double { Double.random(in: 0..<1, using: &random) }
        func labs() -> [SIMD3<Double>] {
            (0..<4).map { _ in SIMD3(100 * next(), 120 * next() - 60, 120 * next() - 60) }
        }
        var candidates: [Double: [SIMD3<Double>]] = [:]
        for i in 0..<500 { candidates[Double(i) / 1000] = labs() }
        let threshold = 10.0
        var check = SeparationCandidateCheck(threshold: threshold) { candidates[$0.components.x]! }
        var standing: [Int: SeparationCandidateCheck.Other] = [:]
        func walk(_ mine: [SIMD3<Double>]) -> Bool {
            for other in standing.values {
                for k in other.simulators
                where SeparationCandidateCheck.distance(mine[k + 1], other.labs[k + 1], limit: .infinity) < threshold
                    && SeparationCandidateCheck.distance(mine[0], other.labs[0], limit: .infinity) >= threshold
                {
                    return false
                }
            }
            return true
        }
        var (broken, kept, removed) = (0, 0, 0)
        for _ in 0..<300 {
            let key = Int(next() * 16)
            var other: SeparationCandidateCheck.Other?
            if next() < 0.7 {
                other = SeparationCandidateCheck.Other(
                    labs: labs(), simulators: [0, 1, 2].filter { _ in next() < 0.6 },
                    backdrop: next() < 0.3 ? Self.black : Self.white)
            }
            if other == nil && standing[key] != nil { removed += 1 }
            standing[key] = other?.simulators.isEmpty == false ? other : nil
            check.set(key, to: other)
            for _ in 0..<40 {
                let x = Double(Int(next() * 500)) / 1000
                let expected = walk(candidates[x]!)
                #expect(check.keeps(Color(.srgb, x, 0, 0)) == expected)
                if expected { kept += 1 } else { broken += 1 }
            }
        }
        // Both verdicts occur, and keys are cleared as well as set.
        #expect(broken > 500 && kept > 500 && removed > 20)
    }

    @Test("Surfaces searched within reach in lightness: the same first surface as a walk over every one")
    func surfacesWithinReach() {
        // A fixed pseudo-random palette (`SplitMix`) of 48 surfaces clustered in lightness, so that candidates
        // come near many; the walk is the definition (every surface in the order collected, ΔE00 of the
        // colours), the check compares only those within reach (ΔE00 ≥ |ΔL|/S_L).
        var random = SplitMix(state: 0x2545_F491_4F6C_DD1D)
        func next() -> Double { Double.random(in: 0..<1, using: &random) }
        func colour() -> Color {
            let base = [0.05, 0.3, 0.55, 0.9][Int(next() * 4)]
            return Color(
                .srgb, min(1, base + 0.15 * next()), min(1, base + 0.15 * next()), min(1, base + 0.15 * next()))
        }
        let colours = (0..<48).map { _ in colour() }
        let labs = colours.map { $0.converted(to: .lab).components }
        let others = colours.indices.map {
            SurfaceCandidateCheck.Other(token: "s\($0)", lab: labs[$0], surface: $0, position: $0, today: labs[$0])
        }
        let ordered = SurfaceCandidateCheck.Ordered(others)
        let decidedSurface = 7
        let check = SurfaceCandidateCheck(
            decided: [
                SurfaceCandidateCheck.Decided(
                    appearance: .light, group: 0, scope: 0, backdrop: Self.white, today: labs[decidedSurface],
                    surfaces: ordered)
            ], moving: [decidedSurface])
        var merged = 0
        for _ in 0..<400 {
            let candidate = colour()
            var expected: Int?
            for t in colours.indices where t != decidedSurface {
                let today = DeltaE2000.between(colours[decidedSurface], colours[t])
                guard today > 1e-6 else { continue }
                if DeltaE2000.between(candidate, colours[t]) < min(PaletteRepair.surfaceSeparation, today) - 1e-9 {
                    expected = t
                    break
                }
            }
            #expect(check.firstMerged { _ in candidate }?.other.surface == expected)
            if expected != nil { merged += 1 }
        }
        // Both outcomes occur.
        #expect(merged > 20 && merged < 380)
    }

    @Test("A moved surface is near a search's candidates whenever it is within the separation of one")
    func readsNearMovedSurface() {
        // A search's candidates are noted by lightness (`Reads`); a surface moved from or to a lightness
        // `near` calls far from all of them cannot be within ΔE00 `surfaceSeparation` of any: the walk
        // below (ΔE00 of the colours) is the definition. Candidates are few and clustered, surfaces spread
        // over the whole lightness range, so that both outcomes occur.
        var random = SplitMix(state: 0x9E37_79B9_7F4A_7C15)
        func next() -> Double { Double.random(in: 0..<1, using: &random) }
        let far = Color(.srgb, 0.5, 0.5, 0.5).converted(to: .lab).components
        let others = [SurfaceCandidateCheck.Other(token: "far", lab: far, surface: 1, position: 0, today: far)]
        let reads = SurfaceCandidateCheck.Reads()
        let check = SurfaceCandidateCheck(
            decided: [
                SurfaceCandidateCheck.Decided(
                    appearance: .light, group: 3, scope: 0, backdrop: Self.white, today: far,
                    surfaces: SurfaceCandidateCheck.Ordered(others))
            ], moving: [], reads: reads)
        var candidates: [Color] = []
        for _ in 0..<6 {
            for base in [0.08, 0.97] {
                let candidate = Color(.srgb, base + 0.02 * next(), base + 0.02 * next(), base + 0.02 * next())
                candidates.append(candidate)
                _ = check.keeps(candidate)
            }
        }
        let compared = (reads.lightness[3] ?? []).sorted()
        #expect(compared.count == candidates.count)
        var nearCount = 0
        for _ in 0..<600 {
            let level = next()
            let surface = Color(.srgb, level, min(1, level + 0.05 * next()), level)
            let within = candidates.contains { DeltaE2000.between($0, surface) < PaletteRepair.surfaceSeparation }
            let near = SurfaceCandidateCheck.Reads.near(compared, surface.converted(to: .lab).components.x)
            if within { #expect(near) }
            if near { nearCount += 1 }
        }
        #expect(nearCount > 10 && nearCount < 590)
    }
}
