import Foundation
import Testing

/// `coloraudit fix` on Adobe Spectrum token sources (adobe/spectrum-design-data `packages/tokens/src`
/// shape: `sets` per theme, `"value": "rgb(…)"` colours and `"{name}"` aliases), written here by hand.
/// gray-600 is #777777 in both themes: 4.48:1 on white (fails 4.5:1), 4.69:1 on black; gray-700 is
/// #555555 light (7.46:1 on white) and #aaaaaa dark (9.04:1 on black), so the alias is re-pointed one step.
@Suite("coloraudit fix: Spectrum tokens")
struct FixSpectrumTests: FixCommandRuns {
    static let palette = """
        {
          "gray-50": {
            "$schema": "https://opensource.adobe.com/spectrum-design-data/schemas/token-types/color-set.json",
            "sets": {
              "light": {
                "$schema": "https://opensource.adobe.com/spectrum-design-data/schemas/token-types/color.json",
                "value": "rgb(255, 255, 255)"
              },
              "dark": {
                "$schema": "https://opensource.adobe.com/spectrum-design-data/schemas/token-types/color.json",
                "value": "rgb(0, 0, 0)"
              }
            }
          },
          "gray-600": {
            "$schema": "https://opensource.adobe.com/spectrum-design-data/schemas/token-types/color-set.json",
            "sets": {
              "light": {
                "$schema": "https://opensource.adobe.com/spectrum-design-data/schemas/token-types/color.json",
                "value": "rgb(119, 119, 119)"
              },
              "dark": {
                "$schema": "https://opensource.adobe.com/spectrum-design-data/schemas/token-types/color.json",
                "value": "rgb(119, 119, 119)"
              }
            }
          },
          "gray-700": {
            "$schema": "https://opensource.adobe.com/spectrum-design-data/schemas/token-types/color-set.json",
            "sets": {
              "light": {
                "$schema": "https://opensource.adobe.com/spectrum-design-data/schemas/token-types/color.json",
                "value": "rgb(85, 85, 85)"
              },
              "dark": {
                "$schema": "https://opensource.adobe.com/spectrum-design-data/schemas/token-types/color.json",
                "value": "rgb(170, 170, 170)"
              }
            }
          }
        }
        """

    static let semantic = """
        {
          "neutral-content-color-default": {
            "$schema": "https://opensource.adobe.com/spectrum-design-data/schemas/token-types/alias.json",
            "value": "{gray-600}"
          },
          "background-base-color": {
            "$schema": "https://opensource.adobe.com/spectrum-design-data/schemas/token-types/alias.json",
            "value": "{gray-50}"
          }
        }
        """

    @Test("An alias in a Spectrum file is re-pointed in place; --dry-run shows the diff and exits 0")
    func aliasRepointed() throws {
        let folder = try ImportTempFolder()
        let palettePath = try folder.write("src/color-palette.json", Self.palette)
        let semanticPath = try folder.write("src/semantic-color-palette.json", Self.semantic)
        let run = try runFix("src", in: folder, written: [palettePath: Self.palette, semanticPath: Self.semantic])
        #expect(
            run.dry.stdout == """
                --- a/src/semantic-color-palette.json
                +++ b/src/semantic-color-palette.json
                @@ -1,7 +1,7 @@
                 {
                   "neutral-content-color-default": {
                     "$schema": "https://opensource.adobe.com/spectrum-design-data/schemas/token-types/alias.json",
                -    "value": "{gray-600}"
                +    "value": "{gray-700}"
                   },
                   "background-base-color": {
                     "$schema": "https://opensource.adobe.com/spectrum-design-data/schemas/token-types/alias.json",

                """)
        #expect(run.dry.status == 0, "\(run.dry.stderr)")
        #expect(run.fixed.status == 0, "\(run.fixed.stderr)")
        #expect(run.after[palettePath] == Self.palette)
        #expect(
            run.after[semanticPath]
                == Self.semantic.replacingOccurrences(of: #""value": "{gray-600}""#, with: #""value": "{gray-700}""#))
        #expect(try contrastErrors(run.audit) == 0)
    }
}
