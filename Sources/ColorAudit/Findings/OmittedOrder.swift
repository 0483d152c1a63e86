import ColorScience

extension [PaletteReport.Omitted] {
    /// The entries in the order of their rules in `ruleIDs` (the rules run, in report order; an entry of
    /// a rule not listed goes last), entries of one rule in their order here (a stable sort): the order
    /// of `PaletteReport.omittedFindings`, as if the rules had run one after another.
    func inRuleOrder(_ ruleIDs: [RuleID]) -> [PaletteReport.Omitted] {
        var position: [RuleID: Int] = [:]
        for (k, id) in ruleIDs.enumerated() where position[id] == nil { position[id] = k }
        return enumerated().sorted { a, b in
            (position[a.element.rule] ?? ruleIDs.count, a.offset) < (
                position[b.element.rule] ?? ruleIDs.count, b.offset
            )
        }.map(\.element)
    }
}
