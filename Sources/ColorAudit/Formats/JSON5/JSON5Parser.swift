import ColorScience

/// Reads JSON (RFC 8259) or JSON5 (json5.org, spec 1.0.0) text into a `DocumentNode` tree in which every
/// value, and every key, keeps its 1-based line and column (Unicode scalars), as the YAML reader does.
///
/// Both dialects: one value with optional white space around it; objects with unique keys (a duplicate
/// is an error naming both lines, except in JSON5 a repeat of the same value, which changes nothing)
/// kept in document order; nesting deeper than `YAMLParser.maximumDepth`
/// levels is an error (checked before descending, so the call stack is bounded). Strings become
/// `.doubleQuoted` or `.singleQuoted` scalars (marks at the opening quote); `true`, `false`, `null` and
/// numbers become `.plain` scalars, numbers as decimal text that `PlainNumber.value(_:)` reads.
/// Invalid UTF-8 is an error at its byte.
///
/// JSON5 adds, and strict JSON reports as errors naming the JSON5 feature (so a `.json` file with a
/// comment is told what it did):
/// - `//` line comments and `/* */` block comments (an unterminated block comment is an error);
/// - a trailing comma after the last object member or array element;
/// - unquoted keys (ECMAScript identifier names: letters, digits, `$`, `_`, `\uXXXX` escapes; not
///   starting with a digit);
/// - single-quoted strings, line continuations (a backslash before a line break), the escapes `\v`,
///   `\0` (not before a digit), `\xHH` and any other character escaped as itself;
/// - numbers with a leading `+`, a leading or trailing decimal point (`.5`, `5.`), and hexadecimal
///   integers (`0x1F`, written out in decimal in the tree; more than 2^53 is an error, being inexact).
/// - `Infinity`, `-Infinity` and `NaN` are valid JSON5 but are refused here: no colour, size or weight
///   can be non-finite, and carrying them on would only move the error away from where it was written.
/// - white space also includes vertical tab, form feed, no-break space, BOM, line and paragraph
///   separators and other Unicode space separators.
///
/// Strings may not contain raw line breaks (both dialects) or, in JSON, raw control characters.
/// `\uD83D\uDE00` surrogate pairs are combined; a lone surrogate escape is an error.
enum JSON5Parser {
    /// Whether two trees hold the same value (scalars' text and kind, keys, order), wherever written.
    static func same(_ a: DocumentNode, _ b: DocumentNode) -> Bool {
        switch (a.content, b.content) {
        case (.scalar(let x, let xs), .scalar(let y, let ys)):
            return x == y && (xs == .plain) == (ys == .plain)
        case (.sequence(let x), .sequence(let y)):
            return x.count == y.count && zip(x, y).allSatisfy { same($0, $1) }
        case (.mapping(let x), .mapping(let y)):
            return x.count == y.count && zip(x, y).allSatisfy { $0.key == $1.key && same($0.value, $1.value) }
        default:
            return false
        }
    }

    /// Which syntax is accepted.
    enum Dialect: Sendable {
        /// RFC 8259 JSON only.
        case json
        /// JSON5 1.0.0.
        case json5
    }

    /// The tree of `data`.
    /// - Throws: `DocumentSyntaxError` (with `fromLibYAML` false) naming what was found and what was
    ///   expected, at its line and column.
    static func parse(_ data: [UInt8], dialect: Dialect) throws(DocumentSyntaxError) -> DocumentNode {
        var reader = Reader(bytes: data, dialect: dialect)
        try reader.skipSpace()
        if reader.index < data.count, reader.startsWithBOM { reader.skipBOM() }
        try reader.skipSpace()
        guard reader.index < data.count else {
            throw reader.error("expected a value, found the end of the file")
        }
        let root = try reader.value(depth: 0)
        try reader.skipSpace()
        if reader.index < data.count {
            throw reader.error("expected the end of the file after the top-level value, found \(reader.describeNext())")
        }
        return root
    }

    /// The cursor over the bytes; line and column are kept as it moves.
    private struct Reader {
        let bytes: [UInt8]
        let dialect: Dialect
        var index = 0
        var line = 1
        var column = 1

        init(bytes: [UInt8], dialect: Dialect) {
            self.bytes = bytes
            self.dialect = dialect
        }

        var mark: SourceMark { SourceMark(line: line, column: column) }
        var isJSON5: Bool { dialect == .json5 }
        var current: UInt8? { index < bytes.count ? bytes[index] : nil }

