import ColorScience

/// `link-in-text-block` — a link inside a block of text that is told apart only by colour must differ
/// from the text around it: WCAG 2.2 SC 1.4.1 Use of Color, sufficient technique G183 ("a contrast ratio
/// of 3:1 with surrounding text and providing additional visual cues on hover and focus"); axe-core's
/// rule of the same name.
///
/// Applies to pairs with usage `link` that declare `surroundingText` and are not `underlined`. The link
/// and the surrounding text are each composited on the pair's background stack, and the contrast ratio
/// between the two as seen is compared with `minimum`; a translucent stack is judged on its worst case.
/// The link's own contrast against its background is `contrast-minimum`'s (links are text); the finding
/// carries both ratios and says which requirement failed.
public struct LinkInTextBlockRule: Rule {
    /// Creates the rule.
    public init() {}

    /// `minimum`: the ratio between a link and the text around it (3).
    public static let minimum = RuleParameter<Double>.ratio(
        .linkInTextBlock, "minimum", 3.0, "contrast ratio required between a link and the text around it")

    /// ID `link-in-text-block`, severity error; parameter `minimum` (3).
    public let descriptor = RuleDescriptor(
        id: .linkInTextBlock, defaultSeverity: .error,
        summary: "Links in text without an underline at least 3:1 against the surrounding text",
        source: "WCAG 2.2 SC 1.4.1 Use of Color, technique G183; axe-core link-in-text-block",
        helpURI: "https://www.w3.org/WAI/WCAG22/Understanding/use-of-color.html",
        parameters: [Self.minimum.declaration])

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
