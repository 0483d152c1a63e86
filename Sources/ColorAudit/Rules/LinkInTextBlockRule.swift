import ColorScience

/// How `LinkInTextBlockRule` judges a palette; its ID, descriptor and parameters are declared in
/// `RuleModel/Declarations/LinkInTextBlockDeclaration.swift`.
extension LinkInTextBlockRule: Rule {
    /// One finding per link pair and appearance whose link is closer than `minimum` to its surrounding text.
    public func evaluate(_ context: AuditContext) -> [Finding] {
        context.pairs.compactMap { pair in
            guard pair.declaration.usage == .link, !pair.declaration.underlined, let text = pair.surroundingText
            else { return nil }
            let required = context.value(of: Self.minimum, in: pair.appearance)
            let textStack = LayerStack(
                foreground: text.value.color, background: pair.background.value.color,
                backdrop: pair.backdrop.map(\.value.color))
            let ratioText = pair.stack.worstRatio(against: textStack)
            guard !ContrastRatio.meets(ratioText, required) else { return nil }
            let ratioBackground = pair.stack.worstRatio
            let background = ContrastRequirement.of(pair.declaration, in: context, appearance: pair.appearance)
            let backgroundFails = background.map { !$0.isMet(by: ratioBackground) } ?? false
            var message =
                "\(pair.foreground.token.name) on \(pair.background.token.name): the link is "
                + "\(ValueText.ratio(ratioText, against: required)) against the surrounding text \(text.token.name), below the "
                + "\(ValueText.threshold(required)) links need when only colour marks them (WCAG 1.4.1, G183; "
                + "or underline them)"
            if let background {
                message +=
                    "; against the background \(ValueText.ratio(ratioBackground, against: background.required)) "
                    + (backgroundFails
                        ? "is below \(ValueText.threshold(background.required)) too"
                        : "meets \(ValueText.threshold(background.required))")
            }
            var measurements: [String: Finding.Measurement] = [
                "ratio": .ratio(ratioText), "required": .ratio(required, isLimit: true),
                "ratioBackground": .ratio(ratioBackground),
            ]
            if let background { measurements["requiredBackground"] = .ratio(background.required, isLimit: true) }
            measurements.merge(TextSizeFacts.measurements(pair)) { $1 }
            var swatches = ContrastFinding.swatches(pair, pair.stack.worstCase)
            swatches.append(Finding.Swatch(label: "surrounding text", token: text.token.name, color: text.value.color))
            if swatches.count > 3 || !text.value.color.isOpaque {
                swatches.append(
                    Finding.Swatch(label: "surrounding text seen", token: nil, color: textStack.worstCase.foreground))
            }
            return Finding(
                rule: descriptor.id, severity: descriptor.defaultSeverity, appearance: pair.appearance,
                tokens: pair.tokens + [text.token.name], message: message, location: pair.location,
                relatedLocations: pair.relatedLocations + [
                    Finding.Related(
                        text.value.location,
                        "surrounding text \(text.token.name), \((text.inheritedFrom ?? pair.appearance).rawValue) value"
                    )
                ], measurements: measurements,
                facts: [
                    "usage": pair.declaration.usage.rawValue, "surroundingText": text.token.name,
                    "failed": backgroundFails ? "surrounding-text,background" : "surrounding-text",
                ],
                swatches: swatches)
        }
    }
}
