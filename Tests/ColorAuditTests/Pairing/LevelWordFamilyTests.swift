import Foundation
import Testing

@testable import ColorAudit

/// `PairFormation` rule 23 with level words (`ScaleStepFamilies`): a word such as `primary` or
/// `secondary` is a family of a step scale only when its own colours form a scale; a family's background
/// named by such a word is its family's, not a general surface; and the page canvas is found past the
/// prefix the colours with a role share, whatever the primitives are named.
///
/// Values: Dialpad's Dialtone (dialpad/dialtone acb6a6c2f0443931c486229f42ff23daab334582,
/// `packages/dialtone-tokens/tokens/semantic/dp/default.json` and `base/default.json`):
/// `color.foreground.primary` = black.900 `#000000`, "Default text color throughout the UI";
/// `color.foreground.secondary` = black.700 `#3A3A3A`; `color.surface.primary` = white,
/// `color.surface.secondary` = black.100 `#F9F9F9`, "For adjacent or complementary regions";
/// `color.surface.critical` = red.100 `#FFE5E6`; `color.foreground.critical` = red.300 `#EC0E0E`,
/// `critical-strong` = red.400 `#B70B0B`. Its CSS draws the body text on the secondary surface (the base
/// notice, popover and toast: `packages/dialtone-css/lib/build/less/components/notice.less:18-19`,
/// `popover.less:27,46`) and on the critical tint (the error notice, `notice.less:112-116`).
/// Kong's design tokens (Kong/design-tokens 7b48ace3f6a03a9890b8bb4c136087d6d9239505,
/// `packages/design-tokens/themes/classic-day/classic-day.theme.json` and `classic-day.alias.color.json`):
/// `kui-color-background` white, `kui-color-background-primary` `{color.alias.blue.60}` `#0044F4`
/// "Background color for primary actions or messages", `kui-color-text` blue.100 `#000933`,
/// `kui-color-text-inverse` white, `kui-color-border` gray.20 `#E0E4EA`; the primary button draws
/// `kui-color-text-inverse` on `kui-color-background-primary` with a transparent border
/// (Kong/kongponents 5fbf02c77c4010f189409a3f6b3ce866f914c4bd `src/components/KButton/KButton.vue:182-184`).
///
/// Ratios by hand (WCAG 2.2: Y from linearised sRGB, (Y1 + 0.05)/(Y2 + 0.05)): `#F9F9F9` Y = 0.94731,
/// so `#000000` on it (0.94731 + 0.05)/0.05 = 19.95; `#0044F4` Y = 0.10669, white on it
/// 1.05/0.15669 = 6.70; `#000933` Y = 0.00435, on `#0044F4` 0.15669/0.05435 = 2.88.
@Suite struct LevelWordFamilyTests: PairingPalettes {
    static let dialtone = """
        colors:
          color.surface.primary: "#ffffff"
          color.surface.secondary: "#f9f9f9"
          color.surface.critical: "#ffe5e6"
          color.foreground.primary: "#000000"
          color.foreground.secondary: "#3a3a3a"
          color.foreground.critical: "#ec0e0e"
          color.foreground.critical-strong: "#b70b0b"
        """

    /// The backgrounds foreground `name` is paired with.
    private func surfaces(of name: String, _ pairs: [ResolvedPair]) -> Set<String> {
        Set(pairs.filter { $0.declaration.foreground == name }.map(\.declaration.background))
    }

    /// `primary` and `secondary` with no steps of their own are levels of the neutral text: the body text
    /// is drawn on every general surface and on the critical family's tint, as Dialtone's notices draw it,
    /// not only on the surface that shares its level word.
    @Test func levelWordsWithoutAScaleAreNoFamily() throws {
        let pairs = try pairs(Self.dialtone)
        let body = surfaces(of: "color.foreground.primary", pairs)
        #expect(body.isSuperset(of: ["color.surface.primary", "color.surface.secondary", "color.surface.critical"]))
        #expect(surfaces(of: "color.foreground.secondary", pairs).contains("color.surface.primary"))
        let onSecondary = try #require(
            pairs.first {
                $0.declaration.foreground == "color.foreground.primary"
                    && $0.declaration.background == "color.surface.secondary"
            })
        #expect(abs(onSecondary.stack.worstRatio - 19.95) < 0.01, "\(onSecondary.stack.worstRatio)")
        // The critical family (a base and a strong step) keeps its own rule: its text on its tint.
        #expect(surfaces(of: "color.foreground.critical", pairs).contains("color.surface.critical"))
    }

    /// Kong's flat theme file with its primitives (`color.alias.*`, no role, another prefix): the canvas
    /// is `kui-color-background` past the shared `kui-` of the colours with a role, so the primary fill is
    /// found from its values (white inverse text passes, the body text fails) and takes the inverse text
    /// only; the page's border is not drawn on it.
    @Test func kongPrimaryFillTakesItsInverseTextNotTheBorders() throws {
        let palette = try importedPalette(Self.kongTokens, file: "classic-day.theme.json")
        let pairs = Array(AuditContext(palette: palette, configuration: Configuration()).pairs)
        let fill = "kui-color-background-primary"
        let inverse = try #require(
            pairs.first { $0.declaration.foreground == "kui-color-text-inverse" && $0.declaration.background == fill })
        #expect(abs(inverse.stack.worstRatio - 6.70) < 0.01, "\(inverse.stack.worstRatio)")
        #expect(!surfaces(of: "kui-color-text", pairs).contains(fill))
        #expect(!surfaces(of: "kui-color-border", pairs).contains(fill))
        #expect(surfaces(of: "kui-color-border", pairs).contains("kui-color-background"))
        #expect(surfaces(of: "kui-color-text", pairs).contains("kui-color-background"))
    }

    /// The lines of Kong's day theme and alias palette the test needs, in one DTCG file.
    static let kongTokens = """
        {
          "color": {
            "$type": "color",
            "alias": {
              "white": { "$value": "#FFFFFF" },
              "blue": {
                "10": { "$value": "#EEFAFF" },
                "60": { "$value": "#0044F4" },
                "70": { "$value": "#0030CC" },
                "100": { "$value": "#000933" }
              },
              "gray": { "20": { "$value": "#E0E4EA" } }
            }
          },
          "kui-color-background": { "$type": "color", "$value": "{color.alias.white}" },
          "kui-color-background-primary": { "$type": "color", "$value": "{color.alias.blue.60}" },
          "kui-color-background-primary-strong": { "$type": "color", "$value": "{color.alias.blue.70}" },
          "kui-color-background-primary-weakest": { "$type": "color", "$value": "{color.alias.blue.10}" },
          "kui-color-border": { "$type": "color", "$value": "{color.alias.gray.20}" },
          "kui-color-text": { "$type": "color", "$value": "{color.alias.blue.100}" },
          "kui-color-text-inverse": { "$type": "color", "$value": "{color.alias.white}" },
          "kui-color-text-primary": { "$type": "color", "$value": "{color.alias.blue.60}" },
          "kui-color-text-primary-strong": { "$type": "color", "$value": "{color.alias.blue.70}" }
        }
        """
}
