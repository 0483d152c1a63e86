import ColorScience

/// A contrast pair as the repair's search for one of its colours sees it: the other colour as it stands,
/// and its relative luminance, found once per search, so that judging a candidate costs one luminance.
///
/// The decision is the repair's for the pair (`PaletteRepair`): the WCAG contrast ratio of the two opaque
/// colours (the worst over the backdrops, `LayerStack`, when one is translucent) meets the requirement,
/// and a background stays on its side of the foreground's luminance (lighter stays lighter).
struct ContrastCandidateCheck {
    /// Whether the searched colour is the pair's foreground.
    var isForeground: Bool
    /// The other colour of the pair, as it stands.
    var other: Color
    /// `RelativeLuminance.of(other)`.
    var otherLuminance: Double
    /// For a background: whether it is lighter than its foreground today; `nil` for a foreground, or when
    /// either colour is translucent (no side is kept then).
    var lighter: Bool?
    /// What translucent colours are composited over (`ResolvedPair.backdrop`).
    var backdrop: [Color]
    /// The contrast ratio required.
    var required: Double

    /// Whether the pair is met with the searched colour drawn in `candidate`.
    func meets(_ candidate: Color) -> Bool {
        guard candidate.isOpaque && other.isOpaque else {
            let layers =
                isForeground
                ? LayerStack(foreground: candidate, background: other, backdrop: backdrop)
                : LayerStack(foreground: other, background: candidate, backdrop: backdrop)
            return ContrastRatio.meets(layers.worstRatio, required)
        }
        let luminance = RelativeLuminance.of(candidate)
        guard ContrastRatio.meets(ContrastRatio.of(luminance, otherLuminance), required) else { return false }
        guard let lighter else { return true }
        return (luminance > otherLuminance) == lighter
    }
}

/// The colour-vision separations the repair's search for one colour keeps: the other colour of each as it
/// stands, in CIELAB for normal vision and then for each simulator, found once per search, so that a
/// candidate is converted once and compared with each.
///
/// A candidate breaks a separation when, under one of its simulators, the two colours are less than the
/// threshold apart (ΔE00) while for normal vision they are not: `CVDCollisionSearch.collides`' decision,
/// by the same kernel (`DeltaE2000.kernel`, exact below the threshold).
struct SeparationCandidateCheck {
    struct Other {
        /// CIELAB of the other colour (composited over `backdrop` when translucent): normal vision first,
        /// then each simulator, by index.
        var labs: [SIMD3<Double>]
        /// The simulators the separation is kept under (indices into `labs`, less one).
        var simulators: [Int]
        /// What a translucent candidate is composited over.
        var backdrop: Color
    }

    var others: [Other]
    /// The `cvd-collision` threshold (ΔE00).
    var threshold: Double
    /// CIELAB of an opaque colour, as `Other.labs` (the repair's cache).
    var labs: (Color) -> [SIMD3<Double>]

    /// Whether the searched colour drawn in `candidate` keeps every separation.
    func keeps(_ candidate: Color) -> Bool {
        guard !others.isEmpty else { return true }
        let opaque = candidate.isOpaque ? labs(candidate) : nil
        for other in others {
            let mine = opaque ?? labs(Compositing.sourceOver(candidate, other.backdrop))
            for simulator in other.simulators
            where Self.distance(mine[simulator + 1], other.labs[simulator + 1], limit: threshold) < threshold {
                if Self.distance(mine[0], other.labs[0], limit: threshold) >= threshold { return false }
            }
        }
        return true
    }

    /// CIEDE2000 between two CIELAB colours (`DeltaE2000.kernel`, exact below `limit`).
    static func distance(_ p: SIMD3<Double>, _ q: SIMD3<Double>, limit: Double) -> Double {
        DeltaE2000.kernel(
            p.x, p.y, p.z, (p.y * p.y + p.z * p.z).squareRoot(), q.x, q.y, q.z, (q.y * q.y + q.z * q.z).squareRoot(),
            limit: limit)
    }
}