        func error(_ message: String, at mark: SourceMark? = nil) -> DocumentSyntaxError {
            DocumentSyntaxError(message: message, mark: mark ?? self.mark)
        }

        /// Moves past one byte, keeping line and column (a column per Unicode scalar: continuation
        /// bytes do not count; `\r\n` and a lone `\r` end a line, as do U+2028/U+2029 in JSON5).
        mutating func advance() {
            let byte = bytes[index]
            index += 1
            if byte == 0x0A || (byte == 0x0D && current != 0x0A) {
                line += 1
                column = 1
            } else if byte & 0xC0 != 0x80 {
                column += 1
            }
        }

        mutating func advance(by count: Int) {
            for _ in 0..<count where index < bytes.count { advance() }
        }

        var startsWithBOM: Bool {
            index + 2 < bytes.count && bytes[index] == 0xEF && bytes[index + 1] == 0xBB && bytes[index + 2] == 0xBF
        }

        mutating func skipBOM() { advance(by: 3) }

        /// The Unicode scalar at `index` and its length in bytes, or `nil` for invalid UTF-8.
        func scalar(at position: Int) -> (scalar: Unicode.Scalar, length: Int)? {
            guard position < bytes.count else { return nil }
            let first = bytes[position]
            if first < 0x80 { return (Unicode.Scalar(first), 1) }
            let length: Int
            var value: UInt32
            switch first {
            case 0xC2...0xDF: (length, value) = (2, UInt32(first & 0x1F))
            case 0xE0...0xEF: (length, value) = (3, UInt32(first & 0x0F))
            case 0xF0...0xF4: (length, value) = (4, UInt32(first & 0x07))
            default: return nil
            }
            guard position + length <= bytes.count else { return nil }
            for offset in 1..<length {
                let byte = bytes[position + offset]
                guard byte & 0xC0 == 0x80 else { return nil }
                value = value << 6 | UInt32(byte & 0x3F)
            }
            let minimum: UInt32 = length == 2 ? 0x80 : length == 3 ? 0x800 : 0x10000
            guard value >= minimum, let scalar = Unicode.Scalar(value) else { return nil }
            return (scalar, length)
        }

        /// A short description of what is at the cursor, for messages.
        func describeNext() -> String {
            guard let byte = current else { return "the end of the file" }
            if let (scalar, _) = scalar(at: index) {
                if scalar.value < 0x20 { return String(format: "the control character U+%04X", scalar.value) }
                return "'\(Character(scalar))'"
            }
            return String(format: "the byte 0x%02X, which is not UTF-8", byte)
        }

        // MARK: White space and comments

        /// Skips white space and (JSON5) comments.
        mutating func skipSpace() throws(DocumentSyntaxError) {
            while let byte = current {
                switch byte {
                case 0x20, 0x09, 0x0A, 0x0D:
                    advance()
                case 0x0B where isJSON5, 0x0C where isJSON5:
                    advance()
                case UInt8(ascii: "/"):
                    try skipComment()
                default:
                    guard byte >= 0x80, isJSON5, let (scalar, length) = scalar(at: index), Self.isSpace(scalar)
                    else { return }
                    if scalar.value == 0x2028 || scalar.value == 0x2029 {
                        advance(by: length)
                        line += 1
                        column = 1
                    } else {
                        advance(by: length)
                    }
                }
            }
        }

        static func isSpace(_ scalar: Unicode.Scalar) -> Bool {
            scalar.value == 0xA0 || scalar.value == 0xFEFF || scalar.value == 0x2028 || scalar.value == 0x2029
                || scalar.properties.generalCategory == .spaceSeparator
        }

        mutating func skipComment() throws(DocumentSyntaxError) {
            let start = mark
            let next = index + 1 < bytes.count ? bytes[index + 1] : nil
            guard next == UInt8(ascii: "/") || next == UInt8(ascii: "*") else {
                throw error("expected a value, found '/'")
            }
            guard isJSON5 else {
                throw error("JSON does not allow comments (JSON5 does: name the file .json5)")
            }
            advance(by: 2)
            if next == UInt8(ascii: "/") {
                while let byte = current, byte != 0x0A, byte != 0x0D { advance() }
                return
            }
            while index < bytes.count {
                if bytes[index] == UInt8(ascii: "*"), index + 1 < bytes.count, bytes[index + 1] == UInt8(ascii: "/") {
                    advance(by: 2)
                    return
                }
                advance()
            }
            throw error("the comment opened here is never closed; expected '*/'", at: start)
        }

