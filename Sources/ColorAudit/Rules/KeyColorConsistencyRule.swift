import ColorScience

/// `key-color-consistency` — Apple's Human Interface Guidelines (Color › Best practices) ask for one key
/// colour that signals interactivity throughout an app. When the `interactive` colours of one appearance
/// fall into more than `maxFamilies` hue families, the rule notes it, listing each family with its tokens.
///
/// Hue families (red, orange, yellow, green, teal, blue, purple, pink, brown, gray) are `HueFamily`'s:
/// OKLCH hue and chroma by documented bands, the classifier the colour-vision rules name
/// confusions with. Gray interactive colours (OKLCH C below `HueFamily.grayChroma`) are not counted unless
/// `includeGray` is 1: a neutral control does not compete with the key colour.
///
/// When every interactive token has a single value for every appearance, the finding comes once, as
/// appearance `any` (`UniformFindings`). The largest family is taken as the key colour (the first in file order on a tie);
/// the finding points at the first colour outside it.
public struct KeyColorConsistencyRule: Rule {
    /// Creates the rule.
    public init() {}

    /// `maxFamilies`: hue families interactive colours may span (1; 1…10).
    public static let maxFamilies = RuleParameter<Double>.number(
        .keyColorConsistency, "maxFamilies", default: 1,
        "hue families interactive colours may span before the rule reports", validRange: 1...10)
    /// `includeGray`: 1 counts grey interactive colours as a family (a number, ≥ 0.5 counts; 0).
    public static let includeGray = RuleParameter<Double>.number(
        .keyColorConsistency, "includeGray", default: 0,
        "1 counts gray (chroma C* < 8) interactive colours as a family, 0 ignores them (≥ 0.5 counts)")

    /// ID `key-color-consistency`, severity note; parameters `maxFamilies` (1) and `includeGray` (0).
    public let descriptor = RuleDescriptor(
        id: .keyColorConsistency, defaultSeverity: .note,
        summary: "Interactive colours share one key hue family per appearance",
        source: "Apple Human Interface Guidelines, Color (choose a key color to indicate interactivity)",
        helpURI: "https://developer.apple.com/design/human-interface-guidelines/color",
        parameters: [Self.maxFamilies.declaration, Self.includeGray.declaration])

    /// One finding per appearance whose interactive colours span more than `maxFamilies` families.
    public func evaluate(_ context: AuditContext) -> [Finding] {
        let maxFamilies = Int(context.value(of: Self.maxFamilies).rounded(.down))
        let includeGray = context.value(of: Self.includeGray) >= 0.5
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
