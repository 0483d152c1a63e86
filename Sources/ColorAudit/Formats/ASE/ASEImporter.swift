import ColorScience
import Foundation

/// Reads Adobe Swatch Exchange files (`.ase`, written by Illustrator, InDesign, Photoshop, Adobe Color
/// and many palette tools). The format is binary and big-endian; as read here (the layout documented
/// by the open readers of the format, checked against real files):
///
/// - header: `ASEF`, version major and minor (16-bit; 1.0 is the only one in use, others are read the
///   same way), number of blocks (32-bit);
/// - each block: type (16-bit), length of what follows (32-bit), then that many bytes:
///   - `0xC001` group start: name length in UTF-16 code units including a final NUL (16-bit), the name
///     (UTF-16 big-endian);
///   - `0xC002` group end (no data);
///   - `0x0001` colour: name as for groups, colour model (4 ASCII bytes: `RGB `, `LAB `, `CMYK`,
///     `Gray`), the components as 32-bit floats (3, 3, 4 or 1), colour type (16-bit: 0 global, 1 spot,
///     2 normal);
///   - any other type is skipped by its length.
///
/// Colours (one value for every appearance, located at the byte offset of their block):
/// - `RGB ` components 0…1 are sRGB (the working space of the files' writers);
/// - `Gray` 0…1 is a neutral sRGB grey (0 black, 1 white);
/// - `LAB ` is CIELAB D50 with L stored as 0…1 (× 100 gives L*) and a*, b* as written;
/// - `CMYK` (0…1 each) is converted to CIELAB through LittleCMS with a CMYK ICC profile
///   (`CMYKProfile.standard` unless another is given); with no profile available such swatches are
///   listed as skipped ("not convertible") and never guessed.
///
/// Names: a colour inside a group is named `group/colour`; unnamed and repeated names are made
/// distinct (`SwatchNames`). Spot and global types are kept in the value's source text
/// (`RGB 1 0 0 (spot)`).
///
/// Every read is bounds-checked: a truncated or corrupt file is a `PaletteError` at the byte offset
/// where the data ended or the bad value starts, saying what was expected — a wrong signature, a block
/// longer than the file, a colour block too short for its fields, an unknown colour model, a component
/// that is not a finite number in its range, a group end without a start, groups nested deeper than
/// 64, an unknown colour type. A file with no colour (or only unconvertible ones) named explicitly is
/// an error too.
public struct ASEImporter: PaletteImporter {
    /// `ase`.
    public let formatName = "ase"
    /// The profile CMYK swatches are converted with; `nil` when none is available (they are skipped).
    /// Unless one is given, `CMYKProfile.standard`, opened the first time a CMYK swatch is read (opening a
    /// profile and building its LittleCMS transform costs more than reading a small palette, and most
    /// runs read no Adobe swatches).
    public var cmykProfile: CMYKProfile? {
        get { given ?? (usesStandardProfile ? CMYKProfile.standard : nil) }
        set {
            given = newValue
            usesStandardProfile = false
        }
    }
    private var given: CMYKProfile?
    private var usesStandardProfile: Bool

    /// Creates the importer with `CMYKProfile.standard`, opened on first use.
    public init() {
        given = nil
        usesStandardProfile = true
    }

    /// Creates the importer with a CMYK profile (`nil`: CMYK swatches are skipped).
    public init(cmykProfile: CMYKProfile?) {
        given = cmykProfile
        usesStandardProfile = false
    }

    /// Groups may be nested (the format allows it; Adobe's applications write one level) up to this depth.
    public static let maximumGroupDepth = 64

    /// `certain` for a file starting with `ASEF`; `plausible` for another `.ase` file; else `none`.
    public func confidence(for unit: ImportUnit) -> ImportConfidence {
        guard let contents = unit.contents else { return .none }
        if contents.starts(with: Array("ASEF".utf8)) { return .certain }
        return unit.fileExtension == "ase" ? .plausible : .none
    }

