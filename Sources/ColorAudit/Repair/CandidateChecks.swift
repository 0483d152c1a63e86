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
