import ColorScience

extension Suppression {
    /// The rule IDs a suppression may name (`RuleDescriptors`), for the readers of every format.
    static var ruleIDs: [String] { RuleDescriptors.all.map(\.id.rawValue) }

    /// The `ignore` mapping of `node` (rule ID → reason) for the colour named in `context`.
    /// - Throws: `PaletteError` at each rule ID that is not a rule (with the nearest one), each reason
    ///   that is missing, empty or not a string, and a value that is not a mapping.
    static func read(_ node: DocumentNode, _ context: String, reader: NodeReader) throws(PaletteError) -> [Suppression]
    {
        let entries = try reader.mapping(
            node, "\(context) ignore", expected: "a mapping of rule IDs to reasons (contrast-minimum: \"why\")")
        let ids = ruleIDs
        var errors = PaletteErrorList()
        var suppressions: [Suppression] = []
        for entry in entries {
            errors.attempt { () throws(PaletteError) in
                guard ids.contains(entry.key) else {
                    throw reader.error(
                        .invalidSuppression,
                        entry.keyMark,
                        "\(context) ignore: '\(entry.key)' is not a rule\(NodeReader.suggestion(for: entry.key, among: ids)); "
                            + "expected a rule ID (see 'coloraudit rules')")
                }
                let reason =
                    entry.value.isNull
                    ? "" : try reader.string(entry.value, "\(context) ignore \(entry.key)", expected: "a reason")
                guard !NativeColors.isBlank(reason) else {
                    throw reader.error(
                        .invalidSuppression,
                        entry.value.isNull ? entry.keyMark : entry.value.mark,
                        "\(context) ignore \(entry.key): expected a reason why its findings are accepted "
                            + "(\(entry.key): \"disabled state\"), found none")
                }
                suppressions.append(
                    Suppression(rule: RuleID(entry.key), reason: reason, location: reader.location(entry.keyMark)))
            }
        }
        try errors.throwIfAny()
        return suppressions
    }
}
