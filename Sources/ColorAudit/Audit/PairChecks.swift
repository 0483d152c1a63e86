import ColorScience

/// The contrast checks of a resolved pair (`PairCheck`): one per case of its layer stack, each judged by
/// the pair's minimum requirement (`ContrastRequirement`).
extension PairCheck {
    /// The checks of one resolved pair: one per case of its layer stack.
    static func checks(_ pair: ResolvedPair, in context: AuditContext) -> [PairCheck] {
        let requirement = ContrastRequirement.of(pair.declaration, in: context, appearance: pair.appearance)
        let rule: RuleID? =
            switch pair.declaration.usage {
            case .decorative, .disabled: nil
            case .ui: NonTextContrastRule().descriptor.id
            case .focus: FocusIndicatorContrastRule().descriptor.id
            case .text, .largeText, .link: ContrastMinimumRule().descriptor.id
            }
        return pair.stack.cases.map { seen in
            let backdrop = pair.backdropDescription(seen)
            return PairCheck(
                appearance: pair.appearance, tokens: pair.tokens, backdrop: backdrop, usage: pair.declaration.usage,
                pairing: pair.declaration.formedBy ?? "declared",
                ratio: seen.ratio, apca: seen.apca, required: requirement?.required, rule: rule,
                passes: requirement?.isMet(by: seen.ratio) ?? true, location: pair.location)
        }
    }
}
