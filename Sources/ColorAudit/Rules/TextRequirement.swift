/// The ratio a text pair needs under a rule with `normal` and `large` parameters (the WCAG text rules
/// 1.4.3 and 1.4.6), and whether the text counts as large under the context's platform profile.
struct TextRequirement {
    /// The pair judged.
    var pair: ResolvedPair
    /// Large text under `LargeText`.
    var isLarge: Bool
    /// The rule's `large` or `normal` parameter.
    var required: Double

    /// Text and large-text pairs of the context, each with the requirement of `rule`.
    static func textPairs(_ context: AuditContext, rule: RuleDescriptor) -> [TextRequirement] {
        let normal = context.parameter("normal", of: rule)
        let large = context.parameter("large", of: rule)
        return context.pairs.compactMap { pair in
            let usage = pair.declaration.usage
            guard usage == .text || usage == .largeText else { return nil }
            let isLarge = LargeText.isLarge(pair.declaration, platform: context.platform)
            return TextRequirement(pair: pair, isLarge: isLarge, required: isLarge ? large : normal)
        }
    }

    /// "large text" or "body text".
    var sizeName: String { isLarge ? "large text" : "body text" }
}
