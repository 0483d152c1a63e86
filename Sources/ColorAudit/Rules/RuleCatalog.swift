import ColorScience

/// Every rule ColorAudit has, in report order (the order of `RuleDescriptors.all`, which holds their
/// descriptors for the layers below the rules). IDs are stable: never rename one.
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
}
