import ColorScience

/// Splits CSS text into `CSSToken`s following CSS Syntax Module Level 3 §4 ("Tokenization"):
/// comments `/* */` are dropped (an unterminated one runs to the end, as the spec says), strings with
/// either quote and escapes (`\` + up to six hex digits, or any other character; an escaped line break
/// inside a string is a continuation), identifiers with escapes and non-ASCII characters, `--custom`
/// names, at-keywords, hashes, numbers with sign, fraction and exponent, percentages and dimensions,
/// `url(…)`, `<!--`/`-->`, and every bracket and punctuation token.
///
/// Input preprocessing (§3.3): `\r\n`, `\r` and form feed count as one line break, NUL and surrogates
/// become U+FFFD. The tokenizer never fails: malformed input yields `badString`/`badURL`/`delim`
/// tokens as in the spec; the parser and importer decide what is an error. Linear time, no recursion.
struct CSSTokenizer {
    /// The text's UTF-8 bytes; the preprocessing is applied as they are read (`scalar(at:)`), so no
    /// array of scalars (four bytes per byte of the file) is built.
    private let bytes: [UInt8]
    /// The byte offset of the next scalar.
    private var index = 0
    private var line = 1
    private var column = 1
    /// Whether `coloraudit-ignore` comments are collected (`ignoreComments`); the parser does not need them.
    private var collectsIgnoreComments = true

    /// A tokenizer over `text`.
    init(_ text: String) {
        bytes = Array(text.utf8)
    }

    /// A tokenizer over `text` that does not collect `ignoreComments` (the parser's).
    static func skippingIgnoreComments(_ text: String) -> CSSTokenizer {
        var tokenizer = CSSTokenizer(text)
        tokenizer.collectsIgnoreComments = false
        return tokenizer
    }

    /// Every token of the text, in order.
    static func tokens(_ text: String) -> [CSSToken] {
        var tokenizer = CSSTokenizer(text)
        var tokens: [CSSToken] = []
        while let token = tokenizer.next() { tokens.append(token) }
        return tokens
    }

    /// The preprocessed scalar (§3.3) at byte offset `position` and how many bytes it takes: `\r\n`,
    /// `\r` and form feed are one line break, NUL is U+FFFD. `nil` at the end. (The bytes come from a
    /// `String`, so they are valid UTF-8 without surrogates.)
    private func scalar(at position: Int) -> (scalar: Unicode.Scalar, length: Int)? {
        guard position < bytes.count else { return nil }
        let byte = bytes[position]
        if byte < 0x80 {
            switch byte {
            case 0x0D: return ("\n", position + 1 < bytes.count && bytes[position + 1] == 0x0A ? 2 : 1)
            case 0x0C: return ("\n", 1)
            case 0x00: return ("\u{FFFD}", 1)
            default: return (Unicode.Scalar(byte), 1)
            }
        }
        let length = byte >= 0xF0 ? 4 : byte >= 0xE0 ? 3 : 2
        var value = UInt32(byte) & (length == 4 ? 0x07 : length == 3 ? 0x0F : 0x1F)
        for offset in 1..<length { value = value << 6 | UInt32(bytes[position + offset] & 0x3F) }
        return (Unicode.Scalar(value) ?? "\u{FFFD}", length)
    }

    /// The preprocessed text of the bytes `start..<end` (whole scalars).
    private func text(_ start: Int, _ end: Int) -> String {
        let slice = bytes[start..<end]
        if !slice.contains(where: { $0 == 0x0D || $0 == 0x0C || $0 == 0x00 }) {
            return String(decoding: slice, as: UTF8.self)
        }
        var scalars = String.UnicodeScalarView()
        var position = start
        while position < end, let (scalar, length) = scalar(at: position) {
            scalars.append(scalar)
            position += length
        }
        return String(scalars)
    }

    private func peek(_ offset: Int = 0) -> Unicode.Scalar? {
        var position = index
        for _ in 0..<offset {
            guard let (_, length) = scalar(at: position) else { return nil }
            position += length
        }
        return scalar(at: position)?.scalar
    }

    private mutating func advance() {
        guard let (scalar, length) = scalar(at: index) else { return }
        if scalar == "\n" {
            line += 1
            column = 1
        } else {
            column += 1
        }
        index += length
    }