        // MARK: Values

        mutating func value(depth: Int) throws(DocumentSyntaxError) -> DocumentNode {
            guard let byte = current else { throw error("expected a value, found the end of the file") }
            switch byte {
            case UInt8(ascii: "{"), UInt8(ascii: "["):
                guard depth < YAMLParser.maximumDepth else {
                    throw error("nesting deeper than \(YAMLParser.maximumDepth) levels")
                }
                return byte == UInt8(ascii: "{") ? try object(depth: depth + 1) : try array(depth: depth + 1)
            case UInt8(ascii: "\""):
                let start = mark
                return DocumentNode(content: .scalar(try string(), .doubleQuoted), mark: start)
            case UInt8(ascii: "'"):
                let start = mark
                guard isJSON5 else {
                    throw error("JSON strings use double quotes (JSON5 allows single quotes: name the file .json5)")
                }
                return DocumentNode(content: .scalar(try string(), .singleQuoted), mark: start)
            case UInt8(ascii: "-"), UInt8(ascii: "+"), UInt8(ascii: "."), UInt8(ascii: "0")...UInt8(ascii: "9"):
                return try number()
            default:
                let start = mark
                let word = identifierText()
                switch word {
                case "true", "false", "null":
                    return DocumentNode(content: .scalar(word, .plain), mark: start)
                case "Infinity", "NaN":
                    throw error(
                        "\(word) is not accepted: a palette value must be a finite number", at: start)
                case "":
                    throw error(
                        "expected a value (object, array, string, number, true, false or null), found "
                            + describeNext())
                default:
                    throw error(
                        "expected a value (object, array, string, number, true, false or null), found the word "
                            + "'\(word)'" + (isJSON5 ? "" : "; strings must be quoted"),
                        at: start)
                }
            }
        }

        mutating func object(depth: Int) throws(DocumentSyntaxError) -> DocumentNode {
            let start = mark
            advance()  // {
            var entries: [DocumentNode.Entry] = []
            var keyLines: [String: Int] = [:]
            while true {
                try skipSpace()
                if current == UInt8(ascii: "}") {
                    advance()
                    return DocumentNode(content: .mapping(entries), mark: start)
                }
                guard current != nil else {
                    throw error("the object opened on line \(start.line) is never closed; expected '}'")
                }
                let keyMark = mark
                let key: String
                let style: ScalarStyle
                switch current {
                case UInt8(ascii: "\""):
                    key = try string()
                    style = .doubleQuoted
                case UInt8(ascii: "'") where isJSON5:
                    key = try string()
                    style = .singleQuoted
                default:
                    let word = try identifierName()
                    guard !word.isEmpty else {
                        throw error("expected a key (a string) or '}', found \(describeNext())")
                    }
                    guard isJSON5 else {
                        throw error(
                            "JSON keys must be quoted strings; found '\(word)' (JSON5 allows unquoted keys: name "
                                + "the file .json5)", at: keyMark)
                    }
                    key = word
                    style = .plain
                }
                let first = keyLines[key]
                if let first, !isJSON5 {
                    throw error(
                        "duplicate key '\(key)' on line \(keyMark.line); it is already defined on line \(first)",
                        at: keyMark)
                }
                keyLines[key] = keyLines[key] ?? keyMark.line
                try skipSpace()
                guard current == UInt8(ascii: ":") else {
                    throw error("expected ':' after the key '\(key)', found \(describeNext())")
                }
                advance()
                try skipSpace()
                let value = try value(depth: depth)
                if let first {
                    // JSON5 (as ECMAScript) lets a later duplicate win; a repeat of the same value (Primer's
                    // dark.dimmed.json5 repeats `$extensions`) changes nothing and is accepted, a different
                    // value would be silently lost and is an error.
                    guard let earlier = entries.first(where: { $0.key == key }), JSON5Parser.same(earlier.value, value)
                    else {
                        throw error(
                            "duplicate key '\(key)' on line \(keyMark.line) with another value than on line \(first)",
                            at: keyMark)
                    }
                } else {
                    entries.append(DocumentNode.Entry(key: key, keyMark: keyMark, keyStyle: style, value: value))
                }
                try skipSpace()
                if current == UInt8(ascii: ",") {
                    let comma = mark
                    advance()
                    try skipSpace()
                    if current == UInt8(ascii: "}"), !isJSON5 {
                        throw error(
                            "a comma before '}'; expected another member after ',' (JSON allows no trailing "
                                + "commas; JSON5 does)", at: comma)
                    }
                    continue
                }
                guard current == UInt8(ascii: "}") else {
                    throw error("expected ',' or '}' after the value of '\(key)', found \(describeNext())")
                }
            }
        }

