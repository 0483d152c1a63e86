import ColorScience

/// How `UnresolvedReferenceRule` judges a palette; its ID, descriptor and parameters are declared in
/// `RuleModel/Declarations/UnresolvedReferenceDeclaration.swift`.
extension UnresolvedReferenceRule: Rule {
    /// One finding per unresolved reference of the palette, in the order the importer met them.
    public func evaluate(_ context: AuditContext) -> [Finding] {
        context.palette.importNotes.filter { $0.kind == .unresolved }.map { note in
            let name = note.token.map { "'\($0)'" } ?? "an entry"
            return Finding(
                rule: descriptor.id, severity: descriptor.defaultSeverity, appearance: .any,
                tokens: note.token.map { [$0] } ?? [],
                message: "\(name) is not audited: \(note.reason)", location: note.location,
                facts: ["reason": note.reason])
        }
    }
}
