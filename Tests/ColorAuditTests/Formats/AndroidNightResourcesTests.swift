import Foundation
import Testing

@testable import ColorAudit
@testable import ColorScience

/// A theme that follows the system resolves its `@color/` values in the night configuration in dark
/// ("Android selects which alternative resource to use at runtime, depending on the current device
/// configuration", developer.android.com, "Providing resources"); a theme the files show is a night theme
/// is audited in dark only.
@Suite struct AndroidNightResourcesTests {
    // Hand-made: a DayNight theme whose attributes point at colours `values-night` redefines.
    static let colors = AndroidFixture.resources(
        #"<color name="background">#FFFFFF</color><color name="textColorPrimary">#212121</color>"#
            + #"<color name="textColorSecondary">#9E9E9E</color><color name="accent">#1565C0</color>"#)
    static let nightColors = AndroidFixture.resources(
        #"<color name="background">#121212</color><color name="textColorPrimary">#EEEEEE</color>"#
            + #"<color name="textColorSecondary">#5A5A5A</color>"#)
    static let appTheme =
        #"<style name="AppTheme" parent="Theme.MaterialComponents.DayNight.NoActionBar">"#
        + #"<item name="android:windowBackground">@color/background</item>"#
        + #"<item name="android:textColorPrimary">@color/textColorPrimary</item>"#
        + #"<item name="android:textColorSecondary">@color/textColorSecondary</item>"#
        + #"<item name="colorAccent">@color/accent</item></style>"#

    func res(styles: String, nightStyles: String? = nil) throws -> (ImportTempFolder, String) {
        let folder = try ImportTempFolder()
        try folder.write("res/values/colors.xml", Self.colors)
        try folder.write("res/values-night/colors.xml", Self.nightColors)
        try folder.write("res/values/styles.xml", AndroidFixture.resources(styles))
        if let nightStyles { try folder.write("res/values-night/styles.xml", AndroidFixture.resources(nightStyles)) }
        return (folder, folder.root + "/res")
    }

    @Test("A DayNight theme's attribute takes its colour's values-night value in dark")
    func dayNightAttributeInDark() throws {
        let (folder, res) = try res(styles: Self.appTheme)
        let palette = try #require(try importPaths([res]).first { $0.variant == "AppTheme" })
        let secondary = try #require(palette.token(named: "android:textColorSecondary"))
        #expect(secondary.values[.any]?.color.hex == "#9e9e9e")
        #expect(secondary.values[.dark]?.color.hex == "#5a5a5a")
        #expect(secondary.values[.dark]?.aliasOf == "textColorSecondary")
        #expect(palette.token(named: "android:windowBackground")?.values[.dark]?.color.hex == "#121212")
        // A colour values-night leaves alone keeps one value for every appearance.
        #expect(palette.token(named: "colorAccent")?.values.keys.sorted() == [.any])
        // In dark, #5A5A5A on #121212: linear 0.10224 and 0.00605, (0.15224) / (0.05605) = 2.72 (WCAG 2.2,
        // by hand), below 4.5; #EEEEEE on #121212 passes. In light, #9E9E9E on #FFFFFF: 2.68.
        let report = try Auditor().audit([palette])[0]
        let errors = report.findings.filter {
            $0.rule == "contrast-minimum" && $0.tokens.contains("android:windowBackground")
        }
        let dark = try #require(errors.first { $0.appearance == .dark })
        #expect(dark.tokens.first == "android:textColorSecondary")
        #expect(abs((dark.measurements["ratio"]?.value ?? 0) - 2.72) < 0.01)
        #expect(!errors.contains { $0.appearance == .dark && $0.tokens.first == "android:textColorPrimary" })
        #expect(errors.contains { $0.appearance == .light && $0.tokens.first == "android:textColorSecondary" })
        withExtendedLifetime(folder) {}
    }

    @Test("A black theme over a DayNight theme is audited in dark only, and says so")
    func blackThemeOverDayNight() throws {
        let (folder, res) = try res(
            styles: Self.appTheme
                + #"<style name="AppTheme.Other"><item name="colorAccent">#00897B</item></style>"#
                + #"<style name="AppTheme.BlackTheme">"#
                + #"<item name="android:windowBackground">@android:color/black</item></style>"#)
        let palettes = try importPaths([res])
        let black = try #require(palettes.first { $0.variant == "AppTheme.BlackTheme" })
        #expect(black.appearances == [.dark])
        #expect(black.token(named: "android:windowBackground")?.values.keys.sorted() == [.dark])
        // Its text is AppTheme's, in the night configuration.
        #expect(black.token(named: "android:textColorPrimary")?.values[.dark]?.color.hex == "#eeeeee")
        #expect(black.token(named: "android:textColorPrimary")?.values[.any] == nil)
        #expect(
            black.importNotes.contains {
                $0.kind == .skipped
                    && $0.reason.hasPrefix(
                        "theme 'AppTheme.BlackTheme' is audited in dark only: it sets "
                            + "android:windowBackground to black")
            })
        // AppTheme itself, white in the day, is read in both.
        let app = try #require(palettes.first { $0.variant == "AppTheme" })
        #expect(app.appearances == [.light, .dark])
        withExtendedLifetime(folder) {}
    }

    @Test("A black window under a Light theme or a white one under DayNight changes nothing")
    func notNightThemes() throws {
        let (folder, res) = try res(
            styles: #"<style name="Theme.App.Light" parent="Theme.AppCompat.Light">"#
                + #"<item name="android:windowBackground">#000000</item>"#
                + #"<item name="android:textColorPrimary">@color/textColorPrimary</item></style>"#)
        let palette = try #require(try importPaths([res]).first)
        // A theme whose names say Light is the light theme: read in light, its colours as the day's.
        #expect(palette.token(named: "android:windowBackground")?.values.keys.sorted() == [.light])
        #expect(palette.token(named: "android:textColorPrimary")?.values.keys.sorted() == [.light])
        withExtendedLifetime(folder) {}
    }

    @Test("A theme defined only in values-night is read in dark only")
    func nightOnlyTheme() throws {
        let (folder, res) = try res(
            styles: Self.appTheme + #"<style name="AppTheme.Other"><item name="colorAccent">#00897B</item></style>"#,
            nightStyles: #"<style name="AppTheme.Amoled" parent="AppTheme">"#
                + #"<item name="android:windowBackground">#000000</item></style>"#)
        let palettes = try importPaths([res])
        let amoled = try #require(palettes.first { $0.variant == "AppTheme.Amoled" })
        #expect(amoled.appearances == [.dark])
        #expect(amoled.token(named: "android:textColorPrimary")?.values[.dark]?.color.hex == "#eeeeee")
        withExtendedLifetime(folder) {}
    }

    /// Real AntennaPod (AntennaPod/AntennaPod b7ee12ccfc026b7fe6ca7206a925a05a23e15cca,
    /// `ui/common/src/main/res/values/styles.xml` lines 96, 106, 135 and 138; `values/colors.xml` lines 9 and
    /// 16): its true-black theme extends the dark one, whose names say Dark: read in dark only, as before.
    @Test("AntennaPod's TrueBlack over its Dark theme is a dark theme")
    func antennaPodTrueBlack() throws {
        let folder = try ImportTempFolder()
        try folder.write(
            "res/values/colors.xml",
            AndroidFixture.resources(
                #"<color name="black">#000000</color><color name="background_darktheme">#21272b</color>"#))
        try folder.write(
            "res/values/styles.xml",
            AndroidFixture.resources(
                #"<style name="Theme.AntennaPod.Dark" parent="Theme.AntennaPod.Dynamic.Dark">"#
                    + #"<item name="android:colorBackground">@color/background_darktheme</item></style>"#
                    + #"<style name="Theme.AntennaPod.TrueBlack" parent="Theme.AntennaPod.Dark">"#
                    + #"<item name="android:colorBackground">@color/black</item></style>"#))
        let palettes = try importPaths([folder.root + "/res"])
        #expect(palettes.allSatisfy { $0.appearances == [.dark] }, "\(palettes.map { ($0.variant, $0.appearances) })")
    }
}
