import CZlib
import ColorScience

/// Decompresses a zlib stream (RFC 1950/1951) with the system zlib, refusing output beyond a limit so a
/// small "zip bomb" cannot take memory. Used for PNG `iCCP` profiles and Procreate `.swatches` members.
enum ZlibInflate {
    /// The largest decompressed output accepted: 16 MiB, far above any real ICC profile (a few hundred
    /// KB at most for LUT-based ones).
    static let outputLimit = 16 * 1024 * 1024

    /// The decompressed bytes of `input`, a complete zlib stream (header, deflate data, Adler-32).
    /// - Parameters:
    ///   - offset: the input's offset in its file, for errors.
    ///   - raw: true for raw deflate data without zlib's header and checksum (a ZIP member).
    ///   - why: why no real input is over `limit`, for the message (an ICC profile by default).
    /// - Throws: `ImageReadError` at the byte where zlib found the stream corrupt (the offset of the
    ///   input consumed so far), where it ended early, or where the output passed `outputLimit`.
    static func inflate(
        _ input: UnsafeRawBufferPointer, offset: Int, what: String, limit: Int = outputLimit, raw: Bool = false,
        why: String = "no ICC profile is that large"
    ) throws(ImageReadError) -> [UInt8] {
        var stream = z_stream()
        guard (raw ? czlib_inflate_init_raw(&stream) : czlib_inflate_init(&stream)) == Z_OK else {
            throw ImageReadError(.compressedData, offset: offset, "\(what): zlib could not start decompressing")
        }
        defer { inflateEnd(&stream) }
        var output: [UInt8] = []
        var chunk = [UInt8](repeating: 0, count: 64 * 1024)
        let base = input.baseAddress.map { UnsafeMutablePointer(mutating: $0.assumingMemoryBound(to: UInt8.self)) }
        stream.next_in = base
        stream.avail_in = UInt32(input.count)
        while true {
            let status = chunk.withUnsafeMutableBufferPointer { buffer -> Int32 in
                stream.next_out = buffer.baseAddress
                stream.avail_out = UInt32(buffer.count)
                return CZlib.inflate(&stream, Z_NO_FLUSH)
            }
            let produced = chunk.count - Int(stream.avail_out)
            output.append(contentsOf: chunk[0..<produced])
            let consumed = offset + Int(stream.total_in)
            if output.count > limit {
                throw ImageReadError(
                    .limitExceeded,
                    offset: consumed,
                    "\(what): decompresses to more than \(limit / (1024 * 1024)) MiB (\(why))")
            }
            switch status {
            case Z_STREAM_END:
                return output
            case Z_OK:
                continue
            case Z_BUF_ERROR where stream.avail_in == 0:
                throw ImageReadError(
                    .truncated,
                    offset: consumed, "\(what): the compressed data ends before the zlib stream does (truncated)")
            default:
                let message = stream.msg.map { String(cString: $0) } ?? "error \(status)"
                throw ImageReadError(.compressedData, offset: consumed, "\(what): corrupt zlib data (\(message))")
            }
        }
    }
}
