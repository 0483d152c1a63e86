import ColorScience

/// Every rule ColorAudit has, in report order. IDs are stable: never rename one.
public enum RuleCatalog {
    /// All rules (opt-in ones included; they check `enabledByDefault`).
    public static let all: [any Rule] = [
        NoPairsCheckedRule(),
        ContrastMinimumRule(),
        ContrastEnhancedRule(),
        NonTextContrastRule(),
        LinkInTextBlockRule(),
        FocusIndicatorContrastRule(),
        DisabledContrastRule(),
        CVDCollisionRule(),
        IndistinctColorsRule(),
        InteractiveStaticReuseRule(),
        KeyColorConsistencyRule(),
        WideGamutFallbackRule(),
        OutOfGamutRule(),
        MissingAppearanceRule(),
        IncreasedContrastVariantRule(),
        TextSizeMinimumRule(),
        ContrastUnderGlareRule(),
        ImageColorProfileRule(),
        UnresolvedReferenceRule(),
        ColorSetIntegerAlphaRule(),
        DTCGHexMismatchRule(),
    ]

    /// The rule with this ID, if any.
    public static func rule(id: RuleID) -> (any Rule)? {
        all.first { $0.descriptor.id == id }
    }

    /// The descriptor of the rule with this ID, if any (a dictionary lookup).
    public static func descriptor(id: RuleID) -> RuleDescriptor? { descriptorsByID[id] }

    private static let descriptorsByID: [RuleID: RuleDescriptor] = Dictionary(
        all.map { ($0.descriptor.id, $0.descriptor) }, uniquingKeysWith: { first, _ in first })

    /// The parameter named `rule-id.parameter` (e.g. `contrast-minimum.normal`), if it exists.
    public static func parameter(named qualifiedName: String) -> RuleDescriptor.Parameter? {
        for rule in all {
            let id = rule.descriptor.id.rawValue
            guard qualifiedName.hasPrefix(id + ".") else { continue }
            let name = qualifiedName.dropFirst(id.count + 1)
            if let parameter = rule.descriptor.parameters.first(where: { $0.name == name }) { return parameter }
        }
        return nil
    }

    /// Every parameter as `rule-id.parameter`, in catalogue order.
    public static var parameterNames: [String] {
        all.flatMap { rule in rule.descriptor.parameters.map { "\(rule.descriptor.id).\($0.name)" } }
    }
}
