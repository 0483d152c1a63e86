import Foundation
import Testing

@testable import ColorAudit

/// `--appearance` (`Configuration.appearances`) selects a theme that is a palette of its own by its name,
/// with all its appearances: an Android theme family (`Theme.Aegis.Amoled`, selected as `Amoled`), a token
/// set's theme combination (`Casual, Green`, selected as `Casual`). The standard appearances' names always
/// mean appearances.
@Suite struct AppearanceThemeSelectionTests {
    func palette(variant: String?, _ appearances: [Appearance]) -> Palette {
        let location = SourceLocation(file: "res", line: 1, column: 1)
        let value = ColorValue(color: Color(.srgb, 0, 0, 0), source: "#000000", location: location)
        var palette = Palette(
            file: "res",
            tokens: [
                ColorToken(
                    name: "colorSurface", role: .background, roleSource: .inferred,
                    values: Dictionary(uniqueKeysWithValues: appearances.map { ($0, value) }),
                    location: location)
            ])
        palette.variant = variant
        return palette
    }

    @Test func themeNamesOfAPalette() {
        let amoled = palette(variant: "Theme.Aegis.Amoled", [.dark])
        for name in ["Amoled", "amoled", "Aegis.Amoled", "Theme.Aegis.Amoled"] {
            #expect(amoled.isTheme(named: name), "\(name)")
        }
        for name in ["Aegis", "Theme", "Theme.Aegis", "Amo", "dark"] {
            #expect(!amoled.isTheme(named: name), "\(name)")
        }
        let combination = palette(variant: "Casual, Green", [.light])
        #expect(combination.isTheme(named: "Casual") && combination.isTheme(named: "green"))
        #expect(!palette(variant: nil, [.light]).isTheme(named: "light"))
    }

    @Test func aThemeNameSelectsAllItsAppearances() {
        let app = palette(variant: "Theme.Aegis", [.light, .dark])
        let amoled = palette(variant: "Theme.Aegis.Amoled", [.dark])
        let byTheme = Configuration(appearances: [Appearance(named: "Amoled")])
        #expect(byTheme.appearances(of: amoled) == [.dark])
        #expect(byTheme.appearances(of: app).isEmpty)
        // Appearances and themes together: each palette its own.
        let both = Configuration(appearances: [Appearance(named: "Amoled"), .light])
        #expect(both.appearances(of: amoled) == [.dark])
        #expect(both.appearances(of: app) == [.light])
        // `dark` is the appearance, not a theme named Dark.
        let dark = palette(variant: "Theme.App.Dark", [.light, .dark])
        #expect(Configuration(appearances: [.dark]).appearances(of: dark) == [.dark])
        #expect(Configuration().appearances(of: dark) == [.light, .dark])
    }

    /// The command line on a hand-made `res/` folder in Aegis's layout (`AndroidThemeKindsTests.folder`):
    /// `Theme.App` (light and dark) and `Theme.App.Black`, a dark theme of its own.
    @Test func theCommandLineSelectsAnAndroidTheme() throws {
        let folder = try AndroidThemeKindsTests().folder()
        let run = try InProcessCLI.run(["audit", folder.root + "/res", "--appearance", "Black", "--format", "json"])
        #expect(run.status != 2, "\(run.stderr)")
        let document = try #require(
            try JSONSerialization.jsonObject(with: Data(run.stdout.utf8)) as? [String: Any])
        let palettes = try #require(document["palettes"] as? [[String: Any]])
        var appearances: [String: [String]] = [:]
        for palette in palettes {
            let name = try #require(palette["name"] as? String)
            appearances[String(name.split(separator: "(").last?.dropLast() ?? "")] = palette["appearances"] as? [String]
        }
        #expect(appearances == ["Theme.App.Black": ["dark"], "Theme.App": []])
        // A name that is neither an appearance nor a theme: the themes are listed.
        let wrong = try InProcessCLI.run(["audit", folder.root + "/res", "--appearance", "Blak"])
        #expect(wrong.status == 2)
        #expect(wrong.stderr.contains("themes: Theme.App, Theme.App.Black"), "\(wrong.stderr)")
    }
}
