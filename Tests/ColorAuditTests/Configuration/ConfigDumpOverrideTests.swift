import ColorAudit
import Foundation
import Testing

/// `coloraudit config --dump` with command-line settings, saved and read back with `--config`, gives
/// the same findings as the flags themselves: the flags apply over every palette's own `platform:` and
/// `rules:`, so the dump writes them under `override:`, which the file reads back as that layer.
@Suite struct ConfigDumpOverrideTests {
    /// #767676 on #ffffff is 4.5423:1 (derivation in `ConfigurationFileTests`): it meets the palette's own
    /// 3:1 and fails the command line's 7:1, so a dump that wrote 7 as a mere default (under the
    /// palette's 3) would lose the contrast-minimum finding.
    static let palette = """
        platform: ios
        colors:
          ink: "#767676"
          page: "#ffffff"
          red: "#d00000"
          green: "#00a000"
        pairs:
          - { foreground: ink, background: page, usage: text }
          - { foreground: red, background: page, usage: ui }
          - { foreground: green, background: page, usage: ui }
        rules:
          contrast-minimum: { normal: 3 }
          contrast-enhanced: off
        """

    static let css = """
        :root { --bg: #ffffff; --text: #767676; }
        .theme-midnight { --bg: #0b1020; --text: #5a6170; }
        """

    private func fingerprints(_ result: CLIRunner.Result) throws -> [String] {
        (try result.json()["findings"] as? [[String: Any]] ?? []).compactMap {
            guard let rule = $0["rule"] as? String, let fingerprint = $0["fingerprint"] as? String else { return nil }
            return "\(rule) \(fingerprint)"
        }.sorted()
    }

    /// Every option the dump takes: `--platform`, `--rule`, `--set` (also per appearance and for word
    /// lists) and `--css-theme`.
    @Test func theDumpReadBackGivesTheSameFindingsAsTheFlags() throws {
        let space = try GateWorkspace()
        defer { space.remove() }
        try space.write("p/palette.yaml", Self.palette)
        try space.write("p/app.css", Self.css)
        let flags = [
            "--platform", "web", "--rule", "contrast-enhanced=warning", "--set", "contrast-minimum.normal=7",
            "--set", "non-text-contrast.minimum@dark=4", "--set", "cvd-collision.allPairs=true", "--set",
            "cvd-collision.deficiencies=protanopia,deuteranopia", "--css-theme", ".theme-midnight=midnight:dark",
        ]
        let direct = try space.run(["audit", "p", "--format", "json", "--fail-on", "never"] + flags)
        #expect(direct.status == 0, "\(direct.stderr)")
        let dump = try space.run(["config", "--dump", "p", "-o", "d2.yml"] + flags)
        #expect(dump.status == 0, "\(dump.stderr)")
        let text = try space.read("d2.yml")
        #expect(text.contains("\noverride:\n  platform: web\n  rules:\n"), "\(text)")
        let viaFile = try space.run(["audit", "p", "--config", "d2.yml", "--format", "json", "--fail-on", "never"])
        #expect(viaFile.status == 0, "\(viaFile.stderr)")
        let expected = try fingerprints(direct)
        #expect(expected.contains { $0.hasPrefix("contrast-minimum ") }, "the command line's 7:1 applies")
        #expect(try fingerprints(viaFile) == expected)

        // The dump of the dump is the same text (a fixed point), and without flags the override is empty.
        let again = try space.run(["config", "--dump", "p", "--config", "d2.yml"])
        #expect(again.stdout == text)
        let plain = try space.run(["config", "--dump", "p"])
        #expect(plain.stdout.contains("\noverride: {}\n"))
    }

    /// `config --dump` takes audit's shorthands for rule parameters (README, Configuration: the command line)
    /// and writes each as its `--set` form, so the dump read back gives audit's findings with the shorthands.
    @Test func theDumpTakesAuditsShorthands() throws {
        let space = try GateWorkspace()
        defer { space.remove() }
        try space.write("p/palette.yaml", Self.palette)
        let shorthands = [
            "--all-pairs", "--deficiency", "protanopia,deuteranopia", "--anomaly", "0.4", "--glare", "0.05",
        ]
        let sets = [
            "--set", "cvd-collision.allPairs=true", "--set", "cvd-collision.deficiencies=protanopia,deuteranopia",
            "--set", "cvd-collision.anomaly=0.4", "--set", "contrast-under-glare.glare=0.05",
        ]
        let dump = try space.run(["config", "--dump", "p", "-o", "d.yml"] + shorthands)
        #expect(dump.status == 0, "\(dump.stderr)")
        let text = try space.read("d.yml")
        #expect(text.contains("\noverride:\n  rules:\n"), "\(text)")
        #expect(try space.run(["config", "--dump", "p"] + sets).stdout == text)
        let direct = try space.run(["audit", "p", "--format", "json", "--fail-on", "never"] + shorthands)
        let viaFile = try space.run(["audit", "p", "--config", "d.yml", "--format", "json", "--fail-on", "never"])
        #expect(direct.status == 0 && viaFile.status == 0, "\(direct.stderr)\(viaFile.stderr)")
        #expect(try fingerprints(viaFile) == fingerprints(direct))
        // The finding limit is no configuration setting: the dump refuses it rather than drop it.
        #expect(try space.run(["config", "--dump", "p", "--max-findings", "3"]).status == 2)
    }

    @Test func overrideIsReadAndCheckedAtItsLine() throws {
        let text = "override:\n  platfrom: ios\n  rules:\n    nope: off\n"
        do {
            _ = try ConfigurationFile.parse(Data(text.utf8), path: "c.yml")
            Issue.record("expected an error")
        } catch {
            let places = error.listed.map { "\($0.location?.line ?? 0):\($0.location?.column ?? 0)" }
            #expect(places == ["2:3", "4:5"])
            #expect(error.listed[0].message.hasPrefix("override: unknown key 'platfrom' (did you mean 'platform'?)"))
        }
        let file = try ConfigurationFile.parse(
            Data("override:\n  platform: android\n  rules:\n    contrast-enhanced: note\n".utf8), path: "c.yml")
        #expect(file.overridePlatform == .android)
        let configuration = file.apply(to: Configuration())
        #expect(configuration.platform(over: .ios) == .android)
        var own = RuleSettings()
        own.levels["contrast-enhanced"] = .off
        #expect(configuration.settings(over: own).levels["contrast-enhanced"] == .on(.note))
    }
}
