import ColorScience
import Foundation

/// Reads Procreate palettes (`.swatches`): a ZIP archive holding `Swatches.json`, a list of palettes
/// (or one palette object), each `{"name": "…", "swatches": [{"hue", "saturation", "brightness",
/// "alpha", "colorSpace"}, null, …]}` with hue, saturation and brightness (HSB, also called HSV) 0…1.
///
/// - The ZIP is read through its central directory (stored or deflated members, decompressed with
///   zlib, at most 16 MiB); the member named `Swatches.json` (in any folder, any case) is read as JSON.
/// - Each palette of the list is a palette, named by its `name` (else the file name); `null` entries
///   (empty slots) are left out. A swatch is sRGB (`colorSpace` 0 or absent) from HSB: with h = 6·hue,
///   i = ⌊h⌋ mod 6, f = h − ⌊h⌋, p = b(1 − s), q = b(1 − fs), t = b(1 − (1 − f)s), (r, g, b) is
///   (b, t, p), (q, b, p), (p, b, t), (p, q, b), (t, p, b), (b, p, q) for i = 0…5; alpha 1 when
///   absent. Another `colorSpace` is skipped with a note (its meaning is not documented).
/// - Swatches have no names: each is named by its hex value (`#ff8000`), repeats made distinct
///   (`SwatchNames`); locations are the byte offset of `Swatches.json`'s data in the archive.
///
/// Errors (`PaletteError` at a byte offset): not a ZIP archive, no `Swatches.json`, a member that
/// cannot be decompressed, malformed JSON (its line and column inside `Swatches.json`), a swatch
/// without hue, saturation or brightness, or a value outside 0…1.
public struct ProcreateSwatchesImporter: PaletteImporter {
    /// `procreate`.
    public let formatName = "procreate"

    /// Creates the importer.
    public init() {}

    /// `certain` for a `.swatches` file that starts as a ZIP archive (`PK\u{3}\u{4}`); `plausible` for
    /// another `.swatches` file; else `none`.
    public func confidence(for unit: ImportUnit) -> ImportConfidence {
        guard let contents = unit.contents, unit.fileExtension == "swatches" else { return .none }
        return contents.starts(with: [0x50, 0x4B, 0x03, 0x04]) ? .certain : .plausible
    }

