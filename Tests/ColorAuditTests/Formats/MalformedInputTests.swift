import Foundation
import Testing

@testable import ColorAudit
@testable import ColorScience

/// Malformed palettes that parsers let through or explain badly: each must be an error at the real cause.
@Suite struct MalformedInputTests {
    func importError(_ text: String, path: String) -> PaletteError? {
        do {
            _ = try NativePaletteImporter().importPalette(contents: Data(text.utf8), path: path)
            return nil
        } catch {
            return error
        }
    }

    @Test func trailingCommasAreNotJSON() throws {
        // RFC 8259 has no trailing commas; Foundation's parser accepts them, so we check ourselves.
        let object = try #require(importError(##"{"colors": {"a": "#ffffff",}}"##, path: "p.json"))
        #expect(object.location.line == 1 && object.location.column == 27)  // the comma
        #expect(object.message.contains("trailing commas"))
        let array = try #require(
            importError(
                "{\n  \"colors\": {\"a\": \"#fff\", \"b\": \"#000\"},\n  \"pairs\": [{\"foreground\": \"a\", \"background\": \"b\"},]\n}",
                path: "p.json"))
        #expect(array.location.line == 3)
        // A comma inside a string is not one.
        #expect(importError(##"{"colors": {"a,}": "#ffffff"}}"##, path: "p.json") == nil)
    }

    @Test func unquotedHexInAFlowMappingIsExplained() throws {
        let error = try #require(
            importError(
                "colors:\n  a: { value: \"#fff\", role: background }\n  b: { light: #ffffff }\n", path: "p.yaml"))
        #expect(error.location.line == 3 && error.location.column == 15)  // the '#'
        #expect(error.message.contains("unquoted # starts a comment"))
    }
}
