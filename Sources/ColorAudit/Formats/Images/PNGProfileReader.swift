import CZlib
import ColorScience

/// Reads a PNG file's colour information chunk by chunk (W3C PNG Third Edition), never decoding pixels.
///
/// Checked: the signature; every chunk's length (at most 2³¹−1 and inside the file) and type (four ASCII
/// letters); `IHDR` first, 13 bytes, with a valid bit depth / colour type pair; the CRC-32 of every chunk
/// that is read (`IHDR`, `iCCP`, `sRGB`, `cICP`, `gAMA`, `cHRM`); the `iCCP` layout (name of 1–79 bytes,
/// NUL, compression method 0, a zlib stream, inflated with the system zlib); the file ending with `IEND`.
/// Other chunks (`IDAT`, text, …) are skipped by their length. Every error names the chunk and the byte
/// offset.
enum PNGProfileReader {
    /// The 8-byte PNG signature.
    static let signature: [UInt8] = [0x89, 0x50, 0x4E, 0x47, 0x0D, 0x0A, 0x1A, 0x0A]

    /// The colour information of the PNG file `bytes` (which start with `signature`).
    static func read(_ bytes: UnsafeRawBufferPointer) throws(ImageReadError) -> EmbeddedColorInfo {
        var cursor = ByteCursor(bytes)
        let head = try cursor.slice(8, "the PNG signature")
        guard head.elementsEqual(signature) else {
            throw ImageReadError(.notAnImage, offset: 0, "not a PNG signature (expected 89 50 4E 47 0D 0A 1A 0A)")
        }
        var info: EmbeddedColorInfo?
        var sawIDAT = false
        while true {
            let start = cursor.offset
            if cursor.remaining == 0 {
                throw ImageReadError(
                    .truncated, offset: start, "the file ends at byte \(start) without an IEND chunk: truncated")
            }
            let length = try cursor.uint32("a chunk length")
            let typeBytes = try cursor.slice(4, "a chunk type")
            guard typeBytes.allSatisfy({ (0x41...0x5A).contains($0) || (0x61...0x7A).contains($0) }) else {
                let hex = typeBytes.map { String($0, radix: 16, uppercase: true) }.joined(separator: " ")
                throw ImageReadError(
                    .corrupt, offset: start + 4, "chunk type bytes \(hex) are not four ASCII letters: corrupt")
            }
            let type = String(decoding: typeBytes, as: UTF8.self)
            guard length <= 0x7FFF_FFFF else {
                throw ImageReadError(
                    .corrupt, offset: start, "chunk \(type): length \(length) is above the PNG limit of 2^31-1")
            }
            guard cursor.has(Int(length) + 4) else {
                throw ImageReadError(
                    .truncated,
                    offset: start,
                    "chunk \(type) at byte \(start) declares \(length) data bytes but the file ends at byte "
                        + "\(bytes.count) (\(cursor.remaining) bytes left, \(Int(length) + 4) needed): truncated")
            }
            if info == nil, type != "IHDR" {
                throw ImageReadError(.corrupt, offset: start, "the first chunk is \(type); expected IHDR")
            }
            let data = try cursor.slice(Int(length), "chunk \(type)")
            let storedCRC = try cursor.uint32("chunk \(type) CRC")
            let wanted: Set<String> = ["IHDR", "iCCP", "sRGB", "cICP", "gAMA", "cHRM"]
            if wanted.contains(type) {
                var crc = crc32(0, nil, 0)
                crc = crc32(crc, typeBytes.baseAddress?.assumingMemoryBound(to: UInt8.self), 4)
                if let base = data.baseAddress?.assumingMemoryBound(to: UInt8.self) {
                    crc = crc32(crc, base, UInt32(data.count))
                }
                guard UInt32(truncatingIfNeeded: crc) == storedCRC else {
                    throw ImageReadError(
                        .corrupt,
                        offset: start,
                        "chunk \(type): CRC \(hex32(storedCRC)) does not match the chunk's "
                            + "\(hex32(UInt32(truncatingIfNeeded: crc))): corrupt")
                }
            }
            func fail(_ kind: ImageReadError.Kind, _ reason: String) -> ImageReadError {
                ImageReadError(kind, offset: start, "chunk \(type): \(reason)")
            }
            switch type {
            case "IHDR":
                guard info == nil else { throw fail(.corrupt, "a second IHDR chunk") }
                info = try header(data, fail: fail)
            case "iCCP" where !sawIDAT:
                guard info?.iccProfile == nil else {
                    throw fail(.invalidProfile, "a second iCCP chunk (at most one is allowed)")
                }
                info?.iccProfile = try profile(data, chunkStart: start, fail: fail)
            case "sRGB" where !sawIDAT:
                guard data.count == 1 else {
                    throw fail(.corrupt, "\(data.count) data bytes; expected 1 (the rendering intent)")
                }
                guard data[0] <= 3 else { throw fail(.corrupt, "rendering intent \(data[0]); expected 0 to 3") }
                info?.srgbChunk = .init(intent: Int(data[0]), offset: start)
            case "cICP" where !sawIDAT:
                guard data.count == 4 else { throw fail(.corrupt, "\(data.count) data bytes; expected 4") }
                info?.cicp = .init(
                    colourPrimaries: Int(data[0]), transferCharacteristics: Int(data[1]),
                    matrixCoefficients: Int(data[2]), fullRange: data[3] == 1, offset: start)
            case "gAMA" where !sawIDAT:
                guard data.count == 4 else { throw fail(.corrupt, "\(data.count) data bytes; expected 4") }
                var field = ByteCursor(data)
                info?.gamma = Double(try field.uint32("gAMA")) / 100_000
            case "cHRM" where !sawIDAT:
                guard data.count == 32 else { throw fail(.corrupt, "\(data.count) data bytes; expected 32") }
                var field = ByteCursor(data)
                var values: [Double] = []
                for _ in 0..<8 { values.append(Double(try field.uint32("cHRM")) / 100_000) }
                info?.chromaticities = .init(
                    whiteX: values[0], whiteY: values[1], redX: values[2], redY: values[3], greenX: values[4],
                    greenY: values[5], blueX: values[6], blueY: values[7])
            case "IDAT":
                sawIDAT = true
            case "IEND":
                guard let info else { throw fail(.corrupt, "IEND before IHDR") }
                guard sawIDAT else { throw fail(.corrupt, "the image has no IDAT chunk (no pixel data)") }
                return info
            default:
                break
            }
        }
    }

