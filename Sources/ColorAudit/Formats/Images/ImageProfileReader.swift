import ColorScience
import Foundation

/// Reads the colour information of a PNG or JPEG file without decoding pixels, recognising the format by
/// its signature (not its name): see `PNGProfileReader`'s and `JPEGProfileReader`'s rules. Every read is
/// bounds-checked; a truncated or corrupt file is an `ImageReadError` naming the byte offset, never a
/// crash. Cost: a walk over the chunk or segment headers (the pixel data is skipped by length), plus
/// inflating an `iCCP` profile.
public enum ImageProfileReader {
    /// The largest image file read, in bytes: 1 GiB (files are memory-mapped, so this bounds address
    /// space, not memory).
    public static let sizeLimit = 1024 * 1024 * 1024

    /// The colour information of `data`, a PNG or JPEG file.
    /// - Throws: `ImageReadError` with the offset and reason: an unknown signature (offset 0), a file that
    ///   ends early, a corrupt chunk, segment or compressed profile.
    public static func read(_ data: Data) throws(ImageReadError) -> EmbeddedColorInfo {
        let result: Result<EmbeddedColorInfo, ImageReadError> = data.withUnsafeBytes { bytes in
            do throws(ImageReadError) {
                if bytes.count >= 8, bytes.prefix(8).elementsEqual(PNGProfileReader.signature) {
                    return .success(try PNGProfileReader.read(bytes))
                }
                if bytes.count >= 2, bytes[0] == 0xFF, bytes[1] == 0xD8 {
                    return .success(try JPEGProfileReader.read(bytes))
                }
                if bytes.isEmpty {
                    throw ImageReadError(.notAnImage, offset: 0, "the file is empty; expected a PNG or JPEG image")
                }
                throw ImageReadError(
                    .notAnImage,
                    offset: 0, "not a PNG (89 50 4E 47 0D 0A 1A 0A) or JPEG (FF D8) signature")
            } catch {
                return .failure(error)
            }
        }
        return try result.get()
    }
}
