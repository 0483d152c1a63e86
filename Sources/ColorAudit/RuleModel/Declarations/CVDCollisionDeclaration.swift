import ColorScience
import Foundation

/// `cvd-collision` — colours that must be told apart look alike to people with a colour-vision
/// deficiency: their CIEDE2000 difference ΔE00 after simulation is below `threshold` while for normal
/// vision it is at or above it (the distinction exists, and this viewer loses it).
///
/// Compared, within each appearance: the members of every declared group (`groups:`; findings are
/// errors, one per deficiency), and by default the colours a user must tell apart (`DistinguishedColors`:
/// status siblings on their text, icon and interactive colours, chart series, links against body text —
/// warnings; siblings told apart only by a hue name — notes). A pair of these role colours is reported
/// once, under its worst deficiency, naming every deficiency that collapses it (`PairCollapse`; fact
/// `deficiencies`), and only when the deficiency takes away at least half the threshold: a pair close
/// for everyone is not a colour-vision collision. With the parameter `allPairs: true` (`--all-pairs`)
/// every colour is compared with every other; so that the report grows with the number of colours rather
/// than pairs, each colour then gets one finding with its closest look-alike and the number of others
/// (groups are still reported in full).
///
/// Deficiencies: protanopia, deuteranopia, tritanopia and achromatopsia by default (achromatopsia only for
/// groups and all pairs unless named in the parameter `deficiencies`: between role colours it restates
/// "similar lightness" for hundreds of pairs), each with its
/// default model (`Deficiency.defaultModel`); the parameter `anomaly` (0…1, `--anomaly`; 0 = none) adds
/// protanomaly, deuteranomaly and tritanomaly at that severity; `deficiencies` (`--deficiency`) replaces
/// the list (anomalies named there are simulated at `anomaly`, or at 1 when it is 0).
/// Translucent colours are composited first (`ComparedColors`); pairs of colours that have one value for
/// every appearance are reported once, as appearance `any` (by the `Auditor`, `UniformFindings`). Swatches: the two colours as
/// compared (`original`) and as simulated (labelled with the deficiency), the latter clipped to sRGB for
/// display — ΔE00 is computed on the unclipped simulation.
///
/// Threshold: 10 ΔE00 by default. ΔE00 ≈ 1 is a just-noticeable difference for large patches side by
/// side, and from about 5 most observers see two different colours (the scale summarised by Mokrzycki &
/// Tatol, *Colour difference ΔE — a survey*, Machine Graphics & Vision 20(4), 2011). UI marks are small
/// — status dots, icons, text strokes — and Stone, Szafir & Setlur (*An engineering model for color
/// difference as a function of size*, IS&T CIC 2014) and Szafir (*Modeling color difference for
/// visualization design*, IEEE TVCG 24(1), 2018) measured that the difference needed to tell colours
/// apart grows steadily as marks shrink. So the large-patch value is doubled: 2 × 5 = 10, "clearly
/// different at icon size" (the factor is an engineering judgement informed by those studies, not a
/// published number). Set `cvd-collision.threshold` to tune it; see docs/cvd.md.
public struct CVDCollisionRule: Sendable {
    /// Creates the rule.
    public init() {}

    /// `threshold`: ΔE00 a pair must keep when simulated (10).
    public static let threshold = RuleParameter<Double>.number(
        .cvdCollision, "threshold", default: 10,
        "ΔE00; a pair at or above it for normal vision and below it simulated collides")

    /// `allPairs`: compare every colour, not only groups and the colours that must be told apart (false).
    public static let allPairs = RuleParameter<Bool>.flag(
        .cvdCollision, "allPairs", false,
        "compare every colour with every other, not just groups and the colours that must be told apart")

    /// `deficiencies`: the deficiencies simulated (protanopia, deuteranopia, tritanopia, achromatopsia).
    public static let deficiencies = RuleParameter<[String]>.words(
        .cvdCollision, "deficiencies", choices: Deficiency.allCases.map(\.rawValue),
        default: Deficiency.defaultChecks.map(\.rawValue),
        "the deficiencies simulated; anomalies at the anomaly severity, 1 when it is 0")

    /// `anomaly`: anomalous-trichromacy severity to check too (0 = none; 0…1).
    public static let anomaly = RuleParameter<Double>.number(
        .cvdCollision, "anomaly", default: 0,
        "also check protanomaly, deuteranomaly and tritanomaly at this severity, 0 = no", validRange: 0...1)

    /// ID `cvd-collision`, severity warning (error for declared groups); parameters `threshold` (ΔE00 10),
    /// `allPairs` (false), `deficiencies` (protanopia, deuteranopia, tritanopia, achromatopsia) and
    /// `anomaly` (0).
    public let descriptor = RuleDescriptor(
        id: .cvdCollision, defaultSeverity: .warning,
        summary: "Colours that must be told apart look alike with a colour-vision deficiency",
        source: "Viénot 1999, Brettel 1997, Machado 2009 simulations; CIEDE2000 (CIE 142-2001); Apple HIG, Color",
        helpURI: "https://www.w3.org/WAI/WCAG22/Understanding/use-of-color.html",
        parameters: [
            Self.threshold.declaration, Self.allPairs.declaration, Self.deficiencies.declaration,
            Self.anomaly.declaration,
        ], identityFacts: ["deficiency", "group"])
}
