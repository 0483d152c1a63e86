import ColorScience

/// Parses CSS text into `CSSSyntax` items following CSS Syntax Module Level 3 §5 with CSS Nesting:
/// a stylesheet (and every `{}` block) is a list of at-rules, qualified rules and declarations.
///
/// - An at-rule's prelude runs to `;` (no block) or to its `{}` block.
/// - In a list, an identifier followed by `:` starts a declaration, which runs to the next `;` at the
///   top level or the end of the block — except that a `{}` block met first makes it a nested rule
///   (`a:hover { … }`), unless the name is a custom property (`--x`), whose value may hold anything.
/// - Anything else starts a qualified rule whose prelude runs to its `{}` block; a `;` or the end met
///   first discards it (the spec's error recovery).
/// - `!important` at the end of a value is removed and recorded.
///
/// The spec's error recovery applies to malformed CSS, with two exceptions that are errors:
/// - nesting deeper than `maximumDepth` blocks and functions (at the opening bracket), so deeply nested
///   input costs bounded stack;
/// - a declaration's value or a rule's prelude of more than `maximumComponents` component values (at
///   the declaration or rule), so one absurdly long value cannot cost gigabytes;
/// - a file that ends inside a `{}` block, a function or a `()`/`[]` block, or after a selector with no
///   block (CSS would close them silently; for a palette file that is almost always a truncated file):
///   the error is at the end of the file, naming the bracket that was left open and where, and what was
///   expected (`}`, `)`, `]`, or a `{` block).
enum CSSParser {
    /// How deeply blocks and functions may nest.
    static let maximumDepth = 128

    /// How many component values one declaration's value or one rule's prelude may hold, nested ones
    /// included. Stylesheets write values of tens to a few thousand; a value longer than this (a
    /// megabyte-long `--font: a a a …`) is an error at its declaration rather than a tree of millions of
    /// tokens (about 80 bytes each), so the parser's memory stays a small multiple of the file's size.
    static let maximumComponents = 100_000

    /// The items of a stylesheet.
    /// - Throws: `DocumentSyntaxError` for nesting deeper than `maximumDepth` and for a file that ends
    ///   inside a block or function (see the type).
    static func parse(_ text: String) throws(DocumentSyntaxError) -> [CSSSyntax.Item] {
        var parser = Parser(tokenizer: .skippingIgnoreComments(text), end: endMark(of: text))
        parser.step()
        return try parser.items(depth: 0, closing: nil, opened: nil)
    }

    /// The 1-based line and column just after the last character of `text` (columns in scalars).
    static func endMark(of text: String) -> SourceMark {
        var line = 1
        var column = 1
        for scalar in text.unicodeScalars {
            if scalar == "\n" {
                line += 1
                column = 1
            } else {
                column += 1
            }
        }
        return SourceMark(line: line, column: column)
    }

    /// Reads the tokens one at a time from the tokenizer (no array of the file's tokens is built); a
    /// look-ahead or a declaration that turns out to be a nested rule reads on a copy of the tokenizer,
    /// or goes back to a copy.
    private struct Parser {
        var tokenizer: CSSTokenizer
        /// Where the text ends, for errors about a file that ends too early.
        let end: SourceMark
        /// The token at the cursor (`nil` at the end).
        var current: CSSToken?
        /// Whether the last `contents(until:depth:)` met its closing bracket (false: the file ended).
        var closedLast = false
        /// How many more component values the value or prelude being read may hold, and what it is
        /// (see `maximumComponents`).
        var budget = CSSParser.maximumComponents
        var budgetOwner: (what: String, mark: SourceMark) = ("", SourceMark(line: 1, column: 1))

        /// Starts counting the component values of a value or prelude.
        mutating func count(_ what: String, at mark: SourceMark) {
            budget = CSSParser.maximumComponents
            budgetOwner = (what, mark)
        }

