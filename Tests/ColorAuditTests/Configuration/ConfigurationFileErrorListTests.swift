import ColorAudit
import Foundation
import Testing

/// A configuration file reports every independent problem at once, as palette files do
/// (`ConfigurationError.further`), each at its file, line and column with what was expected; the CLI
/// prints them all and exits 2.
@Suite struct ConfigurationFileErrorListTests {
    /// Four independent problems (columns counted by hand: `    normal: 40` puts `40` at column 13;
    /// `  nope: off` puts the key at column 3; `  "*-link": txt` puts `txt` at column 13; `exclude:
    /// "vendor/**"` puts the string at column 10).
    static let fourProblems = """
        platform: web
        rules:
          contrast-minimum:
            normal: 40
          nope: off
        roles:
          "*-link": txt
        exclude: "vendor/**"

        """

    @Test func everyIndependentProblemIsListedInFileOrder() throws {
        do {
            _ = try ConfigurationFile.parse(Data(Self.fourProblems.utf8), path: "c.yml")
            Issue.record("expected an error")
        } catch {
            let lines = error.description.split(separator: "\n").map(String.init)
            #expect(lines.count == 4)
            #expect(
                lines.first == "c.yml:4:13: error: rule 'contrast-minimum' normal: 40 is out of range; expected 1 to 21"
            )
            #expect(
                lines.dropFirst().first?.hasPrefix(
                    "c.yml:5:3: error: rules: unknown rule 'nope'; valid rules: no-pairs-checked, contrast-minimum, ")
                    == true)
            #expect(
                lines.dropFirst(2).first
                    == "c.yml:7:13: error: roles '*-link': unknown value 'txt' (did you mean 'text'?); expected one "
                    + "of text, background, interactive, icon, border, focus, decorative")
            #expect(
                lines.last
                    == "c.yml:8:10: error: exclude: expected a list of path patterns, found the string 'vendor/**'")
            #expect(error.further.count == 3)
        }
    }

    /// Problems inside one list or mapping are independent too: an unknown key, two bad roles, two bad
    /// CSS theme entries and two bad path patterns are all reported.
    @Test func entriesOfOneKeyAreCheckedOnTheirOwn() throws {
        let text = """
            platfrom: web
            roles:
              "a*": txt
              "b*": bg
            cssThemes:
              ".x": midnight
              ".y": "night:dusk"
            include: [{ a: 1 }, "[a"]

            """
        do {
            _ = try ConfigurationFile.parse(Data(text.utf8), path: "c.yml")
            Issue.record("expected an error")
        } catch {
            let places = error.listed.map { "\($0.location?.line ?? 0):\($0.location?.column ?? 0)" }
            // `  "a*": txt` and `  ".x": midnight`: the value at column 9; `include: [{ a: 1 }, "[a"]`: the
            // items at columns 11 and 21.
            #expect(places == ["1:1", "3:9", "4:9", "6:9", "7:9", "8:11", "8:21"])
            #expect(error.listed[0].message.contains("unknown key 'platfrom' (did you mean 'platform'?)"))
        }
    }

    @Test func theCLIPrintsEveryProblemAndExits2() throws {
        let space = try GateWorkspace()
        defer { space.remove() }
        try space.write("palette.yaml", ConfigurationFileTests.palette)
        try space.write(".coloraudit.yml", Self.fourProblems)
        let result = try space.run(["audit", "palette.yaml"])
        #expect(result.status == 2)
        for place in [":4:13: error: ", ":5:3: error: ", ":7:13: error: ", ":8:10: error: "] {
            #expect(result.stderr.contains(".coloraudit.yml" + place))
        }
    }
}
