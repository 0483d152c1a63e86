import Foundation

/// Where `coloraudit` writes and the environment it reads: standard output and error as descriptors
/// (left open) and the environment variables. `main` runs with the process's own (`process`); a caller
/// running `CLI.main` in its own process gives its own (`Console.$streams.withValue(…) { CLI.main(…) }`,
/// as the tests' `InProcessCLI` does). Standard input and the current directory are the process's.
struct ConsoleStreams: Sendable {
    /// The descriptor standard output is written to.
    var output: Int32
    /// The descriptor standard error is written to.
    var error: Int32
    /// The environment the command reads (`NO_COLOR`, `FORCE_COLOR`, `TERM`, `GITHUB_STEP_SUMMARY`).
    var environment: [String: String]

    /// The process's standard output, standard error and environment.
    static let process = ConsoleStreams(
        output: STDOUT_FILENO, error: STDERR_FILENO, environment: ProcessInfo.processInfo.environment)
}

/// Standard output or standard error can no longer be written (a reader that went away, a full disk):
/// the command stops and `CLI.main` returns exit status 2, having said why on standard error where it
/// still could.
struct OutputClosed: Error {}
