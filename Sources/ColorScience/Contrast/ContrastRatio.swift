/// WCAG 2 contrast ratio, how it is judged against a threshold, and how it is printed.
///
/// (L1 + 0.05) / (L2 + 0.05) with L1 the lighter relative luminance (WCAG 2.2, definition of
/// "contrast ratio"). Luminances are clamped to 0…1 first, so a ratio is always in 1…21.
///
/// One comparison decides both the verdict and what is printed:
/// - a ratio is kept at a resolution of 10⁻⁶ (`resolution`): `of(_:_:)` rounds it to six decimals, so
///   a ratio within floating-point error of a threshold *is* the threshold — `color(srgb-linear 0.175
///   0.175 0.175)` on black, computed as 4.499999999999999, is 4.5 and meets 4.5:1 ("at least",
///   Understanding SC 1.4.3). Six decimals is about the precision of the LittleCMS float32 pipelines the
///   luminances come from (1e-7 relative); 4.495 still fails 4.5;
/// - `meets(_:_:)` compares the rounded ratio with the threshold rounded the same way (thresholds are
///   given to at most six decimals);
/// - `format(_:against:)` truncates (never rounds up) to two decimals, or to as many as the threshold
///   has (up to six), so a failing ratio always reads below its threshold and a passing one at or above
///   it: 4.4951 against a custom 4.4951 reads "4.4951", 4.4950 reads "4.4950".
public enum ContrastRatio {
    /// The resolution ratios are kept at: six decimals.
    public static let resolution = 1e-6

    /// The contrast ratio of two relative luminances (order does not matter), each clamped to 0…1,
    /// rounded to `resolution`: always 1…21.
    public static func of(_ luminanceA: Double, _ luminanceB: Double) -> Double {
        let a = clampedLuminance(luminanceA)
        let b = clampedLuminance(luminanceB)
        return rounded((Swift.max(a, b) + 0.05) / (Swift.min(a, b) + 0.05))
    }

    /// The contrast ratio of two opaque colours (alpha ignored: composite first, see `Compositing`).
    public static func of(_ a: Color, _ b: Color) -> Double {
        of(RelativeLuminance.of(a), RelativeLuminance.of(b))
    }

    /// A luminance clamped to 0…1 (NaN, which no conversion should give, counts as 0).
    package static func clampedLuminance(_ y: Double) -> Double {
        guard y == y else { return 0 }
        return Swift.min(Swift.max(y, 0), 1)
    }

    /// `value` rounded to `resolution` (six decimals), half away from zero; non-finite values unchanged.
    public static func rounded(_ value: Double) -> Double {
        guard value.isFinite, abs(value) < 1e9 else { return value }
        return (value * 1e6).rounded() / 1e6
    }

    /// Whether `ratio` meets `required` ("at least"), both taken at `resolution`: the one comparison
    /// behind every contrast verdict.
    public static func meets(_ ratio: Double, _ required: Double) -> Bool {
        micro(ratio) >= micro(required)
    }

    /// A measured ratio as text, truncated toward zero (never rounded up), always with at least two
    /// decimals, and with as many decimals as `required` needs (up to six) when a threshold is given:
    /// 4.4989 → "4.49", 4.5034 → "4.50", 21 → "21.00"; against 4.4951, 4.49509 → "4.4950".
    public static func format(_ ratio: Double, against required: Double? = nil) -> String {
        let decimals = Swift.max(2, required.map(decimalPlaces) ?? 2)
        return fixed(micro(ratio), decimals: decimals)
    }

    /// A required ratio (a threshold) as text with the decimals it needs and no trailing zeros (at most
    /// six): 4.5 → "4.5", 3 → "3", 7 → "7", 4.4951 → "4.4951".
    public static func formatThreshold(_ ratio: Double) -> String {
        fixed(micro(ratio), decimals: decimalPlaces(ratio))
    }

    /// The number of decimals (0…6) a value needs at `resolution`.
    package static func decimalPlaces(_ value: Double) -> Int {
        var units = abs(micro(value))
        var decimals = 6
        while decimals > 0 && units % 10 == 0 {
            units /= 10
            decimals -= 1
        }
        return decimals
    }

    /// The value in millionths, rounded (values beyond ±1e12 are capped; ratios are 1…21).
    package static func micro(_ value: Double) -> Int64 {
        guard value == value else { return 0 }
        let capped = Swift.min(Swift.max(value, -1e12), 1e12)
        return Int64((capped * 1e6).rounded())
    }

    /// Millionths as a decimal with `decimals` places, truncated toward zero.
    package static func fixed(_ micro: Int64, decimals: Int) -> String {
        var divisor: Int64 = 1
        for _ in 0..<(6 - decimals) { divisor *= 10 }
        let units = micro / divisor
        var scale: Int64 = 1
        for _ in 0..<decimals { scale *= 10 }
        let sign = units < 0 ? "-" : ""
        let whole = abs(units) / scale
        guard decimals > 0 else { return "\(sign)\(whole)" }
        var fraction = String(abs(units) % scale)
        fraction = String(repeating: "0", count: decimals - fraction.count) + fraction
        return "\(sign)\(whole).\(fraction)"
    }
}
