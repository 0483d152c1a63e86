import Foundation
import Testing

@testable import ColorAudit

/// `coloraudit fix` on a DTCG set whose colours are Color Module objects (format 2025.10, as Figma's
/// SDS writes them): an alias replaced by a new value is written as a colour object, not as a CSS
/// string, and reads back as the same colour. #777777 on white is 4.48:1; #767676 (118/255 =
/// 0.4627450980392157 per channel) is the lightest grey reaching 4.5:1 (`PaletteRepairTests.greyOnWhite`).
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

    @Test("An alias no scale step can replace becomes a colour object")
    func aliasBecomesObject() throws {
        // gray.500 is aliased twice, so it is not rewritten for one alias; no step of its scale reaches
        // 4.5:1 (gray.400, #999999, is lighter), so each alias takes a new value.
        let folder = try ImportTempFolder()
        let path = try folder.write("set.tokens.json", Self.file)
        let run = try runFix("set.tokens.json", in: folder, written: [path: Self.file])
        let object =
            #"{ "colorSpace": "srgb", "components": [0.4627450980392157, 0.4627450980392157, 0.4627450980392157], "#
            + ##""alpha": 1, "hex": "#767676" }"##
        let expected = Self.file.replacingOccurrences(
            of: #""text": { "$type": "color", "$value": "{gray.500}" }"#,
            with: #""text": { "$type": "color", "$value": "# + object + " }"
        ).replacingOccurrences(
            of: #""text-secondary": { "$type": "color", "$value": "{gray.500}" }"#,
            with: #""text-secondary": { "$type": "color", "$value": "# + object + " }")
        #expect(run.after[path] == expected)
        #expect(try contrastErrors(run.audit) == 0)
        // Read back, the object is the colour #767676.
        let palettes = try DTCGImporter().importPalettes(
            ImportUnit(file: path, contents: Data(try #require(run.after[path]).utf8), isExplicit: true))
        let text = try #require(palettes.first?.tokens.first { $0.name == "text" }?.values.values.first)
        #expect(text.color.hex == "#767676")
        #expect(text.aliasOf == nil)
        #expect(palettes.first?.importNotes.isEmpty == true)
    }

    @Test("An object of another space is written in that space")
    func displayP3Object() throws {
        let object = try #require(
            PaletteRepair.dtcgColorObject(
                Color(.srgb, 118.0 / 255, 118.0 / 255, 118.0 / 255),
                like: "color(display-p3 0.4666 0.4666 0.4666)"))
        // A grey has equal components in sRGB and Display P3 (same white point and transfer function).
        #expect(object.hasPrefix(#"{ "colorSpace": "display-p3", "components": [0.46274"#))
        #expect(object.hasSuffix(##""alpha": 1, "hex": "#767676" }"##))
        #expect(PaletteRepair.dtcgColorObject(Color(.srgb, 0, 0, 0), like: "#000000") == nil)
    }
}
