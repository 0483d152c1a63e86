import Foundation
import Testing

@testable import ColorAudit

/// Pairs a design system documents that were not formed (issue 23, the sixth held-back batch), each from
/// a convention of its own:
/// - `PairFormation` rule 37 (`DocumentedSurfaces`): a colour whose description places it on another;
/// - `PairFormation.layerWords`: a surface named by its level (section, alternative) is a general surface;
/// - `PropertyNaming` rules 11–13: a stylesheet's `X-color` is text, `X-focus-color` beside `X-color` is a
///   state, a status's `X-color` its accent.
/// Expected pairs are hand-derived from the systems' own component code, cited per test.
@Suite struct DocumentedSurfaceTests: PairingPalettes {
    /// MetaMask/metamask-design-system, commit 282b7b9fda35a20bf43ecb16d81640172a7a43e9,
    /// `packages/design-tokens/src/figma/lightTheme.json` (lines 2–20, 94–112, 114–150, 192–228, `parent`
    /// left out: the descriptions as written; each `{grey.N}`/`{blue.N}` alias replaced by its value in
    /// `brandColors.json`).
    private let metamask = """
        {
          "background": {
            "default": { "value": "#ffffff", "type": "color", "description": "For default neutral surface." },
            "alternative": {
              "value": "#f3f3f4", "type": "color",
              "description": "For sunken neutral surface below background/default."
            },
            "section": {
              "value": "#f3f3f4", "type": "color",
              "description": "For section bg usually over background/default."
            }
          },
          "text": {
            "default": { "value": "#131416", "type": "color", "description": "Default color for text." },
            "muted": {
              "value": "#babbbe", "type": "color", "description": "Muted color for text (Not accessible)."
            }
          },
          "icon": {
            "default": {
              "value": "#131416", "type": "color",
              "description": "Default color for icons, following text/default."
            },
            "default-hover": {
              "value": "#2a2b2c", "type": "color", "description": "Hover state surface for icon.default."
            },
            "default-pressed": {
              "value": "#414243", "type": "color", "description": "Pressed state surface for icon.default."
            },
            "inverse": {
              "value": "#ffffff", "type": "color",
              "description": "For elements placed on top of icon.default fill."
            }
          },
          "primary": {
            "default": {
              "value": "#4459ff", "type": "color",
              "description": "For primary semantic elements: interactive, active, selected..."
            },
            "inverse": {
              "value": "#ffffff", "type": "color",
              "description": "For elements placed on top of primary/default fill."
            },
            "default-hover": {
              "value": "#384df5", "type": "color", "description": "Hover state surface for primary/default."
            },
            "default-pressed": {
              "value": "#2b3eda", "type": "color", "description": "Pressed state surface for primary/default."
            }
          }
        }
        """

