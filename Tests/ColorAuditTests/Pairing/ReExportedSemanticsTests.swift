import Testing

@testable import ColorAudit

/// A stylesheet's semantic custom property that a layer of component custom properties re-exports
/// through `var()` (`PostImport.reExportedSemantics`) is drawn directly and keeps its role; an input
/// aliased with another role, in one appearance only, or named as one stays a primitive, and token files
/// and Android resources keep every aliased colour an input.
///
/// The web's convention, from the systems' own sources:
/// - VitePress, `src/client/theme-default/styles/vars.css` (vuejs/vitepress @ ed2bfb2): "`text-1`: Used
///   for primary text", "`bg`: The bg color used for main screen", "`bg-alt`: … used in places such as
///   sidebar"; `--vp-c-text-1` #3c3c43 / dark #dfdfd6, `--vp-c-bg` #ffffff / dark #1b1b1f, `--vp-c-bg-alt`
///   #f6f6f7 / dark #161618 (lines 137–149, 185–195); component variables alias them
///   (`--vp-button-alt-text: var(--vp-c-text-1)` l. 415, `--vp-custom-block-info-text` l. 444,
///   `--vp-nav-bg-color: var(--vp-c-bg)` l. 501, `--vp-sidebar-bg-color: var(--vp-c-bg-alt)` l. 528), and
///   `base.css` draws the body with them directly (`color: var(--vp-c-text-1); background-color:
///   var(--vp-c-bg)`, l. 256–257).
/// - Bootstrap 5.3, getbootstrap.com/docs/5.3/customize/color/: `--bs-body-color` and `--bs-body-bg` are the
///   "Default foreground (color) and background, including components"; its Sass variables
///   (`scss/_variables.scss`, docs' "Sass variables" sections) give `$btn-color: var(--#{$prefix}body-color)`,
///   `$dropdown-color` and `$dropdown-link-color: var(--#{$prefix}body-color)`, `$dropdown-bg:
///   var(--#{$prefix}body-bg)`, which `.btn` and `.dropdown-menu` set as `--bs-btn-color`, `--bs-dropdown-*`.
@Suite struct ReExportedSemanticsTests: PairingPalettes {
    /// The roles of the palette's colours, by name.
    func roles(_ palette: Palette) -> [String: Role] {
        var roles: [String: Role] = [:]
        for token in palette.tokens { roles[token.name] = token.role }
        return roles
    }

    /// VitePress's primary text and page, behind its buttons', custom blocks', nav's and sidebar's
    /// variables, are text and backgrounds: the primary text is judged on the page and the sidebar.
    @Test func vitePressPrimaryTextIsPairedOnThePage() throws {
        let palette = try importedPalette(
            """
            :root {
              --vp-c-bg: #ffffff;
              --vp-c-bg-alt: #f6f6f7;
              --vp-c-text-1: #3c3c43;
            }
            .dark {
              --vp-c-bg: #1b1b1f;
              --vp-c-bg-alt: #161618;
              --vp-c-text-1: #dfdfd6;
            }
            :root {
              --vp-button-alt-text: var(--vp-c-text-1);
              --vp-custom-block-info-text: var(--vp-c-text-1);
              --vp-nav-bg-color: var(--vp-c-bg);
              --vp-sidebar-bg-color: var(--vp-c-bg-alt);
            }
            """, file: "vars.css")
        let roles = roles(palette)
        #expect(roles["--vp-c-text-1"] == .text)
        #expect(roles["--vp-c-bg"] == .background)
        #expect(roles["--vp-c-bg-alt"] == .background)
        let usages = usages(palette)
        #expect(usages["--vp-c-text-1 on --vp-c-bg"] == .text)
        #expect(usages["--vp-c-text-1 on --vp-c-bg-alt"] == .text)
    }

    /// Bootstrap's body text, behind a dropdown's text and link and a button's label (which the name
    /// reads as interactive: a label is text), and its body background, behind the dropdown's, are drawn:
    /// the body text is judged on the body in both colour modes.
    @Test func bootstrapBodyColourIsPairedOnTheBody() throws {
        let palette = try importedPalette(
            """
            :root,
            [data-bs-theme=light] {
              --bs-body-color: #212529;
              --bs-body-bg: #fff;
            }
            [data-bs-theme=dark] {
              --bs-body-color: #dee2e6;
              --bs-body-bg: #212529;
            }
            .btn {
              --bs-btn-color: var(--bs-body-color);
            }
            .dropdown-menu {
              --bs-dropdown-color: var(--bs-body-color);
              --bs-dropdown-bg: var(--bs-body-bg);
              --bs-dropdown-link-color: var(--bs-body-color);
            }
            """, file: "bootstrap.css")
        let roles = roles(palette)
        #expect(roles["--bs-body-color"] == .text)
        #expect(roles["--bs-body-bg"] == .background)
        let pairs = AuditContext(palette: palette, configuration: Configuration()).pairs.filter {
            $0.declaration.foreground == "--bs-body-color" && $0.declaration.background == "--bs-body-bg"
        }
        #expect(Set(pairs.map(\.appearance)) == [.light, .dark])
    }

