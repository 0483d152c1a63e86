import Foundation

/// Runs the built `coloraudit` executable (built by `swift test` because the test target depends on it).
/// Tests run it where the real program matters: exit statuses, standard input, a folder of their own, a
/// closed pipe; the others run the command in process (`InProcessCLI`), with the same `Result`.
struct CLIRunner {
    struct Result {
        var status: Int32
        var stdout: String
        var stderr: String

        /// Standard output parsed as a JSON object.
        func json() throws -> [String: Any] {
            try cast(JSONSerialization.jsonObject(with: Data(stdout.utf8)), "standard output as a JSON object")
        }
    }

    static var executable: URL {
        let candidates = [
            Bundle.main.bundleURL.appendingPathComponent("coloraudit"),
            Bundle.main.bundleURL.deletingLastPathComponent().appendingPathComponent("coloraudit"),
            Bundle.module.bundleURL.deletingLastPathComponent().appendingPathComponent("coloraudit"),
        ]
        return candidates.first { FileManager.default.isExecutableFile(atPath: $0.path) } ?? candidates[0]
    }

    /// Runs `coloraudit` with `arguments`, optional standard input, in `directory`, with `NO_COLOR` set,
    /// `GITHUB_STEP_SUMMARY` unset, and `extra` added to the environment.
    static func run(
        _ arguments: [String], stdin: String? = nil, directory: URL? = nil, environment extra: [String: String] = [:]
    ) throws -> Result {
        let process = Process()
        process.executableURL = executable
        process.arguments = arguments
        if let directory { process.currentDirectoryURL = directory }
        var environment = ProcessInfo.processInfo.environment
        environment["NO_COLOR"] = "1"
        environment["GITHUB_STEP_SUMMARY"] = nil
        environment.merge(extra) { $1 }
        process.environment = environment
        let out = Pipe()
        let err = Pipe()
        let input = Pipe()
        process.standardOutput = out
        process.standardError = err
        process.standardInput = input
        try process.run()
        if let stdin { input.fileHandleForWriting.write(Data(stdin.utf8)) }
        try input.fileHandleForWriting.close()
        // Standard error is read on another thread while standard output is read here: read one after
        // the other, a child that fills the pipe of the second (64 KiB) first would wait for ever.
        let errorReader = PipeReader(err.fileHandleForReading)
        let outData = out.fileHandleForReading.readDataToEndOfFile()
        let errData = errorReader.wait()
        process.waitUntilExit()
        return Result(
            status: process.terminationStatus, stdout: String(decoding: outData, as: UTF8.self),
            stderr: String(decoding: errData, as: UTF8.self))
    }
}

/// Reads a pipe to its end on a thread of its own.
private final class PipeReader: @unchecked Sendable {
    private let done = DispatchSemaphore(value: 0)
    private var data = Data()

    init(_ handle: FileHandle) {
        Thread.detachNewThread { [self] in
            data = handle.readDataToEndOfFile()
            done.signal()
        }
    }

    /// Everything the pipe held, once its writer closed it.
    func wait() -> Data {
        done.wait()
        return data
    }
}
