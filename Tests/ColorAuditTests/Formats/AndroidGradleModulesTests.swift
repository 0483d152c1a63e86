import Foundation
import Testing

@testable import ColorAudit

/// An app module's `res/` read over the library modules it depends on, as Gradle merges resources
/// (`AndroidGradleModules`). The tree copies lines of AntennaPod (AntennaPod/AntennaPod @
/// b7ee12ccfc026b7fe6ca7206a925a05a23e15cca): `settings.gradle` (`include ':app'`, `include ':app-wearos'`,
/// `include ':ui:common'`), `app/build.gradle` 2 and 76, `app-wearos/build.gradle` 2 and 65,
/// `ui/common/build.gradle` 2, `ui/common/src/main/res/values/colors.xml` 4, 11, 14, 28 and
/// `app/src/main/res/layout/subscription_list_item.xml` 36–46 (a title over `@color/feed_text_bg`). The
/// app modules define no colour of their own: every colour they draw is the library's.
@Suite struct AndroidGradleModulesTests {
    func resources(_ body: String) -> String {
        "<?xml version=\"1.0\" encoding=\"utf-8\"?>\n<resources>\n\(body)\n</resources>\n"
    }

    func antennaPod() throws -> ImportTempFolder {
        let folder = try ImportTempFolder()
        try folder.write("settings.gradle", "include ':app'\ninclude ':app-wearos'\n\ninclude ':ui:common'\n")
        try folder.write(
            "app/build.gradle",
            "plugins {\n    alias(libs.plugins.android.application)\n}\n\ndependencies {\n"
                + "    implementation project(':ui:common')\n}\n")
        try folder.write(
            "app-wearos/build.gradle",
            "plugins {\n    alias(libs.plugins.android.application)\n}\n\ndependencies {\n"
                + "    implementation project(\":ui:common\")\n}\n")
        try folder.write("ui/common/build.gradle", "plugins {\n    alias(libs.plugins.android.library)\n}\n")
        try folder.write(
            "ui/common/src/main/res/values/colors.xml",
            resources(
                """
                    <color name="white">#FFFFFF</color>
                    <color name="feed_text_bg">#55333333</color>
                    <color name="background_light">#f9fcff</color>
                    <color name="accent_light">#0078C2</color>
                """))
        try folder.write("app/src/main/res/values/integers.xml", resources(#"<integer name="x">1</integer>"#))
        try folder.write(
            "app/src/main/res/layout/subscription_list_item.xml",
            """
            <?xml version="1.0" encoding="utf-8"?>
            <RelativeLayout xmlns:android="http://schemas.android.com/apk/res/android"
                android:layout_width="match_parent" android:layout_height="wrap_content">
                <TextView
                    android:id="@+id/fallbackTitleLabel"
                    android:layout_width="wrap_content"
                    android:layout_height="wrap_content"
                    android:background="@color/feed_text_bg"
                    android:textColor="@color/white" />
            </RelativeLayout>

            """)
        try folder.write("app-wearos/src/main/res/values/wear.xml", resources(""))
        return folder
    }

    @Test("Each app module's palette holds its library's colours; the library is no palette of its own")
    func appsReadTheirLibrary() throws {
        let folder = try antennaPod()
        let discovery = try PaletteDiscovery().discoverAll([folder.root])
        let units = discovery.units.map { String($0.path.dropFirst(folder.root.count + 1)) }
        #expect(units == ["app/src/main/res", "app-wearos/src/main/res"])
        let merged = discovery.skipped.filter { $0.kind == .mergedModule }
        #expect(merged.map { String($0.path.dropFirst(folder.root.count + 1)) } == ["ui/common/src/main/res"])
        let palettes = try importPaths([folder.root])
        #expect(palettes.count == 2)
        for palette in palettes {
            let white = try #require(palette.token(named: "white"), "\(palette.name)")
            #expect(white.values[.any]?.color.hex == "#ffffff")
            #expect(white.location.file.hasSuffix("ui/common/src/main/res/values/colors.xml"))
            #expect(palette.token(named: "feed_text_bg")?.values[.any]?.color.alpha ?? 0 < 0.34)
        }
        // The app's layout draws the library's colours: its title on the library's translucent fill.
        let app = try #require(palettes.first { $0.file.hasSuffix("/app/src/main/res") })
        #expect(
            app.drawnPairs.contains { $0.foreground == "white" && $0.background == "feed_text_bg" },
            "\(app.drawnPairs.map { [$0.foreground, $0.background] })")
    }

    @Test("The app's definition of a name replaces the library's, with no duplicate error")
    func appOverridesLibrary() throws {
        let folder = try antennaPod()
        try folder.write(
            "app/src/main/res/values/colors.xml", resources(#"<color name="accent_light">#FF0000</color>"#))
        let app = try #require(try importPaths([folder.root]).first { $0.file.hasSuffix("/app/src/main/res") })
        let accent = try #require(app.token(named: "accent_light"))
        #expect(accent.values[.any]?.color.hex == "#ff0000")
        #expect(accent.location.file.hasSuffix("app/src/main/res/values/colors.xml"))
    }

    @Test("A broken resources file in a library module is an error at its file and line")
    func brokenLibraryFile() throws {
        let folder = try antennaPod()
        try folder.write(
            "ui/common/src/main/res/values/broken.xml", "<resources>\n<color name=\"x\">#FFF</color>\n<color>\n")
        #expect {
            _ = try importPaths([folder.root])
        } throws: { error in
            guard let error = error as? PaletteError else { return false }
            let all = [error] + error.further
            return all.contains { $0.location.file.hasSuffix("ui/common/src/main/res/values/broken.xml") }
                && all.allSatisfy { $0.location.line > 0 }
        }
    }

    @Test("Without a settings file, or for a module no app depends on, res folders stay their own palettes")
    func noProjectNoMerge() throws {
        let folder = try antennaPod()
        try FileManager.default.removeItem(atPath: folder.root + "/settings.gradle")
        #expect(try importPaths([folder.root]).count == 3)
        // An app naming its project dependencies merges those only.
        let other = try antennaPod()
        try other.write(
            "app/build.gradle",
            "plugins {\n    alias(libs.plugins.android.application)\n}\n\ndependencies {\n"
                + "    implementation project(':model')\n}\n")
        let palettes = try importPaths([other.root])
        #expect(palettes.contains { $0.file.hasSuffix("/app/src/main/res") && $0.token(named: "white") == nil })
        #expect(!palettes.contains { $0.file.hasSuffix("/ui/common/src/main/res") })
    }

    @Test("Build files: the plugin applied and the project dependencies, comments left out")
    func buildFiles() {
        #expect(
            AndroidGradleModules.kind(of: "plugins {\n    alias(libs.plugins.android.application)\n}") == .application)
        #expect(AndroidGradleModules.kind(of: "apply plugin: 'com.android.library'") == .library)
        #expect(AndroidGradleModules.kind(of: "plugins { id(\"com.android.application\") }") == .application)
        #expect(AndroidGradleModules.kind(of: "// apply plugin: 'com.android.library'\n") == nil)
        #expect(
            AndroidGradleModules.projectDependencies(
                "implementation project(\":event\")\n    implementation project(':model')\n"
                    + "    implementation(project(path: \":ui:common\"))\n// implementation project(':old')\n")
                == [":event", ":model", ":ui:common"])
    }
}
