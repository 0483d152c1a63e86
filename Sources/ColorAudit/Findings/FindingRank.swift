import ColorScience

/// How bad a finding is, for keeping the worst ones when a rule finds more than
/// `Configuration.findingLimit`: lower is worse.
///
/// - contrast findings (`ratio` and `required`): ratio ÷ required — 1.2:1 against 4.5:1 (0.27) is worse
///   than 4.4:1 against 4.5:1 (0.98);
/// - colour-vision findings (`deltaE00Simulated` and `threshold`): simulated ΔE00 ÷ threshold — the pair
///   that looks most alike first;
/// - colour-difference findings (`deltaE00` and `threshold`): ΔE00 ÷ threshold;
/// - anything else: +∞ (no order: the findings offered first are kept).
enum FindingRank {
    /// The score of `finding` (see the type).
    /// Reads the measurements one by one (reports sort thousands of findings by it).
    public static func score(_ finding: Finding) -> Double {
        func m(_ name: String) -> Double? { finding.measurement(name)?.value }
        if let ratio = m("ratio"), let required = m("required"), required > 0 { return ratio / required }
        if let simulated = m("deltaE00Simulated"), let threshold = m("threshold"), threshold > 0 {
            return simulated / threshold
        }
        if let difference = m("deltaE00"), let threshold = m("threshold"), threshold > 0 {
            return difference / threshold
        }
        return .infinity
    }
}
