import Foundation
import Testing

@testable import ColorAudit

/// `PairFormation` rule 39, an Android fill named for a component or a purpose (`PurposeNamedFills`).
@Suite struct PurposeNamedFillTests: PairingPalettes {
    /// AntennaPod's library colours (AntennaPod/AntennaPod @ b7ee12ccfc026b7fe6ca7206a925a05a23e15cca,
    /// `ui/common/src/main/res/values/colors.xml` 11, 14, 18, 20): `feed_text_bg` is the translucent strip
    /// under a feed's fallback title on its cover (`app/src/main/res/layout/subscription_list_item.xml` 46,
    /// white text), `seek_background_light` the seek bar's track; neither carries the app's secondary
    /// text, which `background_light`, the page, does. Material's badge (hand-built from
    /// material-components-android `badge/res/values/attrs.xml`: `badgeTextColor` drawn on the badge's
    /// `backgroundColor`) carries its own text only.
    @Test func fillsCarryTheirOwnContent() throws {
        let palette = try importedPalette(
            """
            <?xml version="1.0" encoding="utf-8"?>
            <resources>
                <color name="feed_text_bg">#55333333</color>
                <color name="background_light">#f9fcff</color>
                <color name="seek_background_light">#90000000</color>
                <color name="text_color_secondary_light">#444444</color>
                <color name="badge_background">#B3261E</color>
                <color name="badge_text">#FFFFFF</color>
                <color name="card_background">#FFFFFF</color>
            </resources>

            """, file: "res/values/colors.xml")
        let pairs = formed(palette)
        func on(_ surface: String) -> Set<String> {
            Set(pairs.filter { $0.last == surface }.compactMap(\.first))
        }
        #expect(on("background_light").contains("text_color_secondary_light"), "\(pairs)")
        #expect(on("card_background").contains("text_color_secondary_light"), "\(pairs)")
        #expect(!on("feed_text_bg").contains("text_color_secondary_light"))
        #expect(!on("seek_background_light").contains("text_color_secondary_light"))
        #expect(on("badge_background") == ["badge_text"], "\(pairs)")
    }

    /// Names read by hand: component words beside a background word make a purpose fill; a screen's,
    /// a container's, a tone's or a state's words alone do not.
    @Test func namesOfPurposeFills() {
        #expect(PurposeNamedFills.component("checkbox_fill") == ["checkbox"])
        #expect(PurposeNamedFills.component("error_banner_background") == ["error", "banner"])
        #expect(PurposeNamedFills.component("progress_track") == ["progress"])
        #expect(PurposeNamedFills.component("dimmed_overlay") == ["dimmed"])
        for general in [
            "content_background", "window_background", "card_background", "list_item_background",
            "gray_100_bg", "background_dark", "selected_background", "activity_background_search",
            "android:colorBackground", "colorBackgroundFloating", "text_primary",
        ] {
            #expect(PurposeNamedFills.component(general) == nil, "\(general)")
        }
    }
}
