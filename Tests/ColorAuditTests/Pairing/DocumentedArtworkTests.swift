import Foundation
import Testing

@testable import ColorAudit

/// Lines of Tusky's resources (tuskyapp/Tusky @ 43ae0bb4556392393a3d759ce42a93f3a003e83a,
/// `app/src/main/res/values/`), written to a temporary `res/` folder: what its drawables and layouts draw on
/// what is the expectation, not ColorAudit's output.
enum TuskyResources {
    static func resources(_ body: String) -> String {
        "<?xml version=\"1.0\" encoding=\"utf-8\"?>\n<resources>\n\(body)\n</resources>\n"
    }

    /// `colors.xml` 6, 17, 24–36 (some of the greys), 46–57 (the mascot's and the app icon's colours, as
    /// written, with the blank line before them); `theme_colors.xml` 3–38 (the light values used here);
    /// `styles.xml` 42–117, the lines of `TuskyBaseTheme` that set these colours.
    static func folder() throws -> ImportTempFolder {
        let folder = try ImportTempFolder()
        _ = try folder.write(
            "res/values/colors.xml",
            Self.resources(
                """
                    <color name="tusky_blue_dark">#217aba</color>
                    <color name="white">#fff</color>

                    <color name="tusky_grey_10">#16191f</color>
                    <color name="tusky_grey_20">#282c37</color>
                    <color name="tusky_grey_30">#444b5d</color>
                    <color name="tusky_grey_50">#6e7b92</color>
                    <color name="tusky_grey_70">#9baec8</color>
                    <color name="tusky_grey_95">#ebeff4</color>
                    <color name="tusky_grey_blue_light">#94bada</color>

                    <!-- colors used in the elephant friend drawables -->
                    <color name="elephant_friend_border_color">#121419</color>
                    <color name="elephant_friend_accent_color">?attr/colorPrimary</color>
                    <color name="elephant_friend_body_color">#9BAEC8</color>
                    <color name="elephant_friend_dark_body_color_1">#8192A6</color>
                    <color name="elephant_friend_dark_body_color_2">#7F90A4</color>
                    <color name="elephant_friend_light_color_1">#CAD4E0</color>
                    <color name="elephant_friend_light_color_2">#d9e1e8</color>

                    <!-- colors used in the app icon -->
                    <color name="icon_background">#09497b</color>
                    <color name="icon_highlight">#39acff</color>
                """))
        _ = try folder.write(
            "res/values/theme_colors.xml",
            Self.resources(
                """
                    <color name="colorPrimary">@color/tusky_blue_dark</color>
                    <color name="colorSurface">@color/tusky_grey_95</color>
                    <color name="colorOnPrimary">@color/white</color>
                    <color name="colorBackground">@color/white</color>
                    <color name="colorSecondaryContainer">@color/tusky_grey_blue_light</color>
                    <color name="textColorPrimary">@color/tusky_grey_10</color>
                    <color name="textColorTertiary">@color/tusky_grey_30</color>
                    <color name="iconColor">@color/tusky_grey_50</color>
                    <color name="colorBackgroundAccent">@color/tusky_grey_70</color>
                    <color name="toolbarIconBackgroundColor">#CCEBEFF4</color>
                """))
        _ = try folder.write(
            "res/values/styles.xml",
            Self.resources(
                """
                    <style name="TuskyBaseTheme" parent="Theme.Material3.DayNight.NoActionBar">
                        <item name="colorPrimary">@color/colorPrimary</item>
                        <item name="colorOnPrimary">@color/colorOnPrimary</item>
                        <item name="colorPrimaryContainer">@color/colorPrimary</item>
                        <item name="colorOnPrimaryContainer">@color/colorOnPrimary</item>
                        <item name="colorSurface">@color/colorSurface</item>
                        <item name="colorSurfaceVariant">@color/colorSurface</item>
                        <item name="colorSurfaceContainer">@color/colorSurface</item>
                        <!-- used for e.g. selected menu items -->
                        <item name="colorSecondaryContainer">@color/colorSecondaryContainer</item>
                        <item name="android:colorBackground">@color/colorBackground</item>
                        <item name="colorBackgroundAccent">@color/colorBackgroundAccent</item>
                        <item name="android:textColorPrimary">@color/textColorPrimary</item>
                        <item name="android:textColorTertiary">@color/textColorTertiary</item>
                        <item name="iconColor">@color/iconColor</item>
                        <item name="colorOutline">@color/iconColor</item>
                        <item name="toolbarIconBackgroundColor">@color/toolbarIconBackgroundColor</item>
                    </style>
                """))
        return folder
    }
}

/// Colours documented as a picture's (`DocumentedArtwork`) and Android comments heading a run of colours
/// (`AndroidResourceParser`, "Descriptions"), on Tusky's lines.
@Suite struct DocumentedArtworkTests: PairingPalettes {
    /// The heading comment describes its run: every `elephant_friend_*` colour and both app icon colours.
    @Test func aPluralHeadingDescribesItsRun() throws {
        let folder = try TuskyResources.folder()
        let palette = try #require(try importPaths([folder.root + "/res"]).first)
        for name in ["elephant_friend_border_color", "elephant_friend_body_color", "elephant_friend_light_color_2"] {
            #expect(palette.token(named: name)?.documentation == "colors used in the elephant friend drawables")
        }
        #expect(palette.token(named: "icon_highlight")?.documentation == "colors used in the app icon")
        // The greys follow a blank line after `white`, which no comment heads.
        #expect(palette.token(named: "tusky_grey_10")?.documentation == nil)
    }

    /// The mascot's colours (drawn only as `android:fillColor`s of `drawable/elephant_friend_empty.xml`) are
    /// decorative and form no pair; before, `elephant_friend_body_color` was text (`body`) on every surface.
    @Test func theMascotsColoursFormNoPair() throws {
        let folder = try TuskyResources.folder()
        let palette = try #require(try importPaths([folder.root + "/res"]).first)
        let pairs = formed(palette)
        for name in ["elephant_friend_border_color", "elephant_friend_body_color", "elephant_friend_dark_body_color_1"]
        {
            #expect(palette.token(named: name)?.role == .decorative, "\(name)")
            #expect(!pairs.contains { $0.contains(name) }, "\(name)")
        }
        #expect(DocumentedArtwork.documentsArtwork("colors used in the elephant friend drawables"))
        #expect(DocumentedArtwork.documentsArtwork("colors used in the app icon"))
        #expect(DocumentedArtwork.documentsArtwork("Brand illustration fill"))
        #expect(!DocumentedArtwork.documentsArtwork("colors used in the icon drawables"))
        #expect(!DocumentedArtwork.documentsArtwork("Use for in-app icon tints"))
        #expect(!DocumentedArtwork.documentsArtwork("colors used to show inserted/deleted text"))
    }
}
