import ColorScience
import Foundation

/// How `IndistinctColorsRule` judges a palette; its ID, descriptor and parameters are declared in
/// `RuleModel/Declarations/IndistinctColorsDeclaration.swift`.
extension IndistinctColorsRule: Rule {
    /// One finding per pair of group members (per appearance) closer than the threshold.
    public func evaluate(_ context: AuditContext) -> [Finding] {
        guard !context.palette.groups.isEmpty else { return [] }
        let threshold = context.value(of: Self.threshold)
        var findings: [Finding] = []
        for appearance in context.appearances {
            let compared = ComparedColors(context, appearance: appearance)
            var reported = Set<[Int]>()
            for group in context.palette.groups {
                let members = compared.indices(of: group)
                for (k, i) in members.enumerated() {
                    for j in members[(k + 1)...] {
                        let (p, q) = (Swift.min(i, j), Swift.max(i, j))
                        guard reported.insert([p, q]).inserted else { continue }
                        let distance = DeltaE2000.between(compared.colors[p], compared.colors[q])
                        guard distance < threshold else { continue }
                        let names = [compared.layers[p].token.name, compared.layers[q].token.name]
                        let what =
                            distance == 0
                            ? "are the same colour"
                            : "differ by only ΔE00 \(ValueText.number(distance)) (below \(ValueText.number(threshold)))"
                        let message =
                            "\(names[0]) and \(names[1]) of group '\(group.name)' \(what): too close to tell apart "
                            + "in small marks" + compared.compositingNote(p, q)
                        findings.append(
                            Finding(
                                rule: descriptor.id, severity: descriptor.defaultSeverity, appearance: appearance,
                                tokens: names, message: message, location: compared.layers[p].value.location,
                                relatedLocations: [
                                    Finding.Related(compared.layers[q].value.location, names[1]),
                                    Finding.Related(group.location, "group \(group.name)"),
                                ],
                                measurements: [
                                    "deltaE00": .deltaE00(distance), "threshold": .deltaE00(threshold, isLimit: true),
                                ],
                                facts: ["group": group.name],
                                swatches: [
                                    Finding.Swatch(label: "color", token: names[0], color: compared.colors[p]),
                                    Finding.Swatch(label: "color", token: names[1], color: compared.colors[q]),
                                ]))
                    }
                }
            }
        }
        return findings
    }
}
