import ColorAudit
import Foundation
import Testing

/// Error messages of the command line, read as a user who has not seen the code: each says what was
/// wrong and what to do instead, and exits with status 2.
@Suite struct CLIMessageTests {
    /// Arguments, and text the first line of standard error must contain.
    static let cases: [([String], String)] = [
        // A complete deficiency or achromatopsia has no severity: say so and what to use instead
        // (issue 7: it used to suggest "use achromatopsia with a severity").
        (["simulate", "#f00", "--deficiency", "achromatopsia", "--severity", "0"], "leave --severity out"),
        // A text-report form with another format was ignored; both forms together too.
        (["audit", "p.yaml", "--summary", "--format", "json"], "--summary is a form of the text report"),
        (["audit", "p.yaml", "--full", "--format", "sarif"], "it does not apply to --format sarif"),
        (["audit", "p.yaml", "--summary", "--full"], "--summary and --full are two forms of the text report"),
        (["help", "zz"], "coloraudit help: unknown command 'zz'"),
        (
            ["simulate", "#f00", "--deficiency", "protanopia", "--severity", "0.5"],
            "use --deficiency protanomaly --severity 0.5"
        ),
        (["simulate", "#f00", "--deficiency", "protanomaly", "--severity", "2"], "--severity 2 is outside 0–1"),
        (["simulate", "#f00"], "add --deficiency with one of protanopia"),
        (["simulate", "--deficiency", "protanopia"], "needs at least 1 argument (got none)"),
        (["contrast", "#fff"], "needs 2 arguments (got '#fff')"),
        (["rules", "extra"], "takes no arguments (got 'extra')"),
        (["convert", "#fff"], "add --to with one of srgb"),
        (["audit", "--frobnicate", "x.yaml"], "its options: --format"),
        (["contrast", "color(display-p3 1e30 0 0)", "white"], "between −1,000,000 and 1,000,000"),
    ]

    @Test func simulateShowsWhatTheScreenShows() throws {
        // oklch(70% 0.4 145) is outside Display P3; browsers show color(display-p3 0 0.78045 0)
        // (coloraide's CSS gamut mapping, GamutMappingTests): both simulate to the same colour.
        let mapped = try InProcessCLI.run([
            "simulate", "oklch(70% 0.4 145)", "--deficiency", "deuteranopia", "--format", "json",
        ])
        let shown = try InProcessCLI.run([
            "simulate", "color(display-p3 0 0.78045 0)", "--deficiency", "deuteranopia", "--format", "json",
        ])
        func hex(_ r: CLIRunner.Result) throws -> String? {
            let array = try JSONSerialization.jsonObject(with: Data(r.stdout.utf8)) as? [[String: Any]]
            return array?.first?["hex"] as? String
        }
        #expect(try hex(mapped) != nil)
        #expect(try hex(mapped) == hex(shown))
        let text = try InProcessCLI.run(["simulate", "oklch(70% 0.4 145)", "--deficiency", "deuteranopia"])
        #expect(text.stdout.contains("outside Display P3"))
    }

    @Test(arguments: cases)
    func messageSaysWhatToDo(_ c: ([String], String)) throws {
        let result = try InProcessCLI.run(c.0)
        #expect(result.status == 2)
        let first = result.stderr.split(separator: "\n").first.map(String.init) ?? ""
        #expect(first.contains(c.1), "\(c.0): \(first)")
        #expect(!first.contains("argument(s)"))
    }

    /// Runs `arguments` in a fresh folder holding `files` (relative path → contents).
    func run(_ arguments: [String], files: [String: String] = [:]) throws -> (CLIRunner.Result, ImportTempFolder) {
        let folder = try ImportTempFolder()
        for (path, text) in files { try folder.write(path, text) }
        return (try CLIRunner.run(arguments, directory: URL(fileURLWithPath: folder.root)), folder)
    }

    static let palette = "colors:\n  ink: \"#000\"\n  page: \"#fff\"\n"

    /// `-o` or `--write-baseline` naming a file the audit reads (the palette, under another spelling too)
    /// is refused with exit 2 and the file is left as it was; the two options naming one file likewise.
    @Test func anOutputNeverOverwritesAnInput() throws {
        let cases: [[String]] = [
            ["audit", "p.yaml", "-o", "p.yaml"], ["audit", "p.yaml", "--format", "json", "-o", "./p.yaml"],
            ["audit", ".", "--write-baseline", "p.yaml"],
        ]
        for arguments in cases {
            let (result, folder) = try run(arguments, files: ["p.yaml": Self.palette])
            #expect(result.status == 2, "\(arguments)")
            #expect(result.stderr.contains("would overwrite") && result.stderr.contains("which this audit reads"))
            #expect(try String(contentsOfFile: folder.root + "/p.yaml", encoding: .utf8) == Self.palette)
        }
        let (both, _) = try run(
            ["audit", "p.yaml", "-o", "r.json", "--write-baseline", "./r.json"], files: ["p.yaml": Self.palette])
        #expect(both.status == 2)
        #expect(both.stderr.contains("--output and --write-baseline name the same file"))
    }

