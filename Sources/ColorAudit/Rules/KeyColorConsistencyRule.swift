import ColorScience

/// How `KeyColorConsistencyRule` judges a palette; its ID, descriptor and parameters are declared in
/// `RuleModel/Declarations/KeyColorConsistencyDeclaration.swift`.
extension KeyColorConsistencyRule: Rule {
    /// One finding per appearance whose interactive colours span more than `maxFamilies` families.
    public func evaluate(_ context: AuditContext) -> [Finding] {
        let maxFamilies = context.value(of: Self.maxFamilies)
        let includeGray = context.value(of: Self.includeGray)
        let interactive = context.palette.tokens.filter { $0.role == .interactive }
        guard !interactive.isEmpty else { return [] }
        var findings: [Finding] = []
        for appearance in context.appearances {
            let layers = context.tokens(in: appearance).filter { $0.token.role == .interactive }
            var families: [(name: String, layers: [ResolvedPair.Layer])] = []
            for layer in layers {
                let family = HueFamily(layer.value.color).rawValue
                if family == HueFamily.gray.rawValue && !includeGray { continue }
                if let index = families.firstIndex(where: { $0.name == family }) {
                    families[index].layers.append(layer)
                } else {
                    families.append((family, [layer]))
                }
            }
            guard families.count > maxFamilies else { continue }
            // The largest family is taken as the key colour (the first in file order on a tie).
            let ordered = families.enumerated().sorted {
                ($0.element.layers.count, -$0.offset) > ($1.element.layers.count, -$1.offset)
            }.map(\.element)
            findings.append(finding(appearance, ordered))
        }
        return findings
    }

    private func finding(
        _ appearance: Appearance, _ families: [(name: String, layers: [ResolvedPair.Layer])]
    ) -> Finding {
        let listing = families.map { family in
            "\(family.name): "
                + family.layers.map { "\($0.token.name) \(ValueText.describe($0.value))" }.joined(separator: ", ")
        }
        let message =
            "interactive colours fall into \(families.count) hue families — \(listing.joined(separator: "; "))"
            + " — one key colour should signal what can be tapped"
        let others = families.dropFirst().flatMap(\.layers)
        let all = families.flatMap(\.layers)
        var related = all.map { Finding.Related($0.value.location, "interactive colour \($0.token.name)") }
        related.removeAll { $0.location == others[0].value.location }
        return Finding(
            rule: descriptor.id, severity: descriptor.defaultSeverity, appearance: appearance,
            tokens: all.map(\.token.name), message: message,
            location: others[0].value.location, relatedLocations: related,
            measurements: ["families": .count(families.count)],
            facts: [
                "families": families.map(\.name).joined(separator: ","),
                "keyFamily": families[0].name,
                "tokensByFamily": families.map { "\($0.name)=\($0.layers.map(\.token.name).joined(separator: "+"))" }
                    .joined(separator: ","),
            ],
            swatches: all.map { layer in
                Finding.Swatch(
                    label: HueFamily(layer.value.color).rawValue, token: layer.token.name, color: layer.value.color)
            })
    }
}
