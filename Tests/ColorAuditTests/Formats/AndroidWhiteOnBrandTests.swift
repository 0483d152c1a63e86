import Foundation
import Testing

@testable import ColorAudit

/// An AppCompat app's plainly named white is drawn on its brand fills (`AndroidWhiteOnBrand`): text and
/// icons on `colorPrimary`, the app bar AppCompat fills with it, icons on `colorAccent`, its controls' fill.
@Suite struct AndroidWhiteOnBrandTests: PairingPalettes {
    func resources(_ body: String) -> String {
        "<?xml version=\"1.0\" encoding=\"utf-8\"?>\n<resources>\n\(body)\n</resources>\n"
    }

    /// The lines of Conversations' colours and light theme these pairs need (iNPUTmice/Conversations 0677ddc,
    /// `src/main/res/values/colors.xml:8-11,25,29,32`, `values/themes.xml:4-7,11`).
    func conversations(parent: String) throws -> ImportTempFolder {
        let folder = try ImportTempFolder()
        _ = try folder.write(
            "res/values/colors.xml",
            resources(
                #"<color name="white">#ffffffff</color><color name="white87">#deffffff</color>"#
                    + #"<color name="white70">#b2ffffff</color><color name="white12">#1fffffff</color>"#
                    + #"<color name="grey50">#fffafafa</color><color name="blue_a400">#ff2979FF</color>"#
                    + #"<color name="green600">#ff43A047</color><color name="green800">#ff2E7D32</color>"#))
        _ = try folder.write(
            "res/values/themes.xml",
            resources(
                #"<style name="ConversationsTheme" parent="\#(parent)">"#
                    + #"<item name="colorPrimary">@color/green600</item>"#
                    + #"<item name="colorPrimaryDark">@color/green800</item>"#
                    + #"<item name="colorAccent">@color/blue_a400</item>"#
                    + #"<item name="color_background_primary">@color/grey50</item></style>"#))
        return folder
    }

    @Test("White names and their opacities")
    func whiteNames() {
        #expect(AndroidWhiteOnBrand.opacity("white") == 100)
        #expect(AndroidWhiteOnBrand.opacity("white87") == 87)
        #expect(AndroidWhiteOnBrand.opacity("color_white_70") == 70)
        #expect(AndroidWhiteOnBrand.opacity("colorWhite") == 100)
        #expect(AndroidWhiteOnBrand.opacity("white12") == 12)
        for name in ["white_background", "off_white", "whitesmoke", "black", "white1000"] {
            #expect(AndroidWhiteOnBrand.opacity(name) == nil, "\(name)")
        }
    }

    @Test("In an AppCompat theme, white is text and icons on colorPrimary and icons on colorAccent")
    func appCompatWhite() throws {
        let folder = try conversations(parent: "Theme.AppCompat.Light.NoActionBar")
        let palette = try #require(try importPaths([folder.root + "/res"]).first)
        let formed = pairs(palette)
        for name in ["white", "white87", "white70"] {
            #expect(formed.contains("\(name) on colorPrimary text"), "\(name)")
            #expect(formed.contains("\(name) on colorPrimary ui"), "\(name)")
            #expect(!formed.contains("\(name) on colorAccent text"), "\(name)")
        }
        // A control's icon on the accent is plain white; translucent whites are text levels.
        #expect(formed.contains("white on colorAccent ui"))
        #expect(!formed.contains("white70 on colorAccent ui"))
        // 12 % white is a divider's, not text (Material's text legibility opacities).
        #expect(!formed.contains { $0.hasPrefix("white12 on") })
        // #FFFFFF on #43A047 by hand: L = 0.2126·0.056173 + 0.7152·0.351533 + 0.0722·0.063010 = 0.267898;
        // 1.05/0.317898 = 3.3029, below 4.5:1 for text.
        let context = AuditContext(palette: palette, configuration: Configuration())
        let title = try #require(
            context.pairs.first {
                $0.declaration.foreground == "white" && $0.declaration.background == "colorPrimary"
                    && $0.declaration.usage == .text
            })
        #expect(abs(title.stack.worstRatio - 3.3029) < 1e-3)
    }

    @Test("A Material 3 theme has colorOnPrimary: white forms no such pair")
    func material3HasOnColours() throws {
        let folder = try conversations(parent: "Theme.Material3.Light.NoActionBar")
        let palette = try #require(try importPaths([folder.root + "/res"]).first)
        #expect(
            !pairs(palette).contains { $0.hasPrefix("white on colorPrimary") || $0.hasPrefix("white on colorAccent") })
    }
}
