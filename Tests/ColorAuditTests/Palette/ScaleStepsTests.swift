import Testing

@testable import ColorAudit

/// Which names are the steps of a colour scale (`ScaleSteps`), by the scales' own naming: 100-based
/// (`blue-100` … `blue-900`; Compound's option scale `color.gray.100` … `color.gray.1400`), 50-based
/// (Tailwind's `sky-50` … `sky-950`) and 10-based (`neutral-00` … `neutral-100`, Carbon's `blue-10` …
/// `blue-100`) are; Radix's 12 steps (`--gray-1` … `--gray-12`, "Understanding the scale"), open-color's
/// `gray 0` … `gray 9` and a pair of numbered colours (`Delivery Status BG 1`, `2`) are not.
@Suite struct ScaleStepsTests {
    func steps(_ names: [String]) -> [String] {
        ScaleSteps.steps(names).sorted().map { names[$0] }
    }

    @Test func hundredFiftyAndTenBasedScalesAreSteps() {
        let blue = (1...9).map { "blue-\($0 * 100)" }
        #expect(steps(blue) == blue)
        let sky = ["sky-50"] + (1...9).map { "sky-\($0 * 100)" } + ["sky-950"]
        #expect(steps(sky) == sky)
        let neutral = ["neutral-00", "neutral-10", "neutral-50", "neutral-90", "neutral-100"]
        #expect(steps(neutral) == neutral)
        let gray = (1...14).map { "color.gray.\($0 * 100)" }
        #expect(steps(gray) == gray)
    }

    @Test func radixOpenColorAndNumberedPairsAreNot() {
        #expect(steps((1...12).map { "--gray-\($0)" }).isEmpty)
        #expect(steps((1...12).map { "--accent-a\($0)" }).isEmpty)
        #expect(steps((0...9).map { "gray \($0)" }).isEmpty)
        #expect(steps(["Delivery Status BG 1", "Delivery Status BG 2"]).isEmpty)
        #expect(steps(["accent-100", "accent-900", "text", "background"]).isEmpty)
    }

    /// Only the scale's own names: other names of the palette, and names ending in a number with no letter
    /// before it, are not steps.
    @Test func onlyTheScalesNames() {
        let names = ["accent-100", "accent-500", "accent-900", "text-primary", "background", "100", "200", "900"]
        #expect(steps(names) == ["accent-100", "accent-500", "accent-900"])
    }
}
