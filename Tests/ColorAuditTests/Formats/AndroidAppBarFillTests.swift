import Foundation
import Testing

@testable import ColorAudit

/// An AppCompat theme's `colorPrimary` is its app bar's fill (`AndroidAppBarFill`): "The primary branding
/// color for the app. By default, this is the color applied to the action bar background", while
/// `colorAccent` is "applied to framework controls (via colorControlActivated)" (AndroidX AppCompat
/// `res/values/attrs.xml`). Material Components and Material 3 themes keep `colorPrimary` a foreground.
@Suite struct AndroidAppBarFillTests: PairingPalettes {
    func resources(_ body: String) -> String {
        "<?xml version=\"1.0\" encoding=\"utf-8\"?>\n<resources>\n\(body)\n</resources>\n"
    }

    @Test("AppCompat's and the platform's themes have an action bar filled with colorPrimary; MDC's and M3's not")
    func platformThemes() {
        for parent in [
            "Theme.AppCompat.Light.NoActionBar", "Theme.AppCompat.DayNight", "Base.Theme.AppCompat.Light",
            "@android:style/Theme.Material.Light", "android:Theme.Holo", "android:Theme.DeviceDefault.Light",
        ] {
            #expect(AndroidAppBarFill.isActionBarTheme(parent), "\(parent)")
        }
        for parent in [
            "Theme.MaterialComponents.DayNight.NoActionBar", "Theme.MaterialComponents.Light.Bridge",
            "Theme.Material3.DayNight", "Theme.Material3.DynamicColors.Light", "Theme.SplashScreen", "AppTheme",
        ] {
            #expect(!AndroidAppBarFill.isActionBarTheme(parent), "\(parent)")
        }
    }

    /// The lines of Conversations' light theme and colours that these pairs need
    /// (iNPUTmice/Conversations 0677ddc, `src/main/res/values/themes.xml:4-17`, `values/colors.xml:12,25,29,32`),
    /// with an app bar overlay over `ThemeOverlay.AppCompat.Dark.ActionBar` of the "Set up the app bar"
    /// pattern (hand-made: white title text).
    func conversations(parent: String) throws -> ImportTempFolder {
        let folder = try ImportTempFolder()
        _ = try folder.write(
            "res/values/colors.xml",
            resources(
                #"<color name="white">#ffffffff</color><color name="grey50">#fffafafa</color>"#
                    + #"<color name="red800">#ffc62828</color><color name="blue_a400">#ff2979FF</color>"#
                    + #"<color name="green600">#ff43A047</color>"#))
        _ = try folder.write(
            "res/values/themes.xml",
            resources(
                #"<style name="ConversationsTheme" parent="\#(parent)">"#
                    + #"<item name="colorPrimary">@color/green600</item>"#
                    + #"<item name="colorAccent">@color/blue_a400</item>"#
                    + #"<item name="color_background_primary">@color/grey50</item>"#
                    + #"<item name="TextColorOnline">@color/green600</item>"#
                    + #"<item name="TextColorError">@color/red800</item></style>"#
                    + #"<style name="ThemeOverlay.App.ActionBar" parent="ThemeOverlay.AppCompat.Dark.ActionBar">"#
                    + #"<item name="android:textColorPrimary">@color/white</item></style>"#))
        return folder
    }

    @Test("An AppCompat theme's colorPrimary forms no pair from roles; the app bar's text is judged on it")
    func appCompatPrimaryIsTheAppBar() throws {
        let folder = try conversations(parent: "Theme.AppCompat.Light.NoActionBar")
        let palette = try #require(try importPaths([folder.root + "/res"]).first)
        #expect(palette.token(named: "colorPrimary")?.role == .background)
        let context = AuditContext(palette: palette, configuration: Configuration())
        let pairs = names(context.pairs)
        // The app bar's title (the overlay's textColorPrimary) on its fill, and nothing else on or of it.
        #expect(pairs.filter { $0.contains("colorPrimary") } == [["white", "colorPrimary"]])
        // The accent and the status text stay on the theme's background.
        for name in ["colorAccent", "TextColorOnline", "TextColorError"] {
            #expect(pairs.contains([name, "color_background_primary"]), "\(name)")
        }
        // #FFFFFF on #43A047 by hand: R 67/255 → 0.056173, G 160/255 → 0.351533, B 71/255 → 0.063010;
        // L = 0.2126·0.056173 + 0.7152·0.351533 + 0.0722·0.063010 = 0.267898; 1.05/0.317898 = 3.3029.
        let title = try #require(context.pairs.first { $0.declaration.foreground == "white" })
        #expect(abs(title.stack.worstRatio - 3.3029) < 1e-3)
        // The online text's green is no longer an interactive colour reused as text.
        let report = try #require(try Auditor().audit([palette]).first)
        #expect(!report.findings.contains { $0.rule == .interactiveStaticReuse })
    }

    @Test("A Material Components theme keeps colorPrimary a foreground on the theme's background")
    func materialComponentsPrimaryStaysText() throws {
        let folder = try conversations(parent: "Theme.MaterialComponents.Light.NoActionBar")
        let palette = try #require(try importPaths([folder.root + "/res"]).first)
        #expect(palette.token(named: "colorPrimary")?.role != .background)
        #expect(formed(palette).contains(["colorPrimary", "color_background_primary"]))
    }
}
