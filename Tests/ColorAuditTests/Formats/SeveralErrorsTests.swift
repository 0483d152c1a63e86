import Foundation
import Testing

@testable import ColorAudit
@testable import ColorScience

/// A palette file with several independent errors reports each of them (up to `PaletteError.listLimit`,
/// then a count), not only the first; a syntax error that breaks the document stays one error.
/// Columns are counted by hand in the comments (1-based, in characters).
@Suite struct SeveralErrorsTests {
    /// The error importing `text` as the native format at `path`.
    func nativeError(_ text: String, path: String = "p.yaml") throws -> PaletteError {
        do {
            _ = try NativePaletteImporter().importPalette(contents: Data(text.utf8), path: path)
        } catch {
            return error
        }
        Issue.record("expected an error")
        throw CancellationError()
    }

    /// The error reading `paths` as `coloraudit audit` does.
    func importError(_ paths: [String]) throws -> PaletteError {
        do {
            _ = try importPaths(paths)
        } catch let error as PaletteError {
            return error
        }
        Issue.record("expected an error")
        throw CancellationError()
    }

    /// (line, column) of every listed error.
    func places(_ error: PaletteError) -> [[Int]] { error.listed.map { [$0.location.line, $0.location.column] } }

    static let threeErrorsYAML = """
        name: Three errors
        colors:
          label: "#12345g"
          background: "#ffffff"
          tint: { light: "#007aff", role: sparkly }
          link: "{tint}"
        pairs:
          - { foreground: label, background: background }
          - { foreground: label, background: missing }

        """

