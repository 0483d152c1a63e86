import CLCMS
import CZlib
import Foundation

/// Builds small PNG, JPEG and ICC files byte by byte for the image-profile tests, independently of the
/// reader: chunk CRCs and Adler-32 sums are computed here (PNG Third Edition Annex D's CRC-32, RFC 1950
/// §8.2's Adler-32), zlib streams are written as stored deflate blocks (RFC 1951 §3.2.4) or compressed
/// by the system zlib (`compress2`), and ICC profiles come from LittleCMS (`cmsCreate_sRGBProfile`, or
/// `cmsCreateRGBProfile` from published primaries, saved with `cmsSaveProfileToMem`) or are written
/// tag by tag (ICC.1:2001-04, version 2).
enum ImageFixtureBuilder {
    // MARK: checksums

    /// CRC-32 (ISO 3309 / ITU-T V.42, polynomial 0xEDB88320 reflected), as PNG chunks use it.
    static func crc32(_ bytes: [UInt8]) -> UInt32 {
        var crc: UInt32 = 0xFFFF_FFFF
        for byte in bytes {
            crc ^= UInt32(byte)
            for _ in 0..<8 { crc = crc & 1 == 1 ? (crc >> 1) ^ 0xEDB8_8320 : crc >> 1 }
        }
        return crc ^ 0xFFFF_FFFF
    }

    /// Adler-32 (RFC 1950 §8.2).
    static func adler32(_ bytes: [UInt8]) -> UInt32 {
        var a: UInt32 = 1
        var b: UInt32 = 0
        for byte in bytes {
            a = (a + UInt32(byte)) % 65521
            b = (b + a) % 65521
        }
        return b << 16 | a
    }

    static func be32(_ value: UInt32) -> [UInt8] { [24, 16, 8, 0].map { UInt8(truncatingIfNeeded: value >> $0) } }
    static func be16(_ value: Int) -> [UInt8] {
        [UInt8(truncatingIfNeeded: value >> 8), UInt8(truncatingIfNeeded: value)]
    }

    /// A zlib stream of stored (uncompressed) deflate blocks: header 78 01, blocks of at most 65,535
    /// bytes (BFINAL on the last, BTYPE 00, LEN, NLEN little-endian), Adler-32 big-endian.
    static func zlibStored(_ bytes: [UInt8]) -> [UInt8] {
        var out: [UInt8] = [0x78, 0x01]
        var start = 0
        repeat {
            let end = min(start + 65535, bytes.count)
            let length = end - start
            out.append(end == bytes.count ? 1 : 0)
            out += [UInt8(length & 0xFF), UInt8(length >> 8), UInt8(~length & 0xFF), UInt8((~length >> 8) & 0xFF)]
            out += bytes[start..<end]
            start = end
        } while start < bytes.count
        return out + be32(adler32(bytes))
    }

    /// A zlib stream compressed by the system zlib at level 9.
    static func zlibCompressed(_ bytes: [UInt8]) -> [UInt8] {
        var size = compressBound(uLong(bytes.count))
        var out = [UInt8](repeating: 0, count: Int(size))
        let status = compress2(&out, &size, bytes, uLong(bytes.count), 9)
        precondition(status == Z_OK)
        return Array(out.prefix(Int(size)))
    }

    // MARK: PNG

    /// A PNG chunk: length, type, data, CRC of type and data.
    static func chunk(_ type: String, _ data: [UInt8]) -> [UInt8] {
        let typeBytes = Array(type.utf8)
        return be32(UInt32(data.count)) + typeBytes + data + be32(crc32(typeBytes + data))
    }

    static let pngSignature: [UInt8] = [0x89, 0x50, 0x4E, 0x47, 0x0D, 0x0A, 0x1A, 0x0A]

    /// A 2 × 2 PNG of `colorType` (2 RGB, 6 RGBA, 0 grey, 3 indexed with a PLTE) at `bitDepth`, with
    /// `chunks` placed between IHDR and IDAT; the pixel data is filter type 0 scanlines of zeros in a
    /// stored zlib stream.
    static func png(bitDepth: Int = 8, colorType: Int = 2, chunks: [[UInt8]] = []) -> [UInt8] {
        let width = 2
        let height = 2
        let channels = [0: 1, 2: 3, 3: 1, 4: 2, 6: 4][colorType]!
        let ihdr = be32(UInt32(width)) + be32(UInt32(height)) + [UInt8(bitDepth), UInt8(colorType), 0, 0, 0]
        let rowBytes = (width * channels * bitDepth + 7) / 8
        let raw = [UInt8](repeating: 0, count: height * (1 + rowBytes))
        var file = pngSignature + chunk("IHDR", ihdr)
        for extra in chunks { file += extra }
        if colorType == 3 { file += chunk("PLTE", [0, 0, 0, 255, 255, 255]) }
        return file + chunk("IDAT", zlibStored(raw)) + chunk("IEND", [])
    }

