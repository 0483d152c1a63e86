import ColorScience
import Foundation

/// JSON-specific steps shared by the JSON-based importers: transcoding UTF-16/32 to UTF-8 (`utf8`),
/// and the rewrites valid JSON needs to be scanned by libyaml (YAML 1.1) as the same value
/// (`yamlCompatible`, used by format recognition, which reads a file's top-level keys with libyaml's
/// event API; the files themselves are read by `JSON5Parser`): tabs, which JSON allows anywhere between
/// tokens but libyaml rejects outside flow collections, become spaces (same byte length, so marks stay
/// right; raw tabs cannot occur inside JSON strings); UTF-16 surrogate-pair escapes (`\uD83D\uDE00`),
/// which libyaml rejects, become YAML's 8-digit `\U0001F600` (two characters shorter); raw characters
/// YAML forbids or reads as line breaks become escapes (longer); long keys get an explicit-key
/// indicator. Columns after a rewrite that changes the length are off by that much on the same line.
enum JSONPreflight {
    /// `data` rewritten so that libyaml reads the same JSON value (see the type): tabs become spaces;
    /// surrogate-pair escapes become `\U` escapes; characters JSON allows raw in strings but YAML forbids
    /// or reads as line breaks (DEL, the C1 controls with NEL, U+2028, U+2029, U+FFFE, U+FFFF) become
    /// `\x`/`\u` escapes; and an object
    /// key that libyaml would not take as a simple key — longer than about 1,000 characters (libyaml's
    /// limit is 1,024) or with a line break before its `:` — gets YAML's explicit-key indicator `? `,
    /// written over the two spaces before it when there are two on its line (columns unchanged), else
    /// inserted (later columns on that line are off by two).
    static func yamlCompatible(_ data: Data) -> Data {
        let bytes = [UInt8](data)
        var output: [UInt8] = []
        output.reserveCapacity(bytes.count)
        var index = 0
        while index < bytes.count {
            let byte = bytes[index]
            if byte == UInt8(ascii: "\t") {
                output.append(UInt8(ascii: " "))
                index += 1
            } else if byte == UInt8(ascii: "\"") {
                let end = stringEnd(bytes, from: index)
                if needsExplicitKey(bytes, start: index, end: end) { markExplicitKey(&output) }
                copyString(bytes, from: index, to: end, into: &output)
                index = end + 1
            } else {
                output.append(byte)
                index += 1
            }
        }
        return Data(output)
    }

    /// The index of the quote closing the string that opens at `start` (or the last index when it is
    /// not closed).
    private static func stringEnd(_ bytes: [UInt8], from start: Int) -> Int {
        var index = start + 1
        while index < bytes.count {
            if bytes[index] == UInt8(ascii: "\\") {
                index += 2
                continue
            }
            if bytes[index] == UInt8(ascii: "\"") { return index }
            index += 1
        }
        return bytes.count - 1
    }

    /// Whether the string from `start` to `end` is an object key (a `:` follows after white space) that
    /// libyaml cannot take as a simple key.
    private static func needsExplicitKey(_ bytes: [UInt8], start: Int, end: Int) -> Bool {
        var index = end + 1
        var lineBreak = false
        while index < bytes.count, [0x20, 0x09, 0x0A, 0x0D].contains(bytes[index]) {
            if bytes[index] == 0x0A || bytes[index] == 0x0D { lineBreak = true }
            index += 1
        }
        guard index < bytes.count, bytes[index] == UInt8(ascii: ":") else { return false }
        if lineBreak { return true }
        // Characters (not continuation bytes) from the opening quote to the colon.
        var characters = 0
        for byte in bytes[start..<index] where byte & 0xC0 != 0x80 { characters += 1 }
        return characters > 1000
    }

