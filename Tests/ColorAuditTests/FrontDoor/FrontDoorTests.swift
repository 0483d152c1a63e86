import Foundation
import Testing

@testable import ColorAudit
@testable import ColorAuditCLI

/// The library's front door (`AuditSession`): a Swift program's four calls give the command line's
/// reports byte for byte and the same baseline fingerprints, and its failures are cases to switch on.
@Suite struct FrontDoorTests {
    /// The four calls, in process, as a library user makes them — spelling the settings reports point to
    /// as the command line does (`OverrideFlags.spelling`; the library names no option).
    static func report(_ path: String, format: String) throws -> String {
        let session = try AuditSession(start: path)
        let loaded = try session.load([path])
        let run = try session.audit(loaded)
        let sink = StringReportSink()
        try session.write(run, format: format, options: ReporterOptions(hints: OverrideFlags.spelling), to: sink)
        return sink.text
    }

    @Test(arguments: ["text", "json", "sarif", "junit", "markdown", "html"])
    func reportsAreTheCommandLines(format: String) throws {
        let workspace = try GateWorkspace()
        defer { workspace.remove() }
        let path = workspace.root.appendingPathComponent("palette.yaml").path
        let cli = try workspace.run(["audit", path, "--format", format])
        #expect(cli.status == 1, "the gate fixture has errors")
        let library = try Self.report(path, format: format)
        #expect(library == cli.stdout)
    }

    /// A baseline written by the command line matches the findings of an in-process run: the same
    /// fingerprints, so its paths are relative to the same repository root.
    @Test func baselineFingerprintsAreTheCommandLines() throws {
        let workspace = try GateWorkspace()
        defer { workspace.remove() }
        let path = workspace.root.appendingPathComponent("palette.yaml").path
        let written = try workspace.run(["audit", path, "--write-baseline", "baseline.json"])
        #expect(written.status == 0)
        let session = try AuditSession(start: path)
        #expect(session.repositoryRoot == workspace.root.standardizedFileURL.path)
        let run = try session.audit(try session.load([path]))
        #expect(Baseline(run).text == (try workspace.read("baseline.json")))
        let compared = run.comparing(
            with: try Baseline.read(Data(try workspace.read("baseline.json").utf8), path: "baseline.json"))
        #expect(!run.findings.isEmpty)
        #expect(compared.findings.isEmpty, "every finding is in the command line's baseline")
    }

    @Test func aMissingFileIsAnInputErrorAtThatFile() throws {
        let session = try AuditSession(
            start: "/nonexistent-coloraudit/palette.yaml", configuration: AuditSession.ConfigurationSource.none)
        do {
            _ = try session.load(["/nonexistent-coloraudit/palette.yaml"])
            Issue.record("a missing file loaded")
        } catch {
            guard case .input(let failure) = error else {
                Issue.record("expected .input, got \(error)")
                return
            }
            #expect(failure.missingPaths == ["/nonexistent-coloraudit/palette.yaml"])
        }
    }

    @Test func aMalformedConfigurationIsAConfigurationFileErrorWithItsLine() throws {
        let workspace = try GateWorkspace()
        defer { workspace.remove() }
        try workspace.write(".coloraudit.yml", "rules:\n  contrast-minimum: loud\n")
        let path = workspace.root.appendingPathComponent("palette.yaml").path
        do {
            _ = try AuditSession(start: path)
            Issue.record("a malformed configuration was read")
        } catch {
            guard case .configurationFile(let problem) = error else {
                Issue.record("expected .configurationFile, got \(error)")
                return
            }
            #expect(problem.location?.line == 2)
        }
    }

    @Test func anUnknownInputFormatIsABadRequest() throws {
        let workspace = try GateWorkspace()
        defer { workspace.remove() }
        let path = workspace.root.appendingPathComponent("palette.yaml").path
        var session = try AuditSession(start: path)
        session.inputFormat = "no-such-format"
        #expect {
            _ = try session.load([path])
        } throws: { error in
            guard let error = error as? ColorAuditError, case .request = error else { return false }
            return true
        }
    }

    @Test func aBadSettingIsASettingError() throws {
        var overrides = ConfigurationOverrides()
        overrides.platform = "amiga"
        #expect {
            _ = try AuditSession(
                start: "/tmp", configuration: AuditSession.ConfigurationSource.none, overrides: overrides)
        } throws: { error in
            guard let error = error as? ColorAuditError, case .setting = error else { return false }
            return true
        }
    }
}

/// `CLIRunner` reads standard error while it reads standard output: a child whose standard error
/// fills the pipe (64 KiB) before it closes standard output must not hang the test.
@Suite struct CLIRunnerTests {
    @Test(.timeLimit(.minutes(1))) func aChildFillingStandardErrorFirstFinishes() throws {
        let folder = FileManager.default.temporaryDirectory.appendingPathComponent("coloraudit-stderr-\(UUID())")
        try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
        defer { try? FileManager.default.removeItem(at: folder) }
        // 1,000 files, each with one bad colour: one line of more than 64 bytes each on standard error.
        for index in 0..<1000 {
            try "colors:\n  a: { value: \"#12345g\" }\n".write(
                to: folder.appendingPathComponent("p\(index).yaml"), atomically: true, encoding: .utf8)
        }
        let result = try CLIRunner.run(["audit", folder.path])
        #expect(result.status == 2)
        #expect(result.stdout.isEmpty)
        #expect(result.stderr.utf8.count > 65_536)
        #expect(result.stderr.contains("1000 palette files could not be read"))
    }
}
