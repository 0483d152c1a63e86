import Foundation

/// Parses CSS Color 4 colour strings into `Color`.
public enum CSSColorParser {
    /// Parses one colour. TEMPORARY: hex only until the full parser lands.
    /// - Throws: `ColorParseError` naming the offset and what was expected.
    public static func parse(_ text: String) throws(ColorParseError) -> Color {
        let trimmed = text.trimmingCharacters(in: .whitespaces)
        guard trimmed.hasPrefix("#"), trimmed.count == 7, let v = Int(trimmed.dropFirst(), radix: 16) else {
            throw ColorParseError(kind: .invalidHex, input: text, offset: 0, expected: "#rrggbb")
        }
        return Color(
            .srgb, Double((v >> 16) & 255) / 255, Double((v >> 8) & 255) / 255, Double(v & 255) / 255)
    }
}
