import ColorScience

/// `no-pairs-checked` — a palette with colours in which no pair is checked (no `pairs:`, and no roles that
/// form pairs: a scale of primitives, an asset catalog whose names say no role) passes every contrast rule
/// by checking nothing. Nothing checked is not a pass: one warning at the file, so `--strict` (or
/// `--rule no-pairs-checked=error`) makes a CI gate fail on it, with the two ways to give it pairs.
///
/// Not reported: a palette without colours (images only), and a palette none of whose appearances is
/// evaluated (`--appearance` names only appearances it lacks). Appearance `any`, no tokens, location the
/// file (line 0), facts `colors` (the number of colours read).
public struct NoPairsCheckedRule: Rule {
    /// Creates the rule.
    public init() {}

    /// ID `no-pairs-checked`, severity warning; no parameters.
    public let descriptor = RuleDescriptor(
        id: .noPairsChecked, defaultSeverity: .warning,
        summary: "A palette with colours checks at least one pair (no pairs and no roles: nothing was checked)",
        source: "WCAG 2.2 SC 1.4.3 and 1.4.11 (contrast is a property of a pair: a colour alone has none)",
        helpURI: "https://www.w3.org/WAI/WCAG22/Understanding/contrast-minimum.html",
        identityFacts: [])

    /// The two lines that say how to give a palette pairs (text, GitHub and HTML reports, and the message).
    public static let fix = [
        "declare what is drawn on what: `pairs: [{foreground: text, background: surface}]` in the palette "
            + "(or an `include:` side file)",
        "or give roles so pairs are formed: `roles: {\"text-*\": text, \"bg-*\": background}` in .coloraudit.yml",
    ]

    /// One finding when the palette has colours, some appearance is evaluated and no pair is checked.
    public func evaluate(_ context: AuditContext) -> [Finding] {
        let colours = context.palette.tokens.count
        guard colours > 0, !context.appearances.isEmpty, context.pairs.first == nil else { return [] }
        let read = colours == 1 ? "1 colour" : "\(colours) colours"
        return [
            Finding(
                rule: descriptor.id, severity: descriptor.defaultSeverity, appearance: .any, tokens: [],
                message: "no pair checked: \(read) read, none in a pair (no 'pairs:' and no roles that form pairs); "
                    + "nothing checked is not a pass — " + Self.fix.joined(separator: "; "),
                location: SourceLocation(file: context.palette.file), facts: ["colors": String(colours)])
        ]
    }
}
