import ColorScience

/// Counts over the reports of one run, for the summary line and the JSON `summary` object.
public struct AuditSummary: Sendable, Hashable {
    /// Number of palettes audited.
    public var palettes: Int
    /// Pair evaluations (pairs × appearances).
    public var pairsChecked: Int
    /// Findings by severity.
    public var errors: Int
    /// Findings by severity.
    public var warnings: Int
    /// Findings by severity.
    public var notes: Int
    /// Findings found but not reported because of the finding limit (`PaletteReport.omittedFindings`);
    /// not included in `errors`, `warnings` and `notes`.
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
        (errors, warnings, notes) = counts
        omitted = reports.flatMap(\.omittedFindings).map(\.omitted).reduce(0, +)
        suppressed = reports.map(\.suppressed.count).reduce(0, +)
        palettesWithoutPairChecks = reports.lazy.filter { $0.pairsChecked == 0 }.count
    }

    /// Number of findings at or above `level`.
    public func count(atLeast level: Severity) -> Int {
        switch level {
        case .error: return errors
        case .warning: return errors + warnings
        case .note: return errors + warnings + notes
        }
    }

    /// "1 error", "2 errors" (`Plural.phrase(_:_:)`).
    public static func plural(_ n: Int, _ word: String) -> String { Plural.phrase(n, word) }

    /// "2 palettes, 96 pair checks: 3 errors, 1 warning, 12 notes", then ", and 4000 more not shown (finding
    /// limit)" when findings were omitted, and "; 2 suppressed (ignore)" when some were silenced.
    public var line: String {
        let plural = AuditSummary.plural
        return "\(plural(palettes, "palette")), \(plural(pairsChecked, "pair check")): "
            + "\(plural(errors, "error")), \(plural(warnings, "warning")), \(plural(notes, "note"))"
            + (omitted > 0 ? ", and \(omitted) more not shown (finding limit)" : "")
            + (suppressed > 0 ? "; \(suppressed) suppressed (ignore)" : "")
    }
}
