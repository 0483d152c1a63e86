import ColorScience

/// A suggested colour in the notations every reader can paste, next to the platform's own (`Suggestion.value`,
/// which stays as the file writes it: Android alpha first, `#AARRGGBB`).
enum SuggestionNotation {
    /// `#rrggbb`, or `#rrggbbaa` (CSS Color 4 §5.2, alpha last) when translucent: the sRGB rendering
    /// (clipped), alpha kept.
    static func hex(_ color: Color) -> String {
        color.isOpaque ? color.hex : color.hex + alphaByte(color.alpha)
    }

    /// CSS text for the colour: `hex(_:)` inside sRGB, else `color(display-p3 …)` (alpha as `/ a`).
    static func css(_ color: Color) -> String {
        color.isInGamut(.srgb) ? hex(color) : color.converted(to: .displayP3).cssString()
    }

    /// The alpha, 0…1, to two decimals when it is an 8-bit value (`0x8a` → 0.54), else to three.
    static func alpha(_ color: Color) -> Double {
        let clamped = Swift.min(Swift.max(color.alpha, 0), 1)
        let rounded = (clamped * 100).rounded() / 100
        // An 8-bit alpha is said with two decimals when they name the same byte (0x8a = 138/255 ≈ 0.541).
        if (rounded * 255).rounded() == (clamped * 255).rounded() { return rounded }
        return (clamped * 1000).rounded() / 1000
    }

    /// `alpha` (clamped to 0…1) as two lowercase hex digits, `0.54` → `8a`.
    static func alphaByte(_ value: Double) -> String {
        let digits = Array("0123456789abcdef")
        let byte = Int((Swift.min(Swift.max(value, 0), 1) * 255).rounded())
        return String([digits[byte >> 4], digits[byte & 15]])
    }
}
