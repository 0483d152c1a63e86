import ColorScience

/// Reads a JPEG file's colour information from its marker segments (ITU-T T.81 Annex B), up to the
/// first start-of-scan, never decoding pixels.
///
/// Segments are walked by their 2-byte lengths (fill bytes `FF` before a marker are allowed; standalone
/// markers `TEM`, `RSTn` have no length). Read: the frame header `SOFn` (sample precision, size,
/// component count) and every `APP2` segment starting `ICC_PROFILE\0`, which carries a part of an ICC
/// profile with its 1-based sequence number and the number of parts (ICC.1 Annex B.4); the parts are
/// put together in sequence-number order. Reading stops at `SOS`; the entropy-coded data after it is
/// not looked at. Errors name the marker and byte offset: a file ending inside a segment, a length below
/// 2, a second `SOI`, `EOI` before any scan, missing or repeated profile parts, parts that disagree on
/// the number of parts.
enum JPEGProfileReader {
    /// `ICC_PROFILE` followed by NUL: the identifier of an APP2 ICC segment.
    static let iccIdentifier: [UInt8] = Array("ICC_PROFILE".utf8) + [0]

    /// One APP2 part of a profile.
    private struct Part {
        var sequence: Int
        var count: Int
        var data: UnsafeRawBufferPointer
        var offset: Int
    }

    /// The colour information of the JPEG file `bytes` (which start with `FF D8`).
    static func read(_ bytes: UnsafeRawBufferPointer) throws(ImageReadError) -> EmbeddedColorInfo {
        var cursor = ByteCursor(bytes)
        guard try cursor.uint8("the JPEG SOI marker") == 0xFF, try cursor.uint8("the JPEG SOI marker") == 0xD8 else {
            throw ImageReadError(.notAnImage, offset: 0, "not a JPEG file (expected the SOI marker FF D8)")
        }
        var parts: [Part] = []
        var info: EmbeddedColorInfo?
        while true {
            let markerStart = cursor.offset
            guard try cursor.uint8("a marker") == 0xFF else {
                throw ImageReadError(
                    .corrupt,
                    offset: markerStart,
                    "expected a marker (FF xx), found byte \(hex(bytes[markerStart])): corrupt segment structure")
            }
            var marker = try cursor.uint8("a marker")
            while marker == 0xFF { marker = try cursor.uint8("a marker") }
            let name = markerName(marker)
            switch marker {
            case 0x00:
                throw ImageReadError(
                    .corrupt, offset: markerStart, "FF 00 outside the scan data: corrupt segment structure")
            case 0x01, 0xD0...0xD7:
                continue
            case 0xD8:
                throw ImageReadError(.corrupt, offset: markerStart, "a second SOI marker")
            case 0xD9:
                throw ImageReadError(
                    .corrupt, offset: markerStart, "EOI before any scan (SOS): the file has no image data")
            default:
                break
            }
            let lengthOffset = cursor.offset
            let length = Int(try cursor.uint16("the \(name) segment length"))
            guard length >= 2 else {
                throw ImageReadError(
                    .corrupt, offset: lengthOffset, "\(name) segment length \(length); expected at least 2")
            }
            guard cursor.has(length - 2) else {
                throw ImageReadError(
                    .truncated,
                    offset: markerStart,
                    "\(name) segment at byte \(markerStart) declares \(length - 2) data bytes but the file ends at "
                        + "byte \(bytes.count): truncated")
            }
            let data = try cursor.slice(length - 2, "the \(name) segment")
            switch marker {
            case 0xE2 where data.count >= 14 && data.prefix(12).elementsEqual(iccIdentifier):
                parts.append(
                    Part(
                        sequence: Int(data[12]), count: Int(data[13]),
                        data: UnsafeRawBufferPointer(rebasing: data[14...]), offset: markerStart))
            case 0xC0...0xC3, 0xC5...0xC7, 0xC9...0xCB, 0xCD...0xCF:
                guard info == nil else {
                    throw ImageReadError(.corrupt, offset: markerStart, "a second frame header (\(name))")
                }
                info = try frame(data, name: name, at: markerStart)
            case 0xDA:
                guard var info else {
                    throw ImageReadError(.corrupt, offset: markerStart, "SOS before any frame header (SOFn)")
                }
                if !parts.isEmpty { info.iccProfile = try assemble(parts) }
                return info
            default:
                break
            }
        }
    }

