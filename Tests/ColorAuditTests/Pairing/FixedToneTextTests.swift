import Foundation
import Testing

@testable import ColorAudit
@testable import ColorScience

/// `PairFormation` rule 17 (`FixedToneText`): text named white or black is not paired with the page's
/// surfaces in an appearance where it is of the page's tone. Colours as Primer's sources give them
/// (primer/primitives `src/tokens/functional/color/fgColor.json5` 05ba8cf: `fgColor.white` is
/// `base.color.neutral.0` in light and `neutral.13` in dark, `fgColor.black` the other way round;
/// `fgColor.default` `neutral.13` light, `neutral.12` dark; the neutral scales `#ffffff`, `#f6f8fa` …
/// `#1f2328` light and `#010409`, `#0d1117`, `#151b23` … `#f0f6fc`, `#ffffff` dark). Primer draws
/// `fgColor.white` on emphasis fills (`src/tokens/component/button.json5` 07df5f8:
/// `button.primary.fgColor.rest` is `{fgColor.white}` on `{bgColor.success.emphasis}`), and its contrast
/// checks (`scripts/colorContrast.config.ts`) pair neither colour with a background.
///
/// Ratios by hand (WCAG 2.2 relative luminance: sRGB c/255 linearised as ((c + 0.055)/1.055)^2.4 above
/// 0.04045, else c/12.92; Y = 0.2126 R + 0.7152 G + 0.0722 B; ratio (Y1 + 0.05)/(Y2 + 0.05)):
/// #ffffff Y 1; #1f2328 Y 0.016465; #0d1117 Y 0.005486; #010409 Y 0.00113; #f0f6fc Y 0.914651.
/// - light: `fgColor.white` on the canvas #ffffff 1.00:1, against the body text #1f2328 1.05/0.066465 =
///   15.80:1 — of the page's tone; `fgColor.black` (#1f2328, the body text's value) 15.80:1 on the canvas,
///   1.00:1 against the body text — not.
/// - dark: `fgColor.black` #010409 on the canvas #0d1117 0.055486/0.05113 = 1.09:1, against the body text
///   #f0f6fc 0.964651/0.05113 = 18.87:1 — of the page's tone; `fgColor.white` 1.05/0.055486 = 18.92:1 on
///   the canvas, 1.05/0.964651 = 1.09:1 against the body text — not.
@Suite struct FixedToneTextTests: PairingPalettes {
    static let primer = """
        colors:
          bgColor.default: { light: "#ffffff", dark: "#0d1117" }
          bgColor.muted: { light: "#f6f8fa", dark: "#151b23" }
          bgColor.success.emphasis: { light: "#1f883d", dark: "#238636" }
          fgColor.default: { light: "#1f2328", dark: "#f0f6fc" }
          fgColor.white: "#ffffff"
          fgColor.black: { light: "#1f2328", dark: "#010409" }
          fgColor.onEmphasis: "#ffffff"
        """

    /// The pairs of foreground `name` in `appearance`.
    private func surfaces(of name: String, in appearance: String, _ pairs: [ResolvedPair]) -> Set<String> {
        Set(
            pairs.filter { $0.declaration.foreground == name && $0.appearance.name == appearance }
                .map(\.declaration.background))
    }

    @Test func whiteAndBlackKeepOffThePageOfTheirTone() throws {
        let pairs = try pairs(Self.primer)
        let page: Set<String> = ["bgColor.default", "bgColor.muted"]
        #expect(surfaces(of: "fgColor.white", in: "light", pairs).isEmpty)
        #expect(surfaces(of: "fgColor.white", in: "dark", pairs) == page)
        #expect(surfaces(of: "fgColor.black", in: "light", pairs) == page)
        #expect(surfaces(of: "fgColor.black", in: "dark", pairs).isEmpty)
        // The other colours keep their pairs: the body text on the page, the on-colour on its fill.
        for appearance in ["light", "dark"] {
            #expect(surfaces(of: "fgColor.default", in: appearance, pairs) == page)
            #expect(surfaces(of: "fgColor.onEmphasis", in: appearance, pairs) == ["bgColor.success.emphasis"])
        }
    }

    /// Before the rule, white on the light `bgColor-muted` and black on the dark `bgColor-default` were
    /// contrast errors (1.06:1 and 1.09:1) that nobody draws; the palette now has none.
    @Test func noErrorOnAPairOfThePagesTone() throws {
        let context = try context(Self.primer)
        let errors = ContrastMinimumRule().evaluate(context).filter { $0.severity == .error }
        #expect(errors.isEmpty, "\(errors.map(\.message))")
    }

    /// A palette of one appearance: white text on a white page forms no pair there, black text does.
    @Test func oneAppearance() throws {
        let pairs = try pairs(
            """
            colors:
              color.background.default: "#ffffff"
              color.background.subtle: "#f6f8fa"
              color.text.default: "#1f2328"
              color.text.white: "#ffffff"
              color.text.black: "#000000"
            """)
        let page: Set<String> = ["color.background.default", "color.background.subtle"]
        #expect(surfaces(of: "color.text.white", in: "any", pairs).isEmpty)
        #expect(surfaces(of: "color.text.black", in: "any", pairs) == page)
        #expect(surfaces(of: "color.text.default", in: "any", pairs) == page)
    }

    /// Only the words white and black decide: a text named light is a lighter shade of the body text
    /// (#767676 on #ffffff: 1.05/0.23116 = 4.54:1 on the canvas, 0.23116/0.05561 = 4.16:1 against the
    /// body text #111111), drawn on the page, and stays paired with it. So is a colour without a body
    /// text to judge it by.
    @Test func otherNamesAndNoBodyTextKeepTheirPairs() throws {
        let pairs = try pairs(
            """
            colors:
              color.background.default: "#ffffff"
              color.text.default: "#111111"
              color.text.light: "#767676"
            """)
        #expect(surfaces(of: "color.text.light", in: "any", pairs) == ["color.background.default"])
        let noBody = try self.pairs(
            """
            colors:
              color.background.default: "#ffffff"
              color.text.white: "#ffffff"
            """)
        #expect(surfaces(of: "color.text.white", in: "any", noBody) == ["color.background.default"])
    }

    /// A palette of one appearance whose names say the scheme (typedoc's `--light-color-background`,
    /// `--dark-color-background`): each surface is judged by its own scheme's canvas and body text. White
    /// text is of the light page's tone (1.00:1 on #ffffff, 1.05/0.05561 = 18.88:1 against #111111) but
    /// not of the dark page's (18.88:1 on #111111, 1.00:1 against #ffffff): it keeps the dark background.
    @Test func surfacesNamedForASchemeUseThatSchemesPage() throws {
        let pairs = try pairs(
            """
            colors:
              --light-color-background: "#ffffff"
              --dark-color-background: "#111111"
              --light-color-text: "#111111"
              --dark-color-text: "#ffffff"
              --color-text-white: "#ffffff"
            """)
        #expect(surfaces(of: "--color-text-white", in: "any", pairs) == ["--dark-color-background"])
    }
}
