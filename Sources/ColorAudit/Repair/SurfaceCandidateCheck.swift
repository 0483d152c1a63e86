import ColorScience

/// The surfaces the repair's search for one colour keeps apart: for each surface (a colour some pair draws
/// on) the searched colour decides in one appearance, the other surfaces of that appearance as they stand,
/// each with the least ΔE00 it must keep from the searched colour.
///
/// Two surfaces of one appearance that differ today (a page and its hover, striped rows, surface levels,
/// a field's fill and the page it sits on) must not be made equal or nearly so: a move keeps each pair of
/// them at least `PaletteRepair.surfaceSeparation` ΔE00 apart, or as far apart as they are today when
/// that is less (a hover step of 2 ΔE00 may not shrink). Translucent colours are compared as shown, over
/// what the pairs draw them on.
///
/// The surfaces of an appearance are held in order of lightness (`Ordered`, shared by every search until a
/// move changes one of them), and a candidate is compared with those within reach of it in lightness only:
/// ΔE00 ≥ |ΔL|/S_L (`DeltaE2000.lightnessBound`), so a surface further in L* than the separation times the
/// largest S_L cannot come too near. A 500-colour stylesheet's `fix` walked and copied every surface of the
/// appearance on every search (half its time).
struct SurfaceCandidateCheck {
    /// A surface as it stands, in CIELAB D50 as shown.
    struct Other {
        /// Its name, for the reasons said.
        let token: String
        let lab: SIMD3<Double>
        /// Its CIELAB chroma √(a² + b²), for `DeltaE2000.kernel` (found once, not per candidate).
        let chroma: Double
        /// Its index in `Solver.surfaces`.
        let surface: Int
        /// Its place among the surfaces of its appearance as they were collected: of two surfaces a
        /// candidate comes too near, the first so is said.
        let position: Int
        /// Its colour as read, as shown, in CIELAB D50: how far it is from another surface today.
        let today: SIMD3<Double>

        init(token: String, lab: SIMD3<Double>, surface: Int, position: Int, today: SIMD3<Double>) {
            (self.token, self.lab, self.surface, self.position, self.today) = (token, lab, surface, position, today)
            chroma = (lab.y * lab.y + lab.z * lab.z).squareRoot()
        }
    }

    /// The surfaces of one appearance of one palette as they stand, in order of lightness (L*).
    struct Ordered {
        let others: [Other]
        /// The largest |L* − 50| among them (the S_L that bounds the reach, `reach(from:)`).
        let extreme: Double

        init(_ others: [Other]) {
            self.others = others.sorted { $0.lab.x < $1.lab.x }
            extreme = others.map { abs($0.lab.x - 50) }.max() ?? 0
        }

        /// The range of `others` that can be within ΔE00 `separation` of a colour of lightness `lightness`:
        /// those nearer in L* than `LightnessReach.width` (|ΔL| < separation × S_L, S_L at the largest
        /// |L̄ − 50| the pair can have); they are then judged exactly (`firstMerged`).
        func reach(from lightness: Double, separation: Double) -> Range<Int> {
            let width = LightnessReach.width(from: lightness, extreme: extreme, separation: separation)
            return firstIndex(notBelow: lightness - width)..<firstIndex(notBelow: lightness + width)
        }

        /// The index of the first of `others` whose L* is `lightness` or more (binary search).
        func firstIndex(notBelow lightness: Double) -> Int {
            var (low, high) = (0, others.count)
            while low < high {
                let middle = (low + high) / 2
                if others[middle].lab.x < lightness { low = middle + 1 } else { high = middle }
            }
            return low
        }
    }

    /// The lightness (L*, as shown) of every candidate a search compared with the surfaces, per surface group
    /// (`Decided.group`): a move of a surface changes the search's result only if it stood, or stands now,
    /// within reach of one of them (`near`). The repair searches again only the colours whose candidates
    /// came near a moved surface, not every colour deciding a surface of its appearance (a 500-colour
    /// stylesheet searched all of them after every move).
    final class Reads {
        var lightness: [Int: [Double]] = [:]

