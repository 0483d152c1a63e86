import Foundation
import Testing

@testable import ColorAudit
@testable import ColorScience

/// A displayed ratio never contradicts its verdict: the verdict and the printed number come from one
/// comparison at a resolution of 10⁻⁶, printing truncates, and thresholds print with the decimals they
/// have.
@Suite struct ThresholdJudgementTests {
    @Test func linearGrayOnBlackIsExactlyFourAndAHalf() throws {
        // color(srgb-linear 0.175 0.175 0.175): linear values are the components, so
        // L = (0.2126 + 0.7152 + 0.0722) · 0.175 = 0.175; on black (L = 0) the ratio is
        // (0.175 + 0.05) / (0 + 0.05) = 0.225 / 0.05 = 4.5 exactly. Evaluated in binary floating point
        // the sum gives 4.499999999999999, which must still meet 4.5:1.
        let gray = try CSSColorParser.parse("color(srgb-linear 0.175 0.175 0.175)")
        let check = ContrastCheck(foreground: gray, background: Color(.srgb, 0, 0, 0))
        #expect(check.ratio == 4.5)
        #expect(check.passes(.aa))
        #expect(ContrastRatio.format(check.ratio) == "4.50")

        var b = PaletteBuilder()
        b.color("black", role: .background, [.any: Color(.srgb, 0, 0, 0)])
        b.color("gray", role: .text, [.any: gray])
        b.pair("gray", on: "black")
        #expect(b.audit().findings("contrast-minimum").isEmpty)
    }

    @Test func customThresholdPrintsItsDigits() {
        #expect(ContrastRatio.formatThreshold(4.4951) == "4.4951")
        #expect(ContrastRatio.formatThreshold(4.5) == "4.5")
        #expect(ContrastRatio.formatThreshold(7) == "7")
        #expect(ContrastRatio.formatThreshold(3.125) == "3.125")
        // Against 4.4951 a ratio prints with four decimals, truncated.
        #expect(ContrastRatio.format(4.49509, against: 4.4951) == "4.4950")
        #expect(ContrastRatio.format(4.4951, against: 4.4951) == "4.4951")
        #expect(ContrastRatio.format(4.49, against: 4.5) == "4.49")
    }

    @Test func customThresholdInAFindingMessage() throws {
        // #767676 on white is 4.5422:1 (WCAG spot value); with a threshold of 4.5423 it fails and must
        // read "4.5422:1 is below 4.5423:1", not "4.54:1 is below 4.54:1".
        var b = PaletteBuilder()
        b.color("white", role: .background, rgb: 255, 255, 255)
        b.color("gray", role: .text, rgb: 0x76, 0x76, 0x76)
        b.pair("gray", on: "white")
        var configuration = Configuration()
        configuration.rules.parameters["contrast-minimum.normal"] = 4.5423
        let finding = try #require(b.audit(configuration).findings("contrast-minimum").first)
        #expect(finding.message.contains("contrast 4.5422:1 is below 4.5423:1"), "\(finding.message)")
    }

    /// Thresholds: the defaults of every contrast rule parameter, and custom ones with up to six decimals.
    static var thresholds: [Double] {
        var values = Set(
            RuleCatalog.all.flatMap { $0.descriptor.parameters.filter { $0.validRange == 1...21 } }
                .map(\.defaultValue))
        values.formUnion([4.4951, 3.000001, 20.999999, 1, 21, 6.25])
        var random = SplitMix(state: 7)
        for _ in 0..<200 {
            let micro = Int64.random(in: 1_000_000...21_000_000, using: &random)
            values.insert(Double(micro) / 1e6)
        }
        return values.sorted()
    }

    @Test func verdictAndPrintedRatioAgreeNextToEveryThreshold() {
        var random = SplitMix(state: 11)
        for threshold in Self.thresholds {
            let printedThreshold = ContrastRatio.formatThreshold(threshold)
            #expect(Double(printedThreshold) == threshold, "\(threshold) printed \(printedThreshold)")
            var offsets: [Double] = (-30...30).map { Double($0) * 1e-7 }
            offsets += [-1e-15, 1e-15, -4e-16, 4e-16, -0.005, 0.005, -0.0049, 0.0049]
            offsets += (0..<40).map { _ in Double.random(in: -1e-5...1e-5, using: &random) }
            for offset in offsets {
                let raw = threshold + offset
                let ratio = ContrastRatio.rounded(raw)
                let meets = ContrastRatio.meets(ratio, threshold)
                let printed = ContrastRatio.format(ratio, against: threshold)
                let shown = Double(printed)!
                // What is printed never exceeds the ratio (truncated, not rounded up) …
                #expect(shown <= ratio + 1e-12, "\(raw) printed \(printed)")
                // … and reads at or above the printed threshold exactly when the ratio meets it.
                #expect(meets == (shown >= threshold), "\(raw) vs \(threshold): \(meets), printed \(printed)")
                // Within floating-point error (well under 10⁻⁶ / 2) of the threshold means meeting it.
                if abs(offset) < 4e-7 { #expect(meets, "\(raw) should meet \(threshold)") }
                if offset <= -6e-7 { #expect(!meets, "\(raw) should not meet \(threshold)") }
            }
        }
    }

    @Test func ratiosAreAlwaysBetweenOneAndTwentyOne() {
        // Luminances outside 0…1 (possible only for colours no screen shows) are clamped first.
        #expect(ContrastRatio.of(-0.3, 1) == 21)
        #expect(ContrastRatio.of(1.7, 0) == 21)
        #expect(ContrastRatio.of(-0.3, -0.2) == 1)
        #expect(ContrastRatio.of(.nan, 1) == 21)
        #expect(Glare(fraction: 0).ratio(-1, 2) == 21)
    }
}
