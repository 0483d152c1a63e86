import Foundation
import Testing

@testable import ColorAudit
@testable import ColorScience

/// Pairs formed from roles on small hand-made token sets (no `pairs:`): the expected pairs are derived
/// by hand from the rules of `PairFormation` and `PostImport` in each test's comment.
@Suite struct PairFormationTests: PairingPalettes {
    /// Material: the roles are paired as Material 3 documents them (m3.material.io/styles/color/roles,
    /// `PairFormation` rule 10; the set names four roles only Material names: the primary container and
    /// its `on` colour, a surface container level and `on-surface-variant`). `on-primary` only on
    /// `primary` (an interactive colour, yet its surface), `on-primary-container` only on
    /// `primary-container`; "text and icons typically use on surface and on surface variant on all types
    /// of surfaces": `on-surface` and `on-surface-variant` on `surface`, `surface-container-high` and the
    /// older `surface-variant`; `primary` ("high-emphasis fills, texts, and icons against surface") and
    /// `outline` on those surfaces too, never on `primary-container`, a container being "used as a fill
    /// color for foreground elements like buttons. They shouldn't be used for text or icons".
    /// 1 + 1 + 3 × 4 = 14 pairs, where every foreground on every background gave 6 × 4 = 24.
    @Test func materialOnColoursPairWithTheirSurface() throws {
        let palette = try palette(
            """
            colors:
              primary: "#6750a4"
              on-primary: "#ffffff"
              primary-container: "#eaddff"
              on-primary-container: "#21005d"
              surface: "#fffbfe"
              on-surface: "#1c1b1f"
              surface-container-high: "#ece6f0"
              surface-variant: "#e7e0ec"
              on-surface-variant: "#49454f"
              outline: "#79747e"
            """)
        let general = ["surface", "surface-container-high", "surface-variant"]
        var expected: Set<[String]> = [["on-primary", "primary"], ["on-primary-container", "primary-container"]]
        for background in general {
            for foreground in ["on-surface", "on-surface-variant", "primary", "outline"] {
                expected.insert([foreground, background])
            }
        }
        #expect(formed(palette) == expected)
    }

    /// Compound-like set: `theme-bg`, `gray-100` and `gray-900` are aliased and alias nothing
    /// (primitives): `theme-bg` gets no role although its name says background. Namespaces: `bg-canvas`
    /// and `bg-subtle` are general surfaces, `bg-action-primary` is in `action`, `bg-critical-subtle`
    /// in `critical`. `text-primary` (general) → the 2 general surfaces and the tinted
    /// `bg-critical-subtle` (rule 2); `text-action-primary` (action)
    /// → those 2 and `bg-action-primary`, but both alias `gray-900` (1.00:1 by construction), so that
    /// one is skipped; `text-critical` → the 2 general and `bg-critical-subtle`. 3 + 2 + 3 = 8 pairs,
    /// where 3 foregrounds × 5 backgrounds (with `theme-bg`) gave 15.
    @Test func primitivesAndAliasesOfOneColourFormNoPairs() throws {
        let palette = try palette(
            """
            colors:
              theme-bg: "#ffffff"
              gray-100: "#f5f5f5"
              gray-900: "#1a1a1a"
              bg-canvas: "{theme-bg}"
              bg-subtle: "{gray-100}"
              bg-action-primary: "{gray-900}"
              bg-critical-subtle: "#ffe5e5"
              text-primary: "{gray-900}"
              text-action-primary: "{gray-900}"
              text-critical: "#c00000"
            """)
        #expect(palette.tokens.first { $0.name == "theme-bg" }?.role == nil)
        #expect(palette.tokens.first { $0.name == "bg-canvas" }?.role == .background)
        let expected: Set<[String]> = [
            ["text-primary", "bg-canvas"], ["text-primary", "bg-subtle"], ["text-primary", "bg-critical-subtle"],
            ["text-action-primary", "bg-canvas"], ["text-action-primary", "bg-subtle"],
            ["text-critical", "bg-canvas"], ["text-critical", "bg-subtle"], ["text-critical", "bg-critical-subtle"],
        ]
        #expect(formed(palette) == expected)
    }

    /// A colour is never paired with an alias of itself: `label` on `canvas`, which aliases `label`'s
    /// own value token `ink`… here `canvas` aliases `label` directly, so the only background is skipped.
    @Test func aColourIsNotPairedWithItsAlias() throws {
        let palette = try palette(
            """
            colors:
              label: "#222222"
              canvas: "{label}"
              page: "#ffffff"
            """)
        // `label` is aliased by `canvas` but is no alias itself: a primitive, no role. `canvas` (alias
        // of label) and `page` are backgrounds, with no foreground left: no pairs at all.
        #expect(formed(palette).isEmpty)
        let direct = try self.palette(
            """
            colors:
              label: { value: "#222222", role: text }
              canvas: "{label}"
              page: "#ffffff"
            """)
        // With the role declared, `label` is paired with `page` only (`canvas` is itself by reference).
        #expect(formed(direct) == [["label", "page"]])
    }

