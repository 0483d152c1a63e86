import ColorAudit
import Foundation
import Testing

/// `.coloraudit.yml`: discovery from the audited path up to the repository root, `--config`, unknown keys
/// at their line, the file's place in the order (file < palette < command line), and `config --dump`
/// reading back to the same settings.
///
/// The pair throughout is #767676 text on #ffffff. By hand (WCAG 2.2 relative luminance): 0x76 = 118,
/// 118/255 = 0.462745, ((0.462745 + 0.055)/1.055)^2.4 = 0.181164; contrast (1 + 0.05)/(0.181164 + 0.05) =
/// 4.5423:1 — it meets 4.5:1 (no contrast-minimum finding) and fails 7:1.
@Suite struct ConfigurationFileTests {
    static let palette = """
        colors:
          ink: "#767676"
          page: "#ffffff"
        pairs:
          - { foreground: ink, background: page, usage: text }
        """

    /// A workspace (a scratch repository root) holding the palette in `sub/palette.yaml`.
    private func workspace() throws -> GateWorkspace {
        let space = try GateWorkspace()
        try space.write("sub/palette.yaml", Self.palette)
        return space
    }

    private func contrastMinimumErrors(_ result: CLIRunner.Result) throws -> Int {
        let json = try result.json()
        let findings = json["findings"] as? [[String: Any]] ?? []
        return findings.filter { $0["rule"] as? String == "contrast-minimum" }.count
    }

    @Test func aFileInAParentFolderUpToTheRootApplies() throws {
        let space = try workspace()
        defer { space.remove() }
        let without = try space.run(["audit", "sub/palette.yaml", "--format", "json"])
        #expect(without.status == 0)
        #expect(try contrastMinimumErrors(without) == 0)

        try space.write(".coloraudit.yml", "rules:\n  contrast-minimum:\n    normal: 7\n")
        let with = try space.run(["audit", "sub/palette.yaml", "--format", "json"])
        #expect(with.status == 1, "4.5423:1 fails 7:1 set in the configuration file")
        #expect(try contrastMinimumErrors(with) == 1)

        // The command line wins over the file.
        let overridden = try space.run([
            "audit", "sub/palette.yaml", "--format", "json", "--set", "contrast-minimum.normal=4.5",
        ])
        #expect(overridden.status == 0)
    }

    @Test func theSearchStopsAtTheRepositoryRoot() throws {
        let space = try workspace()
        defer { space.remove() }
        // A configuration file above the repository root (the workspace's parent) is not used: put one in a
        // nested repository's parent instead.
        try space.write(".coloraudit.yml", "rules:\n  contrast-minimum:\n    normal: 7\n")
        try FileManager.default.createDirectory(
            at: space.root.appendingPathComponent("nested/.git"), withIntermediateDirectories: true)
        try space.write("nested/palette.yaml", Self.palette)
        let result = try space.run(["audit", "nested/palette.yaml", "--format", "json"])
        #expect(result.status == 0, "nested/ is its own repository root; the outer file is not read")
    }

    @Test func theFileNamedByConfigIsReadAndThePalettesRulesWinOverIt() throws {
        let space = try workspace()
        defer { space.remove() }
        try space.write("strict.yml", "platform: ios\nrules:\n  contrast-minimum:\n    normal: 7\n")
        let strict = try space.run(["audit", "sub/palette.yaml", "--config", "strict.yml", "--format", "json"])
        #expect(strict.status == 1)
        try space.write("sub/palette.yaml", Self.palette + "\nrules:\n  contrast-minimum:\n    normal: 4.5\n")
        let palette = try space.run(["audit", "sub/palette.yaml", "--config", "strict.yml", "--format", "json"])
        #expect(palette.status == 0, "the palette's rules: come after the configuration file")
    }

    @Test func unknownKeysAndBadValuesAreErrorsAtTheirLine() throws {
        let space = try workspace()
        defer { space.remove() }
        try space.write(".coloraudit.yml", "platform: web\nrulez:\n  contrast-minimum: off\n")
        let unknown = try space.run(["audit", "sub/palette.yaml"])
        #expect(unknown.status == 2)
        #expect(unknown.stderr.contains(".coloraudit.yml:2:1:"))
        #expect(unknown.stderr.contains("unknown key 'rulez'"))

        try space.write(".coloraudit.yml", "platform: web\nrules:\n  contrast-minimum:\n    normal: loud\n")
        let value = try space.run(["audit", "sub/palette.yaml"])
        #expect(value.status == 2)
        #expect(value.stderr.contains(".coloraudit.yml:4:"))

        try space.write(".coloraudit.yml", "platform: paper\n")
        let platform = try space.run(["audit", "sub/palette.yaml"])
        #expect(platform.status == 2)
        #expect(platform.stderr.contains(".coloraudit.yml:1:"))
    }

