import Foundation
import Testing

@testable import ColorAudit
@testable import ColorScience

/// The byte places of JSON values (`JSONScanner`) and the rewrite of colour set components
/// (`ColorSetRewrite`, through `SourceRewrite.apply`), on hand-written documents.
@Suite("Colour set rewrite")
struct ColorSetRewriteTests {
    @Test("The scanner gives each value's bytes; strings their content and decoded text")
    func scanner() throws {
        let text = #"  {"a" : [1, -2.5e3, true, null], "k\u00e9y": "v\"w", "o": {}} "#
        let bytes = Array(text.utf8)
        let root = try #require(JSONScanner.parse(bytes))
        #expect(root.range == 2..<(bytes.count - 1))
        let items = root["a"]?.elements ?? []
        #expect(items.map { String(decoding: bytes[$0.range], as: UTF8.self) } == ["1", "-2.5e3", "true", "null"])
        let value = try #require(root["kéy"])
        #expect(value.string == "v\"w")
        if case .string(_, let content, _) = value {
            #expect(String(decoding: bytes[content], as: UTF8.self) == #"v\"w"#)
        } else {
            Issue.record("not a string")
        }
        #expect(root["o"]?.range.count == 2)
    }

    @Test("The scanner refuses what RFC 8259 refuses")
    func scannerRefuses() {
        for text in ["", "{", "{\"a\" 1}", "[1,]", "{\"a\":1,}", "01", "1.", "-", "\"\u{01}\"", "[1] x", "tru", "'a'"] {
            #expect(JSONScanner.parse(Array(text.utf8)) == nil, "\(text)")
        }
        let deep = String(repeating: "[", count: 300) + String(repeating: "]", count: 300)
        #expect(JSONScanner.parse(Array(deep.utf8)) == nil)
    }

    /// A change of `token` at line `line`, column `column` of a colour set to the colour set text `to`.
    func change(line: Int, column: Int, from: String, to: String, after: Color) -> RepairPlan.Change {
        RepairPlan.Change(
            token: "caption", location: SourceLocation(file: "A.colorset/Contents.json", line: line, column: column),
            original: from, replacement: to, before: Color(.srgb, 0.467, 0.467, 0.467), after: after, deltaE00: 0.2,
            repointed: nil, appearances: [.any], aliasedBy: nil)
    }

    @Test("Only the component strings change; a bare float stays bare; a one-line file by column")
    func rewrite() throws {
        let text =
            #"{"colors":[{"color":{"color-space":"srgb","components":{"red":"0.467","green":0.467,"blue":"0.467","alpha":"1.000"}},"idiom":"universal"},{"color":{"color-space":"srgb","components":{"red":"0.1","green":"0.1","blue":"0.1"}},"appearances":[{"appearance":"luminosity","value":"dark"}],"idiom":"universal"}]}"#
        let second = try #require(text.range(of: #"{"color-space":"srgb","components":{"red":"0.1""#))
        let column = text.distance(from: text.startIndex, to: second.lowerBound) + 1
        let edit = SourceRewrite.apply(
            [
                change(
                    line: 1, column: 21, from: "srgb 0.467 0.467 0.467 / 1.000", to: "srgb 0.465 0.465 0.465 / 1.000",
                    after: Color(.srgb, 0.465, 0.465, 0.465)),
                change(
                    line: 1, column: column, from: "srgb 0.1 0.1 0.1", to: "srgb 0.456 0.456 0.456",
                    after: Color(.srgb, 0.456, 0.456, 0.456)),
            ], to: Array(text.utf8), file: "A.colorset/Contents.json")
        #expect(edit.problems.isEmpty)
        let expected = text.replacingOccurrences(of: "0.467", with: "0.465").replacingOccurrences(
            of: "0.1", with: "0.456")
        #expect(String(decoding: edit.after, as: UTF8.self) == expected)
    }

    @Test("White space around a component inside its quotes is kept (found by FuzzColorSetRepair)")
    func spacesKept() throws {
        // Xcode trims it when reading ("red" : " 0.0000" reads 0); only the number is replaced.
        let text =
            #"{"colors":[{"color":{"color-space":"srgb","components":{"red":" 0.0000","green":"0.5 ","blue":"0.5"}}}]}"#
        let edit = SourceRewrite.apply(
            [
                change(
                    line: 1, column: 21, from: "srgb 0.0000 0.5 0.5", to: "srgb 0.0412 0.400 0.400",
                    after: Color(.srgb, 0.0412, 0.4, 0.4))
            ], to: Array(text.utf8), file: "A.colorset/Contents.json")
        #expect(edit.problems.isEmpty)
        #expect(
            String(decoding: edit.after, as: UTF8.self)
                == #"{"colors":[{"color":{"color-space":"srgb","components":{"red":" 0.0412","green":"0.400 ","blue":"0.400"}}}]}"#
        )
    }

    @Test("Refused and reported, the file unchanged: another space, no entry there, not JSON")
    func refused() throws {
        let text =
            "{\n  \"colors\" : [\n    { \"color\" : { \"color-space\" : \"display-p3\", \"components\" : { \"red\" : \"1\", \"green\" : \"0\", \"blue\" : \"0\" } } }\n  ]\n}\n"
        let bytes = Array(text.utf8)
        let space = SourceRewrite.apply(
            [change(line: 3, column: 17, from: "srgb 1 0 0", to: "srgb 0.5 0 0", after: Color(.srgb, 0.5, 0, 0))],
            to: bytes, file: "A.colorset/Contents.json")
        #expect(space.after == bytes)
        #expect(space.problems.count == 1 && space.problems[0].contains("color-space is not srgb"))
        let nowhere = SourceRewrite.apply(
            [
                change(
                    line: 2, column: 1, from: "display-p3 1 0 0", to: "display-p3 0.5 0 0",
                    after: Color(.displayP3, 0.5, 0, 0))
            ],
            to: bytes, file: "A.colorset/Contents.json")
        #expect(nowhere.problems.count == 1 && nowhere.problems[0].contains("no colour entry"))
        let broken = Array("{\"colors\": [}".utf8)
        let notJSON = SourceRewrite.apply(
            [change(line: 1, column: 1, from: "srgb 1 0 0", to: "srgb 0.5 0 0", after: Color(.srgb, 0.5, 0, 0))],
            to: broken, file: "A.colorset/Contents.json")
        #expect(notJSON.after == broken && !notJSON.problems.isEmpty)
    }
}
