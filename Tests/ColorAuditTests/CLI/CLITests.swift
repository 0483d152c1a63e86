import Foundation
import Testing

/// The `coloraudit` executable end to end: exit statuses, JSON shapes, errors for broken input.
@Suite struct CLITests {
    var fixtures: URL { Fixture.url("CLI") }

    @Test func contrastPassesAAAtTheLightestGray() throws {
        let result = try InProcessCLI.run(["contrast", "#767676", "#fff"])
        #expect(result.status == 0)
        #expect(result.stdout.contains("4.54:1"))
        #expect(result.stdout.contains("AA body text (SC 1.4.3), 4.5:1      pass"))
    }

    @Test func contrastOfDisplayP3RedUsesItsOwnLuminance() throws {
        let result = try InProcessCLI.run(["contrast", "color(display-p3 1 0 0)", "white"])
        #expect(result.stdout.contains("3.76:1"))
    }

    /// `#8a030303` alpha first (Android) is rgb(3 3 3) at α = 138/255: over white each channel is
    /// 3α + 255(1 − α) = 118.6, L = 0.18322, ratio 1.05 / 0.23322 = 4.502 (AA passes). Read the CSS way
    /// it is rgb(138 3 3) at α = 3/255, nearly white: 1.02:1.
    @Test func contrastReadsAndroidHexAlphaFirst() throws {
        let android = try InProcessCLI.run([
            "contrast", "--platform", "android", "#8a030303", "white", "--format", "json",
        ])
        .json()
        #expect(abs((android["ratio"] as? Double ?? 0) - 4.5021) < 1e-3)
        let css = try InProcessCLI.run(["contrast", "#8a030303", "white", "--format", "json"]).json()
        #expect(abs((css["ratio"] as? Double ?? 0) - 1.0227) < 1e-3)
        // #ARGB too: #8000 is black at α = 0x88/255, the same as CSS #0008.
        let short = try InProcessCLI.run(["contrast", "--platform", "android", "#8000", "white", "--format", "json"])
            .json()
        let cssShort = try InProcessCLI.run(["contrast", "#0008", "white", "--format", "json"]).json()
        #expect(short["ratio"] as? Double == cssShort["ratio"] as? Double)
    }

    @Test func contrastJSONShape() throws {
        let json = try InProcessCLI.run(["contrast", "#ffffff", "#0078d7", "--format", "json"]).json()
        #expect(json["foreground"] as? String == "#ffffff")
        #expect(json["background"] as? String == "#0078d7")
        // spot-values.json: 4.4989, fails AA.
        #expect(abs((json["ratio"] as? Double ?? 0) - 4.4989) < 1e-4)
        #expect(json["apca"] is Double)
        let levels = try #require(json["levels"] as? [String: Bool])
        #expect(levels == ["AA": false, "AALarge": true, "AAA": false, "AAALarge": false, "nonText": true])
    }

    @Test func convertJSONShape() throws {
        let json = try InProcessCLI.run(["convert", "color(display-p3 1 0 0)", "--to", "srgb", "--format=json"]).json()
        #expect(json["input"] as? String == "color(display-p3 1 0 0)")
        #expect(json["space"] as? String == "srgb")
        let components = try #require(json["components"] as? [Double])
        // CSS Color 4: color(display-p3 1 0 0) = color(srgb 1.0930663 -0.2267420 -0.1501346), unclipped.
        #expect(abs(components[0] - 1.0930663) < 2e-4 && abs(components[1] + 0.2267420) < 2e-4)
        #expect(json["alpha"] as? Double == 1)
        #expect((json["css"] as? String)?.hasPrefix("color(srgb 1.09") == true)
        #expect(json["inGamut"] as? [String: Bool] == ["srgb": false, "display-p3": true])
    }

