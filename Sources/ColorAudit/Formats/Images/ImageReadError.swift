import ColorScience

/// Why an image's colour information could not be read: a 0-based byte offset into the file and what
/// was found there instead of what was expected ("chunk iCCP: the file ends at byte 812, 340 bytes
/// into its 1,024 data bytes"). Produced by `ImageProfileReader`; the `image-color-profile` rule
/// reports it as an error finding at that offset.
public struct ImageReadError: Error, Sendable, Hashable, CustomStringConvertible {
    /// 0-based byte offset in the file where the problem is (the start of the damaged chunk, segment or
    /// field, or where the file ends too early).
    public var offset: Int
    /// What is wrong, for people; names the chunk or marker and what was expected.
    public var reason: String

    /// Creates an error at `offset`.
    public init(offset: Int, _ reason: String) {
        self.offset = offset
        self.reason = reason
    }

    /// `byte N: reason`.
    public var description: String { "byte \(offset): \(reason)" }
}
