import ColorScience

/// How `UnresolvedReferenceRule` judges a palette; its ID, descriptor and parameters are declared in
/// `RuleModel/Declarations/UnresolvedReferenceDeclaration.swift`.
extension UnresolvedReferenceRule: Rule {
    /// One finding per unresolved reference of the palette, in the order the importer met them; the
    /// references one unread file explains (`ImportNote.cause`) are one finding, at the note that names
    /// that file, with the colours they leave unaudited as its tokens.
    public func evaluate(_ context: AuditContext) -> [Finding] {
        let notes = context.palette.importNotes.filter { $0.kind == .unresolved }
        // The notes that name an unread file (no token), by where that file is named: their own location,
        // or their `cause` when they stand elsewhere (another stylesheet's @import, said where it is missed).
        func named(_ note: ImportNote) -> SourceLocation? { note.token == nil ? note.cause ?? note.location : nil }
        let causes = Set(notes.compactMap(named))
        var explained: [SourceLocation: [ImportNote]] = [:]
        for note in notes where note.token != nil {
            if let cause = note.cause, causes.contains(cause) { explained[cause, default: []].append(note) }
        }
        return notes.compactMap { note in
            if note.token != nil, let cause = note.cause, causes.contains(cause) { return nil }
            if let file = named(note), let grouped = explained[file] {
                var names: [String] = []
                var seen = Set<String>()
                for token in grouped.compactMap(\.token) where seen.insert(token).inserted { names.append(token) }
                return Finding(
                    rule: descriptor.id, severity: descriptor.defaultSeverity, appearance: .any, tokens: names,
                    message: note.reason, location: note.location,
                    facts: ["reason": note.reason, "references": String(grouped.count), "reference": reference(note)])
            }
            let name = note.token.map { "'\($0)'" } ?? "an entry"
            return Finding(
                rule: descriptor.id, severity: descriptor.defaultSeverity, appearance: .any,
                tokens: note.token.map { [$0] } ?? [],
                message: "\(name) is not audited: \(note.reason)", location: note.location,
                facts: ["reason": note.reason, "reference": reference(note)])
        }
    }

    /// A finding's identity (fact `reference`): the reference the note names (`ImportNote.reference`:
    /// `var(--x)`, `@import 'x.css'`; else the importer's words), after the colour that holds it
    /// (`--ink: var(--x)`). Never counts or the colours an unread file leaves unaudited: adding a `var()`
    /// keeps the fingerprints of the findings there were.
    private func reference(_ note: ImportNote) -> String {
        let named = note.reference ?? note.reason
        return note.token.map { "\($0): \(named)" } ?? named
    }
}
