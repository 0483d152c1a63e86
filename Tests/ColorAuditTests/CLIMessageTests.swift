import Foundation
import Testing

/// Error messages of the command line, read as a user who has not seen the code: each says what was
/// wrong and what to do instead, and exits with status 2.
@Suite struct CLIMessageTests {
    /// Arguments, and text the first line of standard error must contain.
    static let cases: [([String], String)] = [
        // A complete deficiency or achromatopsia has no severity: say so and what to use instead
        // (issue 7: it used to suggest "use achromatopsia with a severity").
        (["simulate", "#f00", "--deficiency", "achromatopsia", "--severity", "0"], "leave --severity out"),
        (
            ["simulate", "#f00", "--deficiency", "protanopia", "--severity", "0.5"],
            "use --deficiency protanomaly --severity 0.5"
        ),
        (["simulate", "#f00", "--deficiency", "protanomaly", "--severity", "2"], "--severity 2 is outside 0–1"),
        (["simulate", "#f00"], "add --deficiency with one of protanopia"),
        (["simulate", "--deficiency", "protanopia"], "needs at least 1 argument (got none)"),
        (["contrast", "#fff"], "needs 2 arguments (got '#fff')"),
        (["rules", "extra"], "takes no arguments (got 'extra')"),
        (["convert", "#fff"], "add --to with one of srgb"),
        (["audit", "--frobnicate", "x.yaml"], "its options: --format"),
        (["contrast", "color(display-p3 1e30 0 0)", "white"], "between −1,000,000 and 1,000,000"),
    ]

    @Test func simulateShowsWhatTheScreenShows() throws {
        // oklch(70% 0.4 145) is outside Display P3; browsers show color(display-p3 0 0.78045 0)
        // (coloraide's CSS gamut mapping, GamutMappingTests): both simulate to the same colour.
        let mapped = try CLIRunner.run([
            "simulate", "oklch(70% 0.4 145)", "--deficiency", "deuteranopia", "--format", "json",
        ])
        let shown = try CLIRunner.run([
            "simulate", "color(display-p3 0 0.78045 0)", "--deficiency", "deuteranopia", "--format", "json",
        ])
        func hex(_ r: CLIRunner.Result) throws -> String? {
            let array = try JSONSerialization.jsonObject(with: Data(r.stdout.utf8)) as? [[String: Any]]
            return array?.first?["hex"] as? String
        }
        #expect(try hex(mapped) != nil)
        #expect(try hex(mapped) == hex(shown))
        let text = try CLIRunner.run(["simulate", "oklch(70% 0.4 145)", "--deficiency", "deuteranopia"])
        #expect(text.stdout.contains("outside Display P3"))
    }

    @Test(arguments: cases)
    func messageSaysWhatToDo(_ c: ([String], String)) throws {
        let result = try CLIRunner.run(c.0)
        #expect(result.status == 2)
        let first = result.stderr.split(separator: "\n").first.map(String.init) ?? ""
        #expect(first.contains(c.1), "\(c.0): \(first)")
        #expect(!first.contains("argument(s)"))
    }
}
