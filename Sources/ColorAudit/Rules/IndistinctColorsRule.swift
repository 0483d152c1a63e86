import ColorScience
import Foundation

/// `indistinct-colors` — two colours of one declared group (`groups:`, e.g. `status: [error, success,
/// warning]`) are too close to tell apart even with normal colour vision: their CIEDE2000 difference is
/// below `threshold` (10 ΔE00 by default, the same small-mark threshold as `cvd-collision`, whose
/// documentation gives the sources). Together the two rules flag every group pair that some viewer cannot
/// tell apart: this one when nobody can, `cvd-collision` when only some people cannot.
///
/// Translucent colours are composited first as in `cvd-collision`; pairs of colours with one opaque value
/// for every appearance are reported once, as appearance `any`.
public struct IndistinctColorsRule: Rule {
    /// Creates the rule.
    public init() {}

    /// `threshold`: ΔE00 below which two members of a group are indistinct (10).
    public static let threshold = RuleParameter<Double>.number(
        .indistinctColors, "threshold", default: 10, "ΔE00; group members closer than this are indistinct")

    /// ID `indistinct-colors`, severity error; parameter `threshold` (ΔE00 10).
    public let descriptor = RuleDescriptor(
        id: .indistinctColors, defaultSeverity: .error,
        summary: "Colours of one group too close to tell apart even with normal vision",
        source: "CIEDE2000 (CIE 142-2001); Stone, Szafir & Setlur 2014 (difference vs mark size)",
        helpURI: "https://www.w3.org/WAI/WCAG22/Understanding/use-of-color.html",
        parameters: [Self.threshold.declaration], identityFacts: ["group"])

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
