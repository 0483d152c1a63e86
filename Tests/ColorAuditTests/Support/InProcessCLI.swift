import Foundation

@testable import ColorAuditCLI

/// Runs `coloraudit` inside the test process: `CLI.main` with standard output and standard error
/// written to temporary files (`Console.streams`) and the environment `CLIRunner` gives the binary (the
/// test process's, `NO_COLOR` set, `GITHUB_STEP_SUMMARY` unset, `extra` added). The result is the one
/// `CLIRunner.run` returns, without starting a process. Standard input and the current directory are
/// the test process's, so a test that feeds standard input or runs in a folder of its own, or checks
/// what only the real program does (its exit on a closed pipe, a signal), runs the binary (`CLIRunner`).
/// With `COLORAUDIT_TEST_SPAWN=1` in the test's environment every run starts the binary instead, to
/// check the tests against it and to time the difference.
enum InProcessCLI {
    static func run(_ arguments: [String], environment extra: [String: String] = [:]) throws -> CLIRunner.Result {
        if ProcessInfo.processInfo.environment["COLORAUDIT_TEST_SPAWN"] == "1" {
            return try CLIRunner.run(arguments, environment: extra)
        }
        var environment = ProcessInfo.processInfo.environment
        environment["NO_COLOR"] = "1"
        environment["GITHUB_STEP_SUMMARY"] = nil
        environment.merge(extra) { $1 }
        let output = try CapturedStream()
        let error = try CapturedStream()
        return try run(arguments, output: output.descriptor, error: error.descriptor, environment: environment) {
            status in
            CLIRunner.Result(status: status, stdout: try output.text(), stderr: try error.text())
        }
    }

    /// Runs `CLI.main` writing to the descriptors given, then `result` with its exit status.
    static func run<Result>(
        _ arguments: [String], output: Int32, error: Int32, environment: [String: String],
        result: (Int32) throws -> Result
    ) throws -> Result {
        let streams = ConsoleStreams(output: output, error: error, environment: environment)
        return try result(Console.$streams.withValue(streams) { CLI.main(arguments) })
    }
}

/// A temporary file written through its descriptor and read back whole; it has no name (unlinked once
/// opened) and is closed with the value.
private final class CapturedStream {
    let descriptor: Int32

    init() throws {
        let template = FileManager.default.temporaryDirectory.appendingPathComponent("coloraudit-in-process-XXXXXX")
        var path = Array(template.path.utf8CString)
        descriptor = path.withUnsafeMutableBufferPointer { mkstemp($0.baseAddress!) }
        guard descriptor >= 0 else { throw CocoaError(.fileWriteUnknown) }
        unlink(path.withUnsafeBufferPointer { String(cString: $0.baseAddress!) })
    }

    deinit { close(descriptor) }

    /// Everything written so far, as UTF-8.
    func text() throws -> String {
        guard lseek(descriptor, 0, SEEK_SET) == 0 else { throw CocoaError(.fileReadUnknown) }
        let data = FileHandle(fileDescriptor: descriptor, closeOnDealloc: false).readDataToEndOfFile()
        return String(decoding: data, as: UTF8.self)
    }
}
