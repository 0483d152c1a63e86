import Foundation
import Testing

@testable import ColorAudit
@testable import ColorScience

/// Pairing conventions the design systems document, on small hand-written palettes named as the systems
/// name their colours (no `pairs:`); each expected pair list is derived by hand from the system's own
/// documentation, quoted in the test's comment, and each formed pair says why it was formed.
@Suite struct PairingConventionTests: PairingPalettes {
    /// Primer, functional colours (primer.style/foundations/color): "fg.onEmphasis pairs with
    /// bg.[ANY_COLOR_ROLE].emphasis tokens"; inverse surfaces take `fgColor-onInverse`. So
    /// `fgColor-onEmphasis` on the 3 emphasis fills, `fgColor-onInverse` on `bgColor-inverse`; the fills
    /// take no other text: `fgColor-default` on the 2 general surfaces (`bgColor-default`,
    /// `bgColor-muted`) and on the tinted `bgColor-danger-muted` (an alert's body text: "An example of an
    /// alert that pairs bg.success, fg.success, and border.success", the same page), `fgColor-danger` on
    /// the general surfaces and its namespace's `bgColor-danger-muted`.
    /// 3 + 1 + 3 + 3 = 10 pairs, where every text on every background gave 4 × 7 = 28.
    @Test func primerEmphasisAndInverseFillsTakeTheirOnColours() throws {
        let pairs = try pairs(
            """
            colors:
              bgColor-default: "#ffffff"
              bgColor-muted: "#f6f8fa"
              bgColor-emphasis: "#25292e"
              bgColor-accent-emphasis: "#0969da"
              bgColor-danger-muted: "#ffebe9"
              bgColor-danger-emphasis: "#cf222e"
              bgColor-inverse: "#25292e"
              fgColor-default: "#1f2328"
              fgColor-danger: "#d1242f"
              fgColor-onEmphasis: "#ffffff"
              fgColor-onInverse: "#ffffff"
            """)
        let expected: Set<[String]> = [
            ["fgColor-onEmphasis", "bgColor-emphasis"], ["fgColor-onEmphasis", "bgColor-accent-emphasis"],
            ["fgColor-onEmphasis", "bgColor-danger-emphasis"], ["fgColor-onInverse", "bgColor-inverse"],
            ["fgColor-default", "bgColor-default"], ["fgColor-default", "bgColor-muted"],
            ["fgColor-default", "bgColor-danger-muted"],
            ["fgColor-danger", "bgColor-default"], ["fgColor-danger", "bgColor-muted"],
            ["fgColor-danger", "bgColor-danger-muted"],
        ]
        #expect(names(pairs) == expected)
        func reason(_ foreground: String, _ background: String) -> String? {
            pairs.first { $0.declaration.foreground == foreground && $0.declaration.background == background }?
                .declaration.formedBy
        }
        #expect(reason("fgColor-onEmphasis", "bgColor-danger-emphasis") == PairFormation.Reason.onColor.rawValue)
        #expect(reason("fgColor-default", "bgColor-default") == PairFormation.Reason.generalSurface.rawValue)
        #expect(reason("fgColor-danger", "bgColor-danger-muted") == PairFormation.Reason.namespace.rawValue)
        #expect(reason("fgColor-default", "bgColor-danger-muted") == PairFormation.Reason.tintedSurface.rawValue)
    }

    /// A focus indicator is judged "against adjacent color(s)" (WCAG 2.2 SC 1.4.11; SC 2.4.13 Focus
    /// Appearance): a ring drawn outside the control (Primer's `focus-outlineColor`, an `outline` with an
    /// offset) lies on the surface around the control, not on the control's own fill. So with Primer's
    /// names the ring is paired with the two general surfaces `bgColor-default` and `bgColor-muted` only —
    /// not with the namespaced `bgColor-accent-muted` nor with the fill `bgColor-accent-emphasis` (which
    /// `fgColor-onEmphasis` claims). Every focus colour on every background gave 4 pairs. Where there is
    /// no namespace at all (a small palette), the ring is judged on every background that is not a fill.
    @Test func focusRingsAreJudgedOnTheSurfacesAroundControls() throws {
        let pairs = try pairs(
            """
            colors:
              bgColor-default: "#ffffff"
              bgColor-muted: "#f6f8fa"
              bgColor-accent-muted: "#ddf4ff"
              bgColor-accent-emphasis: "#0969da"
              fgColor-onEmphasis: "#ffffff"
              focus-outlineColor: "#0969da"
            """)
        let focus = pairs.filter { $0.declaration.foreground == "focus-outlineColor" }
        #expect(Set(focus.map(\.declaration.background)) == ["bgColor-default", "bgColor-muted"])
        #expect(focus.allSatisfy { $0.declaration.formedBy == PairFormation.Reason.focus.rawValue })
        #expect(focus.allSatisfy { $0.declaration.usage == .focus })
        let small = try self.pairs(
            """
            colors:
              background: "#ffffff"
              groupedBackground: "#f2f2f7"
              bg-emphasis: "#007aff"
              focusRing: "#007aff"
            """)
        #expect(Set(small.map(\.declaration.background)) == ["background", "groupedBackground"])
    }

