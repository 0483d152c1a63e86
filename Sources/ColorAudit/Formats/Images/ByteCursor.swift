import ColorScience

/// Bounds-checked big-endian reads from a byte buffer, each failing with an `ImageReadError` at the
/// offset where the bytes run out (never reading past the end). Used by the PNG and JPEG readers.
struct ByteCursor {
    /// The whole file.
    let bytes: UnsafeRawBufferPointer
    /// The offset of the next byte to read.
    var offset: Int

    init(_ bytes: UnsafeRawBufferPointer, offset: Int = 0) {
        self.bytes = bytes
        self.offset = offset
    }

    /// Bytes left from `offset` to the end.
    var remaining: Int { bytes.count - offset }

    /// True when `count` more bytes can be read (false for a negative count too).
    func has(_ count: Int) -> Bool { count >= 0 && count <= remaining }

    /// Fails unless `count` bytes remain; `what` says what was being read.
    func require(_ count: Int, _ what: String) throws(ImageReadError) {
        guard has(count) else {
            throw ImageReadError(
                .truncated,
                offset: bytes.count,
                "the file ends in \(what) (\(count) bytes needed from byte \(offset), \(Swift.max(remaining, 0)) "
                    + "left): truncated")
        }
    }

    mutating func uint8(_ what: String) throws(ImageReadError) -> UInt8 {
        try require(1, what)
        defer { offset += 1 }
        return bytes[offset]
    }

    mutating func uint16(_ what: String) throws(ImageReadError) -> UInt16 {
        try require(2, what)
        defer { offset += 2 }
        return UInt16(bytes[offset]) << 8 | UInt16(bytes[offset + 1])
    }

    mutating func uint32(_ what: String) throws(ImageReadError) -> UInt32 {
        try require(4, what)
        defer { offset += 4 }
        return UInt32(bytes[offset]) << 24 | UInt32(bytes[offset + 1]) << 16 | UInt32(bytes[offset + 2]) << 8
            | UInt32(bytes[offset + 3])
    }

    /// The next `count` bytes as a slice of the buffer (not copied).
    mutating func slice(_ count: Int, _ what: String) throws(ImageReadError) -> UnsafeRawBufferPointer {
        try require(count, what)
        defer { offset += count }
        return UnsafeRawBufferPointer(rebasing: bytes[offset..<offset + count])
    }

    /// Moves `count` bytes on without reading them.
    mutating func skip(_ count: Int, _ what: String) throws(ImageReadError) {
        try require(count, what)
        offset += count
    }
}