    /// Primer: `fgColor-onEmphasis` has no `fgColor-emphasis` surface, so it goes on the backgrounds whose
    /// names end in `emphasis` (and claims them); `fgColor-danger` (namespace danger) on the general
    /// `bgColor-default`, `bgColor-muted` and the unclaimed `bgColor-danger-muted`, not on
    /// `bgColor-danger-emphasis`; `fgColor-default` on the two general ones and, being text, on the
    /// tinted `bgColor-danger-muted` (rule 2: an alert's body text); `borderColor-default` on the two
    /// general ones. 2 + 3 + 3 + 2 = 10 pairs, where 4 × 5 gave 20.
    @Test func primerForegroundsPairWithTheirBackgrounds() throws {
        let palette = try palette(
            """
            colors:
              fgColor-default: "#1f2328"
              fgColor-danger: "#d1242f"
              fgColor-onEmphasis: "#ffffff"
              bgColor-default: "#ffffff"
              bgColor-muted: "#f6f8fa"
              bgColor-danger-muted: "#ffebe9"
              bgColor-danger-emphasis: "#cf222e"
              bgColor-accent-emphasis: "#0969da"
              borderColor-default: "#d1d9e0"
            """)
        let expected: Set<[String]> = [
            ["fgColor-onEmphasis", "bgColor-danger-emphasis"], ["fgColor-onEmphasis", "bgColor-accent-emphasis"],
            ["fgColor-danger", "bgColor-default"], ["fgColor-danger", "bgColor-muted"],
            ["fgColor-danger", "bgColor-danger-muted"],
            ["fgColor-default", "bgColor-default"], ["fgColor-default", "bgColor-muted"],
            ["fgColor-default", "bgColor-danger-muted"],
            ["borderColor-default", "bgColor-default"], ["borderColor-default", "bgColor-muted"],
        ]
        #expect(formed(palette) == expected)
    }

    /// Figma SDS: `text.brand.on-brand-secondary` is drawn on `background.brand.secondary` and its hover
    /// state; `text.brand` (namespace brand) on the general `background.default` and the brand
    /// background no `on` colour claims (`background.brand.tertiary`), not on the claimed ones.
    @Test func onColoursClaimTheirSurfaceAndItsStates() throws {
        let palette = try palette(
            """
            colors:
              color.text.brand: "#2c2c2c"
              color.text.brand.on-brand-secondary: "#2c2c2c"
              color.background.default: "#ffffff"
              color.background.brand.secondary: "#e6e6e6"
              color.background.brand.secondary-hover: "#d9d9d9"
              color.background.brand.tertiary: "#f5f5f5"
            """)
        let expected: Set<[String]> = [
            ["color.text.brand.on-brand-secondary", "color.background.brand.secondary"],
            ["color.text.brand.on-brand-secondary", "color.background.brand.secondary-hover"],
            ["color.text.brand", "color.background.default"], ["color.text.brand", "color.background.brand.tertiary"],
        ]
        #expect(formed(palette) == expected)
    }

    /// An `on` colour whose surface is named nowhere forms no pair and is listed as unchecked.
    @Test func anOnColourWithoutSurfaceIsReportedUnchecked() throws {
        let palette = try palette(
            """
            colors:
              color.text.primary: "#1b1d22"
              color.text.on-solid.primary: "#ffffff"
              color.bg.canvas.default: "#ffffff"
            """)
        #expect(formed(palette) == [["color.text.primary", "color.bg.canvas.default"]])
        let report = Auditor().audit(palette)
        #expect(
            report.uncheckedTokens.contains { $0.token == "color.text.on-solid.primary" && $0.reason == "no-surface" })
        #expect(!report.uncheckedTokens.contains { $0.token == "color.text.primary" })
        // `labelOnTint` has no `label tint` colour: it is drawn on the colour named `tint` alone.
        let tinted = try self.palette(
            """
            colors:
              label: "#000000"
              labelOnTint: "#ffffff"
              tint: "#007aff"
              background: "#ffffff"
            """)
        #expect(formed(tinted) == [["labelOnTint", "tint"], ["label", "background"], ["tint", "background"]])
    }

    /// Without namespaces every foreground is still paired with every background (a small palette).
    @Test func smallPalettesPairEveryForegroundWithEveryBackground() throws {
        let palette = try palette(
            """
            colors:
              label: "#000000"
              secondaryLabel: "#3c3c43"
              background: "#ffffff"
              groupedBackground: "#f2f2f7"
            """)
        #expect(
            formed(palette) == [
                ["label", "background"], ["label", "groupedBackground"], ["secondaryLabel", "background"],
                ["secondaryLabel", "groupedBackground"],
            ])
    }

    @Test func componentWordsYieldToTheRoleWordAfterThem() {
        #expect(RoleInference.infer(name: "button-primary-bgColor-rest") == .background)
        #expect(RoleInference.infer(name: "button-primary-fgColor-rest") == .text)
        #expect(RoleInference.infer(name: "button.text.color") == .text)
        #expect(RoleInference.infer(name: "button-primary") == .interactive)
        #expect(PairFormation.namespace(of: "button-primary-bgColor-rest") == "button")
        #expect(PairFormation.namespace(of: "color.bg.critical.subtle-hovered") == "critical")
        #expect(PairFormation.namespace(of: "bgColor-accent-muted") == "accent")
        #expect(PairFormation.namespace(of: "color.bg.canvas.default") == nil)
        // One letter is no namespace (Radix's alpha steps `--gray-a3`, a `g0` suffix).
        #expect(PairFormation.namespace(of: "color.bg.canvas.g0") == nil)
        #expect(PairFormation.namespace(of: "m3_sys_color_dark_surface_container_high") == nil)
    }
}
