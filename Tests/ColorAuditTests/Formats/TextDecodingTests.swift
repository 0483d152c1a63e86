import Foundation
import Testing

@testable import ColorAudit
@testable import ColorScience

/// UTF-16 and UTF-32 input is named as such (CSS, GIMP), and UTF-16 XML is still recognised as Android
/// resources (XML may be UTF-16; FoundationXML reads it).
@Suite("Text encodings")
struct TextDecodingTests {
    @Test("A UTF-16 stylesheet is an error naming the encoding at byte 0")
    func css() throws {
        let data = Data([0xFF, 0xFE]) + ":root { --a: #fff; }\n".data(using: .utf16LittleEndian)!
        do {
            _ = try CSSImporter().importPalettes(ImportUnit(file: "u.css", contents: data, isExplicit: true))
            Issue.record("UTF-16 CSS was accepted")
        } catch {
            #expect(error.location.offset == 0 && error.message.contains("UTF-16 little-endian text; expected UTF-8"))
        }
        // Without a byte-order mark: ':' 0x3A 0x00 ':' … is UTF-16 little-endian by its zero bytes.
        #expect(TextDecoding.wideEncoding(of: ":r".data(using: .utf16LittleEndian)!) == "UTF-16 little-endian")
        #expect(TextDecoding.wideEncoding(of: Data(":root".utf8)) == nil)
        #expect(TextDecoding.wideEncoding(of: Data([0, 0, 0xFE, 0xFF])) == "UTF-32 big-endian")
    }

    @Test("UTF-16 Android resources are recognised and read")
    func android() throws {
        let folder = try ImportTempFolder()
        let xml =
            "<?xml version=\"1.0\" encoding=\"utf-16\"?>\n<resources><color name=\"ink\">#ff0000</color></resources>\n"
        let path = try folder.write("res/values/colors.xml", Data([0xFF, 0xFE]) + xml.data(using: .utf16LittleEndian)!)
        let palette = try #require(try importPaths([path]).first)
        #expect(
            palette.format == "android" && palette.token(named: "ink")?.values[.any]?.color == Color(.srgb, 1, 0, 0))
    }

    /// A design-token file in UTF-16 (with or without its byte-order mark) is recognised as DTCG, not taken
    /// for ColorAudit's own format ("unknown key '$schema'") or refused.
    @Test("UTF-16 design-token JSON is recognised by its format")
    func dtcg() throws {
        let folder = try ImportTempFolder()
        let json = "{ \"ink\": { \"$type\": \"color\", \"$value\": \"#ff0000\" } }\n"
        for (name, data) in [
            ("bom.tokens.json", Data([0xFF, 0xFE]) + json.data(using: .utf16LittleEndian)!),
            ("plain.json", json.data(using: .utf16BigEndian)!),
        ] {
            let path = try folder.write(name, data)
            let palette = try #require(try importPaths([path]).first)
            #expect(palette.format == "dtcg", "\(name)")
            #expect(palette.token(named: "ink")?.values[.any]?.color == Color(.srgb, 1, 0, 0), "\(name)")
        }
    }
}
