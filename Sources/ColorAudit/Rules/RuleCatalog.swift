/// Every rule ColorAudit has, in report order. IDs are stable: never rename one.
public enum RuleCatalog {
    /// All rules (opt-in ones included; they check `enabledByDefault`).
    public static let all: [any Rule] = [
        ContrastMinimumRule(),
        ContrastEnhancedRule(),
        NonTextContrastRule(),
    ]

    /// The rule with this ID, if any.
    public static func rule(id: String) -> (any Rule)? {
        all.first { $0.descriptor.id == id }
    }
}
