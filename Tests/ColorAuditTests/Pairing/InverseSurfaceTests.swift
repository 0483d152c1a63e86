import Foundation
import Testing

@testable import ColorAudit

/// `PairFormation` rule 24 (`InverseSurfaces`): a colour named inverse or inverted is drawn only on the
/// theme's contrast surfaces — its namespace's fills when it is of the other tone, the surfaces named
/// inverse/inverted/contrast and those of the other tone than the page — never on a light-grey "bold"
/// surface nor a tint.
///
/// Dialtone (dialpad/dialtone `packages/dialtone-tokens/tokens/semantic/dp/default.json`, values from
/// `base/default.json`): `color.foreground.primary-inverted` (`black.100` `#f9f9f9`) is "primary text that
/// sits on high-contrast surfaces or backgrounds", `critical-inverted` (`red.300` `#ff716f`) "critical text
/// that sits on high-contrast surfaces or backgrounds"; `color.surface.contrast` (`black.800`) is "an
/// inverted surface …, most likely paired with inverted foreground colors", `critical-strong` (`red.450`
/// `#d90a45`) and `success-strong` (`green.500` `#008e52`) "a contrasting … surface, most likely paired with
/// inverted foreground colors"; `color.surface.bold` (`black.300` `#d2d2d2`) "highlight or call attention
/// to specific areas", and `bold-opaque` `black.900` at 19 %. The dark values are hand-made mirrors.
///
/// Tones by hand (WCAG 2.2 relative luminance; `bold-opaque` composited over the page, sRGB source-over):
/// light — page `#ffffff` Y 1, body text `#1c1c1c` Y 0.01161. Contrast with page / with body text:
/// bold `#d2d2d2` 1.51 / 11.27 and bold-opaque (≈`#d4d4d4`) 1.48 / 11.53: the page's tone; strong `#535353`
/// 7.69 / 2.22, critical-strong 5.15 / 3.31, success-strong 4.21 / 4.05: the other tone.
/// dark — page `#171717` Y 0.00857, body text `#f9f9f9` Y 0.94731: bold `#3a3a3a` 1.58 / 10.80,
/// bold-opaque (white 19 % ≈`#434343`) 1.80 / 9.45: the page's; strong `#aaaaaa` 7.72 / 2.21,
/// critical-strong `#ff716f` 6.70 / 2.54, success-strong `#84ee0b` 12.14 / 1.40: the other tone.
/// The inverse colours: `#f9f9f9` in light (1.05 / 16.19: the page's tone), `#1c1c1c` in dark.
@Suite struct InverseSurfaceTests: PairingPalettes {
    static let dialtone = """
        colors:
          color.surface.primary: { light: "#ffffff", dark: "#171717" }
          color.surface.secondary: { light: "#f9f9f9", dark: "#1c1c1c" }
          color.surface.bold: { light: "#d2d2d2", dark: "#3a3a3a" }
          color.surface.bold-opaque: { light: "#1c1c1c30", dark: "#ffffff30" }
          color.surface.strong: { light: "#535353", dark: "#aaaaaa" }
          color.surface.contrast: { light: "#252525", dark: "#f9f9f9" }
          color.surface.critical: { light: "#ffe5e6", dark: "#640823" }
          color.surface.critical-subtle: { light: "#fff2f3", dark: "#380010" }
          color.surface.critical-strong: { light: "#d90a45", dark: "#ff716f" }
          color.surface.success-strong: { light: "#008e52", dark: "#84ee0b" }
          color.surface.inverted: { light: "#1c1c1c", dark: "#f9f9f9" }
          color.foreground.primary: { light: "#1c1c1c", dark: "#f9f9f9" }
          color.foreground.critical: { light: "#ff1356", dark: "#ff716f" }
          color.foreground.primary-inverted: { light: "#f9f9f9", dark: "#1c1c1c" }
          color.foreground.critical-inverted: { light: "#ff716f", dark: "#af0032" }
          color.border.default: { light: "#d2d2d2", dark: "#3a3a3a" }
          color.border.critical-inverted: { light: "#ff716f", dark: "#af0032" }
        """