    private mutating func advance(_ count: Int) {
        for _ in 0..<count where index < bytes.count { advance() }
    }

    private static func isWhitespace(_ c: Unicode.Scalar?) -> Bool { c == " " || c == "\t" || c == "\n" }
    private static func isDigit(_ c: Unicode.Scalar?) -> Bool { c.map { $0 >= "0" && $0 <= "9" } ?? false }
    private static func isHexDigit(_ c: Unicode.Scalar?) -> Bool {
        guard let c else { return false }
        return isDigit(c) || (c >= "a" && c <= "f") || (c >= "A" && c <= "F")
    }
    private static func isNameStart(_ c: Unicode.Scalar?) -> Bool {
        guard let c else { return false }
        return (c >= "a" && c <= "z") || (c >= "A" && c <= "Z") || c == "_" || c.value >= 0x80
    }
    private static func isName(_ c: Unicode.Scalar?) -> Bool { isNameStart(c) || isDigit(c) || c == "-" }

    /// §4.3.8: whether the two scalars at `offset` start a valid escape.
    private func isValidEscape(at offset: Int) -> Bool {
        peek(offset) == "\\" && peek(offset + 1) != "\n" && peek(offset + 1) != nil
    }

    /// §4.3.9: whether the three scalars at `offset` would start an identifier.
    private func startsIdentifier(at offset: Int) -> Bool {
        let first = peek(offset)
        if first == "-" {
            return Self.isNameStart(peek(offset + 1)) || peek(offset + 1) == "-" || isValidEscape(at: offset + 1)
        }
        if Self.isNameStart(first) { return true }
        return isValidEscape(at: offset)
    }

    /// §4.3.10: whether the three scalars at `offset` would start a number.
    private func startsNumber(at offset: Int) -> Bool {
        let first = peek(offset)
        if first == "+" || first == "-" {
            if Self.isDigit(peek(offset + 1)) { return true }
            return peek(offset + 1) == "." && Self.isDigit(peek(offset + 2))
        }
        if first == "." { return Self.isDigit(peek(offset + 1)) }
        return Self.isDigit(first)
    }

    /// The next token, or `nil` at the end.
    mutating func next() -> CSSToken? {
        skipComments()
        guard let c = peek() else { return nil }
        let start = index
        let mark = SourceMark(line: line, column: column)
        func token(_ kind: CSSToken.Kind) -> CSSToken {
            CSSToken(kind: kind, mark: mark, text: text(start, index))
        }
        if Self.isWhitespace(c) {
            while Self.isWhitespace(peek()) || (peek() == "/" && peek(1) == "*") {
                if peek() == "/" { skipComments() } else { advance() }
            }
            return CSSToken(kind: .whitespace, mark: mark, text: " ")
        }
        switch c {
        case "\"", "'":
            return token(consumeString(quote: c))
        case "#":
            if Self.isName(peek(1)) || isValidEscape(at: 1) {
                advance()
                let isID = startsIdentifier(at: 0)
                return token(.hash(consumeName(), isID: isID))
            }
            advance()
            return token(.delim(c))
        case "(":
            advance()
            return token(.openParenthesis)
        case ")":
            advance()
            return token(.closeParenthesis)
        case "[":
            advance()
            return token(.openSquare)
        case "]":
            advance()
            return token(.closeSquare)
        case "{":
            advance()
            return token(.openCurly)
        case "}":
            advance()
            return token(.closeCurly)
        case ",":
            advance()
            return token(.comma)
        case ":":
            advance()
            return token(.colon)
        case ";":
            advance()
            return token(.semicolon)
        case "+", ".":
            if startsNumber(at: 0) { return token(consumeNumeric()) }
            advance()
            return token(.delim(c))
        case "-":
            if startsNumber(at: 0) { return token(consumeNumeric()) }
            if peek(1) == "-", peek(2) == ">" {
                advance(3)
                return token(.cdc)
            }
            if startsIdentifier(at: 0) { return token(consumeIdentLike()) }
            advance()
            return token(.delim(c))
        case "<":
            if peek(1) == "!", peek(2) == "-", peek(3) == "-" {
                advance(4)
                return token(.cdo)
            }
            advance()
            return token(.delim(c))
        case "@":
            if startsIdentifier(at: 1) {
                advance()
                return token(.atKeyword(consumeName()))
            }
            advance()
            return token(.delim(c))
        case "\\":
            if isValidEscape(at: 0) { return token(consumeIdentLike()) }
            advance()
            return token(.delim(c))
        default:
            if Self.isDigit(c) { return token(consumeNumeric()) }
            if Self.isNameStart(c) { return token(consumeIdentLike()) }
            advance()
            return token(.delim(c))
        }
    }