        mutating func array(depth: Int) throws(DocumentSyntaxError) -> DocumentNode {
            let start = mark
            advance()  // [
            var items: [DocumentNode] = []
            while true {
                try skipSpace()
                if current == UInt8(ascii: "]") {
                    advance()
                    return DocumentNode(content: .sequence(items), mark: start)
                }
                guard current != nil else {
                    throw error("the array opened on line \(start.line) is never closed; expected ']'")
                }
                items.append(try value(depth: depth))
                try skipSpace()
                if current == UInt8(ascii: ",") {
                    let comma = mark
                    advance()
                    try skipSpace()
                    if current == UInt8(ascii: "]"), !isJSON5 {
                        throw error(
                            "a comma before ']'; expected another value after ',' (JSON allows no trailing "
                                + "commas; JSON5 does)", at: comma)
                    }
                    continue
                }
                guard current == UInt8(ascii: "]") else {
                    throw error("expected ',' or ']' after an array element, found \(describeNext())")
                }
            }
        }

        // MARK: Words

        /// ASCII letters at the cursor (for `true`, `Infinity`…), consumed.
        mutating func identifierText() -> String {
            var text = ""
            while let byte = current, (byte >= 0x41 && byte <= 0x5A) || (byte >= 0x61 && byte <= 0x7A) {
                text.unicodeScalars.append(Unicode.Scalar(byte))
                advance()
            }
            return text
        }

        /// A JSON5 unquoted key: an ECMAScript IdentifierName (`$`, `_`, letters, then also digits and
        /// combining marks; `\uXXXX` escapes allowed). Empty when none starts here.
        mutating func identifierName() throws(DocumentSyntaxError) -> String {
            var text = ""
            while index < bytes.count {
                let start = mark
                var scalar: Unicode.Scalar
                if bytes[index] == UInt8(ascii: "\\") {
                    advance()
                    guard current == UInt8(ascii: "u") else { throw error("expected 'u' after '\\' in a key") }
                    advance()
                    scalar = try unicodeEscape(start: start)
                } else {
                    guard let (decoded, length) = self.scalar(at: index) else { break }
                    scalar = decoded
                    guard Self.isIdentifierPart(scalar, first: text.isEmpty) else { break }
                    advance(by: length)
                }
                guard Self.isIdentifierPart(scalar, first: text.isEmpty) else {
                    throw error("the escaped character cannot be part of a key", at: start)
                }
                text.unicodeScalars.append(scalar)
            }
            return text
        }

        static func isIdentifierPart(_ scalar: Unicode.Scalar, first: Bool) -> Bool {
            if scalar == "$" || scalar == "_" { return true }
            let properties = scalar.properties
            if first { return properties.isIDStart }
            return properties.isIDContinue || scalar.value == 0x200C || scalar.value == 0x200D
        }

        // MARK: Strings

        /// A quoted string at the cursor (either quote), decoded.
        mutating func string() throws(DocumentSyntaxError) -> String {
            let start = mark
            let quote = bytes[index]
            advance()
            var text = String.UnicodeScalarView()
            while true {
                guard let byte = current else {
                    throw error(
                        "the string opened here is never closed; expected \(quote == 0x22 ? "'\"'" : "\"'\"")",
                        at: start)
                }
                if byte == quote {
                    advance()
                    return String(text)
                }
                if byte == 0x0A || byte == 0x0D {
                    throw error("a line break inside a string; expected the closing quote (write \\n for a line break)")
                }
                if byte < 0x20, !isJSON5 {
                    throw error(
                        String(format: "the control character U+%04X inside a string; write it as an escape", byte))
                }
                if byte == UInt8(ascii: "\\") {
                    if let scalar = try escape() { text.append(scalar) }
                    continue
                }
                guard let (scalar, length) = scalar(at: index) else {
                    throw error(String(format: "the byte 0x%02X is not UTF-8", byte))
                }
                text.append(scalar)
                advance(by: length)
            }
        }

