import ColorScience

/// How `FocusIndicatorContrastRule` judges a palette; its ID, descriptor and parameters are declared in
/// `RuleModel/Declarations/FocusIndicatorContrastDeclaration.swift`.
extension FocusIndicatorContrastRule: Rule {
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
