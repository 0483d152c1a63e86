import Foundation
import Testing

@testable import ColorAudit
@testable import ColorScience

/// Builds Adobe Swatch Exchange bytes for the tests (big-endian, the layout `ASEImporter` documents).
enum ASEWriter {
    static func u16(_ v: Int) -> [UInt8] { [UInt8(v >> 8 & 0xFF), UInt8(v & 0xFF)] }
    static func u32(_ v: Int) -> [UInt8] { [24, 16, 8, 0].map { UInt8(v >> $0 & 0xFF) } }
    static func f32(_ v: Float) -> [UInt8] { u32(Int(v.bitPattern)) }
    static func name(_ s: String) -> [UInt8] {
        let units = Array(s.utf16) + [0]
        return u16(units.count) + units.flatMap { u16(Int($0)) }
    }
    static func block(_ type: Int, _ body: [UInt8]) -> [UInt8] { u16(type) + u32(body.count) + body }
    static func color(_ n: String, _ model: String, _ values: [Float], type: Int = 2) -> [UInt8] {
        block(1, name(n) + Array(model.utf8) + values.flatMap(f32) + u16(type))
    }
    static func file(_ blocks: [[UInt8]], count: Int? = nil) -> Data {
        Data(Array("ASEF".utf8) + u16(1) + u16(0) + u32(count ?? blocks.count) + blocks.flatMap { $0 })
    }
}

@Suite("Adobe Swatch Exchange")
struct ASEImporterTests {
    private func read(_ data: Data, profile: CMYKProfile? = CMYKProfile.standard) throws(PaletteError) -> Palette? {
        let unit = ImportUnit(file: "t.ase", contents: data, isExplicit: true)
        return try PaletteImporters.standard.importPalettes(unit, with: ASEImporter(cmykProfile: profile)).first
    }

    private func error(_ data: Data) -> PaletteError? {
        do {
            _ = try read(data)
            return nil
        } catch {
            return error
        }
    }

    @Test("Open Color 1.9.1: 130 RGB swatches whose names carry their hex, equal to the .gpl of the release")
    func openColor() throws {
        let (format, ase) = try ImportedFixture.palette("Real/open-color/docs/asset/download/open-color_1.9.1.ase")
        let gpl = try ImportedFixture.palette("Real/open-color/docs/asset/download/open-color_1.9.1.gpl").palette
        #expect(format == "ase" && ase.tokens.count == 130)
        // Bytes 12…17 (xxd): type 0x0001, length 0x34 — the first colour block, "Gray 00 #F8F9FA", RGB
        // floats 0x3f78f8f9 = 0.972549 (248/255) …; the next block starts at 12 + 6 + 52 = 70.
        let first = try #require(ase.tokens.first)
        #expect(first.name == "Gray 00 #F8F9FA" && first.location.offset == 12)
        #expect(ase.tokens[1].location.offset == 70)
        #expect(first.values[.any]?.color.hex == "#f8f9fa")
        for (a, g) in zip(ase.tokens, gpl.tokens) {
            // Each ASE name ends with the colour's hex as Open Color publishes it …
            #expect(a.name.suffix(7).lowercased() == a.values[.any]?.color.hex)
            // … and the .gpl lists the same colours in the same order ("Gray 00" is gray0).
            #expect(a.values[.any]?.color.hex == g.values[.any]?.color.hex)
            let short = a.name.split(separator: " ").prefix(2).joined().lowercased()
            #expect(short.replacingOccurrences(of: "0(?=[0-9])", with: "", options: .regularExpression) == g.name)
        }
    }

