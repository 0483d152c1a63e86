import ColorScience

/// How `DTCGHexMismatchRule` judges a palette; its ID, descriptor and parameters are declared in
/// `RuleModel/Declarations/DTCGHexMismatchDeclaration.swift`.
extension DTCGHexMismatchRule: Rule {
    /// One finding per disagreeing colour object of the palette, in the order the importer met them.
    public func evaluate(_ context: AuditContext) -> [Finding] {
        context.palette.importNotes.filter { $0.kind == .caution && $0.rule == .dtcgHexMismatch }.map { note in
            Finding(
                rule: descriptor.id, severity: descriptor.defaultSeverity, appearance: .any,
                tokens: note.token.map { [$0] } ?? [],
                message: (note.token.map { "'\($0)': " } ?? "") + note.reason, location: note.location,
                facts: ["reason": note.reason])
        }
    }
}
