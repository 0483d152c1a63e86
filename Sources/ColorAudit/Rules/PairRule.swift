import ColorScience

/// A rule that judges pairs one at a time and can say which pairs it judges, so that the audit records
/// the passing judgements too (`RuleCheck`). `subjects(of:in:)` returns what the rule's finding about the
/// pair would name — the same appearance and tokens — whether or not the pair passes; nothing when the
/// rule does not apply to the pair (a `ui` pair under `contrast-minimum`, an opaque sRGB pair under
/// `wide-gamut-fallback`). It must agree with `evaluate`: every finding about a pair has a subject.
protocol PairRule: Rule {
    /// The judgements the rule makes of `pair` (empty when it does not apply).
    func subjects(of pair: ResolvedPair, in context: AuditContext) -> [RuleCheck.Subject]
}

extension PairRule {
    /// `pair`'s own appearance and tokens, the subject of most pair rules.
    func subject(_ pair: ResolvedPair, extra: [String] = []) -> RuleCheck.Subject {
        RuleCheck.Subject(appearance: pair.appearance, tokens: pair.tokens + extra)
    }
}

extension ContrastMinimumRule: PairRule {
    /// Text, large-text and link pairs (WCAG 1.4.3).
    public func subjects(of pair: ResolvedPair, in context: AuditContext) -> [RuleCheck.Subject] {
        ContrastRequirement.text(
            pair.declaration, in: context, appearance: pair.appearance, normal: Self.normal, large: Self.large,
            criterion: "WCAG 1.4.3")
            == nil
            ? [] : [subject(pair)]
    }
}

extension ContrastEnhancedRule: PairRule {
    /// Text pairs that meet 1.4.3 (a pair below it is `contrast-minimum`'s).
    public func subjects(of pair: ResolvedPair, in context: AuditContext) -> [RuleCheck.Subject] {
        guard pair.declaration.usage.isText,
            let minimum = ContrastRequirement.of(pair.declaration, in: context, appearance: pair.appearance),
            minimum.isMet(by: pair.stack.worstRatio)
        else { return [] }
        return [subject(pair)]
    }
}

extension NonTextContrastRule: PairRule {
    /// `ui` pairs (WCAG 1.4.11).
    public func subjects(of pair: ResolvedPair, in context: AuditContext) -> [RuleCheck.Subject] {
        pair.declaration.usage == .ui ? [subject(pair)] : []
    }
}

extension FocusIndicatorContrastRule: PairRule {
    /// Focus pairs against their background, and against the unfocused colour when declared.
    public func subjects(of pair: ResolvedPair, in context: AuditContext) -> [RuleCheck.Subject] {
        guard pair.declaration.usage == .focus else { return [] }
        return [subject(pair)] + (pair.unfocused.map { [subject(pair, extra: [$0.token.name])] } ?? [])
    }
}

extension LinkInTextBlockRule: PairRule {
    /// Links that are not underlined, against their surrounding text.
    public func subjects(of pair: ResolvedPair, in context: AuditContext) -> [RuleCheck.Subject] {
        guard pair.declaration.usage == .link, !pair.declaration.underlined, let text = pair.surroundingText
        else { return [] }
        return [subject(pair, extra: [text.token.name])]
    }
}

extension DisabledContrastRule: PairRule {
    /// Pairs of inactive components.
    public func subjects(of pair: ResolvedPair, in context: AuditContext) -> [RuleCheck.Subject] {
        pair.declaration.usage == .disabled ? [subject(pair)] : []
    }
}

extension TextSizeMinimumRule: PairRule {
    /// Declared text pairs with a font size, once per declaration (appearance `any`).
    public func subjects(of pair: ResolvedPair, in context: AuditContext) -> [RuleCheck.Subject] {
        guard pair.isDeclared, pair.declaration.usage.isText, pair.declaration.fontSize(on: context.platform) != nil
        else { return [] }
        return [RuleCheck.Subject(appearance: .any, tokens: pair.tokens)]
    }
}

extension ContrastUnderGlareRule: PairRule {
    /// With `--glare`: pairs with a contrast requirement.
    public func subjects(of pair: ResolvedPair, in context: AuditContext) -> [RuleCheck.Subject] {
        guard context.value(of: Self.glare) > 0,
            ContrastRequirement.of(pair.declaration, in: context, appearance: pair.appearance) != nil
        else { return [] }
        return [subject(pair)]
    }
}

extension IncreasedContrastVariantRule: PairRule {
    /// Pairs with a requirement in an increased-contrast appearance, compared with its standard one.
    public func subjects(of pair: ResolvedPair, in context: AuditContext) -> [RuleCheck.Subject] {
        guard let standard = pair.appearance.standardVariant, !pair.declaration.usage.isExempt,
            Self.stack(pair.declaration, in: standard, context.token(named:)) != nil
        else { return [] }
        return [subject(pair)]
    }
}

extension WideGamutFallbackRule: PairRule {
    /// Pairs with a requirement and a colour outside sRGB or with an explicit sRGB variant (contrast part).
    public func subjects(of pair: ResolvedPair, in context: AuditContext) -> [RuleCheck.Subject] {
        guard ContrastRequirement.of(pair.declaration, in: context, appearance: pair.appearance) != nil else {
            return []
        }
        let layers = [pair.foreground, pair.background] + pair.backdrop
        let affected = layers.contains { !$0.value.color.isInGamut(.srgb) || $0.value.srgbFallback != nil }
        return affected ? [subject(pair)] : []
    }
}

extension MissingAppearanceRule: PairRule {
    /// Pairs with a requirement in an appearance the palette writes values for, when none of their colours
    /// inherits its value there (a pair that inherits is judged through the inheriting colour's finding).
    public func subjects(of pair: ResolvedPair, in context: AuditContext) -> [RuleCheck.Subject] {
        guard pair.appearance != .any, !pair.declaration.usage.isExempt,
            context.palette.tokens.contains(where: { $0.values[pair.appearance] != nil })
        else { return [] }
        let layers = [pair.foreground, pair.background] + pair.backdrop
        return layers.contains { $0.inheritedFrom.map { $0 != .any } ?? false } ? [] : [subject(pair)]
    }
}
