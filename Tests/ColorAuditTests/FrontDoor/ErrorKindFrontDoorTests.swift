import Foundation
import Testing

@testable import ColorAudit

/// Through the front door (`AuditSession`) every failure carries errors of a kind a program can switch
/// on: `ColorAuditError`'s case, then the wrapped error's `kind`, without reading any message.
@Suite struct ErrorKindFrontDoorTests {
    /// The error `body` throws as a `ColorAuditError`, or `nil` when it throws none.
    static func failure(_ body: () throws(ColorAuditError) -> Void) -> ColorAuditError? {
        do {
            try body()
            return nil
        } catch {
            return error
        }
    }

    @Test func aBadColourIsAnInputErrorOfItsKind() throws {
        let folder = try ImportTempFolder()
        let path = try folder.write("palette.yaml", "colors:\n  a: '#12345g'\n  b: '{nothing}'\n")
        let session = try AuditSession(start: path, configuration: AuditSession.ConfigurationSource.none)
        let error = try #require(Self.failure { () throws(ColorAuditError) in _ = try session.load([path]) })
        switch error {
        case .input(let failure):
            #expect(failure.kind == .unreadableInput)
            #expect(failure.errors.flatMap(\.listed).map(\.kind) == [.invalidColor, .unresolvedReference])
        default: Issue.record("expected .input, got \(error)")
        }
    }

    @Test func anUnknownInputFormatIsARequestOfItsKind() throws {
        let folder = try ImportTempFolder()
        let path = try folder.write("palette.yaml", "colors:\n  a: '#ffffff'\n")
        var session = try AuditSession(start: path, configuration: AuditSession.ConfigurationSource.none)
        session.inputFormat = "no-such-format"
        let error = try #require(Self.failure { () throws(ColorAuditError) in _ = try session.load([path]) })
        switch error {
        case .request(let failure): #expect(failure.kind == .unknownInputFormat)
        default: Issue.record("expected .request, got \(error)")
        }
    }

    @Test func aBadLevelInTheConfigurationFileIsOfItsKind() throws {
        let workspace = try GateWorkspace()
        defer { workspace.remove() }
        try workspace.write(".coloraudit.yml", "rules:\n  contrast-minimum: loud\n")
        let path = workspace.root.appendingPathComponent("palette.yaml").path
        let error = try #require(Self.failure { () throws(ColorAuditError) in _ = try AuditSession(start: path) })
        switch error {
        case .configurationFile(let problem): #expect(problem.kind == .invalidLevel)
        default: Issue.record("expected .configurationFile, got \(error)")
        }
    }

    @Test func aBadOverrideIsASettingOfItsKind() throws {
        var overrides = ConfigurationOverrides()
        overrides.ruleLevels = ["no-such-rule=error"]
        let error = try #require(
            Self.failure { () throws(ColorAuditError) in
                _ = try AuditSession(
                    start: "/tmp", configuration: AuditSession.ConfigurationSource.none, overrides: overrides)
            })
        switch error {
        case .setting(let problem): #expect(problem.kind == .unknownRule)
        default: Issue.record("expected .setting, got \(error)")
        }
    }

    /// A parameter set for an appearance the palettes do not have: `unknownNames`, each `unknownName`.
    @Test func anAppearanceThePalettesLackIsAnUnknownName() throws {
        let folder = try ImportTempFolder()
        let path = try folder.write("palette.yaml", "colors:\n  a: '#ffffff'\n")
        var overrides = ConfigurationOverrides()
        overrides.ruleParameters = ["contrast-minimum.normal@drak=6"]
        let session = try AuditSession(
            start: path, configuration: AuditSession.ConfigurationSource.none, overrides: overrides)
        let error = try #require(Self.failure { () throws(ColorAuditError) in _ = try session.load([path]) })
        switch error {
        case .unknownNames(let problems):
            #expect(!problems.isEmpty)
            #expect(problems.map(\.kind) == Array(repeating: .unknownName, count: problems.count))
        default: Issue.record("expected .unknownNames, got \(error)")
        }
    }
}
