/// Where the values of a JSON document are written: a strict reader (RFC 8259) that keeps, for every
/// value, the byte range it occupies, so that one value's bytes can be replaced and every other byte
/// kept. It reads structure and strings only as far as finding places needs; what the values mean is
/// left to Foundation's `JSONSerialization` (or the importers).
enum JSONScanner {
    /// One value and the bytes it is written in.
    indirect enum Node: Sendable {
        /// An object: its members in the order written, each key decoded.
        case object([Member], range: Range<Int>)
        /// An array: its elements in order.
        case array([Node], range: Range<Int>)
        /// A string: `content` is the bytes between the quotes (escapes as written), `value` decoded.
        case string(String, content: Range<Int>, range: Range<Int>)
        /// A number, `true`, `false` or `null`, as written.
        case scalar(range: Range<Int>)

        /// The bytes of the whole value (quotes and brackets included).
        var range: Range<Int> {
            switch self {
            case .object(_, let range), .array(_, let range), .string(_, _, let range), .scalar(let range): range
            }
        }

        /// The value of member `key` of an object (the first of that key); `nil` for other values.
        subscript(key: String) -> Node? {
            guard case .object(let members, _) = self else { return nil }
            return members.first { $0.key == key }?.value
        }

        /// The elements of an array; empty for other values.
        var elements: [Node] {
            guard case .array(let elements, _) = self else { return [] }
            return elements
        }

        /// The decoded text of a string; `nil` for other values.
        var string: String? {
            guard case .string(let value, _, _) = self else { return nil }
            return value
        }
    }

    /// One member of an object.
    struct Member: Sendable {
        /// The key, decoded.
        var key: String
        /// The value.
        var value: Node
    }

    /// The deepest nesting read; deeper documents are refused (no stack is exhausted).
    static let maximumDepth = 256

    /// The document `bytes` (UTF-8, an optional byte-order mark, white space around the value), or
    /// `nil` when it is not JSON.
    static func parse(_ bytes: [UInt8]) -> Node? {
        var reader = Reader(bytes: bytes)
        if bytes.starts(with: [0xEF, 0xBB, 0xBF]) { reader.index = 3 }
        guard let node = reader.value(depth: 0) else { return nil }
        reader.skipSpace()
        return reader.index == bytes.count ? node : nil
    }

    /// Reads values from the byte at `index` on.
    private struct Reader {
        let bytes: [UInt8]
        var index = 0

        mutating func skipSpace() {
            while index < bytes.count, [0x20, 0x09, 0x0A, 0x0D].contains(bytes[index]) { index += 1 }
        }

        mutating func value(depth: Int) -> Node? {
            guard depth < JSONScanner.maximumDepth else { return nil }
            skipSpace()
            guard index < bytes.count else { return nil }
            let start = index
            switch bytes[index] {
            case UInt8(ascii: "{"):
                index += 1
                var members: [Member] = []
                skipSpace()
                if index < bytes.count && bytes[index] == UInt8(ascii: "}") {
                    index += 1
                    return .object([], range: start..<index)
                }
                while true {
                    skipSpace()
                    guard let key = value(depth: depth + 1), let name = key.string else { return nil }
                    skipSpace()
                    guard index < bytes.count, bytes[index] == UInt8(ascii: ":") else { return nil }
                    index += 1
                    guard let member = value(depth: depth + 1) else { return nil }
                    members.append(Member(key: name, value: member))
                    skipSpace()
                    guard index < bytes.count else { return nil }
                    if bytes[index] == UInt8(ascii: "}") {
                        index += 1
                        return .object(members, range: start..<index)
                    }
                    guard bytes[index] == UInt8(ascii: ",") else { return nil }
                    index += 1
                }
            case UInt8(ascii: "["):
                index += 1
                var elements: [Node] = []
                skipSpace()
                if index < bytes.count && bytes[index] == UInt8(ascii: "]") {
                    index += 1
                    return .array([], range: start..<index)
                }
                while true {
                    guard let element = value(depth: depth + 1) else { return nil }
                    elements.append(element)
                    skipSpace()
                    guard index < bytes.count else { return nil }
                    if bytes[index] == UInt8(ascii: "]") {
                        index += 1
                        return .array(elements, range: start..<index)
                    }
                    guard bytes[index] == UInt8(ascii: ",") else { return nil }
                    index += 1
                }
            case UInt8(ascii: "\""):
                return string()
            default:
                return scalar()
            }
        }

