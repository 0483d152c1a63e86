import ColorScience

/// How `DTCGHexMismatchRule` judges a palette; its ID, descriptor and parameters are declared in
/// `RuleModel/Declarations/DTCGHexMismatchDeclaration.swift`.
extension DTCGHexMismatchRule: Rule {
    /// One finding per disagreeing colour object of the palette, in the order the importer met them.
    public func evaluate(_ context: AuditContext) -> [Finding] {
        CautionNoteFindings.findings(of: descriptor, in: context.palette) { note in
            (note.token.map { "'\($0)': " } ?? "") + note.reason
        }
    }
}
