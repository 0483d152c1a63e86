import Foundation
import Testing

/// `scripts/action-audit.sh`, the audit step of `action.yml`, run with the GitHub environment simulated
/// (`GITHUB_OUTPUT`, `GITHUB_STEP_SUMMARY`) and the built `coloraudit` on `PATH`. The gate fixture has 5
/// errors; with `contrast-minimum` off and `non-text-contrast` a warning it has 0 errors and 2 warnings
/// (the icon in light and dark, 2.32:1 and 2.82:1 below 3:1: `Fixtures/Gate/palette.yaml`).
@Suite struct ActionScriptTests {
    struct Step {
        var status: Int32
        var stdout: String
        /// `GITHUB_OUTPUT` as `name=value` lines.
        var outputs: [String: String]
        /// `GITHUB_STEP_SUMMARY`'s text (empty when not written).
        var summary: String
    }

    /// Runs the step in `workspace` with the `COLORAUDIT_*` inputs `inputs`.
    static func runStep(_ workspace: GateWorkspace, _ inputs: [String: String]) throws -> Step {
        let outputFile = workspace.root.appendingPathComponent("github-output")
        let summaryFile = workspace.root.appendingPathComponent("github-summary")
        let process = Process()
        process.executableURL = URL(fileURLWithPath: "/bin/bash")
        process.arguments = [PackagePaths.root.appendingPathComponent("scripts/action-audit.sh").path]
        process.currentDirectoryURL = workspace.root
        var environment = ProcessInfo.processInfo.environment
        let binary = CLIRunner.executable.deletingLastPathComponent().path
        environment["PATH"] = binary + ":" + (environment["PATH"] ?? "/usr/bin:/bin")
        environment["NO_COLOR"] = "1"
        environment["GITHUB_OUTPUT"] = outputFile.path
        environment["GITHUB_STEP_SUMMARY"] = summaryFile.path
        environment.merge(inputs) { $1 }
        process.environment = environment
        let out = Pipe()
        process.standardOutput = out
        process.standardError = FileHandle.nullDevice
        try process.run()
        let data = out.fileHandleForReading.readDataToEndOfFile()
        process.waitUntilExit()
        var outputs: [String: String] = [:]
        let written = (try? String(contentsOf: outputFile, encoding: .utf8)) ?? ""
        for line in written.split(separator: "\n") {
            let parts = line.split(separator: "=", maxSplits: 1, omittingEmptySubsequences: false)
            if parts.count == 2 { outputs[String(parts[0])] = String(parts[1]) }
        }
        return Step(
            status: process.terminationStatus, stdout: String(decoding: data, as: UTF8.self), outputs: outputs,
            summary: (try? String(contentsOf: summaryFile, encoding: .utf8)) ?? "")
    }

    /// `--max-warnings` in `args` decides the exit status only (as `--fail-on` does): the SARIF log is
    /// still written and uploaded, and the warnings are annotated.
    @Test func maxWarningsInArgsKeepsTheReports() throws {
        let workspace = try GateWorkspace()
        defer { workspace.remove() }
        let step = try Self.runStep(
            workspace,
            [
                "COLORAUDIT_PATHS": "palette.yaml",
                "COLORAUDIT_ARGS": "--rule contrast-minimum=off --rule non-text-contrast=warning --max-warnings 1",
            ])
        #expect(step.status == 0, "the step succeeds on findings; the action's last step fails the job")
        #expect(step.outputs["exit-code"] == "1", "2 warnings, more than --max-warnings 1")
        #expect(step.outputs["sarif-file"] == "coloraudit.sarif")
        let sarif = try workspace.read("coloraudit.sarif")
        #expect(sarif.contains("\"non-text-contrast\""))
        #expect(step.stdout.components(separatedBy: "::warning ").count - 1 == 2)
        #expect(!step.summary.isEmpty)
        // At the limit the run passes.
        let atLimit = try Self.runStep(
            workspace,
            [
                "COLORAUDIT_PATHS": "palette.yaml",
                "COLORAUDIT_ARGS": "--rule contrast-minimum=off --rule non-text-contrast=warning --max-warnings=2",
            ])
        #expect(atLimit.outputs["exit-code"] == "0")
    }

    /// A file that cannot be read: no SARIF log to upload, but its error is an annotation at its line and
    /// the step summary says so (as `--format github` does on its own); the exit code is 2.
    @Test func unreadableFileIsAnnotated() throws {
        let workspace = try GateWorkspace()
        defer { workspace.remove() }
        try workspace.write("broken.yaml", "name: Broken\ncolors:\n  ink: \"#12\"\n")
        let step = try Self.runStep(workspace, ["COLORAUDIT_PATHS": "broken.yaml"])
        #expect(step.status == 1, "an unusable run fails the step itself")
        #expect(step.outputs["exit-code"] == "2")
        #expect(step.outputs["sarif-file"] == "")
        #expect(step.stdout.contains("::error file=broken.yaml,line=3"))
        #expect(!step.summary.isEmpty)
    }
}
