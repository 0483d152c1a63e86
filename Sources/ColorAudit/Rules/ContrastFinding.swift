import ColorScience

/// Builds the findings of the contrast rules, which share one shape: a pair, its measured worst-case
/// ratio, the required ratio and the criterion.
enum ContrastFinding {
    /// Shared copies of the facts and related locations that many findings have alike (the facts of
    /// every pair formed by one convention, the background's location in each of its pairs), so that each
    /// finding does not hold its own dictionary and array (`InternTable`).
    private static let sharedFacts = InternTable<[String: String]>()
    private static let sharedRelatedLocations = InternTable<[Finding.Related]>()

    /// A finding for `pair` whose worst-case ratio is below `requirement`.
    static func make(
        rule: RuleDescriptor, severity: Severity, pair: ResolvedPair, requirement: ContrastRequirement
    ) -> Finding {
        let stack = pair.stack
        let required = requirement.required
        let worst = stack.worstCase
        var measured = "\(ContrastRatio.format(worst.ratio, against: required)):1"
        if stack.dependsOnBackdrop {
            let best = stack.cases.max { $0.ratio < $1.ratio }!
            measured =
                "\(ContrastRatio.format(worst.ratio, against: required)):1 to \(ContrastRatio.format(best.ratio, against: required)):1 "
                + "(translucent, over black and white backdrops)"
        }
        let names = pair.tokens
        let stackText = names.count > 2 ? " over \(names.dropFirst(2).joined(separator: " over "))" : ""
        var message =
            "\(names[0]) on \(names[1])\(stackText): contrast \(measured) is below "
            + "\(ContrastRatio.formatThreshold(required)):1 \(requirement.basis)"
        let inherited = ([pair.foreground, pair.background] + pair.backdrop).filter { $0.inheritedFrom != nil }
        if !inherited.isEmpty {
            let list = inherited.map { "\($0.token.name) from \($0.inheritedFrom!.rawValue)" }
            message += "; inherited values: \(list.joined(separator: ", "))"
        }
        var facts: [String: String] = ["usage": pair.declaration.usage.rawValue, "apcaVersion": APCA.version]
        if let backdrop = pair.backdropDescription(worst) { facts["backdrop"] = backdrop }
        // Why the pair is checked: declared, or the convention that formed it.
        facts["pairing"] = pair.declaration.formedBy ?? "declared"
        if !inherited.isEmpty {
            facts["inherited"] = inherited.map { "\($0.token.name)=\($0.inheritedFrom!.rawValue)" }.joined(
                separator: ",")
        }
        // The measurements and swatches are read from the pair when a report asks (`ContrastPairValues`).
        var finding = Finding(
            rule: rule.id, severity: severity, appearance: pair.appearance, tokens: names, message: message,
            location: pair.location, relatedLocations: sharedRelatedLocations.intern(pair.relatedLocations),
            facts: sharedFacts.intern(facts), measured: ContrastPairValues(pair: pair, required: required))
        finding.deferSuggestions(ContrastSuggestion.deferred(for: pair, required: required))
        return finding
    }

    /// The pair's colours as written, plus the composited colours when translucency changed them.
    static func swatches(_ pair: ResolvedPair, _ seen: LayerStack.Case) -> [Finding.Swatch] {
        var result = [
            Finding.Swatch(label: "foreground", token: pair.foreground.token.name, color: pair.foreground.value.color),
            Finding.Swatch(label: "background", token: pair.background.token.name, color: pair.background.value.color),
        ]
        let layers = [pair.foreground, pair.background] + pair.backdrop
        if layers.contains(where: { !$0.value.color.isOpaque }) || !pair.backdrop.isEmpty {
            result.append(Finding.Swatch(label: "seen", token: nil, color: seen.foreground))
            result.append(Finding.Swatch(label: "seen on", token: nil, color: seen.background))
        }
        return result
    }
}
