import Foundation
import Testing

@testable import ColorAudit
@testable import ColorScience

/// The CSS reader's memory stays a small multiple of the file (B11): the tokenizer reads the UTF-8 bytes
/// (no array of scalars), the parser pulls one token at a time (no array of the file's tokens), a token
/// and a component value are stored inline in their arrays, and one value may hold at most
/// `CSSParser.maximumComponents` component values. Structural checks, no timing.
@Suite struct CSSReaderMemoryTests {
    /// `count` words `a` separated by single spaces: 2 × count − 1 component values.
    private func words(_ count: Int) -> String {
        String(repeating: "a ", count: count - 1) + "a"
    }

    @Test func valueAtTheLimitIsReadAndOnePastItIsAnError() throws {
        // 50,000 words are 99,999 component values (words and the spaces between them), 100,000 with the
        // space after the colon (trimmed from the value): exactly the limit.
        let within = try CSSParser.parse(":root { --font: \(words(50_000)); }")
        let block = try #require(
            within.first.flatMap { item -> [CSSSyntax.Item]? in
                if case .rule(let rule) = item { return rule.block }
                return nil
            })
        let value = try #require(
            block.first.flatMap { item -> [CSSSyntax.Component]? in
                if case .declaration(let declaration) = item { return declaration.value }
                return nil
            })
        #expect(value.count == 99_999)
        // 50,001 words are 100,001: an error at the declaration, naming it and what was expected.
        do {
            _ = try CSSParser.parse(":root {\n  --text: #777;\n  --font: \(words(50_001));\n}")
            Issue.record("a value past the limit was read")
        } catch {
            #expect(error.mark == SourceMark(line: 3, column: 3))
            #expect(error.message.hasPrefix("the value of '--font' runs past 100000 tokens; expected a value"))
        }
        // A selector list past the limit, too (at the rule).
        #expect(throws: DocumentSyntaxError.self) { try CSSParser.parse(words(50_001) + " {}") }
    }

    @Test func theImporterReportsTheLongValueAtItsFileAndLine() {
        let css = ":root {\n  --text: #777;\n  --background: #fff;\n  --font: \(words(60_000));\n}\n"
        do {
            _ = try CSSImporter().importPalettes(
                ImportUnit(file: "long.css", contents: Data(css.utf8), isExplicit: true))
            Issue.record("the long value was read")
        } catch {
            #expect(error.kind == .syntax)
            #expect(error.location == SourceLocation(file: "long.css", line: 4, column: 3))
            #expect(error.message.contains("'--font' runs past 100000 tokens"))
        }
    }

    @Test func bytesAreReadAsPreprocessedScalars() {
        // CSS Syntax 3 §3.3: CR LF, CR and form feed are one line break each; NUL becomes U+FFFD, which
        // (non-ASCII) is a name character. Columns count scalars, not bytes ("é" is two bytes).
        let tokens = CSSTokenizer.tokens("é\u{0}x: a\r\nb\rc\u{C}d\r\r\ne")
        let kinds = tokens.map(\.kind)
        #expect(
            kinds == [
                .ident("é\u{FFFD}x"), .colon, .whitespace, .ident("a"), .whitespace, .ident("b"), .whitespace,
                .ident("c"), .whitespace, .ident("d"), .whitespace, .ident("e"),
            ])
        #expect(tokens[0].text == "é\u{FFFD}x")
        #expect(tokens[1].mark == SourceMark(line: 1, column: 4))
        let marks = tokens.filter { $0.kind != .whitespace }.map(\.mark)
        #expect(
            marks.suffix(4) == [
                SourceMark(line: 2, column: 1), SourceMark(line: 3, column: 1), SourceMark(line: 4, column: 1),
                SourceMark(line: 6, column: 1),
            ])
        // A string continued over an escaped CR LF keeps one line break in its text, as the scalars read.
        let string = CSSTokenizer.tokens("'x\\\r\ny'")
        #expect(string.map(\.kind) == [.string("xy")])
        #expect(string.first?.text == "'x\\\ny'")
    }

    @Test func tokenAndComponentAreStoredCompactly() {
        // A token: its kind (a 24-byte payload and a tag byte), line and column in 32 bits each, its text
        // (16 bytes); a component value holds a token inline (no box of its own).
        #expect(MemoryLayout<CSSToken>.size <= 56)
        #expect(MemoryLayout<CSSSyntax.Component>.stride <= 64)
    }
}
