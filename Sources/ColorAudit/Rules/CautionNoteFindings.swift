/// The findings of a rule that reports what an importer read with a caution (`ImportNote` of kind
/// `caution` carrying the rule's ID): one per note, in the order the importer met them, with appearance
/// `any`, tokens `[the note's token]`, location the note's and fact `reason`.
enum CautionNoteFindings {
    /// The findings of `descriptor`'s rule in `palette`; `message` is the finding's text for a note.
    static func findings(
        of descriptor: RuleDescriptor, in palette: Palette, message: (ImportNote) -> String
    ) -> [Finding] {
        palette.importNotes.filter { $0.kind == .caution && $0.rule == descriptor.id }.map { note in
            Finding(
                rule: descriptor.id, severity: descriptor.defaultSeverity, appearance: .any,
                tokens: note.token.map { [$0] } ?? [], message: message(note), location: note.location,
                facts: ["reason": note.reason])
        }
    }
}
