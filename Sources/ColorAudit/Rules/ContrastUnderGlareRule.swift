import ColorScience

/// How `ContrastUnderGlareRule` judges a palette; its ID, descriptor and parameters are declared in
/// `RuleModel/Declarations/ContrastUnderGlareDeclaration.swift`.
extension ContrastUnderGlareRule: Rule {
    /// One finding per pair and appearance that passes without glare and fails with it; none when
    /// the `glare` parameter is 0.
    public func evaluate(_ context: AuditContext) -> [Finding] {
        let fraction = context.value(of: Self.glare)
        guard fraction > 0 else { return [] }
        let glare = Glare(fraction: fraction)
        return context.findings(of: descriptor) { pair in
            guard let requirement = ContrastRequirement.of(pair.declaration, in: context, appearance: pair.appearance)
            else { return nil }
            let dark = pair.stack.worstRatio
            let lit = glare.worstRatio(pair.stack)
            guard requirement.isMet(by: dark), !requirement.isMet(by: lit) else { return nil }
            let names = pair.tokens
            let stackText = names.count > 2 ? " over \(names.dropFirst(2).joined(separator: " over "))" : ""
            let percent = ValueText.number(glare.fraction * 100)
            let message =
                "\(names[0]) \(ValueText.describe(pair.foreground.value)) on \(names[1]) "
                + "\(ValueText.describe(pair.background.value))\(stackText): \(requirement.ratioText(dark)) meets "
                + "the \(ValueText.threshold(requirement.required)) of \(requirement.criterion) without glare but falls to "
                + "\(requirement.ratioText(lit)) with reflected light of \(percent) % of white"
            let facts = ["usage": pair.declaration.usage.rawValue]
            let worst = pair.stack.worstCase
            return Finding(
                rule: descriptor.id, severity: descriptor.defaultSeverity, appearance: pair.appearance, tokens: names,
                message: message, location: pair.location, relatedLocations: pair.relatedLocations,
                measurements: [
                    "ratio": .ratio(dark), "ratioGlare": .ratio(lit),
                    "required": .ratio(requirement.required, isLimit: true),
                    "glare": .fraction(fraction),
                ]
                .merging(TextSizeFacts.measurements(pair)) { $1 },
                facts: facts,
                swatches: [
                    Finding.Swatch(label: "foreground", token: names[0], color: pair.foreground.value.color),
                    Finding.Swatch(label: "background", token: names[1], color: pair.background.value.color),
                    Finding.Swatch(label: "seen", token: nil, color: worst.foreground),
                    Finding.Swatch(label: "seen on", token: nil, color: worst.background),
                ])
        }
    }
}
