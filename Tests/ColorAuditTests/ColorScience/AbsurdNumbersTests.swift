import Foundation
import Testing

@testable import ColorAudit
@testable import ColorScience

/// Absurd but finite numbers: refused with the reason when no conversion can carry them (beyond
/// ±1,000,000), mapped like any other out-of-gamut colour otherwise; no output holds NaN or infinity.
@Suite struct AbsurdNumbersTests {
    @Test(arguments: ["color(display-p3 1e30 0 0)", "lab(50 1e300 -1e300)", "oklch(0.5 1e7 30)", "color(xyz 0 -2e6 0)"])
    func refusedWithTheReason(_ css: String) {
        #expect(throws: ColorParseError.self) { try CSSColorParser.parse(css) }
        do {
            _ = try CSSColorParser.parse(css)
        } catch {
            #expect(error.kind == .invalidComponent)
            #expect(error.expected.contains("between −1,000,000 and 1,000,000"), "\(error)")
        }
    }

    @Test func hugeHuesAndTheLimitItselfAreAccepted() throws {
        #expect(try CSSColorParser.parse("oklch(0.5 0.1 1e30)").components.z.isFinite)
        #expect(try CSSColorParser.parse("color(display-p3 1000000 0 0)").components.x == 1e6)
    }

    /// Colours at the edge of what is accepted: every derived number is finite, what is shown is inside
    /// Display P3, ratios 1…21.
    @Test func extremeAcceptedColoursGiveFiniteResults() throws {
        var random = SplitMix(state: 99)
        func r() -> Double {
            let magnitude = pow(10, Double.random(in: 0...6, using: &random))
            return Bool.random(using: &random) ? magnitude : -magnitude
        }
        let templates: [() -> String] = [
            { "color(display-p3 \(r()) \(r()) \(r()))" }, { "color(srgb-linear \(r()) \(r()) \(r()))" },
            { "color(xyz-d50 \(r()) \(r()) \(r()))" }, { "lab(50 \(r()) \(r()))" }, { "oklab(0.5 \(r()) \(r()))" },
            { "lch(50 \(abs(r())) 40)" }, { "oklch(0.5 \(abs(r())) 200)" },
        ]
        let white = Color(.srgb, 1, 1, 1)
        for template in templates {
            for _ in 0..<100 {
                let css = template()
                let color = try CSSColorParser.parse(css)
                for space in ColorSpace.allCases {
                    #expect(color.converted(to: space).components.isFinite, "\(css) → \(space)")
                }
                for mapping in GamutMapping.allCases {
                    let shown = color.displayed(mapping)
                    #expect(shown.isDisplayable, "\(css) shown as \(shown.components)")
                    let ratio = ContrastRatio.of(shown, white)
                    #expect(ratio >= 1 && ratio <= 21, "\(css): \(ratio)")
                    #expect(DeltaE2000.between(color, shown).isFinite, "\(css)")
                }
            }
        }
    }

    @Test func jsonNeverHoldsNaNOrInfinity() {
        let text = JSONValue.array([.number(.nan), .number(.infinity), .number(-.infinity), .number(1.5)]).text()
        #expect(!text.contains("NaN") && !text.contains("Infinity"))
        let parsed = try? JSONSerialization.jsonObject(with: Data(text.utf8)) as? [Any]
        #expect(parsed?.count == 4)
        #expect(parsed?[0] is NSNull)
    }

    @Test func commandLineRefusesOrMaps() throws {
        let contrast = try InProcessCLI.run(["contrast", "color(display-p3 1e30 0 0)", "white"])
        #expect(contrast.status == 2)
        #expect(contrast.stderr.contains("red"), "\(contrast.stderr)")
        let deltaE = try InProcessCLI.run(["delta-e", "lab(50 1e300 -1e300)", "white", "--format", "json"])
        #expect(deltaE.status == 2)
        #expect(!deltaE.stdout.contains("NaN"))
        // Far out but accepted: mapped, and said so.
        let convert = try InProcessCLI.run([
            "convert", "color(display-p3 1000 0 0)", "--to", "srgb", "--format", "json",
        ])
        #expect(convert.status == 0)
        let object = try convert.json()
        #expect((object["shownAs"] as? [String: String])?["clip"] == "color(display-p3 1 0 0)")
        #expect(!convert.stdout.contains("NaN") && !convert.stdout.contains("Infinity"))
    }
}