    @Test func auditFindsProblemsAndExitsOne() throws {
        let result = try CLIRunner.run([
            "audit", fixtures.appendingPathComponent("problems.yaml").path, "--format", "json",
        ])
        #expect(result.status == 1)
        let json = try result.json()
        #expect(json["version"] as? Int == 1)
        let findings = try #require(json["findings"] as? [[String: Any]])
        let rules = findings.map { $0["rule"] as? String ?? "" }
        #expect(rules.contains("contrast-minimum") && rules.contains("non-text-contrast"))
        let minimum = try #require(findings.first { $0["rule"] as? String == "contrast-minimum" })
        #expect(minimum["severity"] as? String == "error")
        #expect(minimum["appearance"] as? String == "any")
        #expect(minimum["tokens"] as? [String] == ["muted", "page"])
        #expect(abs((minimum["ratio"] as? Double ?? 0) - 4.4781) < 1e-4)
        #expect(minimum["required"] as? Double == 4.5)
        let location = try #require(minimum["location"] as? [String: Any])
        #expect(location["line"] as? Int == 12)  // the pair's line in problems.yaml
        #expect(location["column"] as? Int == 5)
        #expect((location["file"] as? String)?.hasSuffix("problems.yaml") == true)
        let summary = try #require(json["summary"] as? [String: Any])
        #expect(summary["errors"] as? Int == 2)
    }