    /// An `iCCP` chunk: name, NUL, compression method 0, the zlib-compressed profile.
    static func iccp(_ profile: [UInt8], name: String = "ICC Profile", stored: Bool = true) -> [UInt8] {
        chunk("iCCP", Array(name.utf8) + [0, 0] + (stored ? zlibStored(profile) : zlibCompressed(profile)))
    }

    /// The offset of the first chunk of `type` (its length field) in `file`.
    static func offset(ofChunk type: String, in file: [UInt8]) -> Int {
        var offset = 8
        while offset + 8 <= file.count {
            let length =
                Int(file[offset]) << 24 | Int(file[offset + 1]) << 16 | Int(file[offset + 2]) << 8
                | Int(file[offset + 3])
            if String(decoding: file[offset + 4..<offset + 8], as: UTF8.self) == type { return offset }
            offset += 12 + length
        }
        preconditionFailure("no chunk \(type)")
    }

    // MARK: JPEG

    /// A JPEG's header segments up to a start of scan, with the profile split into APP2 `ICC_PROFILE`
    /// segments of at most `partSize` bytes (in `order`, 1-based, default ascending); then a few scan
    /// bytes and EOI. Precision 8, 2 × 2, three components.
    static func jpeg(profile: [UInt8]?, partSize: Int = 60_000, order: [Int]? = nil, precision: Int = 8) -> [UInt8] {
        var file: [UInt8] = [0xFF, 0xD8]
        let jfif: [UInt8] = Array("JFIF".utf8) + [0, 1, 2, 0, 0, 1, 0, 1, 0, 0]
        file += segment(0xE0, jfif)
        if let profile {
            var parts: [[UInt8]] = []
            var start = 0
            while start < profile.count {
                parts.append(Array(profile[start..<min(start + partSize, profile.count)]))
                start += partSize
            }
            for number in order ?? Array(1...parts.count) {
                file += segment(
                    0xE2, Array("ICC_PROFILE".utf8) + [0, UInt8(number), UInt8(parts.count)] + parts[number - 1])
            }
        }
        file += segment(0xDB, [0] + [UInt8](repeating: 1, count: 64))
        file += segment(0xC0, [UInt8(precision)] + be16(2) + be16(2) + [3, 1, 0x11, 0, 2, 0x11, 0, 3, 0x11, 0])
        file += segment(0xC4, [0] + [UInt8](repeating: 0, count: 15) + [0])
        file += segment(0xDA, [3, 1, 0, 2, 0, 3, 0, 0, 63, 0])
        return file + [0x12, 0x34, 0xFF, 0x00, 0x56] + [0xFF, 0xD9]
    }

    /// A marker segment: FF, marker, 2-byte length (counting itself), data.
    static func segment(_ marker: UInt8, _ data: [UInt8]) -> [UInt8] { [0xFF, marker] + be16(data.count + 2) + data }

    // MARK: ICC profiles

    /// LittleCMS's built-in sRGB profile (IEC 61966-2-1), saved.
    static func srgbProfile() -> [UInt8] {
        let profile = cmsCreate_sRGBProfile()!
        defer { cmsCloseProfile(profile) }
        return save(profile)
    }

    /// A Display P3 profile built by LittleCMS from the published definition: SMPTE EG 432-1 primaries
    /// R (0.680, 0.320), G (0.265, 0.690), B (0.150, 0.060), D65 white (0.3127, 0.3290) — the constants
    /// of shared/reference/spot-values.json `display_p3` — and the sRGB transfer curve (IEC 61966-2-1:
    /// γ 2.4, a = 1/1.055, b = 0.055/1.055, c = 1/12.92, d = 0.04045), with description `description`.
    static func displayP3Profile(description: String = "Display P3") -> [UInt8] {
        rgbProfile(
            white: (0.3127, 0.3290), red: (0.680, 0.320), green: (0.265, 0.690), blue: (0.150, 0.060),
            description: description)
    }

