import ColorScience
import Foundation

/// A baseline: the findings a team has accepted for now, written by `coloraudit audit --write-baseline
/// FILE` and read by `--baseline FILE`, so that a gate can be introduced on a palette that already has
/// problems and fail only on new ones (or on accepted ones that got worse).
///
/// The file is JSON, versioned (`version` changes only with incompatible changes; fields may be added):
///
/// ```json
/// {"version": 1, "tool": {"name": "coloraudit", "version": "0.1.0"},
///  "findings": [{"fingerprint": "…32 hex digits…", "rule": "contrast-minimum", "file": "palettes/app.yaml",
///                "appearance": "dark", "tokens": ["muted", "page"], "facts": {"usage": "text"},
///                "severity": "error", "message": "…", "measurements": {"ratio": 4.4781}}]}
/// ```
///
/// Entries are keyed by the finding's identity (`FindingIdentity`: rule, root-relative file, appearance,
/// tokens, distinguishing facts, and `variant` — a token set's theme combination, written only for
/// such palettes — never lines or measured numbers), so reformatting the palette or
/// moving lines changes nothing. `measurements` keeps the measured values (not the limits) so that a
/// finding that got worse is reported again; `severity` and `message` are for people reading the file.
/// Entries are sorted by file, rule, appearance and tokens, so the file diffs well.
public struct Baseline: Sendable, Hashable {
    /// The file format version this build writes and reads.
    public static let formatVersion = 1

    /// One accepted finding.
    public struct Entry: Sendable, Hashable {
        /// What the finding is.
        public var identity: FindingIdentity
        /// `identity.fingerprint`, written for tools and people; recomputed when read.
        public var fingerprint: String { identity.fingerprint }
        /// The severity it had.
        public var severity: Severity
        /// Its message then.
        public var message: String
        /// Its measured values (limits left out), unrounded, by name.
        public var measurements: [String: Double]

        /// Creates an entry.
        public init(identity: FindingIdentity, severity: Severity, message: String, measurements: [String: Double]) {
            self.identity = identity
            self.severity = severity
            self.message = message
            self.measurements = measurements
        }

        /// The entry for `finding` with the identity `identity`.
        public init(_ finding: Finding, identity: FindingIdentity) {
            self.identity = identity
            severity = finding.severity
            message = finding.message
            measurements = finding.measurements.filter { !$0.value.isLimit }.mapValues(\.value)
        }
    }

    /// The tool version that wrote the file.
    public var toolVersion: String
    /// The accepted findings.
    public var entries: [Entry]

    /// A baseline of these entries (sorted as written).
    public init(entries: [Entry], toolVersion: String = ToolInfo.version) {
        self.toolVersion = toolVersion
        self.entries = entries.sorted { a, b in
            let x = a.identity
            let y = b.identity
            return (x.file, x.rule, x.appearance.rawValue, x.tokens.joined(separator: ","), x.canonical)
                < (y.file, y.rule, y.appearance.rawValue, y.tokens.joined(separator: ","), y.canonical)
        }
    }

    /// The baseline of every finding of `run` (identities relative to its repository root).
    /// A finding said once for several brands (`Finding.brands`) or palettes (`Finding.locations`) is an
    /// entry per brand and location, as each palette's audit found it, so that the file does not depend
    /// on which palettes share it.
    public init(_ run: AuditRun) {
        let entries = run.findings.flatMap { finding in
            FindingComparison.identities(of: finding, run.identity(of:)).map { Entry(finding, identity: $0) }
        }
        self.init(entries: entries, toolVersion: run.toolVersion)
    }

    /// The file's text: pretty-printed JSON with sorted keys, ending in a newline.
    public var text: String {
        let findings = entries.map { entry -> JSONValue in
            var fields: [String: JSONValue] = [
                "fingerprint": .string(entry.fingerprint),
                "rule": .string(entry.identity.rule.rawValue),
                "file": .string(entry.identity.file),
                "appearance": .string(entry.identity.appearance.rawValue),
                "tokens": .array(entry.identity.tokens.map(JSONValue.string)),
                "facts": .object(entry.identity.facts.mapValues(JSONValue.string)),
                "severity": .string(entry.severity.rawValue),
                "message": .string(entry.message),
                "measurements": .object(entry.measurements.mapValues(JSONValue.number)),
            ]
            if let variant = entry.identity.variant { fields["variant"] = .string(variant) }
            return .object(fields)
        }
        let document: JSONValue = .object([
            "version": .integer(Self.formatVersion),
            "tool": .object(["name": .string(ToolInfo.name), "version": .string(toolVersion)]),
            "findings": .array(findings),
        ])
        return document.text() + "\n"
    }

    /// A baseline file that cannot be used: the message names the file and what was expected.
    public struct ReadError: Error, Sendable, CustomStringConvertible {
        /// What is wrong with the file.
        public enum Kind: Sendable, Hashable, CaseIterable {
            /// The file is empty (or only white space).
            case empty
            /// The file is not JSON.
            case notJSON
            /// The file is a baseline of another format version (`Baseline.formatVersion`).
            case unsupportedVersion
            /// The JSON is not a baseline: a field is missing or of the wrong type.
            case invalidContent
        }

        /// What is wrong, for a program to act on without reading `text`.
        public var kind: Kind
        /// `FILE: error: …`, with the settings it points to as hints (`ReportHint`).
        public var text: HintedText
        /// `text` with its hints in words.
        public var description: String { text.description }

        /// An error of `kind` with this text.
        init(_ kind: Kind, text: HintedText) {
            self.kind = kind
            self.text = text
        }

        /// An error of `kind` without hints.
        init(_ kind: Kind, description: String) {
            self.kind = kind
            text = HintedText(description)
        }
    }

    /// Reads a baseline file's bytes (`BaselineReader`); `path` is for messages. Unknown fields are ignored
    /// (later minor versions may add some); a missing field, a wrong type or another `version` is an error
    /// at its line and column naming the entry (`findings[2].measurements.ratio`).
    /// - Throws: `ReadError` "PATH:LINE:COLUMN: error: …".
    public static func read(_ data: Data, path: String) throws(ReadError) -> Baseline {
        try BaselineReader.read(data, path: path)
    }
}

extension FindingIdentity {
    /// An identity from its fields (as read from a baseline file).
    public init(rule: RuleID, file: String, appearance: Appearance, tokens: [String], facts: [String: String]) {
        self.rule = rule
        self.file = file
        self.appearance = appearance
        self.tokens = tokens
        self.facts = facts
    }
}