    /// A file named without an extension (`<(git show main:app.yaml)` arrives as `/dev/fd/63`) and
    /// standard input are recognised by their text, for every text format: once only GPL and ASE were, and
    /// CSS or Android XML on standard input was read as YAML.
    @Test func filesWithoutExtensionAndStandardInputAreRecognisedByContents() throws {
        let css = ":root {\n  --text: #777777;\n}\n"
        let xml =
            "<?xml version=\"1.0\" encoding=\"utf-8\"?>\n<resources>\n  <color name=\"ink\">#80000000</color>\n</resources>\n"
        let cases: [(String, String, String)] = [
            ("palette", Self.palette, "coloraudit"), ("styles", css, "css"), ("colors", xml, "android"),
        ]
        for (name, text, format) in cases {
            let (named, _) = try run(["tokens", name, "--format", "json"], files: [name: text])
            #expect(named.status == 0, "\(name): \(named.stderr)")
            #expect(named.stdout.contains("\"format\" : \"\(format)\""), "\(name): \(named.stdout.prefix(300))")
            let piped = try CLIRunner.run(["tokens", "-", "--format", "json"], stdin: text)
            #expect(piped.status == 0, "stdin \(format): \(piped.stderr)")
            #expect(piped.stdout.contains("\"format\" : \"\(format)\""))
        }
    }

    @Test func tokensNamesItselfNotAudit() throws {
        let (result, _) = try run(["tokens", "empty"], files: ["empty/.keep": ""])
        #expect(result.status == 2)
        #expect(result.stderr.hasPrefix("coloraudit tokens: error: no palette files found in empty"))
    }

