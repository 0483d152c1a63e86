import ColorScience

/// `contrast-enhanced` — WCAG 2.2 SC 1.4.6 Contrast (Enhanced), level AAA: 7:1, large text 4.5:1
/// (the iOS guidelines' "7:1 is best"). Reported only for pairs that already meet the minimum, so a
/// failing pair is not reported twice.
public struct ContrastEnhancedRule: Sendable {
    /// Creates the rule.
    public init() {}

    /// `normal`: the ratio body text needs (7).
    public static let normal = RuleParameter<Double>.ratio(
        .contrastEnhanced, "normal", 7.0, "contrast ratio for body text")

    /// `large`: the ratio large text needs (4.5).
    public static let large = RuleParameter<Double>.ratio(
        .contrastEnhanced, "large", 4.5, "contrast ratio for large text")

    /// ID `contrast-enhanced`, severity note; parameters `normal` (7) and `large` (4.5).
    public let descriptor = RuleDescriptor(
        id: .contrastEnhanced, defaultSeverity: .note,
        summary: "Text contrast at least 7:1, large text 4.5:1 (AAA)",
        source: "WCAG 2.2 SC 1.4.6 Contrast (Enhanced)",
        helpURI: "https://www.w3.org/WAI/WCAG22/Understanding/contrast-enhanced.html",
        parameters: [Self.normal.declaration, Self.large.declaration])
}