        /// One escape sequence at the cursor (the backslash); `nil` for a JSON5 line continuation.
        mutating func escape() throws(DocumentSyntaxError) -> Unicode.Scalar? {
            let start = mark
            advance()
            guard let byte = current else { throw error("the string ends inside an escape sequence", at: start) }
            let simple: [UInt8: Unicode.Scalar] = [
                UInt8(ascii: "\""): "\"", UInt8(ascii: "\\"): "\\", UInt8(ascii: "/"): "/", UInt8(ascii: "b"): "\u{8}",
                UInt8(ascii: "f"): "\u{C}", UInt8(ascii: "n"): "\n", UInt8(ascii: "r"): "\r", UInt8(ascii: "t"): "\t",
            ]
            if let scalar = simple[byte] {
                advance()
                return scalar
            }
            if byte == UInt8(ascii: "u") {
                advance()
                return try unicodeEscape(start: start)
            }
            guard isJSON5 else {
                throw error(
                    "unknown escape '\\\(describeNext().trimmingCharacters(in: ["'"]))'; JSON knows \\\" \\\\ \\/ "
                        + "\\b \\f \\n \\r \\t \\uXXXX", at: start)
            }
            switch byte {
            case 0x0A, 0x0D:
                let wasCR = byte == 0x0D
                advance()
                if wasCR, current == 0x0A { advance() }
                return nil
            case UInt8(ascii: "'"):
                advance()
                return "'"
            case UInt8(ascii: "v"):
                advance()
                return "\u{B}"
            case UInt8(ascii: "0"):
                advance()
                if let next = current, next >= UInt8(ascii: "0"), next <= UInt8(ascii: "9") {
                    throw error("'\\0' followed by a digit is not allowed (octal escapes are not JSON5)", at: start)
                }
                return "\u{0}"
            case UInt8(ascii: "1")...UInt8(ascii: "9"):
                throw error(
                    "'\\\(Character(Unicode.Scalar(byte)))' is not allowed (octal escapes are not JSON5)", at: start)
            case UInt8(ascii: "x"):
                advance()
                guard let value = hexDigits(2) else { throw error("expected two hex digits after '\\x'", at: start) }
                return Unicode.Scalar(UInt8(value))
            default:
                guard let (scalar, length) = scalar(at: index) else {
                    throw error(String(format: "the byte 0x%02X is not UTF-8", byte))
                }
                advance(by: length)
                if scalar.value == 0x2028 || scalar.value == 0x2029 { return nil }
                return scalar
            }
        }

        /// The scalar of `XXXX` (after `\u`), combining a following low-surrogate escape.
        mutating func unicodeEscape(start: SourceMark) throws(DocumentSyntaxError) -> Unicode.Scalar {
            guard let high = hexDigits(4) else { throw error("expected four hex digits after '\\u'", at: start) }
            if (0xD800...0xDBFF).contains(high) {
                guard current == UInt8(ascii: "\\"), index + 1 < bytes.count, bytes[index + 1] == UInt8(ascii: "u")
                else {
                    throw error(
                        "a high surrogate escape must be followed by a low surrogate '\\uDC00'…'\\uDFFF'", at: start)
                }
                advance(by: 2)
                guard let low = hexDigits(4), (0xDC00...0xDFFF).contains(low) else {
                    throw error(
                        "a high surrogate escape must be followed by a low surrogate '\\uDC00'…'\\uDFFF'", at: start)
                }
                return Unicode.Scalar(0x10000 + ((high - 0xD800) << 10) + (low - 0xDC00))!
            }
            guard let scalar = Unicode.Scalar(high) else {
                throw error("a lone low surrogate escape is not a character", at: start)
            }
            return scalar
        }

        mutating func hexDigits(_ count: Int) -> UInt32? {
            var value: UInt32 = 0
            for _ in 0..<count {
                guard let byte = current, let digit = Self.hexValue(byte) else { return nil }
                value = value << 4 | UInt32(digit)
                advance()
            }
            return value
        }

        static func hexValue(_ byte: UInt8) -> UInt8? {
            switch byte {
            case UInt8(ascii: "0")...UInt8(ascii: "9"): return byte - UInt8(ascii: "0")
            case UInt8(ascii: "a")...UInt8(ascii: "f"): return byte - UInt8(ascii: "a") + 10
            case UInt8(ascii: "A")...UInt8(ascii: "F"): return byte - UInt8(ascii: "A") + 10
            default: return nil
            }
        }

        // MARK: Numbers

