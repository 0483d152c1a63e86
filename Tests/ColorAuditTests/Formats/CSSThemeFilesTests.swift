import Foundation
import Testing

@testable import ColorAudit

/// A web theme split over several stylesheets (`CSSImporter.importOwners`, `AppearanceFiles`): an entry
/// stylesheet that only `@import`s the base variables and the components' files is one palette with
/// them, its `-dark` sibling that palette's dark appearance; `--body-color`, the colour of the body, is
/// its page (`PropertyNaming` rule 14), over which translucent fills are composited (`PairFormation`
/// rule 5).
///
/// The files are hand-written in the shape such themes ship (base `:root` variables, one `:root` block
/// per component aliasing them, a dark file re-declaring a subset, an entry file of `@import`s only);
/// an imported stylesheet's rules come before the importer's (CSS Cascade 5 §2, `@import`).
/// Expected ratios by hand (WCAG 2.2 relative luminance; a translucent colour composited source-over in
/// gamma-encoded sRGB, c = α·c_fg + (1 − α)·c_bg):
/// - dark: white at α 0.1 over `--body-color` #202124 → (54.3, 55.2, 57.9), Y 0.03848; `--text-color`
///   #e8eaed, Y 0.82116 → 0.87116/0.08848 = 9.845:1 (over white it would be 1.205:1);
/// - light: black at α 0.06 over #ffffff → (239.7, 239.7, 239.7), Y 0.86890; `--text-color` #202124,
///   Y 0.01522 → 0.91890/0.06522 = 14.089:1 (over black it would be 1.304:1).
@Suite struct CSSThemeFilesTests: PairingPalettes {
    private let variables = """
        :root {
          --primary-color: #1a73e8;
          --text-color: #202124;
          --body-color: #ffffff;
          --body-color-contrast: #202124;
          --hover-bg-color: rgba(0, 0, 0, 0.06);
        }

        """
    private let button = """
        :root {
          --btn-primary-bg-color: var(--primary-color);
          --btn-primary-text-color: #ffffff;
        }

        """
    private let dark = """
        :root {
          --primary-color: #8ab4f8;
          --text-color: #e8eaed;
          --body-color: #202124;
          --body-color-contrast: #e8eaed;
          --hover-bg-color: rgba(255, 255, 255, 0.1);
          --btn-primary-text-color: #202124;
        }

        """
    private let entry = """
        @import "theme/variables.css";
        @import "theme/components/button.css";

        """

    /// The theme's four files in a temporary folder.
    private func theme() throws -> ImportTempFolder {
        let folder = try ImportTempFolder()
        try folder.write("theme/variables.css", variables)
        try folder.write("theme/components/button.css", button)
        try folder.write("theme-dark.css", dark)
        try folder.write("theme-light.css", entry)
        return folder
    }

