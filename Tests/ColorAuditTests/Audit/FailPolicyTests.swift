import Foundation
import Testing

@testable import ColorAudit
@testable import ColorScience

/// The fail-level policy behind the exit status, and `--strict` end to end.
@Suite struct FailPolicyTests {
    /// Counts: 0 errors, 1 warning, 2 notes.
    private var warningsOnly: AuditSummary {
        var summary = AuditSummary([])
        summary.warnings = 1
        summary.notes = 2
        return summary
    }

    @Test func defaultFailsOnErrorsOnly() throws {
        #expect(try FailPolicy().level == .error)
        #expect(try !FailPolicy().fails(warningsOnly))
        #expect(try FailPolicy().exitStatus(warningsOnly) == 0)
    }

    @Test func strictMakesWarningsFail() throws {
        #expect(try FailPolicy(strict: true).level == .warning)
        #expect(try FailPolicy(strict: true).exitStatus(warningsOnly) == 1)
        // --fail-on note is already stricter than warning: --strict keeps it.
        #expect(try FailPolicy(failOn: "note", strict: true).level == .note)
        #expect(try FailPolicy(failOn: "error", strict: true).level == .warning)
    }

    @Test func neverNeverFailsAndContradictsStrict() throws {
        #expect(try FailPolicy(failOn: "never").level == nil)
        #expect(try !FailPolicy(failOn: "never").fails(warningsOnly))
        #expect(throws: FailPolicy.Error.self) { try FailPolicy(failOn: "never", strict: true) }
        #expect(throws: FailPolicy.Error.self) { try FailPolicy(failOn: "fatal") }
    }

    /// Black on white is 21:1 (passes every contrast rule); 10 px text is below the web minimum of 12 px,
    /// so `text-size-minimum` gives exactly one warning.
    @Test func strictOnTheCommandLine() throws {
        let palette = """
            colors:
              ink: { value: "#000000", role: text }
              page: { value: "#ffffff", role: background }
            pairs:
              - { foreground: ink, background: page, fontSize: 10 }
            """
        let plain = try CLIRunner.run(["audit", "-", "--format", "json"], stdin: palette)
        let summary = try #require(try plain.json()["summary"] as? [String: Any])
        #expect(summary["errors"] as? Int == 0)
        #expect(summary["warnings"] as? Int == 1)
        #expect(plain.status == 0)
        #expect(try CLIRunner.run(["audit", "-", "--strict"], stdin: palette).status == 1)
        let contradiction = try CLIRunner.run(["audit", "-", "--strict", "--fail-on", "never"], stdin: palette)
        #expect(contradiction.status == 2)
        #expect(contradiction.stderr.contains("--strict"))
    }
}
