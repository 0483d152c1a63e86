import Foundation
import Testing

@testable import ColorAudit
@testable import ColorScience

/// The XML comment beside an Android `<color>` is its description (`AndroidResourceParser`,
/// "Descriptions"): the comment trailing it on its line, else the one comment right before it. Expected
/// texts are the comments of google/iosched's own files (commit 738e1e0, the fixture copy), read by eye.
@Suite struct AndroidCommentDescriptionTests {
    private static func resources(_ body: String) -> String {
        "<?xml version=\"1.0\" encoding=\"utf-8\"?>\n<resources>\n\(body)\n</resources>\n"
    }

    /// iosched `mobile/src/main/res/values/colors.xml`: line 23 `color_control_light` ends with `<!-- Same as
    /// textColorPrimary disabled -->`; line 24 `color_surface_secondary` carries the same comment; line 27
    /// `system_ui_scrim_light` "70% white"; lines 30–33 each scrim follows its own comment line; line 35's
    /// "Other colors with dark mode alternatives" heads `highlighted_card_background` with no blank line.
    @Test func ioschedComments() throws {
        let palettes = try importPaths([Fixture.url("Real/iosched").path])
        let mobile = try #require(palettes.first)
        func doc(_ name: String) -> String? { mobile.token(named: name)?.documentation }
        #expect(doc("color_control_light") == "Same as textColorPrimary disabled")
        #expect(doc("color_surface_secondary") == "Same as textColorPrimary disabled")
        #expect(doc("system_ui_scrim_light") == "70% white")
        #expect(doc("status_bar_scrim") == "We use a dark scrim by default since light status is API 23+")
        #expect(doc("nav_bar_scrim") == "We use a dark scrim by default since light nav bar is API 27+")
        #expect(doc("highlighted_card_background") == "Other colors with dark mode alternatives")
        // Line 21 `color_on_secondary` has no comment beside it; lines 19–21 follow no comment.
        #expect(doc("color_on_secondary") == nil)
        #expect(doc("color_primary") == nil)
        // shared/…/values/colors.xml line 20: `deep_sky_blue` ends with "colorPrimary in Light mode".
        #expect(palettes[1].token(named: "deep_sky_blue")?.documentation == "colorPrimary in Light mode")
    }

    /// Only the adjacent comment: a blank line, another element or a trailing position cuts it off.
    @Test func onlyTheAdjacentComment() throws {
        let folder = try ImportTempFolder()
        let path = try folder.write(
            "res/values/colors.xml",
            Self.resources(
                """
                    <!-- Brand -->

                    <color name="brand">#112233</color>
                    <!-- first -->
                    <!-- second -->
                    <color name="second">#223344</color> <!-- trails second -->
                    <color name="third">#334455</color>
                    <!-- coloraudit-ignore contrast-minimum: placeholder
                    -->
                    <color name="ignored">#445566</color>
                    <!-- before ignore -->
                    <!-- coloraudit-ignore contrast-minimum: hint -->
                    <color name="hint">#556677</color>
                    <!--
                      a note written
                      over lines
                    -->
                    <color name="long">#667788</color>
                    <dimen name="gap">4dp</dimen> <!-- trails a dimen -->
                    <color name="afterDimen">#778899</color>
                    <style name="Theme.App" parent="Theme.Material3.Light">
                        <!-- theme note -->
                        <item name="colorPrimary">@color/brand</item>
                    </style>
                """))
        let palettes = try importPaths([path])
        func doc(_ name: String) -> String? { palettes.lazy.compactMap { $0.token(named: name) }.first?.documentation }
        #expect(doc("brand") == nil)  // a blank line after the header
        #expect(doc("second") == "trails second")  // its own trailing comment wins over "second"
        #expect(doc("third") == nil)  // "trails second" belongs to `second`
        #expect(doc("ignored") == nil)  // a coloraudit-ignore comment is no description
        #expect(doc("hint") == "before ignore")  // ignore comments between are skipped
        #expect(doc("long") == "a note written\n      over lines")
        #expect(doc("afterDimen") == nil)
        #expect(doc("colorPrimary") == nil)  // theme attributes take none
    }
}
