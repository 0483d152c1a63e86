import Foundation
import Testing

@testable import ColorAudit
@testable import ColorScience

/// Status text keeps to its own state tints (`NamespaceStateSurfaces`, `PairFormation` rule 16). Values
/// are Compound's light theme as shipped (element-hq/compound-design-tokens d996ee5,
/// `tokens/theme-light.json`), whose descriptions give each colour's contrast on the white canvas:
/// red.900 #d51928 "WCAG: 5.25", gray.400 #e1e6ec "WCAG: 1.25", gray.300 #f0f2f5 "WCAG: 1.12", red.200
/// #fff7f6 "WCAG: 1.06", red.300 #ffefec "WCAG: 1.12", gray.800 #818a95 "WCAG: 3.5", gray.1400 #1b1d22
/// "WCAG: 16.75". By those figures the critical text is 5.25/1.25 ≈ 4.2:1 on `bg.subtle-primary` (below
/// 4.5:1), ≈ 4.7:1 on `bg.critical.subtle-hovered` and ≈ 5.0:1 on `bg.critical.subtle`; the interactive
/// border is 3.5/1.25 ≈ 2.8:1 on `bg.subtle-primary` (below 3:1).
@Suite struct NamespaceStateSurfaceTests: PairingPalettes {
    static let compound = """
        colors:
          color.bg.canvas.default: "#ffffff"
          color.bg.subtle-primary: "#e1e6ec"
          color.bg.subtle-secondary: "#f0f2f5"
          color.bg.critical.subtle: "#fff7f6"
          color.bg.critical.subtle-hovered: "#ffefec"
          color.text.primary: "#1b1d22"
          color.text.critical.primary: "#d51928"
          color.border.interactive.primary: "#818a95"
        """