    private static func hex(_ byte: UInt8) -> String {
        let digits = String(byte, radix: 16, uppercase: true)
        return digits.count == 1 ? "0" + digits : digits
    }

    /// `SOF0`, `APP2`, `DQT`, … for messages.
    static func markerName(_ marker: UInt8) -> String {
        switch marker {
        case 0xC4: return "DHT"
        case 0xCC: return "DAC"
        case 0xC0...0xCF: return "SOF\(marker - 0xC0)"
        case 0xD0...0xD7: return "RST\(marker - 0xD0)"
        case 0xD8: return "SOI"
        case 0xD9: return "EOI"
        case 0xDA: return "SOS"
        case 0xDB: return "DQT"
        case 0xDD: return "DRI"
        case 0xE0...0xEF: return "APP\(marker - 0xE0)"
        case 0xFE: return "COM"
        default: return "marker FF \(hex(marker))"
        }
    }

    /// Precision, height, width and component count of a frame header.
    private static func frame(
        _ data: UnsafeRawBufferPointer, name: String, at offset: Int
    ) throws(ImageReadError) -> EmbeddedColorInfo {
        guard data.count >= 6 else {
            throw ImageReadError(
                .corrupt, offset: offset, "\(name) frame header of \(data.count) bytes; expected at least 6")
        }
        var field = ByteCursor(data)
        let precision = Int(try field.uint8("precision"))
        let height = Int(try field.uint16("height"))
        let width = Int(try field.uint16("width"))
        let components = Int(try field.uint8("components"))
        guard (2...16).contains(precision) else {
            throw ImageReadError(
                .corrupt, offset: offset, "\(name) sample precision \(precision); expected 8, 12 or 16")
        }
        guard width > 0, components > 0 else {
            throw ImageReadError(
                .corrupt,
                offset: offset, "\(name) frame of width \(width) with \(components) components: both must be above 0")
        }
        let model: String
        switch components {
        case 1: model = "grey"
        case 3: model = "YCbCr"
        case 4: model = "CMYK"
        default: model = "\(components) components"
        }
        // Height 0 means "defined later by a DNL marker" (T.81 B.2.2).
        return EmbeddedColorInfo(
            container: .jpeg, bitsPerChannel: precision, colorModel: model, width: width, height: height)
    }

    /// The profile put together from its parts in sequence order.
    private static func assemble(_ parts: [Part]) throws(ImageReadError) -> EmbeddedColorInfo.ICCProfile {
        let count = parts[0].count
        guard count >= 1 else {
            throw ImageReadError(
                .invalidProfile,
                offset: parts[0].offset, "APP2 ICC_PROFILE part says there are 0 parts; expected 1 to 255")
        }
        var bySequence: [Int: Part] = [:]
        for part in parts {
            guard part.count == count else {
                throw ImageReadError(
                    .invalidProfile,
                    offset: part.offset,
                    "APP2 ICC_PROFILE part says there are \(part.count) parts; the first part said \(count)")
            }
            guard (1...count).contains(part.sequence) else {
                throw ImageReadError(
                    .invalidProfile,
                    offset: part.offset,
                    "APP2 ICC_PROFILE part number \(part.sequence) of \(count); expected 1 to \(count)")
            }
            guard bySequence[part.sequence] == nil else {
                throw ImageReadError(
                    .invalidProfile, offset: part.offset, "APP2 ICC_PROFILE part \(part.sequence) of \(count) repeated")
            }
            bySequence[part.sequence] = part
        }
        var bytes: [UInt8] = []
        for sequence in 1...count {
            guard let part = bySequence[sequence] else {
                throw ImageReadError(
                    .invalidProfile,
                    offset: parts.last!.offset,
                    "APP2 ICC_PROFILE part \(sequence) of \(count) is missing (found parts "
                        + "\(bySequence.keys.sorted().map(String.init).joined(separator: ", ")) before the scan)")
            }
            bytes.append(contentsOf: part.data)
        }
        return EmbeddedColorInfo.ICCProfile(bytes: bytes, offset: parts.map(\.offset).min() ?? 0, name: nil)
    }
}