    @Test func failOnControlsTheExitStatus() throws {
        let path = fixtures.appendingPathComponent("problems.yaml").path
        #expect(try InProcessCLI.run(["audit", path, "--fail-on", "never"]).status == 0)
        #expect(
            try InProcessCLI.run(["audit", path, "--rule", "contrast-minimum=off", "--rule", "non-text-contrast=note"])
                .status == 0)
        #expect(
            try InProcessCLI.run([
                "audit", path, "--rule", "non-text-contrast=note", "--rule", "contrast-minimum=off", "--fail-on",
                "note",
            ]).status == 1)
    }

    @Test func cleanPaletteExitsZero() throws {
        let result = try CLIRunner.run(["audit", fixtures.appendingPathComponent("clean.json").path])
        #expect(result.status == 0)
        // ": 0 errors," — a bare "0 errors" would also match "10 errors".
        #expect(result.stdout.contains(": 0 errors, 0 warnings"), "\(result.stdout)")
    }

    @Test func paletteFromStandardInput() throws {
        let yaml = try String(contentsOf: fixtures.appendingPathComponent("problems.yaml"), encoding: .utf8)
        let result = try CLIRunner.run(["audit", "-", "--format", "json"], stdin: yaml)
        #expect(result.status == 1)
        #expect(try result.json()["version"] as? Int == 1)
    }

    @Test func badColourNamesFileLineAndColumn() throws {
        let path = fixtures.appendingPathComponent("bad-color.yaml").path
        let result = try InProcessCLI.run(["audit", path])
        #expect(result.status == 2)
        // Line 3: the quote is column 17, the string content starts at 18, the parser stops at offset 9 → 27.
        #expect(result.stderr.contains("bad-color.yaml:3:27:"))
        #expect(result.stderr.contains("blue"))
        #expect(result.stdout.isEmpty)
    }

    @Test func malformedYAMLIsAnInputError() throws {
        let result = try InProcessCLI.run(["audit", fixtures.appendingPathComponent("malformed.yaml").path])
        #expect(result.status == 2)
        #expect(result.stderr.contains("malformed.yaml:"))
    }

    @Test func missingFileAndUsageErrors() throws {
        let missing = try CLIRunner.run(["audit", "/nonexistent/palette.yaml"])
        #expect(missing.status == 2)
        #expect(missing.stderr.contains("/nonexistent/palette.yaml"))
        #expect(try CLIRunner.run(["audit"]).status == 2)
        // A palette that audits cleanly (exit 0), so exit 2 can only come from the bad option.
        let clean = fixtures.appendingPathComponent("clean.json").path
        #expect(try CLIRunner.run(["audit", clean]).status == 0)
        let badFormat = try CLIRunner.run(["audit", clean, "--format", "xml"])
        #expect(badFormat.status == 2)
        #expect(badFormat.stderr.contains("'--format'") && badFormat.stderr.contains("'xml'"), "\(badFormat.stderr)")
        #expect(badFormat.stdout.isEmpty)
        let bogus = try CLIRunner.run(["audit", clean, "--bogus"])
        #expect(bogus.status == 2)
        #expect(bogus.stderr.contains("--bogus"), "\(bogus.stderr)")
        #expect(try CLIRunner.run(["contrast", "#fff"]).status == 2)
        let badColour = try CLIRunner.run(["contrast", "#12345", "#fff"])
        #expect(badColour.status == 2)
        #expect(badColour.stderr.contains("#12345"))
        #expect(try CLIRunner.run(["frobnicate"]).status == 2)
    }

    @Test func helpAndVersion() throws {
        #expect(try InProcessCLI.run(["--version"]).stdout.hasPrefix("coloraudit "))
        for command in ["audit", "contrast", "convert", "rules"] {
            let result = try InProcessCLI.run([command, "--help"])
            #expect(result.status == 0)
            #expect(result.stdout.contains("Usage: coloraudit \(command)"))
        }
    }

    /// Every subcommand's help fits 110 columns: long option descriptions wrap under their column (the
    /// `--format` line was once 611 characters).
    @Test func helpLinesAreWrapped() throws {
        for command in ["audit", "tokens", "config", "contrast", "convert", "simulate", "delta-e", "rules"] {
            let result = try InProcessCLI.run([command, "--help"])
            #expect(result.status == 0, "\(command)")
            for line in result.stdout.split(separator: "\n") {
                #expect(line.count <= 110, "\(command): \(line.count) columns: \(line.prefix(60))…")
            }
        }
    }

    /// `audit --help` names every input format the README's "Other formats" table lists, not only
    /// ColorAudit's own YAML/JSON (it once said "YAML or JSON in ColorAudit's format").
    @Test func auditHelpNamesEveryInputFormat() throws {
        let help = try InProcessCLI.run(["audit", "--help"]).stdout
        #expect(!help.contains("YAML or JSON in ColorAudit's format"))
        for format in ["coloraudit", "xcassets", "dtcg", "tokens-studio", "css"] {
            #expect(help.contains("formats: ") && help.contains(format), "audit --help does not name \(format)")
        }
        #expect(help.contains("size limit"))
    }

    /// Standard output on a full disk (`/dev/full`, ENOSPC) is an error with exit status 2 for every
    /// command, never a crash (FileHandle.write traps on a failed write; exit 132 once).
    @Test func aFullStandardOutputIsAnErrorNotACrash() throws {
        let full = try #require(FileHandle(forWritingAtPath: "/dev/full"))
        for arguments in [
            ["contrast", "red", "white"], ["rules"], ["--help"], ["convert", "#fff", "--to", "oklch"],
            ["simulate", "red", "--deficiency", "protanopia"],
        ] {
            let process = Process()
            process.executableURL = CLIRunner.executable
            process.arguments = arguments
            let err = Pipe()
            process.standardOutput = full
            process.standardError = err
            try process.run()
            let message = String(decoding: err.fileHandleForReading.readDataToEndOfFile(), as: UTF8.self)
            process.waitUntilExit()
            #expect(process.terminationReason == .exit && process.terminationStatus == 2, "\(arguments)")
            #expect(message.contains("cannot write to standard output: No space left on device"), "\(message)")
        }
    }

    @Test func outputFileIsWrittenWholeOrNotAtAll() throws {
        let directory = FileManager.default.temporaryDirectory.appendingPathComponent("coloraudit-\(UUID())")
        try FileManager.default.createDirectory(at: directory, withIntermediateDirectories: true)
        defer { try? FileManager.default.removeItem(at: directory) }
        let output = directory.appendingPathComponent("report.json")
        let ok = try CLIRunner.run([
            "audit", fixtures.appendingPathComponent("problems.yaml").path, "--format", "json", "-o", output.path,
        ])
        #expect(ok.status == 1)
        #expect(try JSONSerialization.jsonObject(with: Data(contentsOf: output)) is [String: Any])
        // A broken palette writes nothing.
        let failed = directory.appendingPathComponent("failed.json")
        let bad = try CLIRunner.run([
            "audit", fixtures.appendingPathComponent("bad-color.yaml").path, "--format", "json", "-o", failed.path,
        ])
        #expect(bad.status == 2)
        #expect(!FileManager.default.fileExists(atPath: failed.path))
    }
}
