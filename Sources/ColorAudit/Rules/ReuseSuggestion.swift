import ColorScience

/// The fix suggestion for an interactive colour reused by a static role: a distinct colour for the
/// static token — same OKLCH hue, another lightness (`LightnessSearch`) at the colour's chroma or, when
/// none fits the gamut, at 85, 70, 55 or 40 % of it; of the same hue family (`HueFamily`) as now — at least `distinct` ΔE00 from the interactive colour, while every
/// contrast pair the static token is in that passes now still passes (`PairConstraint`).
///
/// `distinct` is the rule's `deltaE` threshold, or 5 when that is 0 (exact matches only). Of the darker
/// and the lighter candidate the one nearer the static colour (ΔE00) is proposed, written in the notation
/// of the static value (hex for a reference such as `{tint}`: the static token gets its own value).
enum ReuseSuggestion {
    /// The suggestion for static layer `still` reusing interactive layer `active` in `appearance`.
    static func suggestion(
        active: ResolvedPair.Layer, still: ResolvedPair.Layer, threshold: Double, appearance: Appearance,
        context: AuditContext
    ) -> Suggestion {
        let distinct = threshold > 0 ? threshold : 5
        let original = still.value.color
        let family = HueFamily(original)
        let constraint = context.constraint(token: still.token.name, appearance: appearance)
        func passes(_ color: Color) -> Bool {
            InteractiveStaticReuseRule.difference(active.value.color, color) >= distinct
                && HueFamily(color) == family && constraint.holds(with: color)
        }
        let gamut = LightnessSearch.gamut(of: original)
        // A colour at the gamut's edge (#007aff) has no other lightness at its chroma inside the gamut;
        // lower chromas of the same hue are tried after the colour's own.
        var candidates: [(color: Color, text: String)] = []
        for factor in [1, 0.85, 0.7, 0.55, 0.4] {
            var start = original.converted(to: .oklch)
            start.components.y *= factor
            candidates += LightnessSearch.nearest(to: start, in: gamut, passes: passes).compactMap {
                LightnessSearch.written($0, original: start, like: still.value, in: gamut, passes: passes)
            }
            if !candidates.isEmpty { break }
        }
        let name = still.token.name
        let role = still.token.role?.rawValue ?? "static"
        guard let best = candidates.map({ ($0, DeltaE2000.between(original, $0.color)) }).min(by: { $0.1 < $1.1 })
        else {
            return Suggestion(
                kind: .reuse, change: role, token: name, original: still.value.source, value: nil, color: nil,
                deltaE00: nil, achieves: [:],
                note: "no lightness change of \(name) is \(ValueText.number(distinct)) ΔE00 from "
                    + "\(active.token.name), stays \(family.rawValue) and keeps its contrast pairs passing")
        }
        let separation = InteractiveStaticReuseRule.difference(active.value.color, best.0.color)
        return Suggestion(
            kind: .reuse, change: role, token: name, original: still.value.source, value: best.0.text,
            color: best.0.color, deltaE00: best.1, achieves: ["deltaE00Interactive": separation],
            note: "give \(role) colour \(name) its own \(family.rawValue) \(best.0.text) (ΔE00 "
                + "\(ValueText.number(separation)) from \(active.token.name)); its contrast pairs still pass")
    }
}
