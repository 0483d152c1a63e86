import ColorScience
import Foundation

/// JSON's encodings: transcoding UTF-16/32 to UTF-8 (`utf8`), so that every JSON reader counts lines,
/// columns and byte offsets in the same text. (Format recognition once rewrote JSON so that libyaml
/// could scan its top-level keys — columns off after a rewrite — and the importer then parsed the same
/// bytes again; every JSON file is now recognised from the tree `JSON5Parser` reads, `ParsedJSON`.)
enum JSONPreflight {
    /// `data` as UTF-8: JSON in UTF-16 or UTF-32 (RFC 8259 §8.1 asks for UTF-8, but RFC 4627's
    /// encodings are still met), recognised by its byte-order mark or, without one, by RFC 4627 §3's
    /// pattern of zero bytes among the first four, is transcoded (the mark dropped), so that every
    /// line, column and byte offset is counted in the same text; anything else is returned as is.
    static func utf8(_ data: Data) -> Data {
        guard let (encoding, skip) = wideEncoding(data),
            let text = String(data: data.dropFirst(skip), encoding: encoding)
        else { return data }
        return Data(text.utf8)
    }

    /// True when `utf8(data)` transcodes: `data` is JSON in UTF-16 or UTF-32 by its first four bytes.
    static func isWide(_ data: Data) -> Bool { wideEncoding(data) != nil }

    /// The encoding of JSON in UTF-16 or UTF-32 and the length of its byte-order mark; `nil` otherwise.
    private static func wideEncoding(_ data: Data) -> (String.Encoding, skip: Int)? {
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
        return encoding.map { ($0, skip) }
    }
}
