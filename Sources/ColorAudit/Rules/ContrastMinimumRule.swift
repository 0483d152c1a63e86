import ColorScience

/// How `ContrastMinimumRule` judges a palette; its ID, descriptor and parameters are declared in
/// `RuleModel/Declarations/ContrastMinimumDeclaration.swift`.
extension ContrastMinimumRule: Rule {
    /// One finding per text pair and appearance below its requirement.
    public func evaluate(_ context: AuditContext) -> [Finding] {
        context.rankedFindings(of: descriptor) { pair in
            guard
                let requirement = ContrastRequirement.text(
                    pair.declaration, in: context, appearance: pair.appearance, normal: Self.normal,
                    large: Self.large, criterion: "WCAG 1.4.3"),
                !requirement.isMet(by: pair.stack.worstRatio)
            else { return nil }
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
