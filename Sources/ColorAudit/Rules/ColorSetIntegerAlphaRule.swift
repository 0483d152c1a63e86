import ColorScience

/// How `ColorSetIntegerAlphaRule` judges a palette; its ID, descriptor and parameters are declared in
/// `RuleModel/Declarations/ColorSetIntegerAlphaDeclaration.swift`.
extension ColorSetIntegerAlphaRule: Rule {
    /// One finding per integer alpha of the palette, in the order the importer met them.
    public func evaluate(_ context: AuditContext) -> [Finding] {
        CautionNoteFindings.findings(of: descriptor, in: context.palette) { $0.reason }
    }
}
