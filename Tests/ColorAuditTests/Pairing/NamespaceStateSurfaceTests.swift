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
}