    /// Reads the archive's palettes (see the type).
    /// - Throws: `PaletteError` as described for the type.
    public func importPalettes(_ unit: ImportUnit) throws(PaletteError) -> [Palette] {
        let path = unit.path
        let bytes = [UInt8](unit.contents ?? Data())
        let (json, offset) = try Self.swatchesJSON(bytes, path: path)
        let root: DocumentNode
        do {
            root = try JSON5Parser.parse(json, dialect: .json)
        } catch {
            throw PaletteError(
                kind: .syntax,
                location: SourceLocation(file: path, offset: offset),
                message:
                    "Swatches.json line \(error.mark?.line ?? 0), column \(error.mark?.column ?? 0): invalid JSON: "
                    + error.message)
        }
        let location = SourceLocation(file: path, offset: offset)
        func fail(_ kind: PaletteError.Kind, _ message: String) -> PaletteError {
            PaletteError(kind: kind, location: location, message: message)
        }
        let palettes: [DocumentNode]
        switch root.content {
        case .sequence(let items): palettes = items
        case .mapping: palettes = [root]
        default: throw fail(.structure, "Swatches.json: expected a list of palettes, found \(root.kindDescription)")
        }
        let fileName = ImportUnit.lastComponent(of: path)
        let defaultName = fileName.lowercased().hasSuffix(".swatches") ? String(fileName.dropLast(9)) : fileName
        var result: [Palette] = []
        for (number, paletteNode) in palettes.enumerated() {
            let context = "Swatches.json palette \(number + 1)"
            guard case .mapping(let entries) = paletteNode.content else {
                throw fail(
                    .structure, "\(context): expected an object with 'swatches', found \(paletteNode.kindDescription)")
            }
            let name = entries.first { $0.key == "name" }?.value.scalarText ?? defaultName
            guard let swatchesNode = entries.first(where: { $0.key == "swatches" })?.value,
                case .sequence(let swatches) = swatchesNode.content
            else { throw fail(.structure, "\(context): expected a 'swatches' list") }
            var names = SwatchNames()
            var tokens: [ColorToken] = []
            var notes: [ImportNote] = []
            for (index, swatch) in swatches.enumerated() {
                if swatch.isNull { continue }
                let swatchContext = "\(context) swatch \(index + 1)"
                guard case .mapping(let fields) = swatch.content else {
                    throw fail(.structure, "\(swatchContext): expected an object with hue, saturation and brightness")
                }
                func number(_ key: String, default value: Double? = nil) throws(PaletteError) -> Double {
                    guard let node = fields.first(where: { $0.key == key })?.value else {
                        if let value { return value }
                        throw fail(.structure, "\(swatchContext): missing '\(key)'; expected a number 0…1")
                    }
                    guard let text = node.scalarText, node.scalarStyle == .plain,
                        let parsed = PlainNumber.value(text), parsed.isFinite
                    else {
                        throw fail(
                            .structure, "\(swatchContext) \(key): expected a number 0…1, found \(node.kindDescription)")
                    }
                    guard (0...1).contains(parsed) else {
                        throw fail(.invalidColor, "\(swatchContext) \(key): \(text) is outside 0…1")
                    }
                    return parsed
                }
                let hue = try number("hue")
                let saturation = try number("saturation")
                let brightness = try number("brightness")
                let alpha = try number("alpha", default: 1)
                let written =
                    "hsb(\(DTCGReader.format(hue)) \(DTCGReader.format(saturation)) \(DTCGReader.format(brightness)))"
                if let spaceNode = fields.first(where: { $0.key == "colorSpace" })?.value,
                    let space = spaceNode.scalarText, space != "0"
                {
                    notes.append(
                        ImportNote(
                            kind: .skipped, token: nil,
                            reason: "\(swatchContext) \(written): colorSpace \(space) is not one ColorAudit reads "
                                + "(0, sRGB)", location: location))
                    continue
                }
                let rgb = Self.srgb(hue: hue, saturation: saturation, brightness: brightness)
                let color = Color(space: .srgb, components: rgb, alpha: alpha)
                let tokenName = names.unique(color.hex.lowercased())
                tokens.append(
                    ColorToken(
                        name: tokenName, role: nil, roleSource: .unknown,
                        values: [.any: ColorValue(color: color, source: written, location: location)],
                        location: location))
            }
            var palette = Palette(name: name, file: path, tokens: tokens)
            palette.importNotes = notes
            result.append(palette)
        }
        return result
    }

    /// HSB (0…1 each) → gamma-encoded sRGB (see the type).
    static func srgb(hue: Double, saturation s: Double, brightness v: Double) -> SIMD3<Double> {
        let h = hue * 6
        let sector = Int(h.rounded(.down)) % 6
        let f = h - h.rounded(.down)
        let p = v * (1 - s)
        let q = v * (1 - f * s)
        let t = v * (1 - (1 - f) * s)
        switch sector {
        case 0: return SIMD3(v, t, p)
        case 1: return SIMD3(q, v, p)
        case 2: return SIMD3(p, v, t)
        case 3: return SIMD3(p, q, v)
        case 4: return SIMD3(t, p, v)
        default: return SIMD3(v, p, q)
        }
    }

