import ColorScience
import Foundation

/// Big-endian reads from the bytes of an Adobe Swatch Exchange file in which every read is checked
/// against a limit (the end of the file, or of the block being read) before it happens: reading past it
/// is a `PaletteError` at the byte offset where the data ended, saying what was being read.
struct ASEBytes {
    let bytes: [UInt8]
    let path: String
    /// The next byte to read (0-based).
    var offset: Int
    /// Reads may not go past this offset (exclusive).
    var limit: Int
    /// What the limit is, for messages ("the file", "the colour block at byte 12").
    var limitName: String

    init(_ data: Data, path: String) {
        bytes = [UInt8](data)
        self.path = path
        offset = 0
        limit = bytes.count
        limitName = "the file"
    }

    /// The bytes left before the limit.
    var remaining: Int { limit - offset }

    /// Checks that `count` more bytes can be read.
    /// - Throws: `PaletteError` at the limit: "`limitName` ends at byte N inside `what`; expected K
    ///   more bytes".
    func need(_ count: Int, _ what: String) throws(PaletteError) {
        guard count > remaining else { return }
        let ending = limit == bytes.count ? "the file ends" : "\(limitName) ends"
        throw PaletteError(
            kind: .syntax,
            location: SourceLocation(file: path, offset: limit),
            message: "\(ending) at byte \(limit) inside \(what); expected \(count - max(remaining, 0)) more "
                + "byte\(count - remaining == 1 ? "" : "s") (truncated or corrupt file)")
    }

    /// The next `count` bytes.
    mutating func take(_ count: Int, _ what: String) throws(PaletteError) -> ArraySlice<UInt8> {
        try need(count, what)
        defer { offset += count }
        return bytes[offset..<(offset + count)]
    }

    /// A big-endian unsigned 16-bit integer.
    mutating func uint16(_ what: String) throws(PaletteError) -> Int {
        let b = try take(2, what)
        return Int(b[b.startIndex]) << 8 | Int(b[b.startIndex + 1])
    }

    /// A big-endian unsigned 32-bit integer.
    mutating func uint32(_ what: String) throws(PaletteError) -> Int {
        let b = try take(4, what)
        return b.reduce(0) { $0 << 8 | Int($1) }
    }

    /// A big-endian IEEE 754 single-precision number.
    mutating func float32(_ what: String) throws(PaletteError) -> Float {
        Float(bitPattern: UInt32(try uint32(what)))
    }
}
