import ColorScience

/// The descriptors of every rule ColorAudit has, in report order — what the layers below the rules
/// need of them (the validator, configuration dumps, suppressions, baseline identities): IDs,
/// parameters, identity facts. `RuleCatalog.all` holds the rules themselves in the same order
/// (`RuleParameterTests` checks that they list the same descriptors). IDs are stable: never rename one.
public enum RuleDescriptors {
    /// Every rule's descriptor (opt-in rules included; see `RuleDescriptor.enabledByDefault`).
    public static let all: [RuleDescriptor] = [
        NoPairsCheckedRule().descriptor,
        ContrastMinimumRule().descriptor,
        ContrastEnhancedRule().descriptor,
        NonTextContrastRule().descriptor,
        LinkInTextBlockRule().descriptor,
        FocusIndicatorContrastRule().descriptor,
        DisabledContrastRule().descriptor,
        CVDCollisionRule().descriptor,
        IndistinctColorsRule().descriptor,
        InteractiveStaticReuseRule().descriptor,
        KeyColorConsistencyRule().descriptor,
        WideGamutFallbackRule().descriptor,
        OutOfGamutRule().descriptor,
        MissingAppearanceRule().descriptor,
        IncreasedContrastVariantRule().descriptor,
        TextSizeMinimumRule().descriptor,
        ContrastUnderGlareRule().descriptor,
        ImageColorProfileRule().descriptor,
        UnresolvedReferenceRule().descriptor,
        ColorSetIntegerAlphaRule().descriptor,
        DTCGHexMismatchRule().descriptor,
    ]

    /// The descriptor of the rule with this ID, if any (a dictionary lookup).
    public static func descriptor(id: RuleID) -> RuleDescriptor? { byID[id] }

    private static let byID: [RuleID: RuleDescriptor] = Dictionary(
        all.map { ($0.id, $0) }, uniquingKeysWith: { first, _ in first })

    /// The parameter named `rule-id.parameter` (e.g. `contrast-minimum.normal`), if it exists.
    public static func parameter(named qualifiedName: String) -> RuleDescriptor.Parameter? {
        for descriptor in all {
            let id = descriptor.id.rawValue
            guard qualifiedName.hasPrefix(id + ".") else { continue }
            let name = qualifiedName.dropFirst(id.count + 1)
            if let parameter = descriptor.parameters.first(where: { $0.name == name }) { return parameter }
        }
        return nil
    }

    /// Every parameter as `rule-id.parameter`, in catalogue order.
    public static var parameterNames: [String] {
        all.flatMap { descriptor in descriptor.parameters.map { "\(descriptor.id).\($0.name)" } }
    }
}
