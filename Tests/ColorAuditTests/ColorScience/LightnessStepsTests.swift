import Testing

@testable import ColorScience

/// The lightness steps shared per colour (`LightnessSteps`) are the colours the walk would compute.
@Suite struct LightnessStepsTests {
    @Test func sharedStepsAreTheFittedColoursAndGiveTheSameSearch() {
        var rng = SplitMix(state: 2_612)
        for round in 0..<60 {
            let gamut: ColorSpace = round % 3 == 0 ? .displayP3 : .srgb
            let original = Color(
                .oklch, Double.random(in: 0.05...0.95, using: &rng), Double.random(in: 0...0.3, using: &rng),
                Double.random(in: 0..<360, using: &rng))
            // Passing: a relative luminance at most `dark` or at least `light` (a contrast requirement's shape).
            let dark = Double.random(in: 0...0.3, using: &rng)
            let light = Double.random(in: 0.3...1, using: &rng)
            func passes(_ color: Color) -> Bool {
                let y = RelativeLuminance.of(color)
                return y <= dark || y >= light
            }
            let first = LightnessSearch.nearestKeepingHue(to: original, in: gamut, passes: passes)
            let again = LightnessSearch.nearestKeepingHue(to: original, in: gamut, passes: passes)
            #expect(first == again, "round \(round)")
            // Every step kept is LightnessSearch.fitted at the walk's lightness, computed here afresh.
            let color = original.converted(to: .oklch)
            let steps = LightnessSteps.shared.steps(of: color, in: gamut)
            for direction in [-1.0, 1.0] {
                let kept = LightnessSteps.shared.kept(direction: direction, of: steps)
                #expect(!kept.isEmpty, "round \(round): no step kept")
                for (index, step) in kept.enumerated() {
                    let lightness = Swift.min(
                        Swift.max(color.components.x + direction * Double(index + 1) * LightnessSearch.step, 0), 1)
                    #expect(step == LightnessSearch.fitted(color, lightness: lightness, in: gamut), "round \(round)")
                }
            }
        }
    }
}
