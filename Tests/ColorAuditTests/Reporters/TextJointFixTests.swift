import Foundation
import Testing

/// The text report shows, for a failing contrast pair whose colours the palette's repair changes, the
/// value `coloraudit fix` writes (tester8 B12: Gestalt's `color.text.subtle` got #686868 on three pairs and
/// #696969 on a fourth, where `fix` and the HTML "Fix first" re-point it to `roboflow.550`).
@Suite("Text report: the joint values")
struct TextJointFixTests {
    /// One grey caption on white and on #f0f0f0. By hand (WCAG 2 relative luminance): #777777 is 4.48:1 on
    /// white and 3.93:1 on #f0f0f0 (luminance 0.8714); the lightest grey reaching 4.5:1 on #f0f0f0 is
    /// #6d6d6d (4.54:1; #6e6e6e 4.46:1), which is 5.17:1 on white. A fix for the white pair alone would be
    /// #767676 (3.99:1 on #f0f0f0); one value meets both, so both findings show #6d6d6d, as `fix` writes.
    @Test func bothPairsShowTheValueFixWrites() throws {
        let folder = try ImportTempFolder()
        _ = try folder.write(
            "p.yaml",
            """
            colors:
              caption: { value: "#777777", role: text }
              page: { value: "#ffffff", role: background }
              card: { value: "#f0f0f0", role: background }

            """)
        let directory = URL(fileURLWithPath: folder.root)
        let text = try CLIRunner.run(["audit", "p.yaml", "--color", "never"], directory: directory)
        let fix = try CLIRunner.run(["fix", "--dry-run", "p.yaml"], directory: directory)
        #expect(fix.stdout.contains("+  caption: { value: \"#6d6d6d\", role: text }"))
        let lines = text.stdout.split(separator: "\n").filter { $0.contains("fix writes") }
        #expect(lines.count == 2)
        for line in lines {
            #expect(line.contains("fix writes [any]: foreground caption #777777 → #6d6d6d (ΔE00 "))
        }
        #expect(!text.stdout.contains("#767676"))
    }

    /// An alias re-pointed to a step written per theme changes each theme's colour by its own ΔE00: the
    /// line gives each (the HTML report's "Fix first" does). The two-theme token set of
    /// `HTMLThemePreviewTests`: `color.text.secondary` → `{color.gray.900}` → `{color.gray.1000}`. For two
    /// greys CIEDE2000 is ΔL* / S_L, S_L = 1 + 0.015 (L̄ − 50)² / √(20 + (L̄ − 50)²), L* = 116 Y^(1/3) − 16:
    /// dark #7a7a7a L* 51.223 → #9a9a9a 63.602, 12.379 / 1.0952 = 11.303; light #777777 50.034 → #555555
    /// 36.146, 13.889 / 1.0870 = 12.777; printed with two decimals, rounded, as the line prints them.
    @Test func eachThemeShowsItsOwnDifference() throws {
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
        let text = try CLIRunner.run(["audit", "tokens", "--color", "never"], directory: directory)
        let lines = text.stdout.split(separator: "\n").filter { $0.contains("fix writes") }
        #expect(
            lines == [
                "        fix writes [dark, light]: foreground color.text.secondary {color.gray.900} → "
                    + "{color.gray.1000} (ΔE00 11.30 [dark], 12.78 [light])"
            ])
        // `fix`'s plan gives the same values, in the order of the change's appearances.
        let fix = try CLIRunner.run(["fix", "--dry-run", "tokens"], directory: directory)
        #expect(
            fix.stderr.contains(
                "color.text.secondary {color.gray.900} → {color.gray.1000} (ΔE00 12.78 [light], 11.30 [dark])"),
            "\(fix.stderr)")
    }
}
