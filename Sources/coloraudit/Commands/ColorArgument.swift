import ColorAudit

/// Parses a colour given on the command line, turning a parse error into an input error that says
/// which argument was wrong and where.
enum ColorArgument {
    static func parse(_ text: String, name: String) throws(InputError) -> Color {
        do {
            return try CSSColorParser.parse(text)
        } catch {
            let pointer = String(repeating: " ", count: error.offset) + "^"
            throw InputError(
                message: "coloraudit: error: \(name): \(error.description)\n  \(text)\n  \(pointer)")
        }
    }
}
