import ColorScience

/// How serious a finding is, as in SARIF: `error` > `warning` > `note`.
public enum Severity: String, Sendable, Hashable, CaseIterable, Codable, Comparable {
    /// Informational: an improvement, not a failure (e.g. WCAG AAA).
    case note = "note"
    /// Probably a problem; review it.
    case warning = "warning"
    /// Fails a requirement (e.g. WCAG AA).
    case error = "error"

    private var rank: Int {
        switch self {
        case .note: return 0
        case .warning: return 1
        case .error: return 2
        }
    }

    /// Orders note < warning < error.
    public static func < (lhs: Severity, rhs: Severity) -> Bool { lhs.rank < rhs.rank }
}