        /// The error for a file that ends while `opening` (at `mark`) is still open.
        func unclosed(_ opening: String, at mark: SourceMark, expected: String) -> DocumentSyntaxError {
            DocumentSyntaxError(
                message: "the file ends inside the '\(opening)' opened at line \(mark.line), column \(mark.column); "
                    + "expected '\(expected)' (is the file cut short?)",
                mark: end)
        }

        /// Moves the cursor to the next token.
        mutating func step() { current = tokenizer.next() }

        /// A list of items up to `closing` (consumed) or the end of the file; `opened` is the mark of the
        /// `{` of a block.
        /// - Throws: when the file ends before `closing`.
        mutating func items(depth: Int, closing: CSSToken.Kind?, opened: SourceMark?) throws(DocumentSyntaxError)
            -> [CSSSyntax.Item]
        {
            var items: [CSSSyntax.Item] = []
            var closed = closing == nil
            while let token = current {
                if let closing, token.kind == closing {
                    step()
                    closed = true
                    break
                }
                switch token.kind {
                case .whitespace, .semicolon, .cdo, .cdc:
                    step()
                case .atKeyword(let name):
                    step()
                    items.append(.rule(try atRule(name: name, mark: token.mark, depth: depth, closing: closing)))
                case .ident(let name) where isDeclarationStart():
                    if let item = try declarationOrRule(name: name, mark: token.mark, depth: depth, closing: closing) {
                        items.append(item)
                    }
                default:
                    if let rule = try qualifiedRule(depth: depth, closing: closing) { items.append(.rule(rule)) }
                }
            }
            if !closed, let opened { throw unclosed("{", at: opened, expected: "}") }
            return CSSSyntax.exact(items)
        }

        /// An identifier, optional white space, then `:`.
        func isDeclarationStart() -> Bool {
            var lookahead = tokenizer
            var token = lookahead.next()
            while token?.kind == .whitespace { token = lookahead.next() }
            return token?.kind == .colon
        }

        mutating func atRule(name: String, mark: SourceMark, depth: Int, closing: CSSToken.Kind?)
            throws(DocumentSyntaxError) -> CSSSyntax.Rule
        {
            count("the prelude of @\(name.count > 40 ? String(name.prefix(40)) + "…" : name)", at: mark)
            var prelude: [CSSSyntax.Component] = []
            while let token = current {
                if token.kind == .semicolon {
                    step()
                    break
                }
                if let closing, token.kind == closing { break }
                if token.kind == .openCurly {
                    step()
                    let block = try items(depth: try deeper(depth, token), closing: .closeCurly, opened: token.mark)
                    return CSSSyntax.Rule(
                        atKeyword: name.lowercased(), prelude: CSSSyntax.exact(CSSSyntax.trimmed(prelude)),
                        block: block, mark: mark)
                }
                prelude.append(try component(depth: depth))
            }
            return CSSSyntax.Rule(
                atKeyword: name.lowercased(), prelude: CSSSyntax.exact(CSSSyntax.trimmed(prelude)), block: nil,
                mark: mark)
        }

        mutating func qualifiedRule(depth: Int, closing: CSSToken.Kind?) throws(DocumentSyntaxError) -> CSSSyntax.Rule?
        {
            let mark = current!.mark
            count("the selector", at: mark)
            var prelude: [CSSSyntax.Component] = []
            while let token = current {
                if let closing, token.kind == closing { return nil }
                if token.kind == .semicolon, closing != nil {
                    step()
                    return nil
                }
                if token.kind == .openCurly {
                    step()
                    let block = try items(depth: try deeper(depth, token), closing: .closeCurly, opened: token.mark)
                    return CSSSyntax.Rule(
                        atKeyword: nil, prelude: CSSSyntax.exact(CSSSyntax.trimmed(prelude)), block: block, mark: mark)
                }
                prelude.append(try component(depth: depth))
            }
            let selector = CSSSyntax.text(CSSSyntax.trimmed(prelude))
            if !selector.isEmpty {
                throw DocumentSyntaxError(
                    message:
                        "the file ends after '\(selector.count > 40 ? String(selector.prefix(40)) + "…" : selector)' "
                        + "(line \(mark.line), column \(mark.column)); expected a '{' block (is the file cut short?)",
                    mark: end)
            }
            return nil
        }