    /// Writes `? ` before a key: over two spaces just written on the same line, else appended.
    private static func markExplicitKey(_ output: inout [UInt8]) {
        let count = output.count
        if count >= 2, output[count - 1] == 0x20, output[count - 2] == 0x20 {
            output[count - 2] = UInt8(ascii: "?")
        } else {
            output.append(contentsOf: [UInt8(ascii: "?"), 0x20])
        }
    }

    /// Copies the string from `start` (its opening quote) to `end` (its closing quote), rewriting
    /// surrogate-pair escapes and characters YAML does not allow raw.
    private static func copyString(_ bytes: [UInt8], from start: Int, to end: Int, into output: inout [UInt8]) {
        var index = start
        while index <= end {
            let byte = bytes[index]
            if byte == UInt8(ascii: "\\"), index + 1 <= end {
                if let scalar = surrogatePair(bytes, at: index) {
                    output.append(contentsOf: Array(String(format: "\\U%08X", scalar).utf8))
                    index += 12
                    continue
                }
                output.append(byte)
                output.append(bytes[index + 1])
                index += 2
                continue
            }
            if byte == 0x7F {
                output.append(contentsOf: Array("\\x7F".utf8))
            } else if byte == 0xE2, index + 2 <= end, bytes[index + 1] == 0x80,
                bytes[index + 2] == 0xA8 || bytes[index + 2] == 0xA9
            {
                // U+2028, U+2029: line breaks in YAML 1.1, which would fold the string.
                output.append(
                    contentsOf: Array(String(format: "\\u%04X", 0x2000 | UInt32(bytes[index + 2] - 0xA8 + 0x28)).utf8))
                index += 2
            } else if byte == 0xC2, index + 1 <= end, (0x80...0x9F).contains(bytes[index + 1]) {
                output.append(contentsOf: Array(String(format: "\\x%02X", bytes[index + 1]).utf8))
                index += 1
            } else if byte == 0xEF, index + 2 <= end, bytes[index + 1] == 0xBF,
                bytes[index + 2] == 0xBE || bytes[index + 2] == 0xBF
            {
                // U+FFFE, U+FFFF (EF BF BE / EF BF BF); other bytes after EF BF are left for the UTF-8 check.
                output.append(
                    contentsOf: Array(String(format: "\\u%04X", 0xFF00 | (UInt32(bytes[index + 2]) - 0xBE + 0xFE)).utf8)
                )
                index += 2
            } else {
                output.append(byte)
            }
            index += 1
        }
    }

    /// `data` as UTF-8: JSON in UTF-16 or UTF-32 (RFC 8259 §8.1 asks for UTF-8, but RFC 4627's
    /// encodings are still met), recognised by its byte-order mark or, without one, by RFC 4627 §3's
    /// pattern of zero bytes among the first four, is transcoded (the mark dropped), so that every
    /// line, column and byte offset is counted in the same text; anything else is returned as is.
    static func utf8(_ data: Data) -> Data {
        let head = [UInt8](data.prefix(4)) + [UInt8](repeating: 1, count: max(0, 4 - data.count))
        let encoding: String.Encoding?
        var skip = 0
        switch (head[0], head[1], head[2], head[3]) {
        case (0x00, 0x00, 0xFE, 0xFF): (encoding, skip) = (.utf32BigEndian, 4)
        case (0xFF, 0xFE, 0x00, 0x00): (encoding, skip) = (.utf32LittleEndian, 4)
        case (0xFE, 0xFF, _, _): (encoding, skip) = (.utf16BigEndian, 2)
        case (0xFF, 0xFE, _, _): (encoding, skip) = (.utf16LittleEndian, 2)
        case (0x00, 0x00, 0x00, _): encoding = .utf32BigEndian
        case (_, 0x00, 0x00, 0x00): encoding = .utf32LittleEndian
        case (0x00, _, 0x00, _): encoding = .utf16BigEndian
        case (_, 0x00, _, 0x00): encoding = .utf16LittleEndian
        default: encoding = nil
        }
        guard let encoding, let text = String(data: data.dropFirst(skip), encoding: encoding) else { return data }
        return Data(text.utf8)
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
}
