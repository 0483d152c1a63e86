/// Which relative luminances meet a required contrast ratio against a colour of known luminance — the
/// same answers as `ContrastRatio.meets(ContrastRatio.of(y, other), required)`, bit for bit, most of
/// them by two comparisons instead of the ratio's quotient and roundings (a fix suggestion's lightness
/// search asks this hundreds of times per pair, always against the same other colour).
///
/// The maths: against a fixed other luminance Yo, the WCAG ratio (max + 0.05) / (min + 0.05) grows with Y
/// above Yo and grows as Y falls below Yo. So the luminances meeting a ratio r are
///
///     Y ≥ (Yo + 0.05) · r − 0.05   (lighter than the other colour), and
///     Y ≤ (Yo + 0.05) / r − 0.05   (darker),
///
/// each as far as it lies within 0…1. `ContrastRatio` keeps ratios at 10⁻⁶ (`ContrastRatio.of` rounds,
/// `meets` compares millionths), which moves each bound by about 10⁻⁶ · (Yo + 0.05) at most; so the exact
/// test is asked at `band` inside and outside each closed-form bound, once. Every step of the exact test —
/// clamping Y to 0…1, the sum, the quotient, the roundings to millionths — is monotone in Y on each side
/// of Yo, so when it passes at a luminance it passes at every luminance farther from Yo on that side, and
/// when it fails at one it fails at every one nearer Yo. Luminances beyond a passing end are answered
/// "meets", those between Yo and a failing end "fails", and only those in between (within `band` of a
/// bound) are computed exactly. Wherever a closed-form bound is off (it never is by more than rounding),
/// the certain ends are only fewer: the answers stay the exact test's.
public struct RequiredLuminance: Sendable {
    /// The other colour's relative luminance, as given.
    public let other: Double
    /// The required ratio.
    public let required: Double

    /// The width each side of a closed-form bound left to the exact test (10× the rounding's effect).
    public static let band = 1e-5

    /// On the lighter side (clamped Y ≥ `pivot`): Y ≥ `lighterMeets` meets, Y ≤ `lighterFails` fails.
    private let lighterMeets: Double
    private let lighterFails: Double
    /// On the darker side (clamped Y < `pivot`): Y ≤ `darkerMeets` meets, Y ≥ `darkerFails` fails.
    private let darkerMeets: Double
    private let darkerFails: Double
    /// The other luminance clamped to 0…1, as the ratio reads it.
    private let pivot: Double

    /// For a colour to be judged against one of relative luminance `other`, to reach `required`.
    public init(other: Double, required: Double) {
        self.other = other
        self.required = required
        let pivot = ContrastRatio.clampedLuminance(other) + 0.0  // + 0.0: never −0
        self.pivot = pivot
        func exact(_ y: Double) -> Bool { ContrastRatio.meets(ContrastRatio.of(y, other), required) }
        let band = Self.band
        // Lighter: Y ≥ (Yo + 0.05) · r − 0.05.
        let lighter = (pivot + 0.05) * required - 0.05
        let lighterInner = Swift.min(Swift.max(lighter - band, pivot), 1)
        let lighterOuter = Swift.min(Swift.max(lighter + band, pivot), 1)
        lighterFails = !exact(lighterInner) ? lighterInner : !exact(pivot) ? pivot : -.infinity
        lighterMeets = exact(lighterOuter) ? lighterOuter : exact(1) ? 1 : .infinity
        // Darker: Y ≤ (Yo + 0.05) / r − 0.05.
        let darker = (pivot + 0.05) / required - 0.05
        let darkerInner = Swift.max(Swift.min(darker + band, pivot), 0)
        let darkerOuter = Swift.max(Swift.min(darker - band, pivot), 0)
        darkerFails = !exact(darkerInner) ? darkerInner : !exact(pivot) ? pivot : .infinity
        darkerMeets = exact(darkerOuter) ? darkerOuter : exact(0) ? 0 : -.infinity
    }

    /// `ContrastRatio.meets(ContrastRatio.of(y, other), required)`.
    public func meets(_ y: Double) -> Bool {
        // The ratio clamps Y (NaN counts as 0) before anything else: so do the comparisons.
        let clamped = ContrastRatio.clampedLuminance(y)
        if clamped >= pivot {
            if clamped >= lighterMeets { return true }
            if clamped <= lighterFails { return false }
        } else {
            if clamped <= darkerMeets { return true }
            if clamped >= darkerFails { return false }
        }
        return ContrastRatio.meets(ContrastRatio.of(y, other), required)
    }
}
