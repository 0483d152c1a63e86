/// A colour's description (`ColorToken.documentation`) as a reason quotes it: white space runs (line breaks
/// too) as one space, and at most `limit` characters, with "…" when more is left. A description is a
/// sentence; a file may hold more (FuzzAndroid's hand tests: a 1 MB comment before a colour, which has
/// no other description, was quoted whole by `pairs`, 1,050,231 bytes for a two-colour file), and a
/// reason is one line of a report. The longest description quoted in the real sets (Compound's
/// "⚠️ Lowest contrast for non-accessible interactive element borders, … State: Rest.") is 154
/// characters, so real descriptions stay whole.
enum QuotedDescription {
    /// The most characters quoted.
    static let limit = 200

    /// `text` as quoted (see the type).
    static func shown(_ text: String) -> String {
        var result = ""
        var count = 0
        var space = false
        for character in text {
            if character.isWhitespace {
                space = !result.isEmpty
                continue
            }
            let added = space ? 2 : 1
            guard count + added <= limit else { return result + "…" }
            if space { result.append(" ") }
            result.append(character)
            count += added
            space = false
        }
        return result
    }
}
