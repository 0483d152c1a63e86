import Foundation
import Testing

@testable import ColorAudit

/// Theme styles whose parents go round (`AndroidThemes`): Android resolves no such theme, and ColorAudit
/// read none of them with nothing said (each inherits the other, so each stood for its child). They are
/// listed as skipped, naming the loop.
@Suite struct AndroidStyleCycleTests {
    @Test func aParentLoopIsListed() throws {
        let folder = try ImportTempFolder()
        // Lines counted by hand: AppTheme's start tag on line 3, Base.AppTheme's on 6, Theme.X's on 9.
        let path = try folder.write(
            "res/values/themes.xml",
            """
            <?xml version="1.0" encoding="utf-8"?>
            <resources>
                <style name="AppTheme" parent="Base.AppTheme">
                    <item name="colorPrimary">#6750A4</item>
                </style>
                <style name="Base.AppTheme" parent="AppTheme">
                    <item name="colorOnPrimary">#FFFFFF</item>
                </style>
                <style name="Theme.X" parent="Theme.X"><item name="colorPrimary">#000000</item></style>
            </resources>

            """)
        let result = try InProcessCLI.run(["tokens", folder.root + "/res"])
        #expect(result.status == 0, "\(result.stderr)")
        let loop = "its parents go round (AppTheme → Base.AppTheme → AppTheme)"
        #expect(result.stdout.contains("\(path):3:"), "\(result.stdout)")
        #expect(result.stdout.contains("theme 'AppTheme' is not audited: \(loop)"), "\(result.stdout)")
        #expect(result.stdout.contains("\(path):6:"), "\(result.stdout)")
        #expect(result.stdout.contains("theme 'Base.AppTheme' is not audited: \(loop)"), "\(result.stdout)")
        #expect(result.stdout.contains("\(path):9:"), "\(result.stdout)")
        #expect(result.stdout.contains("its parents go round (Theme.X → Theme.X)"), "\(result.stdout)")
    }

    /// A chain that ends at a platform theme is read as before.
    @Test func aChainEndingAtAPlatformThemeIsRead() throws {
        let folder = try ImportTempFolder()
        _ = try folder.write(
            "res/values/themes.xml",
            """
            <resources>
                <style name="Base.AppTheme" parent="Theme.Material3.DayNight">
                    <item name="colorOnPrimary">#FFFFFF</item>
                </style>
                <style name="AppTheme" parent="Base.AppTheme"><item name="colorPrimary">#6750A4</item></style>
            </resources>

            """)
        let result = try InProcessCLI.run(["tokens", folder.root + "/res"])
        #expect(result.status == 0, "\(result.stderr)")
        #expect(!result.stdout.contains("go round"), "\(result.stdout)")
        #expect(result.stdout.contains("colorPrimary") && result.stdout.contains("colorOnPrimary"), "\(result.stdout)")
    }
}
