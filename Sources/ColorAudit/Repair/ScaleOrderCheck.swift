import ColorScience

/// The order of a scale the repair's search for one colour keeps: where the colour is a step of a scale
/// (names that differ only in the number they end with, `PaletteRepair.scaleSteps`) whose steps are ordered
/// in lightness today, the candidate must stay between its neighbouring steps as they stand, in each
/// appearance the colour is checked in, so that the scale stays ordered.
///
/// Design systems document their scales as ordered: Open Props' `--surface-1` … `--surface-4` are four
/// consecutive steps of one gray scale ("Low numbers are light and high numbers are dark",
/// argyleink/open-props docsite, "Color 101: Themes"), a page, a card on it, a raised element on that;
/// Radix Colors' 12 steps go from the app background to high-contrast text. A repair that makes
/// `--surface-4` darker than `--surface-3` in a dark theme turns elevation upside down.
struct ScaleOrderCheck {
    /// The CIELAB L* range (exclusive) one step must stay in, in one appearance of one palette.
    struct Bound {
        var appearance: Appearance
        /// Index of the palette's context (`Solver.contexts`).
        var scope: Int
        var lower: Double
        var upper: Double
        /// The scale's name (without its number) and the neighbours, for the reasons said.
        var scale: String
    }

    var bounds: [Bound]

    /// Whether the searched colour drawn in `candidate(bound)` in each appearance stays in its bounds
    /// (`nil`: no colour there, not judged).
    func keeps(_ candidate: (Bound) -> Color?) -> Bool {
        for bound in bounds {
            guard let color = candidate(bound) else { continue }
            let lightness = Self.lightness(color)
            if !(lightness > bound.lower && lightness < bound.upper) { return false }
        }
        return true
    }

    /// CIELAB D50 L* of `color` (over white when translucent).
    static func lightness(_ color: Color) -> Double {
        let shown = color.isOpaque ? color : Compositing.sourceOver(color, Color(.srgb, 1, 1, 1))
        return shown.converted(to: .lab).components.x
    }

    /// The number a step's name ends with (`gray.550` → 550), `nil` when none.
    static func number(_ name: String) -> Double? {
        guard let prefix = PaletteRepair.scalePrefix(name) else { return nil }
        return Double(name.dropFirst(prefix.count))
    }

    /// Whether `lightnesses` (in step order) are strictly monotonic: `true` increasing, `false` decreasing,
    /// `nil` neither (or fewer than three).
    static func direction(_ lightnesses: [Double]) -> Bool? {
        guard lightnesses.count >= 3 else { return nil }
        let steps = zip(lightnesses, lightnesses.dropFirst())
        if steps.allSatisfy({ $0 < $1 }) { return true }
        if steps.allSatisfy({ $0 > $1 }) { return false }
        return nil
    }
}
