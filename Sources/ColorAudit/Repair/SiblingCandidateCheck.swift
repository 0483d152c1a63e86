import ColorScience

/// The colours of its family the repair's search for one colour keeps it apart from: two colours a design
/// system keeps apart (`text.secondary` and `text.primary`, `icon.tertiary` and `icon.secondary`) must not be
/// made one colour by a repair that moves one of them onto the other's value.
///
/// A colour's siblings in one appearance (`PaletteRepair.isSibling`): the colours of its role in its namespace
/// (`color.icon.tertiary`, `color.icon.secondary`). A sibling that differs from the searched colour today
/// (`Solver.siblingPlaces`) must differ from it by at least `PaletteRepair.siblingSeparation` (ΔE00 1, a
/// just-noticeable difference) after the move; a sibling of the same colour today (two colours aliasing one
/// step) is not compared. Translucent colours are compared as shown over white and over black, the larger
/// difference counting (two colours that differ only in alpha are not one colour).
struct SiblingCandidateCheck {
    /// A sibling in one appearance of one palette.
    struct Other {
        /// Its name, and the name of the searched colour (or of the colour aliasing it) it is a sibling of.
        let token: String
        let of: String
        let appearance: Appearance
        let scope: Int
        /// Its colour as it stands; `nil` while it is not compared (it has no colour there, or it fails a
        /// pair the repair meets, `Solver.siblingCheck`).
        var shown: Shown?
    }

    /// A sibling's colour as it stands.
    struct Shown {
        let color: Color
        /// Its CIELAB D50 when opaque, found once.
        let lab: SIMD3<Double>?

        init(_ color: Color) {
            self.color = color
            lab = color.isOpaque ? color.converted(to: .lab).components : nil
        }
    }

    /// The colour-difference decision of two colours as shown: CIEDE2000 of the opaque colours; of two
    /// colours one of which is translucent, the larger over white and over black.
    static func distance(_ a: Color, _ b: Color) -> Double {
        guard !(a.isOpaque && b.isOpaque) else { return DeltaE2000.between(a, b) }
        return [Color(.srgb, 1, 1, 1), Color(.srgb, 0, 0, 0)].map {
            DeltaE2000.between(Compositing.sourceOver(a, $0), Compositing.sourceOver(b, $0))
        }.max() ?? 0
    }

    /// The siblings, in the order they are compared (`firstCollapse`); those of no `shown` colour are not.
    var others: [Other]
    /// The least ΔE00 kept (`PaletteRepair.siblingSeparation`).
    var separation: Double

    init(others: [Other], separation: Double = PaletteRepair.siblingSeparation) {
        self.others = others
        self.separation = separation
    }

    /// The widest |ΔL*| of two colours less than `separation` apart: ΔE00 ≥ |ΔL|/S_L and S_L is largest,
    /// 1.747, at a mean lightness of 0 or 100.
    var reach: Double { separation * DeltaE2000.lightnessWeight(meanLightness: 100) * 1.001 + 1e-6 }

    /// The first sibling the searched colour, drawn in the colour `colorAt` gives for a sibling's appearance
    /// and palette (`nil`: none there), comes nearer than `separation` to, with the difference; `nil` when
    /// it comes near none.
    func firstCollapse(_ colorAt: (Other) -> Color?) -> (other: Other, deltaE00: Double)? {
        let width = reach
        // The candidate's CIELAB, found once while the colour asked for stays the same.
        var last: (color: Color, lab: SIMD3<Double>)?
        for other in others {
            guard let shown = other.shown, let candidate = colorAt(other) else { continue }
            let difference: Double
            if let lab = shown.lab, candidate.isOpaque {
                let mine =
                    last.flatMap { $0.color == candidate ? $0.lab : nil } ?? candidate.converted(to: .lab).components
                last = (candidate, mine)
                guard abs(mine.x - lab.x) < width else { continue }
                difference = DeltaE2000.littleCMS(mine, lab)
            } else {
                difference = Self.distance(candidate, shown.color)
            }
            if difference < separation { return (other, difference) }
        }
        return nil
    }

    /// Whether the searched colour drawn in `candidate` (in every appearance) keeps every sibling apart.
    func keeps(_ candidate: Color) -> Bool {
        firstCollapse({ _ in candidate }) == nil
    }

    /// Whether no sibling is compared.
    var comparesNone: Bool {
        !others.contains { $0.shown != nil }
    }

    /// The siblings the searched colour, drawn in the colour `colorAt` gives, comes too near, for people:
    /// `text.primary [light]`.
    func collapses(_ colorAt: (Other) -> Color?) -> [String] {
        var found: [String] = []
        for other in others {
            guard let shown = other.shown, let candidate = colorAt(other) else { continue }
            let difference = Self.distance(candidate, shown.color)
            guard difference < separation else { continue }
            let text = "\(other.token) [\(other.appearance.rawValue)]"
            if !found.contains(text) { found.append(text) }
        }
        return found
    }
}
