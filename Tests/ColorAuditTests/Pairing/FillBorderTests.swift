import Foundation
import Testing

@testable import ColorAudit
@testable import ColorScience

/// A border equal to its own fill (`FillBorders`): a filled control whose border colour is its fill's —
/// Pico's `--pico-secondary-border: var(--pico-secondary-background)` (picocss/pico v2.1.1 `css/pico.css`
/// l. 253, the secondary button `:1045–1050`) — draws no boundary of its own; WCAG 2.2 SC 1.4.11 asks 3:1
/// of "visual information required to identify user interface components", and Understanding SC 1.4.11
/// asks no boundary of a button identified by its label or fill. A border that differs from its fill (a
/// text field's) stays a boundary. Ratios by hand (WCAG 2.2 relative luminance): #13161e Y 0.008060,
/// #2a3140 Y 0.030590 → 0.080590/0.058060 = 1.388:1; #525f7a Y 0.113834 on #13161e would be 2.82:1.
@Suite struct FillBorderTests {
    /// The usage of each pair by foreground, background and appearance.
    private func usages(_ context: AuditContext) -> [String: Usage] {
        Dictionary(
            context.pairs.map {
                (
                    $0.declaration.foreground + " on " + $0.declaration.background + " " + $0.appearance.rawValue,
                    $0.declaration.usage
                )
            },
            uniquingKeysWith: { a, _ in a })
    }

    /// The secondary button's border is a reference to its fill: decorative, with the fill named in the
    /// reason. The contrast button's border only holds its fill's value (two values that happen to be
    /// equal say nothing of each other): judged. The text field's border differs from its fill and fails
    /// on the page (1.388:1).
    @Test func aBorderEqualToItsFillIsNoBoundary() throws {
        let palette = try stylesheetPalette(
            """
            :root {
              --app-background-color: #13161e;
              --app-color: #c2c7d0;
              --app-secondary-background: #525f7a;
              --app-secondary-border: var(--app-secondary-background);
              --app-contrast-background: #dfe3eb;
              --app-contrast-border: #dfe3eb;
              --app-input-background: #1c212c;
              --app-input-border: #2a3140;
            }
            body { color: var(--app-color); background-color: var(--app-background-color); }

            """)
        let context = AuditContext(palette: palette, configuration: Configuration())
        let usage = usages(context)
        #expect(usage["--app-secondary-border on --app-background-color any"] == .decorative)
        #expect(usage["--app-contrast-border on --app-background-color any"] == .ui)
        #expect(usage["--app-input-border on --app-background-color any"] == .ui)
        let secondary = try #require(
            context.pairs.first { $0.declaration.foreground == "--app-secondary-border" })
        #expect(secondary.declaration.formedBy == FillBorders.reason("--app-secondary-background"))
        let findings = NonTextContrastRule().evaluate(context)
        #expect(findings.filter { $0.tokens.first == "--app-secondary-border" }.isEmpty)
        let input = try #require(findings.first { $0.tokens == ["--app-input-border", "--app-background-color"] })
        #expect(abs((input.measurements["ratio"]?.value ?? 0) - 0.080590 / 0.058060) < 0.005)
    }

    /// Equal in one theme only: in the light theme the border (#8a8f98) differs from the fill (#525f7a)
    /// and is a boundary; in the dark theme it aliases the fill and draws nothing of its own.
    @Test func theSameBorderIsJudgedWhereItDiffersFromItsFill() throws {
        let palette = try stylesheetPalette(
            """
            :root {
              --app-background-color: #ffffff;
              --app-color: #373c44;
              --app-secondary-background: #525f7a;
              --app-secondary-border: #8a8f98;
            }
            @media (prefers-color-scheme: dark) {
              :root {
                --app-background-color: #13161e;
                --app-color: #c2c7d0;
                --app-secondary-border: var(--app-secondary-background);
              }
            }
            body { color: var(--app-color); background-color: var(--app-background-color); }

            """)
        let context = AuditContext(palette: palette, configuration: Configuration())
        let usage = usages(context)
        #expect(usage["--app-secondary-border on --app-background-color light"] == .ui)
        #expect(usage["--app-secondary-border on --app-background-color dark"] == .decorative)
    }

    /// A rule that draws a border of its own fill's colour (`.tag`): the drawn pair is decorative, its
    /// reason the rule's and `FillBorders.drawnReason`; a progress bar's value is no border and stays
    /// judged even on a track of its own colour (1:1).
    @Test func aRuleDrawingABorderOnItsOwnFillColourDrawsNoBoundary() throws {
        let palette = try stylesheetPalette(
            """
            :root {
              --app-background-color: #ffffff;
              --app-color: #373c44;
              --app-tag-fill: #525f7a;
              --app-tag-line: #525f7a;
              --app-meter-value: #0172ad;
              --app-meter-track: #0172ad;
            }
            body { color: var(--app-color); background-color: var(--app-background-color); }
            .tag { background-color: var(--app-tag-fill); border: 1px solid var(--app-tag-line); }
            progress { color: var(--app-meter-value); background-color: var(--app-meter-track); }

            """)
        let context = AuditContext(palette: palette, configuration: Configuration())
        let tag = try #require(
            context.pairs.first {
                $0.declaration.foreground == "--app-tag-line" && $0.declaration.background == "--app-tag-fill"
            })
        #expect(tag.declaration.usage == .decorative)
        #expect(tag.declaration.formedBy?.hasPrefix(CSSStyleRules.reasonPrefix + ".tag") == true)
        #expect(tag.declaration.formedBy?.hasSuffix(FillBorders.drawnReason) == true)
        let bar = try #require(context.pairs.first { $0.declaration.foreground == "--app-meter-value" })
        #expect(bar.declaration.usage == .ui)
    }
}
