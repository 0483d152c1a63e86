import ColorScience

/// `wide-gamut-fallback` — a Display P3 (or other wide-gamut) colour outside sRGB looks different on an
/// sRGB screen: the explicit sRGB variant the palette offers (`ColorValue.srgbFallback`, e.g. an asset
/// catalog's `display-gamut: sRGB` entry), else the colour as written mapped into sRGB the way the
/// platform maps (`AuditContext.gamutMapping`: CSS gamut mapping on the web, per-channel clipping as
/// iOS and Android do). Every contrast pair involving such a colour is judged again as an sRGB
/// screen shows it, against the contrast rules' thresholds (`contrast-minimum.normal`/`.large`,
/// `non-text-contrast.minimum`; decorative pairs are skipped), and each pair whose verdict changes is
/// reported with both ratios and the ΔE00 between each wide-gamut colour and its sRGB rendering.
///
/// Severity: the rule's (warning) when the pair passes on the wide-gamut screen but fails on sRGB; note
/// when it is the other way round (the failure is already reported by the contrast rules). Fact `verdict`
/// says which: `fails-on-srgb` or `passes-on-srgb`.
///
/// Colour-vision comparisons involving such a colour are re-run the same way (`WideGamutCVDCheck.swift`):
/// a pair that is distinct as written but collides on sRGB (`collides-on-srgb`, warning) or the reverse
/// (`distinct-on-srgb`, note). They are `cvd-collision`'s comparisons: with that rule off, only contrast
/// pairs are re-judged.
public struct WideGamutFallbackRule: Sendable {
    /// Creates the rule.
    public init() {}

    /// ID `wide-gamut-fallback`, severity warning; thresholds are the contrast rules' parameters.
    public let descriptor = RuleDescriptor(
        id: .wideGamutFallback, defaultSeverity: .warning,
        summary: "Pairs with wide-gamut colours keep their contrast verdict on sRGB screens",
        source: "Apple Human Interface Guidelines, Color (wide color: provide sRGB fallbacks); WCAG 2.2 SC 1.4.3, "
            + "1.4.11 (thresholds of contrast-minimum and non-text-contrast)",
        helpURI: "https://developer.apple.com/design/human-interface-guidelines/color",
        identityFacts: ["usage", "deficiency", "verdict"])
}