    /// §4.3.2: comments are skipped; an unterminated comment runs to the end. A comment whose text starts
    /// with `coloraudit-ignore` (after white space) is kept in `ignoreComments`.
    private mutating func skipComments() {
        while peek() == "/", peek(1) == "*" {
            let mark = SourceMark(line: line, column: column)
            advance(2)
            let start = index
            while index < bytes.count, !(bytes[index] == 0x2A && index + 1 < bytes.count && bytes[index + 1] == 0x2F) {
                advance()
            }
            if collectsIgnoreComments {
                let body = text(start, index)
                if body.trimmingPrefix(while: \.isWhitespace).hasPrefix(IgnoreComment.keyword) {
                    ignoreComments.append((body, mark))
                }
            }
            advance(2)
        }
    }

    /// The `coloraudit-ignore` comments skipped so far: their text between `/*` and `*/`, and where each
    /// starts.
    private(set) var ignoreComments: [(body: String, mark: SourceMark)] = []

    /// A `coloraudit-ignore` comment of a stylesheet and the tokens around it that say what it is for.
    struct IgnoreCommentSite {
        /// Its text between `/*` and `*/`.
        var body: String
        /// Where it starts.
        var mark: SourceMark
        /// The custom property whose declaration (`--name`, white space, `:`) ends with a `;` on the
        /// comment's line just before it, with only white space between (`IgnoreComment`'s trailing
        /// comment); `nil` when there is none.
        var trailed: String?
        /// The first two tokens after it that are not white space (fewer at the end of the file).
        var following: [CSSToken]
    }

    /// The `coloraudit-ignore` comments of `text`, in order. One pass that keeps only what each comment
    /// needs (not the file's tokens): the last `;` and the declaration it ends, and the tokens after each.
    static func ignoreComments(_ text: String) -> [IgnoreCommentSite] {
        var tokenizer = CSSTokenizer(text)
        var sites: [IgnoreCommentSite] = []
        // Comments still collecting their `following` tokens.
        var waiting: [Int] = []
        // The first two tokens (not white space) since the last `;`, `{` or `}`.
        var statement: [CSSToken] = []
        // The last token that is not white space, its line, and the custom property a `;` there ended.
        var last: (kind: CSSToken.Kind, line: Int)?
        var ended: String?
        while true {
            let seen = tokenizer.ignoreComments.count
            let token = tokenizer.next()
            for comment in tokenizer.ignoreComments[seen...] {
                let trails = last.map { $0.kind == .semicolon && $0.line == comment.mark.line } ?? false
                waiting.append(sites.count)
                sites.append(
                    IgnoreCommentSite(
                        body: comment.body, mark: comment.mark, trailed: trails ? ended : nil, following: []))
            }
            guard let token else { break }
            if token.kind == .whitespace { continue }
            for site in waiting { sites[site].following.append(token) }
            waiting.removeAll { sites[$0].following.count >= 2 }
            switch token.kind {
            case .semicolon, .openCurly, .closeCurly:
                ended = nil
                if token.kind == .semicolon, statement.count == 2, case .ident(let name) = statement[0].kind,
                    name.hasPrefix("--"), statement[1].kind == .colon
                {
                    ended = name
                }
                statement.removeAll(keepingCapacity: true)
            default:
                if statement.count < 2 { statement.append(token) }
            }
            last = (token.kind, token.mark.line)
        }
        return sites
    }

    /// §4.3.5 (the cursor on the opening quote).
    private mutating func consumeString(quote: Unicode.Scalar) -> CSSToken.Kind {
        advance()
        var value = String.UnicodeScalarView()
        while let c = peek() {
            if c == quote {
                advance()
                return .string(String(value))
            }
            if c == "\n" { return .badString }
            if c == "\\" {
                if peek(1) == nil {
                    advance()
                    continue
                }
                if peek(1) == "\n" {
                    advance(2)
                    continue
                }
                advance()
                value.append(consumeEscape())
                continue
            }
            value.append(c)
            advance()
        }
        return .string(String(value))  // end of file: the string ends (a parse error, still a string)
    }

