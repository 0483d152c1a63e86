import Foundation
import Testing

/// `-o FILE` is written into a hidden temporary file beside FILE and renamed over it at the end: a run
/// ended by SIGTERM (a CI cancellation), SIGINT (Ctrl-C) or SIGHUP (a closed terminal) while it writes
/// must remove that temporary file, write no report, and end killed by that signal (a shell then shows
/// status 128 + the signal's number).
@Suite struct InterruptedOutputTests {
    /// A palette whose report takes a while to write: 30 grey text colours on 30 grey backgrounds, nearly
    /// all of them failing pairs, each with a fix suggestion the JSON report computes as it writes.
    private static func slowPalette() -> String {
        var lines = ["name: Slow", "colors:"]
        for index in 0..<30 {
            let text = String(format: "%02x", 0x70 + index)
            let background = String(format: "%02x", 0x90 + index)
            lines.append("  text-\(index): { value: \"#\(text)\(text)\(text)\", role: text }")
            lines.append("  bg-\(index): { value: \"#\(background)\(background)\(background)\", role: background }")
        }
        return lines.joined(separator: "\n") + "\n"
    }

    /// The hidden temporary files of `report` in `directory` (`.report.json.coloraudit-XXXXXX`).
    private static func temporaries(in directory: URL, of report: String) -> [String] {
        let names = (try? FileManager.default.contentsOfDirectory(atPath: directory.path)) ?? []
        return names.filter { $0.hasPrefix(".\(report).coloraudit-") }
    }

    /// What is left after a run writing `rep.json` was sent `signal` while it wrote.
    private struct Outcome {
        var reason: Process.TerminationReason
        var status: Int32
        /// The temporary files left beside the report.
        var temporaries: [String]
        /// The report's text, `nil` when there is none.
        var report: String?
    }

    /// Runs an audit of `slowPalette()` with `-o rep.json` in a new folder (where `rep.json` holds
    /// `existing` first, if given), sends `signal` as soon as the report's temporary file appears, and
    /// says what is left.
    private static func interrupted(by signal: Int32, existing: String? = nil) throws -> Outcome {
        let directory = FileManager.default.temporaryDirectory.appendingPathComponent("coloraudit-signal-\(UUID())")
        try FileManager.default.createDirectory(at: directory, withIntermediateDirectories: true)
        defer { try? FileManager.default.removeItem(at: directory) }
        let palette = directory.appendingPathComponent("slow.yaml")
        try slowPalette().write(to: palette, atomically: true, encoding: .utf8)
        let report = directory.appendingPathComponent("rep.json")
        if let existing { try existing.write(to: report, atomically: true, encoding: .utf8) }

        let process = Process()
        process.executableURL = CLIRunner.executable
        process.arguments = ["audit", palette.path, "--format", "json", "--max-findings", "0", "-o", report.path]
        process.standardOutput = FileHandle.nullDevice
        process.standardError = FileHandle.nullDevice
        try process.run()
        // Wait (at most two minutes, on a loaded machine) for the report's temporary file, then signal.
        let deadline = Date().addingTimeInterval(120)
        var seen: [String] = []
        while process.isRunning, Date() < deadline {
            seen = temporaries(in: directory, of: "rep.json")
            if !seen.isEmpty { break }
            usleep(2_000)
        }
        let signalled = process.isRunning && !seen.isEmpty
        if process.isRunning { kill(process.processIdentifier, signalled ? signal : SIGKILL) }
        process.waitUntilExit()
        try #require(signalled, "the run ended (or took too long) before its temporary file was seen")
        return Outcome(
            reason: process.terminationReason, status: process.terminationStatus,
            temporaries: temporaries(in: directory, of: "rep.json"),
            report: try? String(contentsOf: report, encoding: .utf8))
    }

    @Test(arguments: [SIGTERM, SIGINT, SIGHUP])
    func signalRemovesTheTemporaryFile(_ signal: Int32) throws {
        let outcome = try Self.interrupted(by: signal)
        #expect(outcome.reason == .uncaughtSignal)
        #expect(outcome.status == signal)
        #expect(outcome.temporaries.isEmpty)
        #expect(outcome.report == nil)
    }

    @Test func existingReportStaysWhole() throws {
        // The signal removes the temporary file, never the report it would have replaced.
        let outcome = try Self.interrupted(by: SIGTERM, existing: "old report\n")
        #expect(outcome.reason == .uncaughtSignal)
        #expect(outcome.status == SIGTERM)
        #expect(outcome.temporaries.isEmpty)
        #expect(outcome.report == "old report\n")
    }
}
