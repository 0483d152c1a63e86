import Foundation
import Testing

/// "Fix first" shows each appearance's pair after the repair with that appearance's colours: an alias
/// re-pointed to another step of its scale names a colour per theme (tester9 B17: on Compound's Tokens
/// Studio themes every dark "after" was drawn with the light theme's step, 4.15 → 2.26:1 shown where the
/// repair gives 5.10:1). A hand-made two-theme token set: `color.text.secondary` → `{color.gray.900}`,
/// the steps written per theme. Ratios from the WCAG 2.2 formula (`HandWCAG`), truncated to two decimals
/// as the report prints them:
/// - light: #777777 on #ffffff 4.47:1 (L 0.18447: 1.05/0.23447) → gray.1000 #555555 7.45:1 (L 0.09084:
///   1.05/0.14084);
/// - dark: #7a7a7a (L 0.19462) on #222222 (L 0.01600) 3.70:1 → gray.1000 #9a9a9a (L 0.32314) 5.65:1; the
///   light step #555555 on #222222 would be 2.13:1 (what the report drew before).
@Suite("HTML Fix first: each theme's colour after the repair")
struct HTMLThemePreviewTests {
    static func shown(_ ratio: Double) -> String {
        String(format: "%.2f", (ratio * 100).rounded(.down) / 100) + ":1"
    }

    @Test func darkAfterUsesTheDarkStep() throws {
        let folder = try ImportTempFolder()
        _ = try folder.write(
            "tokens/$metadata.json", #"{"tokenSetOrder": ["theme-light", "theme-dark", "theme-semantics"]}"#)
        _ = try folder.write(
            "tokens/theme-light.json",
            """
            {"color": {
              "gray": {"900": {"value": "#777777", "type": "color"}, "1000": {"value": "#555555", "type": "color"}},
              "bg": {"canvas": {"value": "#ffffff", "type": "color"}}}}
            """)
        _ = try folder.write(
            "tokens/theme-dark.json",
            """
            {"color": {
              "gray": {"900": {"value": "#7a7a7a", "type": "color"}, "1000": {"value": "#9a9a9a", "type": "color"}},
              "bg": {"canvas": {"value": "#222222", "type": "color"}}}}
            """)
        _ = try folder.write(
            "tokens/theme-semantics.json",
            #"{"color": {"text": {"secondary": {"value": "{color.gray.900}", "type": "color"}}}}"#)
        let directory = URL(fileURLWithPath: folder.root)
        _ = try CLIRunner.run(["audit", "tokens", "--format", "html", "-o", "r.html"], directory: directory)
        let html = try String(contentsOfFile: folder.root + "/r.html", encoding: .utf8)
        let section = try #require(
            html.range(of: "<h2 id=\"fix\">Fix first</h2>").map { String(html[$0.lowerBound...]) })
        let fixFirst = try #require(section.components(separatedBy: "</section>").first)
        let lightBefore = HandWCAG.ratio(HandWCAG.luminance(0x77), HandWCAG.luminance(0xff))
        let lightAfter = HandWCAG.ratio(HandWCAG.luminance(0x55), HandWCAG.luminance(0xff))
        let darkBefore = HandWCAG.ratio(HandWCAG.luminance(0x7a), HandWCAG.luminance(0x22))
        let darkAfter = HandWCAG.ratio(HandWCAG.luminance(0x9a), HandWCAG.luminance(0x22))
        let wrongDark = HandWCAG.ratio(HandWCAG.luminance(0x55), HandWCAG.luminance(0x22))
        #expect(Self.shown(lightBefore) == "4.47:1")
        #expect(Self.shown(darkAfter) == "5.65:1")
        // Each pair: its appearance, the ratio as it is, the ratio after with the step of that theme.
        let pairs = fixFirst.components(separatedBy: "<div class=\"pair\">").dropFirst()
        let dark = try #require(pairs.first { $0.contains("dark · text") })
        let light = try #require(pairs.first { $0.contains("light · text") })
        for (pair, before, after) in [(dark, darkBefore, darkAfter), (light, lightBefore, lightAfter)] {
            #expect(pair.contains("\(Self.shown(before))</span> <span class=\"fail\">needs 4.5:1</span>"))
            #expect(pair.contains("\(Self.shown(after))</span> <span class=\"pass\">passes</span>"))
            #expect(pair.contains("<code>{color.gray.900}</code>"))
            #expect(pair.contains("<code class=\"copy\">{color.gray.1000}</code>"))
        }
        #expect(!dark.contains(Self.shown(wrongDark)))
        // ΔE00 in each theme. For two greys CIEDE2000 is ΔL* / S_L, S_L = 1 + 0.015 (L̄ − 50)² / √(20 +
        // (L̄ − 50)²), L* = 116 Y^(1/3) − 16: dark #7a7a7a L* 51.223, #9a9a9a 63.602 → 12.379 / 1.0952 =
        // 11.303; light #777777 50.034, #555555 36.146 → 13.889 / 1.0870 = 12.777 (the light one was shown
        // for both). The report truncates to two decimals, trailing zeros dropped (`ValueText.number`, as
        // its ratios): 11.3 and 12.77.
        #expect(dark.contains("ΔE00 11.3 · the value fix writes"))
        #expect(light.contains("ΔE00 12.77 · the value fix writes"))
        // The samples are drawn in each theme's colours: dark #9a9a9a on #222222, light #555555 on #ffffff.
        #expect(dark.contains("color:#9a9a9a;background:#222222"))
        #expect(light.contains("color:#555555;background:#ffffff"))
    }
}
