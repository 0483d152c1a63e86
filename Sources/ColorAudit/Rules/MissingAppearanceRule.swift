import ColorScience

/// How `MissingAppearanceRule` judges a palette; its ID, descriptor and parameters are declared in
/// `RuleModel/Declarations/MissingAppearanceDeclaration.swift`.
extension MissingAppearanceRule: Rule {
    /// At most this many pairs are listed in a finding's `pairs` fact (then "… N more"); the finding keeps
    /// the count and the worst pair however many there are.
    public static let listedPairsLimit = 20

    /// What one inherited token's uses add up to: the first use's layer, the worst pair, the count and the
    /// first `listedPairsLimit` pairs as text (memory does not grow with the uses).
    private struct Uses {
        var layer: ResolvedPair.Layer
        var worst: ResolvedPair
        var worstMargin: Double
        var count = 0
        var listed: [String] = []
    }

    /// One finding per appearance and token that inherits its value there.
    public func evaluate(_ context: AuditContext) -> [Finding] {
        var findings: [Finding] = []
        // The use with the lowest ratio relative to what it needs (ratio itself when no requirement).
        func margin(_ pair: ResolvedPair) -> Double {
            pair.stack.worstRatio
                / (ContrastRequirement.of(pair.declaration, in: context, appearance: pair.appearance)?.required ?? 1)
        }
        for appearance in context.appearances where appearance != .any {
            guard context.palette.tokens.contains(where: { $0.values[appearance] != nil }) else { continue }
            var order: [String] = []
            var uses: [String: Uses] = [:]
            for pair in context.pairs where pair.appearance == appearance && !pair.declaration.usage.isExempt {
                for layer in [pair.foreground, pair.background] + pair.backdrop {
                    guard let from = layer.inheritedFrom, from != .any,
                        !(appearance.isTheme && from == appearance.standardAppearance)
                    else { continue }
                    let name = layer.token.name
                    let m = margin(pair)
                    if uses[name] == nil {
                        order.append(name)
                        uses[name] = Uses(layer: layer, worst: pair, worstMargin: m)
                    }
                    uses[name]!.count += 1
                    if m < uses[name]!.worstMargin {
                        uses[name]!.worst = pair
                        uses[name]!.worstMargin = m
                    }
                    if uses[name]!.listed.count < Self.listedPairsLimit {
                        uses[name]!.listed.append(
                            "\(pair.tokens.joined(separator: "/")) \(ValueText.ratio(pair.stack.worstRatio))")
                    }
                }
            }
            for name in order {
                findings.append(finding(appearance, uses[name]!, context))
            }
        }
        return findings
    }

    private func finding(_ appearance: Appearance, _ uses: Uses, _ context: AuditContext) -> Finding {
        let layer = uses.layer
        let name = layer.token.name
        let from = layer.inheritedFrom!
        let worst = uses.worst
        let ratio = worst.stack.worstRatio
        let requirement = ContrastRequirement.of(worst.declaration, in: context, appearance: worst.appearance)
        let tokens = worst.tokens
        let stackText = tokens.count > 2 ? " over \(tokens.dropFirst(2).joined(separator: " over "))" : ""
        var verdict = ""
        var measurements: [String: Finding.Measurement] = ["ratio": .ratio(ratio)]
        if let requirement {
            let relation = requirement.isMet(by: ratio) ? "meets" : "below"
            verdict = " (\(relation) \(ValueText.threshold(requirement.required)) \(requirement.basis))"
            measurements["required"] = .ratio(requirement.required, isLimit: true)
        }
        var message =
            "\(name) has no \(appearance.rawValue) value: \(appearance.rawValue) uses its \(from.rawValue) value "
            + "\(ValueText.describe(layer.value)) unchanged; \(tokens[0]) on \(tokens[1])\(stackText) then gets "
            + "\(ValueText.ratio(ratio, against: requirement?.required))\(verdict)"
        if uses.count > 1 { message += ", the lowest of its \(uses.count) pairs" }
        var listed = uses.listed.joined(separator: ", ")
        if uses.count > uses.listed.count { listed += ", … \(uses.count - uses.listed.count) more" }
        var related = [
            Finding.Related(layer.value.location, "\(name), the \(from.rawValue) value used instead"),
            Finding.Related(worst.location, "the pair \(tokens[0]) on \(tokens[1])"),
        ]
        related += worst.relatedLocations
        var seen = Set<SourceLocation>([layer.token.location])
        related = related.filter { seen.insert($0.location).inserted }
        var swatches = [
            Finding.Swatch(label: "inherited from \(from.rawValue)", token: name, color: layer.value.color)
        ]
        for other in [worst.foreground, worst.background] where other.token.name != name {
            swatches.append(
                Finding.Swatch(
                    label: other.token.name == tokens[0] ? "foreground" : "background",
                    token: other.token.name, color: other.value.color))
        }
        return Finding(
            rule: descriptor.id, severity: descriptor.defaultSeverity, appearance: appearance, tokens: tokens,
            message: message, location: layer.token.location, relatedLocations: related, measurements: measurements,
            facts: [
                "missing": name, "inheritedFrom": from.rawValue, "usage": worst.declaration.usage.rawValue,
                "pairs": listed,
            ],
            swatches: swatches)
    }
}
