import Foundation
import Testing

@testable import ColorAudit
@testable import ColorScience

/// `--quiet`, `--max-warnings`, `--color` with `NO_COLOR`/`FORCE_COLOR`, `--format xcode` and `--format
/// gitlab`, on the gate fixture (`Fixtures/Gate/palette.yaml`), whose comments derive its findings: 3
/// contrast-minimum errors (muted light 4.48:1, ink on scrim light 1:1 over black and dark 4.00:1 over
/// white), 2 non-text-contrast errors (icon light 2.32:1, dark 2.82:1, below 3:1) and 1
/// contrast-enhanced note (muted dark 5.92:1, below 7:1).
@Suite struct LinterConventionsTests {
    /// ESLint's `--quiet`: errors only in the report; the note is not shown, nor counted in the summary.
    @Test func quietReportsErrorsOnly() throws {
        let workspace = try GateWorkspace()
        defer { workspace.remove() }
        let result = try workspace.run(["audit", "palette.yaml", "--quiet"])
        #expect(result.status == 1)
        #expect(!result.stdout.contains("contrast-enhanced"))
        #expect(result.stdout.contains("contrast-minimum") && result.stdout.contains("non-text-contrast"))
        #expect(result.stdout.hasSuffix("5 errors, 0 warnings, 0 notes\n"))
        let json = try workspace.run(["audit", "palette.yaml", "--quiet", "--format", "json"]).json()
        let findings = try cast(json["findings"], "findings", as: [[String: Any]].self)
        #expect(findings.count == 5 && findings.allSatisfy { $0["severity"] as? String == "error" })
    }

    /// What `--quiet` leaves out still decides the exit status, and the run says why on standard error.
    @Test func quietFindingsBelowErrorStillFail() throws {
        let workspace = try GateWorkspace()
        defer { workspace.remove() }
        let onlyTheNote = [
            "audit", "palette.yaml", "--rule", "contrast-minimum=off", "--rule", "non-text-contrast=off",
            "--fail-on", "note",
        ]
        let shown = try workspace.run(onlyTheNote)
        #expect(shown.status == 1 && shown.stdout.contains("contrast-enhanced"))
        let quiet = try workspace.run(onlyTheNote + ["--quiet"])
        #expect(quiet.status == 1)
        #expect(!quiet.stdout.contains("contrast-enhanced"))
        #expect(quiet.stderr.contains("which --quiet does not report"))
        // At the default fail level the note passes, quiet or not, and nothing is said.
        let passing = try workspace.run(Array(onlyTheNote.dropLast(2)) + ["--quiet"])
        #expect(passing.status == 0 && passing.stderr.isEmpty)
    }

    /// ESLint's `--max-warnings N`: exit 1 when there are *more than* N warnings. The 2 non-text-contrast
    /// findings made warnings, with `--fail-on never` so only the limit decides.
    @Test func maxWarningsFailsAboveTheLimit() throws {
        let workspace = try GateWorkspace()
        defer { workspace.remove() }
        let base = ["audit", "palette.yaml", "--rule", "non-text-contrast=warning", "--fail-on", "never"]
        #expect(try workspace.run(base).status == 0)
        let atLimit = try workspace.run(base + ["--max-warnings", "2"])
        #expect(atLimit.status == 0 && atLimit.stderr.isEmpty)
        let over = try workspace.run(base + ["--max-warnings", "1"])
        #expect(over.status == 1)
        #expect(over.stderr.contains("2 warnings, more than --max-warnings 1 allows"))
        // --quiet hides the warnings but they still count (as in ESLint).
        let quiet = try workspace.run(base + ["--max-warnings", "1", "--quiet"])
        #expect(quiet.status == 1 && !quiet.stdout.contains("non-text-contrast"))
        #expect(try workspace.run(base + ["--max-warnings", "-1"]).status == 0)
        for bad in ["-2", "two", "1.5"] {
            let refused = try workspace.run(base + ["--max-warnings", bad])
            #expect(refused.status == 2 && refused.stderr.contains("--max-warnings expects a whole number"), "\(bad)")
        }
    }

    /// The finding limit shortens the report, not the counts: contrast-minimum made a warning finds 3 (2 in
    /// light: ink on scrim, muted on page; 1 in dark: ink on scrim); with `--max-findings 1` one light finding is
    /// not shown, yet `--max-warnings` and the summary line count all 3 (each once).
    @Test func maxWarningsCountsWhatTheFindingLimitLeavesOut() throws {
        let workspace = try GateWorkspace()
        defer { workspace.remove() }
        let base = [
            "audit", "palette.yaml", "--rule", "contrast-minimum=warning", "--rule", "non-text-contrast=off",
            "--fail-on", "never", "--max-findings", "1",
        ]
        let atLimit = try workspace.run(base + ["--max-warnings", "3"])
        #expect(atLimit.status == 0 && atLimit.stderr.isEmpty, "\(atLimit.stderr)")
        #expect(atLimit.stdout.contains(": 0 errors, 3 warnings, 1 note; 1 of them not shown (finding limit)"))
        let over = try workspace.run(base + ["--max-warnings", "2"])
        #expect(over.status == 1 && over.stderr.contains("3 warnings, more than --max-warnings 2 allows"))
    }