    /// §4.3.7 (the cursor after the backslash).
    private mutating func consumeEscape() -> Unicode.Scalar {
        guard let c = peek() else { return "\u{FFFD}" }
        guard Self.isHexDigit(c) else {
            advance()
            return c
        }
        var value: UInt32 = 0
        var count = 0
        while count < 6, let digit = peek(), Self.isHexDigit(digit) {
            value = value * 16 + UInt32(String(digit), radix: 16)!
            advance()
            count += 1
        }
        if Self.isWhitespace(peek()) { advance() }
        guard value != 0, value <= 0x10FFFF, !(0xD800...0xDFFF).contains(value), let scalar = Unicode.Scalar(value)
        else { return "\u{FFFD}" }
        return scalar
    }

    /// §4.3.11.
    private mutating func consumeName() -> String {
        var name = String.UnicodeScalarView()
        while let c = peek() {
            if Self.isName(c) {
                name.append(c)
                advance()
            } else if isValidEscape(at: 0) {
                advance()
                name.append(consumeEscape())
            } else {
                break
            }
        }
        return String(name)
    }

    /// §4.3.3.
    private mutating func consumeNumeric() -> CSSToken.Kind {
        let value = consumeNumber()
        if startsIdentifier(at: 0) { return .dimension(value, unit: consumeName()) }
        if peek() == "%" {
            advance()
            return .percentage(value)
        }
        return .number(value)
    }

    /// §4.3.12: the number's value (a number too large for a `Double` is infinite).
    private mutating func consumeNumber() -> Double {
        var text = ""
        if peek() == "+" || peek() == "-" {
            if peek() == "-" { text.append("-") }
            advance()
        }
        func digits() {
            while Self.isDigit(peek()) {
                text.unicodeScalars.append(peek()!)
                advance()
            }
        }
        digits()
        if peek() == ".", Self.isDigit(peek(1)) {
            text.append(".")
            advance()
            digits()
        }
        if peek() == "e" || peek() == "E" {
            let signed = (peek(1) == "+" || peek(1) == "-") && Self.isDigit(peek(2))
            if signed || Self.isDigit(peek(1)) {
                text.append("e")
                advance()
                if signed {
                    text.unicodeScalars.append(peek()!)
                    advance()
                }
                digits()
            }
        }
        if text.hasPrefix(".") || text.hasPrefix("-.") { text = text.replacingOccurrences(of: ".", with: "0.") }
        return Double(text) ?? 0
    }

    /// §4.3.4: an identifier, a function token, or a url token.
    private mutating func consumeIdentLike() -> CSSToken.Kind {
        let name = consumeName()
        guard peek() == "(" else { return .ident(name) }
        advance()
        if name.lowercased() == "url" {
            var position = index
            while let (scalar, length) = scalar(at: position), Self.isWhitespace(scalar) { position += length }
            let next = scalar(at: position)?.scalar
            if next != "\"", next != "'" { return consumeURL() }
        }
        return .function(name)
    }

    /// §4.3.6 (the cursor after `url(`).
    private mutating func consumeURL() -> CSSToken.Kind {
        var value = String.UnicodeScalarView()
        while Self.isWhitespace(peek()) { advance() }
        while let c = peek() {
            switch c {
            case ")":
                advance()
                return .url(String(value))
            case _ where Self.isWhitespace(c):
                while Self.isWhitespace(peek()) { advance() }
                if peek() == ")" || peek() == nil {
                    if peek() == ")" { advance() }
                    return .url(String(value))
                }
                consumeBadURLRemnants()
                return .badURL
            case "\"", "'", "(":
                consumeBadURLRemnants()
                return .badURL
            case "\\":
                if isValidEscape(at: 0) {
                    advance()
                    value.append(consumeEscape())
                } else {
                    consumeBadURLRemnants()
                    return .badURL
                }
            default:
                value.append(c)
                advance()
            }
        }
        return .url(String(value))
    }

    /// §4.3.14.
    private mutating func consumeBadURLRemnants() {
        while let c = peek() {
            if c == ")" {
                advance()
                return
            }
            if isValidEscape(at: 0) {
                advance()
                _ = consumeEscape()
            } else {
                advance()
            }
        }
    }
}
