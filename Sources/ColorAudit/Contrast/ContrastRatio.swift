/// WCAG 2 contrast ratio and its display.
///
/// (L1 + 0.05) / (L2 + 0.05) with L1 the lighter relative luminance (WCAG 2.2, definition of
/// "contrast ratio"); 1…21. Comparisons use the unrounded value: 4.495 fails 4.5 and exactly 4.5
/// passes ("at least"), as Understanding SC 1.4.3 requires.
public enum ContrastRatio {
    /// The contrast ratio of two relative luminances (order does not matter); 1…21 for in-gamut colours.
    public static func of(_ luminanceA: Double, _ luminanceB: Double) -> Double {
        let lighter = max(luminanceA, luminanceB)
        let darker = min(luminanceA, luminanceB)
        return (lighter + 0.05) / (darker + 0.05)
    }

    /// The contrast ratio of two opaque colours (alpha ignored: composite first, see `Compositing`).
    public static func of(_ a: Color, _ b: Color) -> Double {
        of(RelativeLuminance.of(a), RelativeLuminance.of(b))
    }

    /// A measured ratio as text, truncated (never rounded up) to two decimals, always showing both:
    /// 4.4989 → "4.49", 4.5034 → "4.50", 21 → "21.00". Truncation keeps a failing 4.4999 from reading "4.50".
    public static func format(_ ratio: Double) -> String {
        let truncated = (ratio * 100 + 1e-9).rounded(.towardZero) / 100
        return String(format: "%.2f", truncated)
    }

    /// A required ratio (a threshold) as text with no trailing zeros: 4.5 → "4.5", 3 → "3", 7 → "7".
    public static func formatThreshold(_ ratio: Double) -> String {
        var text = String(format: "%.2f", ratio)
        while text.hasSuffix("0") { text.removeLast() }
        if text.hasSuffix(".") { text.removeLast() }
        return text
    }
}
