import ColorScience

/// One token of CSS Syntax Module Level 3 (§4), with where it starts and the text it was read from.
struct CSSToken: Sendable, Hashable {
    /// The token types of CSS Syntax 3 §4 (comments are not tokens: the tokenizer drops them).
    enum Kind: Sendable, Hashable {
        /// `<ident-token>` with its name (escapes decoded).
        case ident(String)
        /// `<function-token>`: a name directly followed by `(`.
        case function(String)
        /// `<at-keyword-token>` without the `@`.
        case atKeyword(String)
        /// `<hash-token>` without the `#`; `isID` when it would start an identifier.
        case hash(String, isID: Bool)
        /// `<string-token>`, decoded.
        case string(String)
        /// `<bad-string-token>` (a line break inside a string).
        case badString
        /// `<url-token>` (an unquoted `url(…)`).
        case url(String)
        /// `<bad-url-token>`.
        case badURL
        /// `<delim-token>`: any other single character.
        case delim(Unicode.Scalar)
        /// `<number-token>`.
        case number(Double)
        /// `<percentage-token>` (the number before `%`).
        case percentage(Double)
        /// `<dimension-token>`: a number and its unit.
        case dimension(Double, unit: String)
        /// `<whitespace-token>` (a run of white space, comments between included).
        case whitespace
        /// `<CDO-token>` `<!--`.
        case cdo
        /// `<CDC-token>` `-->`.
        case cdc
        /// `:`
        case colon
        /// `;`
        case semicolon
        /// `,`
        case comma
        /// `[`
        case openSquare
        /// `]`
        case closeSquare
        /// `(`
        case openParenthesis
        /// `)`
        case closeParenthesis
        /// `{`
        case openCurly
        /// `}`
        case closeCurly
    }

    /// What the token is.
    var kind: Kind
    /// Where it starts, in 32 bits each (`mark`): a stylesheet holds a token for every few bytes, so
    /// this is 8 bytes less per token; files within the input limit have fewer lines and columns.
    private var line: UInt32
    private var column: UInt32
    /// The source text it was read from, exactly (for whitespace, a single space).
    var text: String

    /// Where it starts (1-based line and column, columns in Unicode scalars).
    var mark: SourceMark { SourceMark(line: Int(line), column: Int(column)) }

    /// A token of `kind` read from `text` at `mark`.
    init(kind: Kind, mark: SourceMark, text: String) {
        self.kind = kind
        self.line = UInt32(clamping: mark.line)
        self.column = UInt32(clamping: mark.column)
        self.text = text
    }
}
