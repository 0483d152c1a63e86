import Foundation
import Testing

@testable import ColorAudit
@testable import ColorScience

/// Xcode reads a colour-set component string without a decimal point as an 8-bit value, alpha included:
/// `"alpha" : "1"` is 1/255 (Terrazzo issue 768, element-hq/compound-design-tokens issue 14). The colour
/// is read as Xcode shows it and the alpha gets a `colorset-integer-alpha` warning at its line.
@Suite struct ColorSetIntegerAlphaTests {
    private func colorset(alpha: String, red: String = "\"0.500\"") -> String {
        """
        {
          "colors" : [
            {
              "color" : {
                "color-space" : "srgb",
                "components" : {
                  "alpha" : \(alpha),
                  "blue" : "0.000",
                  "green" : "0.000",
                  "red" : \(red)
                }
              },
              "idiom" : "universal"
            }
          ],
          "info" : { "author" : "xcode", "version" : 1 }
        }

        """
    }

    @Test(arguments: [
        // (alpha as written, alpha Xcode reads, warned)
        ("\"1\"", 1.0 / 255, true), ("\"1.000\"", 1.0, false), ("\"1.0\"", 1.0, false), ("\"0.5\"", 0.5, false),
        ("\"0\"", 0.0, false), ("\"255\"", 1.0, false), ("1", 1.0, false),
    ])
    func alphaIsReadAsXcodeReadsIt(written: String, expected: Double, warned: Bool) throws {
        let folder = try ImportTempFolder()
        let path = try folder.write("A.xcassets/ink.colorset/Contents.json", colorset(alpha: written))
        try folder.write("A.xcassets/Contents.json", #"{"info": {"author": "xcode", "version": 1}}"#)
        let palette = try #require(try importPaths([folder.root + "/A.xcassets"]).first)
        let color = try #require(palette.token(named: "ink")?.values[.any]?.color)
        #expect(abs(color.alpha - expected) < 1e-12, "\(written)")
        let cautions = palette.importNotes.filter { $0.kind == .caution }
        #expect(cautions.count == (warned ? 1 : 0), "\(written)")
        if warned {
            let note = try #require(cautions.first)
            #expect(note.location.file == path && note.location.line == 7)
            #expect(note.reason.contains(#"alpha "1" is 1/255 in Xcode"#) && note.reason.contains(#"write "1.000""#))
            let findings = ColorSetIntegerAlphaRule().evaluate(
                AuditContext(palette: palette, configuration: Configuration()))
            #expect(findings.map(\.rule) == ["colorset-integer-alpha"])
            #expect(findings.first?.location.line == 7 && findings.first?.tokens == ["ink"])
        }
    }

    @Test func redGreenBlueIntegersStayEightBit() throws {
        let folder = try ImportTempFolder()
        try folder.write("A.xcassets/ink.colorset/Contents.json", colorset(alpha: "\"1.000\"", red: "\"255\""))
        let palette = try #require(try importPaths([folder.root + "/A.xcassets"]).first)
        // "255" is 255/255 = 1; "1" would be 1/255 (8-bit) as before.
        #expect(palette.token(named: "ink")?.values[.any]?.color.components.x == 1)
    }

    @Test func theAuditReportsItAsAWarning() throws {
        let folder = try ImportTempFolder()
        try folder.write("A.xcassets/ink.colorset/Contents.json", colorset(alpha: "\"1\""))
        let result = try InProcessCLI.run(["audit", folder.root + "/A.xcassets", "--format", "json"])
        let findings = try result.json()["findings"] as? [[String: Any]] ?? []
        let warnings = findings.filter { $0["rule"] as? String == "colorset-integer-alpha" }
        #expect(warnings.count == 1)
        #expect(warnings.first?["severity"] as? String == "warning")
    }
}
