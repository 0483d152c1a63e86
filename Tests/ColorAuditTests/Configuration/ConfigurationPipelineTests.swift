import Foundation
import Testing

@testable import ColorAudit
@testable import ColorScience

/// The one configuration pipeline: palette `rules:`, configuration file settings and the command line
/// through `SettingValidator`, merged defaults < file < palette < command line; level semantics for
/// rules that grade their findings; per-appearance thresholds; role patterns.
///
/// Ratios are hand-derived with the WCAG 2.2 formula (linear = ((c + 0.055)/1.055)^2.4 for c > 0.04045,
/// L = 0.2126 R + 0.7152 G + 0.0722 B, ratio = (L1 + 0.05)/(L2 + 0.05)):
/// - #767676: c = 118/255 = 0.462745 → ((0.462745 + 0.055)/1.055)^2.4 = 0.490754^2.4 = 0.181164; grey, so
///   L = 0.181164; on #ffffff (L 1): 1.05/0.231164 = 4.5423:1 — meets 4.5, fails 7.
/// - #d0d7de: R 0.630757, G 0.679542, B 0.730461 → L = 0.672847; on #ffffff 1.05/0.722847 = 1.4526:1 —
///   fails 3 (1.4.11 focus ring) and, against an unfocused #ffffff, the 3:1 state change (2.4.13).
@Suite struct ConfigurationPipelineTests {
    private func palette(_ yaml: String, path: String = "test.yaml") throws(PaletteError) -> Palette {
        try NativePaletteImporter().importPalette(contents: Data(yaml.utf8), path: path)
    }

    private let greyText = """
        colors:
          canvas: { light: "#ffffff", light-high-contrast: "#ffffff", role: background }
          label: { light: "#767676", light-high-contrast: "#767676", role: text }
        pairs:
          - { foreground: label, background: canvas }

        """

    @Test("Merge order: defaults < configuration file < palette rules: < command line")
    func mergeOrder() throws {
        let key = "contrast-minimum.normal"
        func effective(file: Double?, palette: Double?, commandLine: Double?) throws -> Double {
            var yaml = greyText
            if let palette { yaml += "rules:\n  contrast-minimum: { normal: \(palette) }\n" }
            var configuration = Configuration()
            if let file { configuration.fileSettings.parameters[key] = file }
            if let commandLine { configuration.rules.parameters[key] = commandLine }
            return AuditContext(palette: try self.palette(yaml), configuration: configuration)
                .value(of: ContrastMinimumRule.normal)
        }
        #expect(try effective(file: nil, palette: nil, commandLine: nil) == 4.5)  // WCAG 1.4.3 default
        #expect(try effective(file: 3, palette: nil, commandLine: nil) == 3)
        #expect(try effective(file: 3, palette: 5, commandLine: nil) == 5)
        #expect(try effective(file: 3, palette: 5, commandLine: 6) == 6)
        #expect(try effective(file: nil, palette: 5, commandLine: 6) == 6)
        // Platform: command line, then palette, then file, then web.
        var configuration = Configuration()
        configuration.filePlatform = .android
        #expect(configuration.platform(over: nil) == .android)
        #expect(configuration.platform(over: .ios) == .ios)
        configuration.platform = .web
        #expect(configuration.platform(over: .ios) == .web)
        #expect(Configuration().platform(over: nil) == .web)
    }

