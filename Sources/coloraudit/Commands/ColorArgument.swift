import ColorAudit

/// Parses a colour given on the command line, turning a parse error into an input error that says
/// which argument was wrong and where.
enum ColorArgument {
    /// `text` as CSS Color 4 reads it; with `alphaFirst` (`--platform android`), a 4- or 8-digit hex
    /// colour is read alpha first (`#ARGB`, `#AARRGGBB`), as Android's `colors.xml` and
    /// `Color.parseColor` read it.
    static func parse(_ text: String, name: String, alphaFirst: Bool = false) throws(InputError) -> Color {
        do {
            return try CSSColorParser.parse(alphaFirst ? alphaLast(text) : text)
        } catch {
            let pointer = String(repeating: " ", count: error.offset) + "^"
            throw InputError(
                message: "coloraudit: error: \(name): \(error.description)\n  \(text)\n  \(pointer)")
        }
    }

    /// `#ARGB` → `#RGBA`, `#AARRGGBB` → `#RRGGBBAA` (CSS order, same length); any other text unchanged.
    static func alphaLast(_ text: String) -> String {
        let digits = text.dropFirst()
        guard text.hasPrefix("#"), digits.count == 4 || digits.count == 8, digits.allSatisfy(\.isHexDigit) else {
            return text
        }
        let width = digits.count / 4
        return "#" + digits.dropFirst(width) + digits.prefix(width)
    }
}
