import ColorScience

/// The package's one JSON writer: writes `JSONValue`s (`JSONValue.text()`), `JSONNode`s and the JSON
/// report's findings (`JSONFindingText`) as text, piece by piece, so a large document can be produced
/// incrementally: `JSONReporter` writes a report's findings one at a time instead of building the whole
/// document first. The text is what Foundation's `JSONEncoder` writes with `.prettyPrinted`, `.sortedKeys`
/// and `.withoutEscapingSlashes` (how reports were written before, kept byte for byte; the tests hold the
/// writer to `JSONEncoder`): two-space indentation and `"key" : value`, keys sorted, `/` not escaped, an
/// empty array or object as an opening line, an empty line and the closing bracket.
///
/// Numbers are written as Swift's shortest round-trip `description` without a trailing `.0` (`3`, `4.5`,
/// `1e-05`); non-finite numbers (which JSON cannot hold) as `null`. Strings escape `"`, `\`, and the
/// control characters U+0000…U+001F (`\b \f \n \r \t`, else `\u00XX`); everything else is written as
/// UTF-8.
///
/// The text is gathered as UTF-8 bytes in one reusable buffer (`byteCount`, `take()`), so writing costs
/// a copy of each piece and no string concatenation.
struct JSONTextWriter {
    private var bytes: [UInt8] = []

    /// A writer whose buffer first holds `capacity` bytes (a streamed document hands on 64 KB at a time).
    init(capacity: Int = 1 << 17) { bytes.reserveCapacity(capacity) }

    /// The number of UTF-8 bytes written and not yet taken.
    var byteCount: Int { bytes.count }

    /// Hands the bytes written so far to `body` and removes them (the buffer's capacity is kept).
    mutating func take(_ body: (UnsafeBufferPointer<UInt8>) throws -> Void) rethrows {
        try bytes.withUnsafeBufferPointer(body)
        bytes.removeAll(keepingCapacity: true)
    }

    /// Removes and returns the text written so far (the buffer's capacity is kept for what follows).
    mutating func take() -> String {
        let result = String(decoding: bytes, as: UTF8.self)
        bytes.removeAll(keepingCapacity: true)
        return result
    }

    /// Appends raw text (punctuation, indentation).
    mutating func raw(_ piece: StaticString) {
        piece.withUTF8Buffer { bytes.append(contentsOf: $0) }
    }

    /// Appends text written already (UTF-8 bytes).
    mutating func append(contentsOf text: UnsafeBufferPointer<UInt8>) { bytes.append(contentsOf: text) }

    /// Appends one byte of UTF-8.
    mutating func append(_ code: UInt8) { bytes.append(code) }

    /// Appends one ASCII byte.
    mutating func byte(_ ascii: Unicode.Scalar) { bytes.append(UInt8(ascii: ascii)) }

    /// Appends a newline and `level` levels of indentation.
    mutating func newline(_ level: Int) {
        bytes.append(0x0A)
        for _ in 0..<level {
            bytes.append(0x20)
            bytes.append(0x20)
        }
    }

    /// Appends `value` as it appears at indentation `level` (the level of the line it starts on).
    mutating func value(_ value: JSONValue, level: Int) {
        switch value {
        case .string(let string): self.string(string)
        case .number(let number): self.number(number)
        case .integer(let integer): self.integer(integer)
        case .bool(let bool): bool ? raw("true") : raw("false")
        case .null: raw("null")
        case .array(let values):
            container("[", "]", values, level: level) { writer, element in writer.value(element, level: level + 1) }
        case .object(let members):
            container("{", "}", members.sorted(by: { $0.key < $1.key }), level: level) { writer, member in
                writer.member(member.key) { $0.value(member.value, level: level + 1) }
            }
        }
    }

