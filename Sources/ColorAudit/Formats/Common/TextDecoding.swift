import ColorScience
import Foundation

/// Decodes the bytes of a text format (GIMP palettes, CSS, Sketch palettes; YAML and JSON palettes that
/// do not parse, in `StructuredDocument`) as UTF-8, with errors that say what the bytes are instead: a UTF-16 or UTF-32 file (by its byte-order mark, or by the zero bytes
/// every second or fourth byte of ASCII text has in those encodings) is named as such, and other bytes
/// that are not UTF-8 are reported at their byte offset. A UTF-8 byte-order mark is dropped.
///
/// Source: The Unicode Standard 15, §3.10 (encoding schemes and their byte-order marks); RFC 3629 (UTF-8).
enum TextDecoding {
    /// The encoding `data` appears to be in when it is UTF-16 or UTF-32 (BOM first, then zero-byte
    /// patterns of the first four bytes), e.g. `"UTF-16 little-endian"`; `nil` otherwise.
    static func wideEncoding(of data: Data) -> String? {
        let bytes = Array(data.prefix(4))
        guard bytes.count >= 2 else { return nil }
        let b = bytes + Array(repeating: 0xAA, count: 4 - bytes.count)
        switch (b[0], b[1], b[2], b[3]) {
        case (0x00, 0x00, 0xFE, 0xFF): return "UTF-32 big-endian"
        case (0xFF, 0xFE, 0x00, 0x00) where bytes.count == 4: return "UTF-32 little-endian"
        case (0xFE, 0xFF, _, _): return "UTF-16 big-endian"
        case (0xFF, 0xFE, _, _): return "UTF-16 little-endian"
        case (0x00, 0x00, 0x00, let d) where d != 0: return "UTF-32 big-endian"
        case (let a, 0x00, 0x00, 0x00) where a != 0 && bytes.count == 4: return "UTF-32 little-endian"
        case (0x00, let a, 0x00, _) where a != 0: return "UTF-16 big-endian"
        case (let a, 0x00, _, 0x00) where a != 0 && bytes.count == 4: return "UTF-16 little-endian"
        default: return nil
        }
    }

    /// `data` as a string (a leading UTF-8 byte-order mark removed).
    /// - Parameters:
    ///   - path: the file, for the error's location;
    ///   - expected: what the file should be, for the message ("a GIMP palette").
    /// - Throws: `PaletteError` at byte offset 0 naming the encoding for UTF-16/32 text ("the file is
    ///   UTF-16 little-endian text; expected UTF-8 …, convert it with iconv -f UTF-16 -t UTF-8"), or at the
    ///   line, column and byte offset of the first byte that is not UTF-8 (`textLocation`; with the iconv
    ///   line for Latin-1 and Windows-1252, the usual single-byte encodings).
    static func utf8(_ data: Data, path: String, expected: String) throws(PaletteError) -> String {
        if let wide = wideEncoding(of: data) {
            let family = wide.hasPrefix("UTF-16") ? "UTF-16" : "UTF-32"
            throw PaletteError(
                kind: .encoding,
                location: SourceLocation(file: path, offset: 0),
                message: "the file is \(wide) text; expected UTF-8 (\(expected)); convert it, e.g. with "
                    + "iconv -f \(family) -t UTF-8")
        }
        var body = data
        if body.starts(with: [0xEF, 0xBB, 0xBF]) { body = body.dropFirst(3) }
        guard let text = String(data: body, encoding: .utf8) else {
            let offset = CSSImporter.firstInvalidUTF8(data)
            throw PaletteError(
                kind: .encoding,
                location: textLocation(of: offset, in: data, path: path),
                message: "byte 0x" + String(data[data.startIndex + offset], radix: 16, uppercase: true)
                    + " is not UTF-8; expected UTF-8 text (\(expected)); if the file is Latin-1 or Windows-1252, "
                    + "convert it, e.g. with iconv -f WINDOWS-1252 -t UTF-8")
        }
        return text
    }

    /// Where byte `offset` of text `data` is: its 1-based line (lines ending at LF, CR LF or CR) and column
    /// (in Unicode scalars, as libyaml counts them, after a byte-order mark), `data` being UTF-8 up to it, and the byte offset itself.
    static func textLocation(of offset: Int, in data: Data, path: String) -> SourceLocation {
        let end = data.startIndex + offset
        var start = data.startIndex
        if data.starts(with: [0xEF, 0xBB, 0xBF]) { start += Swift.min(3, offset) }
        var line = 1
        var lineStart = start
        var index = start
        while index < end {
            // A line ends at LF, CR LF or a CR alone (as libyaml and `JSON5Parser` count lines).
            if data[index] == 0x0A || (data[index] == 0x0D && (index + 1 == end || data[index + 1] != 0x0A)) {
                line += 1
                lineStart = index + 1
            }
            index += 1
        }
        var location = SourceLocation(
            file: path, line: line,
            column: String(decoding: data[lineStart..<end], as: UTF8.self).unicodeScalars.count + 1)
        location.offset = offset
        return location
    }

    /// The first `limit` bytes of `data` as text for recognising a format: decoded from UTF-16 or UTF-32
    /// when `wideEncoding(of:)` says so (XML may be in either), else as UTF-8 with invalid bytes replaced.
    static func head(_ data: Data, limit: Int = 1 << 16) -> String {
        let prefix = data.prefix(limit)
        guard let wide = wideEncoding(of: data) else { return String(decoding: prefix, as: UTF8.self) }
        let encodings: [String: String.Encoding] = [
            "UTF-16 big-endian": .utf16BigEndian, "UTF-16 little-endian": .utf16LittleEndian,
            "UTF-32 big-endian": .utf32BigEndian, "UTF-32 little-endian": .utf32LittleEndian,
        ]
        let unit = wide.hasPrefix("UTF-16") ? 2 : 4
        let even = prefix.prefix(prefix.count / unit * unit)
        return String(data: even, encoding: encodings[wide]!) ?? ""
    }
}
