import Foundation
import Testing

@testable import ColorAudit
@testable import ColorScience

/// A DTCG colour object whose `hex` names another colour than its `components`: the Design Tokens Color
/// Module (2025.10, Format) makes the colour `colorSpace` + `components` and `hex` an optional fallback,
/// so the components' colour is read and audited, and a `dtcg-hex-mismatch` note at the hex says what the
/// hex says. A hex within 1 of every 8-bit channel (rounding) agrees. Expected values are derived by hand.
@Suite struct DTCGHexMismatchTests {
    /// Line numbers matter: the digits of `brand`'s hex start on line 6, column 80 (after its quote);
    /// `greyOffByTwo`'s on line 19, column 80.
    private let file = """
        {
          "color": {
            "$type": "color",
            "brand": {
              "$value": {
                "colorSpace": "srgb", "components": [0, 0.4, 0.8], "alpha": 1, "hex": "#ff0000"
              }
            },
            "grey": {
              "$value": { "colorSpace": "srgb", "components": [0.5, 0.5, 0.5], "hex": "#808080" }
            },
            "greyOffByOne": {
              "$value": { "colorSpace": "srgb", "components": [0.5, 0.5, 0.5], "hex": "#7f7f81" }
            },
            "green": {
              "$value": { "colorSpace": "hsl", "components": [120, 100, 25], "hex": "#008000" }
            },
            "greyOffByTwo": {
              "$value": { "colorSpace": "srgb", "components": [0.5, 0.5, 0.5], "hex": "#828080" }
            }
          }
        }

        """

    private func palette() throws -> (Palette, String, ImportTempFolder) {
        let folder = try ImportTempFolder()
        let path = try folder.write("colors.tokens.json", file)
        return (try #require(try importPaths([path]).first), path, folder)
    }

    @Test func theComponentsAreReadAndTheHexIsNoted() throws {
        let (palette, path, folder) = try palette()
        defer { _ = folder }
        // srgb 0, 0.4, 0.8 → bytes 0, 102 (0.4 × 255), 204 (0.8 × 255): #0066cc, not the hex's #ff0000.
        let brand = try #require(palette.value("color.brand", .any))
        #expect(close(brand.color.converted(to: .srgb).components, SIMD3(0, 0.4, 0.8), 1e-9))
        #expect(brand.color.hex == "#0066cc")
        let cautions = palette.importNotes.filter { $0.kind == .caution }
        #expect(cautions.map(\.token) == ["color.brand", "color.greyOffByTwo"])
        #expect(palette.importNotes.filter { $0.kind == .skipped }.isEmpty)
        let note = try #require(cautions.first)
        #expect(note.rule == .dtcgHexMismatch)
        #expect(note.location.file == path && note.location.line == 6 && note.location.column == 80)
        #expect(
            note.reason
                == "the components' colour #0066cc (color(srgb 0 0.4 0.8)) is used, as the DTCG Color Module "
                + "says; the hex fallback '#ff0000' is another colour")
        // 0.5 × 255 = 127.5 rounds to 128 (#80); #82 is 2 away: a different colour, still read as #808080.
        let offByTwo = try #require(cautions.last)
        #expect(offByTwo.location.line == 19 && offByTwo.location.column == 80)
        #expect(offByTwo.reason.contains("#808080") && offByTwo.reason.contains("'#828080' is another colour"))
        #expect(palette.value("color.greyOffByTwo", .any)?.color.hex == "#808080")
    }

    @Test func aHexWithinRoundingIsNotNoted() throws {
        let (palette, _, folder) = try palette()
        defer { _ = folder }
        // #808080 is 128 per channel; #7f7f81 is 127/127/129, each within 1 of 128; hsl(120 100% 25%) is
        // rgb(0, 127.5, 0), CSS `green`, #008000.
        let noted = Set(palette.importNotes.compactMap(\.token))
        for name in ["color.grey", "color.greyOffByOne", "color.green"] {
            #expect(!noted.contains(name), "\(name)")
            #expect(palette.token(named: name) != nil, "\(name)")
        }
        #expect(palette.value("color.green", .any)?.color.hex == "#008000")
    }

    @Test func theAuditReportsANoteAtTheHex() throws {
        let (palette, path, folder) = try palette()
        defer { _ = folder }
        let findings = DTCGHexMismatchRule().evaluate(AuditContext(palette: palette, configuration: Configuration()))
        #expect(findings.map(\.rule) == ["dtcg-hex-mismatch", "dtcg-hex-mismatch"])
        #expect(findings.map(\.severity) == [.note, .note])
        let first = try #require(findings.first)
        #expect(first.tokens == ["color.brand"])
        #expect(first.location.file == path && first.location.line == 6 && first.location.column == 80)
        #expect(first.message.hasPrefix("'color.brand': the components' colour #0066cc"))

        let result = try InProcessCLI.run(["audit", path, "--format", "json"])
        let reported = try result.json()["findings"] as? [[String: Any]] ?? []
        let notes = reported.filter { $0["rule"] as? String == "dtcg-hex-mismatch" }
        #expect(notes.count == 2)
        #expect(notes.allSatisfy { $0["severity"] as? String == "note" })
        let location = try #require(notes.first?["location"] as? [String: Any])
        #expect(location["line"] as? Int == 6 && location["column"] as? Int == 80)
    }

    /// Display P3 pure green lies outside sRGB (CSS Color 4: its sRGB red is negative), so no `#rrggbb`
    /// names it: a hex fallback that is a hex is an approximation (not noted), one that is not a hex is
    /// noted with the components' colour in CSS only — never the clipped sRGB colour.
    @Test func aColourOutsideSRGBIsNamedInCSSOnly() throws {
        let folder = try ImportTempFolder()
        let path = try folder.write(
            "wide.tokens.json",
            """
            {
              "wide": {
                "$type": "color",
                "approximated": {
                  "$value": { "colorSpace": "display-p3", "components": [0, 1, 0], "hex": "#00ff00" }
                },
                "named": {
                  "$value": { "colorSpace": "display-p3", "components": [0, 1, 0], "hex": "green" }
                }
              }
            }

            """)
        let palette = try #require(try importPaths([path]).first)
        let cautions = palette.importNotes.filter { $0.kind == .caution }
        #expect(cautions.map(\.token) == ["wide.named"])
        let note = try #require(cautions.first)
        #expect(
            note.reason
                == "the components' colour color(display-p3 0 1 0) is used, as the DTCG Color Module says; "
                + "the hex fallback 'green' is not a hex colour")
    }
}
