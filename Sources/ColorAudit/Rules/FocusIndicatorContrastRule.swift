import ColorScience

/// `focus-indicator-contrast` — focus indicators that can be seen: WCAG 2.2 SC 1.4.11 Non-text Contrast
/// (the indicator against the colours next to it, 3:1) and SC 2.4.13 Focus Appearance (level AAA: the
/// same pixels differ by 3:1 between the focused and the unfocused state).
///
/// Checks pairs with usage `focus`: declared ones, and every `focus`-role colour against every
/// background of the same appearance (made by `AuditContext` for palettes without pairs, and for focus
/// colours that no declared pair uses). A pair that declares `unfocused` (the control's unfocused
/// border) is also checked focused against unfocused, both composited on the pair's background, with
/// `check: state-change` at severity warning; the background check has `check: background`.
public struct FocusIndicatorContrastRule: Rule {
    /// Creates the rule.
    public init() {}

    /// `minimum`: the indicator against its background (3).
    public static let minimum = RuleParameter<Double>.ratio(
        .focusIndicatorContrast, "minimum", 3.0, "contrast ratio required between a focus indicator and its background")
    /// `stateChange`: the focused against the unfocused colour (3).
    public static let stateChange = RuleParameter<Double>.ratio(
        .focusIndicatorContrast, "stateChange", 3.0,
        "contrast ratio required between the focused and the unfocused colour")

    /// ID `focus-indicator-contrast`, severity error (warning for the state change); parameters
    /// `minimum` (3) and `stateChange` (3).
    public let descriptor = RuleDescriptor(
        id: .focusIndicatorContrast, defaultSeverity: .error,
        summary: "Focus indicators at least 3:1 against the background and against the unfocused state",
        source: "WCAG 2.2 SC 1.4.11 Non-text Contrast; SC 2.4.13 Focus Appearance",
        helpURI: "https://www.w3.org/WAI/WCAG22/Understanding/focus-appearance.html",
        parameters: [Self.minimum.declaration, Self.stateChange.declaration])

    /// Findings per focus pair and appearance: below `minimum` against the background, and below
    /// `stateChange` against the declared unfocused colour.
    public func evaluate(_ context: AuditContext) -> [Finding] {
        var findings: [Finding] = []
        for pair in context.pairs where pair.declaration.usage == .focus {
            let requirement = ContrastRequirement.threshold(
                Self.minimum, in: context, appearance: pair.appearance,
                criterion: "WCAG 1.4.11 (focus indicator)")
            let stateChange = context.value(of: Self.stateChange, in: pair.appearance)
            if !requirement.isMet(by: pair.stack.worstRatio) {
                var finding = ContrastFinding.make(
                    rule: descriptor, severity: descriptor.defaultSeverity, pair: pair, requirement: requirement)
                finding.facts["check"] = "background"
                findings.append(finding)
            }
            if let unfocused = pair.unfocused {
                let unfocusedStack = LayerStack(
                    foreground: unfocused.value.color, background: pair.background.value.color,
                    backdrop: pair.backdrop.map(\.value.color))
                let ratio = pair.stack.worstRatio(against: unfocusedStack)
                guard !ContrastRatio.meets(ratio, stateChange) else { continue }
                let message =
                    "\(pair.foreground.token.name) on \(pair.background.token.name): the focused state is "
                    + "\(ValueText.ratio(ratio, against: stateChange)) against the unfocused \(unfocused.token.name), below the "
                    + "\(ValueText.threshold(stateChange)) required between focused and unfocused states "
                    + "(WCAG 2.4.13 Focus Appearance, AAA)"
                findings.append(
                    Finding(
                        rule: descriptor.id, severity: .warning, appearance: pair.appearance,
                        tokens: pair.tokens + [unfocused.token.name], message: message, location: pair.location,
                        relatedLocations: pair.relatedLocations + [
                            Finding.Related(
                                unfocused.value.location,
                                "unfocused \(unfocused.token.name), \((unfocused.inheritedFrom ?? pair.appearance).rawValue) value"
                            )
                        ],
                        measurements: [
                            "ratio": .ratio(ratio), "required": .ratio(stateChange, isLimit: true),
                            "ratioBackground": .ratio(pair.stack.worstRatio),
                        ],
                        facts: ["usage": "focus", "check": "state-change", "unfocused": unfocused.token.name],
                        swatches: [
                            Finding.Swatch(
                                label: "focused", token: pair.foreground.token.name,
                                color: pair.foreground.value.color),
                            Finding.Swatch(
                                label: "unfocused", token: unfocused.token.name, color: unfocused.value.color),
                            Finding.Swatch(
                                label: "background", token: pair.background.token.name,
                                color: pair.background.value.color),
                        ]))
            }
        }
        return findings
    }
}