    @Test func referencesAreTokenPathsAfterAPlacementWord() {
        #expect(
            DocumentedSurfaces.references(in: "For elements placed on top of primary/default fill.") == [
                "primary/default"
            ])
        #expect(
            DocumentedSurfaces.references(in: "For elements placed on top of icon.default fill.") == ["icon.default"])
        #expect(DocumentedSurfaces.references(in: "Text on `--accent-bg`.") == ["--accent-bg"])
        // Prose names no token (Atlassian-style descriptions; Material's "on surface").
        #expect(
            DocumentedSurfaces.references(
                in: "Use as the clicked state color for icons that are placed on a brand background color") == [])
        #expect(DocumentedSurfaces.references(in: "Text and icons on surface.").isEmpty)
        // "following text/default" and "below background/default" place nothing on them.
        #expect(DocumentedSurfaces.references(in: "Default color for icons, following text/default.").isEmpty)
    }

    /// `ButtonFilter.tsx:12` (`bg-icon-default text-icon-inverse`), `Checkbox.tsx:67,113` (the tick,
    /// `IconColor.IconInverse` on `bg-icon-default`), `ButtonHero.tsx:14,16` (`bg-primary-default`, pressed
    /// `bg-primary-default-pressed`, `text-primary-inverse`): each inverse on the fill its description names
    /// and that fill's states, nowhere else.
    @Test func anInverseColourIsDrawnOnTheFillItsDescriptionNames() throws {
        let palette = try importedPalette(metamask, file: "lightTheme.json")
        let formed = formed(palette)
        let icon = Set(formed.filter { $0[0] == "icon.inverse" }.map { $0[1] })
        #expect(icon == ["icon.default", "icon.default-hover", "icon.default-pressed"])
        let primary = Set(formed.filter { $0[0] == "primary.inverse" }.map { $0[1] })
        #expect(primary == ["primary.default", "primary.default-hover", "primary.default-pressed"])
        let context = AuditContext(palette: palette, configuration: Configuration())
        let reasons = context.pairs.filter { $0.declaration.foreground == "icon.inverse" }.map(\.declaration.formedBy)
        #expect(!reasons.isEmpty)
        #expect(reasons.allSatisfy { $0 == PairFormation.Reason.documentedSurface.rawValue })
    }

    /// `BannerAlert.constants.ts:23,34` (the neutral banner, `bg-section`, default text and icon) and
    /// `AvatarBase.tsx:39,59` (the fallback initial, `text-muted` on `bg-alternative`): the section and
    /// sunken surfaces carry the page's text and icons.
    @Test func sectionAndAlternativeSurfacesAreGeneral() throws {
        let formed = formed(try importedPalette(metamask, file: "lightTheme.json"))
        #expect(formed.contains(["text.default", "background.section"]))
        #expect(formed.contains(["icon.default", "background.section"]))
        #expect(formed.contains(["text.muted", "background.alternative"]))
        #expect(PairFormation.namespace(of: "background.section") == nil)
        #expect(PairFormation.namespace(of: "background.alternative") == nil)
    }

    /// miniflux/v2, commit 106cdd09e1557222303f3ed1376e1dadf0638621, `internal/ui/static/css/light.css`
    /// (lines 3–4, 40–44, 89–91, 101–102): `common.css` draws `color: var(--counter-color)` (line 729),
    /// `.parsing-error { color: var(--parsing-error-color) }` inside `article.feed-parsing-error
    /// { background-color: var(--feed-parsing-error-background-color) }` (lines 956–971), and
    /// `input:focus { color: var(--input-focus-color); border-color: var(--input-focus-border-color) }`
    /// (lines 455–462).
    private let miniflux = """
        :root {
            --body-color: #333;
            --body-background: #fff;
            --input-background: #fff;
            --input-color: #333;
            --input-focus-color: #000;
            --input-focus-border-color: rgba(82, 168, 236, 0.8);
            --parsing-error-color: #333;
            --feed-parsing-error-background-color: #fcf8e3;
            --counter-color: #666;
        }
        """

    @Test func aStylesheetsColourPropertyIsText() throws {
        let names = [
            "--body-color", "--body-background", "--input-background", "--input-color", "--input-focus-color",
            "--input-focus-border-color", "--parsing-error-color", "--feed-parsing-error-background-color",
            "--counter-color",
        ]
        let roles = PropertyNaming.roles(names: names)
        #expect(roles[4] == .text)
        #expect(roles[5] == .border)
        #expect(roles[6] == .text)
        #expect(roles[8] == .text)
        // Without `--input-color`, `--input-focus-color` stays the focus indicator (SAP's `sapContent_FocusColor`).
        #expect(PropertyNaming.roles(names: ["--input-focus-color", "--input-background"])[0] == .focus)
        // Only a status: its accent, not text; a numbered series and a graphic keep no text role.
        #expect(PropertyNaming.roles(names: ["warning_color", "colorBackground"])[0] == .icon)
        #expect(PropertyNaming.roles(names: ["--series-1-color"])[0] != .text)
        #expect(PropertyNaming.roles(names: ["--alert-color"])[0] == nil)

        let formed = formed(try importedPalette(miniflux, file: "light.css"))
        #expect(formed.contains(["--counter-color", "--body-background"]))
        #expect(formed.contains(["--parsing-error-color", "--feed-parsing-error-background-color"]))
        #expect(formed.contains(["--input-focus-color", "--input-background"]))
    }

    /// `primary.muted` `#4459ff1a`, "Muted color for primary semantic elements", and its states `#4459ff26`,
    /// `#4459ff33` (MetaMask `lightTheme.json:205-240`): drawn as the info banner's fill under `text-default`
    /// (`BannerAlert.constants.ts:35`), never as text. An opaque colour named so keeps its role.
    @Test func aTranslucentLevelTintIsASurface() throws {
        let palette = try importedPalette(
            """
            {
              "background": { "default": { "value": "#ffffff", "type": "color" } },
              "text": { "default": { "value": "#131416", "type": "color" } },
              "primary": {
                "default": { "value": "#4459ff", "type": "color" },
                "muted": { "value": "#4459ff1a", "type": "color" },
                "muted-hover": { "value": "#4459ff26", "type": "color" },
                "subtle": { "value": "#6a73ff", "type": "color" }
              }
            }
            """, file: "lightTheme.json")
        #expect(palette.token(named: "primary.muted")?.role == .background)
        #expect(palette.token(named: "primary.muted-hover")?.role == .background)
        #expect(palette.token(named: "primary.subtle")?.role == .interactive)
        let formed = formed(palette)
        #expect(formed.contains(["text.default", "primary.muted"]))
        #expect(!formed.contains { $0[0] == "primary.muted" })
    }

    /// `border.alternative` "Border for elevated surfaces. … Prefer with background.elevated1 / elevated2 when
    /// a hairline is needed (e.g. Modal)." (MetaMask/metamask-design-system 282b7b9, `packages/design-tokens/
    /// src/figma/darkTheme.json` 3–38, 95–99, 165–170, `{black}` and `{grey.000}` replaced by their values in
    /// `brandColors.json`, the elevated surfaces' descriptions left out): drawn on the two elevated surfaces
    /// (`ModalContent.tsx:98-99`, `bg-elevated1` with `border-alternative`), not on the page, the sunken
    /// `background.alternative` nor the section.
    @Test func aBorderDocumentedWithTwoSurfaces() throws {
        let description =
            "Border for elevated surfaces. Transparent in light; a subtle edge in dark so elevated panels read "
            + "against background.default. Prefer with background.elevated1 / elevated2 when a hairline is needed "
            + "(e.g. Modal)."
        #expect(
            DocumentedSurfaces.placements(in: description) == [["background.elevated1", "background.elevated2"]])
        let palette = try importedPalette(
            """
            {
              "background": {
                "default": { "value": "#000000", "type": "color", "description": "For default neutral surface." },
                "alternative": {
                  "value": "#0d0d0f", "type": "color",
                  "description": "For sunken neutral surface below background/default."
                },
                "section": {
                  "value": "#18181b", "type": "color",
                  "description": "For section bg usually over background/default."
                },
                "elevated1": { "value": "#0d0d0f", "type": "color" },
                "elevated2": { "value": "#18181b", "type": "color" }
              },
              "text": { "default": { "value": "#ffffff", "type": "color", "description": "Default color for text." } },
              "border": {
                "alternative": { "value": "#e2e2ff26", "type": "color", "description": "\(description)" }
              }
            }
            """, file: "darkTheme.json")
        let formed = formed(palette)
        let edge = Set(formed.filter { $0[0] == "border.alternative" }.map { $0[1] })
        #expect(edge == ["background.elevated1", "background.elevated2"])
        #expect(formed.contains(["text.default", "background.section"]))
    }
}
