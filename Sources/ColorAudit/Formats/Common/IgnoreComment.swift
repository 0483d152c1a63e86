import ColorScience
import Foundation

/// Inline suppressions written as comments, where a format has comments but no place for data: in CSS
/// `/* coloraudit-ignore RULE: reason */` right before a custom property's declaration, in Android
/// resources `<!-- coloraudit-ignore RULE: reason -->` right before a `<color>` or a colour `<item>`. A
/// comment that trails one on its own line (after its `;` or end tag, no line break between) is for that
/// one, as linters' `disable-line` comments are, never for the next.
/// Each silences one rule for that colour, as `ignore:` does in our palette format (`Suppression`); the
/// reason is required. Several comments before one declaration silence several rules. Only white space
/// (and other comments) may stand between the comment and what it is for.
enum IgnoreComment {
    /// The word that starts a suppression comment.
    static let keyword = "coloraudit-ignore"

    /// The suppression a comment's text (between its delimiters) writes, located at `location`. `example`
    /// is the format's comment with `%@` for its text, for messages.
    /// - Throws: `PaletteError` at `location` when the rule is not a rule (naming the nearest), when the
    ///   reason is missing or blank, or when there is no `RULE: reason`.
    static func suppression(_ text: String, at location: SourceLocation, example: String) throws(PaletteError)
        -> Suppression
    {
        func error(_ kind: PaletteError.Kind, _ message: String) -> PaletteError {
            PaletteError(kind: kind, location: location, message: "\(keyword): \(message)")
        }
        func written(_ words: String) -> String { example.replacingOccurrences(of: "%@", with: words) }
        let body = text.trimmingPrefix(while: \.isWhitespace).dropFirst(keyword.count)
        guard body.isEmpty || body.first!.isWhitespace else {
            throw error(
                .invalidSuppression,
                "expected a space and 'RULE: reason' after \(keyword), found '\(keyword)\(body.prefix(20))'")
        }
        let words = body.trimmingPrefix(while: \.isWhitespace)
        guard let colon = words.firstIndex(of: ":") else {
            throw error(
                .invalidSuppression,
                "expected 'RULE: reason' (\(written("\(keyword) contrast-minimum: disabled state"))), found "
                    + (words.isEmpty ? "nothing" : "'\(words.prefix(40))'"))
        }
        let ids = Suppression.ruleIDs
        let rule = String(words[..<colon]).trimmingCharacters(in: .whitespacesAndNewlines)
        guard ids.contains(rule) else {
            throw error(
                .invalidSuppression,
                "'\(rule)' is not a rule\(NodeReader.suggestion(for: rule, among: ids)); "
                    + "expected a rule ID (see 'coloraudit rules')")
        }
        let reason = String(words[words.index(after: colon)...]).trimmingCharacters(in: .whitespacesAndNewlines)
        guard !reason.isEmpty else {
            throw error(
                .invalidSuppression,
                "\(rule): expected a reason why its findings are accepted "
                    + "(\(written("\(keyword) \(rule): disabled state"))), found none")
        }
        return Suppression(rule: RuleID(rule), reason: reason, location: location)
    }

    /// The suppressions of a CSS stylesheet's `text` by custom property name (with its `--`), in file order.
    /// - Throws: `PaletteError` at each comment `suppression` refuses or that is not followed by a custom
    ///   property declaration (`--name:`).
    static func cssSuppressions(_ text: String, path: String) throws(PaletteError) -> [String: [Suppression]] {
        let (comments, tokens) = CSSTokenizer.ignoreComments(text)
        guard !comments.isEmpty else { return [:] }
        var errors = PaletteErrorList()
        var result: [String: [Suppression]] = [:]
        for comment in comments {
            let location = SourceLocation(file: path, line: comment.mark.line, column: comment.mark.column)
            errors.attempt { () throws(PaletteError) in
                let suppression = try suppression(comment.body, at: location, example: "/* %@ */")
                if let name = trailedDeclaration(comment.next, comment.mark.line, tokens) {
                    result[name, default: []].append(suppression)
                    return
                }
                // The declaration after it: `--name`, white space, `:`.
                var next = comment.next
                func skipWhitespace() { while next < tokens.count, tokens[next].kind == .whitespace { next += 1 } }
                skipWhitespace()
                guard next < tokens.count, case .ident(let name) = tokens[next].kind, name.hasPrefix("--") else {
                    throw PaletteError(
                        kind: .invalidSuppression,
                        location: location,
                        message: "\(keyword): expected a custom property declaration (--name: colour) after the "
                            + "comment, found "
                            + (next < tokens.count ? "'\(tokens[next].text)'" : "the end of the file"))
                }
                next += 1
                skipWhitespace()
                guard next < tokens.count, tokens[next].kind == .colon else {
                    throw PaletteError(
                        kind: .invalidSuppression,
                        location: location,
                        message:
                            "\(keyword): expected a custom property declaration (\(name): colour) after the comment")
                }
                result[name, default: []].append(suppression)
            }
        }
        try errors.throwIfAny()
        return result
    }

    /// The custom property whose declaration ends (its `;`) on `line` just before the comment whose next
    /// token is `next`, with only white space between: `--a: #fff; /* coloraudit-ignore … */` is for
    /// `--a`, as ESLint's `eslint-disable-line` and stylelint's `stylelint-disable-line` are for their
    /// own line. `nil` when the comment does not trail a declaration on its line.
    static func trailedDeclaration(_ next: Int, _ line: Int, _ tokens: [CSSToken]) -> String? {
        var end = next - 1
        while end >= 0, tokens[end].kind == .whitespace { end -= 1 }
        guard end >= 0, tokens[end].kind == .semicolon, tokens[end].mark.line == line else { return nil }
        // The declaration starts after the previous `;`, `{` or `}`.
        var start = end - 1
        while start >= 0, ![.semicolon, .openCurly, .closeCurly].contains(tokens[start].kind) { start -= 1 }
        start += 1
        while start < end, tokens[start].kind == .whitespace { start += 1 }
        guard start < end, case .ident(let name) = tokens[start].kind, name.hasPrefix("--") else { return nil }
        var colon = start + 1
        while colon < end, tokens[colon].kind == .whitespace { colon += 1 }
        return colon < end && tokens[colon].kind == .colon ? name : nil
    }
}
