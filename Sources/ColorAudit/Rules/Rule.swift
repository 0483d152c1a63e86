import ColorScience

/// A check over one palette. Rules are pure: they read the `AuditContext` and return findings with
/// their descriptor's ID; the `Auditor` applies configured severities and filters disabled rules.
public protocol Rule: Sendable {
    /// ID, default severity, parameters.
    var descriptor: RuleDescriptor { get }
    /// The findings for the context's palette, every requested appearance, at the rule's own severities
    /// (the auditor overrides them when configured).
    func evaluate(_ context: AuditContext) -> [Finding]
}
