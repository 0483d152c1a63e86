import Foundation
import Testing

@testable import ColorAudit

/// `ConfigurationError.kind` sorts every problem of a configuration file or override: one hand-made
/// broken setting per kind.
@Suite struct ConfigurationErrorKindTests {
    /// The kind of the error `body` throws, or `nil` when it throws none.
    static func kind(_ body: () throws(ConfigurationError) -> Void) -> ConfigurationError.Kind? {
        do {
            try body()
            return nil
        } catch {
            return error.kind
        }
    }

    /// The kind of the first problem of a configuration file holding `yaml`.
    static func kind(ofFile yaml: String) -> ConfigurationError.Kind? {
        kind { () throws(ConfigurationError) in _ = try ConfigurationFile.parse(Data(yaml.utf8), path: "c.yml") }
    }

    /// A name for each kind, by an exhaustive switch (a new kind does not compile here until it is named).
    static func name(_ kind: ConfigurationError.Kind) -> String {
        switch kind {
        case .unreadableFile: "unreadableFile"
        case .syntax: "syntax"
        case .structure: "structure"
        case .unknownKey: "unknownKey"
        case .unknownRule: "unknownRule"
        case .unknownParameter: "unknownParameter"
        case .invalidLevel: "invalidLevel"
        case .invalidParameterValue: "invalidParameterValue"
        case .invalidValue: "invalidValue"
        case .unknownName: "unknownName"
        }
    }

    /// Configuration files, each with one problem, and the kind it is.
    static let fileCases: [(yaml: String, kind: ConfigurationError.Kind)] = [
        ("rules: [\n", .syntax),
        ("rules: [contrast-minimum]\n", .structure),
        ("rulez:\n  contrast-minimum: error\n", .unknownKey),
        ("rules:\n  no-such-rule: error\n", .unknownRule),
        ("rules:\n  contrast-minimum: loud\n", .invalidLevel),
        ("rules:\n  contrast-minimum:\n    level: error\n    loudness: 3\n", .unknownParameter),
        ("rules:\n  contrast-minimum:\n    normal: loud\n", .invalidParameterValue),
        ("version: 99\n", .invalidValue),
    ]

    @Test(arguments: fileCases)
    func aConfigurationFileProblemHasItsKind(yaml: String, kind: ConfigurationError.Kind) {
        #expect(Self.kind(ofFile: yaml) == kind, "\(yaml)")
    }

    @Test func aMissingConfigurationFileIsUnreadable() throws {
        let folder = try ImportTempFolder()
        let kind = Self.kind { () throws(ConfigurationError) in
            _ = try ConfigurationFile.read(folder.root + "/missing.yml")
        }
        #expect(kind == .unreadableFile)
    }

    /// Command-line overrides: their form, rule, parameter, level and values.
    @Test func overrideProblemsHaveTheirKinds() {
        var settings = RuleSettings()
        let validator = SettingValidator()
        #expect(
            Self.kind { () throws(ConfigurationError) in
                try validator.commandLineLevel("contrast-minimum", into: &settings)
            } == .syntax)
        #expect(
            Self.kind { () throws(ConfigurationError) in
                try validator.commandLineLevel("no-such-rule=error", into: &settings)
            } == .unknownRule)
        #expect(
            Self.kind { () throws(ConfigurationError) in
                try validator.commandLineLevel("contrast-minimum=loud", into: &settings)
            } == .invalidLevel)
        #expect(
            Self.kind { () throws(ConfigurationError) in
                try validator.commandLineParameter("contrast-minimum.loudness=3", into: &settings)
            } == .unknownParameter)
        #expect(
            Self.kind { () throws(ConfigurationError) in
                try validator.commandLineParameter("contrast-minimum.normal=loud", into: &settings)
            } == .invalidParameterValue)
        var overrides = ConfigurationOverrides()
        overrides.platform = "amiga"
        #expect(
            Self.kind { () throws(ConfigurationError) in _ = try overrides.apply(to: Configuration()) } == .invalidValue
        )
    }

    /// A palette's `rules:` problem keeps its configuration kind as a `PaletteError.Kind`; read back as a
    /// configuration problem it is the same kind again.
    @Test func aPaletteSettingKeepsItsConfigurationKind() throws {
        let folder = try ImportTempFolder()
        let path = try folder.write("palette.yaml", "colors:\n  a: '#ffffff'\nrules:\n  no-such-rule: error\n")
        do {
            _ = try PaletteLoader().load([path])
            Issue.record("a palette with an unknown rule loaded")
        } catch {
            let problem = try #require(error.errors.first)
            #expect(problem.kind == .unknownRule)
            #expect(ConfigurationError(problem).kind == .unknownRule)
        }
    }

    /// Every kind is given a broken setting here or in `ErrorKindFrontDoorTests` (`unknownName`, which
    /// needs palettes).
    @Test func everyKindHasABrokenSetting() {
        let tested: [ConfigurationError.Kind] =
            Self.fileCases.map(\.kind) + [.unreadableFile, .unknownName]
        let all: Set<String> = [
            "unreadableFile", "syntax", "structure", "unknownKey", "unknownRule", "unknownParameter",
            "invalidLevel", "invalidParameterValue", "invalidValue", "unknownName",
        ]
        #expect(Set(tested.map(Self.name)) == all)
    }
}
