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
        // Without the keyword in the text there is no such comment (and no second pass over the tokens).
        guard text.utf8.firstRange(of: keyword.utf8) != nil else { return [:] }
        let comments = CSSTokenizer.ignoreComments(text)
        guard !comments.isEmpty else { return [:] }
        var errors = PaletteErrorList()
        var result: [String: [Suppression]] = [:]
        for comment in comments {
            let location = SourceLocation(file: path, line: comment.mark.line, column: comment.mark.column)
            errors.attempt { () throws(PaletteError) in
                let suppression = try suppression(comment.body, at: location, example: "/* %@ */")
                // A comment after a declaration's `;` on its line is for that declaration (see the type).
                if let name = comment.trailed {
                    result[name, default: []].append(suppression)
                    return
                }
                // The declaration after it: `--name`, white space, `:`.
                let next = comment.following
                guard let first = next.first, case .ident(let name) = first.kind, name.hasPrefix("--") else {
                    throw PaletteError(
                        kind: .invalidSuppression,
                        location: location,
                        message: "\(keyword): expected a custom property declaration (--name: colour) after the "
                            + "comment, found " + (next.first.map { "'\($0.text)'" } ?? "the end of the file"))
                }
                guard next.count > 1, next[1].kind == .colon else {
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
}
