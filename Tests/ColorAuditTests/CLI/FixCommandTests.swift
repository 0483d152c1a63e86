import Foundation
import Testing

/// `coloraudit fix` on hand-made files of each format it writes: the `--dry-run` diff and the file
/// written are compared byte for byte with what was written here by hand (every line but the changed
/// values kept), and `audit` of the written file finds no contrast error. The new values follow from the
/// WCAG relative luminance formula: #767676 is the lightest grey reaching 4.5:1 on white
/// (`PaletteRepairTests.greyOnWhite`), and #555555 on white is 7.46:1.
@Suite("coloraudit fix")
struct FixCommandTests: FixCommandRuns {
    /// Writes `text` at `name` in a new folder, runs `fix --dry-run`, then `fix`, then `audit --format
    /// json`, all in that folder, on `path` (default: the file); returns the three results and the file's
    /// text after `fix`.
    func fix(_ name: String, _ text: String, extra: [String] = [], path: String? = nil) throws -> (
        dry: CLIRunner.Result, fixed: CLIRunner.Result, audit: CLIRunner.Result, after: String
    ) {
        let folder = try ImportTempFolder()
        let file = try folder.write(name, text)
        let run = try runFix(path ?? name, in: folder, written: [file: text], extra: extra)
        return (run.dry, run.fixed, run.audit, try #require(run.after[file]))
    }

    @Test("Our YAML: an alias re-pointed to the next scale step, upper-case hex kept, comments kept")
    func nativeYAML() throws {
        let result = try fix(
            "demo.yaml",
            """
            # Demo palette
            colors:
              gray.500: "#777777"
              gray.600: "#555555"
              caption: { value: "{gray.500}", role: text }
              hint:    { value: "#7A7A7A", role: text }  # keep this comment
              page:    { value: "#FFFFFF", role: background }

            """)
        #expect(
            result.dry.stdout == """
                --- a/demo.yaml
                +++ b/demo.yaml
                @@ -2,6 +2,6 @@
                 colors:
                   gray.500: "#777777"
                   gray.600: "#555555"
                -  caption: { value: "{gray.500}", role: text }
                -  hint:    { value: "#7A7A7A", role: text }  # keep this comment
                +  caption: { value: "{gray.600}", role: text }
                +  hint:    { value: "#767676", role: text }  # keep this comment
                   page:    { value: "#FFFFFF", role: background }

                """)
        #expect(result.dry.status == 0)
        #expect(result.fixed.status == 0)
        #expect(
            result.after == """
                # Demo palette
                colors:
                  gray.500: "#777777"
                  gray.600: "#555555"
                  caption: { value: "{gray.600}", role: text }
                  hint:    { value: "#767676", role: text }  # keep this comment
                  page:    { value: "#FFFFFF", role: background }

                """)
        #expect(result.fixed.stdout.contains("alias re-pointed from gray.500 to gray.600"))
        #expect(try contrastErrors(result.audit) == 0)
    }

    @Test("Our JSON")
    func nativeJSON() throws {
        let result = try fix(
            "demo.json",
            """
            {
              "colors": {
                "caption": { "value": "#777777", "role": "text" },
                "page": { "value": "#ffffff", "role": "background" }
              }
            }
            """)
        #expect(
            result.after == """
                {
                  "colors": {
                    "caption": { "value": "#767676", "role": "text" },
                    "page": { "value": "#ffffff", "role": "background" }
                  }
                }
                """)
        // Placed as audit places a finding, file:line:column: line 3, the value's opening quote at column 27
        // (`    "caption": { "value": ` is 26 characters).
        #expect(result.dry.stderr.contains("\n  demo.json:3:27: caption #777777 → #767676"))
        #expect(try contrastErrors(result.audit) == 0)
    }

    @Test("CSS custom properties: hex and rgb() each in their notation")
    func css() throws {
        let result = try fix(
            "theme.css",
            """
            /* tokens */
            :root {
              --color-text-subtle: #777;
              --color-text-muted: rgb(119 119 119);
              --color-background: #fff;
            }

            """)
        #expect(
            result.dry.stdout == """
                --- a/theme.css
                +++ b/theme.css
                @@ -1,6 +1,6 @@
                 /* tokens */
                 :root {
                -  --color-text-subtle: #777;
                -  --color-text-muted: rgb(119 119 119);
                +  --color-text-subtle: #767676;
                +  --color-text-muted: rgb(118 118 118);
                   --color-background: #fff;
                 }

                """)
        #expect(try contrastErrors(result.audit) == 0)
    }

    @Test("DTCG: an alias stays an alias, re-pointed within its scale")
    func dtcg() throws {
        let result = try fix(
            "demo.tokens.json",
            """
            {
              "color": {
                "gray": {
                  "500": { "$type": "color", "$value": "#777777" },
                  "600": { "$type": "color", "$value": "#555555" }
                },
                "text": { "$type": "color", "$value": "{color.gray.500}" },
                "background": { "$type": "color", "$value": "#ffffff" }
              }
            }
            """)
        #expect(
            result.after == """
                {
                  "color": {
                    "gray": {
                      "500": { "$type": "color", "$value": "#777777" },
                      "600": { "$type": "color", "$value": "#555555" }
                    },
                    "text": { "$type": "color", "$value": "{color.gray.600}" },
                    "background": { "$type": "color", "$value": "#ffffff" }
                  }
                }
                """)
        #expect(try contrastErrors(result.audit) == 0)
    }

    @Test("DTCG colour objects: components and hex written together; a new value goes where the alias points")
    func dtcgObject() throws {
        // `text` aliases `base.ink`, which nothing else aliases and no pair names: the new value is written
        // there and the alias kept. #767676 is 118/255 = 0.4627450980392157 per channel.
        let result = try fix(
            "ink.tokens.json",
            """
            {
              "base": {
                "ink": {
                  "$type": "color",
                  "$value": {
                    "colorSpace": "srgb",
                    "components": [0.4666666666666667, 0.4666666666666667, 0.4666666666666667],
                    "alpha": 1,
                    "hex": "#777777"
                  }
                }
              },
              "color": {
                "text": { "$type": "color", "$value": "{base.ink}" },
                "background": { "$type": "color", "$value": "#ffffff" }
              }
            }
            """)
        #expect(
            result.after == """
                {
                  "base": {
                    "ink": {
                      "$type": "color",
                      "$value": {
                        "colorSpace": "srgb",
                        "components": [0.4627450980392157, 0.4627450980392157, 0.4627450980392157],
                        "alpha": 1,
                        "hex": "#767676"
                      }
                    }
                  },
                  "color": {
                    "text": { "$type": "color", "$value": "{base.ink}" },
                    "background": { "$type": "color", "$value": "#ffffff" }
                  }
                }
                """)
        #expect(result.fixed.stdout.contains("for color.text, which aliases it"))
        #expect(try contrastErrors(result.audit) == 0)
    }

    @Test("An alias follows the colour it names: one change meets the pairs of both")
    func aliasChain() throws {
        // `label` aliases `ink`, which is paired itself: moving ink moves label, so both pairs pass with
        // one change.
        let result = try fix(
            "chain.yaml",
            """
            colors:
              ink: { value: "#777777", role: text }
              label: { value: "{ink}", role: text }
              page: { value: "#ffffff", role: background }

            """)
        #expect(
            result.after == """
                colors:
                  ink: { value: "#767676", role: text }
                  label: { value: "{ink}", role: text }
                  page: { value: "#ffffff", role: background }

                """)
        #expect(try contrastErrors(result.audit) == 0)
    }

    @Test("Android colors.xml: alpha first, upper case, comments and XML declaration kept")
    func android() throws {
        let result = try fix(
            "res/values/colors.xml",
            """
            <?xml version="1.0" encoding="utf-8"?>
            <resources>
                <!-- text -->
                <color name="text_secondary">#FF777777</color>
                <color name="window_background">#FFFFFFFF</color>
            </resources>

            """, path: "res")
        #expect(
            result.dry.stdout == """
                --- a/res/values/colors.xml
                +++ b/res/values/colors.xml
                @@ -1,6 +1,6 @@
                 <?xml version="1.0" encoding="utf-8"?>
                 <resources>
                     <!-- text -->
                -    <color name="text_secondary">#FF777777</color>
                +    <color name="text_secondary">#FF767676</color>
                     <color name="window_background">#FFFFFFFF</color>
                 </resources>

                """)
        #expect(try contrastErrors(result.audit) == 0)
    }

    /// `git apply` and `patch -p1` run in the working folder read the diff's paths from there: a file
    /// given as an absolute path through `..` (`<folder>/sub/../sub/p.yaml`) is `sub/p.yaml` (it was
    /// `a/<folder>/sub/p.yaml` without the leading `/`, "No such file" for `git apply`; a relative
    /// `sub/../sub/p.yaml` kept its `..`, an "invalid path"). #767676 is the lightest grey reaching 4.5:1
    /// on white.
    @Test("The diff names a file relative to the working folder, .. resolved")
    func diffPathInTheWorkingFolder() throws {
        let text = """
            colors:
              caption: { value: "#777777", role: text }
              page: { value: "#FFFFFF", role: background }

            """
        let folder = try ImportTempFolder()
        let file = try folder.write("sub/p.yaml", text)
        let run = try runFix(folder.root + "/sub/../sub/p.yaml", in: folder, written: [file: text])
        #expect(
            run.dry.stdout == """
                --- a/sub/p.yaml
                +++ b/sub/p.yaml
                @@ -1,3 +1,3 @@
                 colors:
                -  caption: { value: "#777777", role: text }
                +  caption: { value: "#767676", role: text }
                   page: { value: "#FFFFFF", role: background }

                """)
        #expect(run.dry.status == 0)
        #expect(run.after[file] == text.replacingOccurrences(of: "#777777", with: "#767676"))
    }

    @Test("Tokens Studio")
    func tokensStudio() throws {
        let result = try fix(
            "tokens.json",
            """
            {
              "global": {
                "text": { "value": "#777777", "type": "color" },
                "background": { "value": "#ffffff", "type": "color" }
              }
            }
            """)
        #expect(
            result.after == """
                {
                  "global": {
                    "text": { "value": "#767676", "type": "color" },
                    "background": { "value": "#ffffff", "type": "color" }
                  }
                }
                """)
        #expect(try contrastErrors(result.audit) == 0)
    }

    @Test("Style Dictionary: the light value changes, the dark one (passing) stays")
    func styleDictionary() throws {
        let result = try fix(
            "sd/tokens.json",
            """
            {
              "color": {
                "text": { "value": "#777777", "darkValue": "#888888", "comment": "body text" },
                "background": { "value": "#ffffff", "darkValue": "#000000" }
              }
            }
            """, path: "sd")
        #expect(
            result.after == """
                {
                  "color": {
                    "text": { "value": "#767676", "darkValue": "#888888", "comment": "body text" },
                    "background": { "value": "#ffffff", "darkValue": "#000000" }
                  }
                }
                """)
        #expect(try contrastErrors(result.audit) == 0)
    }

    @Test("Fixed colours are not moved: the pair is left with the reason, exit 1")
    func fixed() throws {
        let text = """
            fixed: [brandGrey]
            colors:
              brandGrey: { value: "#777777", role: text }
              page: { value: "#ffffff", role: background }

            """
        let result = try fix("fixed.yaml", text)
        #expect(result.fixed.status == 1)
        #expect(result.after == text)
        #expect(result.fixed.stdout.contains("brandGrey is fixed"))
    }

    @Test("fixed: in .coloraudit.yml applies to a stylesheet: the pair is left with the reason")
    func fixedByConfigurationFile() throws {
        // The text may not move, and the background keeps its side (lighter than the text) while white is
        // already the lightest colour: nothing can meet 4.5:1, and nothing is written.
        let folder = try ImportTempFolder()
        try folder.write(".coloraudit.yml", "fixed: [\"--color-text-*\"]\n")
        let text = ":root {\n  --color-text-ink: #777777;\n  --color-background: #ffffff;\n}\n"
        let file = try folder.write("theme.css", text)
        let result = try CLIRunner.run(["fix", "theme.css"], directory: URL(fileURLWithPath: folder.root))
        #expect(result.status == 1)
        #expect(try String(contentsOfFile: file, encoding: .utf8) == text)
        #expect(result.stdout.contains("--color-text-ink is fixed"))
    }

    @Test("--rule contrast-minimum=off repairs no text pair")
    func ruleOff() throws {
        let text = """
            colors:
              caption: { value: "#777777", role: text }
              page: { value: "#ffffff", role: background }

            """
        let result = try fix("demo.yaml", text, extra: ["--rule", "contrast-minimum=off"])
        #expect(result.fixed.status == 0)
        #expect(result.after == text)
    }

    @Test("A format fix cannot write is reported with exit status 2, its file untouched")
    func unwritable() throws {
        let folder = try ImportTempFolder()
        let text = "GIMP Palette\nName: Demo\n#\n119 119 119\tcaption text\n255 255 255\tpage background\n"
        let file = try folder.write("demo.gpl", text)
        let result = try CLIRunner.run(["fix", "demo.gpl"], directory: URL(fileURLWithPath: folder.root))
        #expect(try String(contentsOfFile: file, encoding: .utf8) == text)
        #expect(result.status == 2)
        #expect(result.stderr.contains("demo.gpl: error: fix cannot write gpl files; 1 change not applied"))
        #expect(result.stdout.contains("0 of 1 failing pair check repaired, 1 left"))
    }

    @Test("A binary swatch file (Adobe .ase) is reported as gpl is: its change planned at its byte, not written")
    func unwritableBinary() throws {
        // #777777 (0.4667 grey) text on white fails 4.5:1; its value is at a byte of the file, not a line.
        let folder = try ImportTempFolder()
        let data = ASEWriter.file([
            ASEWriter.color("caption text", "RGB ", [0.4667, 0.4667, 0.4667]),
            ASEWriter.color("page background", "RGB ", [1, 1, 1]),
        ])
        let url = URL(fileURLWithPath: folder.root).appendingPathComponent("demo.ase")
        try data.write(to: url)
        let result = try CLIRunner.run(["fix", "demo.ase"], directory: URL(fileURLWithPath: folder.root))
        #expect(try Data(contentsOf: url) == data)
        #expect(result.status == 2)
        #expect(result.stderr.contains("demo.ase: error: fix cannot write ase files; 1 change not applied"))
        #expect(result.stdout.contains("byte "))
        #expect(result.stdout.contains("0 of 1 failing pair check repaired, 1 left"))
    }
}
