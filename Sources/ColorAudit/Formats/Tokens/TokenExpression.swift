import ColorScience

/// A design token's colour value as written, before aliases are resolved: a colour, an alias to
/// another token, or an alias inside a colour function that only changes its alpha.
///
/// Read from strings by `TokenExpression.parse(_:)`:
/// - `{a.b.c}` (white space inside the braces ignored) is an alias to token `a.b.c`; Style
///   Dictionary's `{a.b.c.value}` (and `.$value`) names the same token — the suffix is dropped when
///   resolving if no token of the longer name exists;
/// - `rgba({a.b}, 0.4)`, `rgb({a.b}, 40%)` (Tokens Studio's way of giving an aliased colour another
///   opacity; spaces anywhere inside, alpha a number 0…1 or a percentage, `/` allowed instead of the
///   comma) is the alias with its alpha replaced;
/// - any other text with `{…}` in it (`darken({a}, 0.2)`, `{a} {b}`, `color-mix(…{a}…)`) is
///   `unsupported`: the text is reported, never guessed at;
/// - everything else is parsed as a CSS colour by `CSSColorParser` (errors keep the parser's offset).
enum TokenExpression: Sendable, Hashable {
    /// A literal colour.
    case color(Color, written: String, location: SourceLocation)
    /// An alias to the token `target`, optionally replacing its alpha.
    case alias(target: String, alpha: Double?, written: String, location: SourceLocation)
    /// A value that is not a colour ColorAudit can use, with why (reported as skipped).
    case unsupported(reason: String, written: String, location: SourceLocation)

    /// Where the value is written.
    var location: SourceLocation {
        switch self {
        case .color(_, _, let location), .alias(_, _, _, let location), .unsupported(_, _, let location):
            return location
        }
    }

    /// The text as written.
    var written: String {
        switch self {
        case .color(_, let written, _), .alias(_, _, let written, _), .unsupported(_, let written, _):
            return written
        }
    }

    /// The expression of a token file's string value (a quoted scalar; Tokens Studio, Style Dictionary,
    /// Spectrum and DTCG read their values through it): `parse(_:at:)`, or `nil` for text that is no colour
    /// when nothing says it must be one — `strict` false (the token is not typed as a colour) and the text
    /// does not start like a colour (`#`, a colour function, a colour name;
    /// `CSSCustomProperties.looksLikeColor`): `#ff00zz` is a colour written wrong, `1px` no colour.
    /// - Parameters: `text` the string; `location` where it is written (its first character); `context`
    ///   starts the message ("token 'gray-50'").
    /// - Throws: `PaletteError` at the column of the parse error for a colour written wrong.
    static func tokenValue(_ text: String, at location: SourceLocation, strict: Bool, context: String)
        throws(PaletteError) -> TokenExpression?
    {
        do throws(ColorParseError) {
            return try parse(text, at: location)
        } catch {
            guard strict || CSSCustomProperties.looksLikeColor(text.trimmingCharacters(in: .whitespaces)) else {
                return nil
            }
            throw PaletteError(
                kind: .color(error),
                location: SourceLocation(
                    file: location.file, line: location.line, column: location.column + error.offset),
                message: "\(context): \(error)")
        }
    }

    /// The expression of a string value.
    /// - Parameters: `text` the string; `location` where it is written (its first character).
    /// - Throws: `ColorParseError` when the text holds no alias and is not a CSS colour.
    static func parse(_ text: String, at location: SourceLocation) throws(ColorParseError) -> TokenExpression {
        let trimmed = text.trimmingCharacters(in: .whitespaces)
        if let target = wholeAlias(trimmed) {
            return .alias(target: target, alpha: nil, written: text, location: location)
        }
        if trimmed.contains("{") {
            if let (target, alpha) = alphaFunction(trimmed) {
                return .alias(target: target, alpha: alpha, written: text, location: location)
            }
            let function = trimmed.prefix { $0 != "(" }
            let isRGB = ["rgb", "rgba"].contains(function.lowercased().trimmingCharacters(in: .whitespaces))
            let reason =
                !trimmed.contains("(")
                ? "an alias mixed with other text is not a colour"
                : isRGB
                    ? "'\(function)(…)' around an alias takes the alias and one alpha: a number 0…1 or a "
                        + "percentage 0…100% (rgba({a.b}, 0.4), rgb({a.b} / 40%))"
                    : "the function '\(function)' around an alias is not supported (only rgb()/rgba() with an alpha)"
            return .unsupported(reason: reason, written: text, location: location)
        }
        return .color(try CSSColorParser.parse(text), written: text, location: location)
    }

    /// `a.b` of `{a.b}` (white space inside trimmed), or `nil`.
    static func wholeAlias(_ text: String) -> String? {
        guard text.hasPrefix("{"), text.hasSuffix("}"), text.count > 2 else { return nil }
        let inner = text.dropFirst().dropLast().trimmingCharacters(in: .whitespaces)
        guard !inner.isEmpty, !inner.contains("{"), !inner.contains("}") else { return nil }
        return inner
    }

    /// `rgb[a]( {alias} , alpha )` or `rgb[a]({alias} / alpha)`: the alias and alpha 0…1.
    private static func alphaFunction(_ text: String) -> (String, Double)? {
        let lower = text.lowercased()
        guard lower.hasPrefix("rgba(") || lower.hasPrefix("rgb("), text.hasSuffix(")") else { return nil }
        let inner = text[text.index(after: text.firstIndex(of: "(")!)..<text.index(before: text.endIndex)]
        guard let close = inner.firstIndex(of: "}") else { return nil }
        let aliasText = inner[...close].trimmingCharacters(in: .whitespaces)
        guard let target = wholeAlias(aliasText) else { return nil }
        var rest = inner[inner.index(after: close)...].trimmingCharacters(in: .whitespaces)
        guard rest.hasPrefix(",") || rest.hasPrefix("/") else { return nil }
        rest = String(rest.dropFirst()).trimmingCharacters(in: .whitespaces)
        let percent = rest.hasSuffix("%")
        guard let number = Double(percent ? String(rest.dropLast()) : rest), number.isFinite else { return nil }
        let alpha = percent ? number / 100 : number
        guard (0...1).contains(alpha) else { return nil }
        return (target, alpha)
    }
}
