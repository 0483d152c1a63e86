import ColorScience
import Foundation

/// Reads a YAML or JSON text into a `DocumentNode` tree in which every node keeps its line and column —
/// the position-keeping reader shared by every YAML/JSON-based format.
///
/// - **JSON** (UTF-16/32 transcoded first, `JSONPreflight.utf8`) is read by `JSON5Parser` in its
///   strict RFC 8259 dialect — the one JSON reader of every format, so that a syntax error is told in the
///   same words, at its own line and column, whichever importer reads the file (text that is YAML but
///   not JSON is refused).
/// - **YAML** goes to `YAMLParser` directly (libyaml, no implicit typing, no anchors, one document,
///   no duplicate keys, depth at most `YAMLParser.maximumDepth`). A libyaml error caused by a colour
///   written without quotes (`{ light: #ffffff }`, where `#` starts a comment) is reported at that `#`.
enum StructuredDocument {
    /// Which syntax a text is in.
    public enum Syntax: Sendable {
        /// RFC 8259 JSON.
        case json
        /// YAML 1.1 as libyaml reads it (which includes most JSON).
        case yaml

        /// `.json` for a path ending in `.json` (any case), else `.yaml`.
        public init(path: String) {
            self = PaletteImporters.fileExtension(of: path) == "json" ? .json : .yaml
        }
    }

    /// The root node of `contents`.
    /// - Parameters: `path` the file as given (used in locations); `expected` what the root should be,
    ///   for the messages about an empty file or one without a document (e.g. "a mapping with a
    ///   'colors' key").
    /// - Throws: `PaletteError` at line 1, column 1 for an empty (white-space only) file or one with no
    ///   document; at the parser's position for malformed text ("invalid JSON: …", "invalid YAML: …").
    static func parse(_ contents: Data, path: String, syntax: Syntax, expected: String) throws(PaletteError)
        -> DocumentNode
    {
        let json = syntax == .json
        let contents = json ? JSONPreflight.utf8(contents) : contents
        if contents.allSatisfy({ [0x20, 0x09, 0x0A, 0x0D].contains($0) }) {
            throw PaletteError(
                kind: .empty,
                location: SourceLocation(file: path, line: 1, column: 1),
                message: "the file is empty; expected \(expected)")
        }
        let parsed: DocumentNode?
        do {
            if json {
                parsed = try JSON5Parser.parse([UInt8](contents), dialect: .json)
            } else if let shared = SharedYAMLTree.take(contents) {
                parsed = shared  // parsed by format recognition (`NativePaletteImporter`)
            } else {
                parsed = try YAMLParser.parse(contents)
            }
        } catch {
            // Text in another encoding (UTF-16 without a mark, UTF-32, Latin-1) is named as such, as the CSS
            // and GIMP readers do (`TextDecoding`), not as a syntax error at its first odd byte. Checked
            // only once parsing failed, so a well-formed file costs nothing; libyaml reads UTF-16 with a
            // byte-order mark itself.
            let utf16Mark =
                !json
                && (contents.starts(with: [0xFE, 0xFF])
                    || TextDecoding.wideEncoding(of: contents) == "UTF-16 little-endian"
                        && contents.starts(with: [0xFF, 0xFE]))
            if !utf16Mark { _ = try TextDecoding.utf8(contents, path: path, expected: expected) }
            let prefix = json ? "invalid JSON: " : error.fromLibYAML ? "invalid YAML: " : ""
            if !json, error.fromLibYAML, let hash = unquotedHexColor(contents) {
                // `{ light: #ffffff }`: the # starts a comment, which swallows the rest of the flow mapping;
                // libyaml then reports a confusing error further down. Point at the real cause.
                throw PaletteError(
                    kind: .syntax,
                    location: SourceLocation(file: path, line: hash.line, column: hash.column),
                    message: "invalid YAML: an unquoted # starts a comment in YAML; write colours in quotes, "
                        + "e.g. \"#ffffff\" (libyaml: \(error.message))")
            }
            throw PaletteError(
                kind: .syntax,
                location: SourceLocation(file: path, line: error.mark?.line ?? 0, column: error.mark?.column ?? 0),
                message: prefix + error.message)
        }
        guard let root = parsed else {
            throw PaletteError(
                kind: .empty,
                location: SourceLocation(file: path, line: 1, column: 1),
                message: "the file holds no document; expected \(expected)")
        }
        return root
    }

    /// The first `#` that follows `:`, `,`, `[` or `{` and white space and is followed by a hex digit — a
    /// colour written without quotes — with its 1-based line and column; `nil` when there is none.
    static func unquotedHexColor(_ contents: Data) -> (line: Int, column: Int)? {
        let text = String(decoding: contents.prefix(1 << 20), as: UTF8.self)
        for (index, line) in text.split(separator: "\n", omittingEmptySubsequences: false).enumerated() {
            let characters = Array(line)
            var inQuotes: Character?
            for (column, character) in characters.enumerated() {
                if let quote = inQuotes {
                    if character == quote { inQuotes = nil }
                    continue
                }
                if character == "\"" || character == "'" {
                    inQuotes = character
                    continue
                }
                guard character == "#", column > 0, characters[column - 1] == " " else { continue }
                let before = characters[..<column].last { $0 != " " }
                let next = column + 1 < characters.count ? characters[column + 1] : " "
                if let before, ":,[{".contains(before), next.isHexDigit { return (index + 1, column + 1) }
            }
        }
        return nil
    }
}
