import ColorScience
import Foundation

/// `--format xcode`: one line per finding in the form compilers print and Xcode reads from a Run Script
/// build phase (as SwiftLint's `xcode` reporter prints): `FILE:LINE:COLUMN: error|warning|note: message
/// [rule]`. FILE is absolute (Xcode opens it when the issue is clicked); standard input is `stdin`. A
/// location without a line — a swatch in a binary `.ase` file, an image — is `FILE: severity: message
/// (byte N) [rule]` (Xcode shows it as an issue of the file), never line 0. Line breaks and control
/// characters in messages are shown as escapes (`TerminalText`), so each finding stays one line.
/// Nothing else is written: no summary line.
struct XcodeReporter: Reporter {
    /// `xcode`.
    public static let identifier = "xcode"
    /// For `--help`.
    public static let description = "one line per finding, file:line:column: severity: message [rule] (Xcode)"
    /// Xcode reads plain text.
    public static let canColorOutput = false

    /// Creates the reporter (it has no options).
    public init(options: ReporterOptions = ReporterOptions()) {}

    /// Writes one line per finding, in report order (the last without a line break).
    public func write(_ run: AuditRun, to sink: any ReportSink) throws {
        let directory = FileManager.default.currentDirectoryPath
        var first = true
        for finding in run.findings {
            try sink.write((first ? "" : "\n") + Self.line(finding, directory: directory))
            first = false
        }
    }

    /// The line of one finding; relative paths are made absolute from `directory`.
    static func line(_ finding: Finding, directory: String) -> String {
        let location = finding.location
        var place = Self.absolute(location.file, directory: directory)
        var message = finding.message
        if location.line > 0 {
            place += ":\(location.line)"
            if location.column > 0 { place += ":\(location.column)" }
        } else if let offset = location.offset {
            message += " (byte \(offset))"
        }
        return TerminalText.visible("\(place): \(finding.severity.rawValue): \(message) [\(finding.rule)]")
    }

    /// `path` absolute and standardized (`a/../b.yaml` → `/dir/b.yaml`); standard input is `stdin`.
    static func absolute(_ path: String, directory: String) -> String {
        guard path != "-" else { return AuditRun.standardInputName }
        let joined = path.hasPrefix("/") ? path : (directory.hasSuffix("/") ? directory : directory + "/") + path
        return URL(fileURLWithPath: joined).standardizedFileURL.path
    }
}
