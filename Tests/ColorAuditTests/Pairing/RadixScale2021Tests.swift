import Foundation
import Testing

@testable import ColorAudit

/// Radix Colors' 2021 scales, `000` … `1000` (`RadixScale.scales2021`). The expected pairs are written
/// from that generation's README (radix-ui/colors `README.md` at e75b1ce, "Choosing the right scale
/// steps"): "000 For your main app/site background", "100 For very subtle backgrounds", "200 For static
/// backgrounds", "300 For UI element background hover states", "400 For UI element background
/// pressed/selected states", "500 For subtle lines/borders", "600 For interative UI element borders",
/// "800 … For solid backgrounds", "900 Low-contrast text", "1000 High-contrast text", and its button,
/// `backgroundColor: "$blue200", color: "$blue900"`, hovered `$blue300`, active `$blue400`.
@Suite struct RadixScale2021Tests: PairingPalettes {
    static let steps = ["000", "100", "200", "300", "400", "500", "600", "700", "800", "900", "1000"]

    /// A palette of custom properties named `names`, each a distinct grey.
    func palette(_ names: [String]) throws -> Palette {
        let declarations = names.enumerated().map { index, name in
            let level = String(format: "%02x", 255 - index * 10)
            return "\(name): #\(level)\(level)\(level);"
        }
        return try stylesheetPalette(".blue { " + declarations.joined(separator: " ") + " }\n", file: "theme.css")
    }

