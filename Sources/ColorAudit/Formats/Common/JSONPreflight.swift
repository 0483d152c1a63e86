import Foundation

/// JSON-specific steps before a JSON palette goes through libyaml: validation with Foundation's
/// `JSONSerialization` (libyaml alone would accept YAML that is not JSON), and the two rewrites valid
/// JSON needs to be read by libyaml (YAML 1.1): tabs, which JSON allows anywhere between tokens but
/// libyaml rejects outside flow collections, become spaces (same byte length, so marks stay right; raw
/// tabs cannot occur inside JSON strings); and UTF-16 surrogate-pair escapes (`\uD83D\uDE00`), which
/// libyaml rejects, become YAML's 8-digit `\U0001F600` (two characters shorter: columns after such an
/// escape on the same line are off by two).
enum JSONPreflight {
    /// Checks `data` with `JSONSerialization` (fragments allowed, so a top-level non-object gets the
    /// importer's own message).
    /// - Throws: `PaletteError` with Foundation's description. Its location is taken, in this order,
    ///   from a "line L, column C" in the message, from a "character N" (a 0-based byte offset) in the
    ///   message, from libyaml's error position, from the first unquoted word that is not a JSON
    ///   literal or is a number too large for a `Double`, from the end of the text for "end of file" messages; otherwise the file alone.
    static func validate(_ data: Data, path: String) throws(PaletteError) {
        do {
            _ = try JSONSerialization.jsonObject(with: data, options: [.fragmentsAllowed])
        } catch {
            let description =
                ((error as NSError).userInfo[NSDebugDescriptionErrorKey] as? String)
                ?? error.localizedDescription
            let mark = locate(description: description, data: data)
            throw PaletteError(
                location: SourceLocation(file: path, line: mark?.line ?? 0, column: mark?.column ?? 0),
                message: "invalid JSON: \(description)")
        }
        if let comma = trailingComma(data) {
            throw PaletteError(
                location: SourceLocation(file: path, line: comma.line, column: comma.column),
                message: "invalid JSON: a comma before '\(comma.closing)'; expected another value after ',' "
                    + "(JSON, unlike JavaScript, allows no trailing commas)")
        }
    }

    /// The first comma followed (after white space) by `}` or `]` outside strings, which RFC 8259 forbids
    /// but Foundation's parser accepts; with its 1-based line and column (in bytes) and the bracket.
    static func trailingComma(_ data: Data) -> (line: Int, column: Int, closing: Character)? {
        var inString = false
        var escaped = false
        var lastComma: (line: Int, column: Int)?
        var line = 1
        var column = 0
        for byte in data {
            column += 1
            if inString {
                if escaped {
                    escaped = false
                } else if byte == UInt8(ascii: "\\") {
                    escaped = true
                } else if byte == UInt8(ascii: "\"") {
                    inString = false
                }
                continue
            }
            switch byte {
            case UInt8(ascii: "\n"):
                line += 1
                column = 0
            case UInt8(ascii: " "), UInt8(ascii: "\t"), UInt8(ascii: "\r"):
                break
            case UInt8(ascii: ","):
                lastComma = (line, column)
            case UInt8(ascii: "}"), UInt8(ascii: "]"):
                if let comma = lastComma { return (comma.line, comma.column, Character(UnicodeScalar(byte))) }
            default:
                if byte == UInt8(ascii: "\"") { inString = true }
                lastComma = nil
            }
        }
        return nil
    }

