import ColorScience
import Foundation

/// `indistinct-colors` — two colours of one declared group (`groups:`, e.g. `status: [error, success,
/// warning]`) are too close to tell apart even with normal colour vision: their CIEDE2000 difference is
/// below `threshold` (10 ΔE00 by default, the same small-mark threshold as `cvd-collision`, whose
/// documentation gives the sources). Together the two rules flag every group pair that some viewer cannot
/// tell apart: this one when nobody can, `cvd-collision` when only some people cannot.
///
/// Translucent colours are composited first as in `cvd-collision`; pairs of colours with one opaque value
/// for every appearance are reported once, as appearance `any`.
public struct IndistinctColorsRule: Sendable {
    /// Creates the rule.
    public init() {}

    /// `threshold`: ΔE00 below which two members of a group are indistinct (10).
    public static let threshold = RuleParameter<Double>.number(
        .indistinctColors, "threshold", default: 10, "ΔE00; group members closer than this are indistinct")

    /// ID `indistinct-colors`, severity error; parameter `threshold` (ΔE00 10).
    public let descriptor = RuleDescriptor(
        id: .indistinctColors, defaultSeverity: .error,
        summary: "Colours of one group too close to tell apart even with normal vision",
        source: "CIEDE2000 (CIE 142-2001); Stone, Szafir & Setlur 2014 (difference vs mark size)",
        helpURI: "https://www.w3.org/WAI/WCAG22/Understanding/use-of-color.html",
        parameters: [Self.threshold.declaration], identityFacts: ["group"])
}
