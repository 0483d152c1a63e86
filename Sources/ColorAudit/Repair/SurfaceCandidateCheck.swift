import ColorScience

/// The surfaces the repair's search for one colour keeps apart: for each surface (a colour some pair draws
/// on) the searched colour decides in one appearance, the other surfaces of that appearance as they stand,
/// each with the least ΔE00 it must keep from the searched colour, found once per search.
///
/// Two surfaces of one appearance that differ today (a page and its hover, striped rows, surface levels,
/// a field's fill and the page it sits on) must not be made equal or nearly so: a move keeps each pair of
/// them at least `PaletteRepair.surfaceSeparation` ΔE00 apart, or as far apart as they are today when
/// that is less (a hover step of 2 ΔE00 may not shrink). Translucent colours are compared as shown, over
/// what the pairs draw them on.
struct SurfaceCandidateCheck {
    /// Another surface as it stands, in CIELAB D50 as shown.
    struct Other {
        /// Its name, for the reasons said.
        let token: String
        let lab: SIMD3<Double>
        /// The least ΔE00 the searched colour must keep from it.
        let minimum: Double
        /// Its CIELAB chroma √(a² + b²), for `DeltaE2000.kernel` (found once, not per candidate).
        let chroma: Double

        init(token: String, lab: SIMD3<Double>, minimum: Double) {
            (self.token, self.lab, self.minimum) = (token, lab, minimum)
            chroma = (lab.y * lab.y + lab.z * lab.z).squareRoot()
        }
    }

    /// One surface the searched colour decides, in one appearance of one palette.
    struct Decided {
        var appearance: Appearance
        /// Index of the palette's context (`Solver.contexts`).
        var scope: Int
        /// What a translucent candidate is composited over.
        var backdrop: Color
        var others: [Other]
    }

    var decided: [Decided]

    /// Whether the searched colour drawn in `candidate` in every appearance keeps every surface apart.
    func keeps(_ candidate: Color) -> Bool {
        firstMerged { _ in candidate } == nil
    }

    /// The first surface the searched colour would come too near, drawn in `candidate(appearance, scope)`
    /// (a scale step's colour differs per appearance; `nil` when it has none there), with the appearance
    /// and the ΔE00 it would be at; `nil` when every surface is kept apart.
    func firstMerged(_ candidate: (Decided) -> Color?) -> (other: Other, appearance: Appearance, deltaE00: Double)? {
        for surface in decided where !surface.others.isEmpty {
            guard let color = candidate(surface) else { continue }
            let shown = color.isOpaque ? color : Compositing.sourceOver(color, surface.backdrop)
            let lab = shown.converted(to: .lab).components
            let chroma = (lab.y * lab.y + lab.z * lab.z).squareRoot()
            for other in surface.others {
                // ΔE00 ≥ |ΔL|/S_L (`DeltaE2000.lightnessBound`): most surfaces differ in lightness alone by
                // more than they must keep, and are passed without the kernel (a 500-colour stylesheet's
                // `fix` spent 60 % of its time here).
                guard DeltaE2000.lightnessBound(lab.x, other.lab.x) < other.minimum * (1 + 1e-9) else { continue }
                // Exact below `minimum`, some value at or above it otherwise (`kernel(…limit:)`).
                let difference = DeltaE2000.kernel(
                    lab.x, lab.y, lab.z, chroma, other.lab.x, other.lab.y, other.lab.z, other.chroma,
                    limit: other.minimum)
                if difference < other.minimum { return (other, surface.appearance, difference) }
            }
        }
        return nil
    }
}