    /// Reads the file into one palette named by the file (without `.ase`).
    /// - Throws: `PaletteError` with a byte offset, as described for the type.
    public func importPalettes(_ unit: ImportUnit) throws(PaletteError) -> [Palette] {
        let path = unit.path
        guard let contents = unit.contents, !contents.isEmpty else {
            throw PaletteError(
                kind: .empty,
                location: SourceLocation(file: path, offset: 0),
                message: "the file is empty; expected an Adobe Swatch Exchange file starting with 'ASEF'")
        }
        var reader = ASEBytes(contents, path: path)
        let signature = try reader.take(4, "the signature")
        guard Array(signature) == Array("ASEF".utf8) else {
            throw PaletteError(
                kind: .unrecognizedFormat,
                location: SourceLocation(file: path, offset: 0),
                message: "the file starts with '\(String(decoding: signature, as: UTF8.self))'; expected 'ASEF' "
                    + "(an Adobe Swatch Exchange file)")
        }
        _ = try reader.uint16("the version (major)")
        _ = try reader.uint16("the version (minor)")
        let blockCount = try reader.uint32("the number of blocks")
        var groups: [String] = []
        var names = SwatchNames()
        var tokens: [ColorToken] = []
        var notes: [ImportNote] = []
        for number in 0..<blockCount {
            let start = reader.offset
            let what = "block \(number + 1) of \(blockCount) (at byte \(start))"
            let type = try reader.uint16("the type of \(what)")
            let length = try reader.uint32("the length of \(what)")
            try reader.need(length, "\(what), which declares \(length) bytes")
            var block = reader
            block.limit = reader.offset + length
            block.limitName = "the block at byte \(start)"
            reader.offset += length
            switch type {
            case 0xC001:
                let name = try Self.name(&block, what: "the group name at byte \(block.offset)")
                guard groups.count < Self.maximumGroupDepth else {
                    throw PaletteError(
                        kind: .limitExceeded,
                        location: SourceLocation(file: path, offset: start),
                        message: "groups are nested deeper than \(Self.maximumGroupDepth); expected a group end "
                            + "(0xC002) first")
                }
                groups.append(name.isEmpty ? "group" : name)
            case 0xC002:
                guard groups.popLast() != nil else {
                    throw PaletteError(
                        kind: .structure,
                        location: SourceLocation(file: path, offset: start),
                        message: "a group end (0xC002) without a group start; expected a group start (0xC001) before it"
                    )
                }
            case 0x0001:
                let written = try Self.name(&block, what: "the colour name at byte \(block.offset)")
                let swatch = try readColor(&block, start: start)
                var name = written.isEmpty ? nil : written
                let location = SourceLocation(file: path, offset: start)
                guard let color = swatch.color else {
                    let label = (groups + [name ?? "unnamed"]).joined(separator: "/")
                    notes.append(
                        ImportNote(
                            kind: .skipped, token: label,
                            reason: "CMYK swatch '\(swatch.source)' is not convertible: no CMYK ICC profile is "
                                + "available (looked for " + CMYKProfile.defaultPaths.joined(separator: ", ")
                                + "; on Debian/Ubuntu install libgs-common)",
                            location: location))
                    continue
                }
                if name == nil { name = color.hex }
                let full = names.unique((groups + [name!]).joined(separator: "/"))
                tokens.append(
                    ColorToken(
                        name: full, role: nil, roleSource: .unknown,
                        values: [.any: ColorValue(color: color, source: swatch.source, location: location)],
                        location: location))
            default:
                continue
            }
        }
        if tokens.isEmpty, unit.isExplicit {
            throw PaletteError(
                kind: .empty,
                location: SourceLocation(file: path, offset: reader.offset),
                message: notes.isEmpty
                    ? "the file has no colour blocks; expected colour blocks (type 0x0001)"
                    : "none of the file's \(notes.count) colours could be read: \(notes[0].reason)")
        }
        if tokens.isEmpty && notes.isEmpty { return [] }
        let base = unit.name.lowercased().hasSuffix(".ase") ? String(unit.name.dropLast(4)) : unit.name
        var palette = Palette(name: base, file: path, tokens: tokens)
        palette.importNotes = notes
        return [palette]
    }

    /// A name: its length in UTF-16 code units (with the final NUL), then the units, big-endian; NULs at
    /// the end are dropped and unpaired surrogates become U+FFFD.
    private static func name(_ reader: inout ASEBytes, what: String) throws(PaletteError) -> String {
        let units = try reader.uint16("the length of \(what)")
        let bytes = try reader.take(units * 2, what)
        var code: [UInt16] = stride(from: bytes.startIndex, to: bytes.endIndex, by: 2).map {
            UInt16(bytes[$0]) << 8 | UInt16(bytes[$0 + 1])
        }
        while code.last == 0 { code.removeLast() }
        return String(decoding: code, as: UTF16.self)
    }

    /// One colour's model, components and type, read from its block.
    private func readColor(_ reader: inout ASEBytes, start: Int) throws(PaletteError)
        -> (color: Color?, source: String)
    {
        let modelOffset = reader.offset
        let model = String(
            decoding: try reader.take(4, "the colour model of the block at byte \(start)"), as: UTF8.self)
        let counts = ["RGB ": 3, "LAB ": 3, "CMYK": 4, "Gray": 1]
        guard let count = counts[model] else {
            throw PaletteError(
                kind: .invalidColor,
                location: SourceLocation(file: reader.path, offset: modelOffset),
                message:
                    "colour model '\(model.unicodeScalars.map { $0.isASCII && $0.value >= 32 ? String($0) : "?" }.joined())'; "
                    + "expected 'RGB ', 'LAB ', 'CMYK' or 'Gray'")
        }
        var values: [Double] = []
        let label = model.trimmingCharacters(in: .whitespaces)
        for index in 0..<count {
            let at = reader.offset
            let value = try reader.float32("component \(index + 1) of the \(label) colour at byte \(start)")
            let range: ClosedRange<Float> = model == "LAB " && index > 0 ? -1_000...1_000 : -0.000_1...1.000_1
            guard value.isFinite, range.contains(value) else {
                throw PaletteError(
                    kind: .invalidColor,
                    location: SourceLocation(file: reader.path, offset: at),
                    message: "\(label) component \(index + 1) is \(value); expected a number in "
                        + (range.lowerBound < -1 ? "-1000…1000 (a*, b*)" : "0…1"))
            }
            values.append(Double(value))
        }
        let typeOffset = reader.offset
        let type = try reader.uint16("the colour type of the block at byte \(start)")
        let kinds = [0: " (global)", 1: " (spot)", 2: ""]
        guard let kind = kinds[type] else {
            throw PaletteError(
                kind: .invalidValue,
                location: SourceLocation(file: reader.path, offset: typeOffset),
                message: "colour type \(type); expected 0 (global), 1 (spot) or 2 (normal)")
        }
        let source = label + " " + values.map { Float($0).description }.joined(separator: " ") + kind
        switch model {
        case "RGB ": return (Color(.srgb, values[0], values[1], values[2]), source)
        case "Gray": return (Color(.srgb, values[0], values[0], values[0]), source)
        case "LAB ": return (Color(.lab, values[0] * 100, values[1], values[2]), source)
        default:
            guard let cmykProfile else { return (nil, source) }
            return (cmykProfile.lab(c: values[0], m: values[1], y: values[2], k: values[3]), source)
        }
    }
}
