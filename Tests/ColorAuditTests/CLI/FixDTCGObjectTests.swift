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
}