    /// A per-appearance override naming an appearance no audited palette has (a typo) is an error at the
    /// name, not an override that applies nowhere; from the command line too. A theme of the palette is
    /// a valid name.
    @Test func aMisspeltAppearanceNameIsAnError() throws {
        let space = try workspace()
        defer { space.remove() }
        try space.write(
            ".coloraudit.yml",
            "rules:\n  contrast-minimum:\n    appearances:\n      light-high-contast: { normal: 7 }\n")
        let typo = try space.run(["audit", "sub/palette.yaml"])
        #expect(typo.status == 2)
        #expect(typo.stderr.contains(".coloraudit.yml:4:7: error:"), "\(typo.stderr)")
        #expect(typo.stderr.contains("'light-high-contast' is not an appearance or theme"))
        #expect(typo.stderr.contains("did you mean 'light-high-contrast'?"))

        try space.write(".coloraudit.yml", "platform: web\n")
        let option = try space.run(["audit", "sub/palette.yaml", "--set", "contrast-minimum.normal@drak=7"])
        #expect(option.status == 2)
        #expect(option.stderr.contains("--set contrast-minimum.normal@drak: 'drak' is not an appearance"))

        try space.write("sub/palette.yaml", Self.palette + "\nthemes:\n  dim: { base: dark }\n")
        let theme = try space.run(["audit", "sub/palette.yaml", "--set", "contrast-minimum.normal@dim=7"])
        #expect(theme.status != 2, "\(theme.stderr)")
    }

    /// The text report names the configuration file in use; a configuration file of a sub-folder, which
    /// does not apply when its parent is audited, is named in a warning instead of silently ignored.
    @Test func theConfigurationInUseIsNamedAndANestedOneIsWarnedAbout() throws {
        let space = try workspace()
        defer { space.remove() }
        try space.write("sub/.coloraudit.yml", "rules:\n  contrast-minimum:\n    normal: 7\n")
        let nested = try space.run(["audit", "."])
        #expect(nested.stderr.contains("warning: ./sub/.coloraudit.yml is not used"), "\(nested.stderr)")
        let direct = try space.run(["audit", "sub"])
        #expect(direct.status == 1, "audited on its own, sub/ uses its file: 4.5423:1 fails 7:1")
        #expect(direct.stdout.contains("configuration: ") && direct.stdout.contains("sub/.coloraudit.yml"))
        #expect(!direct.stderr.contains("is not used"))
    }

    @Test func excludedFilesAreNotAuditedWhenWalkingFolders() throws {
        let space = try workspace()
        defer { space.remove() }
        try space.write("sub/bad.yaml", "colors:\n  ink: \"#zzzzzz\"\n")
        let walked = try space.run(["audit", "sub"])
        #expect(walked.status == 2, "bad.yaml is read and is malformed")
        try space.write(".coloraudit.yml", "exclude: [\"sub/bad.yaml\"]\n")
        let filtered = try space.run(["audit", "sub"])
        #expect(filtered.status == 0, "bad.yaml is excluded by the configuration")
    }