    /// Files that were read but hold no colour (an Android `strings.xml`, a DTCG file of dimensions, a
    /// catalog without colour sets) used to give "nothing checked" and exit 0: a gate pointed at the wrong
    /// files passed. Now the audit stops with exit 2 naming each file and its format; `tokens` still lists
    /// them (it is how to see what they gave).
    @Test func aRunThatReadsNoColourIsAnInputError() throws {
        let strings = "<?xml version=\"1.0\"?>\n<resources>\n  <string name=\"app\">App</string>\n</resources>\n"
        let files = [
            "res/values/strings.xml": strings,
            "spacing.tokens.json": #"{"gap": {"$type": "dimension", "$value": "4px"}}"#,
            "Empty.xcassets/Contents.json": #"{"info": {"version": 1}}"#,
        ]
        let (one, _) = try run(["audit", "res/values/strings.xml"], files: files)
        #expect(one.status == 2)
        #expect(
            one.stderr.hasPrefix(
                "coloraudit audit: error: no colours were read: res/values/strings.xml (android) gave none; "
                    + "expected at least one colour to audit"), "\(one.stderr)")
        let (all, _) = try run(["audit", "."], files: files)
        #expect(all.status == 2)
        #expect(
            all.stderr.contains("./Empty.xcassets (xcassets), ./res (android), ./spacing.tokens.json (dtcg) gave none"))
        #expect(all.stdout.isEmpty)
        let (listed, _) = try run(["tokens", "res/values/strings.xml"], files: files)
        #expect(listed.status == 0, "\(listed.stderr)")
        #expect(listed.stdout.contains("0 colours in 1 palette"))
    }

    @Test func aForcedFormatGivesThatFormatsOwnMessage() throws {
        // It used to be "not a palette file ColorAudit can read", which contradicts the formats listed.
        let (css, _) = try run(["audit", "--input-format", "css", "p.yaml"], files: ["p.yaml": Self.palette])
        #expect(css.status == 2)
        #expect(css.stderr.hasPrefix("p.yaml:1:1: error: no colour custom properties found"))
        // An asset catalog is a folder: say so, not "/Contents.json: no such file or folder".
        let (catalog, _) = try run(["audit", "--input-format", "xcassets", "p.yaml"], files: ["p.yaml": Self.palette])
        #expect(catalog.status == 2)
        #expect(catalog.stderr.hasPrefix("p.yaml: error: not part of an asset catalog; expected a .xcassets folder"))
    }

    @Test func everyUnreadablePathIsReported() throws {
        // Two missing paths, and while walking a file over the 64 MiB limit (sparse, so cheap) in a
        // folder and one in a subfolder: all four are reported, not only the first.
        let folder = try ImportTempFolder()
        try folder.write("walk/a.yaml", Self.palette)
        for path in ["walk/big.yaml", "walk/sub/big.yaml"] {
            let file = try folder.write(path, "")
            let handle = try FileHandle(forWritingTo: URL(fileURLWithPath: file))
            try handle.truncate(atOffset: UInt64(InputReading.sizeLimit) + 1)
            try handle.close()
        }
        let result = try CLIRunner.run(
            ["audit", "missing.yaml", "walk", "gone/"], directory: URL(fileURLWithPath: folder.root))
        #expect(result.status == 2)
        let lines = result.stderr.split(separator: "\n").map(String.init)
        #expect(lines.count == 4)
        #expect(lines.first == "missing.yaml: error: no such file or folder")
        #expect(lines.contains("gone/: error: no such file or folder"))
        #expect(lines.contains { $0.hasPrefix("walk/big.yaml: error: the file is larger than 64 MiB") })
        #expect(lines.contains { $0.hasPrefix("walk/sub/big.yaml: error: the file is larger than 64 MiB") })
        // A missing path used to hide the errors of the files that could be read: both are reported.
        try folder.write("bad.yaml", "colors:\n  text: '#12345g'\n")
        let both = try CLIRunner.run(
            ["audit", "bad.yaml", "missing.yaml"], directory: URL(fileURLWithPath: folder.root))
        #expect(both.status == 2)
        #expect(both.stderr.contains("missing.yaml: error: no such file or folder"))
        #expect(both.stderr.contains("bad.yaml:2:16: error: colour 'text': invalid colour '#12345g'"), "\(both.stderr)")
    }

    @Test(.enabled(if: getuid() != 0, "root can list any folder"))
    func anUnlistableFolderSaysPermissionDenied() throws {
        // It used to print Foundation's "Error Domain=NSCocoaErrorDomain Code=257 …".
        let folder = try ImportTempFolder()
        try folder.write("locked/a.yaml", Self.palette)
        try FileManager.default.setAttributes([.posixPermissions: 0], ofItemAtPath: folder.root + "/locked")
        defer {
            try? FileManager.default.setAttributes([.posixPermissions: 0o755], ofItemAtPath: folder.root + "/locked")
        }
        let result = try CLIRunner.run(["audit", "locked"], directory: URL(fileURLWithPath: folder.root))
        #expect(result.status == 2)
        #expect(result.stderr.hasPrefix("locked: error: permission denied (the folder cannot be listed)"))
    }

    @Test func aBaselineThatIsNotJSONSaysWhereAndWhatWasExpected() throws {
        // Foundation alone said "not a JSON baseline file: The given data was not valid JSON." with no place.
        // The text ends after '[' and a newline: the file ends at line 2, column 1, with the list of line 1
        // still open.
        let (result, _) = try run(
            ["audit", "p.yaml", "--baseline", "base.json"],
            files: ["p.yaml": Self.palette, "base.json": "{\"version\": 1, \"findings\": [\n"])
        #expect(result.status == 2)
        #expect(
            result.stderr.hasPrefix(
                "base.json:2:1: error: not a baseline file (expected the JSON that --write-baseline writes): invalid "
                    + "JSON: the array opened on line 1 is never closed; expected ']'"
            ))
    }

    /// `coloraudit help audit` prints what `coloraudit audit --help` prints.
    @Test func helpNamesACommand() throws {
        let help = try InProcessCLI.run(["help", "audit"])
        #expect(help.status == 0)
        #expect(help.stdout == (try InProcessCLI.run(["audit", "--help"])).stdout)
        #expect(help.stdout.hasPrefix("coloraudit audit — "))
    }

    /// A configuration named with `--config` is not advised again: the warning about a nested
    /// `.coloraudit.yml` names the configuration in use and no longer says "name the file with --config".
    @Test func theNestedConfigurationWarningUnderConfigGivesNoAdviceToUseIt() throws {
        let (result, _) = try run(
            ["audit", "app", "--config", "other.yml"],
            files: [
                "app/p.yaml": Self.palette, "app/sub/.coloraudit.yml": "platform: web\n",
                "other.yml": "platform: ios\n",
            ])
        #expect(
            result.stderr.contains(
                "app/sub/.coloraudit.yml is not used: this run's configuration is other.yml (--config)"))
        #expect(!result.stderr.contains("name the file with --config"))
        let (plain, _) = try run(
            ["audit", "app"], files: ["app/p.yaml": Self.palette, "app/sub/.coloraudit.yml": "platform: web\n"])
        #expect(plain.stderr.contains("name the file with --config"))
    }

    /// The tokens header counts colours in words: "1 colour", not "1 colours".
    @Test func theTokensHeaderSaysOneColour() throws {
        let (result, _) = try run(["tokens", "p.yaml"], files: ["p.yaml": "colors:\n  ink: \"#000\"\n"])
        #expect(result.stdout.hasPrefix("p.yaml (coloraudit; 1 colour)"), "\(result.stdout)")
    }
}