    private static func hex32(_ value: UInt32) -> String {
        let digits = String(value, radix: 16)
        return "0x" + String(repeating: "0", count: 8 - digits.count) + digits
    }

    /// Width, height, bits per channel and colour model from `IHDR`'s 13 bytes.
    private static func header(
        _ data: UnsafeRawBufferPointer, fail: (ImageReadError.Kind, String) -> ImageReadError
    ) throws(ImageReadError) -> EmbeddedColorInfo {
        guard data.count == 13 else { throw fail(.corrupt, "\(data.count) data bytes; expected 13") }
        var field = ByteCursor(data)
        let width = try field.uint32("IHDR width")
        let height = try field.uint32("IHDR height")
        let depth = Int(try field.uint8("IHDR bit depth"))
        let colorType = Int(try field.uint8("IHDR colour type"))
        guard (1...0x7FFF_FFFF).contains(width), (1...0x7FFF_FFFF).contains(height) else {
            throw fail(.corrupt, "size \(width) × \(height); width and height must be 1 to 2^31-1")
        }
        let allowed: [Int: (name: String, depths: [Int])] = [
            0: ("grey", [1, 2, 4, 8, 16]), 2: ("RGB", [8, 16]), 3: ("indexed", [1, 2, 4, 8]),
            4: ("grey + alpha", [8, 16]), 6: ("RGBA", [8, 16]),
        ]
        guard let model = allowed[colorType] else {
            throw fail(.corrupt, "colour type \(colorType); expected 0, 2, 3, 4 or 6")
        }
        guard model.depths.contains(depth) else {
            throw fail(.corrupt, "bit depth \(depth) is not allowed with colour type \(colorType) (\(model.name))")
        }
        // Palette entries are 8 bits per channel whatever the index depth.
        return EmbeddedColorInfo(
            container: .png, bitsPerChannel: colorType == 3 ? 8 : depth, colorModel: model.name, width: Int(width),
            height: Int(height))
    }

    /// The profile of an `iCCP` chunk: name, NUL, compression method 0, zlib stream.
    private static func profile(
        _ data: UnsafeRawBufferPointer, chunkStart: Int, fail: (ImageReadError.Kind, String) -> ImageReadError
    ) throws(ImageReadError) -> EmbeddedColorInfo.ICCProfile {
        guard let nul = data.prefix(80).firstIndex(of: 0) else {
            throw fail(.invalidProfile, "no NUL after the profile name within 80 bytes (the name is 1 to 79 bytes)")
        }
        guard nul >= 1 else { throw fail(.invalidProfile, "empty profile name (1 to 79 bytes expected)") }
        guard nul + 1 < data.count else { throw fail(.invalidProfile, "no compression method after the profile name") }
        guard data[nul + 1] == 0 else {
            throw fail(.invalidProfile, "compression method \(data[nul + 1]); expected 0 (zlib)")
        }
        let name = String(data[0..<nul].map { Character(Unicode.Scalar($0)) })
        // The chunk's data starts 8 bytes after its length field.
        let compressedStart = chunkStart + 8 + nul + 2
        let compressed = UnsafeRawBufferPointer(rebasing: data[(nul + 2)...])
        let bytes = try ZlibInflate.inflate(
            compressed, offset: compressedStart, what: "chunk iCCP compressed profile (from byte \(compressedStart))")
        return EmbeddedColorInfo.ICCProfile(bytes: bytes, offset: chunkStart, name: name)
    }
}