    /// `data` with tabs turned into spaces and surrogate-pair escapes into `\U` escapes (see the type).
    static func yamlCompatible(_ data: Data) -> Data {
        let bytes = [UInt8](data)
        guard bytes.contains(UInt8(ascii: "\t")) || bytes.contains(UInt8(ascii: "\\")) else { return data }
        var output: [UInt8] = []
        output.reserveCapacity(bytes.count)
        var index = 0
        var inString = false
        while index < bytes.count {
            let byte = bytes[index]
            if byte == UInt8(ascii: "\t") {
                output.append(UInt8(ascii: " "))
            } else if byte == UInt8(ascii: "\"") {
                inString.toggle()
                output.append(byte)
            } else if inString, byte == UInt8(ascii: "\\"), index + 1 < bytes.count {
                if let scalar = surrogatePair(bytes, at: index) {
                    output.append(contentsOf: Array(String(format: "\\U%08X", scalar).utf8))
                    index += 12
                    continue
                }
                output.append(byte)
                output.append(bytes[index + 1])
                index += 2
                continue
            } else {
                output.append(byte)
            }
            index += 1
        }
        return Data(output)
    }

    /// The scalar value of `\uHHHH\uLLLL` at `index` when it is a high/low surrogate pair.
    private static func surrogatePair(_ bytes: [UInt8], at index: Int) -> UInt32? {
        func hex4(_ start: Int) -> UInt32? {
            guard start + 6 <= bytes.count, bytes[start] == UInt8(ascii: "\\"), bytes[start + 1] == UInt8(ascii: "u")
            else { return nil }
            return UInt32(String(decoding: bytes[(start + 2)..<(start + 6)], as: UTF8.self), radix: 16)
        }
        guard let high = hex4(index), (0xD800...0xDBFF).contains(high), let low = hex4(index + 6),
            (0xDC00...0xDFFF).contains(low)
        else { return nil }
        return 0x10000 + ((high - 0xD800) << 10) + (low - 0xDC00)
    }

    private static func locate(description: String, data: Data) -> YAMLMark? {
        if let numbers = numbers(after: ["line", "column"], in: description) {
            return YAMLMark(line: numbers[0], column: numbers[1])
        }
        if let offset = numbers(after: ["character"], in: description)?.first {
            return [UInt8](data).withUnsafeBufferPointer { YAMLParser.EventReader.mark(atByte: offset, in: $0) }
        }
        do {
            if let root = try YAMLParser.parse(yamlCompatible(data)), let word = firstNonJSONWord(root) {
                return word
            }
        } catch {
            if let mark = error.mark { return mark }
        }
        if description.lowercased().contains("end of file") {
            let text = String(decoding: data, as: UTF8.self)
            let lines = text.split(separator: "\n", omittingEmptySubsequences: false)
            var lineNumber = lines.count
            while lineNumber > 1, lines[lineNumber - 1].allSatisfy(\.isWhitespace) { lineNumber -= 1 }
            return YAMLMark(line: lineNumber, column: lines[lineNumber - 1].unicodeScalars.count + 1)
        }
        return nil
    }

    /// For `["line", "column"]`: the integers after "line " and "column " in `text`, in that order.
    private static func numbers(after words: [String], in text: String) -> [Int]? {
        var result: [Int] = []
        var rest = Substring(text)
        for word in words {
            guard let range = rest.range(of: word + " ") else { return nil }
            rest = rest[range.upperBound...]
            let digits = rest.prefix { $0.isASCII && $0.isNumber }
            guard let value = Int(digits) else { return nil }
            result.append(value)
            rest = rest.dropFirst(digits.count)
        }
        return result
    }

    /// The first plain scalar (in document order) that JSON would not accept (not a number, `true`,
    /// `false` or `null`) or that overflows a `Double` (Foundation: "not representable").
    private static func firstNonJSONWord(_ root: YAMLNode) -> YAMLMark? {
        var stack = [root]
        while let node = stack.popLast() {
            switch node.content {
            case .scalar(let text, let style):
                let number = YAMLNode.number(fromPlain: text)
                if style == .plain, !["true", "false", "null"].contains(text), number?.isFinite != true {
                    return node.mark
                }
            case .sequence(let items):
                stack.append(contentsOf: items.reversed())
            case .mapping(let entries):
                for entry in entries.reversed() {
                    stack.append(entry.value)
                    stack.append(YAMLNode(content: .scalar(entry.key, entry.keyStyle), mark: entry.keyMark))
                }
            }
        }
        return nil
    }
}
