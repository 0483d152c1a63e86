import ColorScience

/// `contrast-under-glare` — opt-in: reflected ambient light adds luminance to both colours of a pair and
/// lowers its contrast (`Glare`). Reports pairs that meet their contrast requirement as WCAG measures it
/// ("in the dark": only WCAG's own 0.05 flare) but fall below it under the configured glare.
///
/// Opt-in through the glare amount, its parameter `glare` (0 by default: no glare, nothing found; the
/// CLI's `--glare indoor|outdoor|<fraction>` sets it). The rule itself is enabled by default and finds
/// nothing without a glare amount, so a palette's `rules:` or `--rule` level for it still applies. Requirements are the
/// contrast rules' thresholds
/// (`contrast-minimum.normal`/`.large`, `non-text-contrast.minimum`); decorative pairs are skipped.
/// Translucent stacks are judged on their worst case, as the contrast rules do.
public struct ContrastUnderGlareRule: Sendable {
    /// Creates the rule.
    public init() {}

    /// `glare`: the reflected ambient luminance as a fraction of white's (0 = off, the default).
    public static let glare = RuleParameter<Double>.number(
        .contrastUnderGlare, "glare", default: 0,
        "reflected ambient luminance as a fraction of white's — indoor ≈ 0.0143, outdoor ≈ 0.143, 0 = off",
        validRange: 0...Glare.maximumFraction)

    /// ID `contrast-under-glare`, severity note, active with a glare amount; parameter `glare` (0 to
    /// `Glare.maximumFraction`, default 0 = off).
    public let descriptor = RuleDescriptor(
        id: .contrastUnderGlare, defaultSeverity: .note,
        summary: "Pairs keep their required contrast under ambient glare (\(hint: .glare, "indoor|outdoor|FRACTION"))",
        source: "Reflected-luminance model (IEC 61966-2-1 viewing flare; EN 12464-1 illuminance; "
            + "DisplayMate screen reflectance); WCAG 2.2 SC 1.4.3, 1.4.11 thresholds",
        helpURI: "https://www.w3.org/WAI/WCAG22/Understanding/contrast-minimum.html",
        parameters: [Self.glare.declaration])
}
