import Foundation
import Testing

@testable import ColorAudit

/// Brave Leo's universal token source: its own family (`text`, `icon`, `container`, `page`,
/// `systemfeedback`), a Material Theme Builder family (`schemes`), a product's group (`desktopbrowser`)
/// and a dialog's translucent button fills. Copied from brave/leo `src/tokens/universal.variables.json`
/// at 545a7a343576e38e0faa8ea0bc1c346063a7b216 (the light scheme: lines 2722-2736 text, 2756-2763 icon,
/// 2797-2801 container, 2819-2823 page, 2869-2876 dialogs, 2879-2918 systemfeedback, 3705-3729 and
/// 3800-3819, 3935-3944 schemes, 3980-3984, 4003-4012 and 4108-4125 desktopbrowser), values unchanged, the
/// `referencedVariable` keys left out. What each colour is drawn on, by hand: Leo's components draw
/// `text.*` and `icon.*` on `container.background` and `page.background` and the alert's text on
/// `systemfeedback.*-background` (`src/components/dialog/dialog.svelte:129-133`, `alert/alert.svelte:82-123`);
/// none reads `schemes.surface-*`. Material's roles pair among themselves (`onSurface` on the surface
/// levels; `surfaceTint` is "an elevation tint laid over surfaces", no surface; m3.material.io/styles/
/// color/roles). A product group's outlines are drawn in that product's chrome: Brave's browser-chrome
/// preview draws the pinned tab's outline on `tabbar.background` and `toolbar.button.outline` as a line on
/// `chrome-background-desktop`.
@Suite struct ProductGroupTests: PairingPalettes {
    static let source = """
        {
          "color": {
            "light": {
              "text": {
                "primary": { "type": "color", "value": "#1c1c1d" },
                "secondary": { "type": "color", "value": "#464649" },
                "tertiary": { "type": "color", "value": "#78787c" }
              },
              "icon": { "secondary": { "type": "color", "value": "#909093" } },
              "container": { "background": { "type": "color", "value": "#ffffff" } },
              "page": { "background": { "type": "color", "value": "#fafafb" } },
              "dialogs": {
                "button-transparent-default": { "type": "color", "value": "rgba(13, 18, 20, 0.3500)" },
                "button-transparent-hover": { "type": "color", "value": "rgba(13, 18, 20, 0.5000)" }
              },
              "systemfeedback": {
                "info-text": { "type": "color", "value": "#0154cc" },
                "info-icon": { "type": "color", "value": "#0154cc" },
                "info-vibrant": { "type": "color", "value": "#066cff" },
                "info-background": { "type": "color", "value": "#e9f3ff" },
                "success-text": { "type": "color", "value": "#1c713d" },
                "success-icon": { "type": "color", "value": "#1c713d" },
                "success-vibrant": { "type": "color", "value": "#268f4f" },
                "success-background": { "type": "color", "value": "#e8f6ec" }
              },
              "schemes": {
                "surface-tint": { "type": "color", "value": "#434fcf" },
                "primary": { "type": "color", "value": "#434fcf" },
                "on-primary": { "type": "color", "value": "#ffffff" },
                "primary-container": { "type": "color", "value": "#dfe4f6" },
                "on-primary-container": { "type": "color", "value": "#15192d" },
                "surface": { "type": "color", "value": "#fafafb" },
                "on-surface": { "type": "color", "value": "#1c1c1d" },
                "surface-variant": { "type": "color", "value": "#e4e4e5" },
                "on-surface-variant": { "type": "color", "value": "#464649" },
                "surface-container": { "type": "color", "value": "#f2f2f3" },
                "surface-container-high": { "type": "color", "value": "#e8e8eb" }
              },
              "desktopbrowser": {
                "chrome-background-desktop": { "type": "color", "value": "#ffffff" },
                "tabbar": {
                  "background": { "type": "color", "value": "#e4e4e5" },
                  "pinned-tab-outline-horizontal": { "type": "color", "value": "#c9c9ca" }
                },
                "toolbar": {
                  "button": {
                    "hover": { "type": "color", "value": "#fafafb" },
                    "active": { "type": "color", "value": "#f2f2f3" },
                    "outline": { "type": "color", "value": "#f2f2f3" }
                  }
                }
              }
            }
          }
        }
        """

