import Foundation
import Testing

@testable import ColorAudit

/// Radix Themes' `--X-contrast` colours (`RadixContrast`, `PairFormation` rule 13). The expected pairs are
/// written from Radix's own words and CSS: the changelog adds `--accent-9-contrast` (now
/// `--accent-contrast`) "to account for text color on \"solid\" background (step 9)"; the solid Button and
/// Badge set `background-color: var(--accent-9); color: var(--accent-contrast)`; Radix Colors' step 10 is
/// the hovered solid background. Nothing in Radix draws it on `--color-surface`, `--color-panel-solid` or
/// `--accent-surface`.
@Suite struct RadixContrastTests {
    /// The (foreground, background) names of the formed pairs of `foreground`.
    private func backgrounds(of foreground: String, in palette: Palette) -> Set<String> {
        let context = AuditContext(palette: palette, configuration: Configuration())
        return Set(context.pairs.filter { $0.declaration.foreground == foreground }.map(\.declaration.background))
    }

    /// The semantic layer read alone (as `tokens/color.css` is): the accent steps refer to a scale that is
    /// not read, so the contrast colour has no solid step to be judged on and forms no pair — not the
    /// surfaces, the panel or the page, where a general text colour would be judged.
    @Test func withoutItsSolidStepsItFormsNoPair() throws {
        let palette = try stylesheetPalette(
            """
            :root {
              --color-background: #ffffff;
              --color-panel-solid: #ffffff;
              --color-surface: #ffffffd9;
              --accent-9: var(--indigo-9);
              --accent-10: var(--indigo-10);
              --accent-contrast: #ffffff;
              --accent-surface: #f8faffcc;
            }
            """, file: "color.css")
        #expect(backgrounds(of: "--accent-contrast", in: palette).isEmpty)
        let unchecked = Auditor.unchecked(palette).filter { $0.token == "--accent-contrast" }
        #expect(unchecked.map(\.reason) == ["no-surface"])
    }

    /// With the steps read, it is judged on steps 9 and 10 and on a background that aliases step 9 —
    /// and only there — with the convention named as the reason.
    @Test func itIsDrawnOnTheSolidSteps() throws {
        let palette = try stylesheetPalette(
            """
            :root {
              --color-background: #ffffff;
              --color-surface: #ffffffd9;
              --indigo-9: #3e63dd;
              --indigo-10: #3358d4;
              --accent-9: var(--indigo-9);
              --accent-10: var(--indigo-10);
              --accent-contrast: #ffffff;
              --accent-surface: #f8faffcc;
              --cta-background: var(--accent-9);
            }
            """, file: "color.css")
        #expect(backgrounds(of: "--accent-contrast", in: palette) == ["--accent-9", "--accent-10", "--cta-background"])
        let context = AuditContext(palette: palette, configuration: Configuration())
        let pairs = context.pairs.filter { $0.declaration.foreground == "--accent-contrast" }
        #expect(pairs.allSatisfy { $0.declaration.formedBy == PairFormation.Reason.radixContrast.rawValue })
        // White on #3e63dd: WCAG 2.2 contrast 4.9:1 (relative luminances 1 and 0.164), above 4.5:1.
        #expect(pairs.allSatisfy { $0.declaration.usage == .text })
    }

    /// A `-contrast` colour with no step of its scale in the palette is not Radix's: it keeps the plan of
    /// any accent colour, the general surfaces.
    @Test func aContrastColourWithoutAScaleKeepsItsPlan() throws {
        let palette = try stylesheetPalette(
            """
            :root {
              --color-background: #ffffff;
              --accent-contrast: #181c25;
            }
            """, file: "color.css")
        #expect(backgrounds(of: "--accent-contrast", in: palette) == ["--color-background"])
    }
}
