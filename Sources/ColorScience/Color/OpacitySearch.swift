/// Finds colours that differ from a given translucent one only in opacity — the same colour, more
/// opaque — for the repair (`PaletteRepair`): a translucent colour (a focus ring at 50 %, a scrim, a
/// border tinted by what it sits on) is drawn so that what lies under it shows through, and its first
/// lever is its alpha, which keeps the colour a designer chose.
///
/// Over a given backdrop a more opaque colour moves the composite straight from the backdrop toward the
/// colour itself (source-over, per channel), so a foreground's contrast with what it is drawn on grows
/// with its alpha; the search walks alpha up from the colour's own and refines the first passing value
/// by bisection, as `LightnessSearch` does for lightness.
public enum OpacitySearch {
    /// Step between the alpha values walked; the first passing step is refined by bisection to 1e-6.
    public static let step = 0.01

    /// `color` with alpha `alpha`, its space and components kept.
    public static func variant(_ color: Color, alpha: Double) -> Color {
        var result = color
        result.alpha = alpha
        return result
    }

    /// The least alpha above `original`'s, up to 1 (opaque), at which `passes` holds for the colour with
    /// its components kept; `nil` when the colour is opaque or no alpha passes.
    public static func nearest(to original: Color, passes: (Color) -> Bool) -> Color? {
        guard !original.isOpaque else { return nil }
        var previous = original.alpha
        var k = 1
        while true {
            let alpha = Swift.min(original.alpha + Double(k) * step, 1)
            if passes(variant(original, alpha: alpha)) {
                var (bad, good) = (previous, alpha)
                for _ in 0..<20 {
                    let mid = 0.5 * (bad + good)
                    if passes(variant(original, alpha: mid)) { good = mid } else { bad = mid }
                }
                return variant(original, alpha: good)
            }
            if alpha >= 1 { return nil }
            previous = alpha
            k += 1
        }
    }

    /// `candidate` (a result of `nearest`) written by `notation` (which gives the colour its text is
    /// read as, or `nil`): when rounding the alpha to the notation (three decimals, a byte) makes it
    /// fail `passes`, the alpha is raised by `step` at a time (at most 20 times, never above 1).
    /// - Returns: the colour read and its text, or `nil` when no written form passes.
    public static func written(
        _ candidate: Color, step: Double = 0.001, passes: (Color) -> Bool,
        notation: (Color) -> (color: Color, text: String)?
    ) -> (color: Color, text: String)? {
        var alpha = candidate.alpha
        for _ in 0...20 {
            if let (parsed, text) = notation(variant(candidate, alpha: alpha)), passes(parsed) {
                return (parsed, text)
            }
            guard alpha < 1 else { return nil }
            alpha = Swift.min(alpha + step, 1)
        }
        return nil
    }
}