    func formed() throws -> (Palette, [String: ResolvedPair]) {
        let palette = try importedPalette(Self.source, file: "universal.variables.json")
        let context = AuditContext(palette: palette, configuration: Configuration())
        let pairs = Dictionary(
            context.pairs.map { ("\($0.declaration.foreground) on \($0.declaration.background)", $0) },
            uniquingKeysWith: { first, _ in first })
        return (palette, pairs)
    }

    static func leo(_ name: String) -> String { "color.light." + name }

    @Test("A product group's outline is drawn on its own group's surfaces, not the page's")
    func groupOutline() throws {
        let (_, pairs) = try formed()
        let outline = Self.leo("desktopbrowser.tabbar.pinned-tab-outline-horizontal")
        let tabbar = try #require(pairs["\(outline) on \(Self.leo("desktopbrowser.tabbar.background"))"])
        #expect(tabbar.declaration.usage == .ui)
        #expect(tabbar.declaration.formedBy == PairFormation.Reason.productGroup.rawValue)
        // A border is also drawn on the surface around its group: the enclosing group's.
        #expect(pairs["\(outline) on \(Self.leo("desktopbrowser.chrome-background-desktop"))"] != nil)
        for surface in [
            "container.background", "page.background", "schemes.surface-container", "schemes.surface-variant",
            "systemfeedback.info-background", "desktopbrowser.toolbar.button.hover",
        ] {
            #expect(pairs["\(outline) on \(Self.leo(surface))"] == nil, "\(surface)")
        }
    }

    @Test("A group with only fills takes the enclosing group's surface")
    func enclosingGroup() throws {
        let (_, pairs) = try formed()
        let outline = Self.leo("desktopbrowser.toolbar.button.outline")
        let formed = Set(pairs.keys.filter { $0.hasPrefix(outline + " on ") })
        // Its button's hover and active fills are state highlights, which carry no border (rule 21).
        #expect(formed == ["\(outline) on \(Self.leo("desktopbrowser.chrome-background-desktop"))"])
        // #f2f2f3 on #ffffff by hand: 242/255 = 0.949020, ((0.949020 + 0.055) / 1.055)^2.4 = 0.887923, so
        // (1 + 0.05) / (0.887923 + 0.05) = 1.1195.
        let chrome = try #require(pairs["\(outline) on \(Self.leo("desktopbrowser.chrome-background-desktop"))"])
        #expect(abs(chrome.stack.worstRatio - 1.1195) < 1e-3)
        #expect(abs(HandWCAG.ratio(HandWCAG.luminance(242), HandWCAG.luminance(255)) - 1.1195) < 1e-3)
    }

    @Test("The library's text and icons are still drawn on a product group's surfaces")
    func generalTextInGroups() throws {
        let (_, pairs) = try formed()
        for foreground in ["text.primary", "text.tertiary", "icon.secondary"] {
            for surface in ["desktopbrowser.tabbar.background"] {
                #expect(pairs["\(Self.leo(foreground)) on \(Self.leo(surface))"] != nil, "\(foreground) on \(surface)")
            }
        }
    }

    @Test("A translucent button's state fills are fills, never text")
    func translucentButtonFills() throws {
        let (palette, pairs) = try formed()
        for name in ["dialogs.button-transparent-default", "dialogs.button-transparent-hover"] {
            #expect(palette.token(named: Self.leo(name))?.role == .background, "\(name)")
            #expect(!pairs.keys.contains { $0.hasPrefix(Self.leo(name) + " on ") }, "\(name) as a foreground")
        }
        #expect(RoleInference.infer(name: "color.light.dialogs.button-transparent-default") == .background)
        #expect(RoleInference.infer(name: "button-translucent-hover") == .background)
        #expect(RoleInference.infer(name: "color.text.button-transparent-hover") == .text)
    }