    /// Appends `node` as it appears at indentation `level`: the same text as `value(node.jsonValue,
    /// level:)`, members sorted by key.
    mutating func node(_ node: JSONNode, level: Int) {
        switch node {
        case .leaf(let value): self.value(value, level: level)
        case .array(let values):
            container("[", "]", values, level: level) { writer, element in writer.node(element, level: level + 1) }
        case .object(let members):
            container("{", "}", members.sorted(by: { $0.key < $1.key }), level: level) { writer, member in
                writer.member(member.key) { $0.node(member.value, level: level + 1) }
            }
        }
    }

    /// Appends an array or object at indentation `level`: `open`, each item on its own line one level
    /// deeper (written by `item`, commas between), then `close` on a line at `level`; an empty one as
    /// `open`, an empty line and `close`.
    mutating func container<Items: Collection>(
        _ open: Unicode.Scalar, _ close: Unicode.Scalar, _ items: Items, level: Int,
        _ item: (inout JSONTextWriter, Items.Element) -> Void
    ) {
        byte(open)
        if items.isEmpty {
            byte("\n")
            newline(level)
        } else {
            var first = true
            for element in items {
                if !first { byte(",") }
                first = false
                newline(level + 1)
                item(&self, element)
            }
            newline(level)
        }
        byte(close)
    }

    /// Appends `"key" : ` and then the value `body` writes.
    private mutating func member(_ key: String, _ body: (inout JSONTextWriter) -> Void) {
        string(key)
        raw(" : ")
        body(&self)
    }

    /// Appends the `index`th member's start in an object whose members are on lines at `level`: a comma
    /// after the previous member (when `index` > 0), a newline and indentation, then `"key" : `.
    mutating func key(_ key: String, index: Int, level: Int) {
        if index > 0 { byte(",") }
        newline(level)
        string(key)
        raw(" : ")
    }

    /// Appends an integer in decimal (`-` and digits, as `String(value)`).
    mutating func integer(_ value: Int) {
        if value < 0 { byte("-") }
        var magnitude = value.magnitude
        let start = bytes.count
        repeat {
            bytes.append(UInt8(truncatingIfNeeded: magnitude % 10) + 0x30)
            magnitude /= 10
        } while magnitude > 0
        bytes[start...].reverse()
    }

    /// Appends a number (see the type).
    mutating func number(_ number: Double) {
        guard number.isFinite else {
            raw("null")
            return
        }
        var written = number.description
        written.withUTF8 { text in
            let count = text.count
            let whole = count >= 2 && text[count - 2] == 0x2E && text[count - 1] == 0x30  // ".0"
            bytes.append(contentsOf: UnsafeBufferPointer(rebasing: text[0..<(whole ? count - 2 : count)]))
        }
    }

    /// Appends a string literal (see the type), scanning its UTF-8 bytes once: the runs between escapes
    /// are copied as they are.
    mutating func string(_ string: String) {
        byte("\"")
        var string = string
        string.withUTF8 { utf8 in
            var plainStart = 0
            for index in 0..<utf8.count {
                let code = utf8[index]
                guard code < 0x20 || code == 0x22 || code == 0x5C else { continue }
                bytes.append(contentsOf: UnsafeBufferPointer(rebasing: utf8[plainStart..<index]))
                plainStart = index + 1
                switch code {
                case 0x22: raw("\\\"")
                case 0x5C: raw("\\\\")
                case 0x08: raw("\\b")
                case 0x0C: raw("\\f")
                case 0x0A: raw("\\n")
                case 0x0D: raw("\\r")
                case 0x09: raw("\\t")
                default:
                    raw("\\u00")
                    bytes.append(Self.hexDigit(code >> 4))
                    bytes.append(Self.hexDigit(code & 15))
                }
            }
            bytes.append(contentsOf: UnsafeBufferPointer(rebasing: utf8[plainStart..<utf8.count]))
        }
        byte("\"")
    }

    /// The lowercase hex digit of `nibble` (0…15) as an ASCII byte.
    static func hexDigit(_ nibble: UInt8) -> UInt8 { nibble < 10 ? 0x30 + nibble : 0x61 + nibble - 10 }
}
