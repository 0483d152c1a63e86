import ColorScience

/// How configuration values are written back as text (`coloraudit config --dump`, `coloraudit rules`,
/// defaults in help): numbers in the shortest form that reads back as the same `Double`.
enum SettingText {
    /// `4.5`, `7`, `0.0143`, `1e-07`: whole numbers below 10¹⁵ without a fraction, others as Swift's
    /// shortest round-trip description (which `PlainNumber.value(_:)` and `Double(_:)` read back
    /// exactly).
    public static func number(_ value: Double) -> String {
        if value == value.rounded(), Swift.abs(value) < 1e15 { return String(Int64(value)) }
        return "\(value)"
    }
}
