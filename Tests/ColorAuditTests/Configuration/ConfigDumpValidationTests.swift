import ColorAudit
import Foundation
import Testing

/// `coloraudit config --dump` refuses what `audit` refuses, with audit's messages and exit 2: a missing
/// PATH, and per-appearance parameters naming an appearance or theme that no palette under PATH has —
/// so a dump never writes a `.coloraudit.yml` that the audit then rejects.
@Suite struct ConfigDumpValidationTests {
    /// A workspace holding `sub/palette.yaml` (the palette of `ConfigurationFileTests`, with a theme
    /// `dim` based on dark).
    private func workspace() throws -> GateWorkspace {
        let space = try GateWorkspace()
        try space.write("sub/palette.yaml", ConfigurationFileTests.palette + "\nthemes:\n  dim: { base: dark }\n")
        return space
    }

    @Test func anUnknownAppearanceFromTheCommandLineIsRefusedAsByAudit() throws {
        let space = try workspace()
        defer { space.remove() }
        let expected =
            "coloraudit: error: --set contrast-minimum.normal@drak: 'drak' is not an appearance or theme of the "
            + "audited palettes; expected one of light, dark, light-high-contrast, "
            + "dark-high-contrast or the themes dim"
        let audit = try space.run(["audit", "sub", "--set", "contrast-minimum.normal@drak=6"])
        #expect(audit.status == 2)
        #expect(audit.stderr.contains(expected), "\(audit.stderr)")
        let dump = try space.run([
            "config", "--dump", "sub", "--set", "contrast-minimum.normal@drak=6", "-o", "dumped.yml",
        ])
        #expect(dump.status == 2)
        #expect(dump.stderr.contains(expected), "\(dump.stderr)")
        // Nothing is written.
        #expect(!FileManager.default.fileExists(atPath: space.root.appendingPathComponent("dumped.yml").path))

        // A theme of the palette, and a standard appearance, are accepted.
        let theme = try space.run([
            "config", "--dump", "sub", "--set", "contrast-minimum.normal@dim=6", "--set",
            "contrast-minimum.normal@dark=6",
        ])
        #expect(theme.status == 0, "\(theme.stderr)")
        #expect(theme.stdout.contains("      dim: { normal: 6 }"))
        #expect(theme.stdout.contains("      dark: { normal: 6 }"))
    }

    @Test func anUnknownAppearanceInTheFileIsRefusedAtItsLine() throws {
        let space = try workspace()
        defer { space.remove() }
        // `      light-high-contast: …`: the key starts at column 7 of line 4.
        try space.write(
            ".coloraudit.yml",
            "rules:\n  contrast-minimum:\n    appearances:\n      light-high-contast: { normal: 7 }\n")
        let dump = try space.run(["config", "--dump", "sub"])
        #expect(dump.status == 2)
        #expect(dump.stderr.contains(".coloraudit.yml:4:7: error: rule 'contrast-minimum' appearances: "))
        #expect(dump.stderr.contains("did you mean 'light-high-contrast'?"))
    }

    @Test func aMissingPathIsRefusedAsByAudit() throws {
        let space = try workspace()
        defer { space.remove() }
        let missing = space.root.appendingPathComponent("nonexistent").path
        let audit = try space.run(["audit", missing])
        let dump = try space.run(["config", "--dump", missing])
        #expect(audit.status == 2)
        #expect(dump.status == 2)
        #expect(dump.stdout.isEmpty)
        #expect(dump.stderr.contains("\(missing): error: no such file or folder"), "\(dump.stderr)")
        #expect(audit.stderr.contains("\(missing): error: no such file or folder"))
    }

    /// The loader tells a missing path apart from a file it could not read: `config --dump` refuses the
    /// first as audit does, and for the second (the audit would stop at it, its names are unknown) writes
    /// the dump without checking names, as the README says.
    @Test func aMissingPathIsToldApartFromAnUnreadablePalette() throws {
        let space = try workspace()
        defer { space.remove() }
        try space.write("broken/p.yaml", "colors:\n  text: '#12345g'\n")
        let missing = space.root.appendingPathComponent("nonexistent").path
        let broken = space.root.appendingPathComponent("broken").path
        do {
            _ = try PaletteLoader().load([missing, broken])
            Issue.record("a missing path and a broken palette loaded")
        } catch {
            #expect(error.missingPaths == [missing])
            // One error for the missing path, one for the broken file.
            #expect(error.errors.count == 2)
        }
        let dump = try space.run(["config", "--dump", "broken"])
        #expect(dump.status == 0, "\(dump.stderr)")
        #expect(dump.stdout.hasPrefix("# coloraudit effective configuration"))
    }

    /// With no palette files under PATH only the standard appearances are known: a dump to start a
    /// configuration in an empty repository still works, and a misspelt standard name is still refused.
    @Test func withNoPalettesTheStandardNamesAreChecked() throws {
        let space = try GateWorkspace()
        defer { space.remove() }
        try space.write("empty/README.txt", "nothing here\n")
        let plain = try space.run(["config", "--dump", "empty"])
        #expect(plain.status == 0, "\(plain.stderr)")
        let dark = try space.run(["config", "--dump", "empty", "--set", "contrast-minimum.normal@dark=6"])
        #expect(dark.status == 0, "\(dark.stderr)")
        let typo = try space.run(["config", "--dump", "empty", "--set", "contrast-minimum.normal@drak=6"])
        #expect(typo.status == 2)
        #expect(typo.stderr.contains("'drak' is not an appearance or theme of the audited palettes"))
    }
}
