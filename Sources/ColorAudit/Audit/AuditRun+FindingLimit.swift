import ColorScience

extension AuditRun {
    /// This run with at most `limit` findings per rule, severity and appearance in each report: the worst
    /// by `FindingRank` (ties: the earlier; `WorstSelection`, as the audit chooses them), kept in their order, the others counted in the report's
    /// `omittedFindings` (entries in rule order). Reports that hold no more than `limit` of each are
    /// unchanged.
    ///
    /// For a gate (`--baseline`, `--compare`, `--write-baseline`), which must compare every finding, not
    /// the few shown: the audit keeps them all and the limit is applied to what is reported afterwards.
    public func limitingFindings(to limit: Int) -> AuditRun {
        var result = self
        result.reports = reports.map { report in
            struct Key: Hashable {
                var rule: RuleID
                var severity: Severity
                var appearance: Appearance
            }
            var groups: [Key: [Int]] = [:]
            var keys: [Key] = []
            for (index, finding) in report.findings.enumerated() {
                let key = Key(rule: finding.rule, severity: finding.severity, appearance: finding.appearance)
                if groups[key] == nil { keys.append(key) }
                groups[key, default: []].append(index)
            }
            guard groups.values.contains(where: { $0.count > limit }) else { return report }
            var dropped = Set<Int>()
            var omitted = report.omittedFindings
            for key in keys {
                guard let indices = groups[key], indices.count > limit else { continue }
                var worst = WorstSelection<Int>(limit: limit)
                for index in indices {
                    worst.offer(score: FindingRank.score(report.findings[index]), order: index) { index }
                }
                dropped.formUnion(Set(indices).subtracting(worst.kept.map(\.payload)))
                if let k = omitted.firstIndex(where: {
                    ($0.rule, $0.severity, $0.appearance) == (key.rule, key.severity, key.appearance)
                }) {
                    // The audit left some out already: they stay counted, fewer are reported.
                    omitted[k].reported = limit
                } else {
                    omitted.append(
                        PaletteReport.Omitted(
                            rule: key.rule, severity: key.severity, appearance: key.appearance, found: indices.count,
                            reported: limit))
                }
            }
            var narrowed = report
            narrowed.findings = report.findings.enumerated().filter { !dropped.contains($0.offset) }.map(\.element)
            narrowed.omittedFindings = omitted.inRuleOrder(rules.map(\.id))
            return narrowed
        }
        return result
    }
}
