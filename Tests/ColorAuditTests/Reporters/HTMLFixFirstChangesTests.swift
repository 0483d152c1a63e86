import Foundation
import Testing

/// "Fix first" lists every change `fix` makes, and says why a re-pointed alias skips nearer steps of its
/// scale (tester9 B18: on Compound's tokens the list named 5 colours where `fix` changed 8 — the other 3
/// were "also" colours of the same pairs — and `text.success.primary` jumped four steps unexplained).
///
/// A hand-made palette: `a` and `b` both name `tone.500`, so `a on page` and `b on page` are one finding
/// ("a (also b)"). WCAG 2.2 ratios (`HandWCAG`): light #777777 on white 4.47:1 fails 4.5:1; `tone.600`
/// #666666 gives 5.74:1, `tone.700` #555555 7.45:1. `b` is also large text on `band` (dark #333333, 3:1):
/// dark `tone.500` #888888 gives 3.56:1 today, dark `tone.600` #787878 only 2.86:1, dark `tone.700`
/// #aaaaaa 5.43:1 — so `a` takes the next step and `b` the one after, because of its pair on `band`.
/// `fix` gives `b`'s ΔE00 per appearance; for greys CIEDE2000 is ΔL* / S_L, S_L = 1 + 0.015 (L̄ − 50)² /
/// √(20 + (L̄ − 50)²): light #777777 L* 50.034 → #555555 36.146, 13.889 / 1.0870 = 12.777; dark #888888
/// 56.703 → #aaaaaa 69.610, 12.907 / 1.1869 = 10.875 (10.8748), printed rounded: 12.78 and 10.87.
@Suite("HTML Fix first: every change fix makes")
struct HTMLFixFirstChangesTests {
    static let palette = """
        colors:
          tone.500: { light: "#777777", dark: "#888888" }
          tone.600: { light: "#666666", dark: "#787878" }
          tone.700: { light: "#555555", dark: "#aaaaaa" }
          a: "{tone.500}"
          b: "{tone.500}"
          page: { light: "#ffffff", dark: "#000000" }
          band: { light: "#ffffff", dark: "#333333" }
        pairs:
          - { foreground: a, background: page }
          - { foreground: b, background: page }
          - { foreground: b, background: band, usage: large-text }

        """

    @Test func theListIsTheChangeListWithTheReasonForAJump() throws {
        let white = HandWCAG.luminance(0xff)
        #expect(HandWCAG.ratio(HandWCAG.luminance(0x77), white) < 4.5)
        #expect(HandWCAG.ratio(HandWCAG.luminance(0x66), white) >= 4.5)
        #expect(HandWCAG.ratio(HandWCAG.luminance(0x55), white) >= 4.5)
        let band = HandWCAG.luminance(0x33)
        #expect(HandWCAG.ratio(HandWCAG.luminance(0x88), band) >= 3)
        #expect(HandWCAG.ratio(HandWCAG.luminance(0x78), band) < 3)
        #expect(HandWCAG.ratio(HandWCAG.luminance(0xaa), band) >= 3)
        #expect(HandWCAG.ratio(HandWCAG.luminance(0x78), 0) >= 4.5)
        let folder = try ImportTempFolder()
        _ = try folder.write("p.yaml", Self.palette)
        let directory = URL(fileURLWithPath: folder.root)
        let fix = try CLIRunner.run(["fix", "--dry-run", "p.yaml"], directory: directory)
        #expect(fix.stdout.contains("+  a: \"{tone.600}\"\n+  b: \"{tone.700}\""))
        #expect(
            fix.stderr.contains(
                "b {tone.500} → {tone.700} (ΔE00 12.78 [light], 10.87 [dark]) (alias re-pointed from tone.500 to "
                    + "tone.700) (nearer step not "
                    + "taken: tone.600 fails b's pair with band [dark])"))
        _ = try CLIRunner.run(["audit", "p.yaml", "--format", "html", "-o", "r.html"], directory: directory)
        let html = try String(contentsOfFile: folder.root + "/r.html", encoding: .utf8)
        let section = try #require(
            html.range(of: "<h2 id=\"fix\">Fix first</h2>").map { String(html[$0.lowerBound...]) })
        let fixFirst = try #require(section.components(separatedBy: "</section>").first)
        // One entry per changed colour, each with the value fix writes for it.
        #expect(fixFirst.contains("1 failing pair in 2 colours to change"))
        #expect(fixFirst.contains("foreground <strong>a</strong>: <code>{tone.500}</code>"))
        #expect(fixFirst.contains("foreground <strong>b</strong>: <code>{tone.500}</code>"))
        #expect(fixFirst.contains("<code class=\"copy\">{tone.600}</code>"))
        #expect(fixFirst.contains("<code class=\"copy\">{tone.700}</code>"))
        #expect(fixFirst.contains("Not a nearer step: tone.600 fails b&#39;s pair with band [dark]."))
        // b's pair drawn with b's own step: 7.45:1.
        let b = try #require(fixFirst.components(separatedBy: "<li>").first { $0.contains("<strong>b</strong> <span") })
        #expect(b.contains("7.45:1</span> <span class=\"pass\">passes</span>"))
    }
}