    /// compound-web (element-hq/compound-web 58c320b) draws critical text on the page at rest and on the
    /// critical tints in its states, where neutral controls take the neutral tints:
    /// `Button.module.css` `.button[data-kind="secondary"]:active { background: var(--cpd-color-bg-subtle-
    /// primary) }` but `.destructive:active { background: var(--cpd-color-bg-critical-subtle-hovered) }`;
    /// `Link.module.css` `.link[data-kind="critical"]:active { background: var(--cpd-color-bg-critical-
    /// subtle-hovered) }`. So `text.critical.primary` is judged on the canvas and both critical tints, not
    /// on `bg.subtle-primary` or `bg.subtle-secondary`, and the 4.2:1 there is no error any more.
    @Test func compoundCriticalTextKeepsToCriticalTints() throws {
        let context = try context(Self.compound)
        let critical = "color.text.critical.primary"
        let surfaces = Set(context.pairs.filter { $0.declaration.foreground == critical }.map(\.declaration.background))
        #expect(
            surfaces == ["color.bg.canvas.default", "color.bg.critical.subtle", "color.bg.critical.subtle-hovered"])
        let errors = ContrastMinimumRule().evaluate(context).filter { $0.severity == .error }
        #expect(errors.filter { $0.tokens.contains(critical) }.isEmpty)
    }

    /// The guard: general text, and the interactive border compound-web draws on `bg.subtle-primary`
    /// (`ChatFilter.module.css` `.chat-filter:hover { border-color: var(--cpd-color-border-interactive-
    /// primary); background: var(--cpd-color-bg-subtle-primary) }`), stay judged there: the border's
    /// ≈ 2.8:1 is a real error.
    @Test func neutralTintKeepsGeneralTextAndBorders() throws {
        let context = try context(Self.compound)
        let pairs = names(context.pairs)
        #expect(pairs.contains(["color.text.primary", "color.bg.subtle-primary"]))
        #expect(pairs.contains(["color.border.interactive.primary", "color.bg.subtle-primary"]))
        let errors = NonTextContrastRule().evaluate(context).filter { $0.severity == .error }
        #expect(
            !errors.filter {
                $0.tokens == ["color.border.interactive.primary", "color.bg.subtle-primary"]
            }.isEmpty)
    }

    /// Primer has a danger tint but none for a state, and its own contrast checks judge the danger text on
    /// the neutral muted surface: `['contrast.text', 'fgColor-danger', 'bgColor-muted']`
    /// (primer/primitives `scripts/colorContrast.config.ts`). That pair stays formed.
    @Test func namespaceWithoutStateTintKeepsNeutralTints() throws {
        let context = try context(
            """
            colors:
              bgColor-default: "#ffffff"
              bgColor-muted: "#f6f8fa"
              bgColor-danger-muted: "#ffebe9"
              fgColor-default: "#1f2328"
              fgColor-danger: "#d1242f"
            """)
        #expect(names(context.pairs).contains(["fgColor-danger", "bgColor-muted"]))
    }

    /// Compound's borders of the critical namespace follow its text to the critical tints (compound-web
    /// `Button.module.css`: `.button[data-kind="secondary"].destructive:hover { border-color: var(--cpd-
    /// color-border-critical-hovered); background: var(--cpd-color-bg-critical-subtle) }`), but its icons
    /// are drawn on the neutral pressed tint: `IconButton.module.css` gives every enabled icon button
    /// `:active { background: var(--cpd-color-bg-subtle-primary) }` and the destructive one `* { color:
    /// var(--cpd-color-icon-critical-primary) }`. So the border forms no pair on `bg.subtle-primary`; the
    /// icon does.
    @Test func compoundCriticalBorderKeepsToCriticalTintsIconsDoNot() throws {
        let context = try context(
            Self.compound + """

                  color.border.critical.primary: "#d51928"
                  color.icon.critical.primary: "#d51928"
                """)
        let pairs = names(context.pairs)
        #expect(!pairs.contains(["color.border.critical.primary", "color.bg.subtle-primary"]))
        #expect(!pairs.contains(["color.border.critical.primary", "color.bg.subtle-secondary"]))
        #expect(pairs.contains(["color.border.critical.primary", "color.bg.canvas.default"]))
        #expect(pairs.contains(["color.icon.critical.primary", "color.bg.subtle-primary"]))
    }

    /// Figma's Simple Design System names its status tints by level (figma/sds 6529aab `src/theme.css`,
    /// light theme): `background-danger-tertiary` red-100 #fee9e7 and its `-hover` red-200 #fdd3d0, the
    /// neutral hover `background-default-default-hover` gray-100 #f5f5f5 on the white page, the danger
    /// text red-700 #900b09, the tertiary danger text red-500 #ec221f, the brand text brand-800 #2c2c2c and
    /// its tint `background-brand-tertiary` brand-100 #f5f5f5 (hover brand-200 #e6e6e6). Its components
    /// draw danger text on the danger tints in their states (`button.css` `.button-variant-danger-subtle`:
    /// `text-danger-default`, hovered on `background-danger-tertiary-hover`) and never on the neutral
    /// hover, which takes the brand text of the subtle button (`.button-variant-subtle`: `text-brand-
    /// default`, hovered on `background-default-default-hover`) and of the selected navigation item
    /// (`navigation.css`). By the WCAG 2.2 formula red-500 is 4.36:1 on white and 4.00:1 on gray-100: its
    /// error on the neutral hover goes, its 4.36:1 on the page stays an error.
    static let sds = """
        colors:
          color.background.default: "#ffffff"
          color.background.default.hover: "#f5f5f5"
          color.background.danger.tertiary: "#fee9e7"
          color.background.danger.tertiary-hover: "#fdd3d0"
          color.background.brand.tertiary: "#f5f5f5"
          color.background.brand.tertiary-hover: "#e6e6e6"
          color.text.danger: "#900b09"
          color.text.danger.tertiary: "#ec221f"
          color.border.danger: "#900b09"
          color.text.brand: "#2c2c2c"
          color.text.default: "#1e1e1e"
        """

    @Test func sdsStatusTextAndBordersKeepOffTheNeutralHover() throws {
        let context = try context(Self.sds)
        let pairs = names(context.pairs)
        for foreground in ["color.text.danger", "color.text.danger.tertiary", "color.border.danger"] {
            #expect(!pairs.contains([foreground, "color.background.default.hover"]), "\(foreground)")
            #expect(pairs.contains([foreground, "color.background.default"]), "\(foreground)")
        }
        #expect(pairs.contains(["color.text.danger", "color.background.danger.tertiary-hover"]))
        let errors = ContrastMinimumRule().evaluate(context).filter { $0.severity == .error }
        let tertiary = errors.filter { $0.tokens.first == "color.text.danger.tertiary" }
        #expect(tertiary.filter { $0.tokens.contains("color.background.default.hover") }.isEmpty)
        #expect(!tertiary.filter { $0.tokens == ["color.text.danger.tertiary", "color.background.default"] }.isEmpty)
    }

    /// The guard: brand is no status, and SDS draws `text-brand-default` on the neutral hover (the subtle
    /// button, the selected navigation item) though the brand has level tints in a state too; general
    /// text stays there as well.
    @Test func sdsBrandAndDefaultTextStayOnTheNeutralHover() throws {
        let pairs = names(try context(Self.sds).pairs)
        #expect(pairs.contains(["color.text.brand", "color.background.default.hover"]))
        #expect(pairs.contains(["color.text.default", "color.background.default.hover"]))
    }

    /// What figma/sds 6529aab draws on the neutral hover `background-default-default-hover`: the hovered
    /// item's rest content — `text-default-secondary` and the `border-default-default` underline of an
    /// unselected tab (`tab.css`), `icon-default-secondary` and the selected `text-brand-default` of a
    /// navigation button (`navigation.css`). Its tertiary levels are drawn elsewhere: the placeholder
    /// `text-default-tertiary` on the input's `background-default-default`, which has no hover
    /// (`input.css`), `text-brand-tertiary` on the brand tag's `background-brand-tertiary` (`tag.css`); no
    /// component draws `icon-default-tertiary`. `border-default-secondary` is the selected tab's underline,
    /// hovered never (`tab.css`: `&[data-hovered]:not([data-selected])`). Values are SDS's light theme
    /// (`src/theme.css`): gray-300 #d9d9d9, gray-400 #b3b3b3, gray-500 #757575, gray-700 #444444.
    static let sdsLevels = [
        sds, "  color.text.default.secondary: \"#757575\"", "  color.text.default.tertiary: \"#b3b3b3\"",
        "  color.text.brand.tertiary: \"#757575\"", "  color.icon.default.secondary: \"#757575\"",
        "  color.icon.default.tertiary: \"#b3b3b3\"", "  color.border.default: \"#d9d9d9\"",
        "  color.border.default.secondary: \"#757575\"",
    ].joined(separator: "\n")

    @Test func sdsTertiaryLevelsAndTheSelectedBorderKeepOffTheNeutralHover() throws {
        let pairs = names(try context(Self.sdsLevels).pairs)
        for foreground in [
            "color.text.default.tertiary", "color.text.brand.tertiary", "color.icon.default.tertiary",
            "color.border.default.secondary",
        ] {
            #expect(!pairs.contains([foreground, "color.background.default.hover"]), "\(foreground)")
            #expect(pairs.contains([foreground, "color.background.default"]), "\(foreground)")
        }
        for foreground in ["color.text.default.secondary", "color.icon.default.secondary", "color.border.default"] {
            #expect(pairs.contains([foreground, "color.background.default.hover"]), "\(foreground)")
        }
    }

    /// The guard: without a status's level tints in a state, no level is kept off the neutral hover (the
    /// same SDS names, its danger tints left out).
    @Test func tertiaryLevelsStayWithoutLevelTints() throws {
        let text = """
            colors:
              color.background.default: "#ffffff"
              color.background.default.hover: "#f5f5f5"
              color.text.default: "#1e1e1e"
              color.text.default.tertiary: "#b3b3b3"
              color.border.default.secondary: "#757575"
            """
        let pairs = names(try context(text).pairs)
        #expect(pairs.contains(["color.text.default.tertiary", "color.background.default.hover"]))
        #expect(pairs.contains(["color.border.default.secondary", "color.background.default.hover"]))
    }
}
