import Foundation
import Testing

@testable import ColorAudit

/// A Style Dictionary source whose theme colours sit under `color.light.*` and `color.dark.*` beside fixed
/// brand colours (`color.brand.*`), with elevation (shadow) colours, a dialog's scrim, divider and
/// translucent button fill, and a product group's toolbar button states, tab outline and split-view
/// background. Hand-made; what each name is drawn as comes from the documentation the sources cite:
/// elevation colours are shadows or overlays (Flutter `ColorScheme.shadow`, Compose `ElevationOverlay`,
/// `RoleInference` rule 4c), a name ending in `button.active` is the button's fill in that state
/// (`ComponentFillName`), a brand colour named for no scheme beside scheme-named colours is a primitive
/// (`ModelessPrimitives`).
@Suite struct ShadowAndProductFillTests: PairingPalettes {
    static let source = """
        {
          "color": {
            "brand": {
              "primary": { "value": "#fb542b", "type": "color" },
              "secondary": { "value": "#4c54d2", "type": "color" }
            },
            "light": {
              "text": {
                "primary": { "value": "#000000", "type": "color" },
                "secondary": { "value": "#767676", "type": "color" }
              },
              "icon": { "default": { "value": "#545a6b", "type": "color" } },
              "container": { "background": { "value": "#ffffff", "type": "color" } },
              "page": { "background": { "value": "#f8f9fa", "type": "color" } },
              "elevation": {
                "primary": { "value": "rgba(0, 0, 0, 0.1)", "type": "color" },
                "secondary": { "value": "rgba(0, 0, 0, 0.05)", "type": "color" }
              },
              "dialogs": {
                "scrim-background": { "value": "rgba(0, 0, 0, 0.4)", "type": "color" },
                "divider": { "value": "#e3e5ea", "type": "color" }
              },
              "desktopbrowser": {
                "toolbar": {
                  "button": {
                    "active": { "value": "#e0e2e6", "type": "color" },
                    "hover": { "value": "#eceef1", "type": "color" }
                  }
                },
                "tab": { "pinned-tab-outline": { "value": "#c2c4cf", "type": "color" } }
              }
            },
            "dark": {
              "text": {
                "primary": { "value": "#ffffff", "type": "color" },
                "secondary": { "value": "#c5c9d3", "type": "color" }
              },
              "icon": { "default": { "value": "#c5c9d3", "type": "color" } },
              "container": { "background": { "value": "#0d0f14", "type": "color" } },
              "page": { "background": { "value": "#000000", "type": "color" } },
              "elevation": {
                "primary": { "value": "rgba(0, 0, 0, 0.5)", "type": "color" },
                "secondary": { "value": "rgba(0, 0, 0, 0.3)", "type": "color" }
              },
              "dialogs": {
                "scrim-background": { "value": "rgba(0, 0, 0, 0.6)", "type": "color" },
                "divider": { "value": "#3b3e4f", "type": "color" }
              },
              "desktopbrowser": {
                "toolbar": {
                  "button": {
                    "active": { "value": "#2f313b", "type": "color" },
                    "hover": { "value": "#262832", "type": "color" }
                  }
                },
                "tab": { "pinned-tab-outline": { "value": "#4d505e", "type": "color" } }
              }
            }
          }
        }
        """

    func audited() throws -> (Palette, AuditContext) {
        let palette = try importedPalette(Self.source, file: "tokens.json")
        return (palette, AuditContext(palette: palette, configuration: Configuration()))
    }

    @Test("Elevation colours, scrims, brand primitives and button state fills form no pair as text")
    func noPairs() throws {
        let (palette, context) = try audited()
        let formed = names(context.pairs)
        for scheme in ["light", "dark"] {
            for name in ["elevation.primary", "elevation.secondary", "dialogs.scrim-background"] {
                #expect(!formed.contains { $0.contains("color.\(scheme).\(name)") }, "\(scheme) \(name)")
            }
            for name in ["desktopbrowser.toolbar.button.active", "desktopbrowser.toolbar.button.hover"] {
                #expect(palette.token(named: "color.\(scheme).\(name)")?.role == .background, "\(name)")
                #expect(!formed.contains { $0.first == "color.\(scheme).\(name)" }, "\(scheme) \(name) as text")
            }
        }
        #expect(palette.token(named: "color.light.elevation.primary")?.role == .decorative)
        for name in ["color.brand.primary", "color.brand.secondary"] {
            #expect(palette.token(named: name)?.role == nil, "\(name)")
            #expect(!formed.contains { $0.contains(name) }, "\(name)")
        }
    }

    @Test("Text, icons, dividers and outlines keep their pairs, each within its scheme")
    func pairsKept() throws {
        let (_, context) = try audited()
        let formed = names(context.pairs)
        for scheme in ["light", "dark"] {
            for foreground in ["text.primary", "text.secondary", "icon.default", "dialogs.divider"] {
                for background in ["container.background", "page.background"] {
                    #expect(
                        formed.contains(["color.\(scheme).\(foreground)", "color.\(scheme).\(background)"]),
                        "\(scheme) \(foreground) on \(background)")
                }
            }
            #expect(
                formed.contains([
                    "color.\(scheme).desktopbrowser.tab.pinned-tab-outline", "color.\(scheme).container.background",
                ]))
        }
        #expect(!formed.contains(["color.light.text.primary", "color.dark.container.background"]))
        let usages = Dictionary(
            context.pairs.map {
                ("\($0.declaration.foreground) on \($0.declaration.background)", $0.declaration.usage)
            },
            uniquingKeysWith: { first, _ in first })
        #expect(usages["color.light.dialogs.divider on color.light.container.background"] == .decorative)
        #expect(usages["color.light.desktopbrowser.tab.pinned-tab-outline on color.light.container.background"] == .ui)
    }

    /// #767676 on #ffffff by hand: 118/255 = 0.462745, ((0.462745 + 0.055) / 1.055)^2.4 = 0.181164,
    /// so (1 + 0.05) / (0.181164 + 0.05) = 4.5423.
    @Test("A kept pair's ratio, derived by hand")
    func handDerivedRatio() throws {
        let (_, context) = try audited()
        let pair = try #require(
            context.pairs.first {
                $0.declaration.foreground == "color.light.text.secondary"
                    && $0.declaration.background == "color.light.container.background"
            })
        #expect(abs(pair.stack.worstRatio - 4.5423) < 1e-3)
        #expect(abs(HandWCAG.ratio(HandWCAG.luminance(118), HandWCAG.luminance(255)) - 4.5423) < 1e-3)
    }

    @Test("Names: elevation is decorative unless a background word decides; button states at the end are fills")
    func roleNames() {
        #expect(RoleInference.infer(name: "color.light.elevation.primary") == .decorative)
        #expect(RoleInference.infer(name: "elevation.surface.raised") == .background)
        #expect(RoleInference.infer(name: "color.background.elevation.floating") == .background)
        #expect(RoleInference.infer(name: "color.light.desktopbrowser.toolbar.button.active") == .background)
        #expect(RoleInference.infer(name: "color.light.dialogs.button.pressed") == .background)
        #expect(RoleInference.infer(name: "color.text.button.hover") == .text)
        #expect(RoleInference.infer(name: "button-primary") == .interactive)
        #expect(RoleInference.infer(name: "toolbar.button.rest") == .interactive)
    }
}
