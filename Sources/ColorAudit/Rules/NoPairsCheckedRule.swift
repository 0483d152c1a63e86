import ColorScience

/// How `NoPairsCheckedRule` judges a palette; its ID, descriptor and parameters are declared in
/// `RuleModel/Declarations/NoPairsCheckedDeclaration.swift`.
extension NoPairsCheckedRule: Rule {
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
