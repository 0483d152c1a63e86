import Foundation
import Testing

@testable import ColorAudit

/// An Android app's state layers, launcher backdrop and progress colours carry no text and are no
/// surface (`AndroidStateLayers`).
@Suite struct AndroidStateLayersTests: PairingPalettes {
    func resources(_ body: String) -> String {
        "<?xml version=\"1.0\" encoding=\"utf-8\"?>\n<resources>\n\(body)\n</resources>\n"
    }

    @Test("Roles from the names, as NewPipe's res/values/colors.xml names them")
    func roles() {
        // NewPipe app/src/main/res/values/colors.xml:16-17 (light_ripple_color, light_selected_color),
        // :58 (selected_background_color), :6 (ic_launcher_background), :65-70 (GigaGet's download bars).
        for name in [
            "light_ripple_color", "dark_selected_color", "selected_background_color", "text_selection_color",
            "ic_launcher_background", "colorControlHighlight",
        ] {
            #expect(AndroidStateLayers.role(of: name) == .decorative, "\(name)")
        }
        for name in ["video_already_load_color", "audio_left_to_load_color", "progress_background", "downloadBar"] {
            #expect(AndroidStateLayers.role(of: name) == .icon, "\(name)")
        }
        for name in ["light_background_color", "colorPrimary", "dark_license_text_color", "subtitle_text"] {
            #expect(AndroidStateLayers.role(of: name) == nil, "\(name)")
        }
    }

    /// A hand-made `res/` folder in NewPipe's pattern: a light theme whose ripple is `colorControlHighlight`
    /// (NewPipe `values/styles.xml:39`), with a text colour, a surface, a selected state's tint, the
    /// launcher icon's backdrop and a download bar's colours.
    func folder() throws -> ImportTempFolder {
        let folder = try ImportTempFolder()
        _ = try folder.write(
            "res/values/colors.xml",
            resources(
                #"<color name="background_color">#EEEEEE</color><color name="body_text_color">#212121</color>"#
                    + #"<color name="ripple_color">#48868686</color><color name="selected_color">#2a868686</color>"#
                    + #"<color name="selected_background_color">#96717171</color>"#
                    + #"<color name="ic_launcher_background">#CD201F</color>"#
                    + #"<color name="subtitle_already_load_color">#005a71</color>"#))
        _ = try folder.write(
            "res/values/styles.xml",
            resources(
                #"<style name="AppTheme" parent="Theme.AppCompat.Light.NoActionBar">"#
                    + #"<item name="android:windowBackground">@color/background_color</item>"#
                    + #"<item name="colorControlHighlight">@color/ripple_color</item></style>"#))
        return folder
    }

    @Test("Ripples, selections and the launcher backdrop form no pair; a download bar is non-text")
    func pairsFormed() throws {
        let folder = try folder()
        let palette = try #require(try importPaths([folder.root + "/res"]).first)
        for name in [
            "ripple_color", "selected_color", "selected_background_color", "ic_launcher_background",
            "colorControlHighlight",
        ] {
            #expect(palette.token(named: name)?.role == .decorative, "\(name)")
        }
        let formed = formed(palette)
        for name in [
            "ripple_color", "selected_color", "selected_background_color", "ic_launcher_background",
            "colorControlHighlight",
        ] {
            #expect(!formed.contains { $0.contains(name) }, "\(name) is in no pair")
        }
        // The text is still judged on the window's background (the theme attribute that points at
        // `background_color`); the download bar as non-text, never as text and never as a surface.
        #expect(formed.contains(["body_text_color", "android:windowBackground"]))
        let context = AuditContext(palette: palette, configuration: Configuration())
        let bar = context.pairs.filter { $0.declaration.foreground == "subtitle_already_load_color" }
        #expect(!bar.isEmpty && bar.allSatisfy { $0.declaration.usage != .text })
        #expect(!formed.contains { $0.last == "subtitle_already_load_color" })
    }
}
