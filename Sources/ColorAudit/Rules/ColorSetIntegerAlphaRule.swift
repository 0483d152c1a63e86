import ColorScience

/// How `ColorSetIntegerAlphaRule` judges a palette; its ID, descriptor and parameters are declared in
/// `RuleModel/Declarations/ColorSetIntegerAlphaDeclaration.swift`.
extension ColorSetIntegerAlphaRule: Rule {
    /// One finding per integer alpha of the palette, in the order the importer met them.
    public func evaluate(_ context: AuditContext) -> [Finding] {
        context.palette.importNotes.filter { $0.kind == .caution && $0.rule == .colorsetIntegerAlpha }.map { note in
            Finding(
                rule: descriptor.id, severity: descriptor.defaultSeverity, appearance: .any,
                tokens: note.token.map { [$0] } ?? [], message: note.reason, location: note.location,
                facts: ["reason": note.reason])
        }
    }
}
