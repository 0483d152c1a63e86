import ColorScience

/// Why an image's colour information could not be read: a 0-based byte offset into the file and what
/// was found there instead of what was expected ("chunk iCCP: the file ends at byte 812, 340 bytes
/// into its 1,024 data bytes"). Produced by `ImageProfileReader`; the `image-color-profile` rule
/// reports it as an error finding at that offset.
public struct ImageReadError: Error, Sendable, Hashable, CustomStringConvertible {
    /// What is wrong with the file.
    public enum Kind: Sendable, Hashable, CaseIterable {
        /// Not a PNG or JPEG file: empty, or another signature.
        case notAnImage
        /// The file ends before a chunk, segment or compressed stream it declares is complete.
        case truncated
        /// The file's structure is broken: a marker, chunk type, length, CRC, order or header field the
        /// format does not allow.
        case corrupt
        /// Compressed (zlib) data that cannot be decompressed.
        case compressedData
        /// Compressed data that decompresses to more than the reader accepts.
        case limitExceeded
        /// The embedded ICC profile cannot be used: its carrier (a PNG `iCCP` chunk, JPEG APP2 parts) is
        /// malformed, or LittleCMS refuses the profile.
        case invalidProfile
    }

    /// What is wrong, for a program to act on without reading `reason`.
    public var kind: Kind
    /// 0-based byte offset in the file where the problem is (the start of the damaged chunk, segment or
    /// field, or where the file ends too early).
    public var offset: Int
    /// What is wrong, for people; names the chunk or marker and what was expected.
    public var reason: String

    /// Creates an error of `kind` at `offset`.
    public init(_ kind: Kind, offset: Int, _ reason: String) {
        self.kind = kind
        self.offset = offset
        self.reason = reason
    }

    /// `byte N: reason`.
    public var description: String { "byte \(offset): \(reason)" }
}