    @Test("The package's own text stays off the Material family's surfaces; Material's roles pair within it")
    func familiesApart() throws {
        let (_, pairs) = try formed()
        for foreground in ["text.tertiary", "icon.secondary", "systemfeedback.info-text"] {
            for surface in [
                "schemes.surface", "schemes.surface-variant", "schemes.surface-container", "schemes.surface-tint",
            ] {
                #expect(pairs["\(Self.leo(foreground)) on \(Self.leo(surface))"] == nil, "\(foreground) on \(surface)")
            }
            #expect(pairs["\(Self.leo(foreground)) on \(Self.leo("page.background"))"] != nil, "\(foreground)")
            #expect(pairs["\(Self.leo(foreground)) on \(Self.leo("container.background"))"] != nil, "\(foreground)")
        }
        #expect(
            pairs["\(Self.leo("systemfeedback.info-text")) on \(Self.leo("systemfeedback.info-background"))"] != nil)
        let onSurface = try #require(
            pairs["\(Self.leo("schemes.on-surface")) on \(Self.leo("schemes.surface-container"))"])
        #expect(onSurface.declaration.formedBy == PairFormation.Reason.material.rawValue)
        #expect(pairs["\(Self.leo("schemes.on-primary-container")) on \(Self.leo("schemes.primary-container"))"] != nil)
        // `surfaceTint` is no surface, and `on-surface` is not drawn on it because its name begins with surface.
        #expect(!pairs.keys.contains { $0.hasSuffix(" on " + Self.leo("schemes.surface-tint")) })
        // Material draws `onSurface` "on all types of surfaces": the package's page too; not its fills' roles.
        let onPage = try #require(pairs["\(Self.leo("schemes.on-surface")) on \(Self.leo("page.background"))"])
        #expect(onPage.declaration.formedBy == PairFormation.Reason.material.rawValue)
        #expect(pairs["\(Self.leo("schemes.on-primary-container")) on \(Self.leo("page.background"))"] == nil)
    }

    /// A component group enclosed by no other, named as Dialtone names its inputs (dialpad/dialtone
    /// `packages/dialtone-tokens/tokens/semantic/dp/default.json`: `inputs.color.*`, `color.surface.primary`,
    /// `color.foreground.primary`); hand-made values. Dialtone's input draws its text on its own background
    /// and its border on the page around it (`components/input.less:29-32`).
    static let components = """
        {
          "color": {
            "foreground": { "primary": { "value": "#222222", "type": "color" } },
            "surface": {
              "primary": { "value": "#ffffff", "type": "color" },
              "secondary": { "value": "#f9f9f9", "type": "color" }
            }
          },
          "inputs": {
            "color": {
              "foreground": { "default": { "value": "#222222", "type": "color" } },
              "background": { "default": { "value": "#ffffff", "type": "color" } },
              "border": { "default": { "value": "#888888", "type": "color" } }
            }
          }
        }
        """

    @Test("A top-level group's text stays on its own background; its border also meets the page around it")
    func topLevelGroupBorder() throws {
        let palette = try importedPalette(Self.components, file: "tokens.json")
        let formed = pairs(palette)
        #expect(formed.contains("inputs.color.foreground.default on inputs.color.background.default text"))
        #expect(!formed.contains("inputs.color.foreground.default on color.surface.primary text"))
        #expect(formed.contains("inputs.color.border.default on inputs.color.background.default ui"))
        #expect(formed.contains("inputs.color.border.default on color.surface.primary ui"))
    }

    @Test("Group paths: the parts before the role's, past qualifiers and a shared prefix")
    func paths() {
        #expect(
            ProductGroups.path(of: "color.light.desktopbrowser.tabbar.pinned-tab-outline-horizontal")
                == ["desktopbrowser", "tabbar"])
        #expect(
            ProductGroups.path(of: "color.light.desktopbrowser.toolbar.button.outline") == [
                "desktopbrowser", "toolbar",
            ])
        #expect(ProductGroups.path(of: "color.dark.desktopbrowser.chrome-background-desktop") == ["desktopbrowser"])
        #expect(ProductGroups.path(of: "color.light.text.primary") == [])
        #expect(ProductGroups.path(of: "color.light.schemes.on-surface") == [])
        #expect(ProductGroups.path(of: "kui.tooltip.text", skipping: 1) == ["tooltip"])
        #expect(ProductGroups.path(of: "fgColor-default") == [])
    }
}