    @Test("Palette rules: and --set go through the same validator and say the same thing")
    func oneValidator() throws {
        // Out of range: contrast ratios are 1…21.
        var fromFile = ""
        do {
            _ = try palette("colors: {a: '#000000'}\nrules:\n  contrast-minimum: { normal: 22 }\n")
        } catch {
            fromFile = error.message
            #expect(error.location.line == 3)
            #expect(error.location.column == 31)
        }
        // The library names the settings by hints; the command line spells them as its options.
        let options = HintSpelling(names: [.ruleParameter: "--set", .ruleLevel: "--rule"])
        var settings = RuleSettings()
        var fromCommandLine = ""
        do {
            try SettingValidator().commandLineParameter("contrast-minimum.normal=22", into: &settings)
        } catch {
            fromCommandLine = error.text.rendered(options)
            #expect(error.text.parts.first == .hint(.ruleParameter, argument: "contrast-minimum.normal=22"))
            #expect(error.location == nil)
        }
        #expect(fromFile == "rule 'contrast-minimum' normal: 22 is out of range; expected 1 to 21")
        #expect(fromCommandLine == "--set contrast-minimum.normal=22: " + fromFile)
        // Unknown rule, with a suggestion, both ways.
        #expect(throws: ConfigurationError.self) {
            try SettingValidator().commandLineLevel("contrast-minimun=off", into: &settings)
        }
        do {
            try SettingValidator().commandLineLevel("contrast-minimun=off", into: &settings)
        } catch {
            #expect(error.message.contains("unknown rule 'contrast-minimun' (did you mean 'contrast-minimum'?)"))
            #expect(error.description(options).hasPrefix("error: --rule contrast-minimun=off: "))
        }
        // Flags take true/false, word lists known words.
        #expect(throws: ConfigurationError.self) {
            try SettingValidator().commandLineParameter("cvd-collision.allPairs=1", into: &settings)
        }
        #expect(throws: ConfigurationError.self) {
            try SettingValidator().commandLineParameter("cvd-collision.deficiencies=protanopia,deutan", into: &settings)
        }
        try SettingValidator().commandLineParameter(
            "cvd-collision.deficiencies=tritanopia, protanopia", into: &settings)
        #expect(settings.words["cvd-collision.deficiencies"] == ["tritanopia", "protanopia"])
    }

    @Test("The old options are shorthands for rule parameters")
    func shorthands() throws {
        var options = ConfigurationOverrides()
        options.allPairs = true
        options.anomaly = "0.6"
        options.deficiencies = ["deuteranopia,protanomaly"]
        options.glare = "indoor"
        options.ruleLevels = ["cvd-collision=note"]
        options.ruleParameters = ["contrast-minimum.normal@dark-high-contrast=7"]
        let configuration = try options.apply(to: Configuration())
        let rules = configuration.rules
        #expect(rules.flags["cvd-collision.allPairs"] == true)
        #expect(rules.parameters["cvd-collision.anomaly"] == 0.6)
        #expect(rules.words["cvd-collision.deficiencies"] == ["deuteranopia", "protanomaly"])
        // Indoor glare: E = 500 lx on a screen of reflectance 0.045 reflects 500 · 0.045 / π = 7.162 cd/m²;
        // against a 500 cd/m² white that is 0.014324.
        #expect(abs((rules.parameters["contrast-under-glare.glare"] ?? 0) - 0.014324) < 1e-6)
        #expect(rules.levels["cvd-collision"] == .on(.note))
        #expect(rules.appearanceParameters["dark-high-contrast"]?["contrast-minimum.normal"] == 7)
        // The simulators follow the parameters: deuteranopia, and protanomaly at 0.6.
        let simulators = CVDCollisionRule.simulators(for: configuration)
        #expect(simulators.map(\.deficiency) == [.deuteranopia, .protanomaly])
        #expect(simulators.last?.severity == 0.6)
        // The same as parameters in a palette file.
        let written = try palette(
            """
            colors: {a: '#000000'}
            rules:
              cvd-collision: { allPairs: true, anomaly: 0.6, deficiencies: [deuteranopia, protanomaly] }
              contrast-under-glare: { glare: 0.014324 }

            """)
        #expect(written.settings.flags["cvd-collision.allPairs"] == true)
        #expect(written.settings.words["cvd-collision.deficiencies"] == ["deuteranopia", "protanomaly"])
        var bad = ConfigurationOverrides()
        bad.anomaly = "2"
        #expect(throws: ConfigurationError.self) { try bad.apply(to: Configuration()) }
    }

    @Test("A configured level keeps a rule's own grading: default severity → level, others keep their distance")
    func levelSemantics() throws {
        // The ring #d0d7de on white is 1.4526:1 < 3 (1.4.11: error by default) and against the unfocused
        // white 1.4526:1 < 3 (2.4.13 state change: warning by default).
        let yaml = """
            colors:
              canvas: { value: "#ffffff", role: background }
              ring: { value: "#d0d7de", role: focus }
              idle: { value: "#ffffff", role: border }
            pairs:
              - { foreground: ring, background: canvas, usage: focus, unfocused: idle }

            """
        let rule: RuleID = "focus-indicator-contrast"
        func severities(_ level: String?) throws -> [Severity] {
            var configuration = Configuration()
            if let level { configuration.rules.levels[rule] = RuleSettings.Level(level) }
            return Auditor(configuration: configuration).audit(try palette(yaml)).findings(rule).map(\.severity)
                .sorted()
        }
        #expect(try severities(nil) == [.warning, .error])
        #expect(try severities("error") == [.warning, .error])  // the default level changes nothing
        #expect(try severities("warning") == [.note, .warning])
        #expect(try severities("note") == [.note, .note])  // clamped at note
        #expect(try severities("off").isEmpty)
        // The mapping itself, for cvd-collision (warning; group collisions are errors).
        let level = RuleSettings.Level.on(.note)
        #expect(level.severity(of: .warning, ruleDefault: .warning) == .note)
        #expect(level.severity(of: .error, ruleDefault: .warning) == .warning)
        #expect(RuleSettings.Level.on(.error).severity(of: .error, ruleDefault: .warning) == .error)
        #expect(RuleSettings.Level.on(.error).severity(of: .note, ruleDefault: .warning) == .warning)
        #expect(RuleSettings.Level.off.severity(of: .error, ruleDefault: .warning) == nil)
    }

    @Test("A threshold set for one appearance changes that appearance's verdict only")
    func perAppearanceThreshold() throws {
        // #767676 on #ffffff is 4.5423:1 in both appearances: it meets 4.5 (light) and fails 7 (light-high-contrast).
        let plain = Auditor().audit(try palette(greyText))
        #expect(plain.findings("contrast-minimum").isEmpty)
        let written = try palette(
            greyText + "rules:\n  contrast-minimum:\n    appearances:\n      light-high-contrast: { normal: 7 }\n")
        let report = Auditor().audit(written)
        let findings = report.findings("contrast-minimum")
        #expect(findings.map(\.appearance) == [.lightHighContrast])
        #expect(findings.first?.measurements["required"]?.value == 7)
        // The same from the command line.
        var configuration = Configuration()
        try SettingValidator().commandLineParameter(
            "contrast-minimum.normal@light-high-contrast=7", into: &configuration.rules)
        let fromFlags = Auditor(configuration: configuration).audit(try palette(greyText))
        #expect(fromFlags.findings("contrast-minimum").map(\.appearance) == [.lightHighContrast])
        // A pair whose colours are the same everywhere is judged in each appearance once thresholds differ.
        let uniform = try palette(
            """
            colors:
              canvas: "#ffffff"
              label: "#767676"
              tint: { light: "#0000ee", light-high-contrast: "#00008b", role: interactive }
            pairs:
              - { foreground: label, background: canvas }

            """)
        let judged = Auditor(configuration: configuration).audit(uniform).findings("contrast-minimum")
        #expect(judged.map(\.appearance) == [.lightHighContrast])
    }

    @Test("Unknown keys under appearances and a bad appearance name are errors at their line")
    func perAppearanceErrors() throws {
        do {
            _ = try palette(
                greyText + "rules:\n  contrast-minimum:\n    appearances:\n      any: { normal: 7 }\n")
            Issue.record("no error")
        } catch {
            #expect(error.location.line == 9)
            #expect(error.message.contains("'any' is not an appearance or theme name"))
        }
        do {
            _ = try palette(
                greyText + "rules:\n  contrast-minimum:\n    appearances:\n      dark: { nromal: 7 }\n")
            Issue.record("no error")
        } catch {
            #expect(error.location.line == 9)
            #expect(error.location.column == 15)  // six spaces and `dark: { ` before it
            #expect(error.message.contains("unknown parameter 'nromal' (did you mean 'normal'?)"))
        }
    }

    @Test("Role patterns: palette roles: before inference, configuration roles: over inferred roles")
    func rolePatterns() throws {
        // Inference reads the head segment: fgColor → fg → text, so fgColor-linkHover is text.
        let yaml = """
            colors:
              canvas: { value: "#ffffff", role: background }
              fgColor-linkHover: "#0969da"
              fgColor-muted: "#59636e"
              fgColor-link: { value: "#0969da", role: text }

            """
        let inferred = try palette(yaml)
        #expect(inferred.token(named: "fgColor-linkHover")?.role == .text)
        var configuration = Configuration()
        configuration.rolePatterns = [
            RolePattern(glob: try Glob("fgColor-link*"), role: .interactive, location: SourceLocation(file: "c"))
        ]
        let audited = Auditor(configuration: configuration).audit(inferred).palette
        #expect(audited.token(named: "fgColor-linkHover")?.role == .interactive)
        #expect(audited.token(named: "fgColor-linkHover")?.roleSource == .pattern)
        #expect(audited.token(named: "fgColor-muted")?.role == .text)  // not matched: still inferred
        #expect(audited.token(named: "fgColor-link")?.role == .text)  // declared wins
        // The palette's own roles: (first match wins) beat the configuration's patterns.
        let patterned = try palette(yaml + "roles:\n  \"*-linkHover\": icon\n  \"fgColor-*\": decorative\n")
        #expect(patterned.token(named: "fgColor-linkHover")?.role == .icon)
        #expect(patterned.token(named: "fgColor-muted")?.role == .decorative)
        let both = Auditor(configuration: configuration).audit(patterned).palette
        #expect(both.token(named: "fgColor-linkHover")?.role == .icon)
        // A malformed pattern or unknown role is an error at its line.
        do {
            _ = try palette(yaml + "roles:\n  \"fg[Color\": text\n")
            Issue.record("no error")
        } catch {
            #expect(error.location.line == 7)
            #expect(error.message.contains("not closed"))
        }
        do {
            _ = try palette(yaml + "roles:\n  \"fg*\": txt\n")
            Issue.record("no error")
        } catch {
            #expect(error.location.line == 7)
            #expect(error.message.contains("unknown value 'txt' (did you mean 'text'?)"))
        }
    }

    @Test("Glob patterns for names and paths")
    func globs() throws {
        #expect(try Glob("fgColor-link*").matches("fgColor-link"))
        #expect(try Glob("fgColor-link*").matches("fgColor-linkHover"))
        #expect(try !Glob("fgColor-link*").matches("bgColor-link"))
        #expect(try Glob("*.text.*").matches("color.text.primary"))
        #expect(try Glob("gray-?").matches("gray-5"))
        #expect(try !Glob("gray-?").matches("gray-10"))
        #expect(try Glob("gray-[1-3]").matches("gray-2"))
        #expect(try !Glob("gray-[!1-3]").matches("gray-2"))
        #expect(try Glob("a\\*").matches("a*"))
        #expect(try !Glob("a\\*").matches("ab"))
        // Paths: * stays in a segment, ** spans segments (none included).
        #expect(try Glob("palettes/*.yaml").matchesPath("palettes/a.yaml"))
        #expect(try !Glob("palettes/*.yaml").matchesPath("palettes/x/a.yaml"))
        #expect(try Glob("palettes/**/*.yaml").matchesPath("palettes/a.yaml"))
        #expect(try Glob("palettes/**/*.yaml").matchesPath("palettes/x/y/a.yaml"))
        #expect(try Glob("**/vendor/**").matchesPath("a/vendor/b/c.json"))
        #expect(try Glob("**/vendor/**").matchesPath("vendor/c.json"))
        #expect(try !Glob("**/vendor/**").matchesPath("a/vendors/c.json"))
        #expect(throws: GlobError.self) { try Glob("a[b") }
        // No exponential blow-up: 40 stars against 60 a's and a b is answered at once.
        #expect(try !Glob(String(repeating: "*a", count: 40) + "c").matches(String(repeating: "a", count: 60) + "b"))
    }
}
