import ColorScience

/// The fix suggestion for a colour-vision collision: the smallest lightness-only change (OKLCH, hue,
/// chroma and alpha kept, inside the colour's gamut: `LightnessSearch`) of one of the two colours after
/// which the pair is told apart under that deficiency — simulated ΔE00 at least the threshold — while
/// every contrast pair the changed colour is in that passes now still passes (`PairConstraint`).
///
/// Both colours and both directions are tried; the candidate with the smallest ΔE00 from its original is
/// proposed, written in the original's notation and re-checked after parsing. Translucent colours are
/// not changed (they are compared as composited; a suggestion would depend on the backdrop).
enum CVDSuggestion {
    /// The suggestion for `first` and `second` colliding under `simulator` in `appearance`.
    static func suggestion(
        first: ResolvedPair.Layer, second: ResolvedPair.Layer, compared: (Color, Color),
        simulator: CVDSimulator, threshold: Double, appearance: Appearance, context: AuditContext
    ) -> Suggestion {
        var best: (change: String, layer: ResolvedPair.Layer, color: Color, text: String, difference: Double)?
        var reached = 0.0
        for (change, layer, other) in [("first", first, compared.1), ("second", second, compared.0)] {
            let original = layer.value.color
            guard original.isOpaque else { continue }
            let simulatedOther = simulator.simulate(other)
            // `DeltaE2000.between` with the other colour's CIELAB converted once, not per candidate.
            let otherLab = simulatedOther.converted(to: .lab).components
            let constraint = context.constraint(token: layer.token.name, appearance: appearance)
            func passes(_ color: Color) -> Bool {
                DeltaE2000.littleCMS(simulator.simulate(color).converted(to: .lab).components, otherLab) >= threshold
                    && constraint.holds(with: color)
            }
            let gamut = LightnessSearch.gamut(of: original)
            for candidate in LightnessSearch.nearest(to: original, in: gamut, passes: passes) {
                guard
                    let written = LightnessSearch.written(
                        candidate, original: original, like: layer.value, in: gamut, passes: passes)
                else { continue }
                let difference = DeltaE2000.between(original, written.color)
                if best == nil || difference < best!.difference {
                    best = (change, layer, written.color, written.text, difference)
                    reached = DeltaE2000.between(simulator.simulate(written.color), simulatedOther)
                }
            }
        }
        guard let best else {
            return Suggestion(
                kind: .colorVision, change: "first", token: first.token.name, original: first.value.source,
                value: nil, color: nil, deltaE00: nil, achieves: [:],
                note: "no lightness change of \(first.token.name) or \(second.token.name) separates them "
                    + "with \(simulator.label) while their contrast pairs still pass")
        }
        let name = best.layer.token.name
        return Suggestion(
            kind: .colorVision, change: best.change, token: name, original: best.layer.value.source,
            value: best.text, color: best.color, deltaE00: best.difference, achieves: ["deltaE00Simulated": reached],
            note:
                "\(name) \(best.text) (ΔE00 \(ValueText.number(best.difference)) from \(best.layer.value.describedSource)) "
                + "gives ΔE00 \(ValueText.number(reached)) with \(simulator.label); its contrast pairs still pass")
    }
}
