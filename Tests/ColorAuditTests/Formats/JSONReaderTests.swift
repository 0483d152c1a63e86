import Foundation
import Testing

@testable import ColorAudit
@testable import ColorScience

/// Valid JSON that libyaml alone would refuse or misread must be read as the JSON value it is, and
/// errors in any of JSON's encodings are placed in the text as written.
@Suite("JSON reader")
struct JSONReaderTests {
    func palette(_ data: Data) throws(PaletteError) -> Palette {
        try NativePaletteImporter().importPalette(contents: data, path: "p.json")
    }

    func error(_ data: Data) -> PaletteError? {
        do {
            _ = try palette(data)
            return nil
        } catch {
            return error
        }
    }

    /// libyaml takes a simple key of at most 1,024 characters; JSON has no such limit.
    @Test func keysLongerThan1024CharactersAreRead() throws {
        let name = String(repeating: "k", count: 1100)
        let minified = try palette(Data(##"{"colors":{"\##(name)":"#fff","b":"#000"}}"##.utf8))
        #expect(minified.tokens.map(\.name) == [name, "b"])
        let text = "{\n  \"colors\": {\n    \"\(name)\": \"#fff\",\n    \"b\": \"#000\"\n  }\n}"
        let indented = try palette(Data(text.utf8))
        #expect(indented.tokens.map(\.name) == [name, "b"])
        // Written over the indentation: the key's own column is kept (the quote on line 3, column 5).
        #expect(indented.tokens[0].location.line == 3 && indented.tokens[0].location.column == 5)
        #expect(indented.tokens[1].location.line == 4 && indented.tokens[1].location.column == 5)
    }

    /// A line break between a key and its colon is white space in JSON; a YAML simple key must be on one line.
    @Test func aLineBreakBeforeTheColonIsAllowed() throws {
        let read = try palette(Data("{\"colors\": {\"a\"\n  : \"#fff\"}}".utf8))
        #expect(read.tokens.map(\.name) == ["a"])
    }

    /// Found by FuzzJSONPalette: JSON allows DEL (U+007F) and the C1 controls raw in strings; libyaml
    /// refused them ("control characters are not allowed"). NEL, U+2028 and U+2029 are line breaks in
    /// YAML 1.1 and would have been folded into a space.
    @Test func charactersYAMLForbidsAreReadAsWritten() throws {
        for scalar in ["\u{7F}", "\u{80}", "\u{85}", "\u{9F}", "\u{2028}", "\u{2029}", "\u{FFFE}", "\u{FFFF}"] {
            let name = "a\(scalar)b"
            let read = try palette(Data(##"{"colors": {"\##(name)": "#fff"}}"##.utf8))
            #expect(read.tokens.map(\.name) == [name], "U+\(String(scalar.unicodeScalars.first!.value, radix: 16))")
        }
    }

    /// The same syntax error (an `x` after a value, line 3 column 17) in UTF-8 and in UTF-16/32 with and
    /// without a byte-order mark: the position is in characters of the text, whatever its encoding.
    @Test func errorsInUTF16AndUTF32AreAtTheRightColumn() throws {
        let text = "{\n  \"colors\": {\n    \"a\": \"#fff\" x\n  }\n}\n"
        let encodings: [(String.Encoding, [UInt8])] = [
            (.utf8, []), (.utf16LittleEndian, []), (.utf16BigEndian, []), (.utf16LittleEndian, [0xFF, 0xFE]),
            (.utf16BigEndian, [0xFE, 0xFF]), (.utf32LittleEndian, []), (.utf32BigEndian, [0x00, 0x00, 0xFE, 0xFF]),
        ]
        for (encoding, mark) in encodings {
            let data = Data(mark) + (try #require(text.data(using: encoding)))
            let found = try #require(error(data), "\(encoding)")
            #expect(found.location.line == 3 && found.location.column == 17, "\(encoding): \(found)")
        }
    }

    @Test func validUTF16IsRead() throws {
        let text = "{\n  \"colors\": {\n    \"é\": \"#fff\"\n  }\n}\n"
        let read = try palette(Data([0xFF, 0xFE]) + (try #require(text.data(using: .utf16LittleEndian))))
        #expect(read.tokens.map(\.name) == ["é"])
        #expect(read.tokens[0].location.line == 3 && read.tokens[0].location.column == 5)
    }
}