        /// Whether a candidate of lightness in `sorted` (ascending) can be within ΔE00
        /// `PaletteRepair.surfaceSeparation` of a surface of lightness `surface`: |ΔL| below the separation
        /// times the largest S_L the two can have (`DeltaE2000.lightnessBound`, as `Ordered.reach`).
        static func near(_ sorted: [Double], _ surface: Double) -> Bool {
            guard let first = sorted.first, let last = sorted.last else { return false }
            let extreme = max(abs(surface - 50), abs(first - 50), abs(last - 50))
            let weight = DeltaE2000.lightnessWeight(meanLightness: 50 + extreme)
            let width = PaletteRepair.surfaceSeparation * weight * 1.001 + 1e-6
            var (low, high) = (0, sorted.count)
            while low < high {
                let middle = (low + high) / 2
                if sorted[middle] <= surface - width { low = middle + 1 } else { high = middle }
            }
            return low < sorted.count && sorted[low] < surface + width
        }
    }

    /// One surface the searched colour decides, in one appearance of one palette.
    struct Decided {
        var appearance: Appearance
        /// Its surface group's number (`Reads`).
        var group: Int
        /// Index of the palette's context (`Solver.contexts`).
        var scope: Int
        /// What a translucent candidate is composited over.
        var backdrop: Color
        /// Its colour as read, as shown, in CIELAB D50.
        var today: SIMD3<Double>
        /// The surfaces of its appearance as they stand, itself among them.
        var surfaces: Ordered
    }

    var decided: [Decided]
    /// The surfaces the searched colour decides (`Solver.surfaces` indices): they move with it, and are not
    /// kept apart from it.
    var moving: Set<Int>
    /// Where the lightness of each candidate compared is noted, when given.
    var reads: Reads?

    /// Whether the searched colour drawn in `candidate` in every appearance keeps every surface apart.
    func keeps(_ candidate: Color) -> Bool {
        firstMerged { _ in candidate } == nil
    }

    /// The least ΔE00 a surface decided, `today` as read, must keep from `other`: the separation, or
    /// as much as they differ today when that is less; `nil` for a surface of the same colour today.
    static func minimum(_ today: SIMD3<Double>, _ other: Other) -> Double? {
        // Apart in lightness alone by more than the separation (ΔE00 ≥ |ΔL|/S_L): the separation is what
        // it must keep, without the kernel.
        let separation = PaletteRepair.surfaceSeparation
        let apart = DeltaE2000.lightnessBound(today.x, other.today.x) > separation * (1 + 1e-9)
        let difference = apart ? separation : DeltaE2000.fast(today, other.today)
        guard difference > 1e-6 else { return nil }
        return min(separation, difference) - 1e-9
    }

    /// The first surface the searched colour would come too near, drawn in `candidate(appearance, scope)`
    /// (a scale step's colour differs per appearance; `nil` when it has none there), with the appearance
    /// and the ΔE00 it would be at; `nil` when every surface is kept apart. "First" in the order the
    /// surfaces of the appearance were collected.
    func firstMerged(_ candidate: (Decided) -> Color?) -> (other: Other, appearance: Appearance, deltaE00: Double)? {
        for surface in decided {
            guard let color = candidate(surface) else { continue }
            let shown = color.isOpaque ? color : Compositing.sourceOver(color, surface.backdrop)
            let lab = shown.converted(to: .lab).components
            let chroma = (lab.y * lab.y + lab.z * lab.z).squareRoot()
            reads?.lightness[surface.group, default: []].append(lab.x)
            var first: (other: Other, deltaE00: Double)?
            let others = surface.surfaces.others
            for index in surface.surfaces.reach(from: lab.x, separation: PaletteRepair.surfaceSeparation) {
                let other = others[index]
                guard first.map({ other.position < $0.other.position }) ?? true, !moving.contains(other.surface),
                    let minimum = Self.minimum(surface.today, other),
                    DeltaE2000.lightnessBound(lab.x, other.lab.x) < minimum * (1 + 1e-9)
                else { continue }
                // Exact below `minimum`, some value at or above it otherwise (`kernel(…limit:)`).
                let difference = DeltaE2000.kernel(
                    lab.x, lab.y, lab.z, chroma, other.lab.x, other.lab.y, other.lab.z, other.chroma,
                    limit: minimum)
                if difference < minimum { first = (other, difference) }
            }
            if let first { return (first.other, surface.appearance, first.deltaE00) }
        }
        return nil
    }
}
