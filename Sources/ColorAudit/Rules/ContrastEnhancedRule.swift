import ColorScience

/// How `ContrastEnhancedRule` judges a palette; its ID, descriptor and parameters are declared in
/// `RuleModel/Declarations/ContrastEnhancedDeclaration.swift`.
extension ContrastEnhancedRule: Rule {
    /// One finding per text pair and appearance that meets 1.4.3 but not 1.4.6.
    public func evaluate(_ context: AuditContext) -> [Finding] {
        context.rankedFindings(of: descriptor) { pair in
            guard pair.declaration.usage.isText,
                let minimum = ContrastRequirement.of(pair.declaration, in: context, appearance: pair.appearance),
                let enhanced = ContrastRequirement.text(
                    pair.declaration, in: context, appearance: pair.appearance, normal: Self.normal,
                    large: Self.large, criterion: "WCAG 1.4.6")
            else { return nil }
            let ratio = pair.stack.worstRatio
            guard minimum.isMet(by: ratio), !enhanced.isMet(by: ratio) else { return nil }
            return (
                ratio / enhanced.required,
                {
                    ContrastFinding.make(
                        rule: descriptor, severity: descriptor.defaultSeverity, pair: pair, requirement: enhanced)
                }
            )
        }
    }
}
