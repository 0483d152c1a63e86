import Foundation
import Testing

@testable import ColorAudit

/// Theme families of one Android `res/` folder are folded as a token package's brands are
/// (`UniformFindings.foldBrands`): AntennaPod's `Theme.AntennaPod` and `Theme.AntennaPod.Dynamic` give the
/// same `icon_red` failures (AntennaPod/AntennaPod b7ee12c, `ui/common/src/main/res/values/styles.xml`).
/// Hand-made here: two themes over AppCompat with the same body text and window colour and different
/// accents.
///
/// Ratios by hand, WCAG 2 relative luminance with each channel c = v/255 linearised as
/// ((c + 0.055)/1.055)^2.4: #777777 → c = 0.466667, 0.494471^2.4 = 0.184475, on #ffffff
/// (1 + 0.05)/(0.184475 + 0.05) = 4.4781:1, below 4.5:1 in both themes — said once, naming both;
/// #999999 → 0.318547, 1.05/0.368547 = 2.8490:1, the accent of `Theme.Two` only — its own.
@Suite struct AndroidThemeFindingsTests {
    func folder() throws -> ImportTempFolder {
        let folder = try ImportTempFolder()
        func theme(_ name: String, accent: String) -> String {
            #"<style name="\#(name)" parent="Theme.AppCompat.Light.NoActionBar">"#
                + #"<item name="android:textColorPrimary">#777777</item>"#
                + #"<item name="android:windowBackground">#ffffff</item>"#
                + #"<item name="colorAccent">\#(accent)</item></style>"#
        }
        _ = try folder.write(
            "res/values/themes.xml",
            "<?xml version=\"1.0\" encoding=\"utf-8\"?>\n<resources>\n"
                + theme("Theme.One", accent: "#1565c0") + "\n" + theme("Theme.Two", accent: "#999999")
                + "\n</resources>\n")
        return folder
    }

    @Test("A failure the same in two theme families is said once, naming both; one of a theme alone stays its own")
    func sameFailureOnce() throws {
        let folder = try folder()  // held: the folder is removed when released
        let palettes = try PaletteLoader().load([folder.root + "/res"]).palettes
        #expect(palettes.map(\.variant) == ["Theme.One", "Theme.Two"])
        let reports = try Auditor().audit(palettes)
        try #require(reports.count == 2)
        func contrast(_ findings: [Finding]) -> [Finding] { findings.filter { $0.rule == .contrastMinimum } }
        let one = contrast(reports[0].findings)
        let two = contrast(reports[1].findings)
        let body = try #require(one.first { $0.tokens == ["android:textColorPrimary", "android:windowBackground"] })
        #expect(body.brands == ["Theme.One", "Theme.Two"])
        #expect(abs((body.measurements["ratio"]?.value ?? 0) - 4.4781) < 1e-4)
        #expect(body.brandVariants == ["Theme.One", "Theme.Two"])
        // Theme.Two's copy is set aside; its own accent failure stays.
        #expect(!two.contains { $0.tokens.first == "android:textColorPrimary" })
        #expect(contrast(reports[1].sharedFindings).map(\.brands) == [["Theme.One", "Theme.Two"]])
        let accent = try #require(two.first { $0.tokens.first == "colorAccent" })
        #expect(accent.brands.isEmpty)
        #expect(abs((accent.measurements["ratio"]?.value ?? 0) - 2.8490) < 1e-4)
        // The text report names the themes, not brands.
        let text = TextReporter(useColor: false).render(AuditRun(reports: reports))
        #expect(text.contains("the same in other themes: 1 finding of this theme, said once with Theme.One"))
    }
}
