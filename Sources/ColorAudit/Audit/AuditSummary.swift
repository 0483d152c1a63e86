import ColorScience

/// Counts over the reports of one run, for the summary line and the JSON `summary` object.
public struct AuditSummary: Sendable, Hashable {
    /// Number of palettes audited.
    public var palettes: Int
    /// Pair evaluations (pairs × appearances).
    public var pairsChecked: Int
    /// Errors found: those reported and those the finding limit left out (`omitted`). As ESLint and
    /// SwiftLint count, the totals are what the run found; the limit shortens the report, not the counts.
    public var errors: Int
    /// Warnings found (reported and left out by the finding limit).
    public var warnings: Int
    /// Notes found (reported and left out by the finding limit).
    public var notes: Int
    /// Findings in the reports (`PaletteReport.findings`): `errors + warnings + notes − omitted`.
    public var shown: Int
    /// Findings found but not reported because of the finding limit (`PaletteReport.omittedFindings`);
    /// included in `errors`, `warnings` and `notes`.
    public var omitted: Int
    /// Findings silenced by an `ignore` with a reason (`PaletteReport.suppressed`); not included in
    /// `errors`, `warnings` and `notes`.
    public var suppressed: Int
    /// Palettes in which no pair was checked (`pairsChecked` 0: no `pairs:` and no roles forming pairs,
    /// or no colours at all) — a run without findings there has not shown the colours pass.
    public var palettesWithoutPairChecks: Int

    /// Counts the findings of `reports`.
    public init(_ reports: [PaletteReport]) {
        palettes = reports.count
        pairsChecked = reports.map(\.pairsChecked).reduce(0, +)
        // Counted in place: a copy of every finding costs memory that grows with them (94,000 findings).
        var counts = (error: 0, warning: 0, note: 0)
        for report in reports {
            for finding in report.findings {
                switch finding.severity {
                case .error: counts.error += 1
                case .warning: counts.warning += 1
                case .note: counts.note += 1
                }
            }
        }
        shown = counts.error + counts.warning + counts.note
        omitted = 0
        for entry in reports.lazy.flatMap(\.omittedFindings) {
            omitted += entry.omitted
            switch entry.severity {
            case .error: counts.error += entry.omitted
            case .warning: counts.warning += entry.omitted
            case .note: counts.note += entry.omitted
            }
        }
        (errors, warnings, notes) = counts
        suppressed = reports.map(\.suppressed.count).reduce(0, +)
        palettesWithoutPairChecks = reports.lazy.filter { $0.pairsChecked == 0 }.count
    }

    /// Number of findings found at or above `level` (reported or not).
    public func count(atLeast level: Severity) -> Int {
        switch level {
        case .error: return errors
        case .warning: return errors + warnings
        case .note: return errors + warnings + notes
        }
    }

    /// "1 error", "2 errors" (`Plural.phrase(_:_:)`).
    public static func plural(_ n: Int, _ word: String) -> String { Plural.phrase(n, word) }

    /// "2 palettes, 96 pair checks: 3 errors, 1 warning, 4012 notes" (the findings found), then "; 4000 of
    /// them not shown (finding limit)" when the finding limit left some out, and "; 2 suppressed (ignore)"
    /// when some were silenced.
    public var line: String {
        let plural = AuditSummary.plural
        return "\(plural(palettes, "palette")), \(plural(pairsChecked, "pair check")): "
            + "\(plural(errors, "error")), \(plural(warnings, "warning")), \(plural(notes, "note"))"
            + (omitted > 0 ? "; \(omitted) of them not shown (finding limit)" : "")
            + (suppressed > 0 ? "; \(suppressed) suppressed (ignore)" : "")
    }
}
