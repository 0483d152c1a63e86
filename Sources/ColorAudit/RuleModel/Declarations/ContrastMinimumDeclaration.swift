import ColorScience

/// `contrast-minimum` — WCAG 2.2 SC 1.4.3 Contrast (Minimum), level AA: text and images of text need
/// at least 4.5:1, large text 3:1 (large per `LargeText`). Judged on the worst case of the layer stack.
public struct ContrastMinimumRule: Sendable {
    /// Creates the rule.
    public init() {}

    /// `normal`: the ratio body text needs (4.5).
    public static let normal = RuleParameter<Double>.ratio(
        .contrastMinimum, "normal", 4.5, "contrast ratio required for body text")

    /// `large`: the ratio large text needs (3).
    public static let large = RuleParameter<Double>.ratio(
        .contrastMinimum, "large", 3.0, "contrast ratio required for large text")

    /// ID `contrast-minimum`, severity error; parameters `normal` (4.5) and `large` (3).
    public let descriptor = RuleDescriptor(
        id: .contrastMinimum, defaultSeverity: .error,
        summary: "Text contrast at least 4.5:1, large text 3:1 (AA)",
        source: "WCAG 2.2 SC 1.4.3 Contrast (Minimum)",
        helpURI: "https://www.w3.org/WAI/WCAG22/Understanding/contrast-minimum.html",
        parameters: [Self.normal.declaration, Self.large.declaration])
}
