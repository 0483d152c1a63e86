import Foundation
import Testing

/// `coloraudit fix` on a stylesheet that chooses its dark theme with two rules, as TypeDoc's does
/// (`@media (prefers-color-scheme: dark) { :root { … } }` for visitors whose system is dark, and
/// `:root[data-theme="dark"] { … }` for those who pick it): the repaired colour must reach both. #777777
/// on white is 4.48:1 and #767676, the lightest grey reaching 4.5:1, 4.54:1 (WCAG relative luminance;
/// `PaletteRepairTests.greyOnWhite`).
@Suite("coloraudit fix: a theme chosen by two rules")
struct FixThemeRulesTests: FixCommandRuns {
    func fix(_ text: String) throws -> (dry: CLIRunner.Result, audit: CLIRunner.Result, after: String) {
        let folder = try ImportTempFolder()
        let file = try folder.write("theme.css", text)
        let run = try runFix("theme.css", in: folder, written: [file: text])
        return (run.dry, run.audit, try #require(run.after[file]))
    }

    @Test("Both rules write the same literal: both are changed")
    func literalInBothRules() throws {
        let result = try fix(
            """
            :root {
              --color-text: #222222;
              --color-background: #ffffff;
            }
            @media (prefers-color-scheme: dark) {
              :root {
                --color-text: #777777;
              }
            }
            :root[data-theme="dark"] {
              --color-text: #777777;
            }

            """)
        #expect(
            result.after == """
                :root {
                  --color-text: #222222;
                  --color-background: #ffffff;
                }
                @media (prefers-color-scheme: dark) {
                  :root {
                    --color-text: #767676;
                  }
                }
                :root[data-theme="dark"] {
                  --color-text: #767676;
                }

                """)
        // Each change is placed as audit places a finding, file:line:column of the value: line 7 is
        // "    --color-text: #777777;" (the # is column 19), line 11 "  --color-text: #777777;" (column 17).
        #expect(result.dry.stderr.contains("\n  theme.css:7:19: --color-text #777777 → #767676"))
        #expect(result.dry.stderr.contains("\n  theme.css:11:17: --color-text #777777 → #767676"))
        #expect(result.dry.stderr.contains("2 values to change"))
        #expect(try contrastErrors(result.audit) == 0)
    }

    @Test("Both rules alias one colour: the colour they alias is changed, the aliases kept")
    func aliasInBothRules() throws {
        let result = try fix(
            """
            :root {
              --dark-ink: #777777;
              --color-text: #222222;
              --color-background: #ffffff;
            }
            @media (prefers-color-scheme: dark) {
              :root {
                --color-text: var(--dark-ink);
              }
            }
            :root[data-theme="dark"] {
              --color-text: var(--dark-ink);
            }

            """)
        #expect(
            result.dry.stdout == """
                --- a/theme.css
                +++ b/theme.css
                @@ -1,5 +1,5 @@
                 :root {
                -  --dark-ink: #777777;
                +  --dark-ink: #767676;
                   --color-text: #222222;
                   --color-background: #ffffff;
                 }

                """)
        #expect(try contrastErrors(result.audit) == 0)
    }
}
