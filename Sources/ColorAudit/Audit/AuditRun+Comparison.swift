import ColorScience

/// Baselines and comparisons on a run: which findings are reported, and their state for reporters.
extension AuditRun {
    /// This run with `comparison` set and each report's findings narrowed to the new and worsened ones
    /// (unchanged findings are accepted; the fixed ones are in `comparison.fixed`).
    public func comparing(with comparison: FindingComparison) -> AuditRun {
        var result = self
        let reported = comparison.reported
        result.reports = reports.map { report in
            var narrowed = report
            narrowed.findings = report.findings.filter { reported.contains($0) }
            return narrowed
        }
        result.comparison = comparison
        return result
    }

    /// This run compared with a baseline file's entries.
    public func comparing(with baseline: Baseline) -> AuditRun {
        comparing(with: FindingComparison(self, baseline: baseline))
    }

    /// The finding's state against the baseline (`nil` without a comparison).
    public func baselineState(of finding: Finding) -> FindingComparison.State? {
        comparison?.state(of: finding)
    }
}