        /// A string from its opening quote: decoded, with the range of its content.
        mutating func string() -> Node? {
            let start = index
            index += 1
            var scalars = String.UnicodeScalarView()
            var plain = index
            func flushPlain(_ end: Int) -> Bool {
                guard let text = String(validating: bytes[plain..<end], as: UTF8.self) else { return false }
                scalars.append(contentsOf: text.unicodeScalars)
                return true
            }
            while index < bytes.count {
                let byte = bytes[index]
                if byte == UInt8(ascii: "\"") {
                    guard flushPlain(index) else { return nil }
                    index += 1
                    return .string(String(scalars), content: start + 1..<index - 1, range: start..<index)
                }
                if byte < 0x20 { return nil }
                if byte == UInt8(ascii: "\\") {
                    guard flushPlain(index), index + 1 < bytes.count else { return nil }
                    let escaped = bytes[index + 1]
                    index += 2
                    switch escaped {
                    case UInt8(ascii: "\""): scalars.append("\"")
                    case UInt8(ascii: "\\"): scalars.append("\\")
                    case UInt8(ascii: "/"): scalars.append("/")
                    case UInt8(ascii: "b"): scalars.append("\u{8}")
                    case UInt8(ascii: "f"): scalars.append("\u{c}")
                    case UInt8(ascii: "n"): scalars.append("\n")
                    case UInt8(ascii: "r"): scalars.append("\r")
                    case UInt8(ascii: "t"): scalars.append("\t")
                    case UInt8(ascii: "u"):
                        guard let unit = hexUnit() else { return nil }
                        if (0xD800..<0xDC00).contains(unit), index + 1 < bytes.count,
                            bytes[index] == UInt8(ascii: "\\"), bytes[index + 1] == UInt8(ascii: "u")
                        {
                            index += 2
                            guard let low = hexUnit(), (0xDC00..<0xE000).contains(low) else { return nil }
                            scalars.append(Unicode.Scalar(0x10000 + ((unit - 0xD800) << 10) + (low - 0xDC00))!)
                        } else {
                            // A lone surrogate is kept as the replacement character, as Foundation reads it.
                            scalars.append(Unicode.Scalar(unit) ?? "\u{FFFD}")
                        }
                    default: return nil
                    }
                    plain = index
                    continue
                }
                index += 1
            }
            return nil
        }

        /// Four hex digits after `\u`.
        mutating func hexUnit() -> UInt32? {
            guard index + 4 <= bytes.count else { return nil }
            var unit: UInt32 = 0
            for byte in bytes[index..<index + 4] {
                guard let digit = Character(Unicode.Scalar(byte)).hexDigitValue else { return nil }
                unit = unit * 16 + UInt32(digit)
            }
            index += 4
            return unit
        }

        /// A number (RFC 8259 grammar), `true`, `false` or `null`.
        mutating func scalar() -> Node? {
            let start = index
            for word in ["true", "false", "null"] where bytes[index...].starts(with: word.utf8) {
                index += word.utf8.count
                return .scalar(range: start..<index)
            }
            func digits() -> Int {
                let first = index
                while index < bytes.count, bytes[index] >= 0x30, bytes[index] <= 0x39 { index += 1 }
                return index - first
            }
            if bytes[index] == UInt8(ascii: "-") { index += 1 }
            guard index < bytes.count else { return nil }
            if bytes[index] == UInt8(ascii: "0") {
                index += 1
            } else if digits() == 0 {
                return nil
            }
            if index < bytes.count, bytes[index] == UInt8(ascii: ".") {
                index += 1
                guard digits() > 0 else { return nil }
            }
            if index < bytes.count, bytes[index] | 0x20 == UInt8(ascii: "e") {
                index += 1
                if index < bytes.count, bytes[index] == UInt8(ascii: "+") || bytes[index] == UInt8(ascii: "-") {
                    index += 1
                }
                guard digits() > 0 else { return nil }
            }
            return .scalar(range: start..<index)
        }
    }
}
