import ColorScience

/// Text made literal in GitHub-flavoured Markdown (GFM spec 0.29, §6.1 backslash escapes: any ASCII
/// punctuation may be escaped; `|` must be inside table cells, §4.10).
enum MarkdownText {
    /// The characters escaped: those that start or end Markdown constructs, and `|`.
    static let special: Set<Character> = ["\\", "`", "*", "_", "[", "]", "<", ">", "|", "#", "~", "!", "&"]

    /// `text` with Markdown's special characters backslash-escaped, line breaks turned into spaces, so
    /// that it stays one literal table cell or list item, and bidirectional formatting characters shown
    /// as `\u{202E}` (see `TerminalText.isBidiControl`).
    public static func escape(_ text: String) -> String {
        var result = ""
        for character in text {
            if character == "\n" || character == "\r" || character == "\r\n" {
                result.append(" ")
            } else if character.unicodeScalars.contains(where: TerminalText.isBidiControl) {
                for scalar in character.unicodeScalars {
                    if TerminalText.isBidiControl(scalar) {
                        result += TerminalText.escape(scalar)
                    } else {
                        result.unicodeScalars.append(scalar)
                    }
                }
            } else {
                if special.contains(character) { result.append("\\") }
                result.append(character)
            }
        }
        return result
    }
}
