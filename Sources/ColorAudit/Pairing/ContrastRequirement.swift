import ColorScience

/// The contrast a pair must reach under a WCAG contrast rule, with its configured threshold: text
/// `normal` or `large` (by `LargeText`) of `contrast-minimum` (1.4.3) or `contrast-enhanced` (1.4.6),
/// non-text UI `non-text-contrast.minimum` (1.4.11), focus indicators `focus-indicator-contrast.minimum`
/// (1.4.11); decorative pairs and inactive components (`disabled`) have none. Shared by the contrast
/// rules and by the rules that re-judge a pair under other conditions (sRGB screens, glare, another
/// appearance).
struct ContrastRequirement {
    /// The ratio required (met when the ratio is at least this).
    var required: Double
    /// Which criterion, e.g. "WCAG 1.4.3 (body text, web)" (text sizes depend on the platform profile).
    var criterion: String
    /// True when the threshold was configured to something other than the rule's default (messages then
    /// say "custom threshold" instead of attributing the number to WCAG).
    var isCustom: Bool

    /// The minimum requirement (1.4.3 or 1.4.11) for `declaration` judged in `appearance` (whose
    /// per-appearance thresholds apply; `nil` = none) in `context`, or `nil` for decorative pairs and
    /// inactive components.
    static func of(_ declaration: PairDeclaration, in context: AuditContext, appearance: Appearance?)
        -> ContrastRequirement?
    {
        switch declaration.usage {
        case .decorative, .disabled:
            return nil
        case .ui:
            return threshold(
                NonTextContrastRule.minimum, in: context, appearance: appearance, criterion: "WCAG 1.4.11 (non-text)")
        case .focus:
            return threshold(
                FocusIndicatorContrastRule.minimum, in: context, appearance: appearance,
                criterion: "WCAG 1.4.11 (focus indicator)")
        case .text, .largeText, .link:
            return text(
                declaration, in: context, appearance: appearance, normal: ContrastMinimumRule.normal,
                large: ContrastMinimumRule.large, criterion: "WCAG 1.4.3")
        }
    }

    /// The requirement of a text rule with `normal` and `large` thresholds for a text or large-text
    /// declaration; `nil` for other usages. `criterion` names the success criterion ("WCAG 1.4.6").
    static func text(
        _ declaration: PairDeclaration, in context: AuditContext, appearance: Appearance?,
        normal: RuleParameter<Double>, large: RuleParameter<Double>, criterion: String
    ) -> ContrastRequirement? {
        guard declaration.usage.isText else { return nil }
        let isLarge = LargeText.isLarge(declaration, platform: context.platform)
        return threshold(
            isLarge ? large : normal, in: context, appearance: appearance,
            criterion: "\(criterion) (\(isLarge ? "large text" : "body text"), \(context.platform.rawValue))")
    }

    /// The threshold `parameter` in `appearance` (`AuditContext.value(of:in:)`) as a requirement.
    static func threshold(
        _ parameter: RuleParameter<Double>, in context: AuditContext, appearance: Appearance?, criterion: String
    ) -> ContrastRequirement {
        let value = context.value(of: parameter, in: appearance)
        return ContrastRequirement(required: value, criterion: criterion, isCustom: value != parameter.defaultValue)
    }

    /// Whether `ratio` meets the requirement (`ContrastRatio.meets`: at least the threshold, at the
    /// ratio resolution of six decimals).
    func isMet(by ratio: Double) -> Bool { ContrastRatio.meets(ratio, required) }

    /// A measured ratio as text with the decimals this threshold needs, "4.49:1" (truncated; see
    /// `ContrastRatio.format(_:against:)`).
    func ratioText(_ ratio: Double) -> String { ValueText.ratio(ratio, against: required) }

    /// "required by WCAG 1.4.3 (body text, web)" or "(custom threshold; WCAG 1.4.3 (body text, web))".
    var basis: String { isCustom ? "(custom threshold; \(criterion))" : "required by \(criterion)" }
}