    private func pair(_ pairs: [ResolvedPair], _ foreground: String, _ background: String, _ appearance: Appearance)
        throws -> ResolvedPair
    {
        try #require(
            pairs.first {
                $0.declaration.foreground == foreground && $0.declaration.background == background
                    && $0.appearance == appearance
            }, "\(foreground) on \(background) in \(appearance.rawValue)")
    }

    @Test func anEntryStylesheetAndItsDarkSiblingAreOneTheme() throws {
        let folder = try theme()
        let palettes = try PaletteLoader().load([folder.root]).palettes
        #expect(palettes.count == 1, "\(palettes.map(\.file))")
        let palette = try #require(palettes.first)
        #expect(palette.file.hasSuffix("theme-light.css"))
        // Every file's colours, each located in its own file: the entry's values light, the dark file's dark.
        #expect(
            Set(palette.tokens.map(\.name)) == [
                "--primary-color", "--text-color", "--body-color", "--body-color-contrast", "--hover-bg-color",
                "--btn-primary-bg-color", "--btn-primary-text-color",
            ])
        let text = try #require(palette.token(named: "--btn-primary-text-color"))
        #expect(text.values.keys.contains(.dark))
        #expect(text.values[.dark]?.location.file.hasSuffix("theme-dark.css") == true)
        let body = try #require(palette.token(named: "--body-color"))
        #expect(body.values[.light]?.location.file.hasSuffix("theme/variables.css") == true)
        // The component's label meets its fill, aliased to a colour of another file, in both appearances.
        let formed = Array(AuditContext(palette: palette, configuration: Configuration()).pairs)
        _ = try pair(formed, "--btn-primary-text-color", "--btn-primary-bg-color", .dark)
        _ = try pair(formed, "--btn-primary-text-color", "--btn-primary-bg-color", .light)
    }

    /// A dark file that `@import`s the light entry before overriding it (as web apps ship a dark sheet:
    /// the light theme, then its overrides) owns none of it: the theme keeps its light appearance.
    @Test func aDarkFileImportingTheLightEntryKeepsTheLightTheme() throws {
        let folder = try theme()
        try folder.write("theme-dark.css", "@import \"theme-light.css\";\n" + dark)
        let palettes = try PaletteLoader().load([folder.root]).palettes
        #expect(palettes.count == 1, "\(palettes.map(\.file))")
        let palette = try #require(palettes.first)
        #expect(palette.file.hasSuffix("theme-light.css"))
        let body = try #require(palette.token(named: "--body-color"))
        #expect(body.values[.light]?.location.file.hasSuffix("theme/variables.css") == true)
        #expect(body.values[.dark]?.location.file.hasSuffix("theme-dark.css") == true)
    }

    @Test func theBodyColourIsThePageAndTranslucentFillsAreCompositedOnIt() throws {
        let folder = try theme()
        let palette = try #require(try PaletteLoader().load([folder.root]).palettes.first)
        #expect(palette.token(named: "--body-color")?.role == .background)
        let formed = Array(AuditContext(palette: palette, configuration: Configuration()).pairs)
        _ = try pair(formed, "--text-color", "--body-color", .dark)
        let dark = try pair(formed, "--text-color", "--hover-bg-color", .dark)
        #expect(dark.declaration.backdrop == ["--body-color"])
        #expect(abs(dark.stack.worstRatio - 9.845) < 0.01, "\(dark.stack.worstRatio)")
        let light = try pair(formed, "--text-color", "--hover-bg-color", .light)
        #expect(light.declaration.backdrop == ["--body-color"])
        #expect(abs(light.stack.worstRatio - 14.089) < 0.01, "\(light.stack.worstRatio)")
    }

    /// Named one by one, the files still make one theme; unrelated stylesheets stay a palette each.
    @Test func namedFilesMakeOneThemeAndUnrelatedFilesStayApart() throws {
        let folder = try theme()
        let named = try PaletteLoader().load(
            ["theme-light.css", "theme/variables.css", "theme/components/button.css", "theme-dark.css"].map {
                folder.root + "/" + $0
            }
        ).palettes
        #expect(named.count == 1, "\(named.map(\.file))")
        let other = try ImportTempFolder()
        try other.write("a.css", variables)
        try other.write("b.css", button.replacingOccurrences(of: "var(--primary-color)", with: "#1a73e8"))
        #expect(try PaletteLoader().load([other.root]).palettes.count == 2)
    }

    /// Stylesheets that import each other are one palette, the first's; the cycle is not followed twice.
    @Test func stylesheetsImportingEachOtherAreThePalettesOfTheFirst() throws {
        let folder = try ImportTempFolder()
        try folder.write("a.css", "@import './b.css';\n:root { --page-bg: #ffffff; }\n")
        try folder.write("b.css", "@import './a.css';\n:root { --text-color: #202124; }\n")
        let palettes = try PaletteLoader().load([folder.root]).palettes
        #expect(palettes.map { ($0.file as NSString).lastPathComponent } == ["a.css"])
        #expect(Set(try #require(palettes.first).tokens.map(\.name)) == ["--page-bg", "--text-color"])
    }

    /// Rule 14 and the cases rule 3 keeps: an `X-color` beside `X-background`/`X-bg` is X's text.
    @Test func aSurfacesColourIsABackgroundUnlessItHasABackground() {
        #expect(PropertyNaming.roles(names: ["--body-color", "--text-color"])[0] == .background)
        #expect(PropertyNaming.roles(names: ["--page-color", "--text-color"])[0] == .background)
        #expect(PropertyNaming.roles(names: ["--app-color", "--app-text-color"])[0] == .background)
        // miniflux/v2 106cdd0, internal/ui/static/css/light.css:3-4: `--body-color: #333;
        // --body-background: #fff;` (`body { color: var(--body-color) }`).
        #expect(PropertyNaming.roles(names: ["--body-color", "--body-background"])[0] == .text)
        // Bootstrap 5.3: "`--bs-body-color` … default foreground (color)", "`--bs-body-bg` … default background".
        #expect(
            PropertyNaming.roles(names: ["--bs-body-color", "--bs-body-bg", "--bs-link-color", "--bs-border-color"])[0]
                == .text)
        // A thing that is no surface keeps rule 11: its colour is its text.
        #expect(PropertyNaming.roles(names: ["--counter-color", "--body-background"])[0] == .text)
    }
}
