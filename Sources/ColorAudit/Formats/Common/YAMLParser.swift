import CYAML
import ColorScience
import Foundation

/// Builds a `DocumentNode` tree from YAML 1.1 text (and so from JSON, which is YAML flow syntax) with
/// libyaml's event API (`yaml_parser_parse`), keeping every node's start mark.
///
/// Beyond libyaml's own syntax errors (reported with libyaml's problem text at its `problem_mark`,
/// or at the byte offset for encoding errors), the tree builder rejects, each with a location:
/// - a second document in the stream;
/// - YAML aliases (`*name`), which would let a small file expand into a huge tree;
/// - mapping keys that are not scalars;
/// - duplicate keys in one mapping (the message names the line of both);
/// - nesting deeper than `maximumDepth`.
/// Anchors and tags are accepted; tags are kept on the node, anchors dropped.
enum YAMLParser {
    /// The deepest nesting of collections accepted (the root collection is depth 1).
    static let maximumDepth = 64

    /// The kind of a top-level value, as `scanTopLevel` reports it.
    enum ValueKind: Sendable, Hashable {
        /// A scalar.
        case scalar
        /// A sequence.
        case sequence
        /// A mapping.
        case mapping
        /// An alias (`*name`).
        case alias
    }

    /// Parses a whole document.
    /// - Returns: the root node, or `nil` when the stream holds no document (empty file, only
    ///   comments or white space).
    /// - Throws: `DocumentSyntaxError` with libyaml's problem text and mark, or one of the tree builder's
    ///   errors listed on the type.
    static func parse(_ data: Data) throws(DocumentSyntaxError) -> DocumentNode? {
        var builder = TreeBuilder()
        try EventReader.read(data) { (event: Event) throws(DocumentSyntaxError) -> Bool in
            try builder.handle(event)
            return true
        }
        return builder.root
    }

    /// Reads the keys of a top-level mapping, calling `visit` with each key and the kind of its value
    /// until it returns false. The text is scanned once and the scan kept for the next call with the
    /// same text (`TopLevelScan`). Without building a tree, unless `sharingTree`: then the text is
    /// parsed in full and its tree kept for the importer (`SharedYAMLTree`), the keys read from the
    /// tree; a text the tree builder refuses is scanned as without it, so the result is the same.
    /// - Returns: false when the text is not well-formed YAML, has no document, or its root is not a
    ///   mapping; true otherwise (also when `visit` stopped early).
    static func scanTopLevel(_ data: Data, sharingTree: Bool = false, visit: (String, ValueKind) -> Bool) -> Bool {
        TopLevelScan.of(data) { text in
            if sharingTree, let parsed = SharedYAMLTree.parse(text) {
                guard case .mapping(let members)? = parsed?.content else {
                    return TopLevelScan(entries: [], result: false)
                }
                return TopLevelScan(
                    entries: members.map { member in
                        switch member.value.content {
                        case .scalar: return (member.key, .scalar)
                        case .sequence: return (member.key, .sequence)
                        case .mapping: return (member.key, .mapping)
                        }
                    }, result: true)
            }
            var entries: [(key: String, kind: ValueKind)] = []
            let result = scanEvents(text) { key, kind in
                entries.append((key, kind))
                return true
            }
            return TopLevelScan(entries: entries, result: result)
        }
        .replay(visit)
    }

    /// `scanTopLevel` by libyaml's events.
    static func scanEvents(_ data: Data, visit: (String, ValueKind) -> Bool) -> Bool {
        var depth = 0
        var pendingKey: String?
        var rootIsMapping = false
        do {
            try EventReader.read(data) { (event: Event) throws(DocumentSyntaxError) -> Bool in
                switch event.kind {
                case .streamStart, .streamEnd, .documentStart, .documentEnd:
                    return true
                case .mappingStart, .sequenceStart:
                    if depth == 0 {
                        rootIsMapping = event.kind == .mappingStart
                        if !rootIsMapping { return false }
                    } else if depth == 1, let key = pendingKey {
                        pendingKey = nil
                        if !visit(key, event.kind == .mappingStart ? .mapping : .sequence) { return false }
                    }
                    depth += 1
                    return depth <= maximumDepth  // deeper input is the importer's error to report
                case .mappingEnd, .sequenceEnd:
                    depth -= 1
                    return depth > 0
                case .scalar(let text, _):
                    if depth == 0 { return false }
                    if depth == 1 {
                        if let key = pendingKey {
                            pendingKey = nil
                            return visit(key, .scalar)
                        }
                        pendingKey = text
                    }
                    return true
                case .alias:
                    if depth == 1, let key = pendingKey {
                        pendingKey = nil
                        return visit(key, .alias)
                    }
                    return true
                }
            }
        } catch {
            return false
        }
        return rootIsMapping
    }