    @Test func aScaleFormsTheREADMEsPairs() throws {
        let palette = try palette(Self.steps.map { "--blue\($0)" })
        var expected = Set<String>()
        for text in ["900", "1000"] {
            for surface in ["000", "100", "200", "300", "400"] {
                expected.insert("--blue\(text) on --blue\(surface) text")
            }
        }
        expected.insert("--blue500 on --blue000 decorative")
        expected.insert("--blue500 on --blue100 decorative")
        #expect(pairs(palette) == expected)
        #expect(expected.count == 12)
        // The README's button: text 900 on 200, hovered 300, active 400.
        for surface in ["200", "300", "400"] { #expect(expected.contains("--blue900 on --blue\(surface) text")) }
        let context = AuditContext(palette: palette, configuration: Configuration())
        #expect(context.pairs.allSatisfy { $0.declaration.formedBy == RadixScale.scales2021.reason })
    }

    /// Stitches' token names (`blue000`), as the README's theme spreads them, are the same scale.
    @Test func stitchesNamesAreTheSameScale() {
        var builder = PaletteBuilder()
        for (index, step) in Self.steps.enumerated() {
            let level = Double(250 - index * 20)
            builder.color("blue\(step)", role: nil, rgb: level, level, level)
        }
        let found = pairs(builder.palette)
        #expect(found.count == 12)
        #expect(found.contains("blue900 on blue200 text"))
        #expect(found.contains("blue500 on blue100 decorative"))
    }

    /// Steps 600–800 (interactive borders, solid backgrounds) are in no pair: the README promises the
    /// borders no contrast, and no colour in the scale is drawn on the solid step.
    @Test func bordersAndTheSolidStepFormNoPair() throws {
        let scale = try palette(Self.steps.map { "--blue\($0)" })
        let found = pairs(scale)
        for step in ["600", "700", "800"] {
            #expect(found.filter { $0.contains("--blue\(step) ") }.isEmpty)
        }
        // The report says so of them, and only of them: the other steps are checked.
        let unchecked = Auditor(configuration: Configuration()).audit(scale).uncheckedTokens
        #expect(Set(unchecked.map(\.token)) == ["--blue600", "--blue700", "--blue800"])
        #expect(unchecked.allSatisfy { $0.reason == "not-in-any-pair" })
    }

    @Test func anIncompleteOrMixedScaleIsNotOne() throws {
        #expect(pairs(try palette(Self.steps.dropLast().map { "--blue\($0)" })).isEmpty)
        let mixed = Self.steps.map { "--blue\($0)" } + (1...12).map { "--red-\($0)" }
        #expect(pairs(try palette(mixed)).isEmpty)
        // Open Props' 0–12 and Carbon's 10–100 steps are neither generation.
        #expect(pairs(try palette((0...12).map { "--blue-\($0)" })).isEmpty)
        #expect(pairs(try palette((1...10).map { "--blue-\($0 * 10)" })).isEmpty)
    }

    /// The README's soft button on Radix's own light blue (light/theme.module.css at 9281d9b), by WCAG's
    /// formula worked by hand: blue900 `hsl(211 100% 43.2%)` = #006adc (relative luminance 0.1548) on the
    /// pressed background blue400 `hsl(205 81.3% 88.4%)` = #c9e5f9 (0.7530) is 0.8030 / 0.2048 = 3.92:1,
    /// under 4.5:1; on the subtle background blue100 `hsl(204 100% 98%)` = #f5fbff (0.9563) it is
    /// 1.0063 / 0.2048 = 4.91:1; blue1000 #00254c (0.0184) on blue400 is 0.8030 / 0.0684 = 11.7:1.
    @Test func theButtonsPressedStateFailsAndTheSubtleBackgroundPasses() throws {
        let values = [
            "hsl(206 100% 99.2%)", "hsl(204 100% 98%)", "hsl(204 87.1% 95.7%)", "hsl(205 82.9% 92.6%)",
            "hsl(205 81.3% 88.4%)", "hsl(206 80.9% 83.1%)", "hsl(206 81.1% 76%)", "hsl(206 81.9% 65.3%)",
            "hsl(206 100% 50%)", "hsl(211 100% 43.2%)", "hsl(211 100% 15%)",
        ]
        let css = zip(Self.steps, values).map { "--blue\($0): \($1);" }.joined(separator: " ")
        let palette = try stylesheetPalette(".blue { \(css) }\n", file: "theme.css")
        let report = Auditor(configuration: Configuration()).audit(palette)
        let failing = Set(report.findings(.contrastMinimum).map { $0.tokens.joined(separator: " on ") })
        #expect(failing.contains("--blue900 on --blue400"))
        #expect(!failing.contains("--blue900 on --blue100"))
        #expect(!failing.contains("--blue1000 on --blue400"))
    }

    /// tester9 B16: with `light/` and `dark/` files of one scale, a dark pair's finding points at the dark
    /// file's value (where a designer changes it), not at the light file where the token was first met.
    @Test func aDarkPairsFindingPointsAtTheDarkFile() throws {
        let folder = try ImportTempFolder()
        let names = Self.steps.map { "--blue\($0)" }
        func sheet(_ darkToLight: Bool) -> String {
            let levels = names.indices.map { darkToLight ? $0 * 20 : 255 - $0 * 20 }
            let declarations = zip(names, levels).map { name, level in
                "  \(name): #\(String(format: "%02x%02x%02x", level, level, level));"
            }
            return ".blue {\n" + declarations.joined(separator: "\n") + "\n}\n"
        }
        let light = try folder.write("light/theme.module.css", sheet(false))
        let dark = try folder.write("dark/theme.module.css", sheet(true))
        let result = try InProcessCLI.run(["audit", folder.root, "--format", "json", "--max-findings", "0"])
        let findings = try result.json()["findings"] as? [[String: Any]] ?? []
        func files(_ appearance: String) -> Set<String> {
            Set(
                findings.filter { $0["appearance"] as? String == appearance }.compactMap {
                    ($0["location"] as? [String: Any])?["file"] as? String
                })
        }
        // Step 900 on step 400 fails 4.5:1 in both (WCAG 2 formula by hand): light #4b4b4b on #afafaf
        // 3.98:1, dark #b4b4b4 on #505050 3.89:1, so both appearances have findings.
        #expect(
            findings.contains { $0["appearance"] as? String == "dark" && $0["rule"] as? String == "contrast-minimum" })
        #expect(files("light") == [light])
        #expect(files("dark") == [dark])
    }
}