    /// Material 3 colour roles (m3.material.io/styles/color/roles; Android Wear M3 "Color roles and
    /// tokens"): "On: roles … for text or icons on top of its paired parent color"; inverse roles are
    /// drawn together (`inverse_on_surface` and `inverse_primary` on `inverse_surface`); fixed roles "are
    /// appropriate to use in places where Container roles are normally used" (Flutter ColorScheme), with
    /// `on_X_fixed` and the lower-emphasis `on_X_fixed_variant` on `X_fixed` and `X_fixed_dim`. The scheme
    /// word after `m3_sys_color` is the appearance the colour belongs to: light roles are never paired with
    /// dark ones. So: light `on_surface` on light `surface`, dark on dark; light `primary` on light
    /// `surface` only; the two inverse roles on `inverse_surface`; the two fixed `on` colours on both fixed
    /// fills; the fixed fills themselves as foregrounds on nothing. 1 + 1 + 1 + 2 + 2 + 2 = 9 pairs.
    @Test func material3RolesSchemesInverseAndFixed() throws {
        let pairs = try pairs(
            """
            colors:
              m3_sys_color_light_surface: "#fef7ff"
              m3_sys_color_light_on_surface: "#1d1b20"
              m3_sys_color_light_primary: "#6750a4"
              m3_sys_color_light_inverse_surface: "#322f35"
              m3_sys_color_light_inverse_on_surface: "#f5eff7"
              m3_sys_color_light_inverse_primary: "#d0bcff"
              m3_sys_color_dark_surface: "#141218"
              m3_sys_color_dark_on_surface: "#e6e0e9"
              m3_sys_color_primary_fixed: "#eaddff"
              m3_sys_color_primary_fixed_dim: "#d0bcff"
              m3_sys_color_on_primary_fixed: "#21005d"
              m3_sys_color_on_primary_fixed_variant: "#4f378b"
            """)
        let p = "m3_sys_color_"
        let expected: Set<[String]> = [
            [p + "light_on_surface", p + "light_surface"], [p + "dark_on_surface", p + "dark_surface"],
            [p + "light_primary", p + "light_surface"],
            [p + "light_inverse_on_surface", p + "light_inverse_surface"],
            [p + "light_inverse_primary", p + "light_inverse_surface"],
            [p + "on_primary_fixed", p + "primary_fixed"], [p + "on_primary_fixed", p + "primary_fixed_dim"],
            [p + "on_primary_fixed_variant", p + "primary_fixed"],
            [p + "on_primary_fixed_variant", p + "primary_fixed_dim"],
        ]
        #expect(names(pairs) == expected)
        let inverse = pairs.first { $0.declaration.foreground == p + "light_inverse_primary" }
        #expect(inverse?.declaration.formedBy == PairFormation.Reason.material.rawValue)
    }

    /// Gestalt: weak status backgrounds "can be used behind text" ($color-background-info-weak, Gestalt
    /// design tokens), so general text is paired with them; `text.light`, a fixed light tone for dark
    /// fills, is not (only on the general `background.default`). 2 + 1 = 3 pairs.
    @Test func gestaltWeakBackgroundsTakeGeneralTextNotFixedTones() throws {
        let pairs = try pairs(
            """
            colors:
              color.background.default: "#ffffff"
              color.background.info.weak: "#d7edff"
              color.text.subtle: "#767676"
              color.text.light: "#ffffff"
            """)
        #expect(
            names(pairs) == [
                ["color.text.subtle", "color.background.default"], ["color.text.subtle", "color.background.info.weak"],
                ["color.text.light", "color.background.default"],
            ])
    }

    /// Material 3's outline variant is "a utility color that creates boundaries for decorative elements
    /// when a 3:1 contrast isn't required, such as for dividers" (Flutter `ColorScheme.outlineVariant`),
    /// while outline "creates boundaries and emphasis to improve usability": `outline_variant` on a
    /// surface is a decorative pair (exempt, no finding), `outline` a non-text one (3:1). With #c4c7c5 on
    /// #ffffff (Y 0.5661 → 1.05/0.6161 = 1.70:1) the outline variant gets no finding; #74777f (Y 0.1844 →
    /// 1.05/0.2344 = 4.48:1) passes 3:1 either way.
    @Test func materialOutlineVariantIsDecorative() throws {
        let context = try context(
            """
            colors:
              md_sys_color_surface: "#ffffff"
              md_sys_color_outline: "#74777f"
              md_sys_color_outline_variant: "#c4c7c5"
            """)
        let usages = Dictionary(
            uniqueKeysWithValues: context.pairs.map { ($0.declaration.foreground, $0.declaration.usage) })
        #expect(usages == ["md_sys_color_outline": .ui, "md_sys_color_outline_variant": .decorative])
        #expect(NonTextContrastRule().evaluate(context).isEmpty)
    }

    /// The scheme word of a name: first word after Material's prefixes (`m3` splits to `m`).
    @Test func schemeWords() {
        #expect(PairSequence.nameScheme("m3_sys_color_light_primary") == .light)
        #expect(PairSequence.nameScheme("md_sys_color_dark_surface") == .dark)
        #expect(PairSequence.nameScheme("md_theme_dark_onSurface") == .dark)
        #expect(PairSequence.nameScheme("--light-color-text") == .light)
        #expect(PairSequence.nameScheme("darkPrimary") == .dark)
        #expect(PairSequence.nameScheme("color-background") == nil)
        #expect(PairSequence.nameScheme("m3_sys_color_primary_fixed") == nil)
    }

    /// Declared pairs say so in their findings (`pairing: declared`); formed ones name their convention.
    @Test func findingsSayHowTheirPairWasFormed() throws {
        let declared = try context(
            """
            colors:
              ink: "#777777"
              page: "#ffffff"
            pairs:
              - { foreground: ink, background: page }
            """)
        let findings = ContrastMinimumRule().evaluate(declared)
        #expect(findings.map { $0.facts["pairing"] } == ["declared"])
    }
}
