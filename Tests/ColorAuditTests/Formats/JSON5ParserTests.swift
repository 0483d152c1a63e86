import Testing

@testable import ColorAudit
@testable import ColorScience

/// JSON5 1.0.0 (json5.org) examples and traps; expected positions counted by hand in the literals.
@Suite struct JSON5ParserTests {
    private func parse(_ text: String, _ dialect: JSON5Parser.Dialect = .json5) throws(DocumentSyntaxError)
        -> DocumentNode
    {
        try JSON5Parser.parse(Array(text.utf8), dialect: dialect)
    }

    private func entries(_ node: DocumentNode) -> [DocumentNode.Entry] {
        if case .mapping(let entries) = node.content { return entries }
        Issue.record("not a mapping")
        return []
    }

    @Test func commentsTrailingCommasUnquotedKeysSingleQuotes() throws {
        let text = """
            // design tokens
            {
              /* block
                 comment */ brand: { $value: '#ff0000', },
              'quoted': "x",
            }
            """
        let root = try parse(text)
        let top = entries(root)
        #expect(top.map(\.key) == ["brand", "quoted"])
        // `brand` is on line 4 after "     comment */ " (16 characters): column 17.
        #expect(top[0].keyMark == SourceMark(line: 4, column: 17))
        let inner = entries(top[0].value)
        #expect(inner[0].key == "$value")
        #expect(inner[0].value.scalarText == "#ff0000")
        #expect(inner[0].value.scalarStyle == .singleQuoted)
        // `'#ff0000'` starts after "     comment */ brand: { $value: " (33 characters): column 34.
        #expect(inner[0].value.mark == SourceMark(line: 4, column: 34))
        #expect(top[1].keyStyle == .singleQuoted)
    }

    @Test func numbersOfJSON5() throws {
        let root = try parse("[0x1F, +1, .5, 5., -0xa, 1e3]")
        guard case .sequence(let items) = root.content else {
            Issue.record("not a list")
            return
        }
        // 0x1F = 31, -0xa = -10; every text is read back as a decimal number.
        #expect(items.map { PlainNumber.value($0.scalarText ?? "") } == [31, 1, 0.5, 5, -10, 1000])
    }

    @Test func nonFiniteNumbersAreRefused() {
        for text in ["[Infinity]", "[-Infinity]", "{a: NaN}", "[+Infinity]"] {
            #expect(throws: DocumentSyntaxError.self) { try parse(text) }
        }
    }

    @Test func strictJSONNamesTheJSON5Feature() {
        let cases: [(String, String, SourceMark)] = [
            ("{\"a\": 1, // x\n}", "comments", SourceMark(line: 1, column: 10)),
            ("{\"a\": 1,}", "trailing", SourceMark(line: 1, column: 8)),
            ("{a: 1}", "quoted", SourceMark(line: 1, column: 2)),
            ("['x']", "double quotes", SourceMark(line: 1, column: 2)),
            ("[0x10]", "hexadecimal", SourceMark(line: 1, column: 2)),
        ]
        for (text, word, mark) in cases {
            do {
                _ = try parse(text, .json)
                Issue.record("accepted \(text)")
            } catch {
                #expect(error.message.contains(word), "\(error.message)")
                #expect(error.mark == mark, "\(text)")
            }
        }
    }

    @Test func escapesAndContinuations() throws {
        let root = try parse(#"["a\x41\u00e9\uD83D\uDE00\'\v", 'line\\#n  two']"#)
        guard case .sequence(let items) = root.content else {
            Issue.record("expected an array, got \(root.content)")
            return
        }
        // \x41 = "A", \u00e9 = "é", the surrogate pair = U+1F600, \' = "'", \v = U+000B.
        #expect(items[0].scalarText == "aAé\u{1F600}'\u{B}")
        // A backslash before a line break is a continuation: the break disappears.
        #expect(items[1].scalarText == "line  two")
    }

    @Test func errorsAreLocated() {
        let cases: [(String, SourceMark)] = [
            ("", SourceMark(line: 1, column: 1)),
            ("{\n  a: 1\n  b: 2\n}", SourceMark(line: 3, column: 3)),  // missing comma: at `b`
            ("{a: 1, a: 2}", SourceMark(line: 1, column: 8)),  // duplicate key
            ("/* never closed", SourceMark(line: 1, column: 1)),
            ("{a: 'x\n'}", SourceMark(line: 1, column: 7)),  // raw line break in a string
            ("[1] 2", SourceMark(line: 1, column: 5)),
            ("[12px]", SourceMark(line: 1, column: 4)),
            ("{a: \"x}", SourceMark(line: 1, column: 5)),
        ]
        for (text, mark) in cases {
            do {
                _ = try parse(text)
                Issue.record("accepted \(text)")
            } catch {
                #expect(error.mark == mark, "\(text): \(error.message)")
            }
        }
    }

    /// A JSON5 key repeated with the same value (Primer's dark.dimmed.json5 repeats `$extensions`) is
    /// read once; with another value it stays an error (the later value would win in ECMAScript and the
    /// earlier be lost), and in JSON any repeat is one.
    @Test func aRepeatedKeyWithTheSameValueIsReadOnce() throws {
        let root = try parse("{a: {x: [1, 'y']}, b: 2, a: {x: [1, 'y']}}")
        var keys: [String] = []
        if case .mapping(let entries) = root.content { keys = entries.map(\.key) }
        #expect(keys == ["a", "b"])
        #expect(throws: (any Error).self) { try parse("{a: {x: 1}, a: {x: '1'}}") }
        #expect(throws: (any Error).self) { try JSON5Parser.parse(Array(#"{"a": 1, "a": 1}"#.utf8), dialect: .json) }
    }

    @Test func nestingIsBounded() {
        let deep = String(repeating: "[", count: 100_000)
        #expect(throws: DocumentSyntaxError.self) { try parse(deep) }
        let allowed =
            String(repeating: "[", count: YAMLParser.maximumDepth)
            + String(repeating: "]", count: YAMLParser.maximumDepth)
        #expect(throws: Never.self) { try parse(allowed) }
    }

    @Test func invalidUTF8IsAnError() {
        #expect(throws: DocumentSyntaxError.self) { try JSON5Parser.parse([0x22, 0xFF, 0x22], dialect: .json5) }
    }
}
