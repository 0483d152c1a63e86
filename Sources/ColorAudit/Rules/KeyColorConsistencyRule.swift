/// `key-color-consistency` — Apple's Human Interface Guidelines (Color › Best practices) ask for one key
/// colour that signals interactivity throughout an app. When the `interactive` colours of one appearance
/// fall into more than `maxFamilies` hue families, the rule notes it, listing each family with its tokens.
///
/// Hue families (red, orange, yellow, green, teal, blue, purple, pink, brown, gray) come from the colour's
/// CIE LCh(ab) hue and chroma, by the bands documented on `hueFamily(_:)`. Gray interactive colours
/// (chroma below 12) are not counted unless `includeGray` is 1: a neutral control does not compete with
/// the key colour. When every interactive token has a single value for every appearance, the palette is
/// judged once, as appearance `any`. The largest family is taken as the key colour (the first in file
/// order on a tie); the finding points at the first colour outside it.
public struct KeyColorConsistencyRule: Rule {
    /// Creates the rule.
    public init() {}

    /// ID `key-color-consistency`, severity note; parameters `maxFamilies` (1) and `includeGray` (0).
    public let descriptor = RuleDescriptor(
        id: "key-color-consistency", defaultSeverity: .note,
        summary: "Interactive colours share one key hue family per appearance",
        source: "Apple Human Interface Guidelines, Color (choose a key color to indicate interactivity)",
        parameters: [
            .init(
                name: "maxFamilies", defaultValue: 1,
                summary: "hue families interactive colours may span before the rule reports", validRange: 1...10),
            .init(
                name: "includeGray", defaultValue: 0,
                summary: "1 counts gray (chroma < 12) interactive colours as a family, 0 ignores them (≥ 0.5 counts)"),
        ])

    /// The hue family of a colour (alpha ignored), from CIE LCh(ab) D50 (`Color.converted(to: .lch)`):
    /// `gray` when C* < 12; otherwise by hue angle h: pink [340, 360) ∪ [0, 20), red [20, 48),
    /// orange [48, 78), yellow [78, 112), green [112, 175), teal [175, 230), blue [230, 305),
    /// purple [305, 340); an orange or yellow hue with L* < 50 is `brown`. The bands put the CSS named
    /// colours and Apple's system colours in the family their names say (`blue` #0000ff h ≈ 301°,
    /// `crimson` 26°, `deeppink` 357°); CIELAB hue is not uniform between blue and purple, hence the wide
    /// blue band.
    static func hueFamily(_ color: Color) -> String {
        let lch = color.converted(to: .lch).components
        if lch.y < 12 { return "gray" }
        var hue = lch.z.truncatingRemainder(dividingBy: 360)
        if hue < 0 { hue += 360 }
        switch hue {
        case 20..<48: return "red"
        case 48..<78: return lch.x < 50 ? "brown" : "orange"
        case 78..<112: return lch.x < 50 ? "brown" : "yellow"
        case 112..<175: return "green"
        case 175..<230: return "teal"
        case 230..<305: return "blue"
        case 305..<340: return "purple"
        default: return "pink"
        }
    }

    /// One finding per appearance whose interactive colours span more than `maxFamilies` families.
    public func evaluate(_ context: AuditContext) -> [Finding] {
        let maxFamilies = Int(context.parameter("maxFamilies", of: descriptor).rounded(.down))
        let includeGray = context.parameter("includeGray", of: descriptor) >= 0.5
        let interactive = context.palette.tokens.filter { $0.role == .interactive }
        guard !interactive.isEmpty else { return [] }
        let appearances: [Appearance] = interactive.allSatisfy(\.isUniform) ? [.any] : context.appearances
        var findings: [Finding] = []
        for appearance in appearances {
            let layers = context.tokens(in: appearance).filter { $0.token.role == .interactive }
            var families: [(name: String, layers: [ResolvedPair.Layer])] = []
            for layer in layers {
                let family = Self.hueFamily(layer.value.color)
                if family == "gray" && !includeGray { continue }
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
        var related = all.map(\.value.location)
        related.removeAll { $0 == others[0].value.location }
        return Finding(
            rule: descriptor.id, severity: descriptor.defaultSeverity, appearance: appearance,
            tokens: all.map(\.token.name), message: message,
            location: others[0].value.location, relatedLocations: related,
            measurements: ["families": Double(families.count)],
            facts: [
                "families": families.map(\.name).joined(separator: ","),
                "keyFamily": families[0].name,
                "tokensByFamily": families.map { "\($0.name)=\($0.layers.map(\.token.name).joined(separator: "+"))" }
                    .joined(separator: ","),
            ],
            swatches: all.map { layer in
                Finding.Swatch(
                    label: Self.hueFamily(layer.value.color), token: layer.token.name, color: layer.value.color)
            })
    }
}
