import Foundation
import Testing

/// `InProcessCLI` runs `coloraudit` as the binary runs: the same standard output, standard error and
/// exit status for commands that succeed, find problems and fail; and a standard output that cannot
/// be written ends the run with status 2 without ending the test process.
@Suite struct InProcessCLITests {
    @Test(arguments: [
        ["contrast", "#767676", "#fff"],
        ["audit", Fixture.url("CLI/problems.yaml").path, "--format", "json"],
        ["audit", Fixture.url("CLI/bad-color.yaml").path],
        ["audit", "/nonexistent/palette.yaml"],
        ["audit", Fixture.url("CLI/clean.json").path, "--bogus"],
        ["frobnicate"],
        [],
    ])
    func theSameOutputAndStatusAsTheBinary(_ arguments: [String]) throws {
        let spawned = try CLIRunner.run(arguments)
        let inProcess = try InProcessCLI.run(arguments)
        #expect(inProcess.status == spawned.status)
        #expect(inProcess.stdout == spawned.stdout)
        #expect(inProcess.stderr == spawned.stderr)
    }

    /// `/dev/full` fails every write with ENOSPC: the command says so on standard error and returns 2,
    /// where the binary exits with 2 (`CLITests.aFullStandardOutputIsAnErrorNotACrash`).
    @Test func aFullStandardOutputReturnsTwo() throws {
        let full = open("/dev/full", O_WRONLY)
        try #require(full >= 0)
        defer { close(full) }
        let errors = FileManager.default.temporaryDirectory.appendingPathComponent("coloraudit-\(UUID()).err")
        let error = open(errors.path, O_RDWR | O_CREAT | O_TRUNC, 0o600)
        try #require(error >= 0)
        defer {
            close(error)
            unlink(errors.path)
        }
        let status = try InProcessCLI.run(["contrast", "red", "white"], output: full, error: error, environment: [:]) {
            $0
        }
        #expect(status == 2)
        let message = try String(contentsOf: errors, encoding: .utf8)
        #expect(message == "coloraudit: error: cannot write to standard output: No space left on device\n")
    }
}