    @Test func theDumpReadsBackToTheSameSettings() throws {
        let space = try workspace()
        defer { space.remove() }
        try space.write(
            ".coloraudit.yml",
            """
            platform: ios
            rules:
              contrast-minimum:
                normal: 7
                appearances:
                  dark: { normal: 4.5 }
              contrast-enhanced: off
            roles:
              "fgColor-link*": interactive
            """)
        let dump = try space.run(["config", "--dump", "sub"])
        #expect(dump.status == 0)
        #expect(dump.stdout.contains("platform: ios"))
        #expect(dump.stdout.contains("  contrast-enhanced:\n    severity: off"))
        #expect(dump.stdout.contains("  contrast-minimum:\n    severity: error\n    normal: 7"))
        #expect(dump.stdout.contains("      dark: { normal: 4.5 }"))
        #expect(dump.stdout.contains("\"fgColor-link*\": interactive"))

        let file = try ConfigurationFile.parse(Data(dump.stdout.utf8), path: "dumped.yml")
        let again = ConfigurationDump.yaml(file.apply(to: Configuration()), filter: file.filter)
        // The same text but the header, which names the command that wrote it.
        #expect(dump.stdout.hasPrefix("# coloraudit effective configuration (coloraudit config --dump)\n"))
        #expect(
            again.drop { $0 != "\n" } == dump.stdout.drop { $0 != "\n" },
            "the dump is a fixed point: read back, it dumps the same text")
    }

    /// A flag set for one appearance (`cvd-collision`'s `allPairs`, a flag in its descriptor) is dumped as
    /// the reader takes it, `true`, not as the 1 it is kept as: the dump was refused when read back
    /// ("expected true or false, found the number 1"), found by arch10.
    @Test func aFlagSetForOneAppearanceReadsBack() throws {
        let space = try workspace()
        defer { space.remove() }
        try space.write(
            ".coloraudit.yml",
            """
            rules:
              cvd-collision:
                appearances:
                  dark: { allPairs: true, threshold: 8 }
            """)
        let dump = try space.run(["config", "--dump", "sub"])
        #expect(dump.status == 0)
        #expect(dump.stdout.contains("      dark: { allPairs: true, threshold: 8 }"))
        let file = try ConfigurationFile.parse(Data(dump.stdout.utf8), path: "dumped.yml")
        let again = ConfigurationDump.yaml(file.apply(to: Configuration()), filter: file.filter)
        #expect(again.drop { $0 != "\n" } == dump.stdout.drop { $0 != "\n" })
    }

    /// FuzzConfiguration, 2026-12-02: a double-quoted glob that spans a blank line holds a line feed
    /// (YAML folds one line break into a space and keeps the second), and the dump wrote it as a line
    /// break, which read back as a space. Control characters are now written as escapes (YAML 1.1 §5.7),
    /// so each pattern below reads back as itself.
    @Test func theDumpEscapesControlCharactersInPatterns() throws {
        let file = try ConfigurationFile.parse(
            Data("include: [\"a\n\n  b\", \"c\\td\\re\\u0001\\u2028\\\\\\\"\"]\n".utf8), path: "in.yml")
        #expect(file.filter.include.map(\.pattern) == ["a\nb", "c\td\re\u{01}\u{2028}\\\""])
        let dump = ConfigurationDump.yaml(file.apply(to: Configuration()), filter: file.filter)
        #expect(dump.contains(#"include: ["a\nb", "c\td\re\u0001\u2028\\\""]"#))
        let again = try ConfigurationFile.parse(Data(dump.utf8), path: "dumped.yml")
        #expect(again.filter.include.map(\.pattern) == file.filter.include.map(\.pattern))
    }

    /// The default configuration dumped and saved as `.coloraudit.yml` gives the same audit as no file:
    /// writing the default `deficiencies` list out once named achromatopsia, which the colour-vision search
    /// across role colours then checked too (19 more warnings on the CLI fixture's problems.yaml).
    /// `coloraudit config --dump > .coloraudit.yml` works although the shell creates the file empty first,
    /// and a file with only a comment means the defaults.
    @Test func theDefaultDumpChangesNoAudit() throws {
        let space = try GateWorkspace()
        defer { space.remove() }
        let problems = try String(
            contentsOf: Fixture.url("CLI").appendingPathComponent("problems.yaml"), encoding: .utf8)
        try space.write("p.yaml", problems)
        let plain = try space.run(["audit", "p.yaml", "--format", "json"])
        try space.write(".coloraudit.yml", "")
        let dump = try space.run(["config", "--dump"])
        #expect(dump.status == 0, "an empty configuration file means the defaults: \(dump.stderr)")
        #expect(dump.stdout.contains("    # deficiencies: [protanopia, deuteranopia, tritanopia, achromatopsia]"))
        try space.write(".coloraudit.yml", dump.stdout)
        let dumped = try space.run(["audit", "p.yaml", "--format", "json"])
        func findings(_ result: CLIRunner.Result) throws -> [String] {
            (try result.json()["findings"] as? [[String: Any]] ?? []).compactMap { $0["fingerprint"] as? String }
        }
        #expect(try findings(plain).count > 0)
        #expect(try findings(dumped) == findings(plain))
        try space.write(".coloraudit.yml", "# team settings\n\n")
        #expect(try findings(try space.run(["audit", "p.yaml", "--format", "json"])) == findings(plain))
    }
}
