import Foundation
import Testing

@testable import ColorAudit
@testable import ColorScience

/// Pairs formed from roles are judged over the backdrops a theme has (`PairFormation` rules 5 and 6): a
/// translucent surface over its theme's canvas, never a fully transparent colour.
///
/// Expected ratios by hand (WCAG 2.2 relative luminance: channel c/255 → c/12.92 at or below 0.04045,
/// else ((c + 0.055)/1.055)^2.4; Y = 0.2126 R + 0.7152 G + 0.0722 B; ratio (Y₁ + 0.05)/(Y₂ + 0.05); a
/// translucent colour is composited source-over in gamma-encoded sRGB, c = α·c_fg + (1 − α)·c_bg):
/// - Primer dark: `bgColor-success-muted` #2ea043 at α 0x26/255 = 0.14902 over `bgColor-default` #0d1117 →
///   (17.92, 38.31, 29.56), Y 0.01752; `fgColor-success` #3fb950, Y 0.36636 → 0.41636/0.06752 = 6.239:1.
///   Over white the same fill is (236.17, 240.85, 227.03) → 2.158:1; over black 7.235:1.
/// - `bg-muted` white at α 0x1a/255 = 0.10196 over a black canvas → (26, 26, 26), Y 0.01033; white text →
///   1.05/0.06033 = 17.40:1; black at the same α over a white canvas → (229, 229, 229), Y 0.78353; black
///   text → 0.83353/0.05 = 16.67:1.
@Suite struct FormedBackdropTests: PairingPalettes {
    private func pair(_ pairs: [ResolvedPair], _ foreground: String, _ background: String, _ appearance: Appearance)
        throws -> ResolvedPair
    {
        try #require(
            pairs.first {
                $0.declaration.foreground == foreground && $0.declaration.background == background
                    && $0.appearance == appearance
            }, "\(foreground) on \(background) in \(appearance.rawValue)")
    }

    @Test func aTranslucentSurfaceIsCompositedOverTheCanvas() throws {
        let formed = try pairs(
            """
            colors:
              bgColor-default: "#0d1117"
              bgColor-success-muted: "#2ea04326"
              fgColor-success: "#3fb950"
            """)
        let muted = try pair(formed, "fgColor-success", "bgColor-success-muted", .any)
        #expect(muted.declaration.backdrop == ["bgColor-default"])
        #expect(!muted.stack.dependsOnBackdrop)
        #expect(abs(muted.stack.worstRatio - 6.239) < 0.001, "\(muted.stack.worstRatio)")
        // The canvas itself is opaque: drawn on nothing else.
        let canvas = try pair(formed, "fgColor-success", "bgColor-default", .any)
        #expect(canvas.declaration.backdrop.isEmpty)
    }

    /// Without a colour named as a canvas, what lies under the fill is unknown: black and white, the
    /// worse (white, 2.158:1) decides.
    @Test func withoutACanvasTheWorstCaseOverBlackAndWhiteStays() throws {
        let formed = try pairs(
            """
            colors:
              bgColor-success-muted: "#2ea04326"
              bgColor-inset: "#010409"
              fgColor-success: "#3fb950"
            """)
        let muted = try pair(formed, "fgColor-success", "bgColor-success-muted", .any)
        #expect(muted.declaration.backdrop.isEmpty)
        #expect(muted.stack.dependsOnBackdrop)
        #expect(abs(muted.stack.worstRatio - 2.158) < 0.001, "\(muted.stack.worstRatio)")
        #expect(abs(muted.stack.bestRatio - 7.235) < 0.001, "\(muted.stack.bestRatio)")
    }

    /// Each appearance's canvas: white text on the muted fill over the dark canvas (17.40:1), black text
    /// over the light one (16.67:1).
    @Test func eachAppearanceUsesItsOwnCanvas() throws {
        let formed = try pairs(
            """
            colors:
              background: { light: "#ffffff", dark: "#000000" }
              bg-muted: { light: "#0000001a", dark: "#ffffff1a" }
              text: { light: "#000000", dark: "#ffffff" }
            """)
        let dark = try pair(formed, "text", "bg-muted", .dark)
        #expect(dark.declaration.backdrop == ["background"])
        #expect(abs(dark.stack.worstRatio - 17.40) < 0.01, "\(dark.stack.worstRatio)")
        let light = try pair(formed, "text", "bg-muted", .light)
        #expect(light.declaration.backdrop == ["background"])
        #expect(abs(light.stack.worstRatio - 16.67) < 0.01, "\(light.stack.worstRatio)")
    }

    /// Primer's `bgColor-transparent` and `borderColor-transparent` (#ffffff00) draw nothing: no pair is
    /// formed on or with them; `fgColor-default` still pairs with `bgColor-default`, and the border with it.
    @Test func fullyTransparentColoursFormNoPairs() throws {
        let formed = try pairs(
            """
            colors:
              bgColor-default: "#ffffff"
              bgColor-transparent: "#ffffff00"
              borderColor-transparent: "#ffffff00"
              borderColor-default: "#d1d9e0"
              fgColor-default: "#1f2328"
            """)
        let names = Set(formed.map { [$0.declaration.foreground, $0.declaration.background] })
        #expect(names == [["fgColor-default", "bgColor-default"], ["borderColor-default", "bgColor-default"]])
    }

    /// An inactive component's surface (`bg-action-disabled`): text drawn on it is inactive too, usage
    /// `disabled` (WCAG 2.2 SC 1.4.3 and 1.4.11 exempt inactive user interface components), and no focus
    /// ring is judged on it (a disabled control is not focusable: HTML, disabled form controls). The
    /// focus ring stays on the canvas.
    @Test func inactiveSurfacesHoldInactivePairsAndNoFocus() throws {
        let formed = try pairs(
            """
            colors:
              bg-canvas: "#ffffff"
              bg-action-disabled: "#e0e0e0"
              text-action: "#0467dd"
              focus-ring: "#0467dd"
            """)
        let listed = Set(
            formed.map { [$0.declaration.foreground, $0.declaration.background, $0.declaration.usage.rawValue] })
        #expect(
            listed == [
                ["text-action", "bg-canvas", "text"], ["text-action", "bg-action-disabled", "disabled"],
                ["focus-ring", "bg-canvas", "focus"],
            ])
    }

    /// A scrim "paint[s] the scrim around of modal components" (Flutter `ColorScheme.scrim`): nothing is
    /// drawn on it. iosched-like names: `text_primary` on `color_surface` only, not on `scrim` or
    /// `status_bar_scrim`.
    @Test func nothingIsDrawnOnAScrim() throws {
        let formed = try pairs(
            """
            colors:
              color_surface: "#ffffff"
              scrim: "#00000052"
              status_bar_scrim: "#000000b3"
              text_primary: "#202124"
            """)
        #expect(
            Set(formed.map { [$0.declaration.foreground, $0.declaration.background] }) == [
                ["text_primary", "color_surface"]
            ])
    }

    /// Nor on a backdrop, a shadow or a divider, opaque or not (`PairFormation` rule 8): a backdrop "can be
    /// used as background to obscure the content behind modal user interface elements, such as a modal
    /// dialog", named for "the `::backdrop` CSS pseudo-element selector of the HTML element `dialog`" (NL
    /// Design System, Utrecht Backdrop), and is drawn opaque with its opacity set apart (its tokens
    /// `background-color` and `opacity`); a shadow colour paints "the drop shadows of elevated components"
    /// (Flutter `ColorScheme.shadow`, opaque black by default); a divider is a line between contents, "for
    /// dividers or decorative elements" (Flutter `ColorScheme.outlineVariant`). The text, link and focus
    /// ring are paired with the page and the opaque overlay only: an opaque overlay is the surface of a
    /// popover (Primer's `overlay-bgColor`), which carries text. The divider as a border stays a
    /// decorative line on the surfaces.
    @Test func nothingIsDrawnOnABackdropAShadowOrADivider() throws {
        let formed = try pairs(
            """
            colors:
              page-bg: "#ffffff"
              overlay-bg: "#f6f8fa"
              backdrop: "#000000"
              modal-backdrop-bg: "#000000"
              shadow-bg: "#000000"
              divider-bg: "#d0d7de"
              separator-background: "#d0d7de"
              divider: "#d0d7de"
              text: "#1f2328"
              link: "#0969da"
              focus-ring: "#0969da"
            """)
        let surfaces = Set(formed.map(\.declaration.background))
        #expect(surfaces == ["page-bg", "overlay-bg"])
        #expect(Set(formed.filter { $0.declaration.foreground == "text" }.map(\.declaration.background)) == surfaces)
        #expect(formed.contains { $0.declaration.foreground == "divider" && $0.declaration.usage == .decorative })
    }

    /// The canvas names recognised, surest first (`PairFormation.canvasRank`), and names that are not one.
    @Test func canvasNames() {
        func rank(_ name: String) -> Int? { PairFormation.canvasRank(RoleInference.splitWords(name)) }
        #expect(rank("canvas-default") == 0)
        #expect(rank("color.bg.canvas.default") == 0)
        #expect(rank("bgColor-default") == 1)
        #expect(rank("page") == 2)
        #expect(rank("background") == 3)
        #expect(rank("color-background") == 3)
        #expect(rank("md_theme_light_background") == 3)
        #expect(rank("surface") == 4)
        // A one-letter abbreviation names no kind (`c` for colour, after a system's prefix).
        #expect(rank("c-bg") == 3)
        #expect(rank("c-background-default") == 1)
        #expect(rank("c-bg-soft") == nil)
        #expect(rank("bgColor-success-muted") == nil)
        #expect(rank("bgColor-inset") == nil)
        #expect(rank("fgColor-default") == nil)
        #expect(rank("surface-container-high") == nil)
    }
}