        /// A declaration (or, when a `{}` block comes before `;`, a nested rule starting with it).
        mutating func declarationOrRule(name: String, mark: SourceMark, depth: Int, closing: CSSToken.Kind?)
            throws(DocumentSyntaxError) -> CSSSyntax.Item?
        {
            let start = (tokenizer, current)
            let isCustom = name.hasPrefix("--")
            count("the value of '\(name.count > 40 ? String(name.prefix(40)) + "…" : name)'", at: mark)
            step()
            while current?.kind == .whitespace { step() }
            step()  // the colon
            var value: [CSSSyntax.Component] = []
            while let token = current {
                if token.kind == .semicolon {
                    step()
                    break
                }
                if let closing, token.kind == closing { break }
                if token.kind == .openCurly, !isCustom {
                    (tokenizer, current) = start
                    return try qualifiedRule(depth: depth, closing: closing).map { .rule($0) }
                }
                value.append(try component(depth: depth))
            }
            value = CSSSyntax.trimmed(value)
            var important = false
            if value.count >= 2, case .token(let last) = value[value.count - 1], case .ident(let word) = last.kind,
                word.lowercased() == "important"
            {
                var bang = value.count - 2
                while bang > 0, value[bang].isWhitespace { bang -= 1 }
                if case .token(let delim) = value[bang], delim.kind == .delim("!") {
                    important = true
                    value = CSSSyntax.trimmed(Array(value[..<bang]))
                }
            }
            return .declaration(
                CSSSyntax.Declaration(name: name, value: CSSSyntax.exact(value), isImportant: important, mark: mark))
        }

        func deeper(_ depth: Int, _ token: CSSToken) throws(DocumentSyntaxError) -> Int {
            guard depth < CSSParser.maximumDepth else {
                throw DocumentSyntaxError(
                    message: "blocks and functions nested deeper than \(CSSParser.maximumDepth) levels",
                    mark: token.mark)
            }
            return depth + 1
        }

        /// §5.4.7: one component value at the cursor.
        mutating func component(depth: Int) throws(DocumentSyntaxError) -> CSSSyntax.Component {
            budget -= 1
            guard budget >= 0 else {
                let (what, mark) = budgetOwner
                throw DocumentSyntaxError(
                    message: "\(what) runs past \(CSSParser.maximumComponents) tokens; expected a value of "
                        + "ordinary length (is this a generated file, or not CSS?)",
                    mark: mark)
            }
            let token = current!
            step()
            let closing: CSSToken.Kind
            let opening: Unicode.Scalar
            switch token.kind {
            case .function(let name):
                let arguments = try contents(until: .closeParenthesis, depth: try deeper(depth, token))
                guard closedLast else { throw unclosed(name + "(", at: token.mark, expected: ")") }
                return .function(name: name, arguments: arguments, mark: token.mark)
            case .openParenthesis: (closing, opening) = (.closeParenthesis, "(")
            case .openSquare: (closing, opening) = (.closeSquare, "[")
            case .openCurly: (closing, opening) = (.closeCurly, "{")
            default: return .token(token)
            }
            let contents = try contents(until: closing, depth: try deeper(depth, token))
            guard closedLast else {
                let expected = closing == .closeParenthesis ? ")" : closing == .closeSquare ? "]" : "}"
                throw unclosed(String(opening), at: token.mark, expected: expected)
            }
            return .block(opening: opening, contents: contents, mark: token.mark)
        }

        /// Component values up to `closing` (consumed) or the end of the file.
        mutating func contents(until closing: CSSToken.Kind, depth: Int) throws(DocumentSyntaxError)
            -> [CSSSyntax.Component]
        {
            var values: [CSSSyntax.Component] = []
            var closed = false
            while let token = current {
                if token.kind == closing {
                    step()
                    closed = true
                    break
                }
                values.append(try component(depth: depth))
            }
            closedLast = closed
            return CSSSyntax.exact(values)
        }
    }
}