    /// `--color` over the environment; `FORCE_COLOR` (set, not empty, any value) over `NO_COLOR`
    /// (force-color.org); a pipe without either is plain. The runner sets `NO_COLOR=1`.
    @Test func colorFollowsTheFlagThenTheEnvironment() throws {
        let workspace = try GateWorkspace()
        defer { workspace.remove() }
        func coloured(_ extra: [String], _ environment: [String: String] = [:]) throws -> Bool {
            try workspace.run(["audit", "palette.yaml"] + extra, environment: environment).stdout.contains("\u{1B}[")
        }
        #expect(try !coloured([]))
        #expect(try coloured(["--color", "always"]))
        #expect(try coloured([], ["FORCE_COLOR": "1"]))
        #expect(try coloured([], ["FORCE_COLOR": "0"]))
        #expect(try !coloured([], ["FORCE_COLOR": ""]))
        #expect(try !coloured(["--color", "never"], ["FORCE_COLOR": "1"]))
        #expect(try !coloured(["--color", "auto"], ["NO_COLOR": ""]))  // a pipe, not a terminal
        // Formats that cannot carry colour stay plain.
        #expect(try !coloured(["--color", "always", "--format", "xcode"]))
        let refused = try workspace.run(["audit", "palette.yaml", "--color", "sometimes"])
        #expect(refused.status == 2)
    }

    /// Xcode's form (as compilers and SwiftLint's `xcode` reporter print): absolute path, line, column,
    /// severity, message, rule; one line each, nothing else.
    @Test func xcodeLinesAreWhatXcodeReads() throws {
        let workspace = try GateWorkspace()
        defer { workspace.remove() }
        let result = try workspace.run(["audit", "palette.yaml", "--format", "xcode"])
        #expect(result.status == 1)
        let lines = result.stdout.split(separator: "\n", omittingEmptySubsequences: false).dropLast().map(String.init)
        let root = workspace.root.standardizedFileURL.path
        let pattern = try Regex(#"^(/[^:]+):([1-9][0-9]*):([1-9][0-9]*): (error|warning|note): (.+) \[([a-z-]+)\]$"#)
        #expect(lines.count == 6)
        for line in lines {
            let match = try #require(try pattern.wholeMatch(in: line), "\(line)")
            #expect(match.output[1].substring == Substring(root + "/palette.yaml"))
        }
        #expect(lines.filter { $0.contains(": error: ") }.count == 5)
        #expect(lines.filter { $0.contains(": note: ") && $0.hasSuffix("[contrast-enhanced]") }.count == 1)
    }

    /// GitLab's Code Quality fields (GitLab Docs, "Code Quality report format"): description, check_name,
    /// fingerprint (unique per issue), severity (info, minor, major, critical, blocker), location.path
    /// (relative to the repository) and location.lines.begin.
    @Test func gitlabIssuesHaveTheRequiredFields() throws {
        let workspace = try GateWorkspace()
        defer { workspace.remove() }
        let result = try workspace.run(["audit", "palette.yaml", "--format", "gitlab"])
        #expect(result.status == 1)
        let issues = try cast(
            JSONSerialization.jsonObject(with: Data(result.stdout.utf8)), "issues", as: [[String: Any]].self)
        #expect(issues.count == 6)
        var fingerprints = Set<String>()
        for issue in issues {
            #expect(!(issue["description"] as? String ?? "").isEmpty)
            #expect(RuleDescriptors.descriptor(id: RuleID(issue["check_name"] as? String ?? "")) != nil)
            fingerprints.insert(issue["fingerprint"] as? String ?? "")
            let location = try cast(issue["location"], "location", as: [String: Any].self)
            #expect(location["path"] as? String == "palette.yaml")
            let begin = try cast((location["lines"] as? [String: Any])?["begin"], "begin", as: Int.self)
            #expect(begin >= 1)
        }
        #expect(fingerprints.count == 6)
        #expect(issues.map { $0["severity"] as? String }.filter { $0 == "major" }.count == 5)
        #expect(issues.map { $0["severity"] as? String }.filter { $0 == "info" }.count == 1)
    }

    /// A swatch in an `.ase` file has only a byte offset: Xcode gets the file without a line, GitLab line
    /// 1, both with `(byte N)` after the message.
    @Test func binaryLocationsInXcodeAndGitLab() throws {
        let workspace = try GateWorkspace()
        defer { workspace.remove() }
        let data = try Fixture.data("Real/open-color/docs/asset/download/open-color_1.9.1.ase")
        try data.write(to: workspace.root.appendingPathComponent("open-color.ase"))
        let xcode = try workspace.run([
            "audit", "open-color.ase", "--all-pairs", "--rule", "no-pairs-checked=off", "--format", "xcode",
        ])
        let path = workspace.root.standardizedFileURL.path + "/open-color.ase"
        let lines = xcode.stdout.split(separator: "\n").map(String.init)
        #expect(!lines.isEmpty)
        let pattern = try Regex(#"^([^:]+): warning: .+ \(byte [1-9][0-9]*\) \[cvd-collision\]$"#)
        #expect(lines.allSatisfy { (try? pattern.wholeMatch(in: $0))?.output[1].substring == Substring(path) })
        let gitlab = try workspace.run([
            "audit", "open-color.ase", "--all-pairs", "--rule", "no-pairs-checked=off", "--format", "gitlab",
        ])
        let issues = try cast(
            JSONSerialization.jsonObject(with: Data(gitlab.stdout.utf8)), "issues", as: [[String: Any]].self)
        #expect(issues.count == lines.count)
        for issue in issues {
            let location = try cast(issue["location"], "location", as: [String: Any].self)
            #expect(location["path"] as? String == "open-color.ase")
            #expect((location["lines"] as? [String: Int]) == ["begin": 1])
            #expect((issue["description"] as? String)?.contains(" (byte ") == true)
        }
    }
}