    @Test("Every truncation of the real file is an error at the byte where it ends")
    func truncated() throws {
        let data = try Fixture.data("Real/open-color/docs/asset/download/open-color_1.9.1.ase")
        // Every cut inside the header and the first four blocks (0…244), every 13th byte after that, and
        // every cut inside the last block (a debug build reads all 7,732 prefixes in half a minute).
        let lengths =
            Array(0..<245) + Array(stride(from: 245, to: data.count - 60, by: 13))
            + Array((data.count - 60)..<data.count)
        for length in lengths {
            let cut = error(data.prefix(length))
            #expect(cut?.location.offset == length, "prefix of \(length) bytes: \(String(describing: cut))")
            if length == 0 { #expect(cut?.message.contains("the file is empty") == true) }
            if length > 12 { #expect(cut?.message.contains("truncated") == true) }
        }
        #expect(try read(data)?.tokens.count == 130)
    }

    @Test("LAB, Gray, groups, spot/global types, unknown blocks skipped by length")
    func models() throws {
        let data = ASEWriter.file([
            ASEWriter.block(0xC001, ASEWriter.name("Brand")),
            ASEWriter.color("Ink", "LAB ", [0.5, 20, -30], type: 1),
            ASEWriter.color("", "Gray", [0.5], type: 0),
            ASEWriter.block(0x7777, [1, 2, 3, 4, 5]),
            ASEWriter.block(0xC002, []),
            ASEWriter.color("Ink", "RGB ", [1, 0, 0]),
            ASEWriter.color("Ink", "RGB ", [0, 0, 1]),
        ])
        let palette = try #require(try read(data))
        #expect(palette.tokens.map(\.name) == ["Brand/Ink", "Brand/#808080", "Ink", "Ink (2)"])
        // LAB L stored as 0…1: 0.5 → L* 50; a*, b* as written.
        #expect(palette.tokens[0].values[.any]?.color == Color(.lab, 50, 20, -30))
        #expect(palette.tokens[0].values[.any]?.source == "LAB 0.5 20.0 -30.0 (spot)")
        #expect(palette.tokens[1].values[.any]?.color == Color(.srgb, 0.5, 0.5, 0.5))
        #expect(palette.tokens[1].values[.any]?.source.hasSuffix("(global)") == true)
        #expect(palette.tokens[2].values[.any]?.color == Color(.srgb, 1, 0, 0))
    }

    @Test("CMYK: converted with the default profile when there is one, else listed as not convertible")
    func cmyk() throws {
        let data = ASEWriter.file([
            ASEWriter.color("Paper", "CMYK", [0, 0, 0, 0]), ASEWriter.color("Black", "CMYK", [0, 0, 0, 1]),
            ASEWriter.color("Cyan", "CMYK", [1, 0, 0, 0]), ASEWriter.color("Red", "RGB ", [1, 0, 0]),
        ])
        let none = try #require(try read(data, profile: nil))
        #expect(none.tokens.map(\.name) == ["Red"])
        #expect(none.importNotes.map(\.token) == ["Paper", "Black", "Cyan"])
        #expect(none.importNotes.allSatisfy { $0.kind == .skipped && $0.reason.contains("not convertible") })
        #expect(none.importNotes[1].location.offset == 12 + 6 + 2 + 12 + 4 + 16 + 2)
        let onlyCMYK = ASEWriter.file([ASEWriter.color("Paper", "CMYK", [0, 0, 0, 0])])
        do {
            _ = try read(onlyCMYK, profile: nil)
            Issue.record("a file of unconvertible CMYK swatches was accepted")
        } catch {
            #expect(error.message.contains("not convertible"))
        }
        // scripts/setup.sh installs libgs-common, whose CMYK profile this is.
        let profile = try #require(CMYKProfile.standard, "no CMYK profile: run scripts/setup.sh")
        let palette = try #require(try read(data, profile: profile))
        let lab = palette.tokens.map { $0.values[.any]!.color }
        // Relative colorimetric intent: no ink is the paper, which the intent maps to the PCS white
        // (L* 100, a* = b* = 0; ICC.1:2022 §6.2.2, media-relative colorimetry), within the profile's
        // table precision.
        #expect(abs(lab[0].components.x - 100) < 1 && abs(lab[0].components.y) < 1 && abs(lab[0].components.z) < 1)
        // Full black ink is dark (SWOP black solid L* ≈ 16 absolute; below 30 relative) and near neutral.
        #expect(lab[1].components.x < 30 && abs(lab[1].components.y) < 10)
        // Cyan ink: negative a* and b* (greenish blue; SWOP cyan solid about L* 55, a* −37, b* −50).
        #expect(lab[2].components.y < -20 && lab[2].components.z < -30)
    }

    @Test("Corrupt files: wrong signature, short blocks, bad models and numbers, group ends, deep nesting")
    func corrupt() throws {
        let signature = try #require(error(Data("ASEX\0\u{1}\0\0\0\0\0\0".utf8)))
        #expect(signature.location.offset == 0 && signature.message.contains("expected 'ASEF'"))
        // A colour block whose declared length (6) is too short for its fields: the block ends at 12+6+6.
        let short = try #require(error(ASEWriter.file([ASEWriter.u16(1) + ASEWriter.u32(6) + ASEWriter.name("ab")])))
        #expect(short.location.offset == 24 && short.message.contains("the block at byte 12 ends"))
        let model = try #require(error(ASEWriter.file([ASEWriter.color("x", "HSB ", [1, 1, 1])])))
        #expect(
            model.location.offset == 12 + 6 + 6 && model.message.contains("expected 'RGB ', 'LAB ', 'CMYK' or 'Gray'"))
        let nan = try #require(error(ASEWriter.file([ASEWriter.color("x", "RGB ", [1, .nan, 0])])))
        #expect(nan.location.offset == 12 + 6 + 6 + 4 + 4 && nan.message.contains("expected a number in 0…1"))
        let huge = try #require(error(ASEWriter.file([ASEWriter.color("x", "RGB ", [3e38, 0, 0])])))
        #expect(huge.message.contains("0…1"))
        let type = try #require(error(ASEWriter.file([ASEWriter.color("x", "RGB ", [1, 0, 0], type: 9)])))
        #expect(type.message.contains("colour type 9"))
        let end = try #require(error(ASEWriter.file([ASEWriter.block(0xC002, [])])))
        #expect(end.location.offset == 12 && end.message.contains("without a group start"))
        let deep = ASEWriter.file(Array(repeating: ASEWriter.block(0xC001, ASEWriter.name("g")), count: 65))
        #expect(error(deep)?.message.contains("nested deeper than 64") == true)
        // A block count far beyond the data: an error where the data ends, not a long loop.
        let count = try #require(error(ASEWriter.file([ASEWriter.color("x", "RGB ", [1, 0, 0])], count: 0xFFFF_FFFF)))
        // (the block: name length 2 + "x" and NUL 4 + model 4 + three floats 12 + type 2 = 24 bytes)
        #expect(count.location.offset == 12 + 6 + 24)
        // A name length beyond its block.
        let name = try #require(error(ASEWriter.file([ASEWriter.block(1, ASEWriter.u16(0xFFFF))])))
        #expect(name.location.offset == 12 + 6 + 2)
        #expect(error(ASEWriter.file([]))?.message.contains("no colour blocks") == true)
    }

    @Test("coloraudit tokens gives byte offsets; a truncated file exits 2 naming the offset")
    func cli() throws {
        let folder = try ImportTempFolder()
        let data = try Fixture.data("Real/open-color/docs/asset/download/open-color_1.9.1.ase")
        let cut = try folder.write("cut.ase", data.prefix(100))
        let result = try InProcessCLI.run(["audit", cut])
        #expect(result.status == 2 && result.stderr.contains("cut.ase: byte 100: error: the file ends at byte 100"))
        let whole = try folder.write("open-color.ase", data)
        let tokens = try InProcessCLI.run(["tokens", "--format", "json", whole]).json()
        let list = try cast(tokens["tokens"], "tokens", as: [[String: Any]].self)
        let values = try cast(list.first?["values"], "values", as: [String: Any].self)
        let any = try cast(values["any"], "any", as: [String: Any].self)
        let location = try cast(any["location"], "location", as: [String: Any].self)
        #expect(list.count == 130 && location["offset"] as? Int == 12)
    }
}
