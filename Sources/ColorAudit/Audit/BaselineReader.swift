import ColorScience
import Foundation

/// Reads a baseline file (the JSON `Baseline.text` writes) from the tree of our JSON reader
/// (`JSON5Parser`, strict JSON), so that every problem is told at its line and column, in words:
/// `base.json:4:7: error: findings[0]: missing 'fingerprint'`.
///
/// Required: `version` (an integer equal to `Baseline.formatVersion`), `findings` (a list), and in each
/// finding `fingerprint`, `rule`, `file`, `appearance` (strings), `tokens` (a list of strings) and
/// `severity` (`error`, `warning` or `note`). Optional: `tool.version`, and per finding `facts` (strings
/// by name), `message` and `measurements` (numbers by name). Unknown keys are ignored (later minor
/// versions may add some). The fingerprint is not trusted: the identity is recomputed from the fields.
enum BaselineReader {
    /// The baseline in `data` (UTF-8, or UTF-16/32 JSON); `path` names the file in messages.
    /// - Throws: `Baseline.ReadError` "PATH:LINE:COLUMN: error: …" naming what was expected.
    static func read(_ data: Data, path: String) throws(Baseline.ReadError) -> Baseline {
        let reader = NodeReader(path: path, quotedStringsOnly: true)
        // A problem of the tree is a field missing or of the wrong type, unless it is the version's.
        var kind = Baseline.ReadError.Kind.invalidContent
        func fail(_ error: PaletteError) -> Baseline.ReadError {
            Baseline.ReadError(kind, description: "\(error.location): error: \(error.message)")
        }
        let bytes = [UInt8](JSONPreflight.utf8(data))
        if bytes.allSatisfy({ [0x20, 0x09, 0x0A, 0x0D].contains($0) }) {
            throw Baseline.ReadError(
                .empty,
                text: "\(path):1:1: error: the baseline file is empty; expected the JSON that "
                    + "\(hint: .writeBaseline) writes")
        }
        let root: DocumentNode
        do throws(DocumentSyntaxError) {
            root = try JSON5Parser.parse(bytes, dialect: .json)
        } catch {
            let at = error.mark.map { "\(path):\($0.line):\($0.column)" } ?? path
            throw Baseline.ReadError(
                .notJSON,
                text: "\(at): error: not a baseline file (expected the JSON that \(hint: .writeBaseline) writes): "
                    + "invalid JSON: \(error.message)")
        }
        do throws(PaletteError) {
            let top = try reader.mapping(
                root, "not a baseline file", expected: "an object with 'version' and 'findings'")
            let version = try required("version", in: top, at: root, "the file", reader)
            let number = try reader.number(version, "version", expected: "an integer")
            guard number == Double(Baseline.formatVersion) else {
                kind = .unsupportedVersion
                throw reader.error(
                    .invalidValue,
                    version.mark,
                    "baseline format version \(version.scalarText ?? "") is not supported (this coloraudit reads "
                        + "version \(Baseline.formatVersion))")
            }
            var toolVersion = "unknown"
            if let tool = top.first(where: { $0.key == "tool" })?.value {
                let fields = try reader.mapping(tool, "tool", expected: "an object")
                if let node = fields.first(where: { $0.key == "version" })?.value {
                    toolVersion = try reader.string(node, "tool.version")
                }
            }
            let list = try required("findings", in: top, at: root, "the file", reader)
            var entries: [Baseline.Entry] = []
            for (index, item) in try reader.sequence(list, "findings", expected: "a list of findings").enumerated() {
                entries.append(try entry(item, context: "findings[\(index)]", reader))
            }
            return Baseline(entries: entries, toolVersion: toolVersion)
        } catch {
            throw fail(error)
        }
    }

    /// One finding of the list.
    private static func entry(_ item: DocumentNode, context: String, _ reader: NodeReader) throws(PaletteError)
        -> Baseline.Entry
    {
        let fields = try reader.mapping(item, context, expected: "an object (a finding)")
        func text(_ key: String) throws(PaletteError) -> String {
            try reader.string(try required(key, in: fields, at: item, context, reader), "\(context).\(key)")
        }
        _ = try text("fingerprint")
        let rule = try text("rule")
        let file = try text("file")
        let appearance = try text("appearance")
        let tokensNode = try required("tokens", in: fields, at: item, context, reader)
        var tokens: [String] = []
        for (k, token) in try reader.sequence(tokensNode, "\(context).tokens", expected: "a list of names")
            .enumerated()
        {
            tokens.append(try reader.string(token, "\(context).tokens[\(k)]"))
        }
        let severity = try reader.keyword(
            try required("severity", in: fields, at: item, context, reader), "\(context).severity", as: Severity.self)
        var facts: [String: String] = [:]
        if let node = fields.first(where: { $0.key == "facts" })?.value {
            for fact in try reader.mapping(node, "\(context).facts", expected: "an object of strings") {
                facts[fact.key] = try reader.string(fact.value, "\(context).facts.\(fact.key)")
            }
        }
        var measurements: [String: Double] = [:]
        if let node = fields.first(where: { $0.key == "measurements" })?.value {
            for value in try reader.mapping(node, "\(context).measurements", expected: "an object of numbers") {
                measurements[value.key] = try reader.number(value.value, "\(context).measurements.\(value.key)")
            }
        }
        var message = ""
        if let node = fields.first(where: { $0.key == "message" })?.value {
            message = try reader.string(node, "\(context).message")
        }
        var variant: String?
        if let node = fields.first(where: { $0.key == "variant" })?.value {
            variant = try reader.string(node, "\(context).variant")
        }
        return Baseline.Entry(
            identity: FindingIdentity(
                rule: RuleID(rule), file: file, appearance: Appearance(named: appearance), tokens: tokens, facts: facts,
                variant: variant),
            severity: severity, message: message, measurements: measurements)
    }

    /// The value of `key` in `fields`.
    /// - Throws: at `parent` ("CONTEXT: missing 'KEY'") when the key is absent.
    private static func required(
        _ key: String, in fields: [DocumentNode.Entry], at parent: DocumentNode, _ context: String, _ reader: NodeReader
    ) throws(PaletteError) -> DocumentNode {
        guard let node = fields.first(where: { $0.key == key })?.value else {
            throw reader.error(.structure, parent.mark, "\(context): missing '\(key)'")
        }
        return node
    }
}
