/// Writes `JSONValue`s as text, piece by piece, byte for byte as `JSONValue.text()` writes them through
/// `JSONEncoder` (pretty-printed with two-space indentation and `"key" : value`, keys sorted, `/` not
/// escaped, an empty array or object as an opening line, an empty line and the closing bracket), so a large
/// document can be produced incrementally: `JSONReporter` writes a report's findings one at a time
/// instead of building the whole document first.
///
/// Numbers are written as Swift's shortest round-trip `description` without a trailing `.0` (`3`, `4.5`,
/// `1e-05`); non-finite numbers (which JSON cannot hold) as `null`, as `JSONValue.text()` does. Strings escape `"`, `\`, and the control characters
/// U+0000…U+001F (`\b \f \n \r \t`, else `\u00XX`); everything else is written as UTF-8.
struct JSONTextWriter {
    /// The text written so far and not yet taken with `take()`.
    private(set) var text = ""

    init() { text.reserveCapacity(1 << 17) }

    /// Removes and returns the text written so far.
    mutating func take() -> String {
        let result = text
        text = ""
        text.reserveCapacity(1 << 17)
        return result
    }

    /// Appends raw text (punctuation, indentation).
    mutating func raw(_ piece: String) { text += piece }

    /// Appends a newline and `level` levels of indentation.
    mutating func newline(_ level: Int) {
        text += "\n"
        for _ in 0..<level { text += "  " }
    }

    /// Appends `value` as it appears at indentation `level` (the level of the line it starts on).
    mutating func value(_ value: JSONValue, level: Int) {
        switch value {
        case .string(let string): self.string(string)
        case .number(let number): self.number(number)
        case .integer(let integer): text += String(integer)
        case .bool(let bool): text += bool ? "true" : "false"
        case .null: text += "null"
        case .array(let values):
            text += "["
            if values.isEmpty {
                text += "\n"
                newline(level)
            } else {
                for (k, element) in values.enumerated() {
                    if k > 0 { text += "," }
                    newline(level + 1)
                    self.value(element, level: level + 1)
                }
                newline(level)
            }
            text += "]"
        case .object(let members):
            text += "{"
            if members.isEmpty {
                text += "\n"
                newline(level)
            } else {
                for (k, key) in members.keys.sorted().enumerated() {
                    if k > 0 { text += "," }
                    newline(level + 1)
                    string(key)
                    text += " : "
                    self.value(members[key]!, level: level + 1)
                }
                newline(level)
            }
            text += "}"
        }
    }

    /// Appends a number (see the type).
    mutating func number(_ number: Double) {
        guard number.isFinite else {
            text += "null"
            return
        }
        var written = number.description
        if written.hasSuffix(".0") { written.removeLast(2) }
        text += written
    }

    /// Appends a string literal (see the type). The pieces between escapes are appended as strings, so
    /// the cost grows with the string, not with the text written so far.
    mutating func string(_ string: String) {
        text += "\""
        guard string.utf8.contains(where: { $0 < 0x20 || $0 == UInt8(ascii: "\"") || $0 == UInt8(ascii: "\\") })
        else {
            text += string
            text += "\""
            return
        }
        var plainStart = string.unicodeScalars.startIndex
        var index = plainStart
        let scalars = string.unicodeScalars
        while index != scalars.endIndex {
            let scalar = scalars[index]
            let escape: String?
            switch scalar {
            case "\"": escape = "\\\""
            case "\\": escape = "\\\\"
            case "\u{08}": escape = "\\b"
            case "\u{0C}": escape = "\\f"
            case "\n": escape = "\\n"
            case "\r": escape = "\\r"
            case "\t": escape = "\\t"
            default:
                if scalar.value < 0x20 {
                    let hex = String(scalar.value, radix: 16)
                    escape = "\\u" + String(repeating: "0", count: 4 - hex.count) + hex
                } else {
                    escape = nil
                }
            }
            if let escape {
                text += String(scalars[plainStart..<index])
                text += escape
                plainStart = scalars.index(after: index)
            }
            index = scalars.index(after: index)
        }
        text += String(scalars[plainStart..<scalars.endIndex])
        text += "\""
    }
}
