import Foundation
import Testing

/// `audit` and `fix` on the same failures (the tester's Lion example, rough edges 2 and 5): white text
/// on Chakra's green.600 #38a169 through aliases, 3.24:1. `audit` folds the pairs of the same colours
/// into one finding; `fix` counts each pair checked and says how the counts meet. The text report's
/// "fix for" line gives the smallest change found (least ΔE00), not the foreground's first: turning white
/// labels near-black (ΔE00 above 70: white to a grey dark enough for 4.5:1 on green) is not what a
/// designer would do when a slightly darker green passes.
@Suite("audit and fix count the same failures")
struct FixCountsTests {
    static let palette = """
        colors:
          white: "#ffffff"
          green: "#38a169"
          label: { value: "{white}", role: text }
          button-label: { value: "{white}", role: text }
          fill: { value: "{green}", role: background }
          button-fill: { value: "{green}", role: background }

        """

    @Test func countsMeet() throws {
        let folder = try ImportTempFolder()
        _ = try folder.write("p.yaml", Self.palette)
        let directory = URL(fileURLWithPath: folder.root)
        let audit = try CLIRunner.run(["audit", "p.yaml"], directory: directory)
        // One finding (every pair has the same two colours) over every pair checked.
        #expect(audit.stdout.contains("contrast-minimum — error, 1 finding"))
        let checks = try #require(
            audit.stdout.split(separator: "\n").first { $0.hasPrefix("1 palette, ") }?.split(separator: " ")
                .dropFirst(2).first.flatMap { Int($0) })
        let dry = try CLIRunner.run(["fix", "--dry-run", "p.yaml"], directory: directory)
        // Named as audit names them: pair checks (audit's "N pair checks") and findings. Both fills name the
        // one `green` and both labels the one `white`: no new value replaces a reference (a design decision:
        // change green, or give a fill its own colour), however large the change (white labels darkened to
        // 4.5:1 are beyond ΔE00 50).
        #expect(dry.stderr.hasPrefix("p.yaml: \(checks) failing pair checks (audit: 1 finding)\n"))
        #expect(
            dry.stderr.contains("needs a design decision: label names white, which button-label also names; "))
        #expect(dry.stderr.contains("; fill names green, which button-fill also names; "))
        #expect(
            dry.stderr.contains(
                "0 of \(checks) failing pair checks repaired, \(checks) left (audit reports these \(checks) as 1 finding: "
                    + "a finding is one pair of colours with every appearance and theme combination it fails in"))
    }

    @Test func theSmallestFixIsShownFirst() throws {
        let folder = try ImportTempFolder()
        _ = try folder.write("p.yaml", Self.palette)
        let directory = URL(fileURLWithPath: folder.root)
        let text = try CLIRunner.run(["audit", "p.yaml"], directory: directory)
        #expect(text.stdout.contains("fix for [any]: background fill "))
        let json = try CLIRunner.run(["audit", "--format", "json", "p.yaml"], directory: directory)
        let findings = try cast(try json.json()["findings"], "findings", as: [[String: Any]].self)
        let suggestions = try cast(findings.first?["suggestions"], "suggestions", as: [[String: Any]].self)
        let byChange = Dictionary(
            suggestions.compactMap { s in (s["change"] as? String).map { ($0, s["deltaE00"] as? Double ?? .infinity) }
            },
            uniquingKeysWith: min)
        // The foreground's suggestion comes first in the JSON and is the larger change.
        #expect(suggestions.first?["change"] as? String == "foreground")
        #expect(try #require(byChange["background"]) < (try #require(byChange["foreground"])))
    }
}
