import Foundation
import Testing

/// `coloraudit fix` on hand-made Xcode asset catalogs: only the changed components' text is rewritten,
/// in the entry's own colour space and encoding, every other byte kept; the expected values follow from
/// the WCAG relative-luminance formula (WCAG 2.2, "relative luminance" and "contrast ratio"):
/// - grey `g` (sRGB, 0…1) on white: 0.465 gives 4.505:1 and 0.466 gives 4.489:1, so 0.465 is the lightest
///   three-decimal grey reaching 4.5:1 (0.467, #777777, is 4.47:1);
/// - at four decimals: 0.4653 gives 4.5003:1 and 0.4654 gives 4.4987:1;
/// - grey on black: 0.456 gives 4.511:1 and 0.455 gives 4.495:1, so 0.456 is the darkest reaching 4.5:1
///   from 0.400 (3.66:1);
/// - 8-bit: 118/255 on white is 4.54:1, 119/255 4.48:1 (#767676, #777777); on black 117/255 is 4.56:1,
///   116/255 4.49:1.
/// A neutral grey has the same components in Display P3 as in sRGB (same transfer curve and white).
@Suite("coloraudit fix: asset catalogs")
struct FixColorSetTests: FixCommandRuns {
    /// The folder's catalog `Demo.xcassets` with these colour sets (name → `Contents.json`) and a
    /// `.coloraudit.yml` pairing `caption` on `page`; runs `fix --dry-run`, `fix` and `audit --format
    /// json` on the catalog and returns them with each colour set's text after `fix`.
    func fix(_ colorSets: [String: String]) throws -> (
        dry: CLIRunner.Result, fixed: CLIRunner.Result, audit: CLIRunner.Result, after: [String: String]
    ) {
        let folder = try ImportTempFolder()
        try folder.write(".coloraudit.yml", "pairs:\n  - { foreground: caption, background: page, usage: text }\n")
        try folder.write(
            "Demo.xcassets/Contents.json",
            "{\n  \"info\" : {\n    \"author\" : \"xcode\",\n    \"version\" : 1\n  }\n}\n")
        var paths: [String: String] = [:]
        var written: [String: String] = [:]
        for (name, text) in colorSets {
            let path = try folder.write("Demo.xcassets/\(name).colorset/Contents.json", text)
            paths[name] = path
            written[path] = text
        }
        let run = try runFix("Demo.xcassets", in: folder, written: written)
        return (run.dry, run.fixed, run.audit, paths.compactMapValues { run.after[$0] })
    }

    /// A colour set as Xcode writes it: an "Any" entry and a dark one, each `(space, red, green, blue)`
    /// with alpha 1.000.
    static func colorSet(any: (String, String, String, String), dark: (String, String, String, String)) -> String {
        """
        {
          "colors" : [
            {
              "color" : {
                "color-space" : "\(any.0)",
                "components" : {
                  "alpha" : "1.000",
                  "blue" : "\(any.3)",
                  "green" : "\(any.2)",
                  "red" : "\(any.1)"
                }
              },
              "idiom" : "universal"
            },
            {
              "appearances" : [
                {
                  "appearance" : "luminosity",
                  "value" : "dark"
                }
              ],
              "color" : {
                "color-space" : "\(dark.0)",
                "components" : {
                  "alpha" : "1.000",
                  "blue" : "\(dark.3)",
                  "green" : "\(dark.2)",
                  "red" : "\(dark.1)"
                }
              },
              "idiom" : "universal"
            }
          ],
          "info" : {
            "author" : "xcode",
            "version" : 1
          }
        }

        """
    }

    static let page = colorSet(any: ("srgb", "1.000", "1.000", "1.000"), dark: ("srgb", "0.000", "0.000", "0.000"))