    @Test func nativeYAMLListsEveryError() throws {
        let error = try nativeError(Self.threeErrorsYAML)
        // Line 3 `  label: "#12345g"`: the quote is column 10, the text starts at 11, and the 'g' is
        // character 7 of the colour (offset 6): column 17.
        // Line 5 `  tint: { light: "#007aff", role: sparkly }`: `sparkly` starts at column 35
        // (2 spaces, `tint:` 3–7, `{` 9, `light:` 11–16, `"#007aff"` 18–26, `,` 27, `role:` 29–33).
        // Line 9 `  - { foreground: label, background: missing }`: `missing` at column 38.
        // Pair 1 uses the malformed `label`: not an error of its own.
        #expect(error.count == 3)
        #expect(places(error) == [[3, 17], [5, 35], [9, 38]])
        let messages = error.listed.map(\.message)
        #expect(messages[0].contains("colour 'label'") && messages[0].contains("expected a hex digit"))
        #expect(messages[1].contains("unknown value 'sparkly'") && messages[1].contains("expected one of text"))
        #expect(messages[2].contains("pair 2 background: no colour named 'missing'"))
        #expect(error.unlisted == 0)
        // One line per error, as compilers print them.
        #expect(
            error.description.split(separator: "\n").map { String($0.prefix(while: { $0 != " " })) } == [
                "p.yaml:3:17:", "p.yaml:5:35:", "p.yaml:9:38:",
            ])
    }

    /// Every key of one colour mapping is checked on its own: a bad dark value beside a bad light one,
    /// an unknown role and an unknown key are four errors, not the first of them.
    @Test func everyKeyOfOneColourMappingIsChecked() throws {
        let text = """
            colors:
              ink: { light: "#12345g", dark: "rgb(0 0 300", role: txt, shade: 3 }
              page: "#fff"

            """
        let error = try nativeError(text)
        // Line 2 `  ink: { light: "#12345g", dark: "rgb(0 0 300", role: txt, shade: 3 }`:
        // `{` 8, `light:` 10–15, `"` 17 so `#12345g` starts at 18 and its 'g' (character 7) is column 24;
        // `",` 25–26, `dark:` 28–32, `"` 34 so the 11 characters `rgb(0 0 300` are 35–45 and the error
        // after them (character 12, a missing `)`) is column 46, where the closing quote is;
        // `,` 47, `role:` 49–53, `txt` 55–57, `,` 58, `shade` 60.
        #expect(places(error) == [[2, 24], [2, 46], [2, 55], [2, 60]])
        let messages = error.listed.map(\.message)
        #expect(messages[0].contains("colour 'ink' (light)"))
        #expect(messages[1].contains("colour 'ink' (dark)") && messages[1].contains("expected ')'"))
        #expect(messages[2].contains("unknown value 'txt'"))
        #expect(messages[3].contains("unknown key 'shade'"))
    }

    @Test func nativeJSONListsEveryError() throws {
        let text = """
            {
              "colors": {
                "label": "#12345g",
                "background": "#ffffff",
                "tint": {"light": "#007aff", "role": "sparkly"}
              },
              "pairs": [{"foreground": "label", "background": "missing"}]
            }
            """
        let error = try nativeError(text, path: "p.json")
        // Line 3 `    "label": "#12345g",`: quote at 14, text from 15, 'g' at offset 6: 21.
        // Line 5: `"sparkly"` starts at 42 (`"tint":` 5–11, `{` 13, `"light":` 14–21, `"#007aff"` 23–31,
        // `,` 32, `"role":` 34–40). Line 7: `"missing"` at 51 (`"pairs":` 3–10, `[{` 12–13,
        // `"foreground":` 14–26, `"label"` 28–34, `,` 35, `"background":` 37–49).
        #expect(places(error) == [[3, 21], [5, 42], [7, 51]])
    }

    @Test func tokensJSONListsTheErrorsToo() throws {
        let folder = try ImportTempFolder()
        try folder.write("three.yaml", Self.threeErrorsYAML)
        let result = try CLIRunner.run(
            ["tokens", "three.yaml", "--format", "json"], directory: URL(fileURLWithPath: folder.root))
        #expect(result.status == 2)
        let errors = try #require(try result.json()["inputErrors"] as? [[String: Any]])
        #expect(errors.compactMap { $0["line"] as? Int } == [3, 5, 9])
    }

    @Test func everyUnknownKeyAndRuleIsListed() throws {
        let text = """
            colours: {}
            colors:
              a: "#fff"
              b: { light: "#000", hue: 3 }
            pairz: []
            rules:
              contrast-minimun: off
              contrast-enhanced: sometimes

            """
        let error = try nativeError(text)
        // Line 1 `colours`, line 4 `hue` (column 23: `  b: { light: "#000", ` is 22 characters),
        // line 5 `pairz`, line 7 the misspelt rule, line 8 the unknown severity at column 22.
        #expect(places(error) == [[1, 1], [4, 23], [5, 1], [7, 3], [8, 22]])
        #expect(error.listed[0].message.contains("did you mean 'colors'"))
        #expect(error.listed[3].message.contains("did you mean 'contrast-minimum'"))
    }

    @Test func aSyntaxErrorStaysOneError() throws {
        // The bad colour on line 3 is not reported: the document does not parse (line 5).
        let text = "colors:\n  a: \"#12345g\"\n  b: \"#fff\"\n  c: [\"#000\"\n"
        let error = try nativeError(text)
        #expect(error.count == 1)
        #expect(error.location.line >= 4)
    }

    @Test func errorsBeyondTheLimitAreCounted() throws {
        let lines = (1...25).map { "  c\($0): \"#12345g\"" }
        let error = try nativeError("colors:\n" + lines.joined(separator: "\n") + "\n")
        #expect(PaletteError.listLimit == 20)
        #expect(error.listed.count == 20)
        #expect(error.unlisted == 5)
        #expect(error.count == 25)
        // The first 20 colours, lines 2…21, in file order.
        #expect(error.listed.map(\.location.line) == Array(2...21))
        let last = try #require(error.description.split(separator: "\n").last)
        #expect(last == "p.yaml: error: … and 5 more errors (at most 20 are listed per file)")
    }

    @Test func dtcgListsEveryMalformedToken() throws {
        let folder = try ImportTempFolder()
        let path = try folder.write(
            "t.tokens.json",
            """
            {
              "color": {
                "$type": "color",
                "bad1": { "$value": "#12345g" },
                "good": { "$value": "#ffffff" },
                "bad2": { "$value": 5 },
                "bad3": { "$value": { "colorSpace": "srgb", "components": [1, 0] } }
              }
            }
            """)
        let error = try importError([path])
        // Line 4 `    "bad1": { "$value": "#12345g" },`: the value's quote is column 25, its text starts at
        // 26, the 'g' is offset 6: 32.
        #expect(error.listed.map(\.location.line) == [4, 6, 7])
        #expect(error.listed[0].location.column == 32)
        #expect(error.listed.map(\.message).allSatisfy { $0.hasPrefix("token 'color.bad") })
    }

    @Test func tokensStudioListsEveryMalformedToken() throws {
        let folder = try ImportTempFolder()
        let path = try folder.write(
            "studio.json",
            """
            {
              "colors": {
                "bad1": { "value": "#12345g", "type": "color" },
                "good": { "value": "#ffffff", "type": "color" },
                "bad2": { "value": "rgb(1 2)", "type": "color" },
                "bad3": { "value": 7, "type": "color" }
              }
            }
            """)
        let error = try importError([path])
        // Line 3: `"value":` is columns 15–22, the quote 24, the text 25, the 'g' offset 6: 31.
        #expect(error.listed.map(\.location.line) == [3, 5, 6])
        #expect(error.listed[0].location.column == 31)
        #expect(error.listed[1].message.contains("rgb(1 2)"))
    }

    @Test func gimpListsEveryMalformedLine() throws {
        let folder = try ImportTempFolder()
        let path = try folder.write(
            "p.gpl", "GIMP Palette\n1 2 3 ok\n1 256 3 bad\nColumns: many\n4 5 6 fine\nred 2 3\n")
        let error = try importError([path])
        // Line 3: `256` starts at column 3; line 4 just after `Columns:` (8 characters): column 9;
        // line 6: `red` at column 1.
        #expect(places(error) == [[3, 3], [4, 9], [6, 1]])
        #expect(error.listed[0].message.contains("green component '256'; expected an integer 0…255"))
    }

    @Test func cssListsEveryVarCycleOnce() throws {
        let folder = try ImportTempFolder()
        let path = try folder.write(
            "theme.css",
            """
            :root {
              --a: var(--b);
              --b: var(--a);
              --ok: #fff;
              --c: var(--d);
              --d: var(--c);
              --e: var(--a);
            }
            """)
        let error = try importError([path])
        // Two cycles (lines 2–3 and 5–6), each once; --e only refers to the first.
        #expect(error.count == 2)
        #expect(error.listed.map(\.message).allSatisfy { $0.hasPrefix("var() cycle:") })
        #expect(error.listed[0].message.contains("--a") && error.listed[1].message.contains("--c"))
    }

    @Test func androidListsEveryBadValueAndNamelessColour() throws {
        let folder = try ImportTempFolder()
        let path = try folder.write(
            "res/values/colors.xml",
            """
            <?xml version="1.0" encoding="utf-8"?>
            <resources>
                <color name="bad1">#12345g</color>
                <color name="ok">#ffffff</color>
                <color name="bad2">red</color>
                <color>#000000</color>
            </resources>
            """)
        let error = try importError([path])
        #expect(error.listed.map(\.location.line) == [3, 5, 6])
        #expect(error.listed[0].message.contains("'#12345g' is not a colour; expected #RGB"))
        #expect(error.listed[1].message.contains("'red' is not a colour"))
        #expect(error.listed[2].message.contains("without a name attribute"))
    }

    @Test func assetCatalogListsEveryBrokenColorSet() throws {
        let folder = try ImportTempFolder()
        func colorSet(_ red: String) -> String {
            #"{"colors":[{"idiom":"universal","color":{"color-space":"srgb","components":{"red":"\#(red)","#
                + #""green":"1.000","blue":"1.000","alpha":"1.000"}}}]}"#
        }
        try folder.write("A.xcassets/Contents.json", #"{"info":{"version":1,"author":"xcode"}}"#)
        try folder.write("A.xcassets/good.colorset/Contents.json", colorSet("1.000"))
        try folder.write("A.xcassets/bad1.colorset/Contents.json", colorSet("x"))
        try folder.write("A.xcassets/bad2.colorset/Contents.json", #"{"colors":[{"idiom":"universal"},]}"#)
        try folder.write("A.xcassets/bad3.colorset/Contents.json", #"{"info":{"version":1}}"#)
        let error = try importError([folder.root + "/A.xcassets"])
        let files = error.listed.map { ImportUnit.lastComponent(of: AssetCatalogImporter.parent(of: $0.location.file)) }
        #expect(files == ["bad1.colorset", "bad2.colorset", "bad3.colorset"])
        #expect(error.listed[0].message.contains("'x' is not a number"))
        #expect(error.listed[1].message.contains("trailing commas"))
        #expect(error.listed[2].message.contains("missing 'colors'"))
    }

    /// `--format github` annotates each input error at its line and column (the places derived in
    /// `nativeYAMLListsEveryError`) and lists them in the step summary; the exit status stays 2.
    @Test func githubFormatAnnotatesInputErrors() throws {
        let folder = try ImportTempFolder()
        try folder.write("three.yaml", Self.threeErrorsYAML)
        let root = URL(fileURLWithPath: folder.root)
        let summary = folder.root + "/summary.md"
        let result = try CLIRunner.run(
            ["audit", "three.yaml", "--format", "github"], directory: root,
            environment: ["GITHUB_STEP_SUMMARY": summary])
        #expect(result.status == 2)
        let annotations = result.stdout.split(separator: "\n").map(String.init)
        #expect(annotations.count == 3)
        for (annotation, place) in zip(annotations, ["line=3,col=17", "line=5,col=35", "line=9,col=38"]) {
            #expect(
                annotation.hasPrefix("::error file=three.yaml,\(place),title=coloraudit%3A cannot read this file::"))
        }
        #expect(annotations[2].contains("no colour named 'missing'"))
        let markdown = try String(contentsOfFile: summary, encoding: .utf8)
        #expect(markdown.hasPrefix("## ColorAudit: 3 input errors, nothing audited"))
        #expect(markdown.contains("- three.yaml:9:38: pair 2 background: no colour named 'missing'"))
        #expect(result.stderr.split(separator: "\n").count == 3)
    }

    @Test func theCommandLineListsEveryErrorInTextAndJSON() throws {
        let folder = try ImportTempFolder()
        try folder.write("three.yaml", Self.threeErrorsYAML)
        let root = URL(fileURLWithPath: folder.root)
        let text = try CLIRunner.run(["audit", "three.yaml"], directory: root)
        #expect(text.status == 2)
        #expect(text.stdout.isEmpty)
        let lines = text.stderr.split(separator: "\n").map(String.init)
        #expect(lines.count == 3)
        #expect(
            lines.map { String($0.prefix(while: { $0 != " " })) } == [
                "three.yaml:3:17:", "three.yaml:5:35:", "three.yaml:9:38:",
            ])

        let json = try CLIRunner.run(["audit", "three.yaml", "--format", "json"], directory: root)
        #expect(json.status == 2)
        #expect(json.stderr.split(separator: "\n").count == 3)
        let document = try json.json()
        let errors = try #require(document["inputErrors"] as? [[String: Any]])
        #expect(errors.compactMap { $0["line"] as? Int } == [3, 5, 9])
        #expect(errors.compactMap { $0["column"] as? Int } == [17, 35, 38])
        #expect(errors.allSatisfy { ($0["file"] as? String) == "three.yaml" })
        #expect((errors[2]["message"] as? String)?.contains("no colour named 'missing'") == true)
        #expect((document["summary"] as? [String: Any])?["inputErrors"] as? Int == 3)

        // Over the limit: 20 listed, the rest counted, in text and JSON.
        try folder.write("many.yaml", "colors:\n" + (1...23).map { "  c\($0): \"#12345g\"" }.joined(separator: "\n"))
        let many = try CLIRunner.run(["audit", "many.yaml", "--format", "json"], directory: root)
        #expect(many.status == 2)
        #expect(
            many.stderr.split(separator: "\n").last
                == "many.yaml: error: … and 3 more errors (at most 20 are listed per file)")
        let object = try many.json()
        #expect((object["inputErrors"] as? [Any])?.count == 20)
        let unlisted = try #require(object["unlistedInputErrors"] as? [[String: Any]])
        #expect(
            unlisted.count == 1 && unlisted[0]["count"] as? Int == 3 && unlisted[0]["file"] as? String == "many.yaml")
        #expect((object["summary"] as? [String: Any])?["inputErrors"] as? Int == 23)
    }
}