    /// One libyaml event, copied out of C memory.
    struct Event {
        enum Kind: Equatable {
            case streamStart, streamEnd, documentStart, documentEnd
            case mappingStart, mappingEnd, sequenceStart, sequenceEnd
            case scalar(String, ScalarStyle)
            case alias
        }

        var kind: Kind
        var mark: SourceMark
        var tag: String?
    }

    /// Runs libyaml over `data`, handing each event to `handle` until it returns false or the
    /// stream ends.
    enum EventReader {
        static func read(
            _ data: Data, _ handle: (Event) throws(DocumentSyntaxError) -> Bool
        ) throws(DocumentSyntaxError) {
            // libyaml needs a non-null pointer even for an empty input.
            var bytes = [UInt8](data)
            bytes.append(0)
            let result: Result<Void, DocumentSyntaxError> = bytes.withUnsafeBufferPointer { buffer in
                var parser = yaml_parser_t()
                guard yaml_parser_initialize(&parser) == 1 else {
                    return .failure(DocumentSyntaxError(message: "cannot initialise the YAML parser", mark: nil))
                }
                defer { yaml_parser_delete(&parser) }
                yaml_parser_set_input_string(&parser, buffer.baseAddress, buffer.count - 1)
                var event = yaml_event_t()
                while true {
                    guard yaml_parser_parse(&parser, &event) == 1 else {
                        return .failure(syntaxError(parser, bytes: buffer))
                    }
                    let copied = copy(event)
                    yaml_event_delete(&event)
                    do throws(DocumentSyntaxError) {
                        if try !handle(copied) || copied.kind == .streamEnd { return .success(()) }
                    } catch {
                        return .failure(error)
                    }
                }
            }
            try result.get()
        }

        private static func copy(_ event: yaml_event_t) -> Event {
            let mark = SourceMark(line: Int(event.start_mark.line) + 1, column: Int(event.start_mark.column) + 1)
            func string(_ pointer: UnsafeMutablePointer<yaml_char_t>?, _ length: Int? = nil) -> String? {
                guard let pointer else { return nil }
                let count = length ?? strlen(UnsafeRawPointer(pointer).assumingMemoryBound(to: CChar.self))
                return String(decoding: UnsafeBufferPointer(start: pointer, count: count), as: UTF8.self)
            }
            switch event.type {
            case YAML_STREAM_START_EVENT: return Event(kind: .streamStart, mark: mark)
            case YAML_DOCUMENT_START_EVENT: return Event(kind: .documentStart, mark: mark)
            case YAML_DOCUMENT_END_EVENT: return Event(kind: .documentEnd, mark: mark)
            case YAML_ALIAS_EVENT: return Event(kind: .alias, mark: mark)
            case YAML_SCALAR_EVENT:
                let scalar = event.data.scalar
                let style: ScalarStyle
                switch scalar.style {
                case YAML_SINGLE_QUOTED_SCALAR_STYLE: style = .singleQuoted
                case YAML_DOUBLE_QUOTED_SCALAR_STYLE: style = .doubleQuoted
                case YAML_LITERAL_SCALAR_STYLE, YAML_FOLDED_SCALAR_STYLE: style = .block
                default: style = .plain
                }
                let text = string(scalar.value, Int(scalar.length)) ?? ""
                return Event(kind: .scalar(text, style), mark: mark, tag: string(scalar.tag))
            case YAML_SEQUENCE_START_EVENT:
                return Event(kind: .sequenceStart, mark: mark, tag: string(event.data.sequence_start.tag))
            case YAML_SEQUENCE_END_EVENT: return Event(kind: .sequenceEnd, mark: mark)
            case YAML_MAPPING_START_EVENT:
                return Event(kind: .mappingStart, mark: mark, tag: string(event.data.mapping_start.tag))
            case YAML_MAPPING_END_EVENT: return Event(kind: .mappingEnd, mark: mark)
            default: return Event(kind: .streamEnd, mark: mark)
            }
        }

