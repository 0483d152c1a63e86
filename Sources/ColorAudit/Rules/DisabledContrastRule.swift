import ColorScience

/// How `DisabledContrastRule` judges a palette; its ID, descriptor and parameters are declared in
/// `RuleModel/Declarations/DisabledContrastDeclaration.swift`.
extension DisabledContrastRule: Rule {
    /// One finding per `disabled` pair and appearance below the floor.
    public func evaluate(_ context: AuditContext) -> [Finding] {
        context.pairs.compactMap { pair in
            guard pair.declaration.usage == .disabled else { return nil }
            let requirement = ContrastRequirement.threshold(
                Self.minimum, in: context, appearance: pair.appearance,
                criterion: "the disabled-contrast floor (WCAG exempts inactive components)")
            guard !requirement.isMet(by: pair.stack.worstRatio) else {
                return nil
            }
            return ContrastFinding.make(
                rule: descriptor, severity: descriptor.defaultSeverity, pair: pair, requirement: requirement)
        }
    }
}
