import ColorScience

/// How `IncreasedContrastVariantRule` judges a palette; its ID, descriptor and parameters are declared in
/// `RuleModel/Declarations/IncreasedContrastVariantDeclaration.swift`.
extension IncreasedContrastVariantRule: Rule {
    /// One finding per high-contrast pair that is lower than its standard counterpart or below target.
    public func evaluate(_ context: AuditContext) -> [Finding] {
        context.findings(of: descriptor) { pair in
            let textTarget = context.value(of: Self.text, in: pair.appearance)
            let largeTarget = context.value(of: Self.largeText, in: pair.appearance)
            let ignoreAbove = context.value(of: Self.ignoreAbove, in: pair.appearance)
            guard let standard = pair.appearance.standardVariant, !pair.declaration.usage.isExempt,
                let base = Self.stack(pair.declaration, in: standard, context.token(named:))
            else { return nil }
            let high = pair.stack.worstRatio
            let low = base.stack.worstRatio
            let usage = pair.declaration.usage
            let isText = usage.isText
            let isLarge = LargeText.isLarge(pair.declaration, platform: context.platform)
            if high < low && !ContrastRatio.meets(high, ignoreAbove) {
                return finding(pair, standard, base, high: high, low: low, target: nil, severity: .warning)
            }
            let target = isLarge ? largeTarget : textTarget
            if isText && !ContrastRatio.meets(high, target) {
                return finding(pair, standard, base, high: high, low: low, target: target, severity: .note)
            }
            return nil
        }
    }

    /// The declaration resolved in another appearance: its stack and the value locations used.
    static func stack(
        _ declaration: PairDeclaration, in appearance: Appearance, _ token: (String) -> ColorToken?
    ) -> (stack: LayerStack, values: [ColorValue])? {
        let names = [declaration.foreground, declaration.background] + declaration.backdrop
        var values: [ColorValue] = []
        for name in names {
            guard let value = token(name)?.resolve(appearance)?.value else { return nil }
            values.append(value)
        }
        let stack = LayerStack(
            foreground: values[0].color, background: values[1].color, backdrop: values.dropFirst(2).map(\.color))
        return (stack, values)
    }

    private func finding(
        _ pair: ResolvedPair, _ standard: Appearance, _ base: (stack: LayerStack, values: [ColorValue]), high: Double,
        low: Double, target: Double?, severity: Severity
    ) -> Finding {
        let names = pair.tokens
        let stackText = names.count > 2 ? " over \(names.dropFirst(2).joined(separator: " over "))" : ""
        let here = pair.appearance.rawValue
        let unchanged = [pair.foreground, pair.background].allSatisfy { $0.inheritedFrom != nil }
        var message =
            "\(names[0]) \(ValueText.describe(pair.foreground.value)) on \(names[1]) "
            + "\(ValueText.describe(pair.background.value))\(stackText): "
        var measurements: [String: Finding.Measurement] = ["ratio": .ratio(high), "ratioStandard": .ratio(low)]
        var facts = ["usage": pair.declaration.usage.rawValue, "standardAppearance": standard.rawValue]
        if let target {
            message +=
                "\(ValueText.ratio(high, against: target)) in \(here) (\(ValueText.ratio(low, against: target)) in \(standard.rawValue)) "
                + "stays below the \(ValueText.threshold(target)) increased contrast should reach"
            measurements["required"] = .ratio(target, isLimit: true)
            facts["check"] = "below-target"
        } else {
            message +=
                "contrast drops from \(ValueText.ratio(low)) in \(standard.rawValue) to \(ValueText.ratio(high)) "
                + "in \(here); increased contrast must not lower it"
            facts["check"] = "lower-than-standard"
        }
        if unchanged { message += " (both colours inherit their \(standard.rawValue) values)" }
        measurements.merge(TextSizeFacts.measurements(pair)) { $1 }
        let parts = ["foreground", "background"] + Array(repeating: "backdrop", count: max(0, base.values.count - 2))
        let baseNames = [pair.declaration.foreground, pair.declaration.background] + pair.declaration.backdrop
        var related = pair.relatedLocations
        for (index, value) in base.values.enumerated() {
            related.append(
                Finding.Related(value.location, "\(parts[index]) \(baseNames[index]), \(standard.rawValue) value"))
        }
        var seen = Set<SourceLocation>([pair.location])
        related = related.filter { seen.insert($0.location).inserted }
        return Finding(
            rule: descriptor.id, severity: severity, appearance: pair.appearance, tokens: names, message: message,
            location: pair.location, relatedLocations: related, measurements: measurements, facts: facts,
            swatches: [
                Finding.Swatch(label: "foreground", token: names[0], color: pair.foreground.value.color),
                Finding.Swatch(label: "background", token: names[1], color: pair.background.value.color),
                Finding.Swatch(label: "\(standard.rawValue) foreground", token: names[0], color: base.values[0].color),
                Finding.Swatch(label: "\(standard.rawValue) background", token: names[1], color: base.values[1].color),
            ])
    }
}