        /// libyaml's error: problem (and context) text at the problem mark; reader (encoding) errors
        /// carry a byte offset instead, turned into a line and column here.
        private static func syntaxError(_ parser: yaml_parser_t, bytes: UnsafeBufferPointer<UInt8>)
            -> DocumentSyntaxError
        {
            let problem = parser.problem.map { String(cString: $0) } ?? "invalid YAML"
            switch parser.error {
            case YAML_READER_ERROR:
                var message = problem
                if parser.problem_value != -1 {
                    message += String(format: " (0x%X)", Int(parser.problem_value))
                }
                return DocumentSyntaxError(
                    message: message, mark: mark(atByte: Int(parser.problem_offset), in: bytes), fromLibYAML: true)
            case YAML_MEMORY_ERROR:
                return DocumentSyntaxError(message: "out of memory while parsing YAML", mark: nil)
            default:
                let mark = SourceMark(
                    line: Int(parser.problem_mark.line) + 1, column: Int(parser.problem_mark.column) + 1)
                var message = problem
                if let context = parser.context.map({ String(cString: $0) }) {
                    let line = Int(parser.context_mark.line) + 1
                    let column = Int(parser.context_mark.column) + 1
                    message += " (\(context) at line \(line), column \(column))"
                }
                return DocumentSyntaxError(message: message, mark: mark, fromLibYAML: true)
            }
        }

        /// Line and column (in Unicode scalars, counting undecodable bytes as one each) of a byte offset.
        static func mark(atByte offset: Int, in bytes: UnsafeBufferPointer<UInt8>) -> SourceMark {
            var line = 1
            var column = 1
            var index = 0
            let end = min(offset, bytes.count)
            while index < end {
                let byte = bytes[index]
                if byte == UInt8(ascii: "\n") {
                    line += 1
                    column = 1
                } else if byte & 0xC0 != 0x80 {
                    column += 1
                }
                index += 1
            }
            return SourceMark(line: line, column: column)
        }
    }

    /// Assembles nodes from events with an explicit stack (no recursion, so depth costs no stack).
    private struct TreeBuilder {
        /// An open collection (a class, so appending does not copy the arrays).
        private final class Frame {
            let isMapping: Bool
            let mark: SourceMark
            let tag: String?
            var items: [DocumentNode] = []
            var entries: [DocumentNode.Entry] = []
            var keyLines: [String: Int] = [:]
            var pendingKey: DocumentNode?

            init(isMapping: Bool, mark: SourceMark, tag: String?) {
                self.isMapping = isMapping
                self.mark = mark
                self.tag = tag
            }

            var node: DocumentNode {
                DocumentNode(content: isMapping ? .mapping(entries) : .sequence(items), mark: mark, tag: tag)
            }
        }

        private var stack: [Frame] = []
        private var documents = 0
        private(set) var root: DocumentNode?

        mutating func handle(_ event: Event) throws(DocumentSyntaxError) {
            switch event.kind {
            case .streamStart, .streamEnd, .documentEnd:
                return
            case .documentStart:
                documents += 1
                if documents > 1 {
                    throw DocumentSyntaxError(
                        message: "expected a single document, found a second one", mark: event.mark)
                }
            case .alias:
                throw DocumentSyntaxError(
                    message: "YAML aliases (*name) are not supported; write the value out, or refer to "
                        + "another colour with \"{name}\"",
                    mark: event.mark)
            case .scalar(let text, let style):
                try add(DocumentNode(content: .scalar(text, style), mark: event.mark, tag: event.tag))
            case .sequenceStart, .mappingStart:
                guard stack.count < YAMLParser.maximumDepth else {
                    throw DocumentSyntaxError(
                        message: "nesting deeper than \(YAMLParser.maximumDepth) levels", mark: event.mark)
                }
                stack.append(Frame(isMapping: event.kind == .mappingStart, mark: event.mark, tag: event.tag))
            case .sequenceEnd, .mappingEnd:
                guard let frame = stack.popLast() else { return }
                try add(frame.node)
            }
        }

        private mutating func add(_ node: DocumentNode) throws(DocumentSyntaxError) {
            guard let top = stack.last else {
                root = node
                return
            }
            guard top.isMapping else {
                top.items.append(node)
                return
            }
            if let key = top.pendingKey {
                top.entries.append(
                    DocumentNode.Entry(
                        key: key.scalarText ?? "", keyMark: key.mark, keyStyle: key.scalarStyle ?? .plain, value: node))
                top.pendingKey = nil
                return
            }
            guard let text = node.scalarText else {
                throw DocumentSyntaxError(
                    message: "mapping keys must be strings, found \(node.kindDescription)", mark: node.mark)
            }
            if let firstLine = top.keyLines[text] {
                throw DocumentSyntaxError(
                    message: "duplicate key '\(text)' on line \(node.mark.line); it is already defined on line "
                        + "\(firstLine)",
                    mark: node.mark)
            }
            top.keyLines[text] = node.mark.line
            top.pendingKey = node
        }
    }
}
