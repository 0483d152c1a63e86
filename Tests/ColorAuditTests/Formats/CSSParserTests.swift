import Testing

@testable import ColorAudit
@testable import ColorScience

/// CSS Syntax Module Level 3 tokenizer and parser; expectations derived by hand from the spec's rules.
@Suite struct CSSParserTests {
    @Test func tokenKinds() {
        // `#0af` starts with a digit after `#`, so it would not start an identifier: not an ID hash.
        let kinds = CSSTokenizer.tokens("--a: #0af 50% 1.5em \"s\\41 \" url(x.png) @media/**/-->").map(\.kind)
        #expect(
            kinds == [
                .ident("--a"), .colon, .whitespace, .hash("0af", isID: false), .whitespace, .percentage(50),
                .whitespace, .dimension(1.5, unit: "em"), .whitespace, .string("sA"), .whitespace, .url("x.png"),
                .whitespace, .atKeyword("media"), .cdc,
            ])
    }

    @Test func hashThatIsNotAnIdentifierAndNumbers() {
        // "#123" starts with a digit, so it would not start an identifier (type "unrestricted").
        #expect(CSSTokenizer.tokens("#123").map(\.kind) == [.hash("123", isID: false)])
        #expect(CSSTokenizer.tokens("-.5e1").map(\.kind) == [.number(-5)])
        #expect(CSSTokenizer.tokens("+ 1").map(\.kind) == [.delim("+"), .whitespace, .number(1)])
    }

    @Test func stringsCommentsAndLineColumns() {
        let tokens = CSSTokenizer.tokens("a {\r\n  /* c */ b: 'x\\\ny';\n  c: \"bad\n}")
        // `b` is on line 2 after "  /* c */ " → column 11 (the comment is dropped, the spaces kept).
        let b = tokens.first { $0.kind == .ident("b") }
        #expect(b?.mark == SourceMark(line: 2, column: 11))
        // An escaped line break continues the string.
        #expect(tokens.contains { $0.kind == .string("xy") })
        // A raw line break makes a bad string.
        #expect(tokens.contains { $0.kind == .badString })
    }

    @Test func rulesDeclarationsAndNesting() throws {
        let css = """
            @import "x.css";
            :root { --bg: #fff; color: red !important; }
            @media (prefers-color-scheme: dark) {
              :root { --bg: #000 }
            }
            .card { --fg: rgb(0 0 0); &:hover { --fg: blue; } a:hover { color: red } }
            """
        let items = try CSSParser.parse(css)
        guard items.count == 4 else {
            Issue.record("\(items.count) items")
            return
        }
        guard case .rule(let importRule) = items[0], case .rule(let root) = items[1],
            case .rule(let media) = items[2], case .rule(let card) = items[3]
        else {
            Issue.record("expected four rules, got \(items)")
            return
        }
        #expect(importRule.atKeyword == "import" && importRule.block == nil)
        #expect(CSSSyntax.text(root.prelude) == ":root")
        guard case .declaration(let bg) = root.block?[0], case .declaration(let color) = root.block?[1] else {
            Issue.record("declarations")
            return
        }
        #expect(bg.name == "--bg" && CSSSyntax.text(bg.value) == "#fff")
        #expect(bg.mark == SourceMark(line: 2, column: 9))
        #expect(color.isImportant && CSSSyntax.text(color.value) == "red")
        #expect(media.atKeyword == "media" && CSSSyntax.text(media.prelude) == "(prefers-color-scheme: dark)")
        #expect(card.block?.count == 3)
        if case .rule(let hover) = card.block?[2] {
            #expect(CSSSyntax.text(hover.prelude) == "a:hover")
        } else {
            Issue.record("a:hover is not a nested rule")
        }
        if case .declaration(let fg) = card.block?[0] {
            #expect(CSSSyntax.text(fg.value) == "rgb(0 0 0)")
        }
    }

    @Test func aFileCutShortIsAnErrorAtItsEndAndDepthIsBounded() throws {
        // ":root { --a: red" is 16 characters: the file ends at column 17; the "{" is at column 7.
        do {
            _ = try CSSParser.parse(":root { --a: red")
            Issue.record("a block left open was accepted")
        } catch {
            #expect(error.mark == SourceMark(line: 1, column: 17))
            #expect(error.message.contains("'{' opened at line 1, column 7; expected '}'"))
        }
        // Inside a function on line 2: "  --b: rgb(1 2" (14 characters) ends at column 15; rgb( starts at column 8.
        do {
            _ = try CSSParser.parse(":root {\n  --b: rgb(1 2")
            Issue.record("a function left open was accepted")
        } catch {
            #expect(
                error.mark == SourceMark(line: 2, column: 15)
                    && error.message.contains("'rgb(' opened at line 2, column 8; expected ')'"))
        }
        // A selector with no block at the end.
        do {
            _ = try CSSParser.parse(":root { --a: red; }\n.dark ")
            Issue.record("a selector without a block was accepted")
        } catch {
            #expect(error.mark == SourceMark(line: 2, column: 7) && error.message.contains("after '.dark'"))
        }
        #expect(try CSSParser.parse(":root { --a: red }\n").count == 1)
        #expect(throws: DocumentSyntaxError.self) { try CSSParser.parse(String(repeating: "(", count: 50_000)) }
        #expect(throws: DocumentSyntaxError.self) { try CSSParser.parse(String(repeating: "a{", count: 50_000)) }
    }
}
