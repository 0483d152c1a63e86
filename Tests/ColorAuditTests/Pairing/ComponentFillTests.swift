import Foundation
import Testing

@testable import ColorAudit
@testable import ColorScience

/// Component fills (`ComponentFills`, `PairFormation` rule 10): the fills of buttons, tags and boxes take
/// the palette's default text and icons, not every text colour. Palettes named and valued as the systems
/// ship them (light themes); ratios by hand from WCAG 2.2's relative luminance (sRGB c/255 linearised as
/// ((c + 0.055) / 1.055)^2.4 above 0.04045; a grey's Y is that of its channel):
/// #111111 0.00561; #1e1e1e 0.01298; #757575 0.17789; #767676 0.18116; #b3b3b3 0.45078;
/// #d9d9d9 0.69336; #e6e6e6 0.79130; #e9e9e9 0.81485; #f5f5f5 0.91310; #ffffff 1.
@Suite struct ComponentFillTests: PairingPalettes {
    /// Gestalt's "Color usage" page (pinterest/gestalt `docs/pages/foundations/color/usage.js`):
    /// `$color-background-secondary-base` is "for secondary, medium to low-emphasis actions", shown with
    /// the default text; `$color-text-subtle` is "for secondary, subtle text color, such as additional info
    /// or sub-header" on the page. So `text.subtle` #767676 on `background.secondary.base` #e9e9e9
    /// (0.86485/0.23116 = 3.74:1, an error today) is not formed; `text.default` #111111 there
    /// (0.86485/0.05561 = 15.55:1) and `icon.default` are; the border stays on the page only.
    @Test func gestaltSecondaryBaseTakesDefaultText() throws {
        let context = try context(
            """
            colors:
              color.background.default: "#ffffff"
              color.background.secondary.base: "#e9e9e9"
              color.text.default: "#111111"
              color.text.subtle: "#767676"
              color.icon.default: "#111111"
              color.border.default: "#767676"
            """)
        let page = "color.background.default"
        let fill = "color.background.secondary.base"
        #expect(
            names(context.pairs) == [
                ["color.text.default", page], ["color.text.default", fill], ["color.text.subtle", page],
                ["color.icon.default", page], ["color.icon.default", fill], ["color.border.default", page],
            ])
        let onFill = try #require(
            context.pairs.first {
                $0.declaration.foreground == "color.text.default" && $0.declaration.background == fill
            })
        #expect(onFill.declaration.formedBy == ComponentFills.reason)
        #expect(ContrastMinimumRule().evaluate(context).filter { $0.severity == .error }.isEmpty)
    }

    /// Figma's Simple Design System (figma/sds `src/ui/primitives`): the neutral Button, Accordion and Tag
    /// draw `text.default.default` on `background.default.secondary` and its hover (button.css,
    /// accordion.css, tag.css); the Avatar group's overflow tile draws `text.default.secondary` on
    /// `background.default.secondary` (avatar.css); the neutral Tag draws `text.default.default` and
    /// `icon.default.default` on `background.default.tertiary` and its hover (tag.css). The tertiary text
    /// is placeholder text on input fields (input.css), never on those fills.
    /// Errors, by hand: `text.default.secondary` #757575 on #f5f5f5 is 0.96310/0.22789 = 4.23:1 — drawn,
    /// a real error that stays; `text.default.tertiary` #b3b3b3 on the page #ffffff 1.05/0.50078 =
    /// 2.10:1 — placeholder text, a real error that stays. Not formed any more: the tertiary text on the
    /// fills (#d9d9d9: 0.74336/0.50078 = 1.48:1), the secondary text on the fills' hovers and on the
    /// tertiary fill (#e6e6e6: 0.84130/0.22789 = 3.69:1; #d9d9d9: 3.26:1).
    @Test func sdsNeutralFillsTakeDefaultText() throws {
        let context = try context(
            """
            colors:
              color.background.default: "#ffffff"
              color.background.default.secondary: "#f5f5f5"
              color.background.default.secondary-hover: "#e6e6e6"
              color.background.default.tertiary: "#d9d9d9"
              color.background.default.tertiary-hover: "#b3b3b3"
              color.text.default: "#1e1e1e"
              color.text.default.secondary: "#757575"
              color.text.default.tertiary: "#b3b3b3"
              color.icon.default: "#1e1e1e"
            """)
        let page = "color.background.default"
        let fills = [
            "color.background.default.secondary", "color.background.default.secondary-hover",
            "color.background.default.tertiary", "color.background.default.tertiary-hover",
        ]
        var expected: Set<[String]> = [
            ["color.text.default.secondary", page], ["color.text.default.tertiary", page],
            ["color.text.default.secondary", "color.background.default.secondary"],
        ]
        for content in ["color.text.default", "color.icon.default"] {
            expected.insert([content, page])
            for fill in fills { expected.insert([content, fill]) }
        }
        #expect(names(context.pairs) == expected)
        let errors = ContrastMinimumRule().evaluate(context).filter { $0.severity == .error }
        #expect(
            Set(errors.map(\.tokens)) == [
                ["color.text.default.secondary", "color.background.default.secondary"],
                ["color.text.default.tertiary", page],
            ])
    }

    /// Names: Gestalt's `{primary, secondary, tertiary, selected}.{base, strong, weak}` and SDS's
    /// `default.{secondary, tertiary}` with a state; not Gestalt's status fills (`info.base`), the page
    /// (`background.default`), tints (`background.info.weak`) or surfaces named otherwise.
    @Test func namesOfComponentFills() {
        func level(_ name: String) -> String? { ComponentFills.level(RoleInference.splitWords(name))?.level }
        #expect(level("color.background.secondary.base") == "secondary")
        #expect(level("color.background.primary.strong") == "primary")
        #expect(level("color.background.selected.weak") == "selected")
        #expect(level("color.background.default.tertiary-hover") == "tertiary")
        #expect(level("color.background.default.secondary") == "secondary")
        #expect(level("color.background.info.base") == nil)
        #expect(level("color.background.default") == nil)
        #expect(level("color.background.info.weak") == nil)
        #expect(level("color.bg.subtle.secondary") == nil)
    }

    /// A palette with no default text (no colour named `text.default`) is left as it was: every text on
    /// every general surface.
    @Test func withoutDefaultTextNothingChanges() throws {
        let context = try context(
            """
            colors:
              color.background.default: "#ffffff"
              color.background.secondary.base: "#e9e9e9"
              color.text.primary: "#111111"
            """)
        #expect(
            names(context.pairs) == [
                ["color.text.primary", "color.background.default"],
                ["color.text.primary", "color.background.secondary.base"],
            ])
    }
}