    /// The surfaces foreground `name` is paired with in `appearance`.
    private func surfaces(of name: String, in appearance: String, _ pairs: [ResolvedPair]) -> Set<String> {
        Set(
            pairs.filter { $0.declaration.foreground == name && $0.appearance.name == appearance }
                .map(\.declaration.background))
    }

    @Test func inverseTextOnTheContrastSurfacesOnly() throws {
        let pairs = try pairs(Self.dialtone)
        let contrast: Set<String> = [
            "color.surface.strong", "color.surface.critical-strong", "color.surface.success-strong",
            "color.surface.inverted", "color.surface.contrast",
        ]
        for appearance in ["light", "dark"] {
            #expect(surfaces(of: "color.foreground.primary-inverted", in: appearance, pairs) == contrast)
        }
    }

    /// A status's inverse colour goes on the neutral contrast surfaces, not on a status fill (its own
    /// `critical-strong` included); the inverse border, of the same namespace, has no neutral fill in its
    /// plan and forms no pair.
    @Test func namespacedInverseOnTheNeutralContrastSurfaces() throws {
        let pairs = try pairs(Self.dialtone)
        let neutral: Set<String> = ["color.surface.strong", "color.surface.inverted", "color.surface.contrast"]
        for appearance in ["light", "dark"] {
            #expect(surfaces(of: "color.foreground.critical-inverted", in: appearance, pairs) == neutral)
            #expect(surfaces(of: "color.border.critical-inverted", in: appearance, pairs).isEmpty)
        }
    }

    /// Before the rule, the inverse family was judged on the light-grey `bold` surfaces (1.1:1 in light,
    /// 1.4:1 in dark): errors on pairs nobody draws. None is left.
    @Test func noErrorOnABoldSurfaceOfThePagesTone() throws {
        let context = try context(Self.dialtone)
        let errors = ContrastMinimumRule().evaluate(context).filter { $0.severity == .error }
        let onBold = errors.filter { $0.message.contains("color.surface.bold") }
        #expect(onBold.isEmpty, "\(onBold.map(\.message))")
    }

    /// Atlassian (atlassian.design/components/tokens/all-tokens, light values): `color.text.inverse`
    /// `#ffffff`, "use for text on bold backgrounds"; `color.text.warning.inverse` `#292a2e`, "text on
    /// warning bolder backgrounds"; `color.background.warning.bold` `#eed12b`, `neutral.bold` `#292a2e`,
    /// `information.bold` `#1868db`; `color.text` `#292a2e`. The page is named as ColorAudit finds a canvas
    /// (Atlassian's own, `elevation.surface`, is `#ffffff`).
    /// By hand: page Y 1, body text Y 0.02325; warning.bold Y 0.6395 (1.52:1 with the page, 9.41:1 with the
    /// body text: the page's tone), neutral.bold (14.34:1 / 1.00:1) and information.bold Y 0.1521 (5.20:1 /
    /// 2.76:1): the other tone. White inverse text is of the page's tone, the dark warning inverse of the
    /// other: it keeps to its warning fill.
    @Test func atlassianInverseTextOnItsBoldBackgrounds() throws {
        let pairs = try pairs(
            """
            colors:
              color.background.default: "#ffffff"
              color.background.neutral.bold: "#292a2e"
              color.background.information.bold: "#1868db"
              color.background.warning.bold: "#eed12b"
              color.text: "#292a2e"
              color.text.inverse: "#ffffff"
              color.text.warning.inverse: "#292a2e"
            """)
        #expect(
            surfaces(of: "color.text.inverse", in: "any", pairs) == [
                "color.background.neutral.bold", "color.background.information.bold",
            ])
        #expect(surfaces(of: "color.text.warning.inverse", in: "any", pairs) == ["color.background.warning.bold"])
    }

    /// Without a page canvas nothing is decided: the inverse colour keeps every fill of its plan.
    @Test func withoutAPageNothingIsDecided() throws {
        let pairs = try pairs(
            """
            colors:
              color.fill.bold: "#d2d2d2"
              color.fill.strong: "#535353"
              color.text.primary: "#1c1c1c"
              color.text.inverse: "#f9f9f9"
            """)
        #expect(surfaces(of: "color.text.inverse", in: "any", pairs) == ["color.fill.bold", "color.fill.strong"])
    }
}
