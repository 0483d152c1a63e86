import ColorScience

/// How `NonTextContrastRule` judges a palette; its ID, descriptor and parameters are declared in
/// `RuleModel/Declarations/NonTextContrastDeclaration.swift`.
extension NonTextContrastRule: Rule {
    /// One finding per `ui` pair and appearance below the minimum.
    public func evaluate(_ context: AuditContext) -> [Finding] {
        context.rankedFindings(of: descriptor) { pair in
            guard pair.declaration.usage == .ui else { return nil }
            let requirement = ContrastRequirement.threshold(
                Self.minimum, in: context, appearance: pair.appearance, criterion: "WCAG 1.4.11 (non-text)"
            )
            guard !requirement.isMet(by: pair.stack.worstRatio) else { return nil }
            return (
                pair.stack.worstRatio / requirement.required,
                {
                    ContrastFinding.make(
                        rule: descriptor, severity: descriptor.defaultSeverity, pair: pair, requirement: requirement)
                }
            )
        }
    }
}