    /// An input aliased by a background and by a text (Compound's `color.theme.bg`, behind
    /// `color.bg.canvas.default` and `color.text.on-solid.primary`) is no colour drawn as such.
    @Test func anInputAliasedWithTwoRolesStaysAPrimitive() throws {
        let palette = try importedPalette(
            """
            :root {
              --page-bg: #ffffff;
              --page-text: #1b1d22;
              --bg-canvas-default: var(--page-bg);
              --text-on-solid-primary: var(--page-bg);
              --text-primary: var(--page-text);
            }
            """, file: "vars.css")
        #expect(roles(palette)["--page-bg"] == nil)
        let usages = usages(palette)
        #expect(!usages.keys.contains { $0.contains("--page-bg") })
        #expect(usages["--text-primary on --bg-canvas-default"] == .text)
    }

    /// A light source aliased in light only (typedoc's `--light-color-background` behind
    /// `--color-background`, which dark points at `--dark-color-background`) stays a primitive.
    @Test func anAppearanceSourceStaysAPrimitive() throws {
        let palette = try importedPalette(
            """
            :root {
              --light-color-background: #f2f4f8;
              --dark-color-background: #2b2e33;
              --light-color-text: #222222;
              --dark-color-text: #f5f5f5;
              --color-background: var(--light-color-background);
              --color-text: var(--light-color-text);
            }
            @media (prefers-color-scheme: dark) {
              :root {
                --color-background: var(--dark-color-background);
                --color-text: var(--dark-color-text);
              }
            }
            """, file: "style.css")
        let roles = roles(palette)
        #expect(roles["--light-color-background"] == nil)
        #expect(roles["--light-color-text"] == nil)
        #expect(roles["--color-text"] == .text)
    }
}

extension ReExportedSemanticsTests {
    /// Steps of a long numbered run (more than `ScaleSteps.maximumLevels`: here 1 … 8) that semantic
    /// colours alias stay inputs, while three numbered text levels behind components are drawn.
    @Test func aLongNumberedRunStaysInputsLevelsAreDrawn() throws {
        let steps = (1...8).map { "  --x-accent-\($0): #\(String(repeating: String($0), count: 6));" }
        let palette = try importedPalette(
            """
            :root {
            \(steps.joined(separator: "\n"))
              --x-accent-text: var(--x-accent-8);
              --x-accent-link: var(--x-accent-7);
              --x-c-text-1: #222222;
              --x-c-text-2: #444444;
              --x-c-text-3: #666666;
              --x-c-bg: #ffffff;
              --x-button-text: var(--x-c-text-2);
            }
            """, file: "vars.css")
        let roles = roles(palette)
        #expect(roles["--x-accent-8"] == nil)
        #expect(roles["--x-accent-7"] == nil)
        #expect(roles["--x-c-text-2"] == .text)
    }

    /// In a DTCG file the same shape is a primitive layer: the colours that `{}` references alias — a
    /// `base.ink` behind `color.text` (as `FixCommandTests.dtcgObject` repairs it, through its alias), or
    /// even a text colour behind a button's label — stay inputs with no pairs of their own.
    @Test func tokenFilesKeepAliasedColoursInputs() throws {
        let palette = try importedPalette(
            """
            {
              "base": { "ink": { "$type": "color", "$value": "#777777" } },
              "text": { "primary": { "$type": "color", "$value": "#3c3c43" } },
              "color": {
                "text": { "$type": "color", "$value": "{base.ink}" },
                "background": { "$type": "color", "$value": "#ffffff" },
                "button": { "label": { "$type": "color", "$value": "{text.primary}" } }
              }
            }
            """, file: "tokens.json")
        let roles = roles(palette)
        #expect(roles["base.ink"] == nil)
        #expect(roles["text.primary"] == nil)
        let usages = usages(palette)
        #expect(!usages.keys.contains { $0.hasPrefix("base.ink ") || $0.hasPrefix("text.primary ") })
        #expect(usages["color.text on color.background"] == .text)
    }

    /// In an Android `res/` folder a colour resource behind a theme attribute of the same role
    /// (`@color/accent` behind the app's `colorAccentAlternative`) stays an input: the attribute is what
    /// the app draws (`MaterialColorRoles`), not the resource.
    @Test func androidResourcesBehindThemeAttributesStayInputs() throws {
        let folder = try ImportTempFolder()
        try folder.write(
            "res/values/colors.xml",
            AndroidFixture.resources(
                #"<color name="accent">#939393</color><color name="paper">#FFFFFF</color>"#))
        try folder.write(
            "res/values/attrs.xml", AndroidFixture.resources(#"<attr name="colorAccentAlternative" format="color" />"#))
        try folder.write(
            "res/values/themes.xml",
            AndroidFixture.resources(
                #"<style name="Theme.App" parent="Theme.Material3.Light">"#
                    + #"<item name="colorSurface">@color/paper</item>"#
                    + #"<item name="colorAccentAlternative">@color/accent</item></style>"#))
        let palette = try #require(try importPaths([folder.root + "/res"]).first)
        #expect(roles(palette)["accent"] == nil)
        let usages = usages(palette)
        #expect(!usages.keys.contains { $0.hasPrefix("accent ") })
        #expect(usages["colorAccentAlternative on colorSurface"] != nil)
    }
}
