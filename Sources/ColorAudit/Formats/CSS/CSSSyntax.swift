import ColorScience

/// The tree CSS Syntax Module Level 3 §5 builds from tokens: component values, declarations and rules
/// (at-rules and qualified rules, nested as CSS Nesting allows).
enum CSSSyntax {
    /// A component value (§5.3.7): a preserved token, a function with its arguments, or a `()`/`[]`/`{}`
    /// block with its contents. Not `indirect`: the nested values are in arrays already, so a token is
    /// stored in its array, not in a separate allocation of its own.
    enum Component: Sendable {
        /// Any token other than a function or an opening bracket.
        case token(CSSToken)
        /// `name(` … `)`; `mark` at the name.
        case function(name: String, arguments: [Component], mark: SourceMark)
        /// A simple block; `opening` is `(`, `[` or `{`, `mark` at it.
        case block(opening: Unicode.Scalar, contents: [Component], mark: SourceMark)

        /// Where the value starts.
        var mark: SourceMark {
            switch self {
            case .token(let token): return token.mark
            case .function(_, _, let mark), .block(_, _, let mark): return mark
            }
        }

        /// True for a whitespace token.
        var isWhitespace: Bool {
            if case .token(let token) = self, token.kind == .whitespace { return true }
            return false
        }

        /// The CSS text of the value: tokens as written, white space (and comments) as one space.
        var text: String {
            switch self {
            case .token(let token): return token.text
            case .function(let name, let arguments, _): return name + "(" + CSSSyntax.text(arguments) + ")"
            case .block(let opening, let contents, _):
                let closing: Character = opening == "(" ? ")" : opening == "[" ? "]" : "}"
                return String(Character(opening)) + CSSSyntax.text(contents) + String(closing)
            }
        }
    }

    /// A declaration `name: value [!important]`.
    struct Declaration: Sendable {
        /// The property name as written (custom properties keep their case and `--`).
        var name: String
        /// The value's component values, without leading and trailing white space and `!important`.
        var value: [Component]
        /// True when the value ended in `!important`.
        var isImportant: Bool
        /// Where the name starts.
        var mark: SourceMark
    }

    /// A rule: an at-rule (`@media …`) or a qualified rule (`selector { … }`), with its block when it
    /// has one.
    struct Rule: Sendable {
        /// The at-rule's name without `@`, lowercased; `nil` for a qualified rule.
        var atKeyword: String?
        /// The prelude's component values (the selector list, or the at-rule's condition), trimmed.
        var prelude: [Component]
        /// The contents of the `{}` block; `nil` for a statement at-rule (`@import …;`).
        var block: [Item]?
        /// Where the rule starts.
        var mark: SourceMark
    }

    /// One item of a stylesheet or a block.
    enum Item: Sendable {
        /// A declaration.
        case declaration(Declaration)
        /// A nested rule.
        case rule(Rule)
    }

    /// The concatenated `text` of component values.
    static func text(_ components: [Component]) -> String {
        components.map(\.text).joined()
    }

    /// `values` in storage of their size: an array grown by appending keeps up to as much room again,
    /// which for a stylesheet's millions of component values is most of the parser's memory.
    static func exact<Element>(_ values: [Element]) -> [Element] {
        values.capacity > values.count ? values.withUnsafeBufferPointer { Array($0) } : values
    }

    /// Components without white space at either end.
    static func trimmed(_ components: [Component]) -> [Component] {
        var slice = components[...]
        while slice.first?.isWhitespace == true { slice = slice.dropFirst() }
        while slice.last?.isWhitespace == true { slice = slice.dropLast() }
        return Array(slice)
    }
}
