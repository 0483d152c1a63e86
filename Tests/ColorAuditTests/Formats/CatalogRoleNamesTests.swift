import Foundation
import Testing

@testable import ColorAudit

/// Roles and pairs from the names apps give their asset catalog colour sets (`CatalogRoleNames`,
/// `PostImport` rule 1; `ComponentFillName.isButtonFill`, `FillTextName.fill(ofButtonTitle:)`). Every
/// catalog here is hand-made; the expected roles and pairs come from Apple's documentation and from the
/// apps' own Swift, cited at each test, not from ColorAudit's output.
@Suite struct CatalogRoleNamesTests: PairingPalettes {
    /// A colour set's `Contents.json`: `light` as "Any" and `dark` for dark, grey components 0…1 written
    /// with three decimals (Xcode's floating-point form).
    private func colorSet(_ light: Double, _ dark: Double, alpha: Double = 1) -> String {
        func color(_ v: Double) -> String {
            let c = String(format: "%.3f", v)
            let a = String(format: "%.3f", alpha)
            let components = #""red": "\#(c)", "green": "\#(c)", "blue": "\#(c)", "alpha": "\#(a)""#
            return #"{"color-space": "srgb", "components": {\#(components)}}"#
        }
        return #"""
            {"colors": [{"idiom": "universal", "color": \#(color(light))},
              {"idiom": "universal", "appearances": [{"appearance": "luminosity", "value": "dark"}], "color": \#(color(dark))}],
             "info": {"author": "xcode", "version": 1}}
            """#
    }

    /// A catalog `App.xcassets` with colour sets `name: (light, dark)`; a name with `/` lies in folders
    /// that provide a namespace (as Mastodon's `Colors/Button/…`).
    private func catalog(_ colours: [(String, Double, Double)], in folder: ImportTempFolder) throws -> Palette {
        try folder.write("App.xcassets/Contents.json", #"{"info": {"author": "xcode", "version": 1}}"#)
        var groups = Set<String>()
        for (name, light, dark) in colours {
            let parts = name.split(separator: "/").map(String.init)
            for depth in 1..<max(parts.count, 1) {
                groups.insert(parts.prefix(depth).joined(separator: "/"))
            }
            try folder.write("App.xcassets/\(name).colorset/Contents.json", colorSet(light, dark))
        }
        for group in groups {
            try folder.write(
                "App.xcassets/\(group)/Contents.json",
                #"{"info": {"author": "xcode", "version": 1}, "properties": {"provides-namespace": true}}"#)
        }
        return try #require(try importPaths([folder.root + "/App.xcassets"]).first)
    }

    private func roles(_ palette: Palette) -> [String: Role?] {
        Dictionary(uniqueKeysWithValues: palette.tokens.map { ($0.name, $0.role) })
    }

    private func backgrounds(of foreground: String, in palette: Palette) -> Set<String> {
        Set(formed(palette).filter { $0[0] == foreground }.map { $0[1] })
    }

    /// Apple: `UILaunchScreen`'s `UIColorName` is "the name of a color to use as the background color on the
    /// launch screen", shown with at most `UIImageName`'s image (Information Property List reference);
    /// a scrim dims the content under a modal, whose own surface carries the text (Flutter
    /// `ColorScheme.scrim`). So neither is a text surface; an overlay named as a background (Mastodon's
    /// `content.warning.overlay.background`, the card its warning text is set on) stays one.
    @Test func launchScreenColoursAndScrimsCarryNoText() throws {
        let folder = try ImportTempFolder()
        let palette = try catalog(
            [
                ("LaunchScreenBackground", 1, 0), ("Scrim", 0, 0), ("ModalOverlay", 0, 0),
                ("content.warning.overlay.background", 0.9, 0.2), ("Background", 1, 0), ("PrimaryText", 0, 1),
                ("AccentColor", 0.1, 0.6),
            ], in: folder)
        let roles = roles(palette)
        #expect(roles["LaunchScreenBackground"] == .decorative)
        #expect(roles["Scrim"] == .decorative)
        #expect(roles["ModalOverlay"] == .decorative)
        #expect(roles["content.warning.overlay.background"] == .background)
        let carriesNothing: Set<String> = ["LaunchScreenBackground", "Scrim", "ModalOverlay"]
        #expect(backgrounds(of: "PrimaryText", in: palette).contains("Background"))
        #expect(backgrounds(of: "PrimaryText", in: palette).isDisjoint(with: carriesNothing))
        #expect(backgrounds(of: "AccentColor", in: palette).contains("Background"))
        #expect(backgrounds(of: "AccentColor", in: palette).isDisjoint(with: carriesNothing))
    }

    /// UIKit's `barTintColor` is "the tint color to apply to the navigation bar background" (and "the tab
    /// bar background", `UITabBar`): a bar is the surface its title and items are drawn on. Apple's
    /// background colours come in base and elevated levels (HIG, "Color"), which apps name as layers. The
    /// bar's title (`NavigationBarTitle`) stays text; Mastodon's toolbar buttons' tint
    /// `Colors/Button/action.toolbar` (`button.tintColor`, mastodon-ios
    /// `MastodonSDK/Sources/MastodonUI/View/Control/ActionToolbarContainer.swift:72`) stays interactive.
    @Test func barsAndLayersAreSurfaces() throws {
        let folder = try ImportTempFolder()
        let palette = try catalog(
            [
                ("TabBar", 0.97, 0.1), ("MainNavigationBar", 0.97, 0.1), ("Toolbar", 0.97, 0.1),
                ("barTintColor", 0.97, 0.1), ("Layer1", 0.95, 0.15), ("Above", 1, 0.2), ("Foundation", 0.9, 0),
                ("ElevatedSecondary", 0.93, 0.18), ("NavigationBarTitle", 0, 1), ("PrimaryFont", 0.1, 0.9),
                ("Colors/Button/action.toolbar", 0.4, 0.6),
            ], in: folder)
        let roles = roles(palette)
        for name in [
            "TabBar", "MainNavigationBar", "Toolbar", "barTintColor", "Layer1", "Above", "Foundation",
            "ElevatedSecondary",
        ] {
            #expect(roles[name] == .background, "\(name)")
        }
        #expect(roles["NavigationBarTitle"] == .text)
        #expect(roles["PrimaryFont"] == .text)
        #expect(roles["Colors/Button/action.toolbar"] == .interactive)
        let surfaces: Set<String> = [
            "TabBar", "MainNavigationBar", "Toolbar", "barTintColor", "Layer1", "Above", "Foundation",
            "ElevatedSecondary",
        ]
        #expect(backgrounds(of: "NavigationBarTitle", in: palette) == surfaces)
        #expect(backgrounds(of: "PrimaryFont", in: palette) == surfaces)
    }

    /// Mastodon fills its follow button with `Colors/Button/userFollowing` and sets its title in
    /// `Colors/Button/userFollowingTitle` (mastodon-ios `MastodonSDK/Sources/MastodonUI/View/Content/
    /// UserView.swift:322` `baseForegroundColor`, `:324` `background.backgroundColor`), and fills it with
    /// `Colors/Button/userFollow` in the other state (`:305`): a button's colour is its fill, the surface
    /// of its own title, not text on the app's surfaces, and the body text is not drawn on it. A selected
    /// cell's `Colors/selection.highlight` (`cell.backgroundColor`, `Mastodon/Scene/Onboarding/PickServer/
    /// MastodonPickServerViewController.swift:383`) is the surface the cell's text stays on.
    @Test func aButtonsFillIsTheSurfaceOfItsTitle() throws {
        let folder = try ImportTempFolder()
        let palette = try catalog(
            [
                ("Colors/Button/userFollow", 0.2, 0.7), ("Colors/Button/userFollowing", 0.85, 0.3),
                ("Colors/Button/userFollowingTitle", 0.1, 0.95), ("Colors/Label/primary", 0, 1),
                ("Colors/selection.highlight", 0.85, 0.25), ("PrimaryButton", 0.1, 0.8),
                ("PrimaryButtonTitle", 1, 0), ("Background", 1, 0),
            ], in: folder)
        let roles = roles(palette)
        #expect(roles["Colors/Button/userFollow"] == .background)
        #expect(roles["Colors/Button/userFollowing"] == .background)
        #expect(roles["Colors/Button/userFollowingTitle"] == .text)
        #expect(roles["PrimaryButton"] == .background)
        #expect(roles["Colors/selection.highlight"] == .background)
        #expect(backgrounds(of: "Colors/Button/userFollowingTitle", in: palette) == ["Colors/Button/userFollowing"])
        #expect(backgrounds(of: "PrimaryButtonTitle", in: palette) == ["PrimaryButton"])
        #expect(backgrounds(of: "Colors/Label/primary", in: palette) == ["Background", "Colors/selection.highlight"])
    }

    /// A lone step lighter than every body text in light and darker in dark (and on the page's side of
    /// middle grey, L* 50) is a fill the text is set on; a grey between (the same mid grey in both) is
    /// not; and a catalog of whole scales (`Grey10` … `Grey90`, `ScaleSteps`) holds options, which form no
    /// pair. Values by hand: relative luminance of grey 0.95 is 0.89, of 0.5 is 0.21 (above 0.18 in dark),
    /// of 0.1 is 0.010.
    @Test func aLoneStepLighterThanTheTextIsAFill() throws {
        let folder = try ImportTempFolder()
        let palette = try catalog(
            [
                ("Grey30", 0.95, 0.1), ("Purple50", 0.5, 0.5), ("PrimaryText", 0, 1), ("SecondaryText", 0.45, 0.6),
                ("Background", 1, 0), ("AccentText", 1, 0), ("Accent", 0.2, 0.8),
            ], in: folder)
        let roles = roles(palette)
        #expect(roles["Grey30"] == .background)
        #expect(roles["Purple50"] == Role?.none)
        #expect(backgrounds(of: "SecondaryText", in: palette) == ["Background", "Grey30"])

        let scales = try ImportTempFolder()
        var colours: [(String, Double, Double)] = [("PrimaryText", 0, 1), ("Background", 1, 0)]
        for step in [10, 30, 50, 70, 90] {
            let level = Double(step) / 100
            colours.append(("Grey\(step)", 1 - level, level))
        }
        let whole = try catalog(colours, in: scales)
        #expect(whole.tokens.filter { $0.name.hasPrefix("Grey") }.allSatisfy { $0.role == nil })
    }

    /// The catalog's words stay the catalog's: the same names in ColorAudit's own YAML keep
    /// `RoleInference`'s roles (a scrim a background, a button interactive, a bar nothing).
    @Test func otherFormatsKeepTheirRoles() throws {
        let palette = try palette(
            """
            colors:
              Scrim: "#000000"
              PrimaryButton: "#0d47a1"
              TabBar: "#f5f5f5"
              LaunchScreenBackground: "#ffffff"
            """)
        let roles = roles(palette)
        #expect(roles["Scrim"] == .background)
        #expect(roles["PrimaryButton"] == .interactive)
        #expect(roles["TabBar"] == Role?.none)
        #expect(roles["LaunchScreenBackground"] == .background)
    }
}
