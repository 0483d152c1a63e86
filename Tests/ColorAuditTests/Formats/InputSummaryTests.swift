import Foundation
import Testing

@testable import ColorAudit
@testable import ColorScience

/// What `coloraudit audit` says it read, skipped and could not use (`InputSummary`), and the line that
/// makes a palette with no pair checked plain. One handmade project folder; every count below is read
/// off the files written here.
@Suite struct InputSummaryTests {
    /// The project, walked in sorted order (Unicode scalars: `.git` < `A.xcassets` < `a.gpl` <
    /// `node_modules` < `notes.txt` < `res` < `t.tokens.json`):
    /// - `.git/c.gpl`: inside a hidden folder → skipped (hidden folder);
    /// - `A.xcassets`: `known` (white) and `ref`, whose only entry names the system colour
    ///   `systemNopeColor`, not in the table → 1 colour, 1 unresolved reference, `ref` gives no token;
    /// - `a.gpl`: 2 colours (red, blue), no roles → no pair checked;
    /// - `node_modules/x/b.gpl` → skipped (build output or dependencies);
    /// - `notes.txt` → skipped (not a palette format);
    /// - `res/values/strings.xml`: an Android resources file with a string and no `<color>` → 0 colours;
    /// - `t.tokens.json`: DTCG `c.x` black, and `c.y` typed color with no `$value` → 1 colour, 1
    ///   entry skipped.
    static func project() throws -> ImportTempFolder {
        let folder = try ImportTempFolder()
        let gpl = "GIMP Palette\nName: t\n#\n255 0 0 red\n0 0 255 blue\n"
        try folder.write(".git/c.gpl", gpl)
        let white =
            #"{"colors": [{"idiom": "universal", "color": {"color-space": "srgb", "components": "#
            + #"{"red": "1.000", "green": "1.000", "blue": "1.000", "alpha": "1.000"}}}]}"#
        try folder.write("A.xcassets/known.colorset/Contents.json", white)
        try folder.write(
            "A.xcassets/ref.colorset/Contents.json",
            "{\"colors\": [\n  {\"idiom\": \"universal\",\n   \"color\": {\"platform\": \"ios\", \"reference\": \"systemNopeColor\"}}\n]}\n"
        )
        try folder.write("a.gpl", gpl)
        try folder.write("node_modules/x/b.gpl", gpl)
        try folder.write("notes.txt", "hello\n")
        try folder.write(
            "res/values/strings.xml",
            "<?xml version=\"1.0\" encoding=\"utf-8\"?>\n<resources>\n  <string name=\"app\">App</string>\n</resources>\n"
        )
        try folder.write(
            "t.tokens.json",
            ##"{"c": {"$type": "color", "x": {"$value": "#000000"}, "y": {"$description": "none yet"}}}"##)
        return folder
    }

    @Test("The loader lists each unit read with its format and colours, what it skipped and what it could not use")
    func loaderSummary() throws {
        let folder = try Self.project()
        let root = folder.root
        let loaded = try PaletteLoader().load([root])
        let inputs = loaded.inputs
        #expect(
            inputs.read.map { "\($0.path) \($0.format) \($0.colours)" } == [
                "\(root)/A.xcassets xcassets 1", "\(root)/a.gpl gpl 2", "\(root)/res android 0",
                "\(root)/t.tokens.json dtcg 1",
            ])
        #expect(inputs.colours == 4)
        #expect(inputs.emptyUnits.map(\.path) == ["\(root)/res"])
        #expect(
            inputs.skipped.map { "\($0.path) \($0.kind)" } == [
                "\(root)/.git hidden", "\(root)/node_modules dependencies", "\(root)/notes.txt notPalette",
            ])
        #expect(inputs.unresolved.map(\.token) == ["ref"])
        #expect(inputs.unresolved.first?.location.file == "\(root)/A.xcassets/ref.colorset/Contents.json")
        #expect(inputs.unresolved.first?.location.line == 3)
        #expect(inputs.skippedEntries.map(\.token) == ["c.y"])
        #expect(
            inputs.line
                == "read 4 files or folders (4 colours, 1 with none); skipped 3: 1 not a palette format, "
                + "1 build output or dependencies, 1 hidden folder; not used: 1 unresolved reference, 1 entry skipped")
    }

    /// `caf\xE9.gpl` (a Latin-1 é, as files from old archives are named) beside `ok.gpl`: Foundation's
    /// listing leaves the first out, and it used to vanish from the audit without a word. It is listed as
    /// skipped, its bad byte written `\xE9`; the other is read.
    @Test func aNameThatIsNotUTF8IsListedAsSkipped() throws {
        let folder = try ImportTempFolder()
        let gpl = "GIMP Palette\nName: t\n#\n255 0 0 red\n"
        try folder.write("ok.gpl", gpl)
        let bytes = Array((folder.root + "/caf").utf8) + [0xE9] + Array(".gpl".utf8) + [0]
        let descriptor = bytes.withUnsafeBufferPointer { buffer in
            buffer.withMemoryRebound(to: CChar.self) { open($0.baseAddress!, O_WRONLY | O_CREAT, 0o644) }
        }
        try #require(descriptor >= 0)
        close(descriptor)
        defer { _ = bytes.withUnsafeBufferPointer { $0.withMemoryRebound(to: CChar.self) { unlink($0.baseAddress!) } } }
        let inputs = try PaletteLoader().load([folder.root]).inputs
        #expect(inputs.read.map(\.path) == ["\(folder.root)/ok.gpl"])
        #expect(inputs.skipped.map { "\($0.path) \($0.kind)" } == ["\(folder.root)/caf\\xE9.gpl undecodableName"])
        #expect(inputs.line.contains("skipped 1: 1 name not valid UTF-8"))
        #expect(FileNameBytes.escaped([0x61, 0xC3, 0xA9, 0xE9, 0x62]) == "aé\\xE9b")
    }

    @Test("A token set read as several palettes counts its colours and notes once")
    func notesOncePerUnit() throws {
        var summary = InputSummary()
        let note = ImportNote(kind: .skipped, token: "a", reason: "r", location: SourceLocation(file: "f", line: 2))
        let location = SourceLocation(file: "f", line: 1)
        let value = ColorValue(color: Color(.srgb, 0, 0, 0), source: "#000", location: location)
        let token = ColorToken(name: "a", role: nil, roleSource: .unknown, values: [.any: value], location: location)
        var one = Palette(file: "f", tokens: [token])
        one.importNotes = [note]
        summary.add(path: "f", format: "dtcg", palettes: [one, one])
        #expect(summary.read == [InputSummary.ReadUnit(path: "f", format: "dtcg", colours: 1, palettes: 2)])
        #expect(summary.skippedEntries == [note] && summary.unresolved.isEmpty)
    }

    @Test("Text: one line by default, every entry under --full; palettes with no pair checked say so")
    func text() throws {
        let folder = try Self.project()
        let result = try CLIRunner.run(["audit", "."], directory: URL(fileURLWithPath: folder.root))
        // No pair anywhere: `no-pairs-checked` warnings only, exit 0 stays 0 without --strict.
        #expect(result.status == 0, "\(result.stderr)")
        let lines = result.stdout.split(separator: "\n").map(String.init)
        #expect(
            lines.contains(
                "read 4 files or folders (4 colours, 1 with none); skipped 3: 1 not a palette format, "
                    + "1 build output or dependencies, 1 hidden folder; not used: 1 unresolved reference, "
                    + "1 entry skipped (--full lists them)"))
        let gpl = try #require(lines.firstIndex { $0.hasPrefix("./a.gpl") })
        #expect(lines[gpl + 1].hasPrefix("  no pair checked: 2 colours read, none in a pair"))
        #expect(lines[gpl + 2].hasPrefix("    fix: declare what is drawn on what"))
        let res = try #require(lines.firstIndex { $0.hasPrefix("./res") })
        #expect(lines[res + 1] == "  nothing checked: no colours were read from it")
        // Four palettes (catalog, GIMP, Android, DTCG), none with a pair.
        #expect(lines.contains { $0.hasPrefix("no pair checked in 4 of 4 palettes") })
        #expect(!lines.contains { $0.hasPrefix("  unresolved ") })

        let full = try CLIRunner.run(["audit", ".", "--full"], directory: URL(fileURLWithPath: folder.root))
        let fullLines = full.stdout.split(separator: "\n").map(String.init)
        // Each unit with its format and why it was read so (#24: "say which format each file was read as
        // and why"): the GIMP header and the `res/` name are signatures; `$value` keys show DTCG.
        #expect(fullLines.contains("  read ./a.gpl  (gpl, 2 colours): a name or signature only this format uses"))
        #expect(fullLines.contains("  read ./res  (android, 0 colours): a name or signature only this format uses"))
        #expect(fullLines.contains("  read ./t.tokens.json  (dtcg, 1 colour): tokens with '$value' in a .tokens file"))
        #expect(fullLines.contains("  skipped ./node_modules: build output or dependencies"))
        #expect(
            fullLines.contains {
                $0.hasPrefix("  unresolved ./A.xcassets/ref.colorset/Contents.json:3:")
                    && $0.contains("ref: system colour 'systemNopeColor'")
            })
        #expect(fullLines.contains { $0.hasPrefix("  not used ./t.tokens.json:") && $0.contains("c.y: ") })
    }

    @Test("JSON has 'inputs' and per-palette colour counts; SARIF has notifications and stays schema-valid")
    func machineFormats() throws {
        let folder = try Self.project()
        let directory = URL(fileURLWithPath: folder.root)
        let json = try CLIRunner.run(["audit", ".", "--format", "json"], directory: directory).json()
        let inputs = try #require(json["inputs"] as? [String: Any])
        let read = try #require(inputs["read"] as? [[String: Any]])
        #expect(read.map { $0["path"] as? String } == ["./A.xcassets", "./a.gpl", "./res", "./t.tokens.json"])
        #expect(read.map { $0["colours"] as? Int } == [1, 2, 0, 1])
        let skipped = try #require(inputs["skipped"] as? [[String: Any]])
        #expect(
            skipped.map { $0["kind"] as? String } == [
                "hidden folder", "build output or dependencies", "not a palette format",
            ])
        let unresolved = try #require(inputs["unresolved"] as? [[String: Any]])
        #expect(unresolved.first?["token"] as? String == "ref" && unresolved.first?["line"] as? Int == 3)
        #expect((inputs["skippedEntries"] as? [[String: Any]])?.first?["token"] as? String == "c.y")
        #expect((json["summary"] as? [String: Any])?["palettesWithoutPairChecks"] as? Int == 4)
        let palettes = try #require(json["palettes"] as? [[String: Any]])
        #expect(palettes.map { $0["colours"] as? Int } == [1, 2, 0, 1])

        let sarif = try CLIRunner.run(["audit", ".", "--format", "sarif"], directory: directory)
        #expect(try GateOutputTests().validateSARIF(sarif.stdout) == [])
        let log = try cast(JSONSerialization.jsonObject(with: Data(sarif.stdout.utf8)), "SARIF") as [String: Any]
        let run = try #require((log["runs"] as? [[String: Any]])?.first)
        let invocation = try #require((run["invocations"] as? [[String: Any]])?.first)
        #expect(invocation["executionSuccessful"] as? Bool == true)
        let notifications = try #require(invocation["toolExecutionNotifications"] as? [[String: Any]])
        #expect(notifications.map { $0["level"] as? String } == ["warning", "note"])
        let counts = try #require((run["properties"] as? [String: Any])?["colorauditInputs"] as? [String: Any])
        #expect(counts["read"] as? Int == 4 && counts["colours"] as? Int == 4 && counts["unresolved"] as? Int == 1)
    }

    @Test("Markdown, GitHub and HTML say what was read and that no pair was checked")
    func otherFormats() throws {
        let folder = try Self.project()
        let directory = URL(fileURLWithPath: folder.root)
        let line =
            "read 4 files or folders (4 colours, 1 with none); skipped 3: 1 not a palette format, "
            + "1 build output or dependencies, 1 hidden folder; not used: 1 unresolved reference, 1 entry skipped"
        let markdown = try CLIRunner.run(["audit", ".", "--format", "markdown"], directory: directory).stdout
        #expect(markdown.contains("R" + line.dropFirst() + "."))
        #expect(markdown.contains("**No pair checked in 4 of 4 palettes**: no findings there is not a pass"))
        let github = try CLIRunner.run(["audit", ".", "--format", "github"], directory: directory).stdout
        let logLines = github.split(separator: "\n").map(String.init)
        #expect(logLines.contains(line))
        #expect(logLines.contains("no pair checked in 4 of 4 palettes (no findings there is not a pass)"))
        // The summary lines are log lines, not annotations; the annotations are the unresolved reference
        // and the `no-pairs-checked` warnings of the three palettes with colours (catalog, GIMP, DTCG).
        #expect(github.components(separatedBy: "::warning").count == 5)
        #expect(github.components(separatedBy: "title=no-pairs-checked (any)::").count == 4)
        #expect(
            github.contains("title=unresolved-reference (any)::'ref' is not audited: system colour 'systemNopeColor'"))
        let html = try CLIRunner.run(["audit", ".", "--format", "html"], directory: directory).stdout
        #expect(html.contains("<strong>No pair checked in 4 of 4 palettes</strong>"))
    }
}
