import ColorScience

/// `no-pairs-checked` — a palette with colours in which no pair is checked (no `pairs:`, and no roles that
/// form pairs: a scale of primitives, an asset catalog whose names say no role) passes every contrast rule
/// by checking nothing. Nothing checked is not a pass: one warning at the file, so `--strict` (or
/// `--rule no-pairs-checked=error`) makes a CI gate fail on it, with the two ways to give it pairs.
///
/// Not reported: a palette without colours (images only), and a palette none of whose appearances is
/// evaluated (`--appearance` names only appearances it lacks). Appearance `any`, no tokens, location the
/// file (line 0), facts `colors` (the number of colours read).
public struct NoPairsCheckedRule: Sendable {
    /// Creates the rule.
    public init() {}

    /// ID `no-pairs-checked`, severity warning; no parameters.
    public let descriptor = RuleDescriptor(
        id: .noPairsChecked, defaultSeverity: .warning,
        summary: "A palette with colours checks at least one pair (no pairs and no roles: nothing was checked)",
        source: "WCAG 2.2 SC 1.4.3 and 1.4.11 (contrast is a property of a pair: a colour alone has none)",
        helpURI: "https://www.w3.org/WAI/WCAG22/Understanding/contrast-minimum.html",
        identityFacts: [])
}