    /// An RGB matrix/TRC profile from primaries and a white point, with the sRGB curve, saved by LittleCMS.
    static func rgbProfile(
        white: (Double, Double), red: (Double, Double), green: (Double, Double), blue: (Double, Double),
        description: String
    ) -> [UInt8] {
        var whitePoint = cmsCIExyY(x: white.0, y: white.1, Y: 1)
        var primaries = cmsCIExyYTRIPLE(
            Red: cmsCIExyY(x: red.0, y: red.1, Y: 1), Green: cmsCIExyY(x: green.0, y: green.1, Y: 1),
            Blue: cmsCIExyY(x: blue.0, y: blue.1, Y: 1))
        let parameters: [Double] = [2.4, 1 / 1.055, 0.055 / 1.055, 1 / 12.92, 0.04045]
        let curve = cmsBuildParametricToneCurve(nil, 4, parameters)
        defer { cmsFreeToneCurve(curve) }
        var curves: [OpaquePointer?] = [curve, curve, curve]
        let profile = cmsCreateRGBProfile(&whitePoint, &primaries, &curves)!
        defer { cmsCloseProfile(profile) }
        let mlu = cmsMLUalloc(nil, 1)
        defer { cmsMLUfree(mlu) }
        cmsMLUsetASCII(mlu, "en", "US", description)
        cmsWriteTag(profile, cmsSigProfileDescriptionTag, UnsafeRawPointer(mlu))
        return save(profile)
    }

    static func save(_ profile: cmsHPROFILE) -> [UInt8] {
        var size: UInt32 = 0
        precondition(cmsSaveProfileToMem(profile, nil, &size) != 0)
        var bytes = [UInt8](repeating: 0, count: Int(size))
        precondition(cmsSaveProfileToMem(profile, &bytes, &size) != 0)
        return bytes
    }

    /// The transfer curve of a hand-written profile.
    enum Curve {
        /// `curv` with one entry: a pure power law (u8Fixed8Number).
        case gamma(Double)
        /// `curv` with `n` 16-bit entries sampling the sRGB curve (IEC 61966-2-1).
        case srgbTable(Int)
    }

    /// An ICC v2 monitor RGB profile written tag by tag (ICC.1:2001-04): header, tag table, `desc`
    /// (textDescriptionType), `wtpt`, `rXYZ`, `gXYZ`, `bXYZ` (XYZType, s15Fixed16Number), and one
    /// `curv` shared by `rTRC`, `gTRC`, `bTRC`. Colourants are given as written in published profiles
    /// (D50-adapted XYZ).
    static func handWrittenProfile(
        description: String, white: [Double], red: [Double], green: [Double], blue: [Double], curve: Curve
    ) -> [UInt8] {
        func s15(_ value: Double) -> [UInt8] { be32(UInt32(bitPattern: Int32((value * 65536).rounded()))) }
        func xyz(_ v: [Double]) -> [UInt8] { Array("XYZ ".utf8) + [0, 0, 0, 0] + v.flatMap(s15) }
        var desc = Array("desc".utf8) + [0, 0, 0, 0] + be32(UInt32(description.utf8.count + 1))
        desc += Array(description.utf8) + [0]
        desc += be32(0) + be32(0) + [0, 0, 0] + [UInt8](repeating: 0, count: 67)
        var curv = Array("curv".utf8) + [0, 0, 0, 0]
        switch curve {
        case .gamma(let gamma):
            curv += be32(1) + be16(Int((gamma * 256).rounded()))
        case .srgbTable(let n):
            curv += be32(UInt32(n))
            for i in 0..<n {
                let x = Double(i) / Double(n - 1)
                let y = x <= 0.04045 ? x / 12.92 : pow((x + 0.055) / 1.055, 2.4)
                curv += be16(Int((y * 65535).rounded()))
            }
        }
        let tags: [(String, [UInt8])] = [
            ("desc", desc), ("wtpt", xyz(white)), ("rXYZ", xyz(red)), ("gXYZ", xyz(green)), ("bXYZ", xyz(blue)),
            ("rTRC", curv),
        ]
        let tableSize = 4 + 12 * (tags.count + 2)
        var body: [UInt8] = []
        var table = be32(UInt32(tags.count + 2))
        var curvOffset = 0
        for (signature, data) in tags {
            let offset = 128 + tableSize + body.count
            table += Array(signature.utf8) + be32(UInt32(offset)) + be32(UInt32(data.count))
            if signature == "rTRC" { curvOffset = offset }
            body += data
            while body.count % 4 != 0 { body.append(0) }
        }
        for signature in ["gTRC", "bTRC"] {
            table += Array(signature.utf8) + be32(UInt32(curvOffset)) + be32(UInt32(curv.count))
        }
        let size = 128 + tableSize + body.count
        var header = be32(UInt32(size)) + Array("none".utf8) + [0x02, 0x10, 0, 0]
        header += Array("mntr".utf8) + Array("RGB ".utf8) + Array("XYZ ".utf8)
        header += be16(2024) + be16(1) + be16(1) + be16(0) + be16(0) + be16(0)
        header += Array("acsp".utf8) + [UInt8](repeating: 0, count: 24) + be32(0)
        header += s15(0.9642) + s15(1.0) + s15(0.8249)
        header += [UInt8](repeating: 0, count: 128 - header.count)
        return header + table + body
    }
}