    @Test("Floats: the light and the dark entry each get the nearest passing three-decimal grey")
    func floats() throws {
        let caption = Self.colorSet(
            any: ("srgb", "0.467", "0.467", "0.467"), dark: ("srgb", "0.400", "0.400", "0.400"))
        let result = try fix(["caption": caption, "page": Self.page])
        #expect(
            result.dry.stdout == """
                --- a/Demo.xcassets/caption.colorset/Contents.json
                +++ b/Demo.xcassets/caption.colorset/Contents.json
                @@ -5,9 +5,9 @@
                         "color-space" : "srgb",
                         "components" : {
                           "alpha" : "1.000",
                -          "blue" : "0.467",
                -          "green" : "0.467",
                -          "red" : "0.467"
                +          "blue" : "0.465",
                +          "green" : "0.465",
                +          "red" : "0.465"
                         }
                       },
                       "idiom" : "universal"
                @@ -23,9 +23,9 @@
                         "color-space" : "srgb",
                         "components" : {
                           "alpha" : "1.000",
                -          "blue" : "0.400",
                -          "green" : "0.400",
                -          "red" : "0.400"
                +          "blue" : "0.456",
                +          "green" : "0.456",
                +          "red" : "0.456"
                         }
                       },
                       "idiom" : "universal"

                """)
        #expect(result.dry.status == 0)
        #expect(result.fixed.status == 0)
        #expect(
            result.after["caption"]
                == Self.colorSet(any: ("srgb", "0.465", "0.465", "0.465"), dark: ("srgb", "0.456", "0.456", "0.456")))
        #expect(result.after["page"] == Self.page)
        #expect(try contrastErrors(result.audit) == 0)
        #expect(result.fixed.stdout.contains("srgb 0.467 0.467 0.467 / 1.000 → srgb 0.465 0.465 0.465 / 1.000"))
    }

    @Test("8-bit components stay 8-bit: 0x hex in its case, decimal integers as integers")
    func bytes() throws {
        let caption = Self.colorSet(any: ("srgb", "0x77", "0x77", "0x77"), dark: ("srgb", "102", "102", "102"))
        let result = try fix(["caption": caption, "page": Self.page])
        #expect(result.fixed.status == 0)
        #expect(
            result.after["caption"]
                == Self.colorSet(any: ("srgb", "0x76", "0x76", "0x76"), dark: ("srgb", "117", "117", "117")))
        #expect(try contrastErrors(result.audit) == 0)
    }

    @Test("Display P3: the components are written in Display P3, and the entry's sRGB rendering follows")
    func displayP3() throws {
        // A P3 entry with its `display-gamut` sRGB rendering (hex) beside it, compact JSON as a generator
        // writes it (no spaces before colons, keys in another order).
        let caption = """
            {
              "colors": [
                {
                  "idiom": "universal",
                  "display-gamut": "sRGB",
                  "color": { "color-space": "srgb", "components": { "red": "0x77", "green": "0x77", "blue": "0x77", "alpha": "1.000" } }
                },
                {
                  "idiom": "universal",
                  "display-gamut": "display-P3",
                  "color": { "color-space": "display-p3", "components": { "red": "0.4670", "green": "0.4670", "blue": "0.4670", "alpha": "1.0000" } }
                }
              ],
              "info": { "author": "xcode", "version": 1 }
            }

            """
        let result = try fix(["caption": caption, "page": Self.page])
        #expect(result.fixed.status == 0)
        #expect(
            result.after["caption"] == """
                {
                  "colors": [
                    {
                      "idiom": "universal",
                      "display-gamut": "sRGB",
                      "color": { "color-space": "srgb", "components": { "red": "0x76", "green": "0x76", "blue": "0x76", "alpha": "1.000" } }
                    },
                    {
                      "idiom": "universal",
                      "display-gamut": "display-P3",
                      "color": { "color-space": "display-p3", "components": { "red": "0.4653", "green": "0.4653", "blue": "0.4653", "alpha": "1.0000" } }
                    }
                  ],
                  "info": { "author": "xcode", "version": 1 }
                }

                """)
        #expect(try contrastErrors(result.audit) == 0)
    }

    @Test("A saturated Display P3 red: written in Display P3, only the three component strings change")
    func saturatedDisplayP3() throws {
        // Display P3 red (1, 0, 0) on white is 3.4:1 as text (outside sRGB; its luminance 0.2290 from the
        // P3 primaries, CSS Color 4 §10.4); the repair darkens it and keeps it in Display P3.
        let caption = Self.colorSet(
            any: ("display-p3", "1.000", "0.000", "0.000"), dark: ("display-p3", "1.000", "0.400", "0.400"))
        let result = try fix(["caption": caption, "page": Self.page])
        #expect(result.fixed.status == 0)
        let after = try #require(result.after["caption"])
        let before = caption.split(separator: "\n", omittingEmptySubsequences: false)
        let lines = after.split(separator: "\n", omittingEmptySubsequences: false)
        try #require(lines.count == before.count)
        let changed = before.indices.filter { before[$0] != lines[$0] }
        #expect(changed.count >= 1 && changed.count <= 6)
        for index in changed {
            // Only the value of a red, green or blue component changes, to a three-decimal float.
            let pattern = #"^ *"(red|green|blue)" : "[01]\.\d{3}",?$"#
            #expect(lines[index].range(of: pattern, options: .regularExpression) != nil, "\(lines[index])")
            #expect(before[index].prefix { $0 != ":" } == lines[index].prefix { $0 != ":" })
        }
        #expect(after.components(separatedBy: "\"display-p3\"").count == 3)
        #expect(try contrastErrors(result.audit) == 0)
    }

    /// A colour set as Xcode 9.0 wrote it, components as bare JSON numbers (floats: Apple's Asset Catalog
    /// Format Reference, "Named Color Type": "a number from 0 to 1"), an "Any" grey and a dark one.
    static func bareColorSet(any: String, dark: String) -> String {
        """
        {
          "info" : {
            "version" : 1,
            "author" : "xcode"
          },
          "colors" : [
            {
              "idiom" : "universal",
              "color" : {
                "color-space" : "srgb",
                "components" : {
                  "red" : \(any),
                  "alpha" : 1,
                  "blue" : \(any),
                  "green" : \(any)
                }
              }
            },
            {
              "idiom" : "universal",
              "appearances" : [ { "appearance" : "luminosity", "value" : "dark" } ],
              "color" : {
                "color-space" : "srgb",
                "components" : {
                  "red" : \(dark),
                  "alpha" : 1,
                  "blue" : \(dark),
                  "green" : \(dark)
                }
              }
            }
          ]
        }

        """
    }

    @Test("Bare JSON numbers stay bare floats: `0.467` → `0.465`, and `0` (black, not 8-bit) → `0.456`")
    func bareNumbers() throws {
        // Read as 8-bit, the bare `0` would be written `117` (and bare, 117.0, outside 0…1); it is the
        // float 0, and the darkest three-decimal grey reaching 4.5:1 on black is 0.456 (see above).
        let caption = Self.bareColorSet(any: "0.467", dark: "0")
        let page = Self.bareColorSet(any: "1", dark: "0")
        let result = try fix(["caption": caption, "page": page])
        // The expected diff is GNU diff's (`diff -u`) of the two texts, hunk for hunk.
        #expect(
            result.dry.stdout == """
                --- a/Demo.xcassets/caption.colorset/Contents.json
                +++ b/Demo.xcassets/caption.colorset/Contents.json
                @@ -9,10 +9,10 @@
                       "color" : {
                         "color-space" : "srgb",
                         "components" : {
                -          "red" : 0.467,
                +          "red" : 0.465,
                           "alpha" : 1,
                -          "blue" : 0.467,
                -          "green" : 0.467
                +          "blue" : 0.465,
                +          "green" : 0.465
                         }
                       }
                     },
                @@ -22,10 +22,10 @@
                       "color" : {
                         "color-space" : "srgb",
                         "components" : {
                -          "red" : 0,
                +          "red" : 0.456,
                           "alpha" : 1,
                -          "blue" : 0,
                -          "green" : 0
                +          "blue" : 0.456,
                +          "green" : 0.456
                         }
                       }
                     }

                """)
        #expect(result.fixed.status == 0)
        #expect(result.after["caption"] == Self.bareColorSet(any: "0.465", dark: "0.456"))
        #expect(result.after["page"] == page)
        #expect(try contrastErrors(result.audit) == 0)
    }

    @Test("A Display P3 entry's bare sRGB rendering follows it, bare")
    func bareRendering() throws {
        // The P3 grey 0.4670 (as sRGB: the same components) becomes 0.4653 (4.5003:1, see above); its sRGB
        // rendering, written bare, gets the same grey rounded down to three decimals: 0.465.
        let caption = """
            {
              "colors": [
                { "idiom": "universal", "display-gamut": "sRGB",
                  "color": { "color-space": "srgb", "components": { "red": 0.467, "green": 0.467, "blue": 0.467, "alpha": 1 } } },
                { "idiom": "universal", "display-gamut": "display-P3",
                  "color": { "color-space": "display-p3", "components": { "red": "0.4670", "green": "0.4670", "blue": "0.4670", "alpha": "1.0000" } } }
              ]
            }

            """
        let result = try fix(["caption": caption, "page": Self.page])
        #expect(result.fixed.status == 0)
        #expect(
            result.after["caption"]
                == caption.replacingOccurrences(of: "0.467,", with: "0.465,").replacingOccurrences(
                    of: "\"0.4670\"", with: "\"0.4653\""))
        #expect(try contrastErrors(result.audit) == 0)
    }

    @Test("A system colour reference is not rewritten: the pair is left with the reason")
    func systemReference() throws {
        let caption = """
            {
              "colors" : [
                {
                  "color" : {
                    "platform" : "ios",
                    "reference" : "systemGrayColor"
                  },
                  "idiom" : "universal"
                }
              ]
            }

            """
        let result = try fix(["caption": caption, "page": Self.page])
        #expect(result.after["caption"] == caption)
        #expect(result.fixed.stdout.contains("refers to the system colour systemGrayColor"))
    }
}
