import Foundation
import Testing

@testable import ColorAudit

/// `coloraudit fix` on a DTCG set whose colours are Color Module objects (format 2025.10, as Figma's
/// SDS writes them), two aliases naming one step: #777777 on white is 4.48:1 and #767676 (118/255 per
/// channel) the lightest grey reaching 4.5:1 (`PaletteRepairTests.greyOnWhite`), but no step of the
/// scale reaches it (gray.400 #999999 is lighter) and a new value written over one alias would part it
/// from the other: the pairs are left as a design decision and the file is not touched.
@Suite("coloraudit fix: DTCG colour objects")
struct FixDTCGObjectTests: FixCommandRuns {
    static let file = """
        {
          "gray": {
            "400": { "$type": "color", "$value": { "colorSpace": "srgb", "components": [0.6, 0.6, 0.6], "alpha": 1, "hex": "#999999" } },
            "500": { "$type": "color", "$value": { "colorSpace": "srgb", "components": [0.4666666666666667, 0.4666666666666667, 0.4666666666666667], "alpha": 1, "hex": "#777777" } }
          },
          "text": { "$type": "color", "$value": "{gray.500}" },
          "text-secondary": { "$type": "color", "$value": "{gray.500}" },
          "background": { "$type": "color", "$value": { "colorSpace": "srgb", "components": [1, 1, 1], "alpha": 1, "hex": "#ffffff" } }
        }
        """

    @Test("An alias of a shared step no other step can replace is a design decision, not a new value")
    func sharedAliasLeft() throws {
        let folder = try ImportTempFolder()
        let path = try folder.write("set.tokens.json", Self.file)
        let run = try runFix("set.tokens.json", in: folder, written: [path: Self.file])
        #expect(run.after[path] == Self.file)
        // One finding: the pair of colours, counted once through the colours that alias them. The new value
        // named: #777777 has L* 50.05, #767676 L* 49.65 (CIE 15 from WCAG luminance 0.1845, 0.1812); greys
        // differ in ΔE00 by ΔL*/S_L, S_L = 1.00 at L* 50: 0.40.
        #expect(try contrastErrors(run.audit) == 1)
        #expect(
            run.fixed.stdout.contains(
                "needs a design decision: text names gray.500, which text-secondary also names; no step or colour "
                    + "named like gray.500 of its hue meets its pairs, and the nearest new value, #767676 (ΔE00 0.40)"))
    }

    /// Figma SDS's dark brand button as the DTCG examples hold it (terrazzoapp/dtcg-examples
    /// `figma-sds/theme-dark.tokens.json`): the fill aliases a 5 % white (13/255) over the #1e1e1e page, and
    /// the label and icon drawn on it are #1e1e1e, 1.15:1. The fill is the side both pairs share: its
    /// opacity raised meets both, the foregrounds stay.
    static let veiled = """
        {
          "base": {
            "veil": { "$type": "color", "$value": { "colorSpace": "srgb", "components": [1, 1, 1], "alpha": 0.050980392156862744, "hex": "#ffffff" } },
            "ink": { "$type": "color", "$value": { "colorSpace": "srgb", "components": [0.11764705882352941, 0.11764705882352941, 0.11764705882352941], "alpha": 1, "hex": "#1e1e1e" } }
          },
          "color": {
            "background": {
              "default": { "$type": "color", "$value": "{base.ink}" },
              "brand": { "$type": "color", "$value": "{base.veil}" }
            },
            "text": { "brand": { "on-brand": { "$type": "color", "$value": "{base.ink}" } } },
            "icon": { "brand": { "on-brand": { "$type": "color", "$value": "{base.ink}" } } }
          }
        }
        """

    @Test("A near-transparent fill under a label and an icon: its alpha is raised and written, both pass")
    func translucentFillRaised() throws {
        // By hand (WCAG 2 relative luminance; source-over on the 8-bit sRGB values): white at alpha k/255 over
        // #1e1e1e is 30 + k/255 × 225 per channel, the label #1e1e1e has luminance 0.012983. k = 116 gives
        // 4.48:1 and k = 117 (alpha 0.4588235294117647) 4.53:1, the first byte meeting the label's 4.5:1; the
        // icon's 3:1 is met from k = 85. Only the alpha changes: components and hex keep their bytes.
        let folder = try ImportTempFolder()
        let path = try folder.write("sds.tokens.json", Self.veiled)
        let run = try runFix("sds.tokens.json", in: folder, written: [path: Self.veiled])
        let expected = Self.veiled.replacingOccurrences(
            of: "\"alpha\": 0.050980392156862744", with: "\"alpha\": 0.4588235294117647")
        #expect(run.after[path] == expected)
        #expect(run.fixed.status == 0)
        #expect(try contrastErrors(run.audit) == 0)
        #expect(!run.fixed.stdout.contains("on-brand {base.ink}"))
    }
}
