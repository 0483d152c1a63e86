import Foundation
import Testing

/// What the `coloraudit fix` tests share (`FixCommandTests`, `FixColorSetTests`): `fix --dry-run`, then
/// `fix`, then `audit --format json` in one folder, and the contrast errors that audit finds. A suite
/// conforms to run them; what it asserts stays its own.
protocol FixCommandRuns {}

extension FixCommandRuns {
    /// Runs `fix --dry-run` and `fix` (each with `extra` before `target`), then `audit --format json
    /// target`, all in `folder`; expects `--dry-run` to leave each of `written` (path → the text written
    /// there) as it is. Returns the three results and the text of each written file after `fix`, by path.
    func runFix(_ target: String, in folder: ImportTempFolder, written: [String: String], extra: [String] = [])
        throws -> (dry: CLIRunner.Result, fixed: CLIRunner.Result, audit: CLIRunner.Result, after: [String: String])
    {
        let directory = URL(fileURLWithPath: folder.root)
        let dry = try CLIRunner.run(["fix", "--dry-run"] + extra + [target], directory: directory)
        for (path, text) in written {
            #expect(try String(contentsOfFile: path, encoding: .utf8) == text, "--dry-run leaves \(path) as it is")
        }
        let fixed = try CLIRunner.run(["fix"] + extra + [target], directory: directory)
        var after: [String: String] = [:]
        for path in written.keys { after[path] = try String(contentsOfFile: path, encoding: .utf8) }
        let audit = try CLIRunner.run(["audit", "--format", "json", target], directory: directory)
        return (dry, fixed, audit, after)
    }

    /// The contrast errors of an `audit --format json` result.
    func contrastErrors(_ result: CLIRunner.Result) throws -> Int {
        let findings = try cast(try result.json()["findings"], "findings", as: [[String: Any]].self)
        return findings.filter {
            ["contrast-minimum", "non-text-contrast", "focus-indicator-contrast"].contains($0["rule"] as? String)
        }.count
    }
}
