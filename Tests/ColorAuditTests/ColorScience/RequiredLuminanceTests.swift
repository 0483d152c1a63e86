import Testing

@testable import ColorScience

/// `RequiredLuminance`: the luminances meeting a ratio against a fixed other one, by WCAG 2.2's formula
/// solved for Y, with the verdicts of `ContrastRatio` itself.
@Suite struct RequiredLuminanceTests {
    @Test("against white, 4.5:1 is met at Y ≤ 1.05 / 4.5 − 0.05 = 0.18333…")
    func darkerThanWhite() {
        let white = RequiredLuminance(other: 1, required: 4.5)
        // WCAG 2.2, "contrast ratio": (1 + 0.05) / (Y + 0.05) ≥ 4.5 ⇔ Y ≤ 0.183333…
        #expect(white.meets(0.1833))
        #expect(white.meets(0))
        #expect(!white.meets(0.1834))
        #expect(!white.meets(0.5))
        #expect(!white.meets(1))
    }

    @Test("against black, 4.5:1 is met at Y ≥ 0.05 · 4.5 − 0.05 = 0.175, the ratio kept at 10⁻⁶")
    func lighterThanBlack() {
        let black = RequiredLuminance(other: 0, required: 4.5)
        // 0.175 gives 4.4999999999999… in floating point, which is 4.5 at six decimals (ContrastRatio's doc).
        #expect(black.meets(0.175))
        #expect(black.meets(1))
        #expect(!black.meets(0.1749))
        #expect(!black.meets(0))
    }

    @Test("mid-grey needing 7:1 is met by no luminance; 1:1 by every one")
    func unreachableAndTrivial() {
        // Y = 0.2: lighter needs (0.25) · 7 − 0.05 = 1.7 > 1; darker needs 0.25 / 7 − 0.05 < 0.
        let grey = RequiredLuminance(other: 0.2, required: 7)
        #expect([0, 0.01, 0.2, 0.5, 1].filter { grey.meets($0) }.isEmpty)
        let any = RequiredLuminance(other: 0.2, required: 1)
        #expect([0, 0.01, 0.2, 0.5, 1].filter { !any.meets($0) }.isEmpty)
    }

    @Test("the same verdict as ContrastRatio for every luminance, next to each bound too")
    func sameAsContrastRatio() {
        var failures: [String] = []
        for other in [0, 0.0001, 0.02, 0.1, 0.18, 0.2159, 0.5, 0.9, 1, -0.01, 1.2, .nan] {
            for required in [1, 1.5, 3, 4.5, 4.4951, 7, 21] {
                let threshold = RequiredLuminance(other: other, required: required)
                let o = ContrastRatio.clampedLuminance(other)
                // Every 1/1000 of the range, and the luminances around both closed-form bounds.
                var ys = (0...1000).map { Double($0) / 1000 } + [-0.5, 1.5, .nan, .infinity]
                for bound in [(o + 0.05) * required - 0.05, (o + 0.05) / required - 0.05] {
                    for k in -200...200 { ys.append(bound + Double(k) * 1e-8) }
                    var y = bound
                    for _ in 0..<50 {
                        y = y.nextUp
                        ys.append(y)
                    }
                    y = bound
                    for _ in 0..<50 {
                        y = y.nextDown
                        ys.append(y)
                    }
                }
                for y in ys where threshold.meets(y) != ContrastRatio.meets(ContrastRatio.of(y, other), required) {
                    failures.append("Y \(y) against \(other) for \(required):1")
                }
            }
        }
        #expect(failures.isEmpty, "\(failures.prefix(5))")
    }
}
