import ColorAudit
import Foundation
import Testing

/// `key-color-consistency`'s two settings typed as what they are: `maxFamilies` a whole number (a count
/// of hue families, 1…10), `includeGray` a flag. Files written when `includeGray` was a number (`1`,
/// `0`) still read; anything else that is not a count or a flag is an error at its line and column.
@Suite struct CountAndFlagSettingTests {
    private func read(_ rules: String) throws(ConfigurationError) -> RuleSettings {
        try ConfigurationFile.parse(Data("rules:\n  key-color-consistency: \(rules)\n".utf8), path: "c.yml").rules
    }

    private func error(_ rules: String) -> ConfigurationError? {
        do {
            _ = try read(rules)
            return nil
        } catch {
            return error
        }
    }

    @Test func theDeclarationsAreACountAndAFlag() {
        #expect(KeyColorConsistencyRule.maxFamilies.declaration.kind == .integer)
        #expect(KeyColorConsistencyRule.maxFamilies.defaultValue == 1)
        #expect(KeyColorConsistencyRule.includeGray.declaration.kind == .flag)
        #expect(KeyColorConsistencyRule.includeGray.defaultValue == false)
    }

    @Test func aCountIsStoredAsAWholeNumber() throws {
        let settings = try read("{ maxFamilies: 3 }")
        #expect(settings[KeyColorConsistencyRule.maxFamilies] == 3)
        #expect(settings.integers == ["key-color-consistency.maxFamilies": 3])
        #expect(settings.parameters.isEmpty)
        // 2.0 and 1e1 are whole numbers too.
        #expect(try read("{ maxFamilies: 2.0 }")[KeyColorConsistencyRule.maxFamilies] == 2)
        #expect(try read("{ maxFamilies: 1e1 }")[KeyColorConsistencyRule.maxFamilies] == 10)
    }

    /// `rules:` is line 1, the rule line 2: `  key-color-consistency: { maxFamilies: ` puts the value at
    /// column 41.
    @Test func aFractionOrNegativeCountIsAnErrorAtItsPlace() throws {
        let fraction = try #require(error("{ maxFamilies: 2.5 }"))
        #expect(fraction.kind == .invalidParameterValue)
        #expect(fraction.location == SourceLocation(file: "c.yml", line: 2, column: 41))
        #expect(
            fraction.message
                == "rule 'key-color-consistency' maxFamilies: expected a whole number, found the number 2.5")
        let negative = try #require(error("{ maxFamilies: -1 }"))
        #expect(negative.kind == .invalidParameterValue)
        #expect(negative.location == SourceLocation(file: "c.yml", line: 2, column: 41))
        #expect(negative.message == "rule 'key-color-consistency' maxFamilies: -1 is out of range; expected 1 to 10")
        let quoted = try #require(error("{ maxFamilies: \"2\" }"))
        #expect(
            quoted.message == "rule 'key-color-consistency' maxFamilies: expected a whole number, found the string '2'")
    }

    @Test func aFlagReadsTrueFalseAndTheNumbersItOnceWas() throws {
        #expect(try read("{ includeGray: true }")[KeyColorConsistencyRule.includeGray] == true)
        #expect(try read("{ includeGray: false }")[KeyColorConsistencyRule.includeGray] == false)
        #expect(try read("{ includeGray: 1 }")[KeyColorConsistencyRule.includeGray] == true)
        #expect(try read("{ includeGray: 0 }")[KeyColorConsistencyRule.includeGray] == false)
        #expect(try read("{ includeGray: 1 }").parameters.isEmpty)
        let half = try #require(error("{ includeGray: 0.7 }"))
        #expect(half.kind == .invalidParameterValue)
        #expect(half.location == SourceLocation(file: "c.yml", line: 2, column: 41))
        #expect(
            half.message
                == "rule 'key-color-consistency' includeGray: expected true, false, 1 or 0, found the number 0.7")
    }

    /// Only the flag that was a number reads 1 and 0; `cvd-collision.allPairs` never did.
    @Test func otherFlagsStillRefuseNumbers() throws {
        do {
            _ = try ConfigurationFile.parse(Data("rules:\n  cvd-collision: { allPairs: 1 }\n".utf8), path: "c.yml")
            Issue.record("allPairs: 1 was read")
        } catch {
            #expect(error.message == "rule 'cvd-collision' allPairs: expected true or false, found the number 1")
        }
    }

    @Test func theCommandLineReadsThemAsFilesDo() throws {
        var settings = RuleSettings()
        let validator = SettingValidator()
        try validator.commandLineParameter("key-color-consistency.includeGray=1", into: &settings)
        try validator.commandLineParameter("key-color-consistency.maxFamilies=4", into: &settings)
        #expect(settings[KeyColorConsistencyRule.includeGray] == true)
        #expect(settings[KeyColorConsistencyRule.maxFamilies] == 4)
        do {
            try validator.commandLineParameter("key-color-consistency.maxFamilies=1.5", into: &settings)
            Issue.record("maxFamilies=1.5 was read")
        } catch {
            #expect(error.kind == .invalidParameterValue)
            #expect(error.message.hasSuffix("maxFamilies: expected a whole number, found '1.5'"))
        }
    }

    /// No rule reads a whole number per appearance (`AuditContext.value(of:)` of a count takes no
    /// appearance), so one set there would be kept and never used: it is refused, as a word list is, at
    /// the value's place. `  key-color-consistency: { appearances: { dark: { maxFamilies: ` is 63
    /// characters: the value is at line 2, column 64. The command line's `@APPEARANCE` goes through the same
    /// validator.
    @Test func aCountPerAppearanceIsAnErrorAtItsPlace() throws {
        let error = try #require(self.error("{ appearances: { dark: { maxFamilies: 3 } } }"))
        #expect(error.kind == .invalidParameterValue)
        #expect(error.location == SourceLocation(file: "c.yml", line: 2, column: 64))
        #expect(
            error.description
                == "c.yml:2:64: error: rule 'key-color-consistency' maxFamilies in dark: a whole-number "
                + "parameter cannot be set per appearance")
        var settings = RuleSettings()
        do {
            try SettingValidator().commandLineParameter("key-color-consistency.maxFamilies@dark=3", into: &settings)
            Issue.record("maxFamilies@dark=3 was read")
        } catch {
            #expect(error.kind == .invalidParameterValue)
            #expect(
                error.message.hasSuffix("maxFamilies in dark: a whole-number parameter cannot be set per appearance"))
        }
        #expect(settings.appearanceParameters.isEmpty)
    }

    /// The dump writes the flag as a word and the count as a whole number, and reads back the same.
    @Test func theDumpWritesAWordAndAWholeNumberAndReadsBack() throws {
        let settings = try read("{ includeGray: 1, maxFamilies: 2, appearances: { dark: { includeGray: 0 } } }")
        var configuration = Configuration()
        configuration.fileSettings = settings
        let dump = ConfigurationDump.yaml(configuration)
        #expect(
            dump.contains("\n  key-color-consistency:\n    severity: note\n    maxFamilies: 2\n    includeGray: true\n")
        )
        #expect(dump.contains("\n      dark: { includeGray: false }\n"))
        let again = try ConfigurationFile.parse(Data(dump.utf8), path: "dump.yml").rules
        #expect(again[KeyColorConsistencyRule.includeGray] == true)
        #expect(again[KeyColorConsistencyRule.maxFamilies] == 2)
        #expect(again.appearanceParameters == settings.appearanceParameters)
    }
}