        /// A number at the cursor, as a plain scalar in decimal text.
        mutating func number() throws(DocumentSyntaxError) -> DocumentNode {
            let start = mark
            var text = ""
            if current == UInt8(ascii: "+") || current == UInt8(ascii: "-") {
                if current == UInt8(ascii: "+") {
                    guard isJSON5 else { throw error("JSON numbers cannot start with '+' (JSON5 allows it)") }
                } else {
                    text = "-"
                }
                advance()
            }
            if let byte = current, (byte >= 0x41 && byte <= 0x5A) || (byte >= 0x61 && byte <= 0x7A) {
                let word = identifierText()
                if word == "Infinity" || word == "NaN" {
                    throw error(
                        "\(text.isEmpty ? "" : text)\(word) is not accepted: a palette value must be a finite number",
                        at: start)
                }
                throw error("expected a number after the sign, found '\(word)'", at: start)
            }
            if current == UInt8(ascii: "0"), index + 1 < bytes.count,
                bytes[index + 1] == UInt8(ascii: "x") || bytes[index + 1] == UInt8(ascii: "X")
            {
                guard isJSON5 else { throw error("JSON numbers are decimal (JSON5 allows hexadecimal 0x…)") }
                advance(by: 2)
                var value: UInt64 = 0
                var digits = 0
                while let byte = current, let digit = Self.hexValue(byte) {
                    guard value <= (1 << 53) >> 4 else {
                        throw error(
                            "the hexadecimal number is larger than 2^53 and cannot be represented exactly", at: start)
                    }
                    value = value << 4 | UInt64(digit)
                    digits += 1
                    advance()
                }
                guard digits > 0 else { throw error("expected hex digits after '0x'", at: start) }
                try checkNumberEnd(start)
                return DocumentNode(content: .scalar(text + String(value), .plain), mark: start)
            }
            var integerDigits = 0
            let leadingZero = current == UInt8(ascii: "0")
            while let byte = current, byte >= UInt8(ascii: "0"), byte <= UInt8(ascii: "9") {
                text.unicodeScalars.append(Unicode.Scalar(byte))
                integerDigits += 1
                advance()
            }
            if leadingZero, integerDigits > 1 {
                throw error("numbers cannot have leading zeros (octal is not JSON)", at: start)
            }
            var fractionDigits = 0
            if current == UInt8(ascii: ".") {
                advance()
                if integerDigits == 0 {
                    guard isJSON5 else {
                        throw error("JSON numbers need a digit before '.' (JSON5 allows '.5')", at: start)
                    }
                    text += "0"
                }
                text += "."
                while let byte = current, byte >= UInt8(ascii: "0"), byte <= UInt8(ascii: "9") {
                    text.unicodeScalars.append(Unicode.Scalar(byte))
                    fractionDigits += 1
                    advance()
                }
                if fractionDigits == 0 {
                    guard isJSON5, integerDigits > 0 else {
                        throw error("expected digits after '.'", at: start)
                    }
                    text += "0"
                }
            }
            guard integerDigits + fractionDigits > 0 else { throw error("expected digits in the number", at: start) }
            if current == UInt8(ascii: "e") || current == UInt8(ascii: "E") {
                text += "e"
                advance()
                if current == UInt8(ascii: "+") || current == UInt8(ascii: "-") {
                    text.unicodeScalars.append(Unicode.Scalar(current!))
                    advance()
                }
                var exponentDigits = 0
                while let byte = current, byte >= UInt8(ascii: "0"), byte <= UInt8(ascii: "9") {
                    text.unicodeScalars.append(Unicode.Scalar(byte))
                    exponentDigits += 1
                    advance()
                }
                guard exponentDigits > 0 else { throw error("expected digits in the exponent", at: start) }
            }
            try checkNumberEnd(start)
            return DocumentNode(content: .scalar(text, .plain), mark: start)
        }

        /// A number must not run into letters or digits (`12px`, `0x1g`).
        func checkNumberEnd(_ start: SourceMark) throws(DocumentSyntaxError) {
            if let byte = current,
                (byte >= 0x41 && byte <= 0x5A) || (byte >= 0x61 && byte <= 0x7A) || byte == UInt8(ascii: "_")
                    || (byte >= 0x30 && byte <= 0x39) || byte == UInt8(ascii: ".")
            {
                throw error("expected the end of the number, found \(describeNext()); quote text such as '12px'")
            }
        }
    }
}
