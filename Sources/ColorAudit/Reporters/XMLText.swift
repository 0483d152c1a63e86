import ColorScience

/// Text made safe for XML 1.0 documents. Markup characters (`&`, `<`, `>`, quotes) are escaped by
/// FoundationXML when the document is written; what it cannot write are characters outside XML 1.0's
/// `Char` production (W3C XML 1.0, 5th edition, §2.2: tab, line feed, carriage return, U+0020–U+D7FF,
/// U+E000–U+FFFD, U+10000–U+10FFFF) — a palette may contain them (a YAML `"\x01"` escape), and a
/// document holding one cannot be parsed.
enum XMLText {
    /// Whether `scalar` may appear in an XML 1.0 document (§2.2 `Char`).
    public static func isAllowed(_ scalar: Unicode.Scalar) -> Bool {
        switch scalar.value {
        case 0x9, 0xA, 0xD, 0x20...0xD7FF, 0xE000...0xFFFD, 0x10000...0x10FFFF: return true
        default: return false
        }
    }

    /// `text` with every character XML 1.0 forbids replaced by U+FFFD REPLACEMENT CHARACTER.
    public static func sanitized(_ text: String) -> String {
        guard !text.unicodeScalars.allSatisfy(isAllowed) else { return text }
        var result = String.UnicodeScalarView()
        for scalar in text.unicodeScalars { result.append(isAllowed(scalar) ? scalar : "\u{FFFD}") }
        return String(result)
    }
}