    /// The bytes of the archive's `Swatches.json` and their offset in the file.
    static func swatchesJSON(_ bytes: [UInt8], path: String) throws(PaletteError) -> ([UInt8], Int) {
        func fail(_ kind: PaletteError.Kind, _ offset: Int, _ message: String) -> PaletteError {
            PaletteError(kind: kind, location: SourceLocation(file: path, offset: offset), message: message)
        }
        func u16(_ at: Int) -> Int { Int(bytes[at]) | Int(bytes[at + 1]) << 8 }
        func u32(_ at: Int) -> Int { u16(at) | u16(at + 2) << 16 }
        guard bytes.count >= 22, bytes.starts(with: [0x50, 0x4B, 0x03, 0x04]) else {
            throw fail(
                .unrecognizedFormat, 0,
                "not a ZIP archive; expected a Procreate .swatches file (a ZIP holding Swatches.json)")
        }
        // The end-of-central-directory record: within the last 22 + 65535 bytes (its comment).
        var end = -1
        var position = bytes.count - 22
        while position >= max(0, bytes.count - 22 - 65535) {
            if bytes[position] == 0x50, bytes[position + 1] == 0x4B, bytes[position + 2] == 0x05,
                bytes[position + 3] == 0x06
            {
                end = position
                break
            }
            position -= 1
        }
        guard end >= 0 else {
            throw fail(.syntax, bytes.count, "the ZIP archive has no central directory (truncated?)")
        }
        let count = u16(end + 10)
        var entry = u32(end + 16)
        guard entry <= end else {
            throw fail(
                .syntax, end + 16, "the ZIP central directory is said to start at byte \(entry), past its end record")
        }
        for _ in 0..<count {
            guard entry + 46 <= bytes.count, u32(entry) == 0x0201_4B50 else {
                throw fail(.syntax, min(entry, bytes.count), "a ZIP central directory entry is damaged")
            }
            let method = u16(entry + 10)
            let compressed = u32(entry + 20)
            let size = u32(entry + 24)
            let nameLength = u16(entry + 28)
            let next = entry + 46 + nameLength + u16(entry + 30) + u16(entry + 32)
            let local = u32(entry + 42)
            guard entry + 46 + nameLength <= bytes.count else {
                throw fail(.syntax, entry, "a ZIP entry name runs past the end")
            }
            let name = String(decoding: bytes[(entry + 46)..<(entry + 46 + nameLength)], as: UTF8.self)
            entry = next
            guard ImportUnit.lastComponent(of: name).lowercased() == "swatches.json" else { continue }
            guard local + 30 <= bytes.count, u32(local) == 0x0403_4B50 else {
                throw fail(
                    .syntax,
                    min(local, bytes.count), "the ZIP member \(name) is damaged (no local header at byte \(local))")
            }
            let start = local + 30 + u16(local + 26) + u16(local + 28)
            guard start <= bytes.count, compressed <= bytes.count - start else {
                throw fail(.syntax, local, "the ZIP member \(name) runs past the end of the file (truncated?)")
            }
            let data = Array(bytes[start..<(start + compressed)])
            switch method {
            case 0:
                return (data, start)
            case 8:
                var inflated: Result<[UInt8], ImageReadError> = .success([])
                data.withUnsafeBytes { buffer in
                    do throws(ImageReadError) {
                        inflated = .success(
                            try ZlibInflate.inflate(
                                buffer, offset: start, what: name, raw: true,
                                why: "a Procreate palette's Swatches.json holds a few kilobytes"))
                    } catch {
                        inflated = .failure(error)
                    }
                }
                switch inflated {
                case .failure(let error): throw fail(.syntax, error.offset, error.reason)
                case .success(let json):
                    guard json.count == size else {
                        throw fail(
                            .syntax,
                            start, "\(name): decompresses to \(json.count) bytes, not the \(size) its entry says")
                    }
                    return (json, start)
                }
            default:
                throw fail(
                    .unsupported, local,
                    "the ZIP member \(name) uses compression method \(method); expected 0 or 8 (deflate)")
            }
        }
        throw fail(.unrecognizedFormat, end, "the archive holds no Swatches.json; expected a Procreate .swatches file")
    }
}
